export const id = 752;
export const ids = [752];
export const modules = {

6752:
((module, __unused_webpack_exports, __webpack_require__) => {

var __webpack_unused_export__;


const Client = __webpack_require__(3701)
const Dispatcher = __webpack_require__(883)
const Pool = __webpack_require__(628)
const BalancedPool = __webpack_require__(837)
const Agent = __webpack_require__(7405)
const ProxyAgent = __webpack_require__(6672)
const EnvHttpProxyAgent = __webpack_require__(3137)
const RetryAgent = __webpack_require__(50)
const errors = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { InvalidArgumentError } = errors
const api = __webpack_require__(6615)
const buildConnector = __webpack_require__(9136)
const MockClient = __webpack_require__(7365)
const MockAgent = __webpack_require__(7501)
const MockPool = __webpack_require__(4004)
const mockErrors = __webpack_require__(2429)
const RetryHandler = __webpack_require__(7816)
const { getGlobalDispatcher, setGlobalDispatcher } = __webpack_require__(2581)
const DecoratorHandler = __webpack_require__(8155)
const RedirectHandler = __webpack_require__(8754)
const createRedirectInterceptor = __webpack_require__(5092)

Object.assign(Dispatcher.prototype, api)

__webpack_unused_export__ = Dispatcher
__webpack_unused_export__ = Client
__webpack_unused_export__ = Pool
__webpack_unused_export__ = BalancedPool
module.exports.g6 = Agent
module.exports.kT = ProxyAgent
__webpack_unused_export__ = EnvHttpProxyAgent
__webpack_unused_export__ = RetryAgent
__webpack_unused_export__ = RetryHandler

__webpack_unused_export__ = DecoratorHandler
__webpack_unused_export__ = RedirectHandler
__webpack_unused_export__ = createRedirectInterceptor
__webpack_unused_export__ = {
	redirect: __webpack_require__(1514),
	retry: __webpack_require__(2026),
	dump: __webpack_require__(8060),
	dns: __webpack_require__(379)
}

__webpack_unused_export__ = buildConnector
module.exports.sO = errors
__webpack_unused_export__ = {
	parseHeaders: util.parseHeaders,
	headerNameToString: util.headerNameToString
}

function makeDispatcher (fn) {
	return (url, opts, handler) => {
		if (typeof opts === 'function') {
			handler = opts
			opts = null
		}

		if (!url || (typeof url !== 'string' && typeof url !== 'object' && !(url instanceof URL))) {
			throw new InvalidArgumentError('invalid url')
		}

		if (opts != null && typeof opts !== 'object') {
			throw new InvalidArgumentError('invalid opts')
		}

		if (opts && opts.path != null) {
			if (typeof opts.path !== 'string') {
				throw new InvalidArgumentError('invalid opts.path')
			}

			let path = opts.path
			if (!opts.path.startsWith('/')) {
				path = `/${path}`
			}

			url = new URL(util.parseOrigin(url).origin + path)
		} else {
			if (!opts) {
				opts = typeof url === 'object' ? url : {}
			}

			url = util.parseURL(url)
		}

		const { agent, dispatcher = getGlobalDispatcher() } = opts

		if (agent) {
			throw new InvalidArgumentError('unsupported opts.agent. Did you mean opts.client?')
		}

		return fn.call(dispatcher, {
			...opts,
			origin: url.origin,
			path: url.search ? `${url.pathname}${url.search}` : url.pathname,
			method: opts.method || (opts.body ? 'PUT' : 'GET')
		}, handler)
	}
}

__webpack_unused_export__ = setGlobalDispatcher
__webpack_unused_export__ = getGlobalDispatcher

const fetchImpl = (__webpack_require__(4398).fetch)
module.exports.hd = async function fetch (init, options = undefined) {
	try {
		return await fetchImpl(init, options)
	} catch (err) {
		if (err && typeof err === 'object') {
			Error.captureStackTrace(err)
		}

		throw err
	}
}
__webpack_require__(660).Headers
__webpack_require__(9051).Response
__webpack_require__(9967).Request
__webpack_require__(5910).FormData
__webpack_unused_export__ = globalThis.File ?? (__webpack_require__(4573).File)
__webpack_require__(8355).FileReader

const { setGlobalOrigin, getGlobalOrigin } = __webpack_require__(1059)

__webpack_unused_export__ = setGlobalOrigin
__webpack_unused_export__ = getGlobalOrigin

const { CacheStorage } = __webpack_require__(3245)
const { kConstruct } = __webpack_require__(109)

__webpack_unused_export__ = new CacheStorage(kConstruct)

const { deleteCookie, getCookies, getSetCookies, setCookie } = __webpack_require__(9061)

__webpack_unused_export__ = deleteCookie
__webpack_unused_export__ = getCookies
__webpack_unused_export__ = getSetCookies
__webpack_unused_export__ = setCookie

const { parseMIMEType, serializeAMimeType } = __webpack_require__(1900)

__webpack_unused_export__ = parseMIMEType
__webpack_unused_export__ = serializeAMimeType

const { CloseEvent, ErrorEvent, MessageEvent } = __webpack_require__(5188)
__webpack_require__(3726).WebSocket
__webpack_unused_export__ = CloseEvent
__webpack_unused_export__ = ErrorEvent
__webpack_unused_export__ = MessageEvent

__webpack_unused_export__ = makeDispatcher(api.request)
__webpack_unused_export__ = makeDispatcher(api.stream)
__webpack_unused_export__ = makeDispatcher(api.pipeline)
__webpack_unused_export__ = makeDispatcher(api.connect)
__webpack_unused_export__ = makeDispatcher(api.upgrade)

__webpack_unused_export__ = MockClient
__webpack_unused_export__ = MockPool
__webpack_unused_export__ = MockAgent
__webpack_unused_export__ = mockErrors

const { EventSource } = __webpack_require__(1238)

__webpack_unused_export__ = EventSource


}),

158:
((module, __unused_webpack_exports, __webpack_require__) => {

const { addAbortListener } = __webpack_require__(3440)
const { RequestAbortedError } = __webpack_require__(8707)

const kListener = Symbol('kListener')
const kSignal = Symbol('kSignal')

function abort (self) {
	if (self.abort) {
		self.abort(self[kSignal]?.reason)
	} else {
		self.reason = self[kSignal]?.reason ?? new RequestAbortedError()
	}
	removeSignal(self)
}

function addSignal (self, signal) {
	self.reason = null

	self[kSignal] = null
	self[kListener] = null

	if (!signal) {
		return
	}

	if (signal.aborted) {
		abort(self)
		return
	}

	self[kSignal] = signal
	self[kListener] = () => {
		abort(self)
	}

	addAbortListener(self[kSignal], self[kListener])
}

function removeSignal (self) {
	if (!self[kSignal]) {
		return
	}

	if ('removeEventListener' in self[kSignal]) {
		self[kSignal].removeEventListener('abort', self[kListener])
	} else {
		self[kSignal].removeListener('abort', self[kListener])
	}

	self[kSignal] = null
	self[kListener] = null
}

module.exports = {
	addSignal,
	removeSignal
}


}),

2279:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)
const { AsyncResource } = __webpack_require__(6698)
const { InvalidArgumentError, SocketError } = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { addSignal, removeSignal } = __webpack_require__(158)

class ConnectHandler extends AsyncResource {
	constructor (opts, callback) {
		if (!opts || typeof opts !== 'object') {
			throw new InvalidArgumentError('invalid opts')
		}

		if (typeof callback !== 'function') {
			throw new InvalidArgumentError('invalid callback')
		}

		const { signal, opaque, responseHeaders } = opts

		if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
			throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
		}

		super('UNDICI_CONNECT')

		this.opaque = opaque || null
		this.responseHeaders = responseHeaders || null
		this.callback = callback
		this.abort = null

		addSignal(this, signal)
	}

	onConnect (abort, context) {
		if (this.reason) {
			abort(this.reason)
			return
		}

		assert(this.callback)

		this.abort = abort
		this.context = context
	}

	onHeaders () {
		throw new SocketError('bad connect', null)
	}

	onUpgrade (statusCode, rawHeaders, socket) {
		const { callback, opaque, context } = this

		removeSignal(this)

		this.callback = null

		let headers = rawHeaders
		if (headers != null) {
			headers = this.responseHeaders === 'raw' ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders)
		}

		this.runInAsyncScope(callback, null, null, {
			statusCode,
			headers,
			socket,
			opaque,
			context
		})
	}

	onError (err) {
		const { callback, opaque } = this

		removeSignal(this)

		if (callback) {
			this.callback = null
			queueMicrotask(() => {
				this.runInAsyncScope(callback, null, err, { opaque })
			})
		}
	}
}

function connect (opts, callback) {
	if (callback === undefined) {
		return new Promise((resolve, reject) => {
			connect.call(this, opts, (err, data) => {
				return err ? reject(err) : resolve(data)
			})
		})
	}

	try {
		const connectHandler = new ConnectHandler(opts, callback)
		this.dispatch({ ...opts, method: 'CONNECT' }, connectHandler)
	} catch (err) {
		if (typeof callback !== 'function') {
			throw err
		}
		const opaque = opts?.opaque
		queueMicrotask(() => callback(err, { opaque }))
	}
}

module.exports = connect


}),

6862:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	Readable,
	Duplex,
	PassThrough
} = __webpack_require__(7075)
const {
	InvalidArgumentError,
	InvalidReturnValueError,
	RequestAbortedError
} = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { AsyncResource } = __webpack_require__(6698)
const { addSignal, removeSignal } = __webpack_require__(158)
const assert = __webpack_require__(4589)

const kResume = Symbol('resume')

class PipelineRequest extends Readable {
	constructor () {
		super({ autoDestroy: true })

		this[kResume] = null
	}

	_read () {
		const { [kResume]: resume } = this

		if (resume) {
			this[kResume] = null
			resume()
		}
	}

	_destroy (err, callback) {
		this._read()

		callback(err)
	}
}

class PipelineResponse extends Readable {
	constructor (resume) {
		super({ autoDestroy: true })
		this[kResume] = resume
	}

	_read () {
		this[kResume]()
	}

	_destroy (err, callback) {
		if (!err && !this._readableState.endEmitted) {
			err = new RequestAbortedError()
		}

		callback(err)
	}
}

class PipelineHandler extends AsyncResource {
	constructor (opts, handler) {
		if (!opts || typeof opts !== 'object') {
			throw new InvalidArgumentError('invalid opts')
		}

		if (typeof handler !== 'function') {
			throw new InvalidArgumentError('invalid handler')
		}

		const { signal, method, opaque, onInfo, responseHeaders } = opts

		if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
			throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
		}

		if (method === 'CONNECT') {
			throw new InvalidArgumentError('invalid method')
		}

		if (onInfo && typeof onInfo !== 'function') {
			throw new InvalidArgumentError('invalid onInfo callback')
		}

		super('UNDICI_PIPELINE')

		this.opaque = opaque || null
		this.responseHeaders = responseHeaders || null
		this.handler = handler
		this.abort = null
		this.context = null
		this.onInfo = onInfo || null

		this.req = new PipelineRequest().on('error', util.nop)

		this.ret = new Duplex({
			readableObjectMode: opts.objectMode,
			autoDestroy: true,
			read: () => {
				const { body } = this

				if (body?.resume) {
					body.resume()
				}
			},
			write: (chunk, encoding, callback) => {
				const { req } = this

				if (req.push(chunk, encoding) || req._readableState.destroyed) {
					callback()
				} else {
					req[kResume] = callback
				}
			},
			destroy: (err, callback) => {
				const { body, req, res, ret, abort } = this

				if (!err && !ret._readableState.endEmitted) {
					err = new RequestAbortedError()
				}

				if (abort && err) {
					abort()
				}

				util.destroy(body, err)
				util.destroy(req, err)
				util.destroy(res, err)

				removeSignal(this)

				callback(err)
			}
		}).on('prefinish', () => {
			const { req } = this

			req.push(null)
		})

		this.res = null

		addSignal(this, signal)
	}

	onConnect (abort, context) {
		const { ret, res } = this

		if (this.reason) {
			abort(this.reason)
			return
		}

		assert(!res, 'pipeline cannot be retried')
		assert(!ret.destroyed)

		this.abort = abort
		this.context = context
	}

	onHeaders (statusCode, rawHeaders, resume) {
		const { opaque, handler, context } = this

		if (statusCode < 200) {
			if (this.onInfo) {
				const headers = this.responseHeaders === 'raw' ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders)
				this.onInfo({ statusCode, headers })
			}
			return
		}

		this.res = new PipelineResponse(resume)

		let body
		try {
			this.handler = null
			const headers = this.responseHeaders === 'raw' ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders)
			body = this.runInAsyncScope(handler, null, {
				statusCode,
				headers,
				opaque,
				body: this.res,
				context
			})
		} catch (err) {
			this.res.on('error', util.nop)
			throw err
		}

		if (!body || typeof body.on !== 'function') {
			throw new InvalidReturnValueError('expected Readable')
		}

		body
			.on('data', (chunk) => {
				const { ret, body } = this

				if (!ret.push(chunk) && body.pause) {
					body.pause()
				}
			})
			.on('error', (err) => {
				const { ret } = this

				util.destroy(ret, err)
			})
			.on('end', () => {
				const { ret } = this

				ret.push(null)
			})
			.on('close', () => {
				const { ret } = this

				if (!ret._readableState.ended) {
					util.destroy(ret, new RequestAbortedError())
				}
			})

		this.body = body
	}

	onData (chunk) {
		const { res } = this
		return res.push(chunk)
	}

	onComplete (trailers) {
		const { res } = this
		res.push(null)
	}

	onError (err) {
		const { ret } = this
		this.handler = null
		util.destroy(ret, err)
	}
}

function pipeline (opts, handler) {
	try {
		const pipelineHandler = new PipelineHandler(opts, handler)
		this.dispatch({ ...opts, body: pipelineHandler.req }, pipelineHandler)
		return pipelineHandler.ret
	} catch (err) {
		return new PassThrough().destroy(err)
	}
}

module.exports = pipeline


}),

4043:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)
const { Readable } = __webpack_require__(9927)
const { InvalidArgumentError, RequestAbortedError } = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { getResolveErrorBodyCallback } = __webpack_require__(7655)
const { AsyncResource } = __webpack_require__(6698)

class RequestHandler extends AsyncResource {
	constructor (opts, callback) {
		if (!opts || typeof opts !== 'object') {
			throw new InvalidArgumentError('invalid opts')
		}

		const { signal, method, opaque, body, onInfo, responseHeaders, throwOnError, highWaterMark } = opts

		try {
			if (typeof callback !== 'function') {
				throw new InvalidArgumentError('invalid callback')
			}

			if (highWaterMark && (typeof highWaterMark !== 'number' || highWaterMark < 0)) {
				throw new InvalidArgumentError('invalid highWaterMark')
			}

			if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
				throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
			}

			if (method === 'CONNECT') {
				throw new InvalidArgumentError('invalid method')
			}

			if (onInfo && typeof onInfo !== 'function') {
				throw new InvalidArgumentError('invalid onInfo callback')
			}

			super('UNDICI_REQUEST')
		} catch (err) {
			if (util.isStream(body)) {
				util.destroy(body.on('error', util.nop), err)
			}
			throw err
		}

		this.method = method
		this.responseHeaders = responseHeaders || null
		this.opaque = opaque || null
		this.callback = callback
		this.res = null
		this.abort = null
		this.body = body
		this.trailers = {}
		this.context = null
		this.onInfo = onInfo || null
		this.throwOnError = throwOnError
		this.highWaterMark = highWaterMark
		this.signal = signal
		this.reason = null
		this.removeAbortListener = null

		if (util.isStream(body)) {
			body.on('error', (err) => {
				this.onError(err)
			})
		}

		if (this.signal) {
			if (this.signal.aborted) {
				this.reason = this.signal.reason ?? new RequestAbortedError()
			} else {
				this.removeAbortListener = util.addAbortListener(this.signal, () => {
					this.reason = this.signal.reason ?? new RequestAbortedError()
					if (this.res) {
						util.destroy(this.res.on('error', util.nop), this.reason)
					} else if (this.abort) {
						this.abort(this.reason)
					}

					if (this.removeAbortListener) {
						this.res?.off('close', this.removeAbortListener)
						this.removeAbortListener()
						this.removeAbortListener = null
					}
				})
			}
		}
	}

	onConnect (abort, context) {
		if (this.reason) {
			abort(this.reason)
			return
		}

		assert(this.callback)

		this.abort = abort
		this.context = context
	}

	onHeaders (statusCode, rawHeaders, resume, statusMessage) {
		const { callback, opaque, abort, context, responseHeaders, highWaterMark } = this

		const headers = responseHeaders === 'raw' ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders)

		if (statusCode < 200) {
			if (this.onInfo) {
				this.onInfo({ statusCode, headers })
			}
			return
		}

		const parsedHeaders = responseHeaders === 'raw' ? util.parseHeaders(rawHeaders) : headers
		const contentType = parsedHeaders['content-type']
		const contentLength = parsedHeaders['content-length']
		const res = new Readable({
			resume,
			abort,
			contentType,
			contentLength: this.method !== 'HEAD' && contentLength
				? Number(contentLength)
				: null,
			highWaterMark
		})

		if (this.removeAbortListener) {
			res.on('close', this.removeAbortListener)
		}

		this.callback = null
		this.res = res
		if (callback !== null) {
			if (this.throwOnError && statusCode >= 400) {
				this.runInAsyncScope(getResolveErrorBodyCallback, null,
					{ callback, body: res, contentType, statusCode, statusMessage, headers }
				)
			} else {
				this.runInAsyncScope(callback, null, null, {
					statusCode,
					headers,
					trailers: this.trailers,
					opaque,
					body: res,
					context
				})
			}
		}
	}

	onData (chunk) {
		return this.res.push(chunk)
	}

	onComplete (trailers) {
		util.parseHeaders(trailers, this.trailers)
		this.res.push(null)
	}

	onError (err) {
		const { res, callback, body, opaque } = this

		if (callback) {
			this.callback = null
			queueMicrotask(() => {
				this.runInAsyncScope(callback, null, err, { opaque })
			})
		}

		if (res) {
			this.res = null
			queueMicrotask(() => {
				util.destroy(res, err)
			})
		}

		if (body) {
			this.body = null
			util.destroy(body, err)
		}

		if (this.removeAbortListener) {
			res?.off('close', this.removeAbortListener)
			this.removeAbortListener()
			this.removeAbortListener = null
		}
	}
}

function request (opts, callback) {
	if (callback === undefined) {
		return new Promise((resolve, reject) => {
			request.call(this, opts, (err, data) => {
				return err ? reject(err) : resolve(data)
			})
		})
	}

	try {
		this.dispatch(opts, new RequestHandler(opts, callback))
	} catch (err) {
		if (typeof callback !== 'function') {
			throw err
		}
		const opaque = opts?.opaque
		queueMicrotask(() => callback(err, { opaque }))
	}
}

module.exports = request
module.exports.RequestHandler = RequestHandler


}),

3560:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)
const { finished, PassThrough } = __webpack_require__(7075)
const { InvalidArgumentError, InvalidReturnValueError } = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { getResolveErrorBodyCallback } = __webpack_require__(7655)
const { AsyncResource } = __webpack_require__(6698)
const { addSignal, removeSignal } = __webpack_require__(158)

class StreamHandler extends AsyncResource {
	constructor (opts, factory, callback) {
		if (!opts || typeof opts !== 'object') {
			throw new InvalidArgumentError('invalid opts')
		}

		const { signal, method, opaque, body, onInfo, responseHeaders, throwOnError } = opts

		try {
			if (typeof callback !== 'function') {
				throw new InvalidArgumentError('invalid callback')
			}

			if (typeof factory !== 'function') {
				throw new InvalidArgumentError('invalid factory')
			}

			if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
				throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
			}

			if (method === 'CONNECT') {
				throw new InvalidArgumentError('invalid method')
			}

			if (onInfo && typeof onInfo !== 'function') {
				throw new InvalidArgumentError('invalid onInfo callback')
			}

			super('UNDICI_STREAM')
		} catch (err) {
			if (util.isStream(body)) {
				util.destroy(body.on('error', util.nop), err)
			}
			throw err
		}

		this.responseHeaders = responseHeaders || null
		this.opaque = opaque || null
		this.factory = factory
		this.callback = callback
		this.res = null
		this.abort = null
		this.context = null
		this.trailers = null
		this.body = body
		this.onInfo = onInfo || null
		this.throwOnError = throwOnError || false

		if (util.isStream(body)) {
			body.on('error', (err) => {
				this.onError(err)
			})
		}

		addSignal(this, signal)
	}

	onConnect (abort, context) {
		if (this.reason) {
			abort(this.reason)
			return
		}

		assert(this.callback)

		this.abort = abort
		this.context = context
	}

	onHeaders (statusCode, rawHeaders, resume, statusMessage) {
		const { factory, opaque, context, callback, responseHeaders } = this

		const headers = responseHeaders === 'raw' ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders)

		if (statusCode < 200) {
			if (this.onInfo) {
				this.onInfo({ statusCode, headers })
			}
			return
		}

		this.factory = null

		let res

		if (this.throwOnError && statusCode >= 400) {
			const parsedHeaders = responseHeaders === 'raw' ? util.parseHeaders(rawHeaders) : headers
			const contentType = parsedHeaders['content-type']
			res = new PassThrough()

			this.callback = null
			this.runInAsyncScope(getResolveErrorBodyCallback, null,
				{ callback, body: res, contentType, statusCode, statusMessage, headers }
			)
		} else {
			if (factory === null) {
				return
			}

			res = this.runInAsyncScope(factory, null, {
				statusCode,
				headers,
				opaque,
				context
			})

			if (
				!res ||
				typeof res.write !== 'function' ||
				typeof res.end !== 'function' ||
				typeof res.on !== 'function'
			) {
				throw new InvalidReturnValueError('expected Writable')
			}

			finished(res, { readable: false }, (err) => {
				const { callback, res, opaque, trailers, abort } = this

				this.res = null
				if (err || !res.readable) {
					util.destroy(res, err)
				}

				this.callback = null
				this.runInAsyncScope(callback, null, err || null, { opaque, trailers })

				if (err) {
					abort()
				}
			})
		}

		res.on('drain', resume)

		this.res = res

		const needDrain = res.writableNeedDrain !== undefined
			? res.writableNeedDrain
			: res._writableState?.needDrain

		return needDrain !== true
	}

	onData (chunk) {
		const { res } = this

		return res ? res.write(chunk) : true
	}

	onComplete (trailers) {
		const { res } = this

		removeSignal(this)

		if (!res) {
			return
		}

		this.trailers = util.parseHeaders(trailers)

		res.end()
	}

	onError (err) {
		const { res, callback, opaque, body } = this

		removeSignal(this)

		this.factory = null

		if (res) {
			this.res = null
			util.destroy(res, err)
		} else if (callback) {
			this.callback = null
			queueMicrotask(() => {
				this.runInAsyncScope(callback, null, err, { opaque })
			})
		}

		if (body) {
			this.body = null
			util.destroy(body, err)
		}
	}
}

function stream (opts, factory, callback) {
	if (callback === undefined) {
		return new Promise((resolve, reject) => {
			stream.call(this, opts, factory, (err, data) => {
				return err ? reject(err) : resolve(data)
			})
		})
	}

	try {
		this.dispatch(opts, new StreamHandler(opts, factory, callback))
	} catch (err) {
		if (typeof callback !== 'function') {
			throw err
		}
		const opaque = opts?.opaque
		queueMicrotask(() => callback(err, { opaque }))
	}
}

module.exports = stream


}),

1882:
((module, __unused_webpack_exports, __webpack_require__) => {



const { InvalidArgumentError, SocketError } = __webpack_require__(8707)
const { AsyncResource } = __webpack_require__(6698)
const util = __webpack_require__(3440)
const { addSignal, removeSignal } = __webpack_require__(158)
const assert = __webpack_require__(4589)

class UpgradeHandler extends AsyncResource {
	constructor (opts, callback) {
		if (!opts || typeof opts !== 'object') {
			throw new InvalidArgumentError('invalid opts')
		}

		if (typeof callback !== 'function') {
			throw new InvalidArgumentError('invalid callback')
		}

		const { signal, opaque, responseHeaders } = opts

		if (signal && typeof signal.on !== 'function' && typeof signal.addEventListener !== 'function') {
			throw new InvalidArgumentError('signal must be an EventEmitter or EventTarget')
		}

		super('UNDICI_UPGRADE')

		this.responseHeaders = responseHeaders || null
		this.opaque = opaque || null
		this.callback = callback
		this.abort = null
		this.context = null

		addSignal(this, signal)
	}

	onConnect (abort, context) {
		if (this.reason) {
			abort(this.reason)
			return
		}

		assert(this.callback)

		this.abort = abort
		this.context = null
	}

	onHeaders () {
		throw new SocketError('bad upgrade', null)
	}

	onUpgrade (statusCode, rawHeaders, socket) {
		assert(statusCode === 101)

		const { callback, opaque, context } = this

		removeSignal(this)

		this.callback = null
		const headers = this.responseHeaders === 'raw' ? util.parseRawHeaders(rawHeaders) : util.parseHeaders(rawHeaders)
		this.runInAsyncScope(callback, null, null, {
			headers,
			socket,
			opaque,
			context
		})
	}

	onError (err) {
		const { callback, opaque } = this

		removeSignal(this)

		if (callback) {
			this.callback = null
			queueMicrotask(() => {
				this.runInAsyncScope(callback, null, err, { opaque })
			})
		}
	}
}

function upgrade (opts, callback) {
	if (callback === undefined) {
		return new Promise((resolve, reject) => {
			upgrade.call(this, opts, (err, data) => {
				return err ? reject(err) : resolve(data)
			})
		})
	}

	try {
		const upgradeHandler = new UpgradeHandler(opts, callback)
		this.dispatch({
			...opts,
			method: opts.method || 'GET',
			upgrade: opts.protocol || 'Websocket'
		}, upgradeHandler)
	} catch (err) {
		if (typeof callback !== 'function') {
			throw err
		}
		const opaque = opts?.opaque
		queueMicrotask(() => callback(err, { opaque }))
	}
}

module.exports = upgrade


}),

6615:
((module, __unused_webpack_exports, __webpack_require__) => {



module.exports.request = __webpack_require__(4043)
module.exports.stream = __webpack_require__(3560)
module.exports.pipeline = __webpack_require__(6862)
module.exports.upgrade = __webpack_require__(1882)
module.exports.connect = __webpack_require__(2279)


}),

9927:
((module, __unused_webpack_exports, __webpack_require__) => {




const assert = __webpack_require__(4589)
const { Readable } = __webpack_require__(7075)
const { RequestAbortedError, NotSupportedError, InvalidArgumentError, AbortError } = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { ReadableStreamFrom } = __webpack_require__(3440)

const kConsume = Symbol('kConsume')
const kReading = Symbol('kReading')
const kBody = Symbol('kBody')
const kAbort = Symbol('kAbort')
const kContentType = Symbol('kContentType')
const kContentLength = Symbol('kContentLength')

const noop = () => {}

class BodyReadable extends Readable {
	constructor ({
		resume,
		abort,
		contentType = '',
		contentLength,
		highWaterMark = 64 * 1024
	}) {
		super({
			autoDestroy: true,
			read: resume,
			highWaterMark
		})

		this._readableState.dataEmitted = false

		this[kAbort] = abort
		this[kConsume] = null
		this[kBody] = null
		this[kContentType] = contentType
		this[kContentLength] = contentLength

		this[kReading] = false
	}

	destroy (err) {
		if (!err && !this._readableState.endEmitted) {
			err = new RequestAbortedError()
		}

		if (err) {
			this[kAbort]()
		}

		return super.destroy(err)
	}

	_destroy (err, callback) {
		if (!this[kReading]) {
			setImmediate(() => {
				callback(err)
			})
		} else {
			callback(err)
		}
	}

	on (ev, ...args) {
		if (ev === 'data' || ev === 'readable') {
			this[kReading] = true
		}
		return super.on(ev, ...args)
	}

	addListener (ev, ...args) {
		return this.on(ev, ...args)
	}

	off (ev, ...args) {
		const ret = super.off(ev, ...args)
		if (ev === 'data' || ev === 'readable') {
			this[kReading] = (
				this.listenerCount('data') > 0 ||
				this.listenerCount('readable') > 0
			)
		}
		return ret
	}

	removeListener (ev, ...args) {
		return this.off(ev, ...args)
	}

	push (chunk) {
		if (this[kConsume] && chunk !== null) {
			consumePush(this[kConsume], chunk)
			return this[kReading] ? super.push(chunk) : true
		}
		return super.push(chunk)
	}

	async text () {
		return consume(this, 'text')
	}

	async json () {
		return consume(this, 'json')
	}

	async blob () {
		return consume(this, 'blob')
	}

	async bytes () {
		return consume(this, 'bytes')
	}

	async arrayBuffer () {
		return consume(this, 'arrayBuffer')
	}

	async formData () {
		throw new NotSupportedError()
	}

	get bodyUsed () {
		return util.isDisturbed(this)
	}

	get body () {
		if (!this[kBody]) {
			this[kBody] = ReadableStreamFrom(this)
			if (this[kConsume]) {
				this[kBody].getReader()
				assert(this[kBody].locked)
			}
		}
		return this[kBody]
	}

	async dump (opts) {
		let limit = Number.isFinite(opts?.limit) ? opts.limit : 128 * 1024
		const signal = opts?.signal

		if (signal != null && (typeof signal !== 'object' || !('aborted' in signal))) {
			throw new InvalidArgumentError('signal must be an AbortSignal')
		}

		signal?.throwIfAborted()

		if (this._readableState.closeEmitted) {
			return null
		}

		return await new Promise((resolve, reject) => {
			if (this[kContentLength] > limit) {
				this.destroy(new AbortError())
			}

			const onAbort = () => {
				this.destroy(signal.reason ?? new AbortError())
			}
			signal?.addEventListener('abort', onAbort)

			this
				.on('close', function () {
					signal?.removeEventListener('abort', onAbort)
					if (signal?.aborted) {
						reject(signal.reason ?? new AbortError())
					} else {
						resolve(null)
					}
				})
				.on('error', noop)
				.on('data', function (chunk) {
					limit -= chunk.length
					if (limit <= 0) {
						this.destroy()
					}
				})
				.resume()
		})
	}
}

function isLocked (self) {
	return (self[kBody] && self[kBody].locked === true) || self[kConsume]
}

function isUnusable (self) {
	return util.isDisturbed(self) || isLocked(self)
}

async function consume (stream, type) {
	assert(!stream[kConsume])

	return new Promise((resolve, reject) => {
		if (isUnusable(stream)) {
			const rState = stream._readableState
			if (rState.destroyed && rState.closeEmitted === false) {
				stream
					.on('error', err => {
						reject(err)
					})
					.on('close', () => {
						reject(new TypeError('unusable'))
					})
			} else {
				reject(rState.errored ?? new TypeError('unusable'))
			}
		} else {
			queueMicrotask(() => {
				stream[kConsume] = {
					type,
					stream,
					resolve,
					reject,
					length: 0,
					body: []
				}

				stream
					.on('error', function (err) {
						consumeFinish(this[kConsume], err)
					})
					.on('close', function () {
						if (this[kConsume].body !== null) {
							consumeFinish(this[kConsume], new RequestAbortedError())
						}
					})

				consumeStart(stream[kConsume])
			})
		}
	})
}

function consumeStart (consume) {
	if (consume.body === null) {
		return
	}

	const { _readableState: state } = consume.stream

	if (state.bufferIndex) {
		const start = state.bufferIndex
		const end = state.buffer.length
		for (let n = start; n < end; n++) {
			consumePush(consume, state.buffer[n])
		}
	} else {
		for (const chunk of state.buffer) {
			consumePush(consume, chunk)
		}
	}

	if (state.endEmitted) {
		consumeEnd(this[kConsume])
	} else {
		consume.stream.on('end', function () {
			consumeEnd(this[kConsume])
		})
	}

	consume.stream.resume()

	while (consume.stream.read() != null) {
	}
}

function chunksDecode (chunks, length) {
	if (chunks.length === 0 || length === 0) {
		return ''
	}
	const buffer = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length)
	const bufferLength = buffer.length

	const start =
		bufferLength > 2 &&
		buffer[0] === 0xef &&
		buffer[1] === 0xbb &&
		buffer[2] === 0xbf
			? 3
			: 0
	return buffer.utf8Slice(start, bufferLength)
}

function chunksConcat (chunks, length) {
	if (chunks.length === 0 || length === 0) {
		return new Uint8Array(0)
	}
	if (chunks.length === 1) {
		return new Uint8Array(chunks[0])
	}
	const buffer = new Uint8Array(Buffer.allocUnsafeSlow(length).buffer)

	let offset = 0
	for (let i = 0; i < chunks.length; ++i) {
		const chunk = chunks[i]
		buffer.set(chunk, offset)
		offset += chunk.length
	}

	return buffer
}

function consumeEnd (consume) {
	const { type, body, resolve, stream, length } = consume

	try {
		if (type === 'text') {
			resolve(chunksDecode(body, length))
		} else if (type === 'json') {
			resolve(JSON.parse(chunksDecode(body, length)))
		} else if (type === 'arrayBuffer') {
			resolve(chunksConcat(body, length).buffer)
		} else if (type === 'blob') {
			resolve(new Blob(body, { type: stream[kContentType] }))
		} else if (type === 'bytes') {
			resolve(chunksConcat(body, length))
		}

		consumeFinish(consume)
	} catch (err) {
		stream.destroy(err)
	}
}

function consumePush (consume, chunk) {
	consume.length += chunk.length
	consume.body.push(chunk)
}

function consumeFinish (consume, err) {
	if (consume.body === null) {
		return
	}

	if (err) {
		consume.reject(err)
	} else {
		consume.resolve()
	}

	consume.type = null
	consume.stream = null
	consume.resolve = null
	consume.reject = null
	consume.length = 0
	consume.body = null
}

module.exports = { Readable: BodyReadable, chunksDecode }


}),

7655:
((module, __unused_webpack_exports, __webpack_require__) => {

const assert = __webpack_require__(4589)
const {
	ResponseStatusCodeError
} = __webpack_require__(8707)

const { chunksDecode } = __webpack_require__(9927)
const CHUNK_LIMIT = 128 * 1024

async function getResolveErrorBodyCallback ({ callback, body, contentType, statusCode, statusMessage, headers }) {
	assert(body)

	let chunks = []
	let length = 0

	try {
		for await (const chunk of body) {
			chunks.push(chunk)
			length += chunk.length
			if (length > CHUNK_LIMIT) {
				chunks = []
				length = 0
				break
			}
		}
	} catch {
		chunks = []
		length = 0
	}

	const message = `Response status code ${statusCode}${statusMessage ? `: ${statusMessage}` : ''}`

	if (statusCode === 204 || !contentType || !length) {
		queueMicrotask(() => callback(new ResponseStatusCodeError(message, statusCode, headers)))
		return
	}

	const stackTraceLimit = Error.stackTraceLimit
	Error.stackTraceLimit = 0
	let payload

	try {
		if (isContentTypeApplicationJson(contentType)) {
			payload = JSON.parse(chunksDecode(chunks, length))
		} else if (isContentTypeText(contentType)) {
			payload = chunksDecode(chunks, length)
		}
	} catch {
	} finally {
		Error.stackTraceLimit = stackTraceLimit
	}
	queueMicrotask(() => callback(new ResponseStatusCodeError(message, statusCode, headers, payload)))
}

const isContentTypeApplicationJson = (contentType) => {
	return (
		contentType.length > 15 &&
		contentType[11] === '/' &&
		contentType[0] === 'a' &&
		contentType[1] === 'p' &&
		contentType[2] === 'p' &&
		contentType[3] === 'l' &&
		contentType[4] === 'i' &&
		contentType[5] === 'c' &&
		contentType[6] === 'a' &&
		contentType[7] === 't' &&
		contentType[8] === 'i' &&
		contentType[9] === 'o' &&
		contentType[10] === 'n' &&
		contentType[12] === 'j' &&
		contentType[13] === 's' &&
		contentType[14] === 'o' &&
		contentType[15] === 'n'
	)
}

const isContentTypeText = (contentType) => {
	return (
		contentType.length > 4 &&
		contentType[4] === '/' &&
		contentType[0] === 't' &&
		contentType[1] === 'e' &&
		contentType[2] === 'x' &&
		contentType[3] === 't'
	)
}

module.exports = {
	getResolveErrorBodyCallback,
	isContentTypeApplicationJson,
	isContentTypeText
}


}),

9136:
((module, __unused_webpack_exports, __webpack_require__) => {



const net = __webpack_require__(7030)
const assert = __webpack_require__(4589)
const util = __webpack_require__(3440)
const { InvalidArgumentError, ConnectTimeoutError } = __webpack_require__(8707)
const timers = __webpack_require__(6603)

function noop () {}

let tls


let SessionCache
if (global.FinalizationRegistry && !(process.env.NODE_V8_COVERAGE || process.env.UNDICI_NO_FG)) {
	SessionCache = class WeakSessionCache {
		constructor (maxCachedSessions) {
			this._maxCachedSessions = maxCachedSessions
			this._sessionCache = new Map()
			this._sessionRegistry = new global.FinalizationRegistry((key) => {
				if (this._sessionCache.size < this._maxCachedSessions) {
					return
				}

				const ref = this._sessionCache.get(key)
				if (ref !== undefined && ref.deref() === undefined) {
					this._sessionCache.delete(key)
				}
			})
		}

		get (sessionKey) {
			const ref = this._sessionCache.get(sessionKey)
			return ref ? ref.deref() : null
		}

		set (sessionKey, session) {
			if (this._maxCachedSessions === 0) {
				return
			}

			this._sessionCache.set(sessionKey, new WeakRef(session))
			this._sessionRegistry.register(session, sessionKey)
		}
	}
} else {
	SessionCache = class SimpleSessionCache {
		constructor (maxCachedSessions) {
			this._maxCachedSessions = maxCachedSessions
			this._sessionCache = new Map()
		}

		get (sessionKey) {
			return this._sessionCache.get(sessionKey)
		}

		set (sessionKey, session) {
			if (this._maxCachedSessions === 0) {
				return
			}

			if (this._sessionCache.size >= this._maxCachedSessions) {
				const { value: oldestKey } = this._sessionCache.keys().next()
				this._sessionCache.delete(oldestKey)
			}

			this._sessionCache.set(sessionKey, session)
		}
	}
}

function buildConnector ({ allowH2, maxCachedSessions, socketPath, timeout, session: customSession, ...opts }) {
	if (maxCachedSessions != null && (!Number.isInteger(maxCachedSessions) || maxCachedSessions < 0)) {
		throw new InvalidArgumentError('maxCachedSessions must be a positive integer or zero')
	}

	const options = { path: socketPath, ...opts }
	const sessionCache = new SessionCache(maxCachedSessions == null ? 100 : maxCachedSessions)
	timeout = timeout == null ? 10e3 : timeout
	allowH2 = allowH2 != null ? allowH2 : false
	return function connect ({ hostname, host, protocol, port, servername, localAddress, httpSocket }, callback) {
		let socket
		if (protocol === 'https:') {
			if (!tls) {
				tls = __webpack_require__(1692)
			}
			servername = servername || options.servername || util.getServerName(host) || null

			const sessionKey = servername || hostname
			assert(sessionKey)

			const session = customSession || sessionCache.get(sessionKey) || null

			port = port || 443

			socket = tls.connect({
				highWaterMark: 16384,
				...options,
				servername,
				session,
				localAddress,
				ALPNProtocols: allowH2 ? ['http/1.1', 'h2'] : ['http/1.1'],
				socket: httpSocket,
				port,
				host: hostname
			})

			socket
				.on('session', function (session) {
					sessionCache.set(sessionKey, session)
				})
		} else {
			assert(!httpSocket, 'httpSocket can only be sent on TLS update')

			port = port || 80

			socket = net.connect({
				highWaterMark: 64 * 1024,
				...options,
				localAddress,
				port,
				host: hostname
			})
		}

		if (options.keepAlive == null || options.keepAlive) {
			const keepAliveInitialDelay = options.keepAliveInitialDelay === undefined ? 60e3 : options.keepAliveInitialDelay
			socket.setKeepAlive(true, keepAliveInitialDelay)
		}

		const clearConnectTimeout = setupConnectTimeout(new WeakRef(socket), { timeout, hostname, port })

		socket
			.setNoDelay(true)
			.once(protocol === 'https:' ? 'secureConnect' : 'connect', function () {
				queueMicrotask(clearConnectTimeout)

				if (callback) {
					const cb = callback
					callback = null
					cb(null, this)
				}
			})
			.on('error', function (err) {
				queueMicrotask(clearConnectTimeout)

				if (callback) {
					const cb = callback
					callback = null
					cb(err)
				}
			})

		return socket
	}
}

const setupConnectTimeout = process.platform === 'win32'
	? (socketWeakRef, opts) => {
			if (!opts.timeout) {
				return noop
			}

			let s1 = null
			let s2 = null
			const fastTimer = timers.setFastTimeout(() => {
				s1 = setImmediate(() => {
					s2 = setImmediate(() => onConnectTimeout(socketWeakRef.deref(), opts))
				})
			}, opts.timeout)
			return () => {
				timers.clearFastTimeout(fastTimer)
				clearImmediate(s1)
				clearImmediate(s2)
			}
		}
	: (socketWeakRef, opts) => {
			if (!opts.timeout) {
				return noop
			}

			let s1 = null
			const fastTimer = timers.setFastTimeout(() => {
				s1 = setImmediate(() => {
					onConnectTimeout(socketWeakRef.deref(), opts)
				})
			}, opts.timeout)
			return () => {
				timers.clearFastTimeout(fastTimer)
				clearImmediate(s1)
			}
		}

function onConnectTimeout (socket, opts) {
	if (socket == null) {
		return
	}

	let message = 'Connect Timeout Error'
	if (Array.isArray(socket.autoSelectFamilyAttemptedAddresses)) {
		message += ` (attempted addresses: ${socket.autoSelectFamilyAttemptedAddresses.join(', ')},`
	} else {
		message += ` (attempted address: ${opts.hostname}:${opts.port},`
	}

	message += ` timeout: ${opts.timeout}ms)`

	util.destroy(socket, new ConnectTimeoutError(message))
}

module.exports = buildConnector


}),

735:
((module) => {



const headerNameLowerCasedRecord = {}

const wellknownHeaderNames = [
	'Accept',
	'Accept-Encoding',
	'Accept-Language',
	'Accept-Ranges',
	'Access-Control-Allow-Credentials',
	'Access-Control-Allow-Headers',
	'Access-Control-Allow-Methods',
	'Access-Control-Allow-Origin',
	'Access-Control-Expose-Headers',
	'Access-Control-Max-Age',
	'Access-Control-Request-Headers',
	'Access-Control-Request-Method',
	'Age',
	'Allow',
	'Alt-Svc',
	'Alt-Used',
	'Authorization',
	'Cache-Control',
	'Clear-Site-Data',
	'Connection',
	'Content-Disposition',
	'Content-Encoding',
	'Content-Language',
	'Content-Length',
	'Content-Location',
	'Content-Range',
	'Content-Security-Policy',
	'Content-Security-Policy-Report-Only',
	'Content-Type',
	'Cookie',
	'Cross-Origin-Embedder-Policy',
	'Cross-Origin-Opener-Policy',
	'Cross-Origin-Resource-Policy',
	'Date',
	'Device-Memory',
	'Downlink',
	'ECT',
	'ETag',
	'Expect',
	'Expect-CT',
	'Expires',
	'Forwarded',
	'From',
	'Host',
	'If-Match',
	'If-Modified-Since',
	'If-None-Match',
	'If-Range',
	'If-Unmodified-Since',
	'Keep-Alive',
	'Last-Modified',
	'Link',
	'Location',
	'Max-Forwards',
	'Origin',
	'Permissions-Policy',
	'Pragma',
	'Proxy-Authenticate',
	'Proxy-Authorization',
	'RTT',
	'Range',
	'Referer',
	'Referrer-Policy',
	'Refresh',
	'Retry-After',
	'Sec-WebSocket-Accept',
	'Sec-WebSocket-Extensions',
	'Sec-WebSocket-Key',
	'Sec-WebSocket-Protocol',
	'Sec-WebSocket-Version',
	'Server',
	'Server-Timing',
	'Service-Worker-Allowed',
	'Service-Worker-Navigation-Preload',
	'Set-Cookie',
	'SourceMap',
	'Strict-Transport-Security',
	'Supports-Loading-Mode',
	'TE',
	'Timing-Allow-Origin',
	'Trailer',
	'Transfer-Encoding',
	'Upgrade',
	'Upgrade-Insecure-Requests',
	'User-Agent',
	'Vary',
	'Via',
	'WWW-Authenticate',
	'X-Content-Type-Options',
	'X-DNS-Prefetch-Control',
	'X-Frame-Options',
	'X-Permitted-Cross-Domain-Policies',
	'X-Powered-By',
	'X-Requested-With',
	'X-XSS-Protection'
]

for (let i = 0; i < wellknownHeaderNames.length; ++i) {
	const key = wellknownHeaderNames[i]
	const lowerCasedKey = key.toLowerCase()
	headerNameLowerCasedRecord[key] = headerNameLowerCasedRecord[lowerCasedKey] =
		lowerCasedKey
}

Object.setPrototypeOf(headerNameLowerCasedRecord, null)

module.exports = {
	wellknownHeaderNames,
	headerNameLowerCasedRecord
}


}),

2414:
((module, __unused_webpack_exports, __webpack_require__) => {


const diagnosticsChannel = __webpack_require__(3053)
const util = __webpack_require__(7975)

const undiciDebugLog = util.debuglog('undici')
const fetchDebuglog = util.debuglog('fetch')
const websocketDebuglog = util.debuglog('websocket')
let isClientSet = false
const channels = {
	beforeConnect: diagnosticsChannel.channel('undici:client:beforeConnect'),
	connected: diagnosticsChannel.channel('undici:client:connected'),
	connectError: diagnosticsChannel.channel('undici:client:connectError'),
	sendHeaders: diagnosticsChannel.channel('undici:client:sendHeaders'),
	create: diagnosticsChannel.channel('undici:request:create'),
	bodySent: diagnosticsChannel.channel('undici:request:bodySent'),
	headers: diagnosticsChannel.channel('undici:request:headers'),
	trailers: diagnosticsChannel.channel('undici:request:trailers'),
	error: diagnosticsChannel.channel('undici:request:error'),
	open: diagnosticsChannel.channel('undici:websocket:open'),
	close: diagnosticsChannel.channel('undici:websocket:close'),
	socketError: diagnosticsChannel.channel('undici:websocket:socket_error'),
	ping: diagnosticsChannel.channel('undici:websocket:ping'),
	pong: diagnosticsChannel.channel('undici:websocket:pong')
}

if (undiciDebugLog.enabled || fetchDebuglog.enabled) {
	const debuglog = fetchDebuglog.enabled ? fetchDebuglog : undiciDebugLog

	diagnosticsChannel.channel('undici:client:beforeConnect').subscribe(evt => {
		const {
			connectParams: { version, protocol, port, host }
		} = evt
		debuglog(
			'connecting to %s using %s%s',
			`${host}${port ? `:${port}` : ''}`,
			protocol,
			version
		)
	})

	diagnosticsChannel.channel('undici:client:connected').subscribe(evt => {
		const {
			connectParams: { version, protocol, port, host }
		} = evt
		debuglog(
			'connected to %s using %s%s',
			`${host}${port ? `:${port}` : ''}`,
			protocol,
			version
		)
	})

	diagnosticsChannel.channel('undici:client:connectError').subscribe(evt => {
		const {
			connectParams: { version, protocol, port, host },
			error
		} = evt
		debuglog(
			'connection to %s using %s%s errored - %s',
			`${host}${port ? `:${port}` : ''}`,
			protocol,
			version,
			error.message
		)
	})

	diagnosticsChannel.channel('undici:client:sendHeaders').subscribe(evt => {
		const {
			request: { method, path, origin }
		} = evt
		debuglog('sending request to %s %s/%s', method, origin, path)
	})

	diagnosticsChannel.channel('undici:request:headers').subscribe(evt => {
		const {
			request: { method, path, origin },
			response: { statusCode }
		} = evt
		debuglog(
			'received response to %s %s/%s - HTTP %d',
			method,
			origin,
			path,
			statusCode
		)
	})

	diagnosticsChannel.channel('undici:request:trailers').subscribe(evt => {
		const {
			request: { method, path, origin }
		} = evt
		debuglog('trailers received from %s %s/%s', method, origin, path)
	})

	diagnosticsChannel.channel('undici:request:error').subscribe(evt => {
		const {
			request: { method, path, origin },
			error
		} = evt
		debuglog(
			'request to %s %s/%s errored - %s',
			method,
			origin,
			path,
			error.message
		)
	})

	isClientSet = true
}

if (websocketDebuglog.enabled) {
	if (!isClientSet) {
		const debuglog = undiciDebugLog.enabled ? undiciDebugLog : websocketDebuglog
		diagnosticsChannel.channel('undici:client:beforeConnect').subscribe(evt => {
			const {
				connectParams: { version, protocol, port, host }
			} = evt
			debuglog(
				'connecting to %s%s using %s%s',
				host,
				port ? `:${port}` : '',
				protocol,
				version
			)
		})

		diagnosticsChannel.channel('undici:client:connected').subscribe(evt => {
			const {
				connectParams: { version, protocol, port, host }
			} = evt
			debuglog(
				'connected to %s%s using %s%s',
				host,
				port ? `:${port}` : '',
				protocol,
				version
			)
		})

		diagnosticsChannel.channel('undici:client:connectError').subscribe(evt => {
			const {
				connectParams: { version, protocol, port, host },
				error
			} = evt
			debuglog(
				'connection to %s%s using %s%s errored - %s',
				host,
				port ? `:${port}` : '',
				protocol,
				version,
				error.message
			)
		})

		diagnosticsChannel.channel('undici:client:sendHeaders').subscribe(evt => {
			const {
				request: { method, path, origin }
			} = evt
			debuglog('sending request to %s %s/%s', method, origin, path)
		})
	}

	diagnosticsChannel.channel('undici:websocket:open').subscribe(evt => {
		const {
			address: { address, port }
		} = evt
		websocketDebuglog('connection opened %s%s', address, port ? `:${port}` : '')
	})

	diagnosticsChannel.channel('undici:websocket:close').subscribe(evt => {
		const { websocket, code, reason } = evt
		websocketDebuglog(
			'closed connection to %s - %s %s',
			websocket.url,
			code,
			reason
		)
	})

	diagnosticsChannel.channel('undici:websocket:socket_error').subscribe(err => {
		websocketDebuglog('connection errored - %s', err.message)
	})

	diagnosticsChannel.channel('undici:websocket:ping').subscribe(evt => {
		websocketDebuglog('ping received')
	})

	diagnosticsChannel.channel('undici:websocket:pong').subscribe(evt => {
		websocketDebuglog('pong received')
	})
}

module.exports = {
	channels
}


}),

8707:
((module) => {



const kUndiciError = Symbol.for('undici.error.UND_ERR')
class UndiciError extends Error {
	constructor (message) {
		super(message)
		this.name = 'UndiciError'
		this.code = 'UND_ERR'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kUndiciError] === true
	}

	[kUndiciError] = true
}

const kConnectTimeoutError = Symbol.for('undici.error.UND_ERR_CONNECT_TIMEOUT')
class ConnectTimeoutError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'ConnectTimeoutError'
		this.message = message || 'Connect Timeout Error'
		this.code = 'UND_ERR_CONNECT_TIMEOUT'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kConnectTimeoutError] === true
	}

	[kConnectTimeoutError] = true
}

const kHeadersTimeoutError = Symbol.for('undici.error.UND_ERR_HEADERS_TIMEOUT')
class HeadersTimeoutError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'HeadersTimeoutError'
		this.message = message || 'Headers Timeout Error'
		this.code = 'UND_ERR_HEADERS_TIMEOUT'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kHeadersTimeoutError] === true
	}

	[kHeadersTimeoutError] = true
}

const kHeadersOverflowError = Symbol.for('undici.error.UND_ERR_HEADERS_OVERFLOW')
class HeadersOverflowError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'HeadersOverflowError'
		this.message = message || 'Headers Overflow Error'
		this.code = 'UND_ERR_HEADERS_OVERFLOW'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kHeadersOverflowError] === true
	}

	[kHeadersOverflowError] = true
}

const kBodyTimeoutError = Symbol.for('undici.error.UND_ERR_BODY_TIMEOUT')
class BodyTimeoutError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'BodyTimeoutError'
		this.message = message || 'Body Timeout Error'
		this.code = 'UND_ERR_BODY_TIMEOUT'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kBodyTimeoutError] === true
	}

	[kBodyTimeoutError] = true
}

const kResponseStatusCodeError = Symbol.for('undici.error.UND_ERR_RESPONSE_STATUS_CODE')
class ResponseStatusCodeError extends UndiciError {
	constructor (message, statusCode, headers, body) {
		super(message)
		this.name = 'ResponseStatusCodeError'
		this.message = message || 'Response Status Code Error'
		this.code = 'UND_ERR_RESPONSE_STATUS_CODE'
		this.body = body
		this.status = statusCode
		this.statusCode = statusCode
		this.headers = headers
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kResponseStatusCodeError] === true
	}

	[kResponseStatusCodeError] = true
}

const kInvalidArgumentError = Symbol.for('undici.error.UND_ERR_INVALID_ARG')
class InvalidArgumentError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'InvalidArgumentError'
		this.message = message || 'Invalid Argument Error'
		this.code = 'UND_ERR_INVALID_ARG'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kInvalidArgumentError] === true
	}

	[kInvalidArgumentError] = true
}

const kInvalidReturnValueError = Symbol.for('undici.error.UND_ERR_INVALID_RETURN_VALUE')
class InvalidReturnValueError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'InvalidReturnValueError'
		this.message = message || 'Invalid Return Value Error'
		this.code = 'UND_ERR_INVALID_RETURN_VALUE'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kInvalidReturnValueError] === true
	}

	[kInvalidReturnValueError] = true
}

const kAbortError = Symbol.for('undici.error.UND_ERR_ABORT')
class AbortError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'AbortError'
		this.message = message || 'The operation was aborted'
		this.code = 'UND_ERR_ABORT'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kAbortError] === true
	}

	[kAbortError] = true
}

const kRequestAbortedError = Symbol.for('undici.error.UND_ERR_ABORTED')
class RequestAbortedError extends AbortError {
	constructor (message) {
		super(message)
		this.name = 'AbortError'
		this.message = message || 'Request aborted'
		this.code = 'UND_ERR_ABORTED'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kRequestAbortedError] === true
	}

	[kRequestAbortedError] = true
}

const kInformationalError = Symbol.for('undici.error.UND_ERR_INFO')
class InformationalError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'InformationalError'
		this.message = message || 'Request information'
		this.code = 'UND_ERR_INFO'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kInformationalError] === true
	}

	[kInformationalError] = true
}

const kRequestContentLengthMismatchError = Symbol.for('undici.error.UND_ERR_REQ_CONTENT_LENGTH_MISMATCH')
class RequestContentLengthMismatchError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'RequestContentLengthMismatchError'
		this.message = message || 'Request body length does not match content-length header'
		this.code = 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kRequestContentLengthMismatchError] === true
	}

	[kRequestContentLengthMismatchError] = true
}

const kResponseContentLengthMismatchError = Symbol.for('undici.error.UND_ERR_RES_CONTENT_LENGTH_MISMATCH')
class ResponseContentLengthMismatchError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'ResponseContentLengthMismatchError'
		this.message = message || 'Response body length does not match content-length header'
		this.code = 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kResponseContentLengthMismatchError] === true
	}

	[kResponseContentLengthMismatchError] = true
}

const kClientDestroyedError = Symbol.for('undici.error.UND_ERR_DESTROYED')
class ClientDestroyedError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'ClientDestroyedError'
		this.message = message || 'The client is destroyed'
		this.code = 'UND_ERR_DESTROYED'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kClientDestroyedError] === true
	}

	[kClientDestroyedError] = true
}

const kClientClosedError = Symbol.for('undici.error.UND_ERR_CLOSED')
class ClientClosedError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'ClientClosedError'
		this.message = message || 'The client is closed'
		this.code = 'UND_ERR_CLOSED'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kClientClosedError] === true
	}

	[kClientClosedError] = true
}

const kSocketError = Symbol.for('undici.error.UND_ERR_SOCKET')
class SocketError extends UndiciError {
	constructor (message, socket) {
		super(message)
		this.name = 'SocketError'
		this.message = message || 'Socket error'
		this.code = 'UND_ERR_SOCKET'
		this.socket = socket
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kSocketError] === true
	}

	[kSocketError] = true
}

const kNotSupportedError = Symbol.for('undici.error.UND_ERR_NOT_SUPPORTED')
class NotSupportedError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'NotSupportedError'
		this.message = message || 'Not supported error'
		this.code = 'UND_ERR_NOT_SUPPORTED'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kNotSupportedError] === true
	}

	[kNotSupportedError] = true
}

const kBalancedPoolMissingUpstreamError = Symbol.for('undici.error.UND_ERR_BPL_MISSING_UPSTREAM')
class BalancedPoolMissingUpstreamError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'MissingUpstreamError'
		this.message = message || 'No upstream has been added to the BalancedPool'
		this.code = 'UND_ERR_BPL_MISSING_UPSTREAM'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kBalancedPoolMissingUpstreamError] === true
	}

	[kBalancedPoolMissingUpstreamError] = true
}

const kHTTPParserError = Symbol.for('undici.error.UND_ERR_HTTP_PARSER')
class HTTPParserError extends Error {
	constructor (message, code, data) {
		super(message)
		this.name = 'HTTPParserError'
		this.code = code ? `HPE_${code}` : undefined
		this.data = data ? data.toString() : undefined
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kHTTPParserError] === true
	}

	[kHTTPParserError] = true
}

const kResponseExceededMaxSizeError = Symbol.for('undici.error.UND_ERR_RES_EXCEEDED_MAX_SIZE')
class ResponseExceededMaxSizeError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'ResponseExceededMaxSizeError'
		this.message = message || 'Response content exceeded max size'
		this.code = 'UND_ERR_RES_EXCEEDED_MAX_SIZE'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kResponseExceededMaxSizeError] === true
	}

	[kResponseExceededMaxSizeError] = true
}

const kRequestRetryError = Symbol.for('undici.error.UND_ERR_REQ_RETRY')
class RequestRetryError extends UndiciError {
	constructor (message, code, { headers, data }) {
		super(message)
		this.name = 'RequestRetryError'
		this.message = message || 'Request retry error'
		this.code = 'UND_ERR_REQ_RETRY'
		this.statusCode = code
		this.data = data
		this.headers = headers
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kRequestRetryError] === true
	}

	[kRequestRetryError] = true
}

const kResponseError = Symbol.for('undici.error.UND_ERR_RESPONSE')
class ResponseError extends UndiciError {
	constructor (message, code, { headers, data }) {
		super(message)
		this.name = 'ResponseError'
		this.message = message || 'Response error'
		this.code = 'UND_ERR_RESPONSE'
		this.statusCode = code
		this.data = data
		this.headers = headers
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kResponseError] === true
	}

	[kResponseError] = true
}

const kSecureProxyConnectionError = Symbol.for('undici.error.UND_ERR_PRX_TLS')
class SecureProxyConnectionError extends UndiciError {
	constructor (cause, message, options) {
		super(message, { cause, ...(options ?? {}) })
		this.name = 'SecureProxyConnectionError'
		this.message = message || 'Secure Proxy Connection failed'
		this.code = 'UND_ERR_PRX_TLS'
		this.cause = cause
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kSecureProxyConnectionError] === true
	}

	[kSecureProxyConnectionError] = true
}

const kMessageSizeExceededError = Symbol.for('undici.error.UND_ERR_WS_MESSAGE_SIZE_EXCEEDED')
class MessageSizeExceededError extends UndiciError {
	constructor (message) {
		super(message)
		this.name = 'MessageSizeExceededError'
		this.message = message || 'Max decompressed message size exceeded'
		this.code = 'UND_ERR_WS_MESSAGE_SIZE_EXCEEDED'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kMessageSizeExceededError] === true
	}

	get [kMessageSizeExceededError] () {
		return true
	}
}

module.exports = {
	AbortError,
	HTTPParserError,
	UndiciError,
	HeadersTimeoutError,
	HeadersOverflowError,
	BodyTimeoutError,
	RequestContentLengthMismatchError,
	ConnectTimeoutError,
	ResponseStatusCodeError,
	InvalidArgumentError,
	InvalidReturnValueError,
	RequestAbortedError,
	ClientDestroyedError,
	ClientClosedError,
	InformationalError,
	SocketError,
	NotSupportedError,
	ResponseContentLengthMismatchError,
	BalancedPoolMissingUpstreamError,
	ResponseExceededMaxSizeError,
	RequestRetryError,
	ResponseError,
	SecureProxyConnectionError,
	MessageSizeExceededError
}


}),

4655:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	InvalidArgumentError,
	NotSupportedError
} = __webpack_require__(8707)
const assert = __webpack_require__(4589)
const {
	isValidHTTPToken,
	isValidHeaderValue,
	isStream,
	destroy,
	isBuffer,
	isFormDataLike,
	isIterable,
	isBlobLike,
	buildURL,
	validateHandler,
	getServerName,
	normalizedMethodRecords
} = __webpack_require__(3440)
const { channels } = __webpack_require__(2414)
const { headerNameLowerCasedRecord } = __webpack_require__(735)

const invalidPathRegex = /[^\u0021-\u00ff]/

const kHandler = Symbol('handler')

class Request {
	constructor (origin, {
		path,
		method,
		body,
		headers,
		query,
		idempotent,
		blocking,
		upgrade,
		headersTimeout,
		bodyTimeout,
		reset,
		throwOnError,
		expectContinue,
		servername
	}, handler) {
		if (typeof path !== 'string') {
			throw new InvalidArgumentError('path must be a string')
		} else if (
			path[0] !== '/' &&
			!(path.startsWith('http://') || path.startsWith('https://')) &&
			method !== 'CONNECT'
		) {
			throw new InvalidArgumentError('path must be an absolute URL or start with a slash')
		} else if (invalidPathRegex.test(path)) {
			throw new InvalidArgumentError('invalid request path')
		}

		if (typeof method !== 'string') {
			throw new InvalidArgumentError('method must be a string')
		} else if (normalizedMethodRecords[method] === undefined && !isValidHTTPToken(method)) {
			throw new InvalidArgumentError('invalid request method')
		}

		if (upgrade && typeof upgrade !== 'string') {
			throw new InvalidArgumentError('upgrade must be a string')
		}

		if (upgrade && !isValidHeaderValue(upgrade)) {
			throw new InvalidArgumentError('invalid upgrade header')
		}

		if (headersTimeout != null && (!Number.isFinite(headersTimeout) || headersTimeout < 0)) {
			throw new InvalidArgumentError('invalid headersTimeout')
		}

		if (bodyTimeout != null && (!Number.isFinite(bodyTimeout) || bodyTimeout < 0)) {
			throw new InvalidArgumentError('invalid bodyTimeout')
		}

		if (reset != null && typeof reset !== 'boolean') {
			throw new InvalidArgumentError('invalid reset')
		}

		if (expectContinue != null && typeof expectContinue !== 'boolean') {
			throw new InvalidArgumentError('invalid expectContinue')
		}

		this.headersTimeout = headersTimeout

		this.bodyTimeout = bodyTimeout

		this.throwOnError = throwOnError === true

		this.method = method

		this.abort = null

		if (body == null) {
			this.body = null
		} else if (isStream(body)) {
			this.body = body

			const rState = this.body._readableState
			if (!rState || !rState.autoDestroy) {
				this.endHandler = function autoDestroy () {
					destroy(this)
				}
				this.body.on('end', this.endHandler)
			}

			this.errorHandler = err => {
				if (this.abort) {
					this.abort(err)
				} else {
					this.error = err
				}
			}
			this.body.on('error', this.errorHandler)
		} else if (isBuffer(body)) {
			this.body = body.byteLength ? body : null
		} else if (ArrayBuffer.isView(body)) {
			this.body = body.buffer.byteLength ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : null
		} else if (body instanceof ArrayBuffer) {
			this.body = body.byteLength ? Buffer.from(body) : null
		} else if (typeof body === 'string') {
			this.body = body.length ? Buffer.from(body) : null
		} else if (isFormDataLike(body) || isIterable(body) || isBlobLike(body)) {
			this.body = body
		} else {
			throw new InvalidArgumentError('body must be a string, a Buffer, a Readable stream, an iterable, or an async iterable')
		}

		this.completed = false

		this.aborted = false

		this.upgrade = upgrade || null

		this.path = query ? buildURL(path, query) : path

		this.origin = origin

		this.idempotent = idempotent == null
			? method === 'HEAD' || method === 'GET'
			: idempotent

		this.blocking = blocking == null ? false : blocking

		this.reset = reset == null ? null : reset

		this.host = null

		this.contentLength = null

		this.contentType = null

		this.headers = []

		this.expectContinue = expectContinue != null ? expectContinue : false

		if (Array.isArray(headers)) {
			if (headers.length % 2 !== 0) {
				throw new InvalidArgumentError('headers array must be even')
			}
			for (let i = 0; i < headers.length; i += 2) {
				processHeader(this, headers[i], headers[i + 1])
			}
		} else if (headers && typeof headers === 'object') {
			if (headers[Symbol.iterator]) {
				for (const header of headers) {
					if (!Array.isArray(header) || header.length !== 2) {
						throw new InvalidArgumentError('headers must be in key-value pair format')
					}
					processHeader(this, header[0], header[1])
				}
			} else {
				const keys = Object.keys(headers)
				for (let i = 0; i < keys.length; ++i) {
					processHeader(this, keys[i], headers[keys[i]])
				}
			}
		} else if (headers != null) {
			throw new InvalidArgumentError('headers must be an object or an array')
		}

		validateHandler(handler, method, upgrade)

		this.servername = servername || getServerName(this.host)

		this[kHandler] = handler

		if (channels.create.hasSubscribers) {
			channels.create.publish({ request: this })
		}
	}

	onBodySent (chunk) {
		if (this[kHandler].onBodySent) {
			try {
				return this[kHandler].onBodySent(chunk)
			} catch (err) {
				this.abort(err)
			}
		}
	}

	onRequestSent () {
		if (channels.bodySent.hasSubscribers) {
			channels.bodySent.publish({ request: this })
		}

		if (this[kHandler].onRequestSent) {
			try {
				return this[kHandler].onRequestSent()
			} catch (err) {
				this.abort(err)
			}
		}
	}

	onConnect (abort) {
		assert(!this.aborted)
		assert(!this.completed)

		if (this.error) {
			abort(this.error)
		} else {
			this.abort = abort
			return this[kHandler].onConnect(abort)
		}
	}

	onResponseStarted () {
		return this[kHandler].onResponseStarted?.()
	}

	onHeaders (statusCode, headers, resume, statusText) {
		assert(!this.aborted)
		assert(!this.completed)

		if (channels.headers.hasSubscribers) {
			channels.headers.publish({ request: this, response: { statusCode, headers, statusText } })
		}

		try {
			return this[kHandler].onHeaders(statusCode, headers, resume, statusText)
		} catch (err) {
			this.abort(err)
		}
	}

	onData (chunk) {
		assert(!this.aborted)
		assert(!this.completed)

		try {
			return this[kHandler].onData(chunk)
		} catch (err) {
			this.abort(err)
			return false
		}
	}

	onUpgrade (statusCode, headers, socket, statusText = '') {
		this.onFinally()

		assert(!this.aborted)
		assert(!this.completed)

		if (statusCode !== null) {
			this.#publishUpgradeHeaders(statusCode, headers, statusText)
		}

		const result = this[kHandler].onUpgrade(statusCode, headers, socket)

		if (!this.aborted) {
			this.completed = true
			if (statusCode !== null) {
				this.#publishUpgradeTrailers()
			}
		}

		return result
	}

	onUpgradeResponse (statusCode, headers, parseHeaders, statusText = '') {
		assert(!this.aborted)
		assert(this.completed)

		if (channels.headers.hasSubscribers) {
			this.#publishUpgradeHeaders(statusCode, parseHeaders(headers), statusText)
		}
		this.#publishUpgradeTrailers()
	}

	onUpgradeError (error) {
		assert(!this.aborted)
		assert(this.completed)

		if (channels.error.hasSubscribers) {
			channels.error.publish({ request: this, error })
		}
	}

	#publishUpgradeHeaders (statusCode, headers, statusText) {
		if (channels.headers.hasSubscribers) {
			channels.headers.publish({ request: this, response: { statusCode, headers, statusText } })
		}
	}

	#publishUpgradeTrailers () {
		if (channels.trailers.hasSubscribers) {
			channels.trailers.publish({ request: this, trailers: [] })
		}
	}

	onComplete (trailers) {
		this.onFinally()

		assert(!this.aborted)

		this.completed = true
		if (channels.trailers.hasSubscribers) {
			channels.trailers.publish({ request: this, trailers })
		}

		try {
			return this[kHandler].onComplete(trailers)
		} catch (err) {
			this.onError(err)
		}
	}

	onError (error) {
		this.onFinally()

		if (channels.error.hasSubscribers) {
			channels.error.publish({ request: this, error })
		}

		if (this.aborted) {
			return
		}
		this.aborted = true

		return this[kHandler].onError(error)
	}

	onFinally () {
		if (this.errorHandler) {
			this.body.off('error', this.errorHandler)
			this.errorHandler = null
		}

		if (this.endHandler) {
			this.body.off('end', this.endHandler)
			this.endHandler = null
		}
	}

	addHeader (key, value) {
		processHeader(this, key, value)
		return this
	}
}

function processHeader (request, key, val) {
	if (val && (typeof val === 'object' && !Array.isArray(val))) {
		throw new InvalidArgumentError(`invalid ${key} header`)
	} else if (val === undefined) {
		return
	}

	let headerName = headerNameLowerCasedRecord[key]

	if (headerName === undefined) {
		headerName = key.toLowerCase()
		if (headerNameLowerCasedRecord[headerName] === undefined && !isValidHTTPToken(headerName)) {
			throw new InvalidArgumentError('invalid header key')
		}
	}

	if (Array.isArray(val)) {
		const arr = []
		for (let i = 0; i < val.length; i++) {
			if (typeof val[i] === 'string') {
				if (!isValidHeaderValue(val[i])) {
					throw new InvalidArgumentError(`invalid ${key} header`)
				}
				arr.push(val[i])
			} else if (val[i] === null) {
				arr.push('')
			} else if (typeof val[i] === 'object') {
				throw new InvalidArgumentError(`invalid ${key} header`)
			} else {
				const str = `${val[i]}`
				if (!isValidHeaderValue(str)) {
					throw new InvalidArgumentError(`invalid ${key} header`)
				}
				arr.push(str)
			}
		}
		val = arr
	} else if (typeof val === 'string') {
		if (!isValidHeaderValue(val)) {
			throw new InvalidArgumentError(`invalid ${key} header`)
		}
	} else if (val === null) {
		val = ''
	} else {
		val = `${val}`
		if (!isValidHeaderValue(val)) {
			throw new InvalidArgumentError(`invalid ${key} header`)
		}
	}

	if (headerName === 'host') {
		if (request.host !== null) {
			throw new InvalidArgumentError('duplicate host header')
		}
		if (typeof val !== 'string') {
			throw new InvalidArgumentError('invalid host header')
		}
		request.host = val
	} else if (headerName === 'content-length') {
		if (request.contentLength !== null) {
			throw new InvalidArgumentError('duplicate content-length header')
		}
		request.contentLength = parseInt(val, 10)
		if (!Number.isFinite(request.contentLength)) {
			throw new InvalidArgumentError('invalid content-length header')
		}
	} else if (request.contentType === null && headerName === 'content-type') {
		request.contentType = val
		request.headers.push(key, val)
	} else if (headerName === 'transfer-encoding' || headerName === 'keep-alive' || headerName === 'upgrade') {
		throw new InvalidArgumentError(`invalid ${headerName} header`)
	} else if (headerName === 'connection') {
		const value = typeof val === 'string' ? val.toLowerCase() : null
		if (value !== 'close' && value !== 'keep-alive') {
			throw new InvalidArgumentError('invalid connection header')
		}

		if (value === 'close') {
			request.reset = true
		}
	} else if (headerName === 'expect') {
		throw new NotSupportedError('expect header not supported')
	} else {
		request.headers.push(key, val)
	}
}

module.exports = Request


}),

6443:
((module) => {

module.exports = {
	kClose: Symbol('close'),
	kDestroy: Symbol('destroy'),
	kDispatch: Symbol('dispatch'),
	kUrl: Symbol('url'),
	kWriting: Symbol('writing'),
	kResuming: Symbol('resuming'),
	kQueue: Symbol('queue'),
	kConnect: Symbol('connect'),
	kConnecting: Symbol('connecting'),
	kKeepAliveDefaultTimeout: Symbol('default keep alive timeout'),
	kKeepAliveMaxTimeout: Symbol('max keep alive timeout'),
	kKeepAliveTimeoutThreshold: Symbol('keep alive timeout threshold'),
	kKeepAliveTimeoutValue: Symbol('keep alive timeout'),
	kKeepAlive: Symbol('keep alive'),
	kHeadersTimeout: Symbol('headers timeout'),
	kBodyTimeout: Symbol('body timeout'),
	kServerName: Symbol('server name'),
	kLocalAddress: Symbol('local address'),
	kHost: Symbol('host'),
	kNoRef: Symbol('no ref'),
	kBodyUsed: Symbol('used'),
	kBody: Symbol('abstracted request body'),
	kRunning: Symbol('running'),
	kBlocking: Symbol('blocking'),
	kPending: Symbol('pending'),
	kSize: Symbol('size'),
	kBusy: Symbol('busy'),
	kQueued: Symbol('queued'),
	kFree: Symbol('free'),
	kConnected: Symbol('connected'),
	kClosed: Symbol('closed'),
	kNeedDrain: Symbol('need drain'),
	kReset: Symbol('reset'),
	kDestroyed: Symbol.for('nodejs.stream.destroyed'),
	kResume: Symbol('resume'),
	kOnError: Symbol('on error'),
	kMaxHeadersSize: Symbol('max headers size'),
	kRunningIdx: Symbol('running index'),
	kPendingIdx: Symbol('pending index'),
	kError: Symbol('error'),
	kClients: Symbol('clients'),
	kClient: Symbol('client'),
	kParser: Symbol('parser'),
	kOnDestroyed: Symbol('destroy callbacks'),
	kPipelining: Symbol('pipelining'),
	kSocket: Symbol('socket'),
	kHostHeader: Symbol('host header'),
	kConnector: Symbol('connector'),
	kStrictContentLength: Symbol('strict content length'),
	kMaxRedirections: Symbol('maxRedirections'),
	kMaxRequests: Symbol('maxRequestsPerClient'),
	kProxy: Symbol('proxy agent options'),
	kCounter: Symbol('socket request counter'),
	kInterceptors: Symbol('dispatch interceptors'),
	kMaxResponseSize: Symbol('max response size'),
	kHTTP2Session: Symbol('http2Session'),
	kHTTP2SessionState: Symbol('http2Session state'),
	kRetryHandlerDefaultRetry: Symbol('retry agent default retry'),
	kConstruct: Symbol('constructable'),
	kListeners: Symbol('listeners'),
	kHTTPContext: Symbol('http context'),
	kMaxConcurrentStreams: Symbol('max concurrent streams'),
	kNoProxyAgent: Symbol('no proxy agent'),
	kHttpProxyAgent: Symbol('http proxy agent'),
	kHttpsProxyAgent: Symbol('https proxy agent')
}


}),

7752:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	wellknownHeaderNames,
	headerNameLowerCasedRecord
} = __webpack_require__(735)

class TstNode {
	value = null
	left = null
	middle = null
	right = null
	code
	constructor (key, value, index) {
		if (index === undefined || index >= key.length) {
			throw new TypeError('Unreachable')
		}
		const code = this.code = key.charCodeAt(index)
		if (code > 0x7F) {
			throw new TypeError('key must be ascii string')
		}
		if (key.length !== ++index) {
			this.middle = new TstNode(key, value, index)
		} else {
			this.value = value
		}
	}

	add (key, value) {
		const length = key.length
		if (length === 0) {
			throw new TypeError('Unreachable')
		}
		let index = 0
		let node = this
		while (true) {
			const code = key.charCodeAt(index)
			if (code > 0x7F) {
				throw new TypeError('key must be ascii string')
			}
			if (node.code === code) {
				if (length === ++index) {
					node.value = value
					break
				} else if (node.middle !== null) {
					node = node.middle
				} else {
					node.middle = new TstNode(key, value, index)
					break
				}
			} else if (node.code < code) {
				if (node.left !== null) {
					node = node.left
				} else {
					node.left = new TstNode(key, value, index)
					break
				}
			} else if (node.right !== null) {
				node = node.right
			} else {
				node.right = new TstNode(key, value, index)
				break
			}
		}
	}

	search (key) {
		const keylength = key.length
		let index = 0
		let node = this
		while (node !== null && index < keylength) {
			let code = key[index]
			if (code <= 0x5a && code >= 0x41) {
				code |= 32
			}
			while (node !== null) {
				if (code === node.code) {
					if (keylength === ++index) {
						return node
					}
					node = node.middle
					break
				}
				node = node.code < code ? node.left : node.right
			}
		}
		return null
	}
}

class TernarySearchTree {
	node = null

	insert (key, value) {
		if (this.node === null) {
			this.node = new TstNode(key, value, 0)
		} else {
			this.node.add(key, value)
		}
	}

	lookup (key) {
		return this.node?.search(key)?.value ?? null
	}
}

const tree = new TernarySearchTree()

for (let i = 0; i < wellknownHeaderNames.length; ++i) {
	const key = headerNameLowerCasedRecord[wellknownHeaderNames[i]]
	tree.insert(key, key)
}

module.exports = {
	TernarySearchTree,
	tree
}


}),

3440:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)
const { kDestroyed, kBodyUsed, kListeners, kBody } = __webpack_require__(6443)
const { IncomingMessage } = __webpack_require__(7067)
const stream = __webpack_require__(7075)
const net = __webpack_require__(7030)
const { Blob } = __webpack_require__(4573)
const nodeUtil = __webpack_require__(7975)
const { stringify } = __webpack_require__(1792)
const { EventEmitter: EE } = __webpack_require__(8474)
const { InvalidArgumentError } = __webpack_require__(8707)
const { headerNameLowerCasedRecord } = __webpack_require__(735)
const { tree } = __webpack_require__(7752)

const [nodeMajor, nodeMinor] = process.versions.node.split('.').map(v => Number(v))

class BodyAsyncIterable {
	constructor (body) {
		this[kBody] = body
		this[kBodyUsed] = false
	}

	async * [Symbol.asyncIterator] () {
		assert(!this[kBodyUsed], 'disturbed')
		this[kBodyUsed] = true
		yield * this[kBody]
	}
}

function wrapRequestBody (body) {
	if (isStream(body)) {
		if (bodyLength(body) === 0) {
			body
				.on('data', function () {
					assert(false)
				})
		}

		if (typeof body.readableDidRead !== 'boolean') {
			body[kBodyUsed] = false
			EE.prototype.on.call(body, 'data', function () {
				this[kBodyUsed] = true
			})
		}

		return body
	} else if (body && typeof body.pipeTo === 'function') {
		return new BodyAsyncIterable(body)
	} else if (
		body &&
		typeof body !== 'string' &&
		!ArrayBuffer.isView(body) &&
		isIterable(body)
	) {
		return new BodyAsyncIterable(body)
	} else {
		return body
	}
}

function nop () {}

function isStream (obj) {
	return obj && typeof obj === 'object' && typeof obj.pipe === 'function' && typeof obj.on === 'function'
}

function isBlobLike (object) {
	if (object === null) {
		return false
	} else if (object instanceof Blob) {
		return true
	} else if (typeof object !== 'object') {
		return false
	} else {
		const sTag = object[Symbol.toStringTag]

		return (sTag === 'Blob' || sTag === 'File') && (
			('stream' in object && typeof object.stream === 'function') ||
			('arrayBuffer' in object && typeof object.arrayBuffer === 'function')
		)
	}
}

function buildURL (url, queryParams) {
	if (url.includes('?') || url.includes('#')) {
		throw new Error('Query params cannot be passed when url already contains "?" or "#".')
	}

	const stringified = stringify(queryParams)

	if (stringified) {
		url += '?' + stringified
	}

	return url
}

function isValidPort (port) {
	const value = parseInt(port, 10)
	return (
		value === Number(port) &&
		value >= 0 &&
		value <= 65535
	)
}

function isHttpOrHttpsPrefixed (value) {
	return (
		value != null &&
		value[0] === 'h' &&
		value[1] === 't' &&
		value[2] === 't' &&
		value[3] === 'p' &&
		(
			value[4] === ':' ||
			(
				value[4] === 's' &&
				value[5] === ':'
			)
		)
	)
}

function parseURL (url) {
	if (typeof url === 'string') {
		url = new URL(url)

		if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
			throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
		}

		return url
	}

	if (!url || typeof url !== 'object') {
		throw new InvalidArgumentError('Invalid URL: The URL argument must be a non-null object.')
	}

	if (!(url instanceof URL)) {
		if (url.port != null && url.port !== '' && isValidPort(url.port) === false) {
			throw new InvalidArgumentError('Invalid URL: port must be a valid integer or a string representation of an integer.')
		}

		if (url.path != null && typeof url.path !== 'string') {
			throw new InvalidArgumentError('Invalid URL path: the path must be a string or null/undefined.')
		}

		if (url.pathname != null && typeof url.pathname !== 'string') {
			throw new InvalidArgumentError('Invalid URL pathname: the pathname must be a string or null/undefined.')
		}

		if (url.hostname != null && typeof url.hostname !== 'string') {
			throw new InvalidArgumentError('Invalid URL hostname: the hostname must be a string or null/undefined.')
		}

		if (url.origin != null && typeof url.origin !== 'string') {
			throw new InvalidArgumentError('Invalid URL origin: the origin must be a string or null/undefined.')
		}

		if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
			throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
		}

		const port = url.port != null
			? url.port
			: (url.protocol === 'https:' ? 443 : 80)
		let origin = url.origin != null
			? url.origin
			: `${url.protocol || ''}//${url.hostname || ''}:${port}`
		let path = url.path != null
			? url.path
			: `${url.pathname || ''}${url.search || ''}`

		if (origin[origin.length - 1] === '/') {
			origin = origin.slice(0, origin.length - 1)
		}

		if (path && path[0] !== '/') {
			path = `/${path}`
		}
		return new URL(`${origin}${path}`)
	}

	if (!isHttpOrHttpsPrefixed(url.origin || url.protocol)) {
		throw new InvalidArgumentError('Invalid URL protocol: the URL must start with `http:` or `https:`.')
	}

	return url
}

function parseOrigin (url) {
	url = parseURL(url)

	if (url.pathname !== '/' || url.search || url.hash) {
		throw new InvalidArgumentError('invalid url')
	}

	return url
}

function getHostname (host) {
	if (host[0] === '[') {
		const idx = host.indexOf(']')

		assert(idx !== -1)
		return host.substring(1, idx)
	}

	const idx = host.indexOf(':')
	if (idx === -1) return host

	return host.substring(0, idx)
}

function getServerName (host) {
	if (!host) {
		return null
	}

	assert(typeof host === 'string')

	const servername = getHostname(host)
	if (net.isIP(servername)) {
		return ''
	}

	return servername
}

function deepClone (obj) {
	return JSON.parse(JSON.stringify(obj))
}

function isAsyncIterable (obj) {
	return !!(obj != null && typeof obj[Symbol.asyncIterator] === 'function')
}

function isIterable (obj) {
	return !!(obj != null && (typeof obj[Symbol.iterator] === 'function' || typeof obj[Symbol.asyncIterator] === 'function'))
}

function bodyLength (body) {
	if (body == null) {
		return 0
	} else if (isStream(body)) {
		const state = body._readableState
		return state && state.objectMode === false && state.ended === true && Number.isFinite(state.length)
			? state.length
			: null
	} else if (isBlobLike(body)) {
		return body.size != null ? body.size : null
	} else if (isBuffer(body)) {
		return body.byteLength
	}

	return null
}

function isDestroyed (body) {
	return body && !!(body.destroyed || body[kDestroyed] || (stream.isDestroyed?.(body)))
}

function destroy (stream, err) {
	if (stream == null || !isStream(stream) || isDestroyed(stream)) {
		return
	}

	if (typeof stream.destroy === 'function') {
		if (Object.getPrototypeOf(stream).constructor === IncomingMessage) {
			stream.socket = null
		}

		stream.destroy(err)
	} else if (err) {
		queueMicrotask(() => {
			stream.emit('error', err)
		})
	}

	if (stream.destroyed !== true) {
		stream[kDestroyed] = true
	}
}

const KEEPALIVE_TIMEOUT_EXPR = /timeout=(\d+)/
function parseKeepAliveTimeout (val) {
	const m = val.toString().match(KEEPALIVE_TIMEOUT_EXPR)
	return m ? parseInt(m[1], 10) * 1000 : null
}

function headerNameToString (value) {
	return typeof value === 'string'
		? headerNameLowerCasedRecord[value] ?? value.toLowerCase()
		: tree.lookup(value) ?? value.toString('latin1').toLowerCase()
}

function bufferToLowerCasedHeaderName (value) {
	return tree.lookup(value) ?? value.toString('latin1').toLowerCase()
}

function parseHeaders (headers, obj) {
	if (obj === undefined) obj = {}
	for (let i = 0; i < headers.length; i += 2) {
		const key = headerNameToString(headers[i])
		let val = obj[key]

		if (val) {
			if (typeof val === 'string') {
				val = [val]
				obj[key] = val
			}
			val.push(headers[i + 1].toString('utf8'))
		} else {
			const headersValue = headers[i + 1]
			if (typeof headersValue === 'string') {
				obj[key] = headersValue
			} else {
				obj[key] = Array.isArray(headersValue) ? headersValue.map(x => x.toString('utf8')) : headersValue.toString('utf8')
			}
		}
	}

	if ('content-length' in obj && 'content-disposition' in obj) {
		obj['content-disposition'] = Buffer.from(obj['content-disposition']).toString('latin1')
	}

	return obj
}

function parseRawHeaders (headers) {
	const len = headers.length
	const ret = new Array(len)

	let hasContentLength = false
	let contentDispositionIdx = -1
	let key
	let val
	let kLen = 0

	for (let n = 0; n < headers.length; n += 2) {
		key = headers[n]
		val = headers[n + 1]

		typeof key !== 'string' && (key = key.toString())
		typeof val !== 'string' && (val = val.toString('utf8'))

		kLen = key.length
		if (kLen === 14 && key[7] === '-' && (key === 'content-length' || key.toLowerCase() === 'content-length')) {
			hasContentLength = true
		} else if (kLen === 19 && key[7] === '-' && (key === 'content-disposition' || key.toLowerCase() === 'content-disposition')) {
			contentDispositionIdx = n + 1
		}
		ret[n] = key
		ret[n + 1] = val
	}

	if (hasContentLength && contentDispositionIdx !== -1) {
		ret[contentDispositionIdx] = Buffer.from(ret[contentDispositionIdx]).toString('latin1')
	}

	return ret
}

function isBuffer (buffer) {
	return buffer instanceof Uint8Array || Buffer.isBuffer(buffer)
}

function validateHandler (handler, method, upgrade) {
	if (!handler || typeof handler !== 'object') {
		throw new InvalidArgumentError('handler must be an object')
	}

	if (typeof handler.onConnect !== 'function') {
		throw new InvalidArgumentError('invalid onConnect method')
	}

	if (typeof handler.onError !== 'function') {
		throw new InvalidArgumentError('invalid onError method')
	}

	if (typeof handler.onBodySent !== 'function' && handler.onBodySent !== undefined) {
		throw new InvalidArgumentError('invalid onBodySent method')
	}

	if (upgrade || method === 'CONNECT') {
		if (typeof handler.onUpgrade !== 'function') {
			throw new InvalidArgumentError('invalid onUpgrade method')
		}
	} else {
		if (typeof handler.onHeaders !== 'function') {
			throw new InvalidArgumentError('invalid onHeaders method')
		}

		if (typeof handler.onData !== 'function') {
			throw new InvalidArgumentError('invalid onData method')
		}

		if (typeof handler.onComplete !== 'function') {
			throw new InvalidArgumentError('invalid onComplete method')
		}
	}
}

function isDisturbed (body) {
	return !!(body && (stream.isDisturbed(body) || body[kBodyUsed]))
}

function isErrored (body) {
	return !!(body && stream.isErrored(body))
}

function isReadable (body) {
	return !!(body && stream.isReadable(body))
}

function getSocketInfo (socket) {
	return {
		localAddress: socket.localAddress,
		localPort: socket.localPort,
		remoteAddress: socket.remoteAddress,
		remotePort: socket.remotePort,
		remoteFamily: socket.remoteFamily,
		timeout: socket.timeout,
		bytesWritten: socket.bytesWritten,
		bytesRead: socket.bytesRead
	}
}

function ReadableStreamFrom (iterable) {

	let iterator
	return new ReadableStream(
		{
			async start () {
				iterator = iterable[Symbol.asyncIterator]()
			},
			async pull (controller) {
				const { done, value } = await iterator.next()
				if (done) {
					queueMicrotask(() => {
						controller.close()
						controller.byobRequest?.respond(0)
					})
				} else {
					const buf = Buffer.isBuffer(value) ? value : Buffer.from(value)
					if (buf.byteLength) {
						controller.enqueue(new Uint8Array(buf))
					}
				}
				return controller.desiredSize > 0
			},
			async cancel (reason) {
				await iterator.return()
			},
			type: 'bytes'
		}
	)
}

function isFormDataLike (object) {
	return (
		object &&
		typeof object === 'object' &&
		typeof object.append === 'function' &&
		typeof object.delete === 'function' &&
		typeof object.get === 'function' &&
		typeof object.getAll === 'function' &&
		typeof object.has === 'function' &&
		typeof object.set === 'function' &&
		object[Symbol.toStringTag] === 'FormData'
	)
}

function addAbortListener (signal, listener) {
	if ('addEventListener' in signal) {
		signal.addEventListener('abort', listener, { once: true })
		return () => signal.removeEventListener('abort', listener)
	}
	signal.addListener('abort', listener)
	return () => signal.removeListener('abort', listener)
}

const hasToWellFormed = typeof String.prototype.toWellFormed === 'function'
const hasIsWellFormed = typeof String.prototype.isWellFormed === 'function'

function toUSVString (val) {
	return hasToWellFormed ? `${val}`.toWellFormed() : nodeUtil.toUSVString(val)
}

function isUSVString (val) {
	return hasIsWellFormed ? `${val}`.isWellFormed() : toUSVString(val) === `${val}`
}

function isTokenCharCode (c) {
	switch (c) {
		case 0x22:
		case 0x28:
		case 0x29:
		case 0x2c:
		case 0x2f:
		case 0x3a:
		case 0x3b:
		case 0x3c:
		case 0x3d:
		case 0x3e:
		case 0x3f:
		case 0x40:
		case 0x5b:
		case 0x5c:
		case 0x5d:
		case 0x7b:
		case 0x7d:
			return false
		default:
			return c >= 0x21 && c <= 0x7e
	}
}

function isValidHTTPToken (characters) {
	if (characters.length === 0) {
		return false
	}
	for (let i = 0; i < characters.length; ++i) {
		if (!isTokenCharCode(characters.charCodeAt(i))) {
			return false
		}
	}
	return true
}


const headerCharRegex = /[^\t\x20-\x7e\x80-\xff]/

function isValidHeaderValue (characters) {
	return !headerCharRegex.test(characters)
}

function parseRangeHeader (range) {
	if (range == null || range === '') return { start: 0, end: null, size: null }

	const m = range ? range.match(/^bytes (\d+)-(\d+)\/(\d+)?$/) : null
	return m
		? {
				start: parseInt(m[1]),
				end: m[2] ? parseInt(m[2]) : null,
				size: m[3] ? parseInt(m[3]) : null
			}
		: null
}

function addListener (obj, name, listener) {
	const listeners = (obj[kListeners] ??= [])
	listeners.push([name, listener])
	obj.on(name, listener)
	return obj
}

function removeAllListeners (obj) {
	for (const [name, listener] of obj[kListeners] ?? []) {
		obj.removeListener(name, listener)
	}
	obj[kListeners] = null
}

function errorRequest (client, request, err) {
	try {
		request.onError(err)
		assert(request.aborted)
	} catch (err) {
		client.emit('error', err)
	}
}

const kEnumerableProperty = Object.create(null)
kEnumerableProperty.enumerable = true

const normalizedMethodRecordsBase = {
	delete: 'DELETE',
	DELETE: 'DELETE',
	get: 'GET',
	GET: 'GET',
	head: 'HEAD',
	HEAD: 'HEAD',
	options: 'OPTIONS',
	OPTIONS: 'OPTIONS',
	post: 'POST',
	POST: 'POST',
	put: 'PUT',
	PUT: 'PUT'
}

const normalizedMethodRecords = {
	...normalizedMethodRecordsBase,
	patch: 'patch',
	PATCH: 'PATCH'
}

Object.setPrototypeOf(normalizedMethodRecordsBase, null)
Object.setPrototypeOf(normalizedMethodRecords, null)

module.exports = {
	kEnumerableProperty,
	nop,
	isDisturbed,
	isErrored,
	isReadable,
	toUSVString,
	isUSVString,
	isBlobLike,
	parseOrigin,
	parseURL,
	getServerName,
	isStream,
	isIterable,
	isAsyncIterable,
	isDestroyed,
	headerNameToString,
	bufferToLowerCasedHeaderName,
	addListener,
	removeAllListeners,
	errorRequest,
	parseRawHeaders,
	parseHeaders,
	parseKeepAliveTimeout,
	destroy,
	bodyLength,
	deepClone,
	ReadableStreamFrom,
	isBuffer,
	validateHandler,
	getSocketInfo,
	isFormDataLike,
	buildURL,
	addAbortListener,
	isValidHTTPToken,
	isValidHeaderValue,
	isTokenCharCode,
	parseRangeHeader,
	normalizedMethodRecordsBase,
	normalizedMethodRecords,
	isValidPort,
	isHttpOrHttpsPrefixed,
	nodeMajor,
	nodeMinor,
	safeHTTPMethods: ['GET', 'HEAD', 'OPTIONS', 'TRACE'],
	wrapRequestBody
}


}),

7405:
((module, __unused_webpack_exports, __webpack_require__) => {



const { InvalidArgumentError } = __webpack_require__(8707)
const { kClients, kRunning, kClose, kDestroy, kDispatch, kInterceptors } = __webpack_require__(6443)
const DispatcherBase = __webpack_require__(1841)
const Pool = __webpack_require__(628)
const Client = __webpack_require__(3701)
const util = __webpack_require__(3440)
const createRedirectInterceptor = __webpack_require__(5092)

const kOnConnect = Symbol('onConnect')
const kOnDisconnect = Symbol('onDisconnect')
const kOnConnectionError = Symbol('onConnectionError')
const kMaxRedirections = Symbol('maxRedirections')
const kOnDrain = Symbol('onDrain')
const kFactory = Symbol('factory')
const kOptions = Symbol('options')

function defaultFactory (origin, opts) {
	return opts && opts.connections === 1
		? new Client(origin, opts)
		: new Pool(origin, opts)
}

class Agent extends DispatcherBase {
	constructor ({ factory = defaultFactory, maxRedirections = 0, connect, tls, ...options } = {}) {
		if (typeof factory !== 'function') {
			throw new InvalidArgumentError('factory must be a function.')
		}

		if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
			throw new InvalidArgumentError('connect must be a function or an object')
		}

		if (!Number.isInteger(maxRedirections) || maxRedirections < 0) {
			throw new InvalidArgumentError('maxRedirections must be a positive number')
		}

		super(options)

		if (connect && typeof connect !== 'function') {
			connect = { ...connect }
		}

		if (tls && typeof tls !== 'function') {
			tls = { ...tls }
		}

		this[kInterceptors] = options.interceptors?.Agent && Array.isArray(options.interceptors.Agent)
			? options.interceptors.Agent
			: [createRedirectInterceptor({ maxRedirections })]

		this[kOptions] = { ...util.deepClone(options), connect, tls }
		this[kOptions].interceptors = options.interceptors
			? { ...options.interceptors }
			: undefined
		this[kMaxRedirections] = maxRedirections
		this[kFactory] = factory
		this[kClients] = new Map()

		this[kOnDrain] = (origin, targets) => {
			this.emit('drain', origin, [this, ...targets])
		}

		this[kOnConnect] = (origin, targets) => {
			this.emit('connect', origin, [this, ...targets])
		}

		this[kOnDisconnect] = (origin, targets, err) => {
			this.emit('disconnect', origin, [this, ...targets], err)
		}

		this[kOnConnectionError] = (origin, targets, err) => {
			this.emit('connectionError', origin, [this, ...targets], err)
		}
	}

	get [kRunning] () {
		let ret = 0
		for (const client of this[kClients].values()) {
			ret += client[kRunning]
		}
		return ret
	}

	[kDispatch] (opts, handler) {
		let key
		if (opts.origin && (typeof opts.origin === 'string' || opts.origin instanceof URL)) {
			key = String(opts.origin)
		} else {
			throw new InvalidArgumentError('opts.origin must be a non-empty string or URL.')
		}

		let dispatcher = this[kClients].get(key)

		if (!dispatcher) {
			dispatcher = this[kFactory](opts.origin, this[kOptions])
				.on('drain', this[kOnDrain])
				.on('connect', this[kOnConnect])
				.on('disconnect', this[kOnDisconnect])
				.on('connectionError', this[kOnConnectionError])

			this[kClients].set(key, dispatcher)
		}

		return dispatcher.dispatch(opts, handler)
	}

	async [kClose] () {
		const closePromises = []
		for (const client of this[kClients].values()) {
			closePromises.push(client.close())
		}
		this[kClients].clear()

		await Promise.all(closePromises)
	}

	async [kDestroy] (err) {
		const destroyPromises = []
		for (const client of this[kClients].values()) {
			destroyPromises.push(client.destroy(err))
		}
		this[kClients].clear()

		await Promise.all(destroyPromises)
	}
}

module.exports = Agent


}),

837:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	BalancedPoolMissingUpstreamError,
	InvalidArgumentError
} = __webpack_require__(8707)
const {
	PoolBase,
	kClients,
	kNeedDrain,
	kAddClient,
	kRemoveClient,
	kGetDispatcher
} = __webpack_require__(2128)
const Pool = __webpack_require__(628)
const { kUrl, kInterceptors } = __webpack_require__(6443)
const { parseOrigin } = __webpack_require__(3440)
const kFactory = Symbol('factory')

const kOptions = Symbol('options')
const kGreatestCommonDivisor = Symbol('kGreatestCommonDivisor')
const kCurrentWeight = Symbol('kCurrentWeight')
const kIndex = Symbol('kIndex')
const kWeight = Symbol('kWeight')
const kMaxWeightPerServer = Symbol('kMaxWeightPerServer')
const kErrorPenalty = Symbol('kErrorPenalty')

function getGreatestCommonDivisor (a, b) {
	if (a === 0) return b

	while (b !== 0) {
		const t = b
		b = a % b
		a = t
	}
	return a
}

function defaultFactory (origin, opts) {
	return new Pool(origin, opts)
}

class BalancedPool extends PoolBase {
	constructor (upstreams = [], { factory = defaultFactory, ...opts } = {}) {
		super()

		this[kOptions] = opts
		this[kIndex] = -1
		this[kCurrentWeight] = 0

		this[kMaxWeightPerServer] = this[kOptions].maxWeightPerServer || 100
		this[kErrorPenalty] = this[kOptions].errorPenalty || 15

		if (!Array.isArray(upstreams)) {
			upstreams = [upstreams]
		}

		if (typeof factory !== 'function') {
			throw new InvalidArgumentError('factory must be a function.')
		}

		this[kInterceptors] = opts.interceptors?.BalancedPool && Array.isArray(opts.interceptors.BalancedPool)
			? opts.interceptors.BalancedPool
			: []
		this[kFactory] = factory

		for (const upstream of upstreams) {
			this.addUpstream(upstream)
		}
		this._updateBalancedPoolStats()
	}

	addUpstream (upstream) {
		const upstreamOrigin = parseOrigin(upstream).origin

		if (this[kClients].find((pool) => (
			pool[kUrl].origin === upstreamOrigin &&
			pool.closed !== true &&
			pool.destroyed !== true
		))) {
			return this
		}
		const pool = this[kFactory](upstreamOrigin, Object.assign({}, this[kOptions]))

		this[kAddClient](pool)
		pool.on('connect', () => {
			pool[kWeight] = Math.min(this[kMaxWeightPerServer], pool[kWeight] + this[kErrorPenalty])
		})

		pool.on('connectionError', () => {
			pool[kWeight] = Math.max(1, pool[kWeight] - this[kErrorPenalty])
			this._updateBalancedPoolStats()
		})

		pool.on('disconnect', (...args) => {
			const err = args[2]
			if (err && err.code === 'UND_ERR_SOCKET') {
				pool[kWeight] = Math.max(1, pool[kWeight] - this[kErrorPenalty])
				this._updateBalancedPoolStats()
			}
		})

		for (const client of this[kClients]) {
			client[kWeight] = this[kMaxWeightPerServer]
		}

		this._updateBalancedPoolStats()

		return this
	}

	_updateBalancedPoolStats () {
		let result = 0
		for (let i = 0; i < this[kClients].length; i++) {
			result = getGreatestCommonDivisor(this[kClients][i][kWeight], result)
		}

		this[kGreatestCommonDivisor] = result
	}

	removeUpstream (upstream) {
		const upstreamOrigin = parseOrigin(upstream).origin

		const pool = this[kClients].find((pool) => (
			pool[kUrl].origin === upstreamOrigin &&
			pool.closed !== true &&
			pool.destroyed !== true
		))

		if (pool) {
			this[kRemoveClient](pool)
		}

		return this
	}

	get upstreams () {
		return this[kClients]
			.filter(dispatcher => dispatcher.closed !== true && dispatcher.destroyed !== true)
			.map((p) => p[kUrl].origin)
	}

	[kGetDispatcher] () {
		if (this[kClients].length === 0) {
			throw new BalancedPoolMissingUpstreamError()
		}

		const dispatcher = this[kClients].find(dispatcher => (
			!dispatcher[kNeedDrain] &&
			dispatcher.closed !== true &&
			dispatcher.destroyed !== true
		))

		if (!dispatcher) {
			return
		}

		const allClientsBusy = this[kClients].map(pool => pool[kNeedDrain]).reduce((a, b) => a && b, true)

		if (allClientsBusy) {
			return
		}

		let counter = 0

		let maxWeightIndex = this[kClients].findIndex(pool => !pool[kNeedDrain])

		while (counter++ < this[kClients].length) {
			this[kIndex] = (this[kIndex] + 1) % this[kClients].length
			const pool = this[kClients][this[kIndex]]

			if (pool[kWeight] > this[kClients][maxWeightIndex][kWeight] && !pool[kNeedDrain]) {
				maxWeightIndex = this[kIndex]
			}

			if (this[kIndex] === 0) {
				this[kCurrentWeight] = this[kCurrentWeight] - this[kGreatestCommonDivisor]

				if (this[kCurrentWeight] <= 0) {
					this[kCurrentWeight] = this[kMaxWeightPerServer]
				}
			}
			if (pool[kWeight] >= this[kCurrentWeight] && (!pool[kNeedDrain])) {
				return pool
			}
		}

		this[kCurrentWeight] = this[kClients][maxWeightIndex][kWeight]
		this[kIndex] = maxWeightIndex
		return this[kClients][maxWeightIndex]
	}
}

module.exports = BalancedPool


}),

637:
((module, __unused_webpack_exports, __webpack_require__) => {




const assert = __webpack_require__(4589)
const util = __webpack_require__(3440)
const { channels } = __webpack_require__(2414)
const timers = __webpack_require__(6603)
const {
	RequestContentLengthMismatchError,
	ResponseContentLengthMismatchError,
	RequestAbortedError,
	InvalidArgumentError,
	HeadersTimeoutError,
	HeadersOverflowError,
	SocketError,
	InformationalError,
	BodyTimeoutError,
	HTTPParserError,
	ResponseExceededMaxSizeError
} = __webpack_require__(8707)
const {
	kUrl,
	kReset,
	kClient,
	kParser,
	kBlocking,
	kRunning,
	kPending,
	kSize,
	kWriting,
	kQueue,
	kNoRef,
	kKeepAliveDefaultTimeout,
	kHostHeader,
	kPendingIdx,
	kRunningIdx,
	kError,
	kPipelining,
	kSocket,
	kKeepAliveTimeoutValue,
	kMaxHeadersSize,
	kKeepAliveMaxTimeout,
	kKeepAliveTimeoutThreshold,
	kHeadersTimeout,
	kBodyTimeout,
	kStrictContentLength,
	kMaxRequests,
	kCounter,
	kMaxResponseSize,
	kOnError,
	kResume,
	kHTTPContext
} = __webpack_require__(6443)

const constants = __webpack_require__(2824)
const EMPTY_BUF = Buffer.alloc(0)
const FastBuffer = Buffer[Symbol.species]
const addListener = util.addListener
const removeAllListeners = util.removeAllListeners
const kIdleSocketValidation = Symbol('kIdleSocketValidation')
const kIdleSocketValidationTimeout = Symbol('kIdleSocketValidationTimeout')
const kSocketUsed = Symbol('kSocketUsed')

let extractBody

async function lazyllhttp () {
	const llhttpWasmData = process.env.JEST_WORKER_ID ? __webpack_require__(3870) : undefined

	let mod
	try {
		mod = await WebAssembly.compile(__webpack_require__(3434))
	} catch (e) {

		mod = await WebAssembly.compile(llhttpWasmData || __webpack_require__(3870))
	}

	return await WebAssembly.instantiate(mod, {
		env: {

			wasm_on_url: (p, at, len) => {
				return 0
			},
			wasm_on_status: (p, at, len) => {
				assert(currentParser.ptr === p)
				const start = at - currentBufferPtr + currentBufferRef.byteOffset
				return currentParser.onStatus(new FastBuffer(currentBufferRef.buffer, start, len)) || 0
			},
			wasm_on_message_begin: (p) => {
				assert(currentParser.ptr === p)
				return currentParser.onMessageBegin() || 0
			},
			wasm_on_header_field: (p, at, len) => {
				assert(currentParser.ptr === p)
				const start = at - currentBufferPtr + currentBufferRef.byteOffset
				return currentParser.onHeaderField(new FastBuffer(currentBufferRef.buffer, start, len)) || 0
			},
			wasm_on_header_value: (p, at, len) => {
				assert(currentParser.ptr === p)
				const start = at - currentBufferPtr + currentBufferRef.byteOffset
				return currentParser.onHeaderValue(new FastBuffer(currentBufferRef.buffer, start, len)) || 0
			},
			wasm_on_headers_complete: (p, statusCode, upgrade, shouldKeepAlive) => {
				assert(currentParser.ptr === p)
				return currentParser.onHeadersComplete(statusCode, Boolean(upgrade), Boolean(shouldKeepAlive)) || 0
			},
			wasm_on_body: (p, at, len) => {
				assert(currentParser.ptr === p)
				const start = at - currentBufferPtr + currentBufferRef.byteOffset
				return currentParser.onBody(new FastBuffer(currentBufferRef.buffer, start, len)) || 0
			},
			wasm_on_message_complete: (p) => {
				assert(currentParser.ptr === p)
				return currentParser.onMessageComplete() || 0
			}

		}
	})
}

let llhttpInstance = null
let llhttpPromise = lazyllhttp()
llhttpPromise.catch()

let currentParser = null
let currentBufferRef = null
let currentBufferSize = 0
let currentBufferPtr = null

const USE_NATIVE_TIMER = 0
const USE_FAST_TIMER = 1

const TIMEOUT_HEADERS = 2 | USE_FAST_TIMER
const TIMEOUT_BODY = 4 | USE_FAST_TIMER

const TIMEOUT_KEEP_ALIVE = 8 | USE_NATIVE_TIMER

class Parser {
	constructor (client, socket, { exports }) {
		assert(Number.isFinite(client[kMaxHeadersSize]) && client[kMaxHeadersSize] > 0)

		this.llhttp = exports
		this.ptr = this.llhttp.llhttp_alloc(constants.TYPE.RESPONSE)
		this.client = client
		this.socket = socket
		this.timeout = null
		this.timeoutValue = null
		this.timeoutType = null
		this.statusCode = null
		this.statusText = ''
		this.upgrade = false
		this.headers = []
		this.headersSize = 0
		this.headersMaxSize = client[kMaxHeadersSize]
		this.shouldKeepAlive = false
		this.paused = false
		this.resume = this.resume.bind(this)

		this.bytesRead = 0

		this.keepAlive = ''
		this.contentLength = ''
		this.connection = ''
		this.maxResponseSize = client[kMaxResponseSize]
	}

	setTimeout (delay, type) {
		if (
			delay !== this.timeoutValue ||
			(type & USE_FAST_TIMER) ^ (this.timeoutType & USE_FAST_TIMER)
		) {
			if (this.timeout) {
				timers.clearTimeout(this.timeout)
				this.timeout = null
			}

			if (delay) {
				if (type & USE_FAST_TIMER) {
					this.timeout = timers.setFastTimeout(onParserTimeout, delay, new WeakRef(this))
				} else {
					this.timeout = setTimeout(onParserTimeout, delay, new WeakRef(this))
					this.timeout.unref()
				}
			}

			this.timeoutValue = delay
		} else if (this.timeout) {
			if (this.timeout.refresh) {
				this.timeout.refresh()
			}
		}

		this.timeoutType = type
	}

	resume () {
		if (this.socket.destroyed || !this.paused) {
			return
		}

		assert(this.ptr != null)
		assert(currentParser == null)

		this.llhttp.llhttp_resume(this.ptr)

		assert(this.timeoutType === TIMEOUT_BODY)
		if (this.timeout) {
			if (this.timeout.refresh) {
				this.timeout.refresh()
			}
		}

		this.paused = false
		this.execute(this.socket.read() || EMPTY_BUF)
		this.readMore()
	}

	readMore () {
		while (!this.paused && this.ptr) {
			const chunk = this.socket.read()
			if (chunk === null) {
				break
			}
			this.execute(chunk)
		}
	}

	execute (data) {
		assert(this.ptr != null)
		assert(currentParser == null)
		assert(!this.paused)

		const { socket, llhttp } = this

		if (data.length > currentBufferSize) {
			if (currentBufferPtr) {
				llhttp.free(currentBufferPtr)
			}
			currentBufferSize = Math.ceil(data.length / 4096) * 4096
			currentBufferPtr = llhttp.malloc(currentBufferSize)
		}

		new Uint8Array(llhttp.memory.buffer, currentBufferPtr, currentBufferSize).set(data)

		try {
			let ret

			try {
				currentBufferRef = data
				currentParser = this
				ret = llhttp.llhttp_execute(this.ptr, currentBufferPtr, data.length)
			} catch (err) {
				throw err
			} finally {
				currentParser = null
				currentBufferRef = null
			}

			const offset = llhttp.llhttp_get_error_pos(this.ptr) - currentBufferPtr

			if (ret !== constants.ERROR.OK) {
				const body = data.subarray(offset)

				if (ret === constants.ERROR.PAUSED_UPGRADE) {
					this.onUpgrade(body)
				} else if (ret === constants.ERROR.PAUSED) {
					this.paused = true
					socket.unshift(body)
				} else {
					throw this.createError(ret, body)
				}
			}
		} catch (err) {
			util.destroy(socket, err)
		}
	}

	finish () {
		assert(currentParser === null)
		assert(this.ptr != null)
		assert(!this.paused)

		const { llhttp } = this

		let ret

		try {
			currentParser = this
			ret = llhttp.llhttp_finish(this.ptr)
		} finally {
			currentParser = null
		}

		if (ret === constants.ERROR.OK) {
			return null
		}

		if (ret === constants.ERROR.PAUSED || ret === constants.ERROR.PAUSED_UPGRADE) {
			this.paused = true
			return null
		}

		return this.createError(ret, EMPTY_BUF)
	}

	createError (ret, data) {
		const { llhttp, contentLength, bytesRead } = this

		if (contentLength && bytesRead !== parseInt(contentLength, 10)) {
			return new ResponseContentLengthMismatchError()
		}

		const ptr = llhttp.llhttp_get_error_reason(this.ptr)
		let message = ''
		if (ptr) {
			const len = new Uint8Array(llhttp.memory.buffer, ptr).indexOf(0)
			message =
				'Response does not match the HTTP/1.1 protocol (' +
				Buffer.from(llhttp.memory.buffer, ptr, len).toString() +
				')'
		}

		return new HTTPParserError(message, constants.ERROR[ret], data)
	}

	destroy () {
		assert(this.ptr != null)
		assert(currentParser == null)

		this.llhttp.llhttp_free(this.ptr)
		this.ptr = null

		this.timeout && timers.clearTimeout(this.timeout)
		this.timeout = null
		this.timeoutValue = null
		this.timeoutType = null

		this.paused = false
	}

	onStatus (buf) {
		this.statusText = buf.toString()
	}

	onMessageBegin () {
		const { socket, client } = this

		if (socket.destroyed) {
			return -1
		}

		if (client[kRunning] === 0) {
			util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)))
			return -1
		}

		const request = client[kQueue][client[kRunningIdx]]
		if (!request) {
			return -1
		}
		request.onResponseStarted()
	}

	onHeaderField (buf) {
		const len = this.headers.length

		if ((len & 1) === 0) {
			this.headers.push(buf)
		} else {
			this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf])
		}

		this.trackHeader(buf.length)
	}

	onHeaderValue (buf) {
		let len = this.headers.length

		if ((len & 1) === 1) {
			this.headers.push(buf)
			len += 1
		} else {
			this.headers[len - 1] = Buffer.concat([this.headers[len - 1], buf])
		}

		const key = this.headers[len - 2]
		if (key.length === 10) {
			const headerName = util.bufferToLowerCasedHeaderName(key)
			if (headerName === 'keep-alive') {
				this.keepAlive += buf.toString()
			} else if (headerName === 'connection') {
				this.connection += buf.toString()
			}
		} else if (key.length === 14 && util.bufferToLowerCasedHeaderName(key) === 'content-length') {
			this.contentLength += buf.toString()
		}

		this.trackHeader(buf.length)
	}

	trackHeader (len) {
		this.headersSize += len
		if (this.headersSize >= this.headersMaxSize) {
			util.destroy(this.socket, new HeadersOverflowError())
		}
	}

	onUpgrade (head) {
		const { upgrade, client, socket, headers, statusCode, statusText } = this

		assert(upgrade)
		assert(client[kSocket] === socket)
		assert(!socket.destroyed)
		assert(!this.paused)
		assert((headers.length & 1) === 0)

		const request = client[kQueue][client[kRunningIdx]]
		assert(request)
		assert(request.upgrade || request.method === 'CONNECT')

		this.statusCode = null
		this.statusText = ''
		this.shouldKeepAlive = null

		this.headers = []
		this.headersSize = 0

		socket.unshift(head)

		socket[kParser].destroy()
		socket[kParser] = null

		socket[kClient] = null
		socket[kError] = null

		removeAllListeners(socket)

		client[kSocket] = null
		client[kHTTPContext] = null
		client[kQueue][client[kRunningIdx]++] = null
		client.emit('disconnect', client[kUrl], [client], new InformationalError('upgrade'))

		try {
			request.onUpgrade(statusCode, headers, socket, statusText)
		} catch (error) {
			util.errorRequest(client, request, error)
			util.destroy(socket, error)
		}

		client[kResume]()
	}

	onHeadersComplete (statusCode, upgrade, shouldKeepAlive) {
		const { client, socket, headers, statusText } = this

		if (socket.destroyed) {
			return -1
		}

		if (client[kRunning] === 0) {
			util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)))
			return -1
		}

		const request = client[kQueue][client[kRunningIdx]]

		if (!request) {
			return -1
		}

		assert(!this.upgrade)
		assert(this.statusCode < 200)

		if (statusCode === 100) {
			util.destroy(socket, new SocketError('bad response', util.getSocketInfo(socket)))
			return -1
		}

		if (upgrade && !request.upgrade) {
			util.destroy(socket, new SocketError('bad upgrade', util.getSocketInfo(socket)))
			return -1
		}

		assert(this.timeoutType === TIMEOUT_HEADERS)

		this.statusCode = statusCode
		this.shouldKeepAlive = (
			shouldKeepAlive ||
			(request.method === 'HEAD' && !socket[kReset] && this.connection.toLowerCase() === 'keep-alive')
		)

		if (this.statusCode >= 200) {
			const bodyTimeout = request.bodyTimeout != null
				? request.bodyTimeout
				: client[kBodyTimeout]
			this.setTimeout(bodyTimeout, TIMEOUT_BODY)
		} else if (this.timeout) {
			if (this.timeout.refresh) {
				this.timeout.refresh()
			}
		}

		if (request.method === 'CONNECT') {
			assert(client[kRunning] === 1)
			this.upgrade = true
			return 2
		}

		if (upgrade) {
			assert(client[kRunning] === 1)
			this.upgrade = true
			return 2
		}

		assert((this.headers.length & 1) === 0)
		this.headers = []
		this.headersSize = 0

		if (this.shouldKeepAlive && client[kPipelining]) {
			const keepAliveTimeout = this.keepAlive ? util.parseKeepAliveTimeout(this.keepAlive) : null

			if (keepAliveTimeout != null) {
				const timeout = Math.min(
					keepAliveTimeout - client[kKeepAliveTimeoutThreshold],
					client[kKeepAliveMaxTimeout]
				)
				if (timeout <= 0) {
					socket[kReset] = true
				} else {
					client[kKeepAliveTimeoutValue] = timeout
				}
			} else {
				client[kKeepAliveTimeoutValue] = client[kKeepAliveDefaultTimeout]
			}
		} else {
			socket[kReset] = true
		}

		const pause = request.onHeaders(statusCode, headers, this.resume, statusText) === false

		if (request.aborted) {
			return -1
		}

		if (request.method === 'HEAD') {
			return 1
		}

		if (statusCode < 200) {
			return 1
		}

		if (socket[kBlocking]) {
			socket[kBlocking] = false
			client[kResume]()
		}

		return pause ? constants.ERROR.PAUSED : 0
	}

	onBody (buf) {
		const { client, socket, statusCode, maxResponseSize } = this

		if (socket.destroyed) {
			return -1
		}

		const request = client[kQueue][client[kRunningIdx]]
		assert(request)

		assert(this.timeoutType === TIMEOUT_BODY)
		if (this.timeout) {
			if (this.timeout.refresh) {
				this.timeout.refresh()
			}
		}

		assert(statusCode >= 200)

		if (maxResponseSize > -1 && this.bytesRead + buf.length > maxResponseSize) {
			util.destroy(socket, new ResponseExceededMaxSizeError())
			return -1
		}

		this.bytesRead += buf.length

		if (request.onData(buf) === false) {
			return constants.ERROR.PAUSED
		}
	}

	onMessageComplete () {
		const { client, socket, statusCode, upgrade, headers, contentLength, bytesRead, shouldKeepAlive } = this

		if (socket.destroyed && (!statusCode || shouldKeepAlive)) {
			return -1
		}

		if (upgrade) {
			return
		}

		assert(statusCode >= 100)
		assert((this.headers.length & 1) === 0)

		const request = client[kQueue][client[kRunningIdx]]
		assert(request)

		this.statusCode = null
		this.statusText = ''
		this.bytesRead = 0
		this.contentLength = ''
		this.keepAlive = ''
		this.connection = ''

		this.headers = []
		this.headersSize = 0

		if (statusCode < 200) {
			return
		}

		if (request.method !== 'HEAD' && contentLength && bytesRead !== parseInt(contentLength, 10)) {
			util.destroy(socket, new ResponseContentLengthMismatchError())
			return -1
		}

		request.onComplete(headers)

		client[kQueue][client[kRunningIdx]++] = null
		socket[kSocketUsed] = true

		if (socket[kWriting]) {
			assert(client[kRunning] === 0)
			util.destroy(socket, new InformationalError('reset'))
			return constants.ERROR.PAUSED
		} else if (!shouldKeepAlive) {
			util.destroy(socket, new InformationalError('reset'))
			return constants.ERROR.PAUSED
		} else if (socket[kReset] && client[kRunning] === 0) {
			util.destroy(socket, new InformationalError('reset'))
			return constants.ERROR.PAUSED
		} else if (client[kPipelining] == null || client[kPipelining] === 1) {
			setImmediate(() => client[kResume]())
		} else {
			client[kResume]()
		}
	}
}

function onParserTimeout (parser) {
	const { socket, timeoutType, client, paused } = parser.deref()

	if (timeoutType === TIMEOUT_HEADERS) {
		if (!socket[kWriting] || socket.writableNeedDrain || client[kRunning] > 1) {
			assert(!paused, 'cannot be paused while waiting for headers')
			util.destroy(socket, new HeadersTimeoutError())
		}
	} else if (timeoutType === TIMEOUT_BODY) {
		if (!paused) {
			util.destroy(socket, new BodyTimeoutError())
		}
	} else if (timeoutType === TIMEOUT_KEEP_ALIVE) {
		assert(client[kRunning] === 0 && client[kKeepAliveTimeoutValue])
		util.destroy(socket, new InformationalError('socket idle timeout'))
	}
}

async function connectH1 (client, socket) {
	client[kSocket] = socket

	if (!llhttpInstance) {
		llhttpInstance = await llhttpPromise
		llhttpPromise = null
	}

	socket[kNoRef] = false
	socket[kWriting] = false
	socket[kReset] = false
	socket[kBlocking] = false
	socket[kIdleSocketValidation] = 0
	socket[kIdleSocketValidationTimeout] = null
	socket[kSocketUsed] = false
	socket[kParser] = new Parser(client, socket, llhttpInstance)

	addListener(socket, 'error', function (err) {
		const parser = this[kParser]

		if (err.code === 'ECONNRESET' && parser.statusCode && !parser.shouldKeepAlive) {
			const parserErr = parser.finish()
			if (parserErr) {
				this[kError] = parserErr
				this[kClient][kOnError](parserErr)
			}
			return
		}

		this[kError] = err

		this[kClient][kOnError](err)
	})
	addListener(socket, 'readable', function () {
		const parser = this[kParser]

		if (parser) {
			parser.readMore()
		}
	})
	addListener(socket, 'end', function () {
		const parser = this[kParser]

		if (parser.statusCode && !parser.shouldKeepAlive) {
			const parserErr = parser.finish()
			if (parserErr) {
				util.destroy(this, parserErr)
			}
			return
		}

		util.destroy(this, new SocketError('other side closed', util.getSocketInfo(this)))
	})
	addListener(socket, 'close', function () {
		const client = this[kClient]
		const parser = this[kParser]

		clearIdleSocketValidation(this)

		if (parser) {
			if (!this[kError] && parser.statusCode && !parser.shouldKeepAlive) {
				this[kError] = parser.finish() || this[kError]
			}

			this[kParser].destroy()
			this[kParser] = null
		}

		const err = this[kError] || new SocketError('closed', util.getSocketInfo(this))

		client[kSocket] = null
		client[kHTTPContext] = null

		if (client.destroyed) {
			assert(client[kPending] === 0)

			const requests = client[kQueue].splice(client[kRunningIdx])
			for (let i = 0; i < requests.length; i++) {
				const request = requests[i]
				util.errorRequest(client, request, err)
			}
		} else if (client[kRunning] > 0 && err.code !== 'UND_ERR_INFO') {
			const request = client[kQueue][client[kRunningIdx]]
			client[kQueue][client[kRunningIdx]++] = null

			util.errorRequest(client, request, err)
		}

		client[kPendingIdx] = client[kRunningIdx]

		assert(client[kRunning] === 0)

		client.emit('disconnect', client[kUrl], [client], err)

		client[kResume]()
	})

	let closed = false
	socket.on('close', () => {
		closed = true
	})

	return {
		version: 'h1',
		defaultPipelining: 1,
		write (...args) {
			return writeH1(client, ...args)
		},
		resume () {
			resumeH1(client)
		},
		destroy (err, callback) {
			if (closed) {
				queueMicrotask(callback)
			} else {
				socket.destroy(err).on('close', callback)
			}
		},
		get destroyed () {
			return socket.destroyed
		},
		busy (request) {
			if (socket[kWriting] || socket[kReset] || socket[kBlocking] || socket[kIdleSocketValidation] === 1) {
				return true
			}

			if (request) {
				if (client[kRunning] > 0 && !request.idempotent) {
					return true
				}

				if (client[kRunning] > 0 && (request.upgrade || request.method === 'CONNECT')) {
					return true
				}

				if (client[kRunning] > 0 && util.bodyLength(request.body) !== 0 &&
					(util.isStream(request.body) || util.isAsyncIterable(request.body) || util.isFormDataLike(request.body))) {

					return true
				}
			}

			return false
		}
	}
}

function clearIdleSocketValidation (socket) {
	if (socket[kIdleSocketValidationTimeout]) {
		clearImmediate(socket[kIdleSocketValidationTimeout])
		socket[kIdleSocketValidationTimeout] = null
	}

	socket[kIdleSocketValidation] = 0
}

function scheduleIdleSocketValidation (client, socket) {
	socket[kIdleSocketValidation] = 1
	socket[kIdleSocketValidationTimeout] = setImmediate(() => {
		socket[kIdleSocketValidationTimeout] = null
		socket[kIdleSocketValidation] = 2

		if (client[kSocket] === socket && !socket.destroyed) {
			client[kResume]()
		}
	})
}

function resumeH1 (client) {
	const socket = client[kSocket]

	if (socket && !socket.destroyed) {
		if (client[kSize] === 0) {
			if (!socket[kNoRef] && socket.unref) {
				socket.unref()
				socket[kNoRef] = true
			}
		} else if (socket[kNoRef] && socket.ref) {
			socket.ref()
			socket[kNoRef] = false
		}

		if (client[kRunning] === 0 && client[kPending] > 0 && socket[kSocketUsed]) {
			if (socket[kIdleSocketValidation] === 0) {
				scheduleIdleSocketValidation(client, socket)
				socket[kParser].readMore()
				if (socket.destroyed) {
					return
				}
				return
			}

			if (socket[kIdleSocketValidation] === 1) {
				socket[kParser].readMore()
				if (socket.destroyed) {
					return
				}
				return
			}
		}

		if (client[kRunning] === 0) {
			socket[kParser].readMore()
			if (socket.destroyed) {
				return
			}
		}

		if (client[kSize] === 0) {
			if (socket[kParser].timeoutType !== TIMEOUT_KEEP_ALIVE) {
				socket[kParser].setTimeout(client[kKeepAliveTimeoutValue], TIMEOUT_KEEP_ALIVE)
			}
		} else if (client[kRunning] > 0 && socket[kParser].statusCode < 200) {
			if (socket[kParser].timeoutType !== TIMEOUT_HEADERS) {
				const request = client[kQueue][client[kRunningIdx]]
				const headersTimeout = request.headersTimeout != null
					? request.headersTimeout
					: client[kHeadersTimeout]
				socket[kParser].setTimeout(headersTimeout, TIMEOUT_HEADERS)
			}
		}
	}
}

function shouldSendContentLength (method) {
	return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && method !== 'TRACE' && method !== 'CONNECT'
}

function writeH1 (client, request) {
	const { method, path, host, upgrade, blocking, reset } = request

	let { body, headers, contentLength } = request



	const expectsPayload = (
		method === 'PUT' ||
		method === 'POST' ||
		method === 'PATCH' ||
		method === 'QUERY' ||
		method === 'PROPFIND' ||
		method === 'PROPPATCH'
	)

	if (util.isFormDataLike(body)) {
		if (!extractBody) {
			extractBody = (__webpack_require__(4492).extractBody)
		}

		const [bodyStream, contentType] = extractBody(body)
		if (request.contentType == null) {
			headers.push('content-type', contentType)
		}
		body = bodyStream.stream
		contentLength = bodyStream.length
	} else if (util.isBlobLike(body) && request.contentType == null) {
		const contentType = body.type
		if (contentType) {
			const contentTypeValue = `${contentType}`
			if (!util.isValidHeaderValue(contentTypeValue)) {
				util.errorRequest(client, request, new InvalidArgumentError('invalid content-type header'))
				return false
			}
			headers.push('content-type', contentTypeValue)
		}
	}

	if (body && typeof body.read === 'function') {
		body.read(0)
	}

	const bodyLength = util.bodyLength(body)

	contentLength = bodyLength ?? contentLength

	if (contentLength === null) {
		contentLength = request.contentLength
	}

	if (contentLength === 0 && !expectsPayload) {

		contentLength = null
	}

	if (shouldSendContentLength(method) && contentLength > 0 && request.contentLength !== null && request.contentLength !== contentLength) {
		if (client[kStrictContentLength]) {
			util.errorRequest(client, request, new RequestContentLengthMismatchError())
			return false
		}

		process.emitWarning(new RequestContentLengthMismatchError())
	}

	const socket = client[kSocket]
	clearIdleSocketValidation(socket)

	const abort = (error) => {
		if (request.aborted) {
			return
		}

		if (request.completed) {
			if (request.upgrade || request.method === 'CONNECT') {
				util.destroy(socket, new InformationalError('aborted'))
			}
			return
		}

		util.errorRequest(client, request, error || new RequestAbortedError())

		util.destroy(body)
		util.destroy(socket, new InformationalError('aborted'))
	}

	try {
		request.onConnect(abort)
	} catch (err) {
		util.errorRequest(client, request, err)
	}

	if (request.aborted) {
		return false
	}

	if (method === 'HEAD') {

		socket[kReset] = true
	}

	if (upgrade || method === 'CONNECT') {

		socket[kReset] = true
	}

	if (reset != null) {
		socket[kReset] = reset
	}

	if (client[kMaxRequests] && socket[kCounter]++ >= client[kMaxRequests]) {
		socket[kReset] = true
	}

	if (blocking) {
		socket[kBlocking] = true
	}

	let header = `${method} ${path} HTTP/1.1\r\n`

	if (typeof host === 'string') {
		header += `host: ${host}\r\n`
	} else {
		header += client[kHostHeader]
	}

	if (upgrade) {
		header += `connection: upgrade\r\nupgrade: ${upgrade}\r\n`
	} else if (client[kPipelining] && !socket[kReset]) {
		header += 'connection: keep-alive\r\n'
	} else {
		header += 'connection: close\r\n'
	}

	if (Array.isArray(headers)) {
		for (let n = 0; n < headers.length; n += 2) {
			const key = headers[n + 0]
			const val = headers[n + 1]

			if (Array.isArray(val)) {
				for (let i = 0; i < val.length; i++) {
					header += `${key}: ${val[i]}\r\n`
				}
			} else {
				header += `${key}: ${val}\r\n`
			}
		}
	}

	if (channels.sendHeaders.hasSubscribers) {
		channels.sendHeaders.publish({ request, headers: header, socket })
	}

	if (!body || bodyLength === 0) {
		writeBuffer(abort, null, client, request, socket, contentLength, header, expectsPayload)
	} else if (util.isBuffer(body)) {
		writeBuffer(abort, body, client, request, socket, contentLength, header, expectsPayload)
	} else if (util.isBlobLike(body)) {
		if (typeof body.stream === 'function') {
			writeIterable(abort, body.stream(), client, request, socket, contentLength, header, expectsPayload)
		} else {
			writeBlob(abort, body, client, request, socket, contentLength, header, expectsPayload)
		}
	} else if (util.isStream(body)) {
		writeStream(abort, body, client, request, socket, contentLength, header, expectsPayload)
	} else if (util.isIterable(body)) {
		writeIterable(abort, body, client, request, socket, contentLength, header, expectsPayload)
	} else {
		assert(false)
	}

	return true
}

function writeStream (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	assert(contentLength !== 0 || client[kRunning] === 0, 'stream body cannot be pipelined')

	let finished = false

	const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header })

	const onData = function (chunk) {
		if (finished) {
			return
		}

		try {
			if (!writer.write(chunk) && this.pause) {
				this.pause()
			}
		} catch (err) {
			util.destroy(this, err)
		}
	}
	const onDrain = function () {
		if (finished) {
			return
		}

		if (body.resume) {
			body.resume()
		}
	}
	const onClose = function () {
		queueMicrotask(() => {
			body.removeListener('error', onFinished)
		})

		if (!finished) {
			const err = new RequestAbortedError()
			queueMicrotask(() => onFinished(err))
		}
	}
	const onFinished = function (err) {
		if (finished) {
			return
		}

		finished = true

		assert(socket.destroyed || (socket[kWriting] && client[kRunning] <= 1))

		socket
			.off('drain', onDrain)
			.off('error', onFinished)

		body
			.removeListener('data', onData)
			.removeListener('end', onFinished)
			.removeListener('close', onClose)

		if (!err) {
			try {
				writer.end()
			} catch (er) {
				err = er
			}
		}

		writer.destroy(err)

		if (err && (err.code !== 'UND_ERR_INFO' || err.message !== 'reset')) {
			util.destroy(body, err)
		} else {
			util.destroy(body)
		}
	}

	body
		.on('data', onData)
		.on('end', onFinished)
		.on('error', onFinished)
		.on('close', onClose)

	if (body.resume) {
		body.resume()
	}

	socket
		.on('drain', onDrain)
		.on('error', onFinished)

	if (body.errorEmitted ?? body.errored) {
		setImmediate(() => onFinished(body.errored))
	} else if (body.endEmitted ?? body.readableEnded) {
		setImmediate(() => onFinished(null))
	}

	if (body.closeEmitted ?? body.closed) {
		setImmediate(onClose)
	}
}

function writeBuffer (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	try {
		if (!body) {
			if (contentLength === 0) {
				socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1')
			} else {
				assert(contentLength === null, 'no body must not have content length')
				socket.write(`${header}\r\n`, 'latin1')
			}
		} else if (util.isBuffer(body)) {
			assert(contentLength === body.byteLength, 'buffer body must have content length')

			socket.cork()
			socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1')
			socket.write(body)
			socket.uncork()
			request.onBodySent(body)

			if (!expectsPayload && request.reset !== false) {
				socket[kReset] = true
			}
		}
		request.onRequestSent()

		client[kResume]()
	} catch (err) {
		abort(err)
	}
}

async function writeBlob (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	assert(contentLength === body.size, 'blob body must have content length')

	try {
		if (contentLength != null && contentLength !== body.size) {
			throw new RequestContentLengthMismatchError()
		}

		const buffer = Buffer.from(await body.arrayBuffer())

		socket.cork()
		socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1')
		socket.write(buffer)
		socket.uncork()

		request.onBodySent(buffer)
		request.onRequestSent()

		if (!expectsPayload && request.reset !== false) {
			socket[kReset] = true
		}

		client[kResume]()
	} catch (err) {
		abort(err)
	}
}

async function writeIterable (abort, body, client, request, socket, contentLength, header, expectsPayload) {
	assert(contentLength !== 0 || client[kRunning] === 0, 'iterator body cannot be pipelined')

	let callback = null
	function onDrain () {
		if (callback) {
			const cb = callback
			callback = null
			cb()
		}
	}

	const waitForDrain = () => new Promise((resolve, reject) => {
		assert(callback === null)

		if (socket[kError]) {
			reject(socket[kError])
		} else {
			callback = resolve
		}
	})

	socket
		.on('close', onDrain)
		.on('drain', onDrain)

	const writer = new AsyncWriter({ abort, socket, request, contentLength, client, expectsPayload, header })
	try {
		for await (const chunk of body) {
			if (socket[kError]) {
				throw socket[kError]
			}

			if (!writer.write(chunk)) {
				await waitForDrain()
			}
		}

		writer.end()
	} catch (err) {
		writer.destroy(err)
	} finally {
		socket
			.off('close', onDrain)
			.off('drain', onDrain)
	}
}

class AsyncWriter {
	constructor ({ abort, socket, request, contentLength, client, expectsPayload, header }) {
		this.socket = socket
		this.request = request
		this.contentLength = contentLength
		this.client = client
		this.bytesWritten = 0
		this.expectsPayload = expectsPayload
		this.header = header
		this.abort = abort

		socket[kWriting] = true
	}

	write (chunk) {
		const { socket, request, contentLength, client, bytesWritten, expectsPayload, header } = this

		if (socket[kError]) {
			throw socket[kError]
		}

		if (socket.destroyed) {
			return false
		}

		const len = Buffer.byteLength(chunk)
		if (!len) {
			return true
		}

		if (contentLength !== null && bytesWritten + len > contentLength) {
			if (client[kStrictContentLength]) {
				throw new RequestContentLengthMismatchError()
			}

			process.emitWarning(new RequestContentLengthMismatchError())
		}

		socket.cork()

		if (bytesWritten === 0) {
			if (!expectsPayload && request.reset !== false) {
				socket[kReset] = true
			}

			if (contentLength === null) {
				socket.write(`${header}transfer-encoding: chunked\r\n`, 'latin1')
			} else {
				socket.write(`${header}content-length: ${contentLength}\r\n\r\n`, 'latin1')
			}
		}

		if (contentLength === null) {
			socket.write(`\r\n${len.toString(16)}\r\n`, 'latin1')
		}

		this.bytesWritten += len

		const ret = socket.write(chunk)

		socket.uncork()

		request.onBodySent(chunk)

		if (!ret) {
			if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
				if (socket[kParser].timeout.refresh) {
					socket[kParser].timeout.refresh()
				}
			}
		}

		return ret
	}

	end () {
		const { socket, contentLength, client, bytesWritten, expectsPayload, header, request } = this
		request.onRequestSent()

		socket[kWriting] = false

		if (socket[kError]) {
			throw socket[kError]
		}

		if (socket.destroyed) {
			return
		}

		if (bytesWritten === 0) {
			if (expectsPayload) {

				socket.write(`${header}content-length: 0\r\n\r\n`, 'latin1')
			} else {
				socket.write(`${header}\r\n`, 'latin1')
			}
		} else if (contentLength === null) {
			socket.write('\r\n0\r\n\r\n', 'latin1')
		}

		if (contentLength !== null && bytesWritten !== contentLength) {
			if (client[kStrictContentLength]) {
				throw new RequestContentLengthMismatchError()
			} else {
				process.emitWarning(new RequestContentLengthMismatchError())
			}
		}

		if (socket[kParser].timeout && socket[kParser].timeoutType === TIMEOUT_HEADERS) {
			if (socket[kParser].timeout.refresh) {
				socket[kParser].timeout.refresh()
			}
		}

		client[kResume]()
	}

	destroy (err) {
		const { socket, client, abort } = this

		socket[kWriting] = false

		if (err) {
			assert(client[kRunning] <= 1, 'pipeline should only contain this request')
			abort(err)
		}
	}
}

module.exports = connectH1


}),

8788:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)
const { errorMonitor } = __webpack_require__(8474)
const { pipeline } = __webpack_require__(7075)
const util = __webpack_require__(3440)
const {
	RequestContentLengthMismatchError,
	RequestAbortedError,
	SocketError,
	InformationalError
} = __webpack_require__(8707)
const {
	kUrl,
	kReset,
	kClient,
	kRunning,
	kPending,
	kQueue,
	kPendingIdx,
	kRunningIdx,
	kError,
	kSocket,
	kStrictContentLength,
	kOnError,
	kMaxConcurrentStreams,
	kHTTP2Session,
	kResume,
	kSize,
	kHTTPContext
} = __webpack_require__(6443)

const kOpenStreams = Symbol('open streams')

let extractBody

let h2ExperimentalWarned = false

let http2
try {
	http2 = __webpack_require__(2467)
} catch {
	http2 = { constants: {} }
}

const {
	constants: {
		HTTP2_HEADER_AUTHORITY,
		HTTP2_HEADER_METHOD,
		HTTP2_HEADER_PATH,
		HTTP2_HEADER_SCHEME,
		HTTP2_HEADER_CONTENT_LENGTH,
		HTTP2_HEADER_EXPECT,
		HTTP2_HEADER_STATUS
	}
} = http2

function parseH2Headers (headers) {
	const result = []

	for (const [name, value] of Object.entries(headers)) {
		if (Array.isArray(value)) {
			for (const subvalue of value) {
				result.push(Buffer.from(name), Buffer.from(subvalue))
			}
		} else {
			result.push(Buffer.from(name), Buffer.from(value))
		}
	}

	return result
}

function parseH2ResponseHeaders (headers) {
	const { [HTTP2_HEADER_STATUS]: _statusCode, ...realHeaders } = headers
	return parseH2Headers(realHeaders)
}

async function connectH2 (client, socket) {
	client[kSocket] = socket

	if (!h2ExperimentalWarned) {
		h2ExperimentalWarned = true
		process.emitWarning('H2 support is experimental, expect them to change at any time.', {
			code: 'UNDICI-H2'
		})
	}

	const session = http2.connect(client[kUrl], {
		createConnection: () => socket,
		peerMaxConcurrentStreams: client[kMaxConcurrentStreams]
	})

	session[kOpenStreams] = 0
	session[kClient] = client
	session[kSocket] = socket

	util.addListener(session, 'error', onHttp2SessionError)
	util.addListener(session, 'frameError', onHttp2FrameError)
	util.addListener(session, 'end', onHttp2SessionEnd)
	util.addListener(session, 'goaway', onHTTP2GoAway)
	util.addListener(session, 'close', function () {
		const { [kClient]: client } = this
		const { [kSocket]: socket } = client

		const err = this[kSocket][kError] || this[kError] || new SocketError('closed', util.getSocketInfo(socket))

		client[kHTTP2Session] = null

		if (client.destroyed) {
			assert(client[kPending] === 0)

			const requests = client[kQueue].splice(client[kRunningIdx])
			for (let i = 0; i < requests.length; i++) {
				const request = requests[i]
				util.errorRequest(client, request, err)
			}
		}
	})

	session.unref()

	client[kHTTP2Session] = session
	socket[kHTTP2Session] = session

	util.addListener(socket, 'error', function (err) {
		this[kError] = err

		this[kClient][kOnError](err)
	})

	util.addListener(socket, 'end', function () {
		util.destroy(this, new SocketError('other side closed', util.getSocketInfo(this)))
	})

	util.addListener(socket, 'close', function () {
		const err = this[kError] || new SocketError('closed', util.getSocketInfo(this))

		client[kSocket] = null

		if (this[kHTTP2Session] != null) {
			this[kHTTP2Session].destroy(err)
		}

		client[kPendingIdx] = client[kRunningIdx]

		assert(client[kRunning] === 0)

		client.emit('disconnect', client[kUrl], [client], err)

		client[kResume]()
	})

	let closed = false
	socket.on('close', () => {
		closed = true
	})

	return {
		version: 'h2',
		defaultPipelining: Infinity,
		write (...args) {
			return writeH2(client, ...args)
		},
		resume () {
			resumeH2(client)
		},
		destroy (err, callback) {
			if (closed) {
				queueMicrotask(callback)
			} else {
				socket.destroy(err).on('close', callback)
			}
		},
		get destroyed () {
			return socket.destroyed
		},
		busy () {
			return false
		}
	}
}

function resumeH2 (client) {
	const socket = client[kSocket]

	if (socket?.destroyed === false) {
		if (client[kSize] === 0 && client[kMaxConcurrentStreams] === 0) {
			socket.unref()
			client[kHTTP2Session].unref()
		} else {
			socket.ref()
			client[kHTTP2Session].ref()
		}
	}
}

function onHttp2SessionError (err) {
	this[kSocket][kError] = err
	this[kClient][kOnError](err)
}

function onHttp2FrameError (type, code, id) {
	if (id === 0) {
		const err = new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`)
		this[kSocket][kError] = err
		this[kClient][kOnError](err)
	}
}

function onHttp2SessionEnd () {
	const err = new SocketError('other side closed', util.getSocketInfo(this[kSocket]))
	this.destroy(err)
	util.destroy(this[kSocket], err)
}

function onHTTP2GoAway (code) {
	const err = this[kError] || new SocketError(`HTTP/2: "GOAWAY" frame received with code ${code}`, util.getSocketInfo(this))
	const client = this[kClient]

	client[kSocket] = null
	client[kHTTPContext] = null

	if (this[kHTTP2Session] != null) {
		this[kHTTP2Session].destroy(err)
		this[kHTTP2Session] = null
	}

	util.destroy(this[kSocket], err)

	if (client[kRunningIdx] < client[kQueue].length) {
		const request = client[kQueue][client[kRunningIdx]]
		client[kQueue][client[kRunningIdx]++] = null
		util.errorRequest(client, request, err)
		client[kPendingIdx] = client[kRunningIdx]
	}

	assert(client[kRunning] === 0)

	client.emit('disconnect', client[kUrl], [client], err)

	client[kResume]()
}

function shouldSendContentLength (method) {
	return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && method !== 'TRACE' && method !== 'CONNECT'
}

function writeH2 (client, request) {
	const session = client[kHTTP2Session]
	const { method, path, host, upgrade, expectContinue, signal, headers: reqHeaders } = request
	let { body } = request

	if (upgrade) {
		util.errorRequest(client, request, new Error('Upgrade not supported for H2'))
		return false
	}

	const headers = {}
	for (let n = 0; n < reqHeaders.length; n += 2) {
		const key = reqHeaders[n + 0]
		const val = reqHeaders[n + 1]

		if (Array.isArray(val)) {
			for (let i = 0; i < val.length; i++) {
				if (headers[key]) {
					headers[key] += `,${val[i]}`
				} else {
					headers[key] = val[i]
				}
			}
		} else {
			headers[key] = val
		}
	}

	let stream

	const { hostname, port } = client[kUrl]

	headers[HTTP2_HEADER_AUTHORITY] = host || `${hostname}${port ? `:${port}` : ''}`
	headers[HTTP2_HEADER_METHOD] = method

	const abort = (error) => {
		if (request.aborted) {
			return
		}

		if (request.completed) {
			if (method === 'CONNECT' && stream != null) {
				util.destroy(stream, error || new RequestAbortedError())
			}
			return
		}

		error = error || new RequestAbortedError()

		util.errorRequest(client, request, error)

		if (stream != null) {
			util.destroy(stream, error)
		}

		util.destroy(body, error)
		client[kQueue][client[kRunningIdx]++] = null
		client[kResume]()
	}

	try {
		request.onConnect(abort)
	} catch (err) {
		util.errorRequest(client, request, err)
	}

	if (request.aborted) {
		return false
	}

	if (method === 'CONNECT') {
		session.ref()
		stream = session.request(headers, { endStream: false, signal })
		let upgradeResponseFinished = false

		const onResponse = (headers) => {
			upgradeResponseFinished = true
			stream.off(errorMonitor, onUpgradeError)
			request.onUpgradeResponse(Number(headers[HTTP2_HEADER_STATUS]), headers, parseH2ResponseHeaders)
		}

		const onUpgradeError = (error) => {
			upgradeResponseFinished = true
			stream.off('response', onResponse)
			request.onUpgradeError(error)
		}

		const onReady = () => {
			try {
				request.onUpgrade(null, null, stream)
			} catch (error) {
				stream.off('response', onResponse)
				abort(error)
				return
			}

			if (request.aborted) {
				return
			}

			stream.off('error', abort)
			stream.once(errorMonitor, onUpgradeError)
			client[kQueue][client[kRunningIdx]++] = null
		}

		stream.once('response', onResponse)
		stream.once('error', abort)
		++session[kOpenStreams]
		onReady()

		stream.once('close', () => {
			if (!upgradeResponseFinished && request.completed) {
				stream.off('response', onResponse)
				stream.off(errorMonitor, onUpgradeError)
				request.onUpgradeError(new InformationalError(`HTTP/2: "stream error" received - code ${stream.rstCode}`))
			}
			session[kOpenStreams] -= 1
			if (session[kOpenStreams] === 0) session.unref()
		})

		return true
	}


	headers[HTTP2_HEADER_PATH] = path
	headers[HTTP2_HEADER_SCHEME] = 'https'



	const expectsPayload = (
		method === 'PUT' ||
		method === 'POST' ||
		method === 'PATCH'
	)

	if (body && typeof body.read === 'function') {
		body.read(0)
	}

	let contentLength = util.bodyLength(body)

	if (util.isFormDataLike(body)) {
		extractBody ??= (__webpack_require__(4492).extractBody)

		const [bodyStream, contentType] = extractBody(body)
		headers['content-type'] = contentType

		body = bodyStream.stream
		contentLength = bodyStream.length
	}

	if (contentLength == null) {
		contentLength = request.contentLength
	}

	if (contentLength === 0 || !expectsPayload) {

		contentLength = null
	}

	if (shouldSendContentLength(method) && contentLength > 0 && request.contentLength != null && request.contentLength !== contentLength) {
		if (client[kStrictContentLength]) {
			util.errorRequest(client, request, new RequestContentLengthMismatchError())
			return false
		}

		process.emitWarning(new RequestContentLengthMismatchError())
	}

	if (contentLength != null) {
		assert(body, 'no body must not have content length')
		headers[HTTP2_HEADER_CONTENT_LENGTH] = `${contentLength}`
	}

	session.ref()

	const shouldEndStream = method === 'GET' || method === 'HEAD' || body === null
	if (expectContinue) {
		headers[HTTP2_HEADER_EXPECT] = '100-continue'
		stream = session.request(headers, { endStream: shouldEndStream, signal })

		stream.once('continue', writeBodyH2)
	} else {
		stream = session.request(headers, {
			endStream: shouldEndStream,
			signal
		})
		writeBodyH2()
	}

	++session[kOpenStreams]

	stream.once('response', headers => {
		const { [HTTP2_HEADER_STATUS]: statusCode, ...realHeaders } = headers
		request.onResponseStarted()

		if (request.aborted) {
			const err = new RequestAbortedError()
			util.errorRequest(client, request, err)
			util.destroy(stream, err)
			return
		}

		if (request.onHeaders(Number(statusCode), parseH2Headers(realHeaders), stream.resume.bind(stream), '') === false) {
			stream.pause()
		}

		stream.on('data', (chunk) => {
			if (request.onData(chunk) === false) {
				stream.pause()
			}
		})
	})

	stream.once('end', () => {
		if (stream.state?.state == null || stream.state.state < 6) {
			request.onComplete([])
		}

		if (session[kOpenStreams] === 0) {

			session.unref()
		}

		abort(new InformationalError('HTTP/2: stream half-closed (remote)'))
		client[kQueue][client[kRunningIdx]++] = null
		client[kPendingIdx] = client[kRunningIdx]
		client[kResume]()
	})

	stream.once('close', () => {
		session[kOpenStreams] -= 1
		if (session[kOpenStreams] === 0) {
			session.unref()
		}
	})

	stream.once('error', function (err) {
		abort(err)
	})

	stream.once('frameError', (type, code) => {
		abort(new InformationalError(`HTTP/2: "frameError" received - type ${type}, code ${code}`))
	})





	return true

	function writeBodyH2 () {
		if (!body || contentLength === 0) {
			writeBuffer(
				abort,
				stream,
				null,
				client,
				request,
				client[kSocket],
				contentLength,
				expectsPayload
			)
		} else if (util.isBuffer(body)) {
			writeBuffer(
				abort,
				stream,
				body,
				client,
				request,
				client[kSocket],
				contentLength,
				expectsPayload
			)
		} else if (util.isBlobLike(body)) {
			if (typeof body.stream === 'function') {
				writeIterable(
					abort,
					stream,
					body.stream(),
					client,
					request,
					client[kSocket],
					contentLength,
					expectsPayload
				)
			} else {
				writeBlob(
					abort,
					stream,
					body,
					client,
					request,
					client[kSocket],
					contentLength,
					expectsPayload
				)
			}
		} else if (util.isStream(body)) {
			writeStream(
				abort,
				client[kSocket],
				expectsPayload,
				stream,
				body,
				client,
				request,
				contentLength
			)
		} else if (util.isIterable(body)) {
			writeIterable(
				abort,
				stream,
				body,
				client,
				request,
				client[kSocket],
				contentLength,
				expectsPayload
			)
		} else {
			assert(false)
		}
	}
}

function writeBuffer (abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
	try {
		if (body != null && util.isBuffer(body)) {
			assert(contentLength === body.byteLength, 'buffer body must have content length')
			h2stream.cork()
			h2stream.write(body)
			h2stream.uncork()
			h2stream.end()

			request.onBodySent(body)
		}

		if (!expectsPayload) {
			socket[kReset] = true
		}

		request.onRequestSent()
		client[kResume]()
	} catch (error) {
		abort(error)
	}
}

function writeStream (abort, socket, expectsPayload, h2stream, body, client, request, contentLength) {
	assert(contentLength !== 0 || client[kRunning] === 0, 'stream body cannot be pipelined')

	const pipe = pipeline(
		body,
		h2stream,
		(err) => {
			if (err) {
				util.destroy(pipe, err)
				abort(err)
			} else {
				util.removeAllListeners(pipe)
				request.onRequestSent()

				if (!expectsPayload) {
					socket[kReset] = true
				}

				client[kResume]()
			}
		}
	)

	util.addListener(pipe, 'data', onPipeData)

	function onPipeData (chunk) {
		request.onBodySent(chunk)
	}
}

async function writeBlob (abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
	assert(contentLength === body.size, 'blob body must have content length')

	try {
		if (contentLength != null && contentLength !== body.size) {
			throw new RequestContentLengthMismatchError()
		}

		const buffer = Buffer.from(await body.arrayBuffer())

		h2stream.cork()
		h2stream.write(buffer)
		h2stream.uncork()
		h2stream.end()

		request.onBodySent(buffer)
		request.onRequestSent()

		if (!expectsPayload) {
			socket[kReset] = true
		}

		client[kResume]()
	} catch (err) {
		abort(err)
	}
}

async function writeIterable (abort, h2stream, body, client, request, socket, contentLength, expectsPayload) {
	assert(contentLength !== 0 || client[kRunning] === 0, 'iterator body cannot be pipelined')

	let callback = null
	function onDrain () {
		if (callback) {
			const cb = callback
			callback = null
			cb()
		}
	}

	const waitForDrain = () => new Promise((resolve, reject) => {
		assert(callback === null)

		if (socket[kError]) {
			reject(socket[kError])
		} else {
			callback = resolve
		}
	})

	h2stream
		.on('close', onDrain)
		.on('drain', onDrain)

	try {
		for await (const chunk of body) {
			if (socket[kError]) {
				throw socket[kError]
			}

			const res = h2stream.write(chunk)
			request.onBodySent(chunk)
			if (!res) {
				await waitForDrain()
			}
		}

		h2stream.end()

		request.onRequestSent()

		if (!expectsPayload) {
			socket[kReset] = true
		}

		client[kResume]()
	} catch (err) {
		abort(err)
	} finally {
		h2stream
			.off('close', onDrain)
			.off('drain', onDrain)
	}
}

module.exports = connectH2


}),

3701:
((module, __unused_webpack_exports, __webpack_require__) => {




const assert = __webpack_require__(4589)
const net = __webpack_require__(7030)
const http = __webpack_require__(7067)
const util = __webpack_require__(3440)
const { channels } = __webpack_require__(2414)
const Request = __webpack_require__(4655)
const DispatcherBase = __webpack_require__(1841)
const {
	InvalidArgumentError,
	InformationalError,
	ClientDestroyedError
} = __webpack_require__(8707)
const buildConnector = __webpack_require__(9136)
const {
	kUrl,
	kServerName,
	kClient,
	kBusy,
	kConnect,
	kResuming,
	kRunning,
	kPending,
	kSize,
	kQueue,
	kConnected,
	kConnecting,
	kNeedDrain,
	kKeepAliveDefaultTimeout,
	kHostHeader,
	kPendingIdx,
	kRunningIdx,
	kError,
	kPipelining,
	kKeepAliveTimeoutValue,
	kMaxHeadersSize,
	kKeepAliveMaxTimeout,
	kKeepAliveTimeoutThreshold,
	kHeadersTimeout,
	kBodyTimeout,
	kStrictContentLength,
	kConnector,
	kMaxRedirections,
	kMaxRequests,
	kCounter,
	kClose,
	kDestroy,
	kDispatch,
	kInterceptors,
	kLocalAddress,
	kMaxResponseSize,
	kOnError,
	kHTTPContext,
	kMaxConcurrentStreams,
	kResume
} = __webpack_require__(6443)
const connectH1 = __webpack_require__(637)
const connectH2 = __webpack_require__(8788)
let deprecatedInterceptorWarned = false

const kClosedResolve = Symbol('kClosedResolve')

const noop = () => {}

function getPipelining (client) {
	return client[kPipelining] ?? client[kHTTPContext]?.defaultPipelining ?? 1
}

class Client extends DispatcherBase {
	constructor (url, {
		interceptors,
		maxHeaderSize,
		headersTimeout,
		socketTimeout,
		requestTimeout,
		connectTimeout,
		bodyTimeout,
		idleTimeout,
		keepAlive,
		keepAliveTimeout,
		maxKeepAliveTimeout,
		keepAliveMaxTimeout,
		keepAliveTimeoutThreshold,
		socketPath,
		pipelining,
		tls,
		strictContentLength,
		maxCachedSessions,
		maxRedirections,
		connect,
		maxRequestsPerClient,
		localAddress,
		maxResponseSize,
		autoSelectFamily,
		autoSelectFamilyAttemptTimeout,
		maxConcurrentStreams,
		allowH2,
		webSocket,
		eventSource
	} = {}) {
		super({ webSocket, eventSource })

		if (keepAlive !== undefined) {
			throw new InvalidArgumentError('unsupported keepAlive, use pipelining=0 instead')
		}

		if (socketTimeout !== undefined) {
			throw new InvalidArgumentError('unsupported socketTimeout, use headersTimeout & bodyTimeout instead')
		}

		if (requestTimeout !== undefined) {
			throw new InvalidArgumentError('unsupported requestTimeout, use headersTimeout & bodyTimeout instead')
		}

		if (idleTimeout !== undefined) {
			throw new InvalidArgumentError('unsupported idleTimeout, use keepAliveTimeout instead')
		}

		if (maxKeepAliveTimeout !== undefined) {
			throw new InvalidArgumentError('unsupported maxKeepAliveTimeout, use keepAliveMaxTimeout instead')
		}

		if (maxHeaderSize != null && !Number.isFinite(maxHeaderSize)) {
			throw new InvalidArgumentError('invalid maxHeaderSize')
		}

		if (socketPath != null && typeof socketPath !== 'string') {
			throw new InvalidArgumentError('invalid socketPath')
		}

		if (connectTimeout != null && (!Number.isFinite(connectTimeout) || connectTimeout < 0)) {
			throw new InvalidArgumentError('invalid connectTimeout')
		}

		if (keepAliveTimeout != null && (!Number.isFinite(keepAliveTimeout) || keepAliveTimeout <= 0)) {
			throw new InvalidArgumentError('invalid keepAliveTimeout')
		}

		if (keepAliveMaxTimeout != null && (!Number.isFinite(keepAliveMaxTimeout) || keepAliveMaxTimeout <= 0)) {
			throw new InvalidArgumentError('invalid keepAliveMaxTimeout')
		}

		if (keepAliveTimeoutThreshold != null && !Number.isFinite(keepAliveTimeoutThreshold)) {
			throw new InvalidArgumentError('invalid keepAliveTimeoutThreshold')
		}

		if (headersTimeout != null && (!Number.isInteger(headersTimeout) || headersTimeout < 0)) {
			throw new InvalidArgumentError('headersTimeout must be a positive integer or zero')
		}

		if (bodyTimeout != null && (!Number.isInteger(bodyTimeout) || bodyTimeout < 0)) {
			throw new InvalidArgumentError('bodyTimeout must be a positive integer or zero')
		}

		if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
			throw new InvalidArgumentError('connect must be a function or an object')
		}

		if (maxRedirections != null && (!Number.isInteger(maxRedirections) || maxRedirections < 0)) {
			throw new InvalidArgumentError('maxRedirections must be a positive number')
		}

		if (maxRequestsPerClient != null && (!Number.isInteger(maxRequestsPerClient) || maxRequestsPerClient < 0)) {
			throw new InvalidArgumentError('maxRequestsPerClient must be a positive number')
		}

		if (localAddress != null && (typeof localAddress !== 'string' || net.isIP(localAddress) === 0)) {
			throw new InvalidArgumentError('localAddress must be valid string IP address')
		}

		if (maxResponseSize != null && (!Number.isInteger(maxResponseSize) || maxResponseSize < -1)) {
			throw new InvalidArgumentError('maxResponseSize must be a positive number')
		}

		if (
			autoSelectFamilyAttemptTimeout != null &&
			(!Number.isInteger(autoSelectFamilyAttemptTimeout) || autoSelectFamilyAttemptTimeout < -1)
		) {
			throw new InvalidArgumentError('autoSelectFamilyAttemptTimeout must be a positive number')
		}

		if (allowH2 != null && typeof allowH2 !== 'boolean') {
			throw new InvalidArgumentError('allowH2 must be a valid boolean value')
		}

		if (maxConcurrentStreams != null && (typeof maxConcurrentStreams !== 'number' || maxConcurrentStreams < 1)) {
			throw new InvalidArgumentError('maxConcurrentStreams must be a positive integer, greater than 0')
		}

		if (typeof connect !== 'function') {
			connect = buildConnector({
				...tls,
				maxCachedSessions,
				allowH2,
				socketPath,
				timeout: connectTimeout,
				...(autoSelectFamily ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
				...connect
			})
		}

		if (interceptors?.Client && Array.isArray(interceptors.Client)) {
			this[kInterceptors] = interceptors.Client
			if (!deprecatedInterceptorWarned) {
				deprecatedInterceptorWarned = true
				process.emitWarning('Client.Options#interceptor is deprecated. Use Dispatcher#compose instead.', {
					code: 'UNDICI-CLIENT-INTERCEPTOR-DEPRECATED'
				})
			}
		} else {
			this[kInterceptors] = [createRedirectInterceptor({ maxRedirections })]
		}

		this[kUrl] = util.parseOrigin(url)
		this[kConnector] = connect
		this[kPipelining] = pipelining != null ? pipelining : 1
		this[kMaxHeadersSize] = maxHeaderSize || http.maxHeaderSize
		this[kKeepAliveDefaultTimeout] = keepAliveTimeout == null ? 4e3 : keepAliveTimeout
		this[kKeepAliveMaxTimeout] = keepAliveMaxTimeout == null ? 600e3 : keepAliveMaxTimeout
		this[kKeepAliveTimeoutThreshold] = keepAliveTimeoutThreshold == null ? 2e3 : keepAliveTimeoutThreshold
		this[kKeepAliveTimeoutValue] = this[kKeepAliveDefaultTimeout]
		this[kServerName] = null
		this[kLocalAddress] = localAddress != null ? localAddress : null
		this[kResuming] = 0
		this[kNeedDrain] = 0
		this[kHostHeader] = `host: ${this[kUrl].hostname}${this[kUrl].port ? `:${this[kUrl].port}` : ''}\r\n`
		this[kBodyTimeout] = bodyTimeout != null ? bodyTimeout : 300e3
		this[kHeadersTimeout] = headersTimeout != null ? headersTimeout : 300e3
		this[kStrictContentLength] = strictContentLength == null ? true : strictContentLength
		this[kMaxRedirections] = maxRedirections
		this[kMaxRequests] = maxRequestsPerClient
		this[kClosedResolve] = null
		this[kMaxResponseSize] = maxResponseSize > -1 ? maxResponseSize : -1
		this[kMaxConcurrentStreams] = maxConcurrentStreams != null ? maxConcurrentStreams : 100
		this[kHTTPContext] = null


		this[kQueue] = []
		this[kRunningIdx] = 0
		this[kPendingIdx] = 0

		this[kResume] = (sync) => resume(this, sync)
		this[kOnError] = (err) => onError(this, err)
	}

	get pipelining () {
		return this[kPipelining]
	}

	set pipelining (value) {
		this[kPipelining] = value
		this[kResume](true)
	}

	get [kPending] () {
		return this[kQueue].length - this[kPendingIdx]
	}

	get [kRunning] () {
		return this[kPendingIdx] - this[kRunningIdx]
	}

	get [kSize] () {
		return this[kQueue].length - this[kRunningIdx]
	}

	get [kConnected] () {
		return !!this[kHTTPContext] && !this[kConnecting] && !this[kHTTPContext].destroyed
	}

	get [kBusy] () {
		return Boolean(
			this[kHTTPContext]?.busy(null) ||
			(this[kSize] >= (getPipelining(this) || 1)) ||
			this[kPending] > 0
		)
	}

	[kConnect] (cb) {
		connect(this)
		this.once('connect', cb)
	}

	[kDispatch] (opts, handler) {
		const origin = opts.origin || this[kUrl].origin
		const request = new Request(origin, opts, handler)

		this[kQueue].push(request)
		if (this[kResuming]) {
		} else if (util.bodyLength(request.body) == null && util.isIterable(request.body)) {
			this[kResuming] = 1
			queueMicrotask(() => resume(this))
		} else {
			this[kResume](true)
		}

		if (this[kResuming] && this[kNeedDrain] !== 2 && this[kBusy]) {
			this[kNeedDrain] = 2
		}

		return this[kNeedDrain] < 2
	}

	async [kClose] () {
		return new Promise((resolve) => {
			if (this[kSize]) {
				this[kClosedResolve] = resolve
			} else {
				resolve(null)
			}
		})
	}

	async [kDestroy] (err) {
		return new Promise((resolve) => {
			const requests = this[kQueue].splice(this[kPendingIdx])
			for (let i = 0; i < requests.length; i++) {
				const request = requests[i]
				util.errorRequest(this, request, err)
			}

			const callback = () => {
				if (this[kClosedResolve]) {
					this[kClosedResolve]()
					this[kClosedResolve] = null
				}
				resolve(null)
			}

			if (this[kHTTPContext]) {
				this[kHTTPContext].destroy(err, callback)
				this[kHTTPContext] = null
			} else {
				queueMicrotask(callback)
			}

			this[kResume]()
		})
	}
}

const createRedirectInterceptor = __webpack_require__(5092)

function onError (client, err) {
	if (
		client[kRunning] === 0 &&
		err.code !== 'UND_ERR_INFO' &&
		err.code !== 'UND_ERR_SOCKET'
	) {

		assert(client[kPendingIdx] === client[kRunningIdx])

		const requests = client[kQueue].splice(client[kRunningIdx])

		for (let i = 0; i < requests.length; i++) {
			const request = requests[i]
			util.errorRequest(client, request, err)
		}
		assert(client[kSize] === 0)
	}
}

async function connect (client) {
	assert(!client[kConnecting])
	assert(!client[kHTTPContext])

	let { host, hostname, protocol, port } = client[kUrl]

	if (hostname[0] === '[') {
		const idx = hostname.indexOf(']')

		assert(idx !== -1)
		const ip = hostname.substring(1, idx)

		assert(net.isIP(ip))
		hostname = ip
	}

	client[kConnecting] = true

	if (channels.beforeConnect.hasSubscribers) {
		channels.beforeConnect.publish({
			connectParams: {
				host,
				hostname,
				protocol,
				port,
				version: client[kHTTPContext]?.version,
				servername: client[kServerName],
				localAddress: client[kLocalAddress]
			},
			connector: client[kConnector]
		})
	}

	try {
		const socket = await new Promise((resolve, reject) => {
			client[kConnector]({
				host,
				hostname,
				protocol,
				port,
				servername: client[kServerName],
				localAddress: client[kLocalAddress]
			}, (err, socket) => {
				if (err) {
					reject(err)
				} else {
					resolve(socket)
				}
			})
		})

		if (client.destroyed) {
			util.destroy(socket.on('error', noop), new ClientDestroyedError())
			return
		}

		assert(socket)

		try {
			client[kHTTPContext] = socket.alpnProtocol === 'h2'
				? await connectH2(client, socket)
				: await connectH1(client, socket)
		} catch (err) {
			socket.destroy().on('error', noop)
			throw err
		}

		client[kConnecting] = false

		socket[kCounter] = 0
		socket[kMaxRequests] = client[kMaxRequests]
		socket[kClient] = client
		socket[kError] = null

		if (channels.connected.hasSubscribers) {
			channels.connected.publish({
				connectParams: {
					host,
					hostname,
					protocol,
					port,
					version: client[kHTTPContext]?.version,
					servername: client[kServerName],
					localAddress: client[kLocalAddress]
				},
				connector: client[kConnector],
				socket
			})
		}
		client.emit('connect', client[kUrl], [client])
	} catch (err) {
		if (client.destroyed) {
			return
		}

		client[kConnecting] = false

		if (channels.connectError.hasSubscribers) {
			channels.connectError.publish({
				connectParams: {
					host,
					hostname,
					protocol,
					port,
					version: client[kHTTPContext]?.version,
					servername: client[kServerName],
					localAddress: client[kLocalAddress]
				},
				connector: client[kConnector],
				error: err
			})
		}

		if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
			assert(client[kRunning] === 0)
			while (client[kPending] > 0 && client[kQueue][client[kPendingIdx]].servername === client[kServerName]) {
				const request = client[kQueue][client[kPendingIdx]++]
				util.errorRequest(client, request, err)
			}
		} else {
			onError(client, err)
		}

		client.emit('connectionError', client[kUrl], [client], err)
	}

	client[kResume]()
}

function emitDrain (client) {
	client[kNeedDrain] = 0
	client.emit('drain', client[kUrl], [client])
}

function resume (client, sync) {
	if (client[kResuming] === 2) {
		return
	}

	client[kResuming] = 2

	_resume(client, sync)
	client[kResuming] = 0

	if (client[kRunningIdx] > 256) {
		client[kQueue].splice(0, client[kRunningIdx])
		client[kPendingIdx] -= client[kRunningIdx]
		client[kRunningIdx] = 0
	}
}

function _resume (client, sync) {
	while (true) {
		if (client.destroyed) {
			assert(client[kPending] === 0)
			return
		}

		if (client[kClosedResolve] && !client[kSize]) {
			client[kClosedResolve]()
			client[kClosedResolve] = null
			return
		}

		if (client[kHTTPContext]) {
			client[kHTTPContext].resume()
		}

		if (client[kBusy]) {
			client[kNeedDrain] = 2
		} else if (client[kNeedDrain] === 2) {
			if (sync) {
				client[kNeedDrain] = 1
				queueMicrotask(() => emitDrain(client))
			} else {
				emitDrain(client)
			}
			continue
		}

		if (client[kPending] === 0) {
			return
		}

		if (client[kRunning] >= (getPipelining(client) || 1)) {
			return
		}

		const request = client[kQueue][client[kPendingIdx]]

		if (client[kUrl].protocol === 'https:' && client[kServerName] !== request.servername) {
			if (client[kRunning] > 0) {
				return
			}

			client[kServerName] = request.servername
			client[kHTTPContext]?.destroy(new InformationalError('servername changed'), () => {
				client[kHTTPContext] = null
				resume(client)
			})
		}

		if (client[kConnecting]) {
			return
		}

		if (!client[kHTTPContext]) {
			connect(client)
			return
		}

		if (client[kHTTPContext].destroyed) {
			return
		}

		if (client[kHTTPContext].busy(request)) {
			return
		}

		if (!request.aborted && client[kHTTPContext].write(request)) {
			client[kPendingIdx]++
		} else {
			client[kQueue].splice(client[kPendingIdx], 1)
		}
	}
}

module.exports = Client


}),

1841:
((module, __unused_webpack_exports, __webpack_require__) => {



const buffer = __webpack_require__(4573)
const Dispatcher = __webpack_require__(883)
const {
	ClientDestroyedError,
	ClientClosedError,
	InvalidArgumentError
} = __webpack_require__(8707)
const { kDestroy, kClose, kClosed, kDestroyed, kDispatch, kInterceptors } = __webpack_require__(6443)

const kOnDestroyed = Symbol('onDestroyed')
const kOnClosed = Symbol('onClosed')
const kInterceptedDispatch = Symbol('Intercepted Dispatch')
const kWebSocketOptions = Symbol('webSocketOptions')
const kEventSourceOptions = Symbol('eventSourceOptions')

class DispatcherBase extends Dispatcher {
	constructor (opts) {
		super()

		this[kDestroyed] = false
		this[kOnDestroyed] = null
		this[kClosed] = false
		this[kOnClosed] = []
		this[kWebSocketOptions] = opts?.webSocket ?? {}
		this[kEventSourceOptions] = opts?.eventSource ?? {}
	}

	get webSocketOptions () {
		return {
			maxFragments: this[kWebSocketOptions].maxFragments ?? 131072,
			maxPayloadSize: this[kWebSocketOptions].maxPayloadSize ?? 128 * 1024 * 1024
		}
	}

	get eventSourceOptions () {
		return {
			maxEventSize: this[kEventSourceOptions].maxEventSize ?? buffer.kStringMaxLength
		}
	}

	get destroyed () {
		return this[kDestroyed]
	}

	get closed () {
		return this[kClosed]
	}

	get interceptors () {
		return this[kInterceptors]
	}

	set interceptors (newInterceptors) {
		if (newInterceptors) {
			for (let i = newInterceptors.length - 1; i >= 0; i--) {
				const interceptor = this[kInterceptors][i]
				if (typeof interceptor !== 'function') {
					throw new InvalidArgumentError('interceptor must be an function')
				}
			}
		}

		this[kInterceptors] = newInterceptors
	}

	close (callback) {
		if (callback === undefined) {
			return new Promise((resolve, reject) => {
				this.close((err, data) => {
					return err ? reject(err) : resolve(data)
				})
			})
		}

		if (typeof callback !== 'function') {
			throw new InvalidArgumentError('invalid callback')
		}

		if (this[kDestroyed]) {
			queueMicrotask(() => callback(new ClientDestroyedError(), null))
			return
		}

		if (this[kClosed]) {
			if (this[kOnClosed]) {
				this[kOnClosed].push(callback)
			} else {
				queueMicrotask(() => callback(null, null))
			}
			return
		}

		this[kClosed] = true
		this[kOnClosed].push(callback)

		const onClosed = () => {
			const callbacks = this[kOnClosed]
			this[kOnClosed] = null
			for (let i = 0; i < callbacks.length; i++) {
				callbacks[i](null, null)
			}
		}

		this[kClose]()
			.then(() => this.destroy())
			.then(() => {
				queueMicrotask(onClosed)
			})
	}

	destroy (err, callback) {
		if (typeof err === 'function') {
			callback = err
			err = null
		}

		if (callback === undefined) {
			return new Promise((resolve, reject) => {
				this.destroy(err, (err, data) => {
					return err ? reject(err) : resolve(data)
				})
			})
		}

		if (typeof callback !== 'function') {
			throw new InvalidArgumentError('invalid callback')
		}

		if (this[kDestroyed]) {
			if (this[kOnDestroyed]) {
				this[kOnDestroyed].push(callback)
			} else {
				queueMicrotask(() => callback(null, null))
			}
			return
		}

		if (!err) {
			err = new ClientDestroyedError()
		}

		this[kDestroyed] = true
		this[kOnDestroyed] = this[kOnDestroyed] || []
		this[kOnDestroyed].push(callback)

		const onDestroyed = () => {
			const callbacks = this[kOnDestroyed]
			this[kOnDestroyed] = null
			for (let i = 0; i < callbacks.length; i++) {
				callbacks[i](null, null)
			}
		}

		this[kDestroy](err).then(() => {
			queueMicrotask(onDestroyed)
		})
	}

	[kInterceptedDispatch] (opts, handler) {
		if (!this[kInterceptors] || this[kInterceptors].length === 0) {
			this[kInterceptedDispatch] = this[kDispatch]
			return this[kDispatch](opts, handler)
		}

		let dispatch = this[kDispatch].bind(this)
		for (let i = this[kInterceptors].length - 1; i >= 0; i--) {
			dispatch = this[kInterceptors][i](dispatch)
		}
		this[kInterceptedDispatch] = dispatch
		return dispatch(opts, handler)
	}

	dispatch (opts, handler) {
		if (!handler || typeof handler !== 'object') {
			throw new InvalidArgumentError('handler must be an object')
		}

		try {
			if (!opts || typeof opts !== 'object') {
				throw new InvalidArgumentError('opts must be an object.')
			}

			if (this[kDestroyed] || this[kOnDestroyed]) {
				throw new ClientDestroyedError()
			}

			if (this[kClosed]) {
				throw new ClientClosedError()
			}

			return this[kInterceptedDispatch](opts, handler)
		} catch (err) {
			if (typeof handler.onError !== 'function') {
				throw new InvalidArgumentError('invalid onError method')
			}

			handler.onError(err)

			return false
		}
	}
}

module.exports = DispatcherBase


}),

883:
((module, __unused_webpack_exports, __webpack_require__) => {


const EventEmitter = __webpack_require__(8474)

class Dispatcher extends EventEmitter {
	dispatch () {
		throw new Error('not implemented')
	}

	close () {
		throw new Error('not implemented')
	}

	destroy () {
		throw new Error('not implemented')
	}

	compose (...args) {
		const interceptors = Array.isArray(args[0]) ? args[0] : args
		let dispatch = this.dispatch.bind(this)

		for (const interceptor of interceptors) {
			if (interceptor == null) {
				continue
			}

			if (typeof interceptor !== 'function') {
				throw new TypeError(`invalid interceptor, expected function received ${typeof interceptor}`)
			}

			dispatch = interceptor(dispatch)

			if (dispatch == null || typeof dispatch !== 'function' || dispatch.length !== 2) {
				throw new TypeError('invalid interceptor')
			}
		}

		return new ComposedDispatcher(this, dispatch)
	}
}

class ComposedDispatcher extends Dispatcher {
	#dispatcher = null
	#dispatch = null

	constructor (dispatcher, dispatch) {
		super()
		this.#dispatcher = dispatcher
		this.#dispatch = dispatch
	}

	dispatch (...args) {
		this.#dispatch(...args)
	}

	close (...args) {
		return this.#dispatcher.close(...args)
	}

	destroy (...args) {
		return this.#dispatcher.destroy(...args)
	}
}

module.exports = Dispatcher


}),

3137:
((module, __unused_webpack_exports, __webpack_require__) => {



const DispatcherBase = __webpack_require__(1841)
const { kClose, kDestroy, kClosed, kDestroyed, kDispatch, kNoProxyAgent, kHttpProxyAgent, kHttpsProxyAgent } = __webpack_require__(6443)
const ProxyAgent = __webpack_require__(6672)
const Agent = __webpack_require__(7405)

const DEFAULT_PORTS = {
	'http:': 80,
	'https:': 443
}

let experimentalWarned = false

class EnvHttpProxyAgent extends DispatcherBase {
	#noProxyValue = null
	#noProxyEntries = null
	#opts = null

	constructor (opts = {}) {
		super()
		this.#opts = opts

		if (!experimentalWarned) {
			experimentalWarned = true
			process.emitWarning('EnvHttpProxyAgent is experimental, expect them to change at any time.', {
				code: 'UNDICI-EHPA'
			})
		}

		const { httpProxy, httpsProxy, noProxy, ...agentOpts } = opts

		this[kNoProxyAgent] = new Agent(agentOpts)

		const HTTP_PROXY = httpProxy ?? process.env.http_proxy ?? process.env.HTTP_PROXY
		if (HTTP_PROXY) {
			this[kHttpProxyAgent] = new ProxyAgent({ ...agentOpts, uri: HTTP_PROXY })
		} else {
			this[kHttpProxyAgent] = this[kNoProxyAgent]
		}

		const HTTPS_PROXY = httpsProxy ?? process.env.https_proxy ?? process.env.HTTPS_PROXY
		if (HTTPS_PROXY) {
			this[kHttpsProxyAgent] = new ProxyAgent({ ...agentOpts, uri: HTTPS_PROXY })
		} else {
			this[kHttpsProxyAgent] = this[kHttpProxyAgent]
		}

		this.#parseNoProxy()
	}

	[kDispatch] (opts, handler) {
		const url = new URL(opts.origin)
		const agent = this.#getProxyAgentForUrl(url)
		return agent.dispatch(opts, handler)
	}

	async [kClose] () {
		await this[kNoProxyAgent].close()
		if (!this[kHttpProxyAgent][kClosed]) {
			await this[kHttpProxyAgent].close()
		}
		if (!this[kHttpsProxyAgent][kClosed]) {
			await this[kHttpsProxyAgent].close()
		}
	}

	async [kDestroy] (err) {
		await this[kNoProxyAgent].destroy(err)
		if (!this[kHttpProxyAgent][kDestroyed]) {
			await this[kHttpProxyAgent].destroy(err)
		}
		if (!this[kHttpsProxyAgent][kDestroyed]) {
			await this[kHttpsProxyAgent].destroy(err)
		}
	}

	#getProxyAgentForUrl (url) {
		let { protocol, host: hostname, port } = url

		hostname = hostname.replace(/:\d*$/, '').toLowerCase()
		port = Number.parseInt(port, 10) || DEFAULT_PORTS[protocol] || 0
		if (!this.#shouldProxy(hostname, port)) {
			return this[kNoProxyAgent]
		}
		if (protocol === 'https:') {
			return this[kHttpsProxyAgent]
		}
		return this[kHttpProxyAgent]
	}

	#shouldProxy (hostname, port) {
		if (this.#noProxyChanged) {
			this.#parseNoProxy()
		}

		if (this.#noProxyEntries.length === 0) {
			return true
		}
		if (this.#noProxyValue === '*') {
			return false
		}

		for (let i = 0; i < this.#noProxyEntries.length; i++) {
			const entry = this.#noProxyEntries[i]
			if (entry.port && entry.port !== port) {
				continue
			}
			if (!/^[.*]/.test(entry.hostname)) {
				if (hostname === entry.hostname) {
					return false
				}
			} else {
				if (hostname.endsWith(entry.hostname.replace(/^\*/, ''))) {
					return false
				}
			}
		}

		return true
	}

	#parseNoProxy () {
		const noProxyValue = this.#opts.noProxy ?? this.#noProxyEnv
		const noProxySplit = noProxyValue.split(/[,\s]/)
		const noProxyEntries = []

		for (let i = 0; i < noProxySplit.length; i++) {
			const entry = noProxySplit[i]
			if (!entry) {
				continue
			}
			const parsed = entry.match(/^(.+):(\d+)$/)
			noProxyEntries.push({
				hostname: (parsed ? parsed[1] : entry).toLowerCase(),
				port: parsed ? Number.parseInt(parsed[2], 10) : 0
			})
		}

		this.#noProxyValue = noProxyValue
		this.#noProxyEntries = noProxyEntries
	}

	get #noProxyChanged () {
		if (this.#opts.noProxy !== undefined) {
			return false
		}
		return this.#noProxyValue !== this.#noProxyEnv
	}

	get #noProxyEnv () {
		return process.env.no_proxy ?? process.env.NO_PROXY ?? ''
	}
}

module.exports = EnvHttpProxyAgent


}),

4660:
((module) => {





const kSize = 2048;
const kMask = kSize - 1;


class FixedCircularBuffer {
	constructor() {
		this.bottom = 0;
		this.top = 0;
		this.list = new Array(kSize);
		this.next = null;
	}

	isEmpty() {
		return this.top === this.bottom;
	}

	isFull() {
		return ((this.top + 1) & kMask) === this.bottom;
	}

	push(data) {
		this.list[this.top] = data;
		this.top = (this.top + 1) & kMask;
	}

	shift() {
		const nextItem = this.list[this.bottom];
		if (nextItem === undefined)
			return null;
		this.list[this.bottom] = undefined;
		this.bottom = (this.bottom + 1) & kMask;
		return nextItem;
	}
}

module.exports = class FixedQueue {
	constructor() {
		this.head = this.tail = new FixedCircularBuffer();
	}

	isEmpty() {
		return this.head.isEmpty();
	}

	push(data) {
		if (this.head.isFull()) {
			this.head = this.head.next = new FixedCircularBuffer();
		}
		this.head.push(data);
	}

	shift() {
		const tail = this.tail;
		const next = tail.shift();
		if (tail.isEmpty() && tail.next !== null) {
			this.tail = tail.next;
		}
		return next;
	}
};


}),

2128:
((module, __unused_webpack_exports, __webpack_require__) => {



const DispatcherBase = __webpack_require__(1841)
const FixedQueue = __webpack_require__(4660)
const { kConnected, kSize, kRunning, kPending, kQueued, kBusy, kFree, kUrl, kClose, kDestroy, kDispatch } = __webpack_require__(6443)
const PoolStats = __webpack_require__(3246)

const kClients = Symbol('clients')
const kNeedDrain = Symbol('needDrain')
const kQueue = Symbol('queue')
const kClosedResolve = Symbol('closed resolve')
const kOnDrain = Symbol('onDrain')
const kOnConnect = Symbol('onConnect')
const kOnDisconnect = Symbol('onDisconnect')
const kOnConnectionError = Symbol('onConnectionError')
const kGetDispatcher = Symbol('get dispatcher')
const kAddClient = Symbol('add client')
const kRemoveClient = Symbol('remove client')
const kStats = Symbol('stats')

class PoolBase extends DispatcherBase {
	constructor (opts) {
		super(opts)

		this[kQueue] = new FixedQueue()
		this[kClients] = []
		this[kQueued] = 0

		const pool = this

		this[kOnDrain] = function onDrain (origin, targets) {
			const queue = pool[kQueue]

			let needDrain = false

			while (!needDrain) {
				const item = queue.shift()
				if (!item) {
					break
				}
				pool[kQueued]--
				needDrain = !this.dispatch(item.opts, item.handler)
			}

			this[kNeedDrain] = needDrain

			if (!this[kNeedDrain] && pool[kNeedDrain]) {
				pool[kNeedDrain] = false
				pool.emit('drain', origin, [pool, ...targets])
			}

			if (pool[kClosedResolve] && queue.isEmpty()) {
				Promise
					.all(pool[kClients].map(c => c.close()))
					.then(pool[kClosedResolve])
			}
		}

		this[kOnConnect] = (origin, targets) => {
			pool.emit('connect', origin, [pool, ...targets])
		}

		this[kOnDisconnect] = (origin, targets, err) => {
			pool.emit('disconnect', origin, [pool, ...targets], err)
		}

		this[kOnConnectionError] = (origin, targets, err) => {
			pool.emit('connectionError', origin, [pool, ...targets], err)
		}

		this[kStats] = new PoolStats(this)
	}

	get [kBusy] () {
		return this[kNeedDrain]
	}

	get [kConnected] () {
		return this[kClients].filter(client => client[kConnected]).length
	}

	get [kFree] () {
		return this[kClients].filter(client => client[kConnected] && !client[kNeedDrain]).length
	}

	get [kPending] () {
		let ret = this[kQueued]
		for (const { [kPending]: pending } of this[kClients]) {
			ret += pending
		}
		return ret
	}

	get [kRunning] () {
		let ret = 0
		for (const { [kRunning]: running } of this[kClients]) {
			ret += running
		}
		return ret
	}

	get [kSize] () {
		let ret = this[kQueued]
		for (const { [kSize]: size } of this[kClients]) {
			ret += size
		}
		return ret
	}

	get stats () {
		return this[kStats]
	}

	async [kClose] () {
		if (this[kQueue].isEmpty()) {
			await Promise.all(this[kClients].map(c => c.close()))
		} else {
			await new Promise((resolve) => {
				this[kClosedResolve] = resolve
			})
		}
	}

	async [kDestroy] (err) {
		while (true) {
			const item = this[kQueue].shift()
			if (!item) {
				break
			}
			item.handler.onError(err)
		}

		await Promise.all(this[kClients].map(c => c.destroy(err)))
	}

	[kDispatch] (opts, handler) {
		const dispatcher = this[kGetDispatcher]()

		if (!dispatcher) {
			this[kNeedDrain] = true
			this[kQueue].push({ opts, handler })
			this[kQueued]++
		} else if (!dispatcher.dispatch(opts, handler)) {
			dispatcher[kNeedDrain] = true
			this[kNeedDrain] = !this[kGetDispatcher]()
		}

		return !this[kNeedDrain]
	}

	[kAddClient] (client) {
		client
			.on('drain', this[kOnDrain])
			.on('connect', this[kOnConnect])
			.on('disconnect', this[kOnDisconnect])
			.on('connectionError', this[kOnConnectionError])

		this[kClients].push(client)

		if (this[kNeedDrain]) {
			queueMicrotask(() => {
				if (this[kNeedDrain]) {
					this[kOnDrain](client[kUrl], [this, client])
				}
			})
		}

		return this
	}

	[kRemoveClient] (client) {
		client.close(() => {
			const idx = this[kClients].indexOf(client)
			if (idx !== -1) {
				this[kClients].splice(idx, 1)
			}
		})

		this[kNeedDrain] = this[kClients].some(dispatcher => (
			!dispatcher[kNeedDrain] &&
			dispatcher.closed !== true &&
			dispatcher.destroyed !== true
		))
	}
}

module.exports = {
	PoolBase,
	kClients,
	kNeedDrain,
	kAddClient,
	kRemoveClient,
	kGetDispatcher
}


}),

3246:
((module, __unused_webpack_exports, __webpack_require__) => {

const { kFree, kConnected, kPending, kQueued, kRunning, kSize } = __webpack_require__(6443)
const kPool = Symbol('pool')

class PoolStats {
	constructor (pool) {
		this[kPool] = pool
	}

	get connected () {
		return this[kPool][kConnected]
	}

	get free () {
		return this[kPool][kFree]
	}

	get pending () {
		return this[kPool][kPending]
	}

	get queued () {
		return this[kPool][kQueued]
	}

	get running () {
		return this[kPool][kRunning]
	}

	get size () {
		return this[kPool][kSize]
	}
}

module.exports = PoolStats


}),

628:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	PoolBase,
	kClients,
	kNeedDrain,
	kAddClient,
	kGetDispatcher
} = __webpack_require__(2128)
const Client = __webpack_require__(3701)
const {
	InvalidArgumentError
} = __webpack_require__(8707)
const util = __webpack_require__(3440)
const { kUrl, kInterceptors } = __webpack_require__(6443)
const buildConnector = __webpack_require__(9136)

const kOptions = Symbol('options')
const kConnections = Symbol('connections')
const kFactory = Symbol('factory')

function defaultFactory (origin, opts) {
	return new Client(origin, opts)
}

class Pool extends PoolBase {
	constructor (origin, {
		connections,
		factory = defaultFactory,
		connect,
		connectTimeout,
		tls,
		maxCachedSessions,
		socketPath,
		autoSelectFamily,
		autoSelectFamilyAttemptTimeout,
		allowH2,
		...options
	} = {}) {
		if (connections != null && (!Number.isFinite(connections) || connections < 0)) {
			throw new InvalidArgumentError('invalid connections')
		}

		if (typeof factory !== 'function') {
			throw new InvalidArgumentError('factory must be a function.')
		}

		if (connect != null && typeof connect !== 'function' && typeof connect !== 'object') {
			throw new InvalidArgumentError('connect must be a function or an object')
		}

		if (typeof connect !== 'function') {
			connect = buildConnector({
				...tls,
				maxCachedSessions,
				allowH2,
				socketPath,
				timeout: connectTimeout,
				...(autoSelectFamily ? { autoSelectFamily, autoSelectFamilyAttemptTimeout } : undefined),
				...connect
			})
		}

		super(options)

		this[kInterceptors] = options.interceptors?.Pool && Array.isArray(options.interceptors.Pool)
			? options.interceptors.Pool
			: []
		this[kConnections] = connections || null
		this[kUrl] = util.parseOrigin(origin)
		this[kOptions] = { ...util.deepClone(options), connect, allowH2 }
		this[kOptions].interceptors = options.interceptors
			? { ...options.interceptors }
			: undefined
		this[kFactory] = factory

		this.on('connectionError', (origin, targets, error) => {
			for (const target of targets) {
				const idx = this[kClients].indexOf(target)
				if (idx !== -1) {
					this[kClients].splice(idx, 1)
				}
			}
		})
	}

	[kGetDispatcher] () {
		for (const client of this[kClients]) {
			if (!client[kNeedDrain]) {
				return client
			}
		}

		if (!this[kConnections] || this[kClients].length < this[kConnections]) {
			const dispatcher = this[kFactory](this[kUrl], this[kOptions])
			this[kAddClient](dispatcher)
			return dispatcher
		}
	}
}

module.exports = Pool


}),

6672:
((module, __unused_webpack_exports, __webpack_require__) => {



const { kProxy, kClose, kDestroy, kDispatch, kInterceptors } = __webpack_require__(6443)
const { URL } = __webpack_require__(3136)
const Agent = __webpack_require__(7405)
const Pool = __webpack_require__(628)
const DispatcherBase = __webpack_require__(1841)
const { InvalidArgumentError, RequestAbortedError, SecureProxyConnectionError } = __webpack_require__(8707)
const buildConnector = __webpack_require__(9136)
const Client = __webpack_require__(3701)

const kAgent = Symbol('proxy agent')
const kClient = Symbol('proxy client')
const kProxyHeaders = Symbol('proxy headers')
const kRequestTls = Symbol('request tls settings')
const kProxyTls = Symbol('proxy tls settings')
const kConnectEndpoint = Symbol('connect endpoint function')
const kTunnelProxy = Symbol('tunnel proxy')

function defaultProtocolPort (protocol) {
	return protocol === 'https:' ? 443 : 80
}

function defaultFactory (origin, opts) {
	return new Pool(origin, opts)
}

const noop = () => {}

function defaultAgentFactory (origin, opts) {
	if (opts.connections === 1) {
		return new Client(origin, opts)
	}
	return new Pool(origin, opts)
}

class Http1ProxyWrapper extends DispatcherBase {
	#client

	constructor (proxyUrl, { headers = {}, connect, factory }) {
		super()
		if (!proxyUrl) {
			throw new InvalidArgumentError('Proxy URL is mandatory')
		}

		this[kProxyHeaders] = headers
		if (factory) {
			this.#client = factory(proxyUrl, { connect })
		} else {
			this.#client = new Client(proxyUrl, { connect })
		}
	}

	[kDispatch] (opts, handler) {
		const onHeaders = handler.onHeaders
		handler.onHeaders = function (statusCode, data, resume) {
			if (statusCode === 407) {
				if (typeof handler.onError === 'function') {
					handler.onError(new InvalidArgumentError('Proxy Authentication Required (407)'))
				}
				return
			}
			if (onHeaders) onHeaders.call(this, statusCode, data, resume)
		}

		const {
			origin,
			path = '/',
			headers = {}
		} = opts

		opts.path = origin + path

		if (!('host' in headers) && !('Host' in headers)) {
			const { host } = new URL(origin)
			headers.host = host
		}
		opts.headers = { ...this[kProxyHeaders], ...headers }

		return this.#client[kDispatch](opts, handler)
	}

	async [kClose] () {
		return this.#client.close()
	}

	async [kDestroy] (err) {
		return this.#client.destroy(err)
	}
}

class ProxyAgent extends DispatcherBase {
	constructor (opts) {
		super()

		if (!opts || (typeof opts === 'object' && !(opts instanceof URL) && !opts.uri)) {
			throw new InvalidArgumentError('Proxy uri is mandatory')
		}

		const { clientFactory = defaultFactory } = opts
		if (typeof clientFactory !== 'function') {
			throw new InvalidArgumentError('Proxy opts.clientFactory must be a function.')
		}

		const { proxyTunnel = true } = opts

		const url = this.#getUrl(opts)
		const { href, origin, port, protocol, username, password, hostname: proxyHostname } = url

		this[kProxy] = { uri: href, protocol }
		this[kInterceptors] = opts.interceptors?.ProxyAgent && Array.isArray(opts.interceptors.ProxyAgent)
			? opts.interceptors.ProxyAgent
			: []
		this[kRequestTls] = opts.requestTls
		this[kProxyTls] = opts.proxyTls
		this[kProxyHeaders] = opts.headers || {}
		this[kTunnelProxy] = proxyTunnel

		if (opts.auth && opts.token) {
			throw new InvalidArgumentError('opts.auth cannot be used in combination with opts.token')
		} else if (opts.auth) {
			this[kProxyHeaders]['proxy-authorization'] = `Basic ${opts.auth}`
		} else if (opts.token) {
			this[kProxyHeaders]['proxy-authorization'] = opts.token
		} else if (username && password) {
			this[kProxyHeaders]['proxy-authorization'] = `Basic ${Buffer.from(`${decodeURIComponent(username)}:${decodeURIComponent(password)}`).toString('base64')}`
		}

		const connect = buildConnector({ ...opts.proxyTls })
		this[kConnectEndpoint] = buildConnector({ ...opts.requestTls })

		const agentFactory = opts.factory || defaultAgentFactory
		const factory = (origin, options) => {
			const { protocol } = new URL(origin)
			if (!this[kTunnelProxy] && protocol === 'http:' && this[kProxy].protocol === 'http:') {
				return new Http1ProxyWrapper(this[kProxy].uri, {
					headers: this[kProxyHeaders],
					connect,
					factory: agentFactory
				})
			}
			return agentFactory(origin, options)
		}
		this[kClient] = clientFactory(url, { connect })
		this[kAgent] = new Agent({
			...opts,
			factory,
			connect: async (opts, callback) => {
				let requestedPath = opts.host
				if (!opts.port) {
					requestedPath += `:${defaultProtocolPort(opts.protocol)}`
				}
				try {
					const { socket, statusCode } = await this[kClient].connect({
						origin,
						port,
						path: requestedPath,
						signal: opts.signal,
						headers: {
							...this[kProxyHeaders],
							host: opts.host
						},
						servername: this[kProxyTls]?.servername || proxyHostname
					})
					if (statusCode !== 200) {
						socket.on('error', noop).destroy()
						callback(new RequestAbortedError(`Proxy response (${statusCode}) !== 200 when HTTP Tunneling`))
					}
					if (opts.protocol !== 'https:') {
						callback(null, socket)
						return
					}
					let servername
					if (this[kRequestTls]) {
						servername = this[kRequestTls].servername
					} else {
						servername = opts.servername
					}
					this[kConnectEndpoint]({ ...opts, servername, httpSocket: socket }, callback)
				} catch (err) {
					if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
						callback(new SecureProxyConnectionError(err))
					} else {
						callback(err)
					}
				}
			}
		})
	}

	dispatch (opts, handler) {
		const headers = buildHeaders(opts.headers)
		throwIfProxyAuthIsSent(headers)

		if (headers && !('host' in headers) && !('Host' in headers)) {
			const { host } = new URL(opts.origin)
			headers.host = host
		}

		return this[kAgent].dispatch(
			{
				...opts,
				headers
			},
			handler
		)
	}

	#getUrl (opts) {
		if (typeof opts === 'string') {
			return new URL(opts)
		} else if (opts instanceof URL) {
			return opts
		} else {
			return new URL(opts.uri)
		}
	}

	async [kClose] () {
		await this[kAgent].close()
		await this[kClient].close()
	}

	async [kDestroy] () {
		await this[kAgent].destroy()
		await this[kClient].destroy()
	}
}

function buildHeaders (headers) {
	if (Array.isArray(headers)) {
		const headersPair = {}

		for (let i = 0; i < headers.length; i += 2) {
			headersPair[headers[i]] = headers[i + 1]
		}

		return headersPair
	}

	return headers
}

function throwIfProxyAuthIsSent (headers) {
	const existProxyAuth = headers && Object.keys(headers)
		.find((key) => key.toLowerCase() === 'proxy-authorization')
	if (existProxyAuth) {
		throw new InvalidArgumentError('Proxy-Authorization should be sent in ProxyAgent constructor')
	}
}

module.exports = ProxyAgent


}),

50:
((module, __unused_webpack_exports, __webpack_require__) => {



const Dispatcher = __webpack_require__(883)
const RetryHandler = __webpack_require__(7816)

class RetryAgent extends Dispatcher {
	#agent = null
	#options = null
	constructor (agent, options = {}) {
		super(options)
		this.#agent = agent
		this.#options = options
	}

	dispatch (opts, handler) {
		const retry = new RetryHandler({
			...opts,
			retryOptions: this.#options
		}, {
			dispatch: this.#agent.dispatch.bind(this.#agent),
			handler
		})
		return this.#agent.dispatch(opts, retry)
	}

	close () {
		return this.#agent.close()
	}

	destroy () {
		return this.#agent.destroy()
	}
}

module.exports = RetryAgent


}),

2581:
((module, __unused_webpack_exports, __webpack_require__) => {



const globalDispatcher = Symbol.for('undici.globalDispatcher.1')
const { InvalidArgumentError } = __webpack_require__(8707)
const Agent = __webpack_require__(7405)

if (getGlobalDispatcher() === undefined) {
	setGlobalDispatcher(new Agent())
}

function setGlobalDispatcher (agent) {
	if (!agent || typeof agent.dispatch !== 'function') {
		throw new InvalidArgumentError('Argument agent must implement Agent')
	}
	Object.defineProperty(globalThis, globalDispatcher, {
		value: agent,
		writable: true,
		enumerable: false,
		configurable: false
	})
}

function getGlobalDispatcher () {
	return globalThis[globalDispatcher]
}

module.exports = {
	setGlobalDispatcher,
	getGlobalDispatcher
}


}),

8155:
((module) => {



module.exports = class DecoratorHandler {
	#handler

	constructor (handler) {
		if (typeof handler !== 'object' || handler === null) {
			throw new TypeError('handler must be an object')
		}
		this.#handler = handler
	}

	onConnect (...args) {
		return this.#handler.onConnect?.(...args)
	}

	onError (...args) {
		return this.#handler.onError?.(...args)
	}

	onUpgrade (...args) {
		return this.#handler.onUpgrade?.(...args)
	}

	onResponseStarted (...args) {
		return this.#handler.onResponseStarted?.(...args)
	}

	onHeaders (...args) {
		return this.#handler.onHeaders?.(...args)
	}

	onData (...args) {
		return this.#handler.onData?.(...args)
	}

	onComplete (...args) {
		return this.#handler.onComplete?.(...args)
	}

	onBodySent (...args) {
		return this.#handler.onBodySent?.(...args)
	}
}


}),

8754:
((module, __unused_webpack_exports, __webpack_require__) => {



const util = __webpack_require__(3440)
const { kBodyUsed } = __webpack_require__(6443)
const assert = __webpack_require__(4589)
const { InvalidArgumentError } = __webpack_require__(8707)
const EE = __webpack_require__(8474)

const redirectableStatusCodes = [300, 301, 302, 303, 307, 308]

const kBody = Symbol('body')

class BodyAsyncIterable {
	constructor (body) {
		this[kBody] = body
		this[kBodyUsed] = false
	}

	async * [Symbol.asyncIterator] () {
		assert(!this[kBodyUsed], 'disturbed')
		this[kBodyUsed] = true
		yield * this[kBody]
	}
}

class RedirectHandler {
	constructor (dispatch, maxRedirections, opts, handler) {
		if (maxRedirections != null && (!Number.isInteger(maxRedirections) || maxRedirections < 0)) {
			throw new InvalidArgumentError('maxRedirections must be a positive number')
		}

		util.validateHandler(handler, opts.method, opts.upgrade)

		this.dispatch = dispatch
		this.location = null
		this.abort = null
		this.opts = { ...opts, maxRedirections: 0 }
		this.maxRedirections = maxRedirections
		this.handler = handler
		this.history = []
		this.redirectionLimitReached = false

		if (util.isStream(this.opts.body)) {
			if (util.bodyLength(this.opts.body) === 0) {
				this.opts.body
					.on('data', function () {
						assert(false)
					})
			}

			if (typeof this.opts.body.readableDidRead !== 'boolean') {
				this.opts.body[kBodyUsed] = false
				EE.prototype.on.call(this.opts.body, 'data', function () {
					this[kBodyUsed] = true
				})
			}
		} else if (this.opts.body && typeof this.opts.body.pipeTo === 'function') {
			this.opts.body = new BodyAsyncIterable(this.opts.body)
		} else if (
			this.opts.body &&
			typeof this.opts.body !== 'string' &&
			!ArrayBuffer.isView(this.opts.body) &&
			util.isIterable(this.opts.body)
		) {
			this.opts.body = new BodyAsyncIterable(this.opts.body)
		}
	}

	onConnect (abort) {
		this.abort = abort
		this.handler.onConnect(abort, { history: this.history })
	}

	onUpgrade (statusCode, headers, socket) {
		this.handler.onUpgrade(statusCode, headers, socket)
	}

	onError (error) {
		this.handler.onError(error)
	}

	onHeaders (statusCode, headers, resume, statusText) {
		this.location = this.history.length >= this.maxRedirections || util.isDisturbed(this.opts.body)
			? null
			: parseLocation(statusCode, headers)

		if (this.opts.throwOnMaxRedirect && this.history.length >= this.maxRedirections) {
			if (this.request) {
				this.request.abort(new Error('max redirects'))
			}

			this.redirectionLimitReached = true
			this.abort(new Error('max redirects'))
			return
		}

		if (this.opts.origin) {
			this.history.push(new URL(this.opts.path, this.opts.origin))
		}

		if (!this.location) {
			return this.handler.onHeaders(statusCode, headers, resume, statusText)
		}

		const { origin, pathname, search } = util.parseURL(new URL(this.location, this.opts.origin && new URL(this.opts.path, this.opts.origin)))
		const path = search ? `${pathname}${search}` : pathname

		this.opts.headers = cleanRequestHeaders(this.opts.headers, statusCode === 303, this.opts.origin !== origin)
		this.opts.path = path
		this.opts.origin = origin
		this.opts.maxRedirections = 0
		this.opts.query = null

		if (statusCode === 303 && this.opts.method !== 'HEAD') {
			this.opts.method = 'GET'
			this.opts.body = null
		}
	}

	onData (chunk) {
		if (this.location) {
		} else {
			return this.handler.onData(chunk)
		}
	}

	onComplete (trailers) {
		if (this.location) {

			this.location = null
			this.abort = null

			this.dispatch(this.opts, this)
		} else {
			this.handler.onComplete(trailers)
		}
	}

	onBodySent (chunk) {
		if (this.handler.onBodySent) {
			this.handler.onBodySent(chunk)
		}
	}
}

function parseLocation (statusCode, headers) {
	if (redirectableStatusCodes.indexOf(statusCode) === -1) {
		return null
	}

	for (let i = 0; i < headers.length; i += 2) {
		if (headers[i].length === 8 && util.headerNameToString(headers[i]) === 'location') {
			return headers[i + 1]
		}
	}
}

function shouldRemoveHeader (header, removeContent, unknownOrigin) {
	if (header.length === 4) {
		return util.headerNameToString(header) === 'host'
	}
	if (removeContent && util.headerNameToString(header).startsWith('content-')) {
		return true
	}
	if (unknownOrigin && (header.length === 13 || header.length === 6 || header.length === 19)) {
		const name = util.headerNameToString(header)
		return name === 'authorization' || name === 'cookie' || name === 'proxy-authorization'
	}
	return false
}

function cleanRequestHeaders (headers, removeContent, unknownOrigin) {
	const ret = []
	if (Array.isArray(headers)) {
		for (let i = 0; i < headers.length; i += 2) {
			if (!shouldRemoveHeader(headers[i], removeContent, unknownOrigin)) {
				ret.push(headers[i], headers[i + 1])
			}
		}
	} else if (headers && typeof headers === 'object') {
		for (const key of Object.keys(headers)) {
			if (!shouldRemoveHeader(key, removeContent, unknownOrigin)) {
				ret.push(key, headers[key])
			}
		}
	} else {
		assert(headers == null, 'headers must be an object or an array')
	}
	return ret
}

module.exports = RedirectHandler


}),

7816:
((module, __unused_webpack_exports, __webpack_require__) => {


const assert = __webpack_require__(4589)

const { kRetryHandlerDefaultRetry } = __webpack_require__(6443)
const { RequestRetryError } = __webpack_require__(8707)
const {
	isDisturbed,
	parseHeaders,
	parseRangeHeader,
	wrapRequestBody
} = __webpack_require__(3440)

function calculateRetryAfterHeader (retryAfter) {
	const current = Date.now()
	return new Date(retryAfter).getTime() - current
}

function validatePartialResponseContentLength (headers, range, statusCode, retryCount) {
	const contentLength = headers['content-length']
	if (contentLength == null) {
		return null
	}

	if (!Number.isFinite(range.start) || !Number.isFinite(range.end)) {
		return null
	}

	const length = Number(contentLength)
	const expectedLength = range.end - range.start + 1
	if (!Number.isFinite(length) || length !== expectedLength) {
		return new RequestRetryError('Content-Length mismatch', statusCode, {
			headers,
			data: { count: retryCount }
		})
	}

	return null
}

class RetryHandler {
	constructor (opts, handlers) {
		const { retryOptions, ...dispatchOpts } = opts
		const {
			retry: retryFn,
			maxRetries,
			maxTimeout,
			minTimeout,
			timeoutFactor,
			methods,
			errorCodes,
			retryAfter,
			statusCodes
		} = retryOptions ?? {}

		this.dispatch = handlers.dispatch
		this.handler = handlers.handler
		this.opts = { ...dispatchOpts, body: wrapRequestBody(opts.body) }
		this.abort = null
		this.aborted = false
		this.retryOpts = {
			retry: retryFn ?? RetryHandler[kRetryHandlerDefaultRetry],
			retryAfter: retryAfter ?? true,
			maxTimeout: maxTimeout ?? 30 * 1000,
			minTimeout: minTimeout ?? 500,
			timeoutFactor: timeoutFactor ?? 2,
			maxRetries: maxRetries ?? 5,
			methods: methods ?? ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE'],
			statusCodes: statusCodes ?? [500, 502, 503, 504, 429],
			errorCodes: errorCodes ?? [
				'ECONNRESET',
				'ECONNREFUSED',
				'ENOTFOUND',
				'ENETDOWN',
				'ENETUNREACH',
				'EHOSTDOWN',
				'EHOSTUNREACH',
				'EPIPE',
				'UND_ERR_SOCKET'
			]
		}

		this.retryCount = 0
		this.retryCountCheckpoint = 0
		this.start = 0
		this.end = null
		this.etag = null
		this.resume = null
		this.headersSent = false

		this.handler.onConnect(reason => {
			this.aborted = true
			if (this.abort) {
				this.abort(reason)
			} else {
				this.reason = reason
			}
		})
	}

	checkpointResponseEnd (headers, resume) {
		if (this.end == null && this.opts.method !== 'HEAD') {
			const contentLength = headers['content-length']
			this.end = contentLength != null ? Number(contentLength) - 1 : null

			assert(
				this.end == null || Number.isFinite(this.end),
				'invalid content-length'
			)
		}

		this.resume = this.end != null ? resume : null
	}

	onRequestSent () {
		if (this.handler.onRequestSent) {
			this.handler.onRequestSent()
		}
	}

	onUpgrade (statusCode, headers, socket) {
		if (this.handler.onUpgrade) {
			this.handler.onUpgrade(statusCode, headers, socket)
		}
	}

	onConnect (abort) {
		if (this.aborted) {
			abort(this.reason)
		} else {
			this.abort = abort
		}
	}

	onBodySent (chunk) {
		if (this.handler.onBodySent) return this.handler.onBodySent(chunk)
	}

	static [kRetryHandlerDefaultRetry] (err, { state, opts }, cb) {
		const { statusCode, code, headers } = err
		const { method, retryOptions } = opts
		const {
			maxRetries,
			minTimeout,
			maxTimeout,
			timeoutFactor,
			statusCodes,
			errorCodes,
			methods
		} = retryOptions
		const { counter } = state

		if (code && code !== 'UND_ERR_REQ_RETRY' && !errorCodes.includes(code)) {
			cb(err)
			return
		}

		if (Array.isArray(methods) && !methods.includes(method)) {
			cb(err)
			return
		}

		if (
			statusCode != null &&
			Array.isArray(statusCodes) &&
			!statusCodes.includes(statusCode)
		) {
			cb(err)
			return
		}

		if (counter > maxRetries) {
			cb(err)
			return
		}

		let retryAfterHeader = headers?.['retry-after']
		if (retryAfterHeader) {
			retryAfterHeader = Number(retryAfterHeader)
			retryAfterHeader = Number.isNaN(retryAfterHeader)
				? calculateRetryAfterHeader(retryAfterHeader)
				: retryAfterHeader * 1e3
		}

		const retryTimeout =
			retryAfterHeader > 0
				? Math.min(retryAfterHeader, maxTimeout)
				: Math.min(minTimeout * timeoutFactor ** (counter - 1), maxTimeout)

		setTimeout(() => cb(null), retryTimeout)
	}

	onHeaders (statusCode, rawHeaders, resume, statusMessage) {
		const headers = parseHeaders(rawHeaders)

		this.retryCount += 1

		if (statusCode >= 300) {
			if (!this.headersSent && this.retryOpts.statusCodes.includes(statusCode) === false) {
				this.headersSent = true
				this.checkpointResponseEnd(headers, resume)
				return this.handler.onHeaders(
					statusCode,
					rawHeaders,
					resume,
					statusMessage
				)
			} else {
				this.abort(
					new RequestRetryError('Request failed', statusCode, {
						headers,
						data: {
							count: this.retryCount
						}
					})
				)
				return false
			}
		}

		if (this.resume != null) {
			this.resume = null

			if (statusCode !== 206 && (this.start > 0 || statusCode !== 200)) {
				this.abort(
					new RequestRetryError('server does not support the range header and the payload was partially consumed', statusCode, {
						headers,
						data: { count: this.retryCount }
					})
				)
				return false
			}

			const contentRange = parseRangeHeader(headers['content-range'])
			if (!contentRange) {
				this.abort(
					new RequestRetryError('Content-Range mismatch', statusCode, {
						headers,
						data: { count: this.retryCount }
					})
				)
				return false
			}

			if (this.etag != null && this.etag !== headers.etag) {
				this.abort(
					new RequestRetryError('ETag mismatch', statusCode, {
						headers,
						data: { count: this.retryCount }
					})
				)
				return false
			}

			const contentLengthError = validatePartialResponseContentLength(headers, contentRange, statusCode, this.retryCount)
			if (contentLengthError != null) {
				this.abort(contentLengthError)
				return false
			}

			const { start, size, end = size - 1 } = contentRange

			if (this.start !== start || (this.end != null && this.end !== end)) {
				this.abort(
					new RequestRetryError('Content-Range mismatch', statusCode, {
						headers,
						data: { count: this.retryCount }
					})
				)
				return false
			}

			this.resume = resume
			return true
		}

		if (this.end == null) {
			if (statusCode === 206) {
				const range = parseRangeHeader(headers['content-range'])

				if (range == null) {
					this.headersSent = true
					return this.handler.onHeaders(
						statusCode,
						rawHeaders,
						resume,
						statusMessage
					)
				}

				const contentLengthError = validatePartialResponseContentLength(headers, range, statusCode, this.retryCount)
				if (contentLengthError != null) {
					this.abort(contentLengthError)
					return false
				}

				const { start, size, end = size - 1 } = range
				assert(
					start != null && Number.isFinite(start),
					'content-range mismatch'
				)
				assert(end != null && Number.isFinite(end), 'invalid content-length')

				this.start = start
				this.end = end
			}

			if (this.end == null) {
				const contentLength = headers['content-length']
				this.end = contentLength != null ? Number(contentLength) - 1 : null
			}

			assert(Number.isFinite(this.start))
			assert(
				this.end == null || Number.isFinite(this.end),
				'invalid content-length'
			)

			this.resume = resume
			this.headersSent = true
			this.etag = headers.etag != null ? headers.etag : null

			if (this.etag != null && this.etag.startsWith('W/')) {
				this.etag = null
			}

			return this.handler.onHeaders(
				statusCode,
				rawHeaders,
				resume,
				statusMessage
			)
		}

		const err = new RequestRetryError('Request failed', statusCode, {
			headers,
			data: { count: this.retryCount }
		})

		this.abort(err)

		return false
	}

	onData (chunk) {
		this.start += chunk.length

		return this.handler.onData(chunk)
	}

	onComplete (rawTrailers) {
		this.retryCount = 0
		return this.handler.onComplete(rawTrailers)
	}

	onError (err) {
		if (this.aborted || isDisturbed(this.opts.body) || (this.headersSent && this.resume == null)) {
			return this.handler.onError(err)
		}

		if (this.retryCount - this.retryCountCheckpoint > 0) {
			this.retryCount =
				this.retryCountCheckpoint +
				(this.retryCount - this.retryCountCheckpoint)
		} else {
			this.retryCount += 1
		}

		this.retryOpts.retry(
			err,
			{
				state: { counter: this.retryCount },
				opts: { retryOptions: this.retryOpts, ...this.opts }
			},
			onRetry.bind(this)
		)

		function onRetry (err) {
			if (err != null || this.aborted || isDisturbed(this.opts.body)) {
				return this.handler.onError(err)
			}

			if (this.start !== 0) {
				const headers = { range: `bytes=${this.start}-${this.end ?? ''}` }

				if (this.etag != null) {
					headers['if-match'] = this.etag
				}

				this.opts = {
					...this.opts,
					headers: {
						...this.opts.headers,
						...headers
					}
				}
			}

			try {
				this.retryCountCheckpoint = this.retryCount
				this.dispatch(this.opts, this)
			} catch (err) {
				this.handler.onError(err)
			}
		}
	}
}

module.exports = RetryHandler


}),

379:
((module, __unused_webpack_exports, __webpack_require__) => {


const { isIP } = __webpack_require__(7030)
const { lookup } = __webpack_require__(610)
const DecoratorHandler = __webpack_require__(8155)
const { InvalidArgumentError, InformationalError } = __webpack_require__(8707)
const maxInt = Math.pow(2, 31) - 1

class DNSInstance {
	#maxTTL = 0
	#maxItems = 0
	#records = new Map()
	dualStack = true
	affinity = null
	lookup = null
	pick = null

	constructor (opts) {
		this.#maxTTL = opts.maxTTL
		this.#maxItems = opts.maxItems
		this.dualStack = opts.dualStack
		this.affinity = opts.affinity
		this.lookup = opts.lookup ?? this.#defaultLookup
		this.pick = opts.pick ?? this.#defaultPick
	}

	get full () {
		return this.#records.size === this.#maxItems
	}

	runLookup (origin, opts, cb) {
		const ips = this.#records.get(origin.hostname)

		if (ips == null && this.full) {
			cb(null, origin.origin)
			return
		}

		const newOpts = {
			affinity: this.affinity,
			dualStack: this.dualStack,
			lookup: this.lookup,
			pick: this.pick,
			...opts.dns,
			maxTTL: this.#maxTTL,
			maxItems: this.#maxItems
		}

		if (ips == null) {
			this.lookup(origin, newOpts, (err, addresses) => {
				if (err || addresses == null || addresses.length === 0) {
					cb(err ?? new InformationalError('No DNS entries found'))
					return
				}

				this.setRecords(origin, addresses)
				const records = this.#records.get(origin.hostname)

				const ip = this.pick(
					origin,
					records,
					newOpts.affinity
				)

				let port
				if (typeof ip.port === 'number') {
					port = `:${ip.port}`
				} else if (origin.port !== '') {
					port = `:${origin.port}`
				} else {
					port = ''
				}

				cb(
					null,
					`${origin.protocol}//${
						ip.family === 6 ? `[${ip.address}]` : ip.address
					}${port}`
				)
			})
		} else {
			const ip = this.pick(
				origin,
				ips,
				newOpts.affinity
			)

			if (ip == null) {
				this.#records.delete(origin.hostname)
				this.runLookup(origin, opts, cb)
				return
			}

			let port
			if (typeof ip.port === 'number') {
				port = `:${ip.port}`
			} else if (origin.port !== '') {
				port = `:${origin.port}`
			} else {
				port = ''
			}

			cb(
				null,
				`${origin.protocol}//${
					ip.family === 6 ? `[${ip.address}]` : ip.address
				}${port}`
			)
		}
	}

	#defaultLookup (origin, opts, cb) {
		lookup(
			origin.hostname,
			{
				all: true,
				family: this.dualStack === false ? this.affinity : 0,
				order: 'ipv4first'
			},
			(err, addresses) => {
				if (err) {
					return cb(err)
				}

				const results = new Map()

				for (const addr of addresses) {
					results.set(`${addr.address}:${addr.family}`, addr)
				}

				cb(null, results.values())
			}
		)
	}

	#defaultPick (origin, hostnameRecords, affinity) {
		let ip = null
		const { records, offset } = hostnameRecords

		let family
		if (this.dualStack) {
			if (affinity == null) {
				if (offset == null || offset === maxInt) {
					hostnameRecords.offset = 0
					affinity = 4
				} else {
					hostnameRecords.offset++
					affinity = (hostnameRecords.offset & 1) === 1 ? 6 : 4
				}
			}

			if (records[affinity] != null && records[affinity].ips.length > 0) {
				family = records[affinity]
			} else {
				family = records[affinity === 4 ? 6 : 4]
			}
		} else {
			family = records[affinity]
		}

		if (family == null || family.ips.length === 0) {
			return ip
		}

		if (family.offset == null || family.offset === maxInt) {
			family.offset = 0
		} else {
			family.offset++
		}

		const position = family.offset % family.ips.length
		ip = family.ips[position] ?? null

		if (ip == null) {
			return ip
		}

		if (Date.now() - ip.timestamp > ip.ttl) {
			family.ips.splice(position, 1)
			return this.pick(origin, hostnameRecords, affinity)
		}

		return ip
	}

	setRecords (origin, addresses) {
		const timestamp = Date.now()
		const records = { records: { 4: null, 6: null } }
		for (const record of addresses) {
			record.timestamp = timestamp
			if (typeof record.ttl === 'number') {
				record.ttl = Math.min(record.ttl, this.#maxTTL)
			} else {
				record.ttl = this.#maxTTL
			}

			const familyRecords = records.records[record.family] ?? { ips: [] }

			familyRecords.ips.push(record)
			records.records[record.family] = familyRecords
		}

		this.#records.set(origin.hostname, records)
	}

	getHandler (meta, opts) {
		return new DNSDispatchHandler(this, meta, opts)
	}
}

class DNSDispatchHandler extends DecoratorHandler {
	#state = null
	#opts = null
	#dispatch = null
	#handler = null
	#origin = null

	constructor (state, { origin, handler, dispatch }, opts) {
		super(handler)
		this.#origin = origin
		this.#handler = handler
		this.#opts = { ...opts }
		this.#state = state
		this.#dispatch = dispatch
	}

	onError (err) {
		switch (err.code) {
			case 'ETIMEDOUT':
			case 'ECONNREFUSED': {
				if (this.#state.dualStack) {
					this.#state.runLookup(this.#origin, this.#opts, (err, newOrigin) => {
						if (err) {
							return this.#handler.onError(err)
						}

						const dispatchOpts = {
							...this.#opts,
							origin: newOrigin
						}

						this.#dispatch(dispatchOpts, this)
					})

					return
				}

				this.#handler.onError(err)
				return
			}
			case 'ENOTFOUND':
				this.#state.deleteRecord(this.#origin)
			default:
				this.#handler.onError(err)
				break
		}
	}
}

module.exports = interceptorOpts => {
	if (
		interceptorOpts?.maxTTL != null &&
		(typeof interceptorOpts?.maxTTL !== 'number' || interceptorOpts?.maxTTL < 0)
	) {
		throw new InvalidArgumentError('Invalid maxTTL. Must be a positive number')
	}

	if (
		interceptorOpts?.maxItems != null &&
		(typeof interceptorOpts?.maxItems !== 'number' ||
			interceptorOpts?.maxItems < 1)
	) {
		throw new InvalidArgumentError(
			'Invalid maxItems. Must be a positive number and greater than zero'
		)
	}

	if (
		interceptorOpts?.affinity != null &&
		interceptorOpts?.affinity !== 4 &&
		interceptorOpts?.affinity !== 6
	) {
		throw new InvalidArgumentError('Invalid affinity. Must be either 4 or 6')
	}

	if (
		interceptorOpts?.dualStack != null &&
		typeof interceptorOpts?.dualStack !== 'boolean'
	) {
		throw new InvalidArgumentError('Invalid dualStack. Must be a boolean')
	}

	if (
		interceptorOpts?.lookup != null &&
		typeof interceptorOpts?.lookup !== 'function'
	) {
		throw new InvalidArgumentError('Invalid lookup. Must be a function')
	}

	if (
		interceptorOpts?.pick != null &&
		typeof interceptorOpts?.pick !== 'function'
	) {
		throw new InvalidArgumentError('Invalid pick. Must be a function')
	}

	const dualStack = interceptorOpts?.dualStack ?? true
	let affinity
	if (dualStack) {
		affinity = interceptorOpts?.affinity ?? null
	} else {
		affinity = interceptorOpts?.affinity ?? 4
	}

	const opts = {
		maxTTL: interceptorOpts?.maxTTL ?? 10e3,
		lookup: interceptorOpts?.lookup ?? null,
		pick: interceptorOpts?.pick ?? null,
		dualStack,
		affinity,
		maxItems: interceptorOpts?.maxItems ?? Infinity
	}

	const instance = new DNSInstance(opts)

	return dispatch => {
		return function dnsInterceptor (origDispatchOpts, handler) {
			const origin =
				origDispatchOpts.origin.constructor === URL
					? origDispatchOpts.origin
					: new URL(origDispatchOpts.origin)

			if (isIP(origin.hostname) !== 0) {
				return dispatch(origDispatchOpts, handler)
			}

			instance.runLookup(origin, origDispatchOpts, (err, newOrigin) => {
				if (err) {
					return handler.onError(err)
				}

				let dispatchOpts = null
				dispatchOpts = {
					...origDispatchOpts,
					servername: origin.hostname,
					origin: newOrigin,
					headers: {
						host: origin.hostname,
						...origDispatchOpts.headers
					}
				}

				dispatch(
					dispatchOpts,
					instance.getHandler({ origin, dispatch, handler }, origDispatchOpts)
				)
			})

			return true
		}
	}
}


}),

8060:
((module, __unused_webpack_exports, __webpack_require__) => {



const util = __webpack_require__(3440)
const { InvalidArgumentError, RequestAbortedError } = __webpack_require__(8707)
const DecoratorHandler = __webpack_require__(8155)

class DumpHandler extends DecoratorHandler {
	#maxSize = 1024 * 1024
	#abort = null
	#dumped = false
	#aborted = false
	#size = 0
	#reason = null
	#handler = null

	constructor ({ maxSize }, handler) {
		super(handler)

		if (maxSize != null && (!Number.isFinite(maxSize) || maxSize < 1)) {
			throw new InvalidArgumentError('maxSize must be a number greater than 0')
		}

		this.#maxSize = maxSize ?? this.#maxSize
		this.#handler = handler
	}

	onConnect (abort) {
		this.#abort = abort

		this.#handler.onConnect(this.#customAbort.bind(this))
	}

	#customAbort (reason) {
		this.#aborted = true
		this.#reason = reason
	}

	onHeaders (statusCode, rawHeaders, resume, statusMessage) {
		const headers = util.parseHeaders(rawHeaders)
		const contentLength = headers['content-length']

		if (contentLength != null && contentLength > this.#maxSize) {
			throw new RequestAbortedError(
				`Response size (${contentLength}) larger than maxSize (${
					this.#maxSize
				})`
			)
		}

		if (this.#aborted) {
			return true
		}

		return this.#handler.onHeaders(
			statusCode,
			rawHeaders,
			resume,
			statusMessage
		)
	}

	onError (err) {
		if (this.#dumped) {
			return
		}

		err = this.#reason ?? err

		this.#handler.onError(err)
	}

	onData (chunk) {
		this.#size = this.#size + chunk.length

		if (this.#size >= this.#maxSize) {
			this.#dumped = true

			if (this.#aborted) {
				this.#handler.onError(this.#reason)
			} else {
				this.#handler.onComplete([])
			}
		}

		return true
	}

	onComplete (trailers) {
		if (this.#dumped) {
			return
		}

		if (this.#aborted) {
			this.#handler.onError(this.reason)
			return
		}

		this.#handler.onComplete(trailers)
	}
}

function createDumpInterceptor (
	{ maxSize: defaultMaxSize } = {
		maxSize: 1024 * 1024
	}
) {
	return dispatch => {
		return function Intercept (opts, handler) {
			const { dumpMaxSize = defaultMaxSize } =
				opts

			const dumpHandler = new DumpHandler(
				{ maxSize: dumpMaxSize },
				handler
			)

			return dispatch(opts, dumpHandler)
		}
	}
}

module.exports = createDumpInterceptor


}),

5092:
((module, __unused_webpack_exports, __webpack_require__) => {



const RedirectHandler = __webpack_require__(8754)

function createRedirectInterceptor ({ maxRedirections: defaultMaxRedirections }) {
	return (dispatch) => {
		return function Intercept (opts, handler) {
			const { maxRedirections = defaultMaxRedirections } = opts

			if (!maxRedirections) {
				return dispatch(opts, handler)
			}

			const redirectHandler = new RedirectHandler(dispatch, maxRedirections, opts, handler)
			opts = { ...opts, maxRedirections: 0 }
			return dispatch(opts, redirectHandler)
		}
	}
}

module.exports = createRedirectInterceptor


}),

1514:
((module, __unused_webpack_exports, __webpack_require__) => {


const RedirectHandler = __webpack_require__(8754)

module.exports = opts => {
	const globalMaxRedirections = opts?.maxRedirections
	return dispatch => {
		return function redirectInterceptor (opts, handler) {
			const { maxRedirections = globalMaxRedirections, ...baseOpts } = opts

			if (!maxRedirections) {
				return dispatch(opts, handler)
			}

			const redirectHandler = new RedirectHandler(
				dispatch,
				maxRedirections,
				opts,
				handler
			)

			return dispatch(baseOpts, redirectHandler)
		}
	}
}


}),

2026:
((module, __unused_webpack_exports, __webpack_require__) => {


const RetryHandler = __webpack_require__(7816)

module.exports = globalOpts => {
	return dispatch => {
		return function retryInterceptor (opts, handler) {
			return dispatch(
				opts,
				new RetryHandler(
					{ ...opts, retryOptions: { ...globalOpts, ...opts.retryOptions } },
					{
						handler,
						dispatch
					}
				)
			)
		}
	}
}


}),

2824:
((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.SPECIAL_HEADERS = exports.HEADER_STATE = exports.MINOR = exports.MAJOR = exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS = exports.TOKEN = exports.STRICT_TOKEN = exports.HEX = exports.URL_CHAR = exports.STRICT_URL_CHAR = exports.USERINFO_CHARS = exports.MARK = exports.ALPHANUM = exports.NUM = exports.HEX_MAP = exports.NUM_MAP = exports.ALPHA = exports.FINISH = exports.H_METHOD_MAP = exports.METHOD_MAP = exports.METHODS_RTSP = exports.METHODS_ICE = exports.METHODS_HTTP = exports.METHODS = exports.LENIENT_FLAGS = exports.FLAGS = exports.TYPE = exports.ERROR = void 0;
const utils_1 = __webpack_require__(172);
var ERROR;
(function (ERROR) {
	ERROR[ERROR["OK"] = 0] = "OK";
	ERROR[ERROR["INTERNAL"] = 1] = "INTERNAL";
	ERROR[ERROR["STRICT"] = 2] = "STRICT";
	ERROR[ERROR["LF_EXPECTED"] = 3] = "LF_EXPECTED";
	ERROR[ERROR["UNEXPECTED_CONTENT_LENGTH"] = 4] = "UNEXPECTED_CONTENT_LENGTH";
	ERROR[ERROR["CLOSED_CONNECTION"] = 5] = "CLOSED_CONNECTION";
	ERROR[ERROR["INVALID_METHOD"] = 6] = "INVALID_METHOD";
	ERROR[ERROR["INVALID_URL"] = 7] = "INVALID_URL";
	ERROR[ERROR["INVALID_CONSTANT"] = 8] = "INVALID_CONSTANT";
	ERROR[ERROR["INVALID_VERSION"] = 9] = "INVALID_VERSION";
	ERROR[ERROR["INVALID_HEADER_TOKEN"] = 10] = "INVALID_HEADER_TOKEN";
	ERROR[ERROR["INVALID_CONTENT_LENGTH"] = 11] = "INVALID_CONTENT_LENGTH";
	ERROR[ERROR["INVALID_CHUNK_SIZE"] = 12] = "INVALID_CHUNK_SIZE";
	ERROR[ERROR["INVALID_STATUS"] = 13] = "INVALID_STATUS";
	ERROR[ERROR["INVALID_EOF_STATE"] = 14] = "INVALID_EOF_STATE";
	ERROR[ERROR["INVALID_TRANSFER_ENCODING"] = 15] = "INVALID_TRANSFER_ENCODING";
	ERROR[ERROR["CB_MESSAGE_BEGIN"] = 16] = "CB_MESSAGE_BEGIN";
	ERROR[ERROR["CB_HEADERS_COMPLETE"] = 17] = "CB_HEADERS_COMPLETE";
	ERROR[ERROR["CB_MESSAGE_COMPLETE"] = 18] = "CB_MESSAGE_COMPLETE";
	ERROR[ERROR["CB_CHUNK_HEADER"] = 19] = "CB_CHUNK_HEADER";
	ERROR[ERROR["CB_CHUNK_COMPLETE"] = 20] = "CB_CHUNK_COMPLETE";
	ERROR[ERROR["PAUSED"] = 21] = "PAUSED";
	ERROR[ERROR["PAUSED_UPGRADE"] = 22] = "PAUSED_UPGRADE";
	ERROR[ERROR["PAUSED_H2_UPGRADE"] = 23] = "PAUSED_H2_UPGRADE";
	ERROR[ERROR["USER"] = 24] = "USER";
})(ERROR = exports.ERROR || (exports.ERROR = {}));
var TYPE;
(function (TYPE) {
	TYPE[TYPE["BOTH"] = 0] = "BOTH";
	TYPE[TYPE["REQUEST"] = 1] = "REQUEST";
	TYPE[TYPE["RESPONSE"] = 2] = "RESPONSE";
})(TYPE = exports.TYPE || (exports.TYPE = {}));
var FLAGS;
(function (FLAGS) {
	FLAGS[FLAGS["CONNECTION_KEEP_ALIVE"] = 1] = "CONNECTION_KEEP_ALIVE";
	FLAGS[FLAGS["CONNECTION_CLOSE"] = 2] = "CONNECTION_CLOSE";
	FLAGS[FLAGS["CONNECTION_UPGRADE"] = 4] = "CONNECTION_UPGRADE";
	FLAGS[FLAGS["CHUNKED"] = 8] = "CHUNKED";
	FLAGS[FLAGS["UPGRADE"] = 16] = "UPGRADE";
	FLAGS[FLAGS["CONTENT_LENGTH"] = 32] = "CONTENT_LENGTH";
	FLAGS[FLAGS["SKIPBODY"] = 64] = "SKIPBODY";
	FLAGS[FLAGS["TRAILING"] = 128] = "TRAILING";
	FLAGS[FLAGS["TRANSFER_ENCODING"] = 512] = "TRANSFER_ENCODING";
})(FLAGS = exports.FLAGS || (exports.FLAGS = {}));
var LENIENT_FLAGS;
(function (LENIENT_FLAGS) {
	LENIENT_FLAGS[LENIENT_FLAGS["HEADERS"] = 1] = "HEADERS";
	LENIENT_FLAGS[LENIENT_FLAGS["CHUNKED_LENGTH"] = 2] = "CHUNKED_LENGTH";
	LENIENT_FLAGS[LENIENT_FLAGS["KEEP_ALIVE"] = 4] = "KEEP_ALIVE";
})(LENIENT_FLAGS = exports.LENIENT_FLAGS || (exports.LENIENT_FLAGS = {}));
var METHODS;
(function (METHODS) {
	METHODS[METHODS["DELETE"] = 0] = "DELETE";
	METHODS[METHODS["GET"] = 1] = "GET";
	METHODS[METHODS["HEAD"] = 2] = "HEAD";
	METHODS[METHODS["POST"] = 3] = "POST";
	METHODS[METHODS["PUT"] = 4] = "PUT";
	METHODS[METHODS["CONNECT"] = 5] = "CONNECT";
	METHODS[METHODS["OPTIONS"] = 6] = "OPTIONS";
	METHODS[METHODS["TRACE"] = 7] = "TRACE";
	METHODS[METHODS["COPY"] = 8] = "COPY";
	METHODS[METHODS["LOCK"] = 9] = "LOCK";
	METHODS[METHODS["MKCOL"] = 10] = "MKCOL";
	METHODS[METHODS["MOVE"] = 11] = "MOVE";
	METHODS[METHODS["PROPFIND"] = 12] = "PROPFIND";
	METHODS[METHODS["PROPPATCH"] = 13] = "PROPPATCH";
	METHODS[METHODS["SEARCH"] = 14] = "SEARCH";
	METHODS[METHODS["UNLOCK"] = 15] = "UNLOCK";
	METHODS[METHODS["BIND"] = 16] = "BIND";
	METHODS[METHODS["REBIND"] = 17] = "REBIND";
	METHODS[METHODS["UNBIND"] = 18] = "UNBIND";
	METHODS[METHODS["ACL"] = 19] = "ACL";
	METHODS[METHODS["REPORT"] = 20] = "REPORT";
	METHODS[METHODS["MKACTIVITY"] = 21] = "MKACTIVITY";
	METHODS[METHODS["CHECKOUT"] = 22] = "CHECKOUT";
	METHODS[METHODS["MERGE"] = 23] = "MERGE";
	METHODS[METHODS["M-SEARCH"] = 24] = "M-SEARCH";
	METHODS[METHODS["NOTIFY"] = 25] = "NOTIFY";
	METHODS[METHODS["SUBSCRIBE"] = 26] = "SUBSCRIBE";
	METHODS[METHODS["UNSUBSCRIBE"] = 27] = "UNSUBSCRIBE";
	METHODS[METHODS["PATCH"] = 28] = "PATCH";
	METHODS[METHODS["PURGE"] = 29] = "PURGE";
	METHODS[METHODS["MKCALENDAR"] = 30] = "MKCALENDAR";
	METHODS[METHODS["LINK"] = 31] = "LINK";
	METHODS[METHODS["UNLINK"] = 32] = "UNLINK";
	METHODS[METHODS["SOURCE"] = 33] = "SOURCE";
	METHODS[METHODS["PRI"] = 34] = "PRI";
	METHODS[METHODS["DESCRIBE"] = 35] = "DESCRIBE";
	METHODS[METHODS["ANNOUNCE"] = 36] = "ANNOUNCE";
	METHODS[METHODS["SETUP"] = 37] = "SETUP";
	METHODS[METHODS["PLAY"] = 38] = "PLAY";
	METHODS[METHODS["PAUSE"] = 39] = "PAUSE";
	METHODS[METHODS["TEARDOWN"] = 40] = "TEARDOWN";
	METHODS[METHODS["GET_PARAMETER"] = 41] = "GET_PARAMETER";
	METHODS[METHODS["SET_PARAMETER"] = 42] = "SET_PARAMETER";
	METHODS[METHODS["REDIRECT"] = 43] = "REDIRECT";
	METHODS[METHODS["RECORD"] = 44] = "RECORD";
	METHODS[METHODS["FLUSH"] = 45] = "FLUSH";
})(METHODS = exports.METHODS || (exports.METHODS = {}));
exports.METHODS_HTTP = [
	METHODS.DELETE,
	METHODS.GET,
	METHODS.HEAD,
	METHODS.POST,
	METHODS.PUT,
	METHODS.CONNECT,
	METHODS.OPTIONS,
	METHODS.TRACE,
	METHODS.COPY,
	METHODS.LOCK,
	METHODS.MKCOL,
	METHODS.MOVE,
	METHODS.PROPFIND,
	METHODS.PROPPATCH,
	METHODS.SEARCH,
	METHODS.UNLOCK,
	METHODS.BIND,
	METHODS.REBIND,
	METHODS.UNBIND,
	METHODS.ACL,
	METHODS.REPORT,
	METHODS.MKACTIVITY,
	METHODS.CHECKOUT,
	METHODS.MERGE,
	METHODS['M-SEARCH'],
	METHODS.NOTIFY,
	METHODS.SUBSCRIBE,
	METHODS.UNSUBSCRIBE,
	METHODS.PATCH,
	METHODS.PURGE,
	METHODS.MKCALENDAR,
	METHODS.LINK,
	METHODS.UNLINK,
	METHODS.PRI,
	METHODS.SOURCE,
];
exports.METHODS_ICE = [
	METHODS.SOURCE,
];
exports.METHODS_RTSP = [
	METHODS.OPTIONS,
	METHODS.DESCRIBE,
	METHODS.ANNOUNCE,
	METHODS.SETUP,
	METHODS.PLAY,
	METHODS.PAUSE,
	METHODS.TEARDOWN,
	METHODS.GET_PARAMETER,
	METHODS.SET_PARAMETER,
	METHODS.REDIRECT,
	METHODS.RECORD,
	METHODS.FLUSH,
	METHODS.GET,
	METHODS.POST,
];
exports.METHOD_MAP = utils_1.enumToMap(METHODS);
exports.H_METHOD_MAP = {};
Object.keys(exports.METHOD_MAP).forEach((key) => {
	if (/^H/.test(key)) {
		exports.H_METHOD_MAP[key] = exports.METHOD_MAP[key];
	}
});
var FINISH;
(function (FINISH) {
	FINISH[FINISH["SAFE"] = 0] = "SAFE";
	FINISH[FINISH["SAFE_WITH_CB"] = 1] = "SAFE_WITH_CB";
	FINISH[FINISH["UNSAFE"] = 2] = "UNSAFE";
})(FINISH = exports.FINISH || (exports.FINISH = {}));
exports.ALPHA = [];
for (let i = 'A'.charCodeAt(0); i <= 'Z'.charCodeAt(0); i++) {
	exports.ALPHA.push(String.fromCharCode(i));
	exports.ALPHA.push(String.fromCharCode(i + 0x20));
}
exports.NUM_MAP = {
	0: 0, 1: 1, 2: 2, 3: 3, 4: 4,
	5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
};
exports.HEX_MAP = {
	0: 0, 1: 1, 2: 2, 3: 3, 4: 4,
	5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
	A: 0XA, B: 0XB, C: 0XC, D: 0XD, E: 0XE, F: 0XF,
	a: 0xa, b: 0xb, c: 0xc, d: 0xd, e: 0xe, f: 0xf,
};
exports.NUM = [
	'0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
];
exports.ALPHANUM = exports.ALPHA.concat(exports.NUM);
exports.MARK = ['-', '_', '.', '!', '~', '*', '\'', '(', ')'];
exports.USERINFO_CHARS = exports.ALPHANUM
	.concat(exports.MARK)
	.concat(['%', ';', ':', '&', '=', '+', '$', ',']);
exports.STRICT_URL_CHAR = [
	'!', '"', '$', '%', '&', '\'',
	'(', ')', '*', '+', ',', '-', '.', '/',
	':', ';', '<', '=', '>',
	'@', '[', '\\', ']', '^', '_',
	'`',
	'{', '|', '}', '~',
].concat(exports.ALPHANUM);
exports.URL_CHAR = exports.STRICT_URL_CHAR
	.concat(['\t', '\f']);
for (let i = 0x80; i <= 0xff; i++) {
	exports.URL_CHAR.push(i);
}
exports.HEX = exports.NUM.concat(['a', 'b', 'c', 'd', 'e', 'f', 'A', 'B', 'C', 'D', 'E', 'F']);
exports.STRICT_TOKEN = [
	'!', '#', '$', '%', '&', '\'',
	'*', '+', '-', '.',
	'^', '_', '`',
	'|', '~',
].concat(exports.ALPHANUM);
exports.TOKEN = exports.STRICT_TOKEN.concat([' ']);
exports.HEADER_CHARS = ['\t'];
for (let i = 32; i <= 255; i++) {
	if (i !== 127) {
		exports.HEADER_CHARS.push(i);
	}
}
exports.CONNECTION_TOKEN_CHARS = exports.HEADER_CHARS.filter((c) => c !== 44);
exports.MAJOR = exports.NUM_MAP;
exports.MINOR = exports.MAJOR;
var HEADER_STATE;
(function (HEADER_STATE) {
	HEADER_STATE[HEADER_STATE["GENERAL"] = 0] = "GENERAL";
	HEADER_STATE[HEADER_STATE["CONNECTION"] = 1] = "CONNECTION";
	HEADER_STATE[HEADER_STATE["CONTENT_LENGTH"] = 2] = "CONTENT_LENGTH";
	HEADER_STATE[HEADER_STATE["TRANSFER_ENCODING"] = 3] = "TRANSFER_ENCODING";
	HEADER_STATE[HEADER_STATE["UPGRADE"] = 4] = "UPGRADE";
	HEADER_STATE[HEADER_STATE["CONNECTION_KEEP_ALIVE"] = 5] = "CONNECTION_KEEP_ALIVE";
	HEADER_STATE[HEADER_STATE["CONNECTION_CLOSE"] = 6] = "CONNECTION_CLOSE";
	HEADER_STATE[HEADER_STATE["CONNECTION_UPGRADE"] = 7] = "CONNECTION_UPGRADE";
	HEADER_STATE[HEADER_STATE["TRANSFER_ENCODING_CHUNKED"] = 8] = "TRANSFER_ENCODING_CHUNKED";
})(HEADER_STATE = exports.HEADER_STATE || (exports.HEADER_STATE = {}));
exports.SPECIAL_HEADERS = {
	'connection': HEADER_STATE.CONNECTION,
	'content-length': HEADER_STATE.CONTENT_LENGTH,
	'proxy-connection': HEADER_STATE.CONNECTION,
	'transfer-encoding': HEADER_STATE.TRANSFER_ENCODING,
	'upgrade': HEADER_STATE.UPGRADE,
};

}),

3870:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Buffer } = __webpack_require__(4573)

module.exports = Buffer.from('AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAX8AYAJ/fwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAy0sBQYAAAIAAAAAAAACAQIAAgICAAADAAAAAAMDAwMBAQEBAQEBAQEAAAIAAAAEBQFwARISBQMBAAIGCAF/AUGA1AQLB9EFIgZtZW1vcnkCAAtfaW5pdGlhbGl6ZQAIGV9faW5kaXJlY3RfZnVuY3Rpb25fdGFibGUBAAtsbGh0dHBfaW5pdAAJGGxsaHR0cF9zaG91bGRfa2VlcF9hbGl2ZQAvDGxsaHR0cF9hbGxvYwALBm1hbGxvYwAxC2xsaHR0cF9mcmVlAAwEZnJlZQAMD2xsaHR0cF9nZXRfdHlwZQANFWxsaHR0cF9nZXRfaHR0cF9tYWpvcgAOFWxsaHR0cF9nZXRfaHR0cF9taW5vcgAPEWxsaHR0cF9nZXRfbWV0aG9kABAWbGxodHRwX2dldF9zdGF0dXNfY29kZQAREmxsaHR0cF9nZXRfdXBncmFkZQASDGxsaHR0cF9yZXNldAATDmxsaHR0cF9leGVjdXRlABQUbGxodHRwX3NldHRpbmdzX2luaXQAFQ1sbGh0dHBfZmluaXNoABYMbGxodHRwX3BhdXNlABcNbGxodHRwX3Jlc3VtZQAYG2xsaHR0cF9yZXN1bWVfYWZ0ZXJfdXBncmFkZQAZEGxsaHR0cF9nZXRfZXJybm8AGhdsbGh0dHBfZ2V0X2Vycm9yX3JlYXNvbgAbF2xsaHR0cF9zZXRfZXJyb3JfcmVhc29uABwUbGxodHRwX2dldF9lcnJvcl9wb3MAHRFsbGh0dHBfZXJybm9fbmFtZQAeEmxsaHR0cF9tZXRob2RfbmFtZQAfEmxsaHR0cF9zdGF0dXNfbmFtZQAgGmxsaHR0cF9zZXRfbGVuaWVudF9oZWFkZXJzACEhbGxodHRwX3NldF9sZW5pZW50X2NodW5rZWRfbGVuZ3RoACIdbGxodHRwX3NldF9sZW5pZW50X2tlZXBfYWxpdmUAIyRsbGh0dHBfc2V0X2xlbmllbnRfdHJhbnNmZXJfZW5jb2RpbmcAJBhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YALgkXAQBBAQsRAQIDBAUKBgcrLSwqKSglJyYK07MCLBYAQYjQACgCAARAAAtBiNAAQQE2AgALFAAgABAwIAAgAjYCOCAAIAE6ACgLFAAgACAALwEyIAAtAC4gABAvEAALHgEBf0HAABAyIgEQMCABQYAINgI4IAEgADoAKCABC48MAQd/AkAgAEUNACAAQQhrIgEgAEEEaygCACIAQXhxIgRqIQUCQCAAQQFxDQAgAEEDcUUNASABIAEoAgAiAGsiAUGc0AAoAgBJDQEgACAEaiEEAkACQEGg0AAoAgAgAUcEQCAAQf8BTQRAIABBA3YhAyABKAIIIgAgASgCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBQsgAiAANgIIIAAgAjYCDAwECyABKAIYIQYgASABKAIMIgBHBEAgACABKAIIIgI2AgggAiAANgIMDAMLIAFBFGoiAygCACICRQRAIAEoAhAiAkUNAiABQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFKAIEIgBBA3FBA0cNAiAFIABBfnE2AgRBlNAAIAQ2AgAgBSAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCABKAIcIgJBAnRBvNIAaiIDKAIAIAFGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgAUYbaiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2AhAgAiAANgIYCyABQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAFTw0AIAUoAgQiAEEBcUUNAAJAAkACQAJAIABBAnFFBEBBpNAAKAIAIAVGBEBBpNAAIAE2AgBBmNAAQZjQACgCACAEaiIANgIAIAEgAEEBcjYCBCABQaDQACgCAEcNBkGU0ABBADYCAEGg0ABBADYCAAwGC0Gg0AAoAgAgBUYEQEGg0AAgATYCAEGU0ABBlNAAKAIAIARqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAAwGCyAAQXhxIARqIQQgAEH/AU0EQCAAQQN2IQMgBSgCCCIAIAUoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgBSgCGCEGIAUgBSgCDCIARwRAQZzQACgCABogACAFKAIIIgI2AgggAiAANgIMDAMLIAVBFGoiAygCACICRQRAIAUoAhAiAkUNAiAFQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFIABBfnE2AgQgASAEaiAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCAFKAIcIgJBAnRBvNIAaiIDKAIAIAVGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgBUYbaiAANgIAIABFDQELIAAgBjYCGCAFKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAFQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAEaiAENgIAIAEgBEEBcjYCBCABQaDQACgCAEcNAEGU0AAgBDYCAAwBCyAEQf8BTQRAIARBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASAEQQN2dCIDcUUEQEGM0AAgAiADcjYCACAADAELIAAoAggLIgIgATYCDCAAIAE2AgggASAANgIMIAEgAjYCCAwBC0EfIQIgBEH///8HTQRAIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAgsgASACNgIcIAFCADcCECACQQJ0QbzSAGohAAJAQZDQACgCACIDQQEgAnQiB3FFBEAgACABNgIAQZDQACADIAdyNgIAIAEgADYCGCABIAE2AgggASABNgIMDAELIARBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAAJAA0AgACIDKAIEQXhxIARGDQEgAkEddiEAIAJBAXQhAiADIABBBHFqQRBqIgcoAgAiAA0ACyAHIAE2AgAgASADNgIYIAEgATYCDCABIAE2AggMAQsgAygCCCIAIAE2AgwgAyABNgIIIAFBADYCGCABIAM2AgwgASAANgIIC0Gs0ABBrNAAKAIAQQFrIgBBfyAAGzYCAAsLBwAgAC0AKAsHACAALQAqCwcAIAAtACsLBwAgAC0AKQsHACAALwEyCwcAIAAtAC4LQAEEfyAAKAIYIQEgAC0ALSECIAAtACghAyAAKAI4IQQgABAwIAAgBDYCOCAAIAM6ACggACACOgAtIAAgATYCGAu74gECB38DfiABIAJqIQQCQCAAIgIoAgwiAA0AIAIoAgQEQCACIAE2AgQLIwBBEGsiCCQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAIoAhwiA0EBaw7dAdoBAdkBAgMEBQYHCAkKCwwNDtgBDxDXARES1gETFBUWFxgZGhvgAd8BHB0e1QEfICEiIyQl1AEmJygpKiss0wHSAS0u0QHQAS8wMTIzNDU2Nzg5Ojs8PT4/QEFCQ0RFRtsBR0hJSs8BzgFLzQFMzAFNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBywHKAbgByQG5AcgBugG7AbwBvQG+Ab8BwAHBAcIBwwHEAcUBxgEA3AELQQAMxgELQQ4MxQELQQ0MxAELQQ8MwwELQRAMwgELQRMMwQELQRQMwAELQRUMvwELQRYMvgELQRgMvQELQRkMvAELQRoMuwELQRsMugELQRwMuQELQR0MuAELQQgMtwELQR4MtgELQSAMtQELQR8MtAELQQcMswELQSEMsgELQSIMsQELQSMMsAELQSQMrwELQRIMrgELQREMrQELQSUMrAELQSYMqwELQScMqgELQSgMqQELQcMBDKgBC0EqDKcBC0ErDKYBC0EsDKUBC0EtDKQBC0EuDKMBC0EvDKIBC0HEAQyhAQtBMAygAQtBNAyfAQtBDAyeAQtBMQydAQtBMgycAQtBMwybAQtBOQyaAQtBNQyZAQtBxQEMmAELQQsMlwELQToMlgELQTYMlQELQQoMlAELQTcMkwELQTgMkgELQTwMkQELQTsMkAELQT0MjwELQQkMjgELQSkMjQELQT4MjAELQT8MiwELQcAADIoBC0HBAAyJAQtBwgAMiAELQcMADIcBC0HEAAyGAQtBxQAMhQELQcYADIQBC0EXDIMBC0HHAAyCAQtByAAMgQELQckADIABC0HKAAx/C0HLAAx+C0HNAAx9C0HMAAx8C0HOAAx7C0HPAAx6C0HQAAx5C0HRAAx4C0HSAAx3C0HTAAx2C0HUAAx1C0HWAAx0C0HVAAxzC0EGDHILQdcADHELQQUMcAtB2AAMbwtBBAxuC0HZAAxtC0HaAAxsC0HbAAxrC0HcAAxqC0EDDGkLQd0ADGgLQd4ADGcLQd8ADGYLQeEADGULQeAADGQLQeIADGMLQeMADGILQQIMYQtB5AAMYAtB5QAMXwtB5gAMXgtB5wAMXQtB6AAMXAtB6QAMWwtB6gAMWgtB6wAMWQtB7AAMWAtB7QAMVwtB7gAMVgtB7wAMVQtB8AAMVAtB8QAMUwtB8gAMUgtB8wAMUQtB9AAMUAtB9QAMTwtB9gAMTgtB9wAMTQtB+AAMTAtB+QAMSwtB+gAMSgtB+wAMSQtB/AAMSAtB/QAMRwtB/gAMRgtB/wAMRQtBgAEMRAtBgQEMQwtBggEMQgtBgwEMQQtBhAEMQAtBhQEMPwtBhgEMPgtBhwEMPQtBiAEMPAtBiQEMOwtBigEMOgtBiwEMOQtBjAEMOAtBjQEMNwtBjgEMNgtBjwEMNQtBkAEMNAtBkQEMMwtBkgEMMgtBkwEMMQtBlAEMMAtBlQEMLwtBlgEMLgtBlwEMLQtBmAEMLAtBmQEMKwtBmgEMKgtBmwEMKQtBnAEMKAtBnQEMJwtBngEMJgtBnwEMJQtBoAEMJAtBoQEMIwtBogEMIgtBowEMIQtBpAEMIAtBpQEMHwtBpgEMHgtBpwEMHQtBqAEMHAtBqQEMGwtBqgEMGgtBqwEMGQtBrAEMGAtBrQEMFwtBrgEMFgtBAQwVC0GvAQwUC0GwAQwTC0GxAQwSC0GzAQwRC0GyAQwQC0G0AQwPC0G1AQwOC0G2AQwNC0G3AQwMC0G4AQwLC0G5AQwKC0G6AQwJC0G7AQwIC0HGAQwHC0G8AQwGC0G9AQwFC0G+AQwEC0G/AQwDC0HAAQwCC0HCAQwBC0HBAQshAwNAAkACQAJAAkACQAJAAkACQAJAIAICfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAgJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADDsYBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHyAhIyUmKCorLC8wMTIzNDU2Nzk6Ozw9lANAQkRFRklLTk9QUVJTVFVWWFpbXF1eX2BhYmNkZWZnaGpsb3Bxc3V2eHl6e3x/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcsBzAHNAc4BzwGKA4kDiAOHA4QDgwOAA/sC+gL5AvgC9wL0AvMC8gLLAsECsALZAQsgASAERw3wAkHdASEDDLMDCyABIARHDcgBQcMBIQMMsgMLIAEgBEcNe0H3ACEDDLEDCyABIARHDXBB7wAhAwywAwsgASAERw1pQeoAIQMMrwMLIAEgBEcNZUHoACEDDK4DCyABIARHDWJB5gAhAwytAwsgASAERw0aQRghAwysAwsgASAERw0VQRIhAwyrAwsgASAERw1CQcUAIQMMqgMLIAEgBEcNNEE/IQMMqQMLIAEgBEcNMkE8IQMMqAMLIAEgBEcNK0ExIQMMpwMLIAItAC5BAUYNnwMMwQILQQAhAAJAAkACQCACLQAqRQ0AIAItACtFDQAgAi8BMCIDQQJxRQ0BDAILIAIvATAiA0EBcUUNAQtBASEAIAItAChBAUYNACACLwEyIgVB5ABrQeQASQ0AIAVBzAFGDQAgBUGwAkYNACADQcAAcQ0AQQAhACADQYgEcUGABEYNACADQShxQQBHIQALIAJBADsBMCACQQA6AC8gAEUN3wIgAkIANwMgDOACC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAARQ3MASAAQRVHDd0CIAJBBDYCHCACIAE2AhQgAkGwGDYCECACQRU2AgxBACEDDKQDCyABIARGBEBBBiEDDKQDCyABQQFqIQFBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAA3ZAgwcCyACQgA3AyBBEiEDDIkDCyABIARHDRZBHSEDDKEDCyABIARHBEAgAUEBaiEBQRAhAwyIAwtBByEDDKADCyACIAIpAyAiCiAEIAFrrSILfSIMQgAgCiAMWhs3AyAgCiALWA3UAkEIIQMMnwMLIAEgBEcEQCACQQk2AgggAiABNgIEQRQhAwyGAwtBCSEDDJ4DCyACKQMgQgBSDccBIAIgAi8BMEGAAXI7ATAMQgsgASAERw0/QdAAIQMMnAMLIAEgBEYEQEELIQMMnAMLIAFBAWohAUEAIQACQCACKAI4IgNFDQAgAygCUCIDRQ0AIAIgAxEAACEACyAADc8CDMYBC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ3GASAAQRVHDc0CIAJBCzYCHCACIAE2AhQgAkGCGTYCECACQRU2AgxBACEDDJoDC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ0MIABBFUcNygIgAkEaNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMmQMLQQAhAAJAIAIoAjgiA0UNACADKAJMIgNFDQAgAiADEQAAIQALIABFDcQBIABBFUcNxwIgAkELNgIcIAIgATYCFCACQZEXNgIQIAJBFTYCDEEAIQMMmAMLIAEgBEYEQEEPIQMMmAMLIAEtAAAiAEE7Rg0HIABBDUcNxAIgAUEBaiEBDMMBC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3DASAAQRVHDcICIAJBDzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJYDCwNAIAEtAABB8DVqLQAAIgBBAUcEQCAAQQJHDcECIAIoAgQhAEEAIQMgAkEANgIEIAIgACABQQFqIgEQLSIADcICDMUBCyAEIAFBAWoiAUcNAAtBEiEDDJUDC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3FASAAQRVHDb0CIAJBGzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJQDCyABIARGBEBBFiEDDJQDCyACQQo2AgggAiABNgIEQQAhAAJAIAIoAjgiA0UNACADKAJIIgNFDQAgAiADEQAAIQALIABFDcIBIABBFUcNuQIgAkEVNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMkwMLIAEgBEcEQANAIAEtAABB8DdqLQAAIgBBAkcEQAJAIABBAWsOBMQCvQIAvgK9AgsgAUEBaiEBQQghAwz8AgsgBCABQQFqIgFHDQALQRUhAwyTAwtBFSEDDJIDCwNAIAEtAABB8DlqLQAAIgBBAkcEQCAAQQFrDgTFArcCwwK4ArcCCyAEIAFBAWoiAUcNAAtBGCEDDJEDCyABIARHBEAgAkELNgIIIAIgATYCBEEHIQMM+AILQRkhAwyQAwsgAUEBaiEBDAILIAEgBEYEQEEaIQMMjwMLAkAgAS0AAEENaw4UtQG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwEAvwELQQAhAyACQQA2AhwgAkGvCzYCECACQQI2AgwgAiABQQFqNgIUDI4DCyABIARGBEBBGyEDDI4DCyABLQAAIgBBO0cEQCAAQQ1HDbECIAFBAWohAQy6AQsgAUEBaiEBC0EiIQMM8wILIAEgBEYEQEEcIQMMjAMLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43wQLAAgABAgMEBQYH0AHQAdAB0AHQAdAB0AEICQoLDA3QAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdABDg8QERIT0AELQgIhCgzAAgtCAyEKDL8CC0IEIQoMvgILQgUhCgy9AgtCBiEKDLwCC0IHIQoMuwILQgghCgy6AgtCCSEKDLkCC0IKIQoMuAILQgshCgy3AgtCDCEKDLYCC0INIQoMtQILQg4hCgy0AgtCDyEKDLMCC0IKIQoMsgILQgshCgyxAgtCDCEKDLACC0INIQoMrwILQg4hCgyuAgtCDyEKDK0CC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsON8ACvwIAAQIDBAUGB74CvgK+Ar4CvgK+Ar4CCAkKCwwNvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ag4PEBESE74CC0ICIQoMvwILQgMhCgy+AgtCBCEKDL0CC0IFIQoMvAILQgYhCgy7AgtCByEKDLoCC0IIIQoMuQILQgkhCgy4AgtCCiEKDLcCC0ILIQoMtgILQgwhCgy1AgtCDSEKDLQCC0IOIQoMswILQg8hCgyyAgtCCiEKDLECC0ILIQoMsAILQgwhCgyvAgtCDSEKDK4CC0IOIQoMrQILQg8hCgysAgsgAiACKQMgIgogBCABa60iC30iDEIAIAogDFobNwMgIAogC1gNpwJBHyEDDIkDCyABIARHBEAgAkEJNgIIIAIgATYCBEElIQMM8AILQSAhAwyIAwtBASEFIAIvATAiA0EIcUUEQCACKQMgQgBSIQULAkAgAi0ALgRAQQEhACACLQApQQVGDQEgA0HAAHFFIAVxRQ0BC0EAIQAgA0HAAHENAEECIQAgA0EIcQ0AIANBgARxBEACQCACLQAoQQFHDQAgAi0ALUEKcQ0AQQUhAAwCC0EEIQAMAQsgA0EgcUUEQAJAIAItAChBAUYNACACLwEyIgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNAEEEIQAgA0EocUUNAiADQYgEcUGABEYNAgtBACEADAELQQBBAyACKQMgUBshAAsgAEEBaw4FvgIAsAEBpAKhAgtBESEDDO0CCyACQQE6AC8MhAMLIAEgBEcNnQJBJCEDDIQDCyABIARHDRxBxgAhAwyDAwtBACEAAkAgAigCOCIDRQ0AIAMoAkQiA0UNACACIAMRAAAhAAsgAEUNJyAAQRVHDZgCIAJB0AA2AhwgAiABNgIUIAJBkRg2AhAgAkEVNgIMQQAhAwyCAwsgASAERgRAQSghAwyCAwtBACEDIAJBADYCBCACQQw2AgggAiABIAEQKiIARQ2UAiACQSc2AhwgAiABNgIUIAIgADYCDAyBAwsgASAERgRAQSkhAwyBAwsgAS0AACIAQSBGDRMgAEEJRw2VAiABQQFqIQEMFAsgASAERwRAIAFBAWohAQwWC0EqIQMM/wILIAEgBEYEQEErIQMM/wILIAEtAAAiAEEJRyAAQSBHcQ2QAiACLQAsQQhHDd0CIAJBADoALAzdAgsgASAERgRAQSwhAwz+AgsgAS0AAEEKRw2OAiABQQFqIQEMsAELIAEgBEcNigJBLyEDDPwCCwNAIAEtAAAiAEEgRwRAIABBCmsOBIQCiAKIAoQChgILIAQgAUEBaiIBRw0AC0ExIQMM+wILQTIhAyABIARGDfoCIAIoAgAiACAEIAFraiEHIAEgAGtBA2ohBgJAA0AgAEHwO2otAAAgAS0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAEEDRgRAQQYhAQziAgsgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAc2AgAM+wILIAJBADYCAAyGAgtBMyEDIAQgASIARg35AiAEIAFrIAIoAgAiAWohByAAIAFrQQhqIQYCQANAIAFB9DtqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBCEYEQEEFIQEM4QILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPoCCyACQQA2AgAgACEBDIUCC0E0IQMgBCABIgBGDfgCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgJAA0AgAUHQwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEM4AILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPkCCyACQQA2AgAgACEBDIQCCyABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRg0JDIECCyAEIAFBAWoiAUcNAAtBMCEDDPgCC0EwIQMM9wILIAEgBEcEQANAIAEtAAAiAEEgRwRAIABBCmsOBP8B/gH+Af8B/gELIAQgAUEBaiIBRw0AC0E4IQMM9wILQTghAwz2AgsDQCABLQAAIgBBIEcgAEEJR3EN9gEgBCABQQFqIgFHDQALQTwhAwz1AgsDQCABLQAAIgBBIEcEQAJAIABBCmsOBPkBBAT5AQALIABBLEYN9QEMAwsgBCABQQFqIgFHDQALQT8hAwz0AgtBwAAhAyABIARGDfMCIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAEGAQGstAAAgAS0AAEEgckcNASAAQQZGDdsCIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPQCCyACQQA2AgALQTYhAwzZAgsgASAERgRAQcEAIQMM8gILIAJBDDYCCCACIAE2AgQgAi0ALEEBaw4E+wHuAewB6wHUAgsgAUEBaiEBDPoBCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUExIQMM3AILIAFBAWohAUEyIQMM2wILIAFBAWohAUEzIQMM2gILDP4BCyAEIAFBAWoiAUcNAAtBNSEDDPACC0E1IQMM7wILIAEgBEcEQANAIAEtAABBgDxqLQAAQQFHDfcBIAQgAUEBaiIBRw0AC0E9IQMM7wILQT0hAwzuAgtBACEAAkAgAigCOCIDRQ0AIAMoAkAiA0UNACACIAMRAAAhAAsgAEUNASAAQRVHDeYBIAJBwgA2AhwgAiABNgIUIAJB4xg2AhAgAkEVNgIMQQAhAwztAgsgAUEBaiEBC0E8IQMM0gILIAEgBEYEQEHCACEDDOsCCwJAA0ACQCABLQAAQQlrDhgAAswCzALRAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAgDMAgsgBCABQQFqIgFHDQALQcIAIQMM6wILIAFBAWohASACLQAtQQFxRQ3+AQtBLCEDDNACCyABIARHDd4BQcQAIQMM6AILA0AgAS0AAEGQwABqLQAAQQFHDZwBIAQgAUEBaiIBRw0AC0HFACEDDOcCCyABLQAAIgBBIEYN/gEgAEE6Rw3AAiACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgAN3gEM3QELQccAIQMgBCABIgBGDeUCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFBkMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvwIgAUEFRg3CAiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzlAgtByAAhAyAEIAEiAEYN5AIgBCABayACKAIAIgFqIQcgACABa0EJaiEGA0AgAUGWwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw2+AkECIAFBCUYNwgIaIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOQCCyABIARGBEBByQAhAwzkAgsCQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQe4Aaw4HAL8CvwK/Ar8CvwIBvwILIAFBAWohAUE+IQMMywILIAFBAWohAUE/IQMMygILQcoAIQMgBCABIgBGDeICIAQgAWsgAigCACIBaiEGIAAgAWtBAWohBwNAIAFBoMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvAIgAUEBRg2+AiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBjYCAAziAgtBywAhAyAEIAEiAEYN4QIgBCABayACKAIAIgFqIQcgACABa0EOaiEGA0AgAUGiwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw27AiABQQ5GDb4CIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOECC0HMACEDIAQgASIARg3gAiAEIAFrIAIoAgAiAWohByAAIAFrQQ9qIQYDQCABQcDCAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDboCQQMgAUEPRg2+AhogAUEBaiEBIAQgAEEBaiIARw0ACyACIAc2AgAM4AILQc0AIQMgBCABIgBGDd8CIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFB0MIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNuQJBBCABQQVGDb0CGiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzfAgsgASAERgRAQc4AIQMM3wILAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAvAK8ArwCvAK8ArwCvAK8ArwCvAK8ArwCAbwCvAK8AgIDvAILIAFBAWohAUHBACEDDMgCCyABQQFqIQFBwgAhAwzHAgsgAUEBaiEBQcMAIQMMxgILIAFBAWohAUHEACEDDMUCCyABIARHBEAgAkENNgIIIAIgATYCBEHFACEDDMUCC0HPACEDDN0CCwJAAkAgAS0AAEEKaw4EAZABkAEAkAELIAFBAWohAQtBKCEDDMMCCyABIARGBEBB0QAhAwzcAgsgAS0AAEEgRw0AIAFBAWohASACLQAtQQFxRQ3QAQtBFyEDDMECCyABIARHDcsBQdIAIQMM2QILQdMAIQMgASAERg3YAiACKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABB1sIAai0AAEcNxwEgAEEBRg3KASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBjYCAAzYAgsgASAERgRAQdUAIQMM2AILIAEtAABBCkcNwgEgAUEBaiEBDMoBCyABIARGBEBB1gAhAwzXAgsCQAJAIAEtAABBCmsOBADDAcMBAcMBCyABQQFqIQEMygELIAFBAWohAUHKACEDDL0CC0EAIQACQCACKAI4IgNFDQAgAygCPCIDRQ0AIAIgAxEAACEACyAADb8BQc0AIQMMvAILIAItAClBIkYNzwIMiQELIAQgASIFRgRAQdsAIQMM1AILQQAhAEEBIQFBASEGQQAhAwJAAn8CQAJAAkACQAJAAkACQCAFLQAAQTBrDgrFAcQBAAECAwQFBgjDAQtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshA0EAIQFBACEGDL0BC0EJIQNBASEAQQAhAUEAIQYMvAELIAEgBEYEQEHdACEDDNMCCyABLQAAQS5HDbgBIAFBAWohAQyIAQsgASAERw22AUHfACEDDNECCyABIARHBEAgAkEONgIIIAIgATYCBEHQACEDDLgCC0HgACEDDNACC0HhACEDIAEgBEYNzwIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGA0AgAS0AACAAQeLCAGotAABHDbEBIABBA0YNswEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMzwILQeIAIQMgASAERg3OAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYDQCABLQAAIABB5sIAai0AAEcNsAEgAEECRg2vASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAzOAgtB4wAhAyABIARGDc0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgNAIAEtAAAgAEHpwgBqLQAARw2vASAAQQNGDa0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADM0CCyABIARGBEBB5QAhAwzNAgsgAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANqgFB1gAhAwyzAgsgASAERwRAA0AgAS0AACIAQSBHBEACQAJAAkAgAEHIAGsOCwABswGzAbMBswGzAbMBswGzAQKzAQsgAUEBaiEBQdIAIQMMtwILIAFBAWohAUHTACEDDLYCCyABQQFqIQFB1AAhAwy1AgsgBCABQQFqIgFHDQALQeQAIQMMzAILQeQAIQMMywILA0AgAS0AAEHwwgBqLQAAIgBBAUcEQCAAQQJrDgOnAaYBpQGkAQsgBCABQQFqIgFHDQALQeYAIQMMygILIAFBAWogASAERw0CGkHnACEDDMkCCwNAIAEtAABB8MQAai0AACIAQQFHBEACQCAAQQJrDgSiAaEBoAEAnwELQdcAIQMMsQILIAQgAUEBaiIBRw0AC0HoACEDDMgCCyABIARGBEBB6QAhAwzIAgsCQCABLQAAIgBBCmsOGrcBmwGbAbQBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBpAGbAZsBAJkBCyABQQFqCyEBQQYhAwytAgsDQCABLQAAQfDGAGotAABBAUcNfSAEIAFBAWoiAUcNAAtB6gAhAwzFAgsgAUEBaiABIARHDQIaQesAIQMMxAILIAEgBEYEQEHsACEDDMQCCyABQQFqDAELIAEgBEYEQEHtACEDDMMCCyABQQFqCyEBQQQhAwyoAgsgASAERgRAQe4AIQMMwQILAkACQAJAIAEtAABB8MgAai0AAEEBaw4HkAGPAY4BAHwBAo0BCyABQQFqIQEMCwsgAUEBagyTAQtBACEDIAJBADYCHCACQZsSNgIQIAJBBzYCDCACIAFBAWo2AhQMwAILAkADQCABLQAAQfDIAGotAAAiAEEERwRAAkACQCAAQQFrDgeUAZMBkgGNAQAEAY0BC0HaACEDDKoCCyABQQFqIQFB3AAhAwypAgsgBCABQQFqIgFHDQALQe8AIQMMwAILIAFBAWoMkQELIAQgASIARgRAQfAAIQMMvwILIAAtAABBL0cNASAAQQFqIQEMBwsgBCABIgBGBEBB8QAhAwy+AgsgAC0AACIBQS9GBEAgAEEBaiEBQd0AIQMMpQILIAFBCmsiA0EWSw0AIAAhAUEBIAN0QYmAgAJxDfkBC0EAIQMgAkEANgIcIAIgADYCFCACQYwcNgIQIAJBBzYCDAy8AgsgASAERwRAIAFBAWohAUHeACEDDKMCC0HyACEDDLsCCyABIARGBEBB9AAhAwy7AgsCQCABLQAAQfDMAGotAABBAWsOA/cBcwCCAQtB4QAhAwyhAgsgASAERwRAA0AgAS0AAEHwygBqLQAAIgBBA0cEQAJAIABBAWsOAvkBAIUBC0HfACEDDKMCCyAEIAFBAWoiAUcNAAtB8wAhAwy6AgtB8wAhAwy5AgsgASAERwRAIAJBDzYCCCACIAE2AgRB4AAhAwygAgtB9QAhAwy4AgsgASAERgRAQfYAIQMMuAILIAJBDzYCCCACIAE2AgQLQQMhAwydAgsDQCABLQAAQSBHDY4CIAQgAUEBaiIBRw0AC0H3ACEDDLUCCyABIARGBEBB+AAhAwy1AgsgAS0AAEEgRw16IAFBAWohAQxbC0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAADXgMgAILIAEgBEYEQEH6ACEDDLMCCyABLQAAQcwARw10IAFBAWohAUETDHYLQfsAIQMgASAERg2xAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYDQCABLQAAIABB8M4Aai0AAEcNcyAAQQVGDXUgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMsQILIAEgBEYEQEH8ACEDDLECCwJAAkAgAS0AAEHDAGsODAB0dHR0dHR0dHR0AXQLIAFBAWohAUHmACEDDJgCCyABQQFqIQFB5wAhAwyXAgtB/QAhAyABIARGDa8CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDXIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADLACCyACQQA2AgAgBkEBaiEBQRAMcwtB/gAhAyABIARGDa4CIAIoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQfbOAGotAABHDXEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK8CCyACQQA2AgAgBkEBaiEBQRYMcgtB/wAhAyABIARGDa0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQfzOAGotAABHDXAgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK4CCyACQQA2AgAgBkEBaiEBQQUMcQsgASAERgRAQYABIQMMrQILIAEtAABB2QBHDW4gAUEBaiEBQQgMcAsgASAERgRAQYEBIQMMrAILAkACQCABLQAAQc4Aaw4DAG8BbwsgAUEBaiEBQesAIQMMkwILIAFBAWohAUHsACEDDJICCyABIARGBEBBggEhAwyrAgsCQAJAIAEtAABByABrDggAbm5ubm5uAW4LIAFBAWohAUHqACEDDJICCyABQQFqIQFB7QAhAwyRAgtBgwEhAyABIARGDakCIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQYDPAGotAABHDWwgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKoCCyACQQA2AgAgBkEBaiEBQQAMbQtBhAEhAyABIARGDagCIAIoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQYPPAGotAABHDWsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKkCCyACQQA2AgAgBkEBaiEBQSMMbAsgASAERgRAQYUBIQMMqAILAkACQCABLQAAQcwAaw4IAGtra2trawFrCyABQQFqIQFB7wAhAwyPAgsgAUEBaiEBQfAAIQMMjgILIAEgBEYEQEGGASEDDKcCCyABLQAAQcUARw1oIAFBAWohAQxgC0GHASEDIAEgBEYNpQIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBiM8Aai0AAEcNaCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpgILIAJBADYCACAGQQFqIQFBLQxpC0GIASEDIAEgBEYNpAIgAigCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABB0M8Aai0AAEcNZyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpQILIAJBADYCACAGQQFqIQFBKQxoCyABIARGBEBBiQEhAwykAgtBASABLQAAQd8ARw1nGiABQQFqIQEMXgtBigEhAyABIARGDaICIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgNAIAEtAAAgAEGMzwBqLQAARw1kIABBAUYN+gEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMogILQYsBIQMgASAERg2hAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGOzwBqLQAARw1kIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyiAgsgAkEANgIAIAZBAWohAUECDGULQYwBIQMgASAERg2gAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHwzwBqLQAARw1jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyhAgsgAkEANgIAIAZBAWohAUEfDGQLQY0BIQMgASAERg2fAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHyzwBqLQAARw1iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAygAgsgAkEANgIAIAZBAWohAUEJDGMLIAEgBEYEQEGOASEDDJ8CCwJAAkAgAS0AAEHJAGsOBwBiYmJiYgFiCyABQQFqIQFB+AAhAwyGAgsgAUEBaiEBQfkAIQMMhQILQY8BIQMgASAERg2dAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGRzwBqLQAARw1gIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyeAgsgAkEANgIAIAZBAWohAUEYDGELQZABIQMgASAERg2cAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGXzwBqLQAARw1fIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAydAgsgAkEANgIAIAZBAWohAUEXDGALQZEBIQMgASAERg2bAiACKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEGazwBqLQAARw1eIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAycAgsgAkEANgIAIAZBAWohAUEVDF8LQZIBIQMgASAERg2aAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGhzwBqLQAARw1dIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAybAgsgAkEANgIAIAZBAWohAUEeDF4LIAEgBEYEQEGTASEDDJoCCyABLQAAQcwARw1bIAFBAWohAUEKDF0LIAEgBEYEQEGUASEDDJkCCwJAAkAgAS0AAEHBAGsODwBcXFxcXFxcXFxcXFxcAVwLIAFBAWohAUH+ACEDDIACCyABQQFqIQFB/wAhAwz/AQsgASAERgRAQZUBIQMMmAILAkACQCABLQAAQcEAaw4DAFsBWwsgAUEBaiEBQf0AIQMM/wELIAFBAWohAUGAASEDDP4BC0GWASEDIAEgBEYNlgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBp88Aai0AAEcNWSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlwILIAJBADYCACAGQQFqIQFBCwxaCyABIARGBEBBlwEhAwyWAgsCQAJAAkACQCABLQAAQS1rDiMAW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1sBW1tbW1sCW1tbA1sLIAFBAWohAUH7ACEDDP8BCyABQQFqIQFB/AAhAwz+AQsgAUEBaiEBQYEBIQMM/QELIAFBAWohAUGCASEDDPwBC0GYASEDIAEgBEYNlAIgAigCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABBqc8Aai0AAEcNVyAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlQILIAJBADYCACAGQQFqIQFBGQxYC0GZASEDIAEgBEYNkwIgAigCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBrs8Aai0AAEcNViAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlAILIAJBADYCACAGQQFqIQFBBgxXC0GaASEDIAEgBEYNkgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBtM8Aai0AAEcNVSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkwILIAJBADYCACAGQQFqIQFBHAxWC0GbASEDIAEgBEYNkQIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBts8Aai0AAEcNVCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkgILIAJBADYCACAGQQFqIQFBJwxVCyABIARGBEBBnAEhAwyRAgsCQAJAIAEtAABB1ABrDgIAAVQLIAFBAWohAUGGASEDDPgBCyABQQFqIQFBhwEhAwz3AQtBnQEhAyABIARGDY8CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjPAGotAABHDVIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADJACCyACQQA2AgAgBkEBaiEBQSYMUwtBngEhAyABIARGDY4CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbrPAGotAABHDVEgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI8CCyACQQA2AgAgBkEBaiEBQQMMUgtBnwEhAyABIARGDY0CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDVAgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI4CCyACQQA2AgAgBkEBaiEBQQwMUQtBoAEhAyABIARGDYwCIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQbzPAGotAABHDU8gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI0CCyACQQA2AgAgBkEBaiEBQQ0MUAsgASAERgRAQaEBIQMMjAILAkACQCABLQAAQcYAaw4LAE9PT09PT09PTwFPCyABQQFqIQFBiwEhAwzzAQsgAUEBaiEBQYwBIQMM8gELIAEgBEYEQEGiASEDDIsCCyABLQAAQdAARw1MIAFBAWohAQxGCyABIARGBEBBowEhAwyKAgsCQAJAIAEtAABByQBrDgcBTU1NTU0ATQsgAUEBaiEBQY4BIQMM8QELIAFBAWohAUEiDE0LQaQBIQMgASAERg2IAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHAzwBqLQAARw1LIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyJAgsgAkEANgIAIAZBAWohAUEdDEwLIAEgBEYEQEGlASEDDIgCCwJAAkAgAS0AAEHSAGsOAwBLAUsLIAFBAWohAUGQASEDDO8BCyABQQFqIQFBBAxLCyABIARGBEBBpgEhAwyHAgsCQAJAAkACQAJAIAEtAABBwQBrDhUATU1NTU1NTU1NTQFNTQJNTQNNTQRNCyABQQFqIQFBiAEhAwzxAQsgAUEBaiEBQYkBIQMM8AELIAFBAWohAUGKASEDDO8BCyABQQFqIQFBjwEhAwzuAQsgAUEBaiEBQZEBIQMM7QELQacBIQMgASAERg2FAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHtzwBqLQAARw1IIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyGAgsgAkEANgIAIAZBAWohAUERDEkLQagBIQMgASAERg2EAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHCzwBqLQAARw1HIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyFAgsgAkEANgIAIAZBAWohAUEsDEgLQakBIQMgASAERg2DAiACKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHFzwBqLQAARw1GIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyEAgsgAkEANgIAIAZBAWohAUErDEcLQaoBIQMgASAERg2CAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHKzwBqLQAARw1FIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyDAgsgAkEANgIAIAZBAWohAUEUDEYLIAEgBEYEQEGrASEDDIICCwJAAkACQAJAIAEtAABBwgBrDg8AAQJHR0dHR0dHR0dHRwNHCyABQQFqIQFBkwEhAwzrAQsgAUEBaiEBQZQBIQMM6gELIAFBAWohAUGVASEDDOkBCyABQQFqIQFBlgEhAwzoAQsgASAERgRAQawBIQMMgQILIAEtAABBxQBHDUIgAUEBaiEBDD0LQa0BIQMgASAERg3/ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHNzwBqLQAARw1CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyAAgsgAkEANgIAIAZBAWohAUEODEMLIAEgBEYEQEGuASEDDP8BCyABLQAAQdAARw1AIAFBAWohAUElDEILQa8BIQMgASAERg39ASACKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEHQzwBqLQAARw1AIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz+AQsgAkEANgIAIAZBAWohAUEqDEELIAEgBEYEQEGwASEDDP0BCwJAAkAgAS0AAEHVAGsOCwBAQEBAQEBAQEABQAsgAUEBaiEBQZoBIQMM5AELIAFBAWohAUGbASEDDOMBCyABIARGBEBBsQEhAwz8AQsCQAJAIAEtAABBwQBrDhQAPz8/Pz8/Pz8/Pz8/Pz8/Pz8/AT8LIAFBAWohAUGZASEDDOMBCyABQQFqIQFBnAEhAwziAQtBsgEhAyABIARGDfoBIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQdnPAGotAABHDT0gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPsBCyACQQA2AgAgBkEBaiEBQSEMPgtBswEhAyABIARGDfkBIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQd3PAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPoBCyACQQA2AgAgBkEBaiEBQRoMPQsgASAERgRAQbQBIQMM+QELAkACQAJAIAEtAABBxQBrDhEAPT09PT09PT09AT09PT09Aj0LIAFBAWohAUGdASEDDOEBCyABQQFqIQFBngEhAwzgAQsgAUEBaiEBQZ8BIQMM3wELQbUBIQMgASAERg33ASACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHkzwBqLQAARw06IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz4AQsgAkEANgIAIAZBAWohAUEoDDsLQbYBIQMgASAERg32ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHqzwBqLQAARw05IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz3AQsgAkEANgIAIAZBAWohAUEHDDoLIAEgBEYEQEG3ASEDDPYBCwJAAkAgAS0AAEHFAGsODgA5OTk5OTk5OTk5OTkBOQsgAUEBaiEBQaEBIQMM3QELIAFBAWohAUGiASEDDNwBC0G4ASEDIAEgBEYN9AEgAigCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB7c8Aai0AAEcNNyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9QELIAJBADYCACAGQQFqIQFBEgw4C0G5ASEDIAEgBEYN8wEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8M8Aai0AAEcNNiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9AELIAJBADYCACAGQQFqIQFBIAw3C0G6ASEDIAEgBEYN8gEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8s8Aai0AAEcNNSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8wELIAJBADYCACAGQQFqIQFBDww2CyABIARGBEBBuwEhAwzyAQsCQAJAIAEtAABByQBrDgcANTU1NTUBNQsgAUEBaiEBQaUBIQMM2QELIAFBAWohAUGmASEDDNgBC0G8ASEDIAEgBEYN8AEgAigCACIAIAQgAWtqIQUgASAAa0EHaiEGAkADQCABLQAAIABB9M8Aai0AAEcNMyAAQQdGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8QELIAJBADYCACAGQQFqIQFBGww0CyABIARGBEBBvQEhAwzwAQsCQAJAAkAgAS0AAEHCAGsOEgA0NDQ0NDQ0NDQBNDQ0NDQ0AjQLIAFBAWohAUGkASEDDNgBCyABQQFqIQFBpwEhAwzXAQsgAUEBaiEBQagBIQMM1gELIAEgBEYEQEG+ASEDDO8BCyABLQAAQc4ARw0wIAFBAWohAQwsCyABIARGBEBBvwEhAwzuAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQcEAaw4VAAECAz8EBQY/Pz8HCAkKCz8MDQ4PPwsgAUEBaiEBQegAIQMM4wELIAFBAWohAUHpACEDDOIBCyABQQFqIQFB7gAhAwzhAQsgAUEBaiEBQfIAIQMM4AELIAFBAWohAUHzACEDDN8BCyABQQFqIQFB9gAhAwzeAQsgAUEBaiEBQfcAIQMM3QELIAFBAWohAUH6ACEDDNwBCyABQQFqIQFBgwEhAwzbAQsgAUEBaiEBQYQBIQMM2gELIAFBAWohAUGFASEDDNkBCyABQQFqIQFBkgEhAwzYAQsgAUEBaiEBQZgBIQMM1wELIAFBAWohAUGgASEDDNYBCyABQQFqIQFBowEhAwzVAQsgAUEBaiEBQaoBIQMM1AELIAEgBEcEQCACQRA2AgggAiABNgIEQasBIQMM1AELQcABIQMM7AELQQAhAAJAIAIoAjgiA0UNACADKAI0IgNFDQAgAiADEQAAIQALIABFDV4gAEEVRw0HIAJB0QA2AhwgAiABNgIUIAJBsBc2AhAgAkEVNgIMQQAhAwzrAQsgAUEBaiABIARHDQgaQcIBIQMM6gELA0ACQCABLQAAQQprDgQIAAALAAsgBCABQQFqIgFHDQALQcMBIQMM6QELIAEgBEcEQCACQRE2AgggAiABNgIEQQEhAwzQAQtBxAEhAwzoAQsgASAERgRAQcUBIQMM6AELAkACQCABLQAAQQprDgQBKCgAKAsgAUEBagwJCyABQQFqDAULIAEgBEYEQEHGASEDDOcBCwJAAkAgAS0AAEEKaw4XAQsLAQsLCwsLCwsLCwsLCwsLCwsLCwALCyABQQFqIQELQbABIQMMzQELIAEgBEYEQEHIASEDDOYBCyABLQAAQSBHDQkgAkEAOwEyIAFBAWohAUGzASEDDMwBCwNAIAEhAAJAIAEgBEcEQCABLQAAQTBrQf8BcSIDQQpJDQEMJwtBxwEhAwzmAQsCQCACLwEyIgFBmTNLDQAgAiABQQpsIgU7ATIgBUH+/wNxIANB//8Dc0sNACAAQQFqIQEgAiADIAVqIgM7ATIgA0H//wNxQegHSQ0BCwtBACEDIAJBADYCHCACQcEJNgIQIAJBDTYCDCACIABBAWo2AhQM5AELIAJBADYCHCACIAE2AhQgAkHwDDYCECACQRs2AgxBACEDDOMBCyACKAIEIQAgAkEANgIEIAIgACABECYiAA0BIAFBAWoLIQFBrQEhAwzIAQsgAkHBATYCHCACIAA2AgwgAiABQQFqNgIUQQAhAwzgAQsgAigCBCEAIAJBADYCBCACIAAgARAmIgANASABQQFqCyEBQa4BIQMMxQELIAJBwgE2AhwgAiAANgIMIAIgAUEBajYCFEEAIQMM3QELIAJBADYCHCACIAE2AhQgAkGXCzYCECACQQ02AgxBACEDDNwBCyACQQA2AhwgAiABNgIUIAJB4xA2AhAgAkEJNgIMQQAhAwzbAQsgAkECOgAoDKwBC0EAIQMgAkEANgIcIAJBrws2AhAgAkECNgIMIAIgAUEBajYCFAzZAQtBAiEDDL8BC0ENIQMMvgELQSYhAwy9AQtBFSEDDLwBC0EWIQMMuwELQRghAwy6AQtBHCEDDLkBC0EdIQMMuAELQSAhAwy3AQtBISEDDLYBC0EjIQMMtQELQcYAIQMMtAELQS4hAwyzAQtBPSEDDLIBC0HLACEDDLEBC0HOACEDDLABC0HYACEDDK8BC0HZACEDDK4BC0HbACEDDK0BC0HxACEDDKwBC0H0ACEDDKsBC0GNASEDDKoBC0GXASEDDKkBC0GpASEDDKgBC0GvASEDDKcBC0GxASEDDKYBCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB8Rs2AhAgAkEGNgIMDL0BCyACQQA2AgAgBkEBaiEBQSQLOgApIAIoAgQhACACQQA2AgQgAiAAIAEQJyIARQRAQeUAIQMMowELIAJB+QA2AhwgAiABNgIUIAIgADYCDEEAIQMMuwELIABBFUcEQCACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwy7AQsgAkH4ADYCHCACIAE2AhQgAkHKGDYCECACQRU2AgxBACEDDLoBCyACQQA2AhwgAiABNgIUIAJBjhs2AhAgAkEGNgIMQQAhAwy5AQsgAkEANgIcIAIgATYCFCACQf4RNgIQIAJBBzYCDEEAIQMMuAELIAJBADYCHCACIAE2AhQgAkGMHDYCECACQQc2AgxBACEDDLcBCyACQQA2AhwgAiABNgIUIAJBww82AhAgAkEHNgIMQQAhAwy2AQsgAkEANgIcIAIgATYCFCACQcMPNgIQIAJBBzYCDEEAIQMMtQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0RIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMtAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0gIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMswELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0iIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMsgELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0OIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMsQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0dIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMsAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0fIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMrwELIABBP0cNASABQQFqCyEBQQUhAwyUAQtBACEDIAJBADYCHCACIAE2AhQgAkH9EjYCECACQQc2AgwMrAELIAJBADYCHCACIAE2AhQgAkHcCDYCECACQQc2AgxBACEDDKsBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNByACQeUANgIcIAIgATYCFCACIAA2AgxBACEDDKoBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNFiACQdMANgIcIAIgATYCFCACIAA2AgxBACEDDKkBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNGCACQdIANgIcIAIgATYCFCACIAA2AgxBACEDDKgBCyACQQA2AhwgAiABNgIUIAJBxgo2AhAgAkEHNgIMQQAhAwynAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQMgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwymAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRIgAkHTADYCHCACIAE2AhQgAiAANgIMQQAhAwylAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRQgAkHSADYCHCACIAE2AhQgAiAANgIMQQAhAwykAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQAgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwyjAQtB1QAhAwyJAQsgAEEVRwRAIAJBADYCHCACIAE2AhQgAkG5DTYCECACQRo2AgxBACEDDKIBCyACQeQANgIcIAIgATYCFCACQeMXNgIQIAJBFTYCDEEAIQMMoQELIAJBADYCACAGQQFqIQEgAi0AKSIAQSNrQQtJDQQCQCAAQQZLDQBBASAAdEHKAHFFDQAMBQtBACEDIAJBADYCHCACIAE2AhQgAkH3CTYCECACQQg2AgwMoAELIAJBADYCACAGQQFqIQEgAi0AKUEhRg0DIAJBADYCHCACIAE2AhQgAkGbCjYCECACQQg2AgxBACEDDJ8BCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJBkDM2AhAgAkEINgIMDJ0BCyACQQA2AgAgBkEBaiEBIAItAClBI0kNACACQQA2AhwgAiABNgIUIAJB0wk2AhAgAkEINgIMQQAhAwycAQtB0QAhAwyCAQsgAS0AAEEwayIAQf8BcUEKSQRAIAIgADoAKiABQQFqIQFBzwAhAwyCAQsgAigCBCEAIAJBADYCBCACIAAgARAoIgBFDYYBIAJB3gA2AhwgAiABNgIUIAIgADYCDEEAIQMMmgELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ2GASACQdwANgIcIAIgATYCFCACIAA2AgxBACEDDJkBCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMhwELIAJB2gA2AhwgAiAFNgIUIAIgADYCDAyYAQtBACEBQQEhAwsgAiADOgArIAVBAWohAwJAAkACQCACLQAtQRBxDQACQAJAAkAgAi0AKg4DAQACBAsgBkUNAwwCCyAADQEMAgsgAUUNAQsgAigCBCEAIAJBADYCBCACIAAgAxAoIgBFBEAgAyEBDAILIAJB2AA2AhwgAiADNgIUIAIgADYCDEEAIQMMmAELIAIoAgQhACACQQA2AgQgAiAAIAMQKCIARQRAIAMhAQyHAQsgAkHZADYCHCACIAM2AhQgAiAANgIMQQAhAwyXAQtBzAAhAwx9CyAAQRVHBEAgAkEANgIcIAIgATYCFCACQZQNNgIQIAJBITYCDEEAIQMMlgELIAJB1wA2AhwgAiABNgIUIAJByRc2AhAgAkEVNgIMQQAhAwyVAQtBACEDIAJBADYCHCACIAE2AhQgAkGAETYCECACQQk2AgwMlAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0AIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMkwELQckAIQMMeQsgAkEANgIcIAIgATYCFCACQcEoNgIQIAJBBzYCDCACQQA2AgBBACEDDJEBCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAlIgBFDQAgAkHSADYCHCACIAE2AhQgAiAANgIMDJABC0HIACEDDHYLIAJBADYCACAFIQELIAJBgBI7ASogAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANAQtBxwAhAwxzCyAAQRVGBEAgAkHRADYCHCACIAE2AhQgAkHjFzYCECACQRU2AgxBACEDDIwBC0EAIQMgAkEANgIcIAIgATYCFCACQbkNNgIQIAJBGjYCDAyLAQtBACEDIAJBADYCHCACIAE2AhQgAkGgGTYCECACQR42AgwMigELIAEtAABBOkYEQCACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgBFDQEgAkHDADYCHCACIAA2AgwgAiABQQFqNgIUDIoBC0EAIQMgAkEANgIcIAIgATYCFCACQbERNgIQIAJBCjYCDAyJAQsgAUEBaiEBQTshAwxvCyACQcMANgIcIAIgADYCDCACIAFBAWo2AhQMhwELQQAhAyACQQA2AhwgAiABNgIUIAJB8A42AhAgAkEcNgIMDIYBCyACIAIvATBBEHI7ATAMZgsCQCACLwEwIgBBCHFFDQAgAi0AKEEBRw0AIAItAC1BCHFFDQMLIAIgAEH3+wNxQYAEcjsBMAwECyABIARHBEACQANAIAEtAABBMGsiAEH/AXFBCk8EQEE1IQMMbgsgAikDICIKQpmz5syZs+bMGVYNASACIApCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAIgCiALfDcDICAEIAFBAWoiAUcNAAtBOSEDDIUBCyACKAIEIQBBACEDIAJBADYCBCACIAAgAUEBaiIBECoiAA0MDHcLQTkhAwyDAQsgAi0AMEEgcQ0GQcUBIQMMaQtBACEDIAJBADYCBCACIAEgARAqIgBFDQQgAkE6NgIcIAIgADYCDCACIAFBAWo2AhQMgQELIAItAChBAUcNACACLQAtQQhxRQ0BC0E3IQMMZgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIABEAgAkE7NgIcIAIgADYCDCACIAFBAWo2AhQMfwsgAUEBaiEBDG4LIAJBCDoALAwECyABQQFqIQEMbQtBACEDIAJBADYCHCACIAE2AhQgAkHkEjYCECACQQQ2AgwMewsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ1sIAJBNzYCHCACIAE2AhQgAiAANgIMDHoLIAIgAi8BMEEgcjsBMAtBMCEDDF8LIAJBNjYCHCACIAE2AhQgAiAANgIMDHcLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCACLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIAJBAToALCACIAIvATAgAXI7ATAgACEBDAELIAIgAi8BMEEIcjsBMCAAIQELQTkhAwxcCyACQQA6ACwLQTQhAwxaCyABIARGBEBBLSEDDHMLAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0EtIQMMdAsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ0CIAJBLDYCHCACIAE2AhQgAiAANgIMDHMLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAS0AAEENRgRAIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAi0ALUEBcQRAQcQBIQMMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIADQEMZQtBLyEDDFcLIAJBLjYCHCACIAE2AhQgAiAANgIMDG8LQQAhAyACQQA2AhwgAiABNgIUIAJB8BQ2AhAgAkEDNgIMDG4LQQEhAwJAAkACQAJAIAItACxBBWsOBAMBAgAECyACIAIvATBBCHI7ATAMAwtBAiEDDAELQQQhAwsgAkEBOgAsIAIgAi8BMCADcjsBMAtBKiEDDFMLQQAhAyACQQA2AhwgAiABNgIUIAJB4Q82AhAgAkEKNgIMDGsLQQEhAwJAAkACQAJAAkACQCACLQAsQQJrDgcFBAQDAQIABAsgAiACLwEwQQhyOwEwDAMLQQIhAwwBC0EEIQMLIAJBAToALCACIAIvATAgA3I7ATALQSshAwxSC0EAIQMgAkEANgIcIAIgATYCFCACQasSNgIQIAJBCzYCDAxqC0EAIQMgAkEANgIcIAIgATYCFCACQf0NNgIQIAJBHTYCDAxpCyABIARHBEADQCABLQAAQSBHDUggBCABQQFqIgFHDQALQSUhAwxpC0ElIQMMaAsgAi0ALUEBcQRAQcMBIQMMTwsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKSIABEAgAkEmNgIcIAIgADYCDCACIAFBAWo2AhQMaAsgAUEBaiEBDFwLIAFBAWohASACLwEwIgBBgAFxBEBBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAEUNBiAAQRVHDR8gAkEFNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMZwsCQCAAQaAEcUGgBEcNACACLQAtQQJxDQBBACEDIAJBADYCHCACIAE2AhQgAkGWEzYCECACQQQ2AgwMZwsgAgJ/IAIvATBBFHFBFEYEQEEBIAItAChBAUYNARogAi8BMkHlAEYMAQsgAi0AKUEFRgs6AC5BACEAAkAgAigCOCIDRQ0AIAMoAiQiA0UNACACIAMRAAAhAAsCQAJAAkACQAJAIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyACQQE6AC4LIAIgAi8BMEHAAHI7ATALQSchAwxPCyACQSM2AhwgAiABNgIUIAJBpRY2AhAgAkEVNgIMQQAhAwxnC0EAIQMgAkEANgIcIAIgATYCFCACQdULNgIQIAJBETYCDAxmC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAADQELQQ4hAwxLCyAAQRVGBEAgAkECNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMZAtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMYwtBACEDIAJBADYCHCACIAE2AhQgAkGqHDYCECACQQ82AgwMYgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEgCqdqIgEQKyIARQ0AIAJBBTYCHCACIAE2AhQgAiAANgIMDGELQQ8hAwxHC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxfC0IBIQoLIAFBAWohAQJAIAIpAyAiC0L//////////w9YBEAgAiALQgSGIAqENwMgDAELQQAhAyACQQA2AhwgAiABNgIUIAJBrQk2AhAgAkEMNgIMDF4LQSQhAwxEC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxcCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAsIgBFBEAgAUEBaiEBDFILIAJBFzYCHCACIAA2AgwgAiABQQFqNgIUDFsLIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQRY2AhwgAiAANgIMIAIgAUEBajYCFAxbC0EfIQMMQQtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQLSIARQRAIAFBAWohAQxQCyACQRQ2AhwgAiAANgIMIAIgAUEBajYCFAxYCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABEC0iAEUEQCABQQFqIQEMAQsgAkETNgIcIAIgADYCDCACIAFBAWo2AhQMWAtBHiEDDD4LQQAhAyACQQA2AhwgAiABNgIUIAJBxgw2AhAgAkEjNgIMDFYLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABEC0iAEUEQCABQQFqIQEMTgsgAkERNgIcIAIgADYCDCACIAFBAWo2AhQMVQsgAkEQNgIcIAIgATYCFCACIAA2AgwMVAtBACEDIAJBADYCHCACIAE2AhQgAkHGDDYCECACQSM2AgwMUwtBACEDIAJBADYCHCACIAE2AhQgAkHAFTYCECACQQI2AgwMUgsgAigCBCEAQQAhAyACQQA2AgQCQCACIAAgARAtIgBFBEAgAUEBaiEBDAELIAJBDjYCHCACIAA2AgwgAiABQQFqNgIUDFILQRshAww4C0EAIQMgAkEANgIcIAIgATYCFCACQcYMNgIQIAJBIzYCDAxQCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABECwiAEUEQCABQQFqIQEMAQsgAkENNgIcIAIgADYCDCACIAFBAWo2AhQMUAtBGiEDDDYLQQAhAyACQQA2AhwgAiABNgIUIAJBmg82AhAgAkEiNgIMDE4LIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQQw2AhwgAiAANgIMIAIgAUEBajYCFAxOC0EZIQMMNAtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMTAsgAEEVRwRAQQAhAyACQQA2AhwgAiABNgIUIAJBgww2AhAgAkETNgIMDEwLIAJBCjYCHCACIAE2AhQgAkHkFjYCECACQRU2AgxBACEDDEsLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABIAqnaiIBECsiAARAIAJBBzYCHCACIAE2AhQgAiAANgIMDEsLQRMhAwwxCyAAQRVHBEBBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMSgsgAkEeNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMSQtBACEAAkAgAigCOCIDRQ0AIAMoAiwiA0UNACACIAMRAAAhAAsgAEUNQSAAQRVGBEAgAkEDNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMSQtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMSAtBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMRwtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMRgsgAkEAOgAvIAItAC1BBHFFDT8LIAJBADoALyACQQE6ADRBACEDDCsLQQAhAyACQQA2AhwgAkHkETYCECACQQc2AgwgAiABQQFqNgIUDEMLAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB3QEhAwxDCwJAAkAgAi0ANEEBRw0AQQAhAAJAIAIoAjgiA0UNACADKAJYIgNFDQAgAiADEQAAIQALIABFDQAgAEEVRw0BIAJB3AE2AhwgAiABNgIUIAJB1RY2AhAgAkEVNgIMQQAhAwxEC0HBASEDDCoLIAJBADYCHCACIAE2AhQgAkHpCzYCECACQR82AgxBACEDDEILAkACQCACLQAoQQFrDgIEAQALQcABIQMMKQtBuQEhAwwoCyACQQI6AC9BACEAAkAgAigCOCIDRQ0AIAMoAgAiA0UNACACIAMRAAAhAAsgAEUEQEHCASEDDCgLIABBFUcEQCACQQA2AhwgAiABNgIUIAJBpAw2AhAgAkEQNgIMQQAhAwxBCyACQdsBNgIcIAIgATYCFCACQfoWNgIQIAJBFTYCDEEAIQMMQAsgASAERgRAQdoBIQMMQAsgAS0AAEHIAEYNASACQQE6ACgLQawBIQMMJQtBvwEhAwwkCyABIARHBEAgAkEQNgIIIAIgATYCBEG+ASEDDCQLQdkBIQMMPAsgASAERgRAQdgBIQMMPAsgAS0AAEHIAEcNBCABQQFqIQFBvQEhAwwiCyABIARGBEBB1wEhAww7CwJAAkAgAS0AAEHFAGsOEAAFBQUFBQUFBQUFBQUFBQEFCyABQQFqIQFBuwEhAwwiCyABQQFqIQFBvAEhAwwhC0HWASEDIAEgBEYNOSACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGD0ABqLQAARw0DIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw6CyACKAIEIQAgAkIANwMAIAIgACAGQQFqIgEQJyIARQRAQcYBIQMMIQsgAkHVATYCHCACIAE2AhQgAiAANgIMQQAhAww5C0HUASEDIAEgBEYNOCACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGB0ABqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw5CyACQYEEOwEoIAIoAgQhACACQgA3AwAgAiAAIAZBAWoiARAnIgANAwwCCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB2Bs2AhAgAkEINgIMDDYLQboBIQMMHAsgAkHTATYCHCACIAE2AhQgAiAANgIMQQAhAww0C0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAARQ0AIABBFUYNASACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwwzC0HkACEDDBkLIAJB+AA2AhwgAiABNgIUIAJByhg2AhAgAkEVNgIMQQAhAwwxC0HSASEDIAQgASIARg0wIAQgAWsgAigCACIBaiEFIAAgAWtBBGohBgJAA0AgAC0AACABQfzPAGotAABHDQEgAUEERg0DIAFBAWohASAEIABBAWoiAEcNAAsgAiAFNgIADDELIAJBADYCHCACIAA2AhQgAkGQMzYCECACQQg2AgwgAkEANgIAQQAhAwwwCyABIARHBEAgAkEONgIIIAIgATYCBEG3ASEDDBcLQdEBIQMMLwsgAkEANgIAIAZBAWohAQtBuAEhAwwUCyABIARGBEBB0AEhAwwtCyABLQAAQTBrIgBB/wFxQQpJBEAgAiAAOgAqIAFBAWohAUG2ASEDDBQLIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0UIAJBzwE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAsgASAERgRAQc4BIQMMLAsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0VIAJBzQE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAtBtQEhAwwSCyAEIAEiBUYEQEHMASEDDCsLQQAhAEEBIQFBASEGQQAhAwJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAUtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyEDQQAhAUEAIQYMAgtBCSEDQQEhAEEAIQFBACEGDAELQQAhAUEBIQMLIAIgAzoAKyAFQQFqIQMCQAJAIAItAC1BEHENAAJAAkACQCACLQAqDgMBAAIECyAGRQ0DDAILIAANAQwCCyABRQ0BCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMAwsgAkHJATYCHCACIAM2AhQgAiAANgIMQQAhAwwtCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMGAsgAkHKATYCHCACIAM2AhQgAiAANgIMQQAhAwwsCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMFgsgAkHLATYCHCACIAU2AhQgAiAANgIMDCsLQbQBIQMMEQtBACEAAkAgAigCOCIDRQ0AIAMoAjwiA0UNACACIAMRAAAhAAsCQCAABEAgAEEVRg0BIAJBADYCHCACIAE2AhQgAkGUDTYCECACQSE2AgxBACEDDCsLQbIBIQMMEQsgAkHIATYCHCACIAE2AhQgAkHJFzYCECACQRU2AgxBACEDDCkLIAJBADYCACAGQQFqIQFB9QAhAwwPCyACLQApQQVGBEBB4wAhAwwPC0HiACEDDA4LIAAhASACQQA2AgALIAJBADoALEEJIQMMDAsgAkEANgIAIAdBAWohAUHAACEDDAsLQQELOgAsIAJBADYCACAGQQFqIQELQSkhAwwIC0E4IQMMBwsCQCABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRw0DIAFBAWohAQwFCyAEIAFBAWoiAUcNAAtBPiEDDCELQT4hAwwgCwsgAkEAOgAsDAELQQshAwwEC0E6IQMMAwsgAUEBaiEBQS0hAwwCCyACIAE6ACwgAkEANgIAIAZBAWohAUEMIQMMAQsgAkEANgIAIAZBAWohAUEKIQMMAAsAC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwXC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwWC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwVC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwUC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwTC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwSC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwRC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwQC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwPC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwOC0EAIQMgAkEANgIcIAIgATYCFCACQcASNgIQIAJBCzYCDAwNC0EAIQMgAkEANgIcIAIgATYCFCACQZUJNgIQIAJBCzYCDAwMC0EAIQMgAkEANgIcIAIgATYCFCACQeEPNgIQIAJBCjYCDAwLC0EAIQMgAkEANgIcIAIgATYCFCACQfsPNgIQIAJBCjYCDAwKC0EAIQMgAkEANgIcIAIgATYCFCACQfEZNgIQIAJBAjYCDAwJC0EAIQMgAkEANgIcIAIgATYCFCACQcQUNgIQIAJBAjYCDAwIC0EAIQMgAkEANgIcIAIgATYCFCACQfIVNgIQIAJBAjYCDAwHCyACQQI2AhwgAiABNgIUIAJBnBo2AhAgAkEWNgIMQQAhAwwGC0EBIQMMBQtB1AAhAyABIARGDQQgCEEIaiEJIAIoAgAhBQJAAkAgASAERwRAIAVB2MIAaiEHIAQgBWogAWshACAFQX9zQQpqIgUgAWohBgNAIAEtAAAgBy0AAEcEQEECIQcMAwsgBUUEQEEAIQcgBiEBDAMLIAVBAWshBSAHQQFqIQcgBCABQQFqIgFHDQALIAAhBSAEIQELIAlBATYCACACIAU2AgAMAQsgAkEANgIAIAkgBzYCAAsgCSABNgIEIAgoAgwhACAIKAIIDgMBBAIACwALIAJBADYCHCACQbUaNgIQIAJBFzYCDCACIABBAWo2AhRBACEDDAILIAJBADYCHCACIAA2AhQgAkHKGjYCECACQQk2AgxBACEDDAELIAEgBEYEQEEiIQMMAQsgAkEJNgIIIAIgATYCBEEhIQMLIAhBEGokACADRQRAIAIoAgwhAAwBCyACIAM2AhxBACEAIAIoAgQiAUUNACACIAEgBCACKAIIEQEAIgFFDQAgAiAENgIUIAIgATYCDCABIQALIAALvgIBAn8gAEEAOgAAIABB3ABqIgFBAWtBADoAACAAQQA6AAIgAEEAOgABIAFBA2tBADoAACABQQJrQQA6AAAgAEEAOgADIAFBBGtBADoAAEEAIABrQQNxIgEgAGoiAEEANgIAQdwAIAFrQXxxIgIgAGoiAUEEa0EANgIAAkAgAkEJSQ0AIABBADYCCCAAQQA2AgQgAUEIa0EANgIAIAFBDGtBADYCACACQRlJDQAgAEEANgIYIABBADYCFCAAQQA2AhAgAEEANgIMIAFBEGtBADYCACABQRRrQQA2AgAgAUEYa0EANgIAIAFBHGtBADYCACACIABBBHFBGHIiAmsiAUEgSQ0AIAAgAmohAANAIABCADcDGCAAQgA3AxAgAEIANwMIIABCADcDACAAQSBqIQAgAUEgayIBQR9LDQALCwtWAQF/AkAgACgCDA0AAkACQAJAAkAgAC0ALw4DAQADAgsgACgCOCIBRQ0AIAEoAiwiAUUNACAAIAERAAAiAQ0DC0EADwsACyAAQcMWNgIQQQ4hAQsgAQsaACAAKAIMRQRAIABB0Rs2AhAgAEEVNgIMCwsUACAAKAIMQRVGBEAgAEEANgIMCwsUACAAKAIMQRZGBEAgAEEANgIMCwsHACAAKAIMCwcAIAAoAhALCQAgACABNgIQCwcAIAAoAhQLFwAgAEEkTwRAAAsgAEECdEGgM2ooAgALFwAgAEEuTwRAAAsgAEECdEGwNGooAgALvwkBAX9B6yghAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HhJw8LQaQhDwtByywPC0H+MQ8LQcAkDwtBqyQPC0GNKA8LQeImDwtBgDAPC0G5Lw8LQdckDwtB7x8PC0HhHw8LQfofDwtB8iAPC0GoLw8LQa4yDwtBiDAPC0HsJw8LQYIiDwtBjh0PC0HQLg8LQcojDwtBxTIPC0HfHA8LQdIcDwtBxCAPC0HXIA8LQaIfDwtB7S4PC0GrMA8LQdQlDwtBzC4PC0H6Lg8LQfwrDwtB0jAPC0HxHQ8LQbsgDwtB9ysPC0GQMQ8LQdcxDwtBoi0PC0HUJw8LQeArDwtBnywPC0HrMQ8LQdUfDwtByjEPC0HeJQ8LQdQeDwtB9BwPC0GnMg8LQbEdDwtBoB0PC0G5MQ8LQbwwDwtBkiEPC0GzJg8LQeksDwtBrB4PC0HUKw8LQfcmDwtBgCYPC0GwIQ8LQf4eDwtBjSMPC0GJLQ8LQfciDwtBoDEPC0GuHw8LQcYlDwtB6B4PC0GTIg8LQcIvDwtBwx0PC0GLLA8LQeEdDwtBjS8PC0HqIQ8LQbQtDwtB0i8PC0HfMg8LQdIyDwtB8DAPC0GpIg8LQfkjDwtBmR4PC0G1LA8LQZswDwtBkjIPC0G2Kw8LQcIiDwtB+DIPC0GeJQ8LQdAiDwtBuh4PC0GBHg8LAAtB1iEhAQsgAQsWACAAIAAtAC1B/gFxIAFBAEdyOgAtCxkAIAAgAC0ALUH9AXEgAUEAR0EBdHI6AC0LGQAgACAALQAtQfsBcSABQQBHQQJ0cjoALQsZACAAIAAtAC1B9wFxIAFBAEdBA3RyOgAtCz4BAn8CQCAAKAI4IgNFDQAgAygCBCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBxhE2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCCCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9go2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCDCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7Ro2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCECIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlRA2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCFCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBqhs2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCGCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7RM2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCKCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9gg2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCHCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBwhk2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCICIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlBQ2AhBBGCEECyAEC1kBAn8CQCAALQAoQQFGDQAgAC8BMiIBQeQAa0HkAEkNACABQcwBRg0AIAFBsAJGDQAgAC8BMCIAQcAAcQ0AQQEhAiAAQYgEcUGABEYNACAAQShxRSECCyACC4wBAQJ/AkACQAJAIAAtACpFDQAgAC0AK0UNACAALwEwIgFBAnFFDQEMAgsgAC8BMCIBQQFxRQ0BC0EBIQIgAC0AKEEBRg0AIAAvATIiAEHkAGtB5ABJDQAgAEHMAUYNACAAQbACRg0AIAFBwABxDQBBACECIAFBiARxQYAERg0AIAFBKHFBAEchAgsgAgtXACAAQRhqQgA3AwAgAEIANwMAIABBOGpCADcDACAAQTBqQgA3AwAgAEEoakIANwMAIABBIGpCADcDACAAQRBqQgA3AwAgAEEIakIANwMAIABB3QE2AhwLBgAgABAyC5otAQt/IwBBEGsiCiQAQaTQACgCACIJRQRAQeTTACgCACIFRQRAQfDTAEJ/NwIAQejTAEKAgISAgIDAADcCAEHk0wAgCkEIakFwcUHYqtWqBXMiBTYCAEH40wBBADYCAEHI0wBBADYCAAtBzNMAQYDUBDYCAEGc0ABBgNQENgIAQbDQACAFNgIAQazQAEF/NgIAQdDTAEGArAM2AgADQCABQcjQAGogAUG80ABqIgI2AgAgAiABQbTQAGoiAzYCACABQcDQAGogAzYCACABQdDQAGogAUHE0ABqIgM2AgAgAyACNgIAIAFB2NAAaiABQczQAGoiAjYCACACIAM2AgAgAUHU0ABqIAI2AgAgAUEgaiIBQYACRw0AC0GM1ARBwasDNgIAQajQAEH00wAoAgA2AgBBmNAAQcCrAzYCAEGk0ABBiNQENgIAQcz/B0E4NgIAQYjUBCEJCwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB7AFNBEBBjNAAKAIAIgZBECAAQRNqQXBxIABBC0kbIgRBA3YiAHYiAUEDcQRAAkAgAUEBcSAAckEBcyICQQN0IgBBtNAAaiIBIABBvNAAaigCACIAKAIIIgNGBEBBjNAAIAZBfiACd3E2AgAMAQsgASADNgIIIAMgATYCDAsgAEEIaiEBIAAgAkEDdCICQQNyNgIEIAAgAmoiACAAKAIEQQFyNgIEDBELQZTQACgCACIIIARPDQEgAQRAAkBBAiAAdCICQQAgAmtyIAEgAHRxaCIAQQN0IgJBtNAAaiIBIAJBvNAAaigCACICKAIIIgNGBEBBjNAAIAZBfiAAd3EiBjYCAAwBCyABIAM2AgggAyABNgIMCyACIARBA3I2AgQgAEEDdCIAIARrIQUgACACaiAFNgIAIAIgBGoiBCAFQQFyNgIEIAgEQCAIQXhxQbTQAGohAEGg0AAoAgAhAwJ/QQEgCEEDdnQiASAGcUUEQEGM0AAgASAGcjYCACAADAELIAAoAggLIgEgAzYCDCAAIAM2AgggAyAANgIMIAMgATYCCAsgAkEIaiEBQaDQACAENgIAQZTQACAFNgIADBELQZDQACgCACILRQ0BIAtoQQJ0QbzSAGooAgAiACgCBEF4cSAEayEFIAAhAgNAAkAgAigCECIBRQRAIAJBFGooAgAiAUUNAQsgASgCBEF4cSAEayIDIAVJIQIgAyAFIAIbIQUgASAAIAIbIQAgASECDAELCyAAKAIYIQkgACgCDCIDIABHBEBBnNAAKAIAGiADIAAoAggiATYCCCABIAM2AgwMEAsgAEEUaiICKAIAIgFFBEAgACgCECIBRQ0DIABBEGohAgsDQCACIQcgASIDQRRqIgIoAgAiAQ0AIANBEGohAiADKAIQIgENAAsgB0EANgIADA8LQX8hBCAAQb9/Sw0AIABBE2oiAUFwcSEEQZDQACgCACIIRQ0AQQAgBGshBQJAAkACQAJ/QQAgBEGAAkkNABpBHyAEQf///wdLDQAaIARBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmoLIgZBAnRBvNIAaigCACICRQRAQQAhAUEAIQMMAQtBACEBIARBGSAGQQF2a0EAIAZBH0cbdCEAQQAhAwNAAkAgAigCBEF4cSAEayIHIAVPDQAgAiEDIAciBQ0AQQAhBSACIQEMAwsgASACQRRqKAIAIgcgByACIABBHXZBBHFqQRBqKAIAIgJGGyABIAcbIQEgAEEBdCEAIAINAAsLIAEgA3JFBEBBACEDQQIgBnQiAEEAIABrciAIcSIARQ0DIABoQQJ0QbzSAGooAgAhAQsgAUUNAQsDQCABKAIEQXhxIARrIgIgBUkhACACIAUgABshBSABIAMgABshAyABKAIQIgAEfyAABSABQRRqKAIACyIBDQALCyADRQ0AIAVBlNAAKAIAIARrTw0AIAMoAhghByADIAMoAgwiAEcEQEGc0AAoAgAaIAAgAygCCCIBNgIIIAEgADYCDAwOCyADQRRqIgIoAgAiAUUEQCADKAIQIgFFDQMgA0EQaiECCwNAIAIhBiABIgBBFGoiAigCACIBDQAgAEEQaiECIAAoAhAiAQ0ACyAGQQA2AgAMDQtBlNAAKAIAIgMgBE8EQEGg0AAoAgAhAQJAIAMgBGsiAkEQTwRAIAEgBGoiACACQQFyNgIEIAEgA2ogAjYCACABIARBA3I2AgQMAQsgASADQQNyNgIEIAEgA2oiACAAKAIEQQFyNgIEQQAhAEEAIQILQZTQACACNgIAQaDQACAANgIAIAFBCGohAQwPC0GY0AAoAgAiAyAESwRAIAQgCWoiACADIARrIgFBAXI2AgRBpNAAIAA2AgBBmNAAIAE2AgAgCSAEQQNyNgIEIAlBCGohAQwPC0EAIQEgBAJ/QeTTACgCAARAQezTACgCAAwBC0Hw0wBCfzcCAEHo0wBCgICEgICAwAA3AgBB5NMAIApBDGpBcHFB2KrVqgVzNgIAQfjTAEEANgIAQcjTAEEANgIAQYCABAsiACAEQccAaiIFaiIGQQAgAGsiB3EiAk8EQEH80wBBMDYCAAwPCwJAQcTTACgCACIBRQ0AQbzTACgCACIIIAJqIQAgACABTSAAIAhLcQ0AQQAhAUH80wBBMDYCAAwPC0HI0wAtAABBBHENBAJAAkAgCQRAQczTACEBA0AgASgCACIAIAlNBEAgACABKAIEaiAJSw0DCyABKAIIIgENAAsLQQAQMyIAQX9GDQUgAiEGQejTACgCACIBQQFrIgMgAHEEQCACIABrIAAgA2pBACABa3FqIQYLIAQgBk8NBSAGQf7///8HSw0FQcTTACgCACIDBEBBvNMAKAIAIgcgBmohASABIAdNDQYgASADSw0GCyAGEDMiASAARw0BDAcLIAYgA2sgB3EiBkH+////B0sNBCAGEDMhACAAIAEoAgAgASgCBGpGDQMgACEBCwJAIAYgBEHIAGpPDQAgAUF/Rg0AQezTACgCACIAIAUgBmtqQQAgAGtxIgBB/v///wdLBEAgASEADAcLIAAQM0F/RwRAIAAgBmohBiABIQAMBwtBACAGaxAzGgwECyABIgBBf0cNBQwDC0EAIQMMDAtBACEADAoLIABBf0cNAgtByNMAQcjTACgCAEEEcjYCAAsgAkH+////B0sNASACEDMhAEEAEDMhASAAQX9GDQEgAUF/Rg0BIAAgAU8NASABIABrIgYgBEE4ak0NAQtBvNMAQbzTACgCACAGaiIBNgIAQcDTACgCACABSQRAQcDTACABNgIACwJAAkACQEGk0AAoAgAiAgRAQczTACEBA0AgACABKAIAIgMgASgCBCIFakYNAiABKAIIIgENAAsMAgtBnNAAKAIAIgFBAEcgACABT3FFBEBBnNAAIAA2AgALQQAhAUHQ0wAgBjYCAEHM0wAgADYCAEGs0ABBfzYCAEGw0ABB5NMAKAIANgIAQdjTAEEANgIAA0AgAUHI0ABqIAFBvNAAaiICNgIAIAIgAUG00ABqIgM2AgAgAUHA0ABqIAM2AgAgAUHQ0ABqIAFBxNAAaiIDNgIAIAMgAjYCACABQdjQAGogAUHM0ABqIgI2AgAgAiADNgIAIAFB1NAAaiACNgIAIAFBIGoiAUGAAkcNAAtBeCAAa0EPcSIBIABqIgIgBkE4ayIDIAFrIgFBAXI2AgRBqNAAQfTTACgCADYCAEGY0AAgATYCAEGk0AAgAjYCACAAIANqQTg2AgQMAgsgACACTQ0AIAIgA0kNACABKAIMQQhxDQBBeCACa0EPcSIAIAJqIgNBmNAAKAIAIAZqIgcgAGsiAEEBcjYCBCABIAUgBmo2AgRBqNAAQfTTACgCADYCAEGY0AAgADYCAEGk0AAgAzYCACACIAdqQTg2AgQMAQsgAEGc0AAoAgBJBEBBnNAAIAA2AgALIAAgBmohA0HM0wAhAQJAAkACQANAIAMgASgCAEcEQCABKAIIIgENAQwCCwsgAS0ADEEIcUUNAQtBzNMAIQEDQCABKAIAIgMgAk0EQCADIAEoAgRqIgUgAksNAwsgASgCCCEBDAALAAsgASAANgIAIAEgASgCBCAGajYCBCAAQXggAGtBD3FqIgkgBEEDcjYCBCADQXggA2tBD3FqIgYgBCAJaiIEayEBIAIgBkYEQEGk0AAgBDYCAEGY0ABBmNAAKAIAIAFqIgA2AgAgBCAAQQFyNgIEDAgLQaDQACgCACAGRgRAQaDQACAENgIAQZTQAEGU0AAoAgAgAWoiADYCACAEIABBAXI2AgQgACAEaiAANgIADAgLIAYoAgQiBUEDcUEBRw0GIAVBeHEhCCAFQf8BTQRAIAVBA3YhAyAGKAIIIgAgBigCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBwsgAiAANgIIIAAgAjYCDAwGCyAGKAIYIQcgBiAGKAIMIgBHBEAgACAGKAIIIgI2AgggAiAANgIMDAULIAZBFGoiAigCACIFRQRAIAYoAhAiBUUNBCAGQRBqIQILA0AgAiEDIAUiAEEUaiICKAIAIgUNACAAQRBqIQIgACgCECIFDQALIANBADYCAAwEC0F4IABrQQ9xIgEgAGoiByAGQThrIgMgAWsiAUEBcjYCBCAAIANqQTg2AgQgAiAFQTcgBWtBD3FqQT9rIgMgAyACQRBqSRsiA0EjNgIEQajQAEH00wAoAgA2AgBBmNAAIAE2AgBBpNAAIAc2AgAgA0EQakHU0wApAgA3AgAgA0HM0wApAgA3AghB1NMAIANBCGo2AgBB0NMAIAY2AgBBzNMAIAA2AgBB2NMAQQA2AgAgA0EkaiEBA0AgAUEHNgIAIAUgAUEEaiIBSw0ACyACIANGDQAgAyADKAIEQX5xNgIEIAMgAyACayIFNgIAIAIgBUEBcjYCBCAFQf8BTQRAIAVBeHFBtNAAaiEAAn9BjNAAKAIAIgFBASAFQQN2dCIDcUUEQEGM0AAgASADcjYCACAADAELIAAoAggLIgEgAjYCDCAAIAI2AgggAiAANgIMIAIgATYCCAwBC0EfIQEgBUH///8HTQRAIAVBJiAFQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAQsgAiABNgIcIAJCADcCECABQQJ0QbzSAGohAEGQ0AAoAgAiA0EBIAF0IgZxRQRAIAAgAjYCAEGQ0AAgAyAGcjYCACACIAA2AhggAiACNgIIIAIgAjYCDAwBCyAFQRkgAUEBdmtBACABQR9HG3QhASAAKAIAIQMCQANAIAMiACgCBEF4cSAFRg0BIAFBHXYhAyABQQF0IQEgACADQQRxakEQaiIGKAIAIgMNAAsgBiACNgIAIAIgADYCGCACIAI2AgwgAiACNgIIDAELIAAoAggiASACNgIMIAAgAjYCCCACQQA2AhggAiAANgIMIAIgATYCCAtBmNAAKAIAIgEgBE0NAEGk0AAoAgAiACAEaiICIAEgBGsiAUEBcjYCBEGY0AAgATYCAEGk0AAgAjYCACAAIARBA3I2AgQgAEEIaiEBDAgLQQAhAUH80wBBMDYCAAwHC0EAIQALIAdFDQACQCAGKAIcIgJBAnRBvNIAaiIDKAIAIAZGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAdBEEEUIAcoAhAgBkYbaiAANgIAIABFDQELIAAgBzYCGCAGKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAGQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAIaiEBIAYgCGoiBigCBCEFCyAGIAVBfnE2AgQgASAEaiABNgIAIAQgAUEBcjYCBCABQf8BTQRAIAFBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASABQQN2dCIBcUUEQEGM0AAgASACcjYCACAADAELIAAoAggLIgEgBDYCDCAAIAQ2AgggBCAANgIMIAQgATYCCAwBC0EfIQUgAUH///8HTQRAIAFBJiABQQh2ZyIAa3ZBAXEgAEEBdGtBPmohBQsgBCAFNgIcIARCADcCECAFQQJ0QbzSAGohAEGQ0AAoAgAiAkEBIAV0IgNxRQRAIAAgBDYCAEGQ0AAgAiADcjYCACAEIAA2AhggBCAENgIIIAQgBDYCDAwBCyABQRkgBUEBdmtBACAFQR9HG3QhBSAAKAIAIQACQANAIAAiAigCBEF4cSABRg0BIAVBHXYhACAFQQF0IQUgAiAAQQRxakEQaiIDKAIAIgANAAsgAyAENgIAIAQgAjYCGCAEIAQ2AgwgBCAENgIIDAELIAIoAggiACAENgIMIAIgBDYCCCAEQQA2AhggBCACNgIMIAQgADYCCAsgCUEIaiEBDAILAkAgB0UNAAJAIAMoAhwiAUECdEG80gBqIgIoAgAgA0YEQCACIAA2AgAgAA0BQZDQACAIQX4gAXdxIgg2AgAMAgsgB0EQQRQgBygCECADRhtqIAA2AgAgAEUNAQsgACAHNgIYIAMoAhAiAQRAIAAgATYCECABIAA2AhgLIANBFGooAgAiAUUNACAAQRRqIAE2AgAgASAANgIYCwJAIAVBD00EQCADIAQgBWoiAEEDcjYCBCAAIANqIgAgACgCBEEBcjYCBAwBCyADIARqIgIgBUEBcjYCBCADIARBA3I2AgQgAiAFaiAFNgIAIAVB/wFNBEAgBUF4cUG00ABqIQACf0GM0AAoAgAiAUEBIAVBA3Z0IgVxRQRAQYzQACABIAVyNgIAIAAMAQsgACgCCAsiASACNgIMIAAgAjYCCCACIAA2AgwgAiABNgIIDAELQR8hASAFQf///wdNBEAgBUEmIAVBCHZnIgBrdkEBcSAAQQF0a0E+aiEBCyACIAE2AhwgAkIANwIQIAFBAnRBvNIAaiEAQQEgAXQiBCAIcUUEQCAAIAI2AgBBkNAAIAQgCHI2AgAgAiAANgIYIAIgAjYCCCACIAI2AgwMAQsgBUEZIAFBAXZrQQAgAUEfRxt0IQEgACgCACEEAkADQCAEIgAoAgRBeHEgBUYNASABQR12IQQgAUEBdCEBIAAgBEEEcWpBEGoiBigCACIEDQALIAYgAjYCACACIAA2AhggAiACNgIMIAIgAjYCCAwBCyAAKAIIIgEgAjYCDCAAIAI2AgggAkEANgIYIAIgADYCDCACIAE2AggLIANBCGohAQwBCwJAIAlFDQACQCAAKAIcIgFBAnRBvNIAaiICKAIAIABGBEAgAiADNgIAIAMNAUGQ0AAgC0F+IAF3cTYCAAwCCyAJQRBBFCAJKAIQIABGG2ogAzYCACADRQ0BCyADIAk2AhggACgCECIBBEAgAyABNgIQIAEgAzYCGAsgAEEUaigCACIBRQ0AIANBFGogATYCACABIAM2AhgLAkAgBUEPTQRAIAAgBCAFaiIBQQNyNgIEIAAgAWoiASABKAIEQQFyNgIEDAELIAAgBGoiByAFQQFyNgIEIAAgBEEDcjYCBCAFIAdqIAU2AgAgCARAIAhBeHFBtNAAaiEBQaDQACgCACEDAn9BASAIQQN2dCICIAZxRQRAQYzQACACIAZyNgIAIAEMAQsgASgCCAsiAiADNgIMIAEgAzYCCCADIAE2AgwgAyACNgIIC0Gg0AAgBzYCAEGU0AAgBTYCAAsgAEEIaiEBCyAKQRBqJAAgAQtDACAARQRAPwBBEHQPCwJAIABB//8DcQ0AIABBAEgNACAAQRB2QAAiAEF/RgRAQfzTAEEwNgIAQX8PCyAAQRB0DwsACwvcPyIAQYAICwkBAAAAAgAAAAMAQZQICwUEAAAABQBBpAgLCQYAAAAHAAAACABB3AgLii1JbnZhbGlkIGNoYXIgaW4gdXJsIHF1ZXJ5AFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fYm9keQBDb250ZW50LUxlbmd0aCBvdmVyZmxvdwBDaHVuayBzaXplIG92ZXJmbG93AFJlc3BvbnNlIG92ZXJmbG93AEludmFsaWQgbWV0aG9kIGZvciBIVFRQL3gueCByZXF1ZXN0AEludmFsaWQgbWV0aG9kIGZvciBSVFNQL3gueCByZXF1ZXN0AEV4cGVjdGVkIFNPVVJDRSBtZXRob2QgZm9yIElDRS94LnggcmVxdWVzdABJbnZhbGlkIGNoYXIgaW4gdXJsIGZyYWdtZW50IHN0YXJ0AEV4cGVjdGVkIGRvdABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3N0YXR1cwBJbnZhbGlkIHJlc3BvbnNlIHN0YXR1cwBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zAFVzZXIgY2FsbGJhY2sgZXJyb3IAYG9uX3Jlc2V0YCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfaGVhZGVyYCBjYWxsYmFjayBlcnJvcgBgb25fbWVzc2FnZV9iZWdpbmAgY2FsbGJhY2sgZXJyb3IAYG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3N0YXR1c19jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX3ZlcnNpb25fY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl91cmxfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX2hlYWRlcl92YWx1ZV9jb21wbGV0ZWAgY2FsbGJhY2sgZXJyb3IAYG9uX21lc3NhZ2VfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXRob2RfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfZmllbGRfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19leHRlbnNpb25fbmFtZWAgY2FsbGJhY2sgZXJyb3IAVW5leHBlY3RlZCBjaGFyIGluIHVybCBzZXJ2ZXIASW52YWxpZCBoZWFkZXIgdmFsdWUgY2hhcgBJbnZhbGlkIGhlYWRlciBmaWVsZCBjaGFyAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fdmVyc2lvbgBJbnZhbGlkIG1pbm9yIHZlcnNpb24ASW52YWxpZCBtYWpvciB2ZXJzaW9uAEV4cGVjdGVkIHNwYWNlIGFmdGVyIHZlcnNpb24ARXhwZWN0ZWQgQ1JMRiBhZnRlciB2ZXJzaW9uAEludmFsaWQgSFRUUCB2ZXJzaW9uAEludmFsaWQgaGVhZGVyIHRva2VuAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fdXJsAEludmFsaWQgY2hhcmFjdGVycyBpbiB1cmwAVW5leHBlY3RlZCBzdGFydCBjaGFyIGluIHVybABEb3VibGUgQCBpbiB1cmwARW1wdHkgQ29udGVudC1MZW5ndGgASW52YWxpZCBjaGFyYWN0ZXIgaW4gQ29udGVudC1MZW5ndGgARHVwbGljYXRlIENvbnRlbnQtTGVuZ3RoAEludmFsaWQgY2hhciBpbiB1cmwgcGF0aABDb250ZW50LUxlbmd0aCBjYW4ndCBiZSBwcmVzZW50IHdpdGggVHJhbnNmZXItRW5jb2RpbmcASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgc2l6ZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2hlYWRlcl92YWx1ZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2NodW5rX2V4dGVuc2lvbl92YWx1ZQBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zIHZhbHVlAE1pc3NpbmcgZXhwZWN0ZWQgTEYgYWZ0ZXIgaGVhZGVyIHZhbHVlAEludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYCBoZWFkZXIgdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZSB2YWx1ZQBJbnZhbGlkIGNoYXJhY3RlciBpbiBjaHVuayBleHRlbnNpb25zIHF1b3RlZCB2YWx1ZQBQYXVzZWQgYnkgb25faGVhZGVyc19jb21wbGV0ZQBJbnZhbGlkIEVPRiBzdGF0ZQBvbl9yZXNldCBwYXVzZQBvbl9jaHVua19oZWFkZXIgcGF1c2UAb25fbWVzc2FnZV9iZWdpbiBwYXVzZQBvbl9jaHVua19leHRlbnNpb25fdmFsdWUgcGF1c2UAb25fc3RhdHVzX2NvbXBsZXRlIHBhdXNlAG9uX3ZlcnNpb25fY29tcGxldGUgcGF1c2UAb25fdXJsX2NvbXBsZXRlIHBhdXNlAG9uX2NodW5rX2NvbXBsZXRlIHBhdXNlAG9uX2hlYWRlcl92YWx1ZV9jb21wbGV0ZSBwYXVzZQBvbl9tZXNzYWdlX2NvbXBsZXRlIHBhdXNlAG9uX21ldGhvZF9jb21wbGV0ZSBwYXVzZQBvbl9oZWFkZXJfZmllbGRfY29tcGxldGUgcGF1c2UAb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUgcGF1c2UAVW5leHBlY3RlZCBzcGFjZSBhZnRlciBzdGFydCBsaW5lAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fY2h1bmtfZXh0ZW5zaW9uX25hbWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBuYW1lAFBhdXNlIG9uIENPTk5FQ1QvVXBncmFkZQBQYXVzZSBvbiBQUkkvVXBncmFkZQBFeHBlY3RlZCBIVFRQLzIgQ29ubmVjdGlvbiBQcmVmYWNlAFNwYW4gY2FsbGJhY2sgZXJyb3IgaW4gb25fbWV0aG9kAEV4cGVjdGVkIHNwYWNlIGFmdGVyIG1ldGhvZABTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2hlYWRlcl9maWVsZABQYXVzZWQASW52YWxpZCB3b3JkIGVuY291bnRlcmVkAEludmFsaWQgbWV0aG9kIGVuY291bnRlcmVkAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2NoZW1hAFJlcXVlc3QgaGFzIGludmFsaWQgYFRyYW5zZmVyLUVuY29kaW5nYABTV0lUQ0hfUFJPWFkAVVNFX1BST1hZAE1LQUNUSVZJVFkAVU5QUk9DRVNTQUJMRV9FTlRJVFkAQ09QWQBNT1ZFRF9QRVJNQU5FTlRMWQBUT09fRUFSTFkATk9USUZZAEZBSUxFRF9ERVBFTkRFTkNZAEJBRF9HQVRFV0FZAFBMQVkAUFVUAENIRUNLT1VUAEdBVEVXQVlfVElNRU9VVABSRVFVRVNUX1RJTUVPVVQATkVUV09SS19DT05ORUNUX1RJTUVPVVQAQ09OTkVDVElPTl9USU1FT1VUAExPR0lOX1RJTUVPVVQATkVUV09SS19SRUFEX1RJTUVPVVQAUE9TVABNSVNESVJFQ1RFRF9SRVFVRVNUAENMSUVOVF9DTE9TRURfUkVRVUVTVABDTElFTlRfQ0xPU0VEX0xPQURfQkFMQU5DRURfUkVRVUVTVABCQURfUkVRVUVTVABIVFRQX1JFUVVFU1RfU0VOVF9UT19IVFRQU19QT1JUAFJFUE9SVABJTV9BX1RFQVBPVABSRVNFVF9DT05URU5UAE5PX0NPTlRFTlQAUEFSVElBTF9DT05URU5UAEhQRV9JTlZBTElEX0NPTlNUQU5UAEhQRV9DQl9SRVNFVABHRVQASFBFX1NUUklDVABDT05GTElDVABURU1QT1JBUllfUkVESVJFQ1QAUEVSTUFORU5UX1JFRElSRUNUAENPTk5FQ1QATVVMVElfU1RBVFVTAEhQRV9JTlZBTElEX1NUQVRVUwBUT09fTUFOWV9SRVFVRVNUUwBFQVJMWV9ISU5UUwBVTkFWQUlMQUJMRV9GT1JfTEVHQUxfUkVBU09OUwBPUFRJT05TAFNXSVRDSElOR19QUk9UT0NPTFMAVkFSSUFOVF9BTFNPX05FR09USUFURVMATVVMVElQTEVfQ0hPSUNFUwBJTlRFUk5BTF9TRVJWRVJfRVJST1IAV0VCX1NFUlZFUl9VTktOT1dOX0VSUk9SAFJBSUxHVU5fRVJST1IASURFTlRJVFlfUFJPVklERVJfQVVUSEVOVElDQVRJT05fRVJST1IAU1NMX0NFUlRJRklDQVRFX0VSUk9SAElOVkFMSURfWF9GT1JXQVJERURfRk9SAFNFVF9QQVJBTUVURVIAR0VUX1BBUkFNRVRFUgBIUEVfVVNFUgBTRUVfT1RIRVIASFBFX0NCX0NIVU5LX0hFQURFUgBNS0NBTEVOREFSAFNFVFVQAFdFQl9TRVJWRVJfSVNfRE9XTgBURUFSRE9XTgBIUEVfQ0xPU0VEX0NPTk5FQ1RJT04ASEVVUklTVElDX0VYUElSQVRJT04ARElTQ09OTkVDVEVEX09QRVJBVElPTgBOT05fQVVUSE9SSVRBVElWRV9JTkZPUk1BVElPTgBIUEVfSU5WQUxJRF9WRVJTSU9OAEhQRV9DQl9NRVNTQUdFX0JFR0lOAFNJVEVfSVNfRlJPWkVOAEhQRV9JTlZBTElEX0hFQURFUl9UT0tFTgBJTlZBTElEX1RPS0VOAEZPUkJJRERFTgBFTkhBTkNFX1lPVVJfQ0FMTQBIUEVfSU5WQUxJRF9VUkwAQkxPQ0tFRF9CWV9QQVJFTlRBTF9DT05UUk9MAE1LQ09MAEFDTABIUEVfSU5URVJOQUwAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRV9VTk9GRklDSUFMAEhQRV9PSwBVTkxJTksAVU5MT0NLAFBSSQBSRVRSWV9XSVRIAEhQRV9JTlZBTElEX0NPTlRFTlRfTEVOR1RIAEhQRV9VTkVYUEVDVEVEX0NPTlRFTlRfTEVOR1RIAEZMVVNIAFBST1BQQVRDSABNLVNFQVJDSABVUklfVE9PX0xPTkcAUFJPQ0VTU0lORwBNSVNDRUxMQU5FT1VTX1BFUlNJU1RFTlRfV0FSTklORwBNSVNDRUxMQU5FT1VTX1dBUk5JTkcASFBFX0lOVkFMSURfVFJBTlNGRVJfRU5DT0RJTkcARXhwZWN0ZWQgQ1JMRgBIUEVfSU5WQUxJRF9DSFVOS19TSVpFAE1PVkUAQ09OVElOVUUASFBFX0NCX1NUQVRVU19DT01QTEVURQBIUEVfQ0JfSEVBREVSU19DT01QTEVURQBIUEVfQ0JfVkVSU0lPTl9DT01QTEVURQBIUEVfQ0JfVVJMX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19DT01QTEVURQBIUEVfQ0JfSEVBREVSX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fVkFMVUVfQ09NUExFVEUASFBFX0NCX0NIVU5LX0VYVEVOU0lPTl9OQU1FX0NPTVBMRVRFAEhQRV9DQl9NRVNTQUdFX0NPTVBMRVRFAEhQRV9DQl9NRVRIT0RfQ09NUExFVEUASFBFX0NCX0hFQURFUl9GSUVMRF9DT01QTEVURQBERUxFVEUASFBFX0lOVkFMSURfRU9GX1NUQVRFAElOVkFMSURfU1NMX0NFUlRJRklDQVRFAFBBVVNFAE5PX1JFU1BPTlNFAFVOU1VQUE9SVEVEX01FRElBX1RZUEUAR09ORQBOT1RfQUNDRVBUQUJMRQBTRVJWSUNFX1VOQVZBSUxBQkxFAFJBTkdFX05PVF9TQVRJU0ZJQUJMRQBPUklHSU5fSVNfVU5SRUFDSEFCTEUAUkVTUE9OU0VfSVNfU1RBTEUAUFVSR0UATUVSR0UAUkVRVUVTVF9IRUFERVJfRklFTERTX1RPT19MQVJHRQBSRVFVRVNUX0hFQURFUl9UT09fTEFSR0UAUEFZTE9BRF9UT09fTEFSR0UASU5TVUZGSUNJRU5UX1NUT1JBR0UASFBFX1BBVVNFRF9VUEdSQURFAEhQRV9QQVVTRURfSDJfVVBHUkFERQBTT1VSQ0UAQU5OT1VOQ0UAVFJBQ0UASFBFX1VORVhQRUNURURfU1BBQ0UAREVTQ1JJQkUAVU5TVUJTQ1JJQkUAUkVDT1JEAEhQRV9JTlZBTElEX01FVEhPRABOT1RfRk9VTkQAUFJPUEZJTkQAVU5CSU5EAFJFQklORABVTkFVVEhPUklaRUQATUVUSE9EX05PVF9BTExPV0VEAEhUVFBfVkVSU0lPTl9OT1RfU1VQUE9SVEVEAEFMUkVBRFlfUkVQT1JURUQAQUNDRVBURUQATk9UX0lNUExFTUVOVEVEAExPT1BfREVURUNURUQASFBFX0NSX0VYUEVDVEVEAEhQRV9MRl9FWFBFQ1RFRABDUkVBVEVEAElNX1VTRUQASFBFX1BBVVNFRABUSU1FT1VUX09DQ1VSRUQAUEFZTUVOVF9SRVFVSVJFRABQUkVDT05ESVRJT05fUkVRVUlSRUQAUFJPWFlfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATkVUV09SS19BVVRIRU5USUNBVElPTl9SRVFVSVJFRABMRU5HVEhfUkVRVUlSRUQAU1NMX0NFUlRJRklDQVRFX1JFUVVJUkVEAFVQR1JBREVfUkVRVUlSRUQAUEFHRV9FWFBJUkVEAFBSRUNPTkRJVElPTl9GQUlMRUQARVhQRUNUQVRJT05fRkFJTEVEAFJFVkFMSURBVElPTl9GQUlMRUQAU1NMX0hBTkRTSEFLRV9GQUlMRUQATE9DS0VEAFRSQU5TRk9STUFUSU9OX0FQUExJRUQATk9UX01PRElGSUVEAE5PVF9FWFRFTkRFRABCQU5EV0lEVEhfTElNSVRfRVhDRUVERUQAU0lURV9JU19PVkVSTE9BREVEAEhFQUQARXhwZWN0ZWQgSFRUUC8AAF4TAAAmEwAAMBAAAPAXAACdEwAAFRIAADkXAADwEgAAChAAAHUSAACtEgAAghMAAE8UAAB/EAAAoBUAACMUAACJEgAAixQAAE0VAADUEQAAzxQAABAYAADJFgAA3BYAAMERAADgFwAAuxQAAHQUAAB8FQAA5RQAAAgXAAAfEAAAZRUAAKMUAAAoFQAAAhUAAJkVAAAsEAAAixkAAE8PAADUDgAAahAAAM4QAAACFwAAiQ4AAG4TAAAcEwAAZhQAAFYXAADBEwAAzRMAAGwTAABoFwAAZhcAAF8XAAAiEwAAzg8AAGkOAADYDgAAYxYAAMsTAACqDgAAKBcAACYXAADFEwAAXRYAAOgRAABnEwAAZRMAAPIWAABzEwAAHRcAAPkWAADzEQAAzw4AAM4VAAAMEgAAsxEAAKURAABhEAAAMhcAALsTAEH5NQsBAQBBkDYL4AEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB/TcLAQEAQZE4C14CAwICAgICAAACAgACAgACAgICAgICAgICAAQAAAAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgACAEH9OQsBAQBBkToLXgIAAgICAgIAAAICAAICAAICAgICAgICAgIAAwAEAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgIAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgICAgACAAIAQfA7Cw1sb3NlZWVwLWFsaXZlAEGJPAsBAQBBoDwL4AEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBBiT4LAQEAQaA+C+cBAQEBAQEBAQEBAQEBAgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQFjaHVua2VkAEGwwAALXwEBAAEBAQEBAAABAQABAQABAQEBAQEBAQEBAAAAAAAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAAAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAEGQwgALIWVjdGlvbmVudC1sZW5ndGhvbnJveHktY29ubmVjdGlvbgBBwMIACy1yYW5zZmVyLWVuY29kaW5ncGdyYWRlDQoNCg0KU00NCg0KVFRQL0NFL1RTUC8AQfnCAAsFAQIAAQMAQZDDAAvgAQQBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEH5xAALBQECAAEDAEGQxQAL4AEEAQEFAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+cYACwQBAAABAEGRxwAL3wEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAEH6yAALBAEAAAIAQZDJAAtfAwQAAAQEBAQEBAQEBAQEBQQEBAQEBAQEBAQEBAAEAAYHBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQABAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAAAAQAQfrKAAsEAQAAAQBBkMsACwEBAEGqywALQQIAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwAAAAAAAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAEH6zAALBAEAAAEAQZDNAAsBAQBBms0ACwYCAAAAAAIAQbHNAAs6AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBB8M4AC5YBTk9VTkNFRUNLT1VUTkVDVEVURUNSSUJFTFVTSEVURUFEU0VBUkNIUkdFQ1RJVklUWUxFTkRBUlZFT1RJRllQVElPTlNDSFNFQVlTVEFUQ0hHRU9SRElSRUNUT1JUUkNIUEFSQU1FVEVSVVJDRUJTQ1JJQkVBUkRPV05BQ0VJTkROS0NLVUJTQ1JJQkVIVFRQL0FEVFAv', 'base64')


}),

3434:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Buffer } = __webpack_require__(4573)

module.exports = Buffer.from('AGFzbQEAAAABJwdgAX8Bf2ADf39/AX9gAX8AYAJ/fwBgBH9/f38Bf2AAAGADf39/AALLAQgDZW52GHdhc21fb25faGVhZGVyc19jb21wbGV0ZQAEA2VudhV3YXNtX29uX21lc3NhZ2VfYmVnaW4AAANlbnYLd2FzbV9vbl91cmwAAQNlbnYOd2FzbV9vbl9zdGF0dXMAAQNlbnYUd2FzbV9vbl9oZWFkZXJfZmllbGQAAQNlbnYUd2FzbV9vbl9oZWFkZXJfdmFsdWUAAQNlbnYMd2FzbV9vbl9ib2R5AAEDZW52GHdhc21fb25fbWVzc2FnZV9jb21wbGV0ZQAAAy0sBQYAAAIAAAAAAAACAQIAAgICAAADAAAAAAMDAwMBAQEBAQEBAQEAAAIAAAAEBQFwARISBQMBAAIGCAF/AUGA1AQLB9EFIgZtZW1vcnkCAAtfaW5pdGlhbGl6ZQAIGV9faW5kaXJlY3RfZnVuY3Rpb25fdGFibGUBAAtsbGh0dHBfaW5pdAAJGGxsaHR0cF9zaG91bGRfa2VlcF9hbGl2ZQAvDGxsaHR0cF9hbGxvYwALBm1hbGxvYwAxC2xsaHR0cF9mcmVlAAwEZnJlZQAMD2xsaHR0cF9nZXRfdHlwZQANFWxsaHR0cF9nZXRfaHR0cF9tYWpvcgAOFWxsaHR0cF9nZXRfaHR0cF9taW5vcgAPEWxsaHR0cF9nZXRfbWV0aG9kABAWbGxodHRwX2dldF9zdGF0dXNfY29kZQAREmxsaHR0cF9nZXRfdXBncmFkZQASDGxsaHR0cF9yZXNldAATDmxsaHR0cF9leGVjdXRlABQUbGxodHRwX3NldHRpbmdzX2luaXQAFQ1sbGh0dHBfZmluaXNoABYMbGxodHRwX3BhdXNlABcNbGxodHRwX3Jlc3VtZQAYG2xsaHR0cF9yZXN1bWVfYWZ0ZXJfdXBncmFkZQAZEGxsaHR0cF9nZXRfZXJybm8AGhdsbGh0dHBfZ2V0X2Vycm9yX3JlYXNvbgAbF2xsaHR0cF9zZXRfZXJyb3JfcmVhc29uABwUbGxodHRwX2dldF9lcnJvcl9wb3MAHRFsbGh0dHBfZXJybm9fbmFtZQAeEmxsaHR0cF9tZXRob2RfbmFtZQAfEmxsaHR0cF9zdGF0dXNfbmFtZQAgGmxsaHR0cF9zZXRfbGVuaWVudF9oZWFkZXJzACEhbGxodHRwX3NldF9sZW5pZW50X2NodW5rZWRfbGVuZ3RoACIdbGxodHRwX3NldF9sZW5pZW50X2tlZXBfYWxpdmUAIyRsbGh0dHBfc2V0X2xlbmllbnRfdHJhbnNmZXJfZW5jb2RpbmcAJBhsbGh0dHBfbWVzc2FnZV9uZWVkc19lb2YALgkXAQBBAQsRAQIDBAUKBgcrLSwqKSglJyYK77MCLBYAQYjQACgCAARAAAtBiNAAQQE2AgALFAAgABAwIAAgAjYCOCAAIAE6ACgLFAAgACAALwEyIAAtAC4gABAvEAALHgEBf0HAABAyIgEQMCABQYAINgI4IAEgADoAKCABC48MAQd/AkAgAEUNACAAQQhrIgEgAEEEaygCACIAQXhxIgRqIQUCQCAAQQFxDQAgAEEDcUUNASABIAEoAgAiAGsiAUGc0AAoAgBJDQEgACAEaiEEAkACQEGg0AAoAgAgAUcEQCAAQf8BTQRAIABBA3YhAyABKAIIIgAgASgCDCICRgRAQYzQAEGM0AAoAgBBfiADd3E2AgAMBQsgAiAANgIIIAAgAjYCDAwECyABKAIYIQYgASABKAIMIgBHBEAgACABKAIIIgI2AgggAiAANgIMDAMLIAFBFGoiAygCACICRQRAIAEoAhAiAkUNAiABQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFKAIEIgBBA3FBA0cNAiAFIABBfnE2AgRBlNAAIAQ2AgAgBSAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCABKAIcIgJBAnRBvNIAaiIDKAIAIAFGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgAUYbaiAANgIAIABFDQELIAAgBjYCGCABKAIQIgIEQCAAIAI2AhAgAiAANgIYCyABQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAFTw0AIAUoAgQiAEEBcUUNAAJAAkACQAJAIABBAnFFBEBBpNAAKAIAIAVGBEBBpNAAIAE2AgBBmNAAQZjQACgCACAEaiIANgIAIAEgAEEBcjYCBCABQaDQACgCAEcNBkGU0ABBADYCAEGg0ABBADYCAAwGC0Gg0AAoAgAgBUYEQEGg0AAgATYCAEGU0ABBlNAAKAIAIARqIgA2AgAgASAAQQFyNgIEIAAgAWogADYCAAwGCyAAQXhxIARqIQQgAEH/AU0EQCAAQQN2IQMgBSgCCCIAIAUoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAULIAIgADYCCCAAIAI2AgwMBAsgBSgCGCEGIAUgBSgCDCIARwRAQZzQACgCABogACAFKAIIIgI2AgggAiAANgIMDAMLIAVBFGoiAygCACICRQRAIAUoAhAiAkUNAiAFQRBqIQMLA0AgAyEHIAIiAEEUaiIDKAIAIgINACAAQRBqIQMgACgCECICDQALIAdBADYCAAwCCyAFIABBfnE2AgQgASAEaiAENgIAIAEgBEEBcjYCBAwDC0EAIQALIAZFDQACQCAFKAIcIgJBAnRBvNIAaiIDKAIAIAVGBEAgAyAANgIAIAANAUGQ0ABBkNAAKAIAQX4gAndxNgIADAILIAZBEEEUIAYoAhAgBUYbaiAANgIAIABFDQELIAAgBjYCGCAFKAIQIgIEQCAAIAI2AhAgAiAANgIYCyAFQRRqKAIAIgJFDQAgAEEUaiACNgIAIAIgADYCGAsgASAEaiAENgIAIAEgBEEBcjYCBCABQaDQACgCAEcNAEGU0AAgBDYCAAwBCyAEQf8BTQRAIARBeHFBtNAAaiEAAn9BjNAAKAIAIgJBASAEQQN2dCIDcUUEQEGM0AAgAiADcjYCACAADAELIAAoAggLIgIgATYCDCAAIAE2AgggASAANgIMIAEgAjYCCAwBC0EfIQIgBEH///8HTQRAIARBJiAEQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAgsgASACNgIcIAFCADcCECACQQJ0QbzSAGohAAJAQZDQACgCACIDQQEgAnQiB3FFBEAgACABNgIAQZDQACADIAdyNgIAIAEgADYCGCABIAE2AgggASABNgIMDAELIARBGSACQQF2a0EAIAJBH0cbdCECIAAoAgAhAAJAA0AgACIDKAIEQXhxIARGDQEgAkEddiEAIAJBAXQhAiADIABBBHFqQRBqIgcoAgAiAA0ACyAHIAE2AgAgASADNgIYIAEgATYCDCABIAE2AggMAQsgAygCCCIAIAE2AgwgAyABNgIIIAFBADYCGCABIAM2AgwgASAANgIIC0Gs0ABBrNAAKAIAQQFrIgBBfyAAGzYCAAsLBwAgAC0AKAsHACAALQAqCwcAIAAtACsLBwAgAC0AKQsHACAALwEyCwcAIAAtAC4LQAEEfyAAKAIYIQEgAC0ALSECIAAtACghAyAAKAI4IQQgABAwIAAgBDYCOCAAIAM6ACggACACOgAtIAAgATYCGAu74gECB38DfiABIAJqIQQCQCAAIgIoAgwiAA0AIAIoAgQEQCACIAE2AgQLIwBBEGsiCCQAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAIoAhwiA0EBaw7dAdoBAdkBAgMEBQYHCAkKCwwNDtgBDxDXARES1gETFBUWFxgZGhvgAd8BHB0e1QEfICEiIyQl1AEmJygpKiss0wHSAS0u0QHQAS8wMTIzNDU2Nzg5Ojs8PT4/QEFCQ0RFRtsBR0hJSs8BzgFLzQFMzAFNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AAYEBggGDAYQBhQGGAYcBiAGJAYoBiwGMAY0BjgGPAZABkQGSAZMBlAGVAZYBlwGYAZkBmgGbAZwBnQGeAZ8BoAGhAaIBowGkAaUBpgGnAagBqQGqAasBrAGtAa4BrwGwAbEBsgGzAbQBtQG2AbcBywHKAbgByQG5AcgBugG7AbwBvQG+Ab8BwAHBAcIBwwHEAcUBxgEA3AELQQAMxgELQQ4MxQELQQ0MxAELQQ8MwwELQRAMwgELQRMMwQELQRQMwAELQRUMvwELQRYMvgELQRgMvQELQRkMvAELQRoMuwELQRsMugELQRwMuQELQR0MuAELQQgMtwELQR4MtgELQSAMtQELQR8MtAELQQcMswELQSEMsgELQSIMsQELQSMMsAELQSQMrwELQRIMrgELQREMrQELQSUMrAELQSYMqwELQScMqgELQSgMqQELQcMBDKgBC0EqDKcBC0ErDKYBC0EsDKUBC0EtDKQBC0EuDKMBC0EvDKIBC0HEAQyhAQtBMAygAQtBNAyfAQtBDAyeAQtBMQydAQtBMgycAQtBMwybAQtBOQyaAQtBNQyZAQtBxQEMmAELQQsMlwELQToMlgELQTYMlQELQQoMlAELQTcMkwELQTgMkgELQTwMkQELQTsMkAELQT0MjwELQQkMjgELQSkMjQELQT4MjAELQT8MiwELQcAADIoBC0HBAAyJAQtBwgAMiAELQcMADIcBC0HEAAyGAQtBxQAMhQELQcYADIQBC0EXDIMBC0HHAAyCAQtByAAMgQELQckADIABC0HKAAx/C0HLAAx+C0HNAAx9C0HMAAx8C0HOAAx7C0HPAAx6C0HQAAx5C0HRAAx4C0HSAAx3C0HTAAx2C0HUAAx1C0HWAAx0C0HVAAxzC0EGDHILQdcADHELQQUMcAtB2AAMbwtBBAxuC0HZAAxtC0HaAAxsC0HbAAxrC0HcAAxqC0EDDGkLQd0ADGgLQd4ADGcLQd8ADGYLQeEADGULQeAADGQLQeIADGMLQeMADGILQQIMYQtB5AAMYAtB5QAMXwtB5gAMXgtB5wAMXQtB6AAMXAtB6QAMWwtB6gAMWgtB6wAMWQtB7AAMWAtB7QAMVwtB7gAMVgtB7wAMVQtB8AAMVAtB8QAMUwtB8gAMUgtB8wAMUQtB9AAMUAtB9QAMTwtB9gAMTgtB9wAMTQtB+AAMTAtB+QAMSwtB+gAMSgtB+wAMSQtB/AAMSAtB/QAMRwtB/gAMRgtB/wAMRQtBgAEMRAtBgQEMQwtBggEMQgtBgwEMQQtBhAEMQAtBhQEMPwtBhgEMPgtBhwEMPQtBiAEMPAtBiQEMOwtBigEMOgtBiwEMOQtBjAEMOAtBjQEMNwtBjgEMNgtBjwEMNQtBkAEMNAtBkQEMMwtBkgEMMgtBkwEMMQtBlAEMMAtBlQEMLwtBlgEMLgtBlwEMLQtBmAEMLAtBmQEMKwtBmgEMKgtBmwEMKQtBnAEMKAtBnQEMJwtBngEMJgtBnwEMJQtBoAEMJAtBoQEMIwtBogEMIgtBowEMIQtBpAEMIAtBpQEMHwtBpgEMHgtBpwEMHQtBqAEMHAtBqQEMGwtBqgEMGgtBqwEMGQtBrAEMGAtBrQEMFwtBrgEMFgtBAQwVC0GvAQwUC0GwAQwTC0GxAQwSC0GzAQwRC0GyAQwQC0G0AQwPC0G1AQwOC0G2AQwNC0G3AQwMC0G4AQwLC0G5AQwKC0G6AQwJC0G7AQwIC0HGAQwHC0G8AQwGC0G9AQwFC0G+AQwEC0G/AQwDC0HAAQwCC0HCAQwBC0HBAQshAwNAAkACQAJAAkACQAJAAkACQAJAIAICfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAgJ/AkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACfwJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACfwJAAkACQAJAAn8CQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCADDsYBAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHyAhIyUmKCorLC8wMTIzNDU2Nzk6Ozw9lANAQkRFRklLTk9QUVJTVFVWWFpbXF1eX2BhYmNkZWZnaGpsb3Bxc3V2eHl6e3x/gAGBAYIBgwGEAYUBhgGHAYgBiQGKAYsBjAGNAY4BjwGQAZEBkgGTAZQBlQGWAZcBmAGZAZoBmwGcAZ0BngGfAaABoQGiAaMBpAGlAaYBpwGoAakBqgGrAawBrQGuAa8BsAGxAbIBswG0AbUBtgG3AbgBuQG6AbsBvAG9Ab4BvwHAAcEBwgHDAcQBxQHGAccByAHJAcsBzAHNAc4BzwGKA4kDiAOHA4QDgwOAA/sC+gL5AvgC9wL0AvMC8gLLAsECsALZAQsgASAERw3wAkHdASEDDLMDCyABIARHDcgBQcMBIQMMsgMLIAEgBEcNe0H3ACEDDLEDCyABIARHDXBB7wAhAwywAwsgASAERw1pQeoAIQMMrwMLIAEgBEcNZUHoACEDDK4DCyABIARHDWJB5gAhAwytAwsgASAERw0aQRghAwysAwsgASAERw0VQRIhAwyrAwsgASAERw1CQcUAIQMMqgMLIAEgBEcNNEE/IQMMqQMLIAEgBEcNMkE8IQMMqAMLIAEgBEcNK0ExIQMMpwMLIAItAC5BAUYNnwMMwQILQQAhAAJAAkACQCACLQAqRQ0AIAItACtFDQAgAi8BMCIDQQJxRQ0BDAILIAIvATAiA0EBcUUNAQtBASEAIAItAChBAUYNACACLwEyIgVB5ABrQeQASQ0AIAVBzAFGDQAgBUGwAkYNACADQcAAcQ0AQQAhACADQYgEcUGABEYNACADQShxQQBHIQALIAJBADsBMCACQQA6AC8gAEUN3wIgAkIANwMgDOACC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAARQ3MASAAQRVHDd0CIAJBBDYCHCACIAE2AhQgAkGwGDYCECACQRU2AgxBACEDDKQDCyABIARGBEBBBiEDDKQDCyABQQFqIQFBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAA3ZAgwcCyACQgA3AyBBEiEDDIkDCyABIARHDRZBHSEDDKEDCyABIARHBEAgAUEBaiEBQRAhAwyIAwtBByEDDKADCyACIAIpAyAiCiAEIAFrrSILfSIMQgAgCiAMWhs3AyAgCiALWA3UAkEIIQMMnwMLIAEgBEcEQCACQQk2AgggAiABNgIEQRQhAwyGAwtBCSEDDJ4DCyACKQMgQgBSDccBIAIgAi8BMEGAAXI7ATAMQgsgASAERw0/QdAAIQMMnAMLIAEgBEYEQEELIQMMnAMLIAFBAWohAUEAIQACQCACKAI4IgNFDQAgAygCUCIDRQ0AIAIgAxEAACEACyAADc8CDMYBC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ3GASAAQRVHDc0CIAJBCzYCHCACIAE2AhQgAkGCGTYCECACQRU2AgxBACEDDJoDC0EAIQACQCACKAI4IgNFDQAgAygCSCIDRQ0AIAIgAxEAACEACyAARQ0MIABBFUcNygIgAkEaNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMmQMLQQAhAAJAIAIoAjgiA0UNACADKAJMIgNFDQAgAiADEQAAIQALIABFDcQBIABBFUcNxwIgAkELNgIcIAIgATYCFCACQZEXNgIQIAJBFTYCDEEAIQMMmAMLIAEgBEYEQEEPIQMMmAMLIAEtAAAiAEE7Rg0HIABBDUcNxAIgAUEBaiEBDMMBC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3DASAAQRVHDcICIAJBDzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJYDCwNAIAEtAABB8DVqLQAAIgBBAUcEQCAAQQJHDcECIAIoAgQhAEEAIQMgAkEANgIEIAIgACABQQFqIgEQLSIADcICDMUBCyAEIAFBAWoiAUcNAAtBEiEDDJUDC0EAIQACQCACKAI4IgNFDQAgAygCTCIDRQ0AIAIgAxEAACEACyAARQ3FASAAQRVHDb0CIAJBGzYCHCACIAE2AhQgAkGRFzYCECACQRU2AgxBACEDDJQDCyABIARGBEBBFiEDDJQDCyACQQo2AgggAiABNgIEQQAhAAJAIAIoAjgiA0UNACADKAJIIgNFDQAgAiADEQAAIQALIABFDcIBIABBFUcNuQIgAkEVNgIcIAIgATYCFCACQYIZNgIQIAJBFTYCDEEAIQMMkwMLIAEgBEcEQANAIAEtAABB8DdqLQAAIgBBAkcEQAJAIABBAWsOBMQCvQIAvgK9AgsgAUEBaiEBQQghAwz8AgsgBCABQQFqIgFHDQALQRUhAwyTAwtBFSEDDJIDCwNAIAEtAABB8DlqLQAAIgBBAkcEQCAAQQFrDgTFArcCwwK4ArcCCyAEIAFBAWoiAUcNAAtBGCEDDJEDCyABIARHBEAgAkELNgIIIAIgATYCBEEHIQMM+AILQRkhAwyQAwsgAUEBaiEBDAILIAEgBEYEQEEaIQMMjwMLAkAgAS0AAEENaw4UtQG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwG/Ab8BvwEAvwELQQAhAyACQQA2AhwgAkGvCzYCECACQQI2AgwgAiABQQFqNgIUDI4DCyABIARGBEBBGyEDDI4DCyABLQAAIgBBO0cEQCAAQQ1HDbECIAFBAWohAQy6AQsgAUEBaiEBC0EiIQMM8wILIAEgBEYEQEEcIQMMjAMLQgAhCgJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkAgAS0AAEEwaw43wQLAAgABAgMEBQYH0AHQAdAB0AHQAdAB0AEICQoLDA3QAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdAB0AHQAdABDg8QERIT0AELQgIhCgzAAgtCAyEKDL8CC0IEIQoMvgILQgUhCgy9AgtCBiEKDLwCC0IHIQoMuwILQgghCgy6AgtCCSEKDLkCC0IKIQoMuAILQgshCgy3AgtCDCEKDLYCC0INIQoMtQILQg4hCgy0AgtCDyEKDLMCC0IKIQoMsgILQgshCgyxAgtCDCEKDLACC0INIQoMrwILQg4hCgyuAgtCDyEKDK0CC0IAIQoCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIAEtAABBMGsON8ACvwIAAQIDBAUGB74CvgK+Ar4CvgK+Ar4CCAkKCwwNvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ar4CvgK+Ag4PEBESE74CC0ICIQoMvwILQgMhCgy+AgtCBCEKDL0CC0IFIQoMvAILQgYhCgy7AgtCByEKDLoCC0IIIQoMuQILQgkhCgy4AgtCCiEKDLcCC0ILIQoMtgILQgwhCgy1AgtCDSEKDLQCC0IOIQoMswILQg8hCgyyAgtCCiEKDLECC0ILIQoMsAILQgwhCgyvAgtCDSEKDK4CC0IOIQoMrQILQg8hCgysAgsgAiACKQMgIgogBCABa60iC30iDEIAIAogDFobNwMgIAogC1gNpwJBHyEDDIkDCyABIARHBEAgAkEJNgIIIAIgATYCBEElIQMM8AILQSAhAwyIAwtBASEFIAIvATAiA0EIcUUEQCACKQMgQgBSIQULAkAgAi0ALgRAQQEhACACLQApQQVGDQEgA0HAAHFFIAVxRQ0BC0EAIQAgA0HAAHENAEECIQAgA0EIcQ0AIANBgARxBEACQCACLQAoQQFHDQAgAi0ALUEKcQ0AQQUhAAwCC0EEIQAMAQsgA0EgcUUEQAJAIAItAChBAUYNACACLwEyIgBB5ABrQeQASQ0AIABBzAFGDQAgAEGwAkYNAEEEIQAgA0EocUUNAiADQYgEcUGABEYNAgtBACEADAELQQBBAyACKQMgUBshAAsgAEEBaw4FvgIAsAEBpAKhAgtBESEDDO0CCyACQQE6AC8MhAMLIAEgBEcNnQJBJCEDDIQDCyABIARHDRxBxgAhAwyDAwtBACEAAkAgAigCOCIDRQ0AIAMoAkQiA0UNACACIAMRAAAhAAsgAEUNJyAAQRVHDZgCIAJB0AA2AhwgAiABNgIUIAJBkRg2AhAgAkEVNgIMQQAhAwyCAwsgASAERgRAQSghAwyCAwtBACEDIAJBADYCBCACQQw2AgggAiABIAEQKiIARQ2UAiACQSc2AhwgAiABNgIUIAIgADYCDAyBAwsgASAERgRAQSkhAwyBAwsgAS0AACIAQSBGDRMgAEEJRw2VAiABQQFqIQEMFAsgASAERwRAIAFBAWohAQwWC0EqIQMM/wILIAEgBEYEQEErIQMM/wILIAEtAAAiAEEJRyAAQSBHcQ2QAiACLQAsQQhHDd0CIAJBADoALAzdAgsgASAERgRAQSwhAwz+AgsgAS0AAEEKRw2OAiABQQFqIQEMsAELIAEgBEcNigJBLyEDDPwCCwNAIAEtAAAiAEEgRwRAIABBCmsOBIQCiAKIAoQChgILIAQgAUEBaiIBRw0AC0ExIQMM+wILQTIhAyABIARGDfoCIAIoAgAiACAEIAFraiEHIAEgAGtBA2ohBgJAA0AgAEHwO2otAAAgAS0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDQEgAEEDRgRAQQYhAQziAgsgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAc2AgAM+wILIAJBADYCAAyGAgtBMyEDIAQgASIARg35AiAEIAFrIAIoAgAiAWohByAAIAFrQQhqIQYCQANAIAFB9DtqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBCEYEQEEFIQEM4QILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPoCCyACQQA2AgAgACEBDIUCC0E0IQMgBCABIgBGDfgCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgJAA0AgAUHQwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw0BIAFBBUYEQEEHIQEM4AILIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADPkCCyACQQA2AgAgACEBDIQCCyABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRg0JDIECCyAEIAFBAWoiAUcNAAtBMCEDDPgCC0EwIQMM9wILIAEgBEcEQANAIAEtAAAiAEEgRwRAIABBCmsOBP8B/gH+Af8B/gELIAQgAUEBaiIBRw0AC0E4IQMM9wILQTghAwz2AgsDQCABLQAAIgBBIEcgAEEJR3EN9gEgBCABQQFqIgFHDQALQTwhAwz1AgsDQCABLQAAIgBBIEcEQAJAIABBCmsOBPkBBAT5AQALIABBLEYN9QEMAwsgBCABQQFqIgFHDQALQT8hAwz0AgtBwAAhAyABIARGDfMCIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAEGAQGstAAAgAS0AAEEgckcNASAAQQZGDdsCIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPQCCyACQQA2AgALQTYhAwzZAgsgASAERgRAQcEAIQMM8gILIAJBDDYCCCACIAE2AgQgAi0ALEEBaw4E+wHuAewB6wHUAgsgAUEBaiEBDPoBCyABIARHBEADQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxIgBBCUYNACAAQSBGDQACQAJAAkACQCAAQeMAaw4TAAMDAwMDAwMBAwMDAwMDAwMDAgMLIAFBAWohAUExIQMM3AILIAFBAWohAUEyIQMM2wILIAFBAWohAUEzIQMM2gILDP4BCyAEIAFBAWoiAUcNAAtBNSEDDPACC0E1IQMM7wILIAEgBEcEQANAIAEtAABBgDxqLQAAQQFHDfcBIAQgAUEBaiIBRw0AC0E9IQMM7wILQT0hAwzuAgtBACEAAkAgAigCOCIDRQ0AIAMoAkAiA0UNACACIAMRAAAhAAsgAEUNASAAQRVHDeYBIAJBwgA2AhwgAiABNgIUIAJB4xg2AhAgAkEVNgIMQQAhAwztAgsgAUEBaiEBC0E8IQMM0gILIAEgBEYEQEHCACEDDOsCCwJAA0ACQCABLQAAQQlrDhgAAswCzALRAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAswCzALMAgDMAgsgBCABQQFqIgFHDQALQcIAIQMM6wILIAFBAWohASACLQAtQQFxRQ3+AQtBLCEDDNACCyABIARHDd4BQcQAIQMM6AILA0AgAS0AAEGQwABqLQAAQQFHDZwBIAQgAUEBaiIBRw0AC0HFACEDDOcCCyABLQAAIgBBIEYN/gEgAEE6Rw3AAiACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgAN3gEM3QELQccAIQMgBCABIgBGDeUCIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFBkMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvwIgAUEFRg3CAiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzlAgtByAAhAyAEIAEiAEYN5AIgBCABayACKAIAIgFqIQcgACABa0EJaiEGA0AgAUGWwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw2+AkECIAFBCUYNwgIaIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOQCCyABIARGBEBByQAhAwzkAgsCQAJAIAEtAAAiAEEgciAAIABBwQBrQf8BcUEaSRtB/wFxQe4Aaw4HAL8CvwK/Ar8CvwIBvwILIAFBAWohAUE+IQMMywILIAFBAWohAUE/IQMMygILQcoAIQMgBCABIgBGDeICIAQgAWsgAigCACIBaiEGIAAgAWtBAWohBwNAIAFBoMIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNvAIgAUEBRg2+AiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBjYCAAziAgtBywAhAyAEIAEiAEYN4QIgBCABayACKAIAIgFqIQcgACABa0EOaiEGA0AgAUGiwgBqLQAAIAAtAAAiBUEgciAFIAVBwQBrQf8BcUEaSRtB/wFxRw27AiABQQ5GDb4CIAFBAWohASAEIABBAWoiAEcNAAsgAiAHNgIADOECC0HMACEDIAQgASIARg3gAiAEIAFrIAIoAgAiAWohByAAIAFrQQ9qIQYDQCABQcDCAGotAAAgAC0AACIFQSByIAUgBUHBAGtB/wFxQRpJG0H/AXFHDboCQQMgAUEPRg2+AhogAUEBaiEBIAQgAEEBaiIARw0ACyACIAc2AgAM4AILQc0AIQMgBCABIgBGDd8CIAQgAWsgAigCACIBaiEHIAAgAWtBBWohBgNAIAFB0MIAai0AACAALQAAIgVBIHIgBSAFQcEAa0H/AXFBGkkbQf8BcUcNuQJBBCABQQVGDb0CGiABQQFqIQEgBCAAQQFqIgBHDQALIAIgBzYCAAzfAgsgASAERgRAQc4AIQMM3wILAkACQAJAAkAgAS0AACIAQSByIAAgAEHBAGtB/wFxQRpJG0H/AXFB4wBrDhMAvAK8ArwCvAK8ArwCvAK8ArwCvAK8ArwCAbwCvAK8AgIDvAILIAFBAWohAUHBACEDDMgCCyABQQFqIQFBwgAhAwzHAgsgAUEBaiEBQcMAIQMMxgILIAFBAWohAUHEACEDDMUCCyABIARHBEAgAkENNgIIIAIgATYCBEHFACEDDMUCC0HPACEDDN0CCwJAAkAgAS0AAEEKaw4EAZABkAEAkAELIAFBAWohAQtBKCEDDMMCCyABIARGBEBB0QAhAwzcAgsgAS0AAEEgRw0AIAFBAWohASACLQAtQQFxRQ3QAQtBFyEDDMECCyABIARHDcsBQdIAIQMM2QILQdMAIQMgASAERg3YAiACKAIAIgAgBCABa2ohBiABIABrQQFqIQUDQCABLQAAIABB1sIAai0AAEcNxwEgAEEBRg3KASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBjYCAAzYAgsgASAERgRAQdUAIQMM2AILIAEtAABBCkcNwgEgAUEBaiEBDMoBCyABIARGBEBB1gAhAwzXAgsCQAJAIAEtAABBCmsOBADDAcMBAcMBCyABQQFqIQEMygELIAFBAWohAUHKACEDDL0CC0EAIQACQCACKAI4IgNFDQAgAygCPCIDRQ0AIAIgAxEAACEACyAADb8BQc0AIQMMvAILIAItAClBIkYNzwIMiQELIAQgASIFRgRAQdsAIQMM1AILQQAhAEEBIQFBASEGQQAhAwJAAn8CQAJAAkACQAJAAkACQCAFLQAAQTBrDgrFAcQBAAECAwQFBgjDAQtBAgwGC0EDDAULQQQMBAtBBQwDC0EGDAILQQcMAQtBCAshA0EAIQFBACEGDL0BC0EJIQNBASEAQQAhAUEAIQYMvAELIAEgBEYEQEHdACEDDNMCCyABLQAAQS5HDbgBIAFBAWohAQyIAQsgASAERw22AUHfACEDDNECCyABIARHBEAgAkEONgIIIAIgATYCBEHQACEDDLgCC0HgACEDDNACC0HhACEDIAEgBEYNzwIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGA0AgAS0AACAAQeLCAGotAABHDbEBIABBA0YNswEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMzwILQeIAIQMgASAERg3OAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYDQCABLQAAIABB5sIAai0AAEcNsAEgAEECRg2vASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAzOAgtB4wAhAyABIARGDc0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgNAIAEtAAAgAEHpwgBqLQAARw2vASAAQQNGDa0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADM0CCyABIARGBEBB5QAhAwzNAgsgAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANqgFB1gAhAwyzAgsgASAERwRAA0AgAS0AACIAQSBHBEACQAJAAkAgAEHIAGsOCwABswGzAbMBswGzAbMBswGzAQKzAQsgAUEBaiEBQdIAIQMMtwILIAFBAWohAUHTACEDDLYCCyABQQFqIQFB1AAhAwy1AgsgBCABQQFqIgFHDQALQeQAIQMMzAILQeQAIQMMywILA0AgAS0AAEHwwgBqLQAAIgBBAUcEQCAAQQJrDgOnAaYBpQGkAQsgBCABQQFqIgFHDQALQeYAIQMMygILIAFBAWogASAERw0CGkHnACEDDMkCCwNAIAEtAABB8MQAai0AACIAQQFHBEACQCAAQQJrDgSiAaEBoAEAnwELQdcAIQMMsQILIAQgAUEBaiIBRw0AC0HoACEDDMgCCyABIARGBEBB6QAhAwzIAgsCQCABLQAAIgBBCmsOGrcBmwGbAbQBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBmwGbAZsBpAGbAZsBAJkBCyABQQFqCyEBQQYhAwytAgsDQCABLQAAQfDGAGotAABBAUcNfSAEIAFBAWoiAUcNAAtB6gAhAwzFAgsgAUEBaiABIARHDQIaQesAIQMMxAILIAEgBEYEQEHsACEDDMQCCyABQQFqDAELIAEgBEYEQEHtACEDDMMCCyABQQFqCyEBQQQhAwyoAgsgASAERgRAQe4AIQMMwQILAkACQAJAIAEtAABB8MgAai0AAEEBaw4HkAGPAY4BAHwBAo0BCyABQQFqIQEMCwsgAUEBagyTAQtBACEDIAJBADYCHCACQZsSNgIQIAJBBzYCDCACIAFBAWo2AhQMwAILAkADQCABLQAAQfDIAGotAAAiAEEERwRAAkACQCAAQQFrDgeUAZMBkgGNAQAEAY0BC0HaACEDDKoCCyABQQFqIQFB3AAhAwypAgsgBCABQQFqIgFHDQALQe8AIQMMwAILIAFBAWoMkQELIAQgASIARgRAQfAAIQMMvwILIAAtAABBL0cNASAAQQFqIQEMBwsgBCABIgBGBEBB8QAhAwy+AgsgAC0AACIBQS9GBEAgAEEBaiEBQd0AIQMMpQILIAFBCmsiA0EWSw0AIAAhAUEBIAN0QYmAgAJxDfkBC0EAIQMgAkEANgIcIAIgADYCFCACQYwcNgIQIAJBBzYCDAy8AgsgASAERwRAIAFBAWohAUHeACEDDKMCC0HyACEDDLsCCyABIARGBEBB9AAhAwy7AgsCQCABLQAAQfDMAGotAABBAWsOA/cBcwCCAQtB4QAhAwyhAgsgASAERwRAA0AgAS0AAEHwygBqLQAAIgBBA0cEQAJAIABBAWsOAvkBAIUBC0HfACEDDKMCCyAEIAFBAWoiAUcNAAtB8wAhAwy6AgtB8wAhAwy5AgsgASAERwRAIAJBDzYCCCACIAE2AgRB4AAhAwygAgtB9QAhAwy4AgsgASAERgRAQfYAIQMMuAILIAJBDzYCCCACIAE2AgQLQQMhAwydAgsDQCABLQAAQSBHDY4CIAQgAUEBaiIBRw0AC0H3ACEDDLUCCyABIARGBEBB+AAhAwy1AgsgAS0AAEEgRw16IAFBAWohAQxbC0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAADXgMgAILIAEgBEYEQEH6ACEDDLMCCyABLQAAQcwARw10IAFBAWohAUETDHYLQfsAIQMgASAERg2xAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYDQCABLQAAIABB8M4Aai0AAEcNcyAAQQVGDXUgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMsQILIAEgBEYEQEH8ACEDDLECCwJAAkAgAS0AAEHDAGsODAB0dHR0dHR0dHR0AXQLIAFBAWohAUHmACEDDJgCCyABQQFqIQFB5wAhAwyXAgtB/QAhAyABIARGDa8CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDXIgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADLACCyACQQA2AgAgBkEBaiEBQRAMcwtB/gAhAyABIARGDa4CIAIoAgAiACAEIAFraiEFIAEgAGtBBWohBgJAA0AgAS0AACAAQfbOAGotAABHDXEgAEEFRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK8CCyACQQA2AgAgBkEBaiEBQRYMcgtB/wAhAyABIARGDa0CIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQfzOAGotAABHDXAgAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADK4CCyACQQA2AgAgBkEBaiEBQQUMcQsgASAERgRAQYABIQMMrQILIAEtAABB2QBHDW4gAUEBaiEBQQgMcAsgASAERgRAQYEBIQMMrAILAkACQCABLQAAQc4Aaw4DAG8BbwsgAUEBaiEBQesAIQMMkwILIAFBAWohAUHsACEDDJICCyABIARGBEBBggEhAwyrAgsCQAJAIAEtAABByABrDggAbm5ubm5uAW4LIAFBAWohAUHqACEDDJICCyABQQFqIQFB7QAhAwyRAgtBgwEhAyABIARGDakCIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQYDPAGotAABHDWwgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKoCCyACQQA2AgAgBkEBaiEBQQAMbQtBhAEhAyABIARGDagCIAIoAgAiACAEIAFraiEFIAEgAGtBBGohBgJAA0AgAS0AACAAQYPPAGotAABHDWsgAEEERg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADKkCCyACQQA2AgAgBkEBaiEBQSMMbAsgASAERgRAQYUBIQMMqAILAkACQCABLQAAQcwAaw4IAGtra2trawFrCyABQQFqIQFB7wAhAwyPAgsgAUEBaiEBQfAAIQMMjgILIAEgBEYEQEGGASEDDKcCCyABLQAAQcUARw1oIAFBAWohAQxgC0GHASEDIAEgBEYNpQIgAigCACIAIAQgAWtqIQUgASAAa0EDaiEGAkADQCABLQAAIABBiM8Aai0AAEcNaCAAQQNGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpgILIAJBADYCACAGQQFqIQFBLQxpC0GIASEDIAEgBEYNpAIgAigCACIAIAQgAWtqIQUgASAAa0EIaiEGAkADQCABLQAAIABB0M8Aai0AAEcNZyAAQQhGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMpQILIAJBADYCACAGQQFqIQFBKQxoCyABIARGBEBBiQEhAwykAgtBASABLQAAQd8ARw1nGiABQQFqIQEMXgtBigEhAyABIARGDaICIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgNAIAEtAAAgAEGMzwBqLQAARw1kIABBAUYN+gEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMogILQYsBIQMgASAERg2hAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGOzwBqLQAARw1kIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyiAgsgAkEANgIAIAZBAWohAUECDGULQYwBIQMgASAERg2gAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHwzwBqLQAARw1jIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyhAgsgAkEANgIAIAZBAWohAUEfDGQLQY0BIQMgASAERg2fAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHyzwBqLQAARw1iIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAygAgsgAkEANgIAIAZBAWohAUEJDGMLIAEgBEYEQEGOASEDDJ8CCwJAAkAgAS0AAEHJAGsOBwBiYmJiYgFiCyABQQFqIQFB+AAhAwyGAgsgAUEBaiEBQfkAIQMMhQILQY8BIQMgASAERg2dAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGRzwBqLQAARw1gIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyeAgsgAkEANgIAIAZBAWohAUEYDGELQZABIQMgASAERg2cAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGXzwBqLQAARw1fIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAydAgsgAkEANgIAIAZBAWohAUEXDGALQZEBIQMgASAERg2bAiACKAIAIgAgBCABa2ohBSABIABrQQZqIQYCQANAIAEtAAAgAEGazwBqLQAARw1eIABBBkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAycAgsgAkEANgIAIAZBAWohAUEVDF8LQZIBIQMgASAERg2aAiACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEGhzwBqLQAARw1dIABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAybAgsgAkEANgIAIAZBAWohAUEeDF4LIAEgBEYEQEGTASEDDJoCCyABLQAAQcwARw1bIAFBAWohAUEKDF0LIAEgBEYEQEGUASEDDJkCCwJAAkAgAS0AAEHBAGsODwBcXFxcXFxcXFxcXFxcAVwLIAFBAWohAUH+ACEDDIACCyABQQFqIQFB/wAhAwz/AQsgASAERgRAQZUBIQMMmAILAkACQCABLQAAQcEAaw4DAFsBWwsgAUEBaiEBQf0AIQMM/wELIAFBAWohAUGAASEDDP4BC0GWASEDIAEgBEYNlgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBp88Aai0AAEcNWSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlwILIAJBADYCACAGQQFqIQFBCwxaCyABIARGBEBBlwEhAwyWAgsCQAJAAkACQCABLQAAQS1rDiMAW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1sBW1tbW1sCW1tbA1sLIAFBAWohAUH7ACEDDP8BCyABQQFqIQFB/AAhAwz+AQsgAUEBaiEBQYEBIQMM/QELIAFBAWohAUGCASEDDPwBC0GYASEDIAEgBEYNlAIgAigCACIAIAQgAWtqIQUgASAAa0EEaiEGAkADQCABLQAAIABBqc8Aai0AAEcNVyAAQQRGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlQILIAJBADYCACAGQQFqIQFBGQxYC0GZASEDIAEgBEYNkwIgAigCACIAIAQgAWtqIQUgASAAa0EFaiEGAkADQCABLQAAIABBrs8Aai0AAEcNViAAQQVGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMlAILIAJBADYCACAGQQFqIQFBBgxXC0GaASEDIAEgBEYNkgIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBtM8Aai0AAEcNVSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkwILIAJBADYCACAGQQFqIQFBHAxWC0GbASEDIAEgBEYNkQIgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABBts8Aai0AAEcNVCAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAMkgILIAJBADYCACAGQQFqIQFBJwxVCyABIARGBEBBnAEhAwyRAgsCQAJAIAEtAABB1ABrDgIAAVQLIAFBAWohAUGGASEDDPgBCyABQQFqIQFBhwEhAwz3AQtBnQEhAyABIARGDY8CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbjPAGotAABHDVIgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADJACCyACQQA2AgAgBkEBaiEBQSYMUwtBngEhAyABIARGDY4CIAIoAgAiACAEIAFraiEFIAEgAGtBAWohBgJAA0AgAS0AACAAQbrPAGotAABHDVEgAEEBRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI8CCyACQQA2AgAgBkEBaiEBQQMMUgtBnwEhAyABIARGDY0CIAIoAgAiACAEIAFraiEFIAEgAGtBAmohBgJAA0AgAS0AACAAQe3PAGotAABHDVAgAEECRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI4CCyACQQA2AgAgBkEBaiEBQQwMUQtBoAEhAyABIARGDYwCIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQbzPAGotAABHDU8gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADI0CCyACQQA2AgAgBkEBaiEBQQ0MUAsgASAERgRAQaEBIQMMjAILAkACQCABLQAAQcYAaw4LAE9PT09PT09PTwFPCyABQQFqIQFBiwEhAwzzAQsgAUEBaiEBQYwBIQMM8gELIAEgBEYEQEGiASEDDIsCCyABLQAAQdAARw1MIAFBAWohAQxGCyABIARGBEBBowEhAwyKAgsCQAJAIAEtAABByQBrDgcBTU1NTU0ATQsgAUEBaiEBQY4BIQMM8QELIAFBAWohAUEiDE0LQaQBIQMgASAERg2IAiACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEHAzwBqLQAARw1LIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyJAgsgAkEANgIAIAZBAWohAUEdDEwLIAEgBEYEQEGlASEDDIgCCwJAAkAgAS0AAEHSAGsOAwBLAUsLIAFBAWohAUGQASEDDO8BCyABQQFqIQFBBAxLCyABIARGBEBBpgEhAwyHAgsCQAJAAkACQAJAIAEtAABBwQBrDhUATU1NTU1NTU1NTQFNTQJNTQNNTQRNCyABQQFqIQFBiAEhAwzxAQsgAUEBaiEBQYkBIQMM8AELIAFBAWohAUGKASEDDO8BCyABQQFqIQFBjwEhAwzuAQsgAUEBaiEBQZEBIQMM7QELQacBIQMgASAERg2FAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHtzwBqLQAARw1IIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyGAgsgAkEANgIAIAZBAWohAUERDEkLQagBIQMgASAERg2EAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHCzwBqLQAARw1HIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyFAgsgAkEANgIAIAZBAWohAUEsDEgLQakBIQMgASAERg2DAiACKAIAIgAgBCABa2ohBSABIABrQQRqIQYCQANAIAEtAAAgAEHFzwBqLQAARw1GIABBBEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyEAgsgAkEANgIAIAZBAWohAUErDEcLQaoBIQMgASAERg2CAiACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHKzwBqLQAARw1FIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyDAgsgAkEANgIAIAZBAWohAUEUDEYLIAEgBEYEQEGrASEDDIICCwJAAkACQAJAIAEtAABBwgBrDg8AAQJHR0dHR0dHR0dHRwNHCyABQQFqIQFBkwEhAwzrAQsgAUEBaiEBQZQBIQMM6gELIAFBAWohAUGVASEDDOkBCyABQQFqIQFBlgEhAwzoAQsgASAERgRAQawBIQMMgQILIAEtAABBxQBHDUIgAUEBaiEBDD0LQa0BIQMgASAERg3/ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHNzwBqLQAARw1CIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAyAAgsgAkEANgIAIAZBAWohAUEODEMLIAEgBEYEQEGuASEDDP8BCyABLQAAQdAARw1AIAFBAWohAUElDEILQa8BIQMgASAERg39ASACKAIAIgAgBCABa2ohBSABIABrQQhqIQYCQANAIAEtAAAgAEHQzwBqLQAARw1AIABBCEYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz+AQsgAkEANgIAIAZBAWohAUEqDEELIAEgBEYEQEGwASEDDP0BCwJAAkAgAS0AAEHVAGsOCwBAQEBAQEBAQEABQAsgAUEBaiEBQZoBIQMM5AELIAFBAWohAUGbASEDDOMBCyABIARGBEBBsQEhAwz8AQsCQAJAIAEtAABBwQBrDhQAPz8/Pz8/Pz8/Pz8/Pz8/Pz8/AT8LIAFBAWohAUGZASEDDOMBCyABQQFqIQFBnAEhAwziAQtBsgEhAyABIARGDfoBIAIoAgAiACAEIAFraiEFIAEgAGtBA2ohBgJAA0AgAS0AACAAQdnPAGotAABHDT0gAEEDRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPsBCyACQQA2AgAgBkEBaiEBQSEMPgtBswEhAyABIARGDfkBIAIoAgAiACAEIAFraiEFIAEgAGtBBmohBgJAA0AgAS0AACAAQd3PAGotAABHDTwgAEEGRg0BIABBAWohACAEIAFBAWoiAUcNAAsgAiAFNgIADPoBCyACQQA2AgAgBkEBaiEBQRoMPQsgASAERgRAQbQBIQMM+QELAkACQAJAIAEtAABBxQBrDhEAPT09PT09PT09AT09PT09Aj0LIAFBAWohAUGdASEDDOEBCyABQQFqIQFBngEhAwzgAQsgAUEBaiEBQZ8BIQMM3wELQbUBIQMgASAERg33ASACKAIAIgAgBCABa2ohBSABIABrQQVqIQYCQANAIAEtAAAgAEHkzwBqLQAARw06IABBBUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz4AQsgAkEANgIAIAZBAWohAUEoDDsLQbYBIQMgASAERg32ASACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEHqzwBqLQAARw05IABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAz3AQsgAkEANgIAIAZBAWohAUEHDDoLIAEgBEYEQEG3ASEDDPYBCwJAAkAgAS0AAEHFAGsODgA5OTk5OTk5OTk5OTkBOQsgAUEBaiEBQaEBIQMM3QELIAFBAWohAUGiASEDDNwBC0G4ASEDIAEgBEYN9AEgAigCACIAIAQgAWtqIQUgASAAa0ECaiEGAkADQCABLQAAIABB7c8Aai0AAEcNNyAAQQJGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9QELIAJBADYCACAGQQFqIQFBEgw4C0G5ASEDIAEgBEYN8wEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8M8Aai0AAEcNNiAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM9AELIAJBADYCACAGQQFqIQFBIAw3C0G6ASEDIAEgBEYN8gEgAigCACIAIAQgAWtqIQUgASAAa0EBaiEGAkADQCABLQAAIABB8s8Aai0AAEcNNSAAQQFGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8wELIAJBADYCACAGQQFqIQFBDww2CyABIARGBEBBuwEhAwzyAQsCQAJAIAEtAABByQBrDgcANTU1NTUBNQsgAUEBaiEBQaUBIQMM2QELIAFBAWohAUGmASEDDNgBC0G8ASEDIAEgBEYN8AEgAigCACIAIAQgAWtqIQUgASAAa0EHaiEGAkADQCABLQAAIABB9M8Aai0AAEcNMyAAQQdGDQEgAEEBaiEAIAQgAUEBaiIBRw0ACyACIAU2AgAM8QELIAJBADYCACAGQQFqIQFBGww0CyABIARGBEBBvQEhAwzwAQsCQAJAAkAgAS0AAEHCAGsOEgA0NDQ0NDQ0NDQBNDQ0NDQ0AjQLIAFBAWohAUGkASEDDNgBCyABQQFqIQFBpwEhAwzXAQsgAUEBaiEBQagBIQMM1gELIAEgBEYEQEG+ASEDDO8BCyABLQAAQc4ARw0wIAFBAWohAQwsCyABIARGBEBBvwEhAwzuAQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCABLQAAQcEAaw4VAAECAz8EBQY/Pz8HCAkKCz8MDQ4PPwsgAUEBaiEBQegAIQMM4wELIAFBAWohAUHpACEDDOIBCyABQQFqIQFB7gAhAwzhAQsgAUEBaiEBQfIAIQMM4AELIAFBAWohAUHzACEDDN8BCyABQQFqIQFB9gAhAwzeAQsgAUEBaiEBQfcAIQMM3QELIAFBAWohAUH6ACEDDNwBCyABQQFqIQFBgwEhAwzbAQsgAUEBaiEBQYQBIQMM2gELIAFBAWohAUGFASEDDNkBCyABQQFqIQFBkgEhAwzYAQsgAUEBaiEBQZgBIQMM1wELIAFBAWohAUGgASEDDNYBCyABQQFqIQFBowEhAwzVAQsgAUEBaiEBQaoBIQMM1AELIAEgBEcEQCACQRA2AgggAiABNgIEQasBIQMM1AELQcABIQMM7AELQQAhAAJAIAIoAjgiA0UNACADKAI0IgNFDQAgAiADEQAAIQALIABFDV4gAEEVRw0HIAJB0QA2AhwgAiABNgIUIAJBsBc2AhAgAkEVNgIMQQAhAwzrAQsgAUEBaiABIARHDQgaQcIBIQMM6gELA0ACQCABLQAAQQprDgQIAAALAAsgBCABQQFqIgFHDQALQcMBIQMM6QELIAEgBEcEQCACQRE2AgggAiABNgIEQQEhAwzQAQtBxAEhAwzoAQsgASAERgRAQcUBIQMM6AELAkACQCABLQAAQQprDgQBKCgAKAsgAUEBagwJCyABQQFqDAULIAEgBEYEQEHGASEDDOcBCwJAAkAgAS0AAEEKaw4XAQsLAQsLCwsLCwsLCwsLCwsLCwsLCwALCyABQQFqIQELQbABIQMMzQELIAEgBEYEQEHIASEDDOYBCyABLQAAQSBHDQkgAkEAOwEyIAFBAWohAUGzASEDDMwBCwNAIAEhAAJAIAEgBEcEQCABLQAAQTBrQf8BcSIDQQpJDQEMJwtBxwEhAwzmAQsCQCACLwEyIgFBmTNLDQAgAiABQQpsIgU7ATIgBUH+/wNxIANB//8Dc0sNACAAQQFqIQEgAiADIAVqIgM7ATIgA0H//wNxQegHSQ0BCwtBACEDIAJBADYCHCACQcEJNgIQIAJBDTYCDCACIABBAWo2AhQM5AELIAJBADYCHCACIAE2AhQgAkHwDDYCECACQRs2AgxBACEDDOMBCyACKAIEIQAgAkEANgIEIAIgACABECYiAA0BIAFBAWoLIQFBrQEhAwzIAQsgAkHBATYCHCACIAA2AgwgAiABQQFqNgIUQQAhAwzgAQsgAigCBCEAIAJBADYCBCACIAAgARAmIgANASABQQFqCyEBQa4BIQMMxQELIAJBwgE2AhwgAiAANgIMIAIgAUEBajYCFEEAIQMM3QELIAJBADYCHCACIAE2AhQgAkGXCzYCECACQQ02AgxBACEDDNwBCyACQQA2AhwgAiABNgIUIAJB4xA2AhAgAkEJNgIMQQAhAwzbAQsgAkECOgAoDKwBC0EAIQMgAkEANgIcIAJBrws2AhAgAkECNgIMIAIgAUEBajYCFAzZAQtBAiEDDL8BC0ENIQMMvgELQSYhAwy9AQtBFSEDDLwBC0EWIQMMuwELQRghAwy6AQtBHCEDDLkBC0EdIQMMuAELQSAhAwy3AQtBISEDDLYBC0EjIQMMtQELQcYAIQMMtAELQS4hAwyzAQtBPSEDDLIBC0HLACEDDLEBC0HOACEDDLABC0HYACEDDK8BC0HZACEDDK4BC0HbACEDDK0BC0HxACEDDKwBC0H0ACEDDKsBC0GNASEDDKoBC0GXASEDDKkBC0GpASEDDKgBC0GvASEDDKcBC0GxASEDDKYBCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB8Rs2AhAgAkEGNgIMDL0BCyACQQA2AgAgBkEBaiEBQSQLOgApIAIoAgQhACACQQA2AgQgAiAAIAEQJyIARQRAQeUAIQMMowELIAJB+QA2AhwgAiABNgIUIAIgADYCDEEAIQMMuwELIABBFUcEQCACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwy7AQsgAkH4ADYCHCACIAE2AhQgAkHKGDYCECACQRU2AgxBACEDDLoBCyACQQA2AhwgAiABNgIUIAJBjhs2AhAgAkEGNgIMQQAhAwy5AQsgAkEANgIcIAIgATYCFCACQf4RNgIQIAJBBzYCDEEAIQMMuAELIAJBADYCHCACIAE2AhQgAkGMHDYCECACQQc2AgxBACEDDLcBCyACQQA2AhwgAiABNgIUIAJBww82AhAgAkEHNgIMQQAhAwy2AQsgAkEANgIcIAIgATYCFCACQcMPNgIQIAJBBzYCDEEAIQMMtQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0RIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMtAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0gIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMswELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0iIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMsgELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0OIAJB5QA2AhwgAiABNgIUIAIgADYCDEEAIQMMsQELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0dIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMsAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0fIAJB0gA2AhwgAiABNgIUIAIgADYCDEEAIQMMrwELIABBP0cNASABQQFqCyEBQQUhAwyUAQtBACEDIAJBADYCHCACIAE2AhQgAkH9EjYCECACQQc2AgwMrAELIAJBADYCHCACIAE2AhQgAkHcCDYCECACQQc2AgxBACEDDKsBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNByACQeUANgIcIAIgATYCFCACIAA2AgxBACEDDKoBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNFiACQdMANgIcIAIgATYCFCACIAA2AgxBACEDDKkBCyACKAIEIQAgAkEANgIEIAIgACABECUiAEUNGCACQdIANgIcIAIgATYCFCACIAA2AgxBACEDDKgBCyACQQA2AhwgAiABNgIUIAJBxgo2AhAgAkEHNgIMQQAhAwynAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQMgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwymAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRIgAkHTADYCHCACIAE2AhQgAiAANgIMQQAhAwylAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDRQgAkHSADYCHCACIAE2AhQgAiAANgIMQQAhAwykAQsgAigCBCEAIAJBADYCBCACIAAgARAlIgBFDQAgAkHlADYCHCACIAE2AhQgAiAANgIMQQAhAwyjAQtB1QAhAwyJAQsgAEEVRwRAIAJBADYCHCACIAE2AhQgAkG5DTYCECACQRo2AgxBACEDDKIBCyACQeQANgIcIAIgATYCFCACQeMXNgIQIAJBFTYCDEEAIQMMoQELIAJBADYCACAGQQFqIQEgAi0AKSIAQSNrQQtJDQQCQCAAQQZLDQBBASAAdEHKAHFFDQAMBQtBACEDIAJBADYCHCACIAE2AhQgAkH3CTYCECACQQg2AgwMoAELIAJBADYCACAGQQFqIQEgAi0AKUEhRg0DIAJBADYCHCACIAE2AhQgAkGbCjYCECACQQg2AgxBACEDDJ8BCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJBkDM2AhAgAkEINgIMDJ0BCyACQQA2AgAgBkEBaiEBIAItAClBI0kNACACQQA2AhwgAiABNgIUIAJB0wk2AhAgAkEINgIMQQAhAwycAQtB0QAhAwyCAQsgAS0AAEEwayIAQf8BcUEKSQRAIAIgADoAKiABQQFqIQFBzwAhAwyCAQsgAigCBCEAIAJBADYCBCACIAAgARAoIgBFDYYBIAJB3gA2AhwgAiABNgIUIAIgADYCDEEAIQMMmgELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ2GASACQdwANgIcIAIgATYCFCACIAA2AgxBACEDDJkBCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMhwELIAJB2gA2AhwgAiAFNgIUIAIgADYCDAyYAQtBACEBQQEhAwsgAiADOgArIAVBAWohAwJAAkACQCACLQAtQRBxDQACQAJAAkAgAi0AKg4DAQACBAsgBkUNAwwCCyAADQEMAgsgAUUNAQsgAigCBCEAIAJBADYCBCACIAAgAxAoIgBFBEAgAyEBDAILIAJB2AA2AhwgAiADNgIUIAIgADYCDEEAIQMMmAELIAIoAgQhACACQQA2AgQgAiAAIAMQKCIARQRAIAMhAQyHAQsgAkHZADYCHCACIAM2AhQgAiAANgIMQQAhAwyXAQtBzAAhAwx9CyAAQRVHBEAgAkEANgIcIAIgATYCFCACQZQNNgIQIAJBITYCDEEAIQMMlgELIAJB1wA2AhwgAiABNgIUIAJByRc2AhAgAkEVNgIMQQAhAwyVAQtBACEDIAJBADYCHCACIAE2AhQgAkGAETYCECACQQk2AgwMlAELIAIoAgQhACACQQA2AgQgAiAAIAEQJSIARQ0AIAJB0wA2AhwgAiABNgIUIAIgADYCDEEAIQMMkwELQckAIQMMeQsgAkEANgIcIAIgATYCFCACQcEoNgIQIAJBBzYCDCACQQA2AgBBACEDDJEBCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAlIgBFDQAgAkHSADYCHCACIAE2AhQgAiAANgIMDJABC0HIACEDDHYLIAJBADYCACAFIQELIAJBgBI7ASogAUEBaiEBQQAhAAJAIAIoAjgiA0UNACADKAIwIgNFDQAgAiADEQAAIQALIAANAQtBxwAhAwxzCyAAQRVGBEAgAkHRADYCHCACIAE2AhQgAkHjFzYCECACQRU2AgxBACEDDIwBC0EAIQMgAkEANgIcIAIgATYCFCACQbkNNgIQIAJBGjYCDAyLAQtBACEDIAJBADYCHCACIAE2AhQgAkGgGTYCECACQR42AgwMigELIAEtAABBOkYEQCACKAIEIQBBACEDIAJBADYCBCACIAAgARApIgBFDQEgAkHDADYCHCACIAA2AgwgAiABQQFqNgIUDIoBC0EAIQMgAkEANgIcIAIgATYCFCACQbERNgIQIAJBCjYCDAyJAQsgAUEBaiEBQTshAwxvCyACQcMANgIcIAIgADYCDCACIAFBAWo2AhQMhwELQQAhAyACQQA2AhwgAiABNgIUIAJB8A42AhAgAkEcNgIMDIYBCyACIAIvATBBEHI7ATAMZgsCQCACLwEwIgBBCHFFDQAgAi0AKEEBRw0AIAItAC1BCHFFDQMLIAIgAEH3+wNxQYAEcjsBMAwECyABIARHBEACQANAIAEtAABBMGsiAEH/AXFBCk8EQEE1IQMMbgsgAikDICIKQpmz5syZs+bMGVYNASACIApCCn4iCjcDICAKIACtQv8BgyILQn+FVg0BIAIgCiALfDcDICAEIAFBAWoiAUcNAAtBOSEDDIUBCyACKAIEIQBBACEDIAJBADYCBCACIAAgAUEBaiIBECoiAA0MDHcLQTkhAwyDAQsgAi0AMEEgcQ0GQcUBIQMMaQtBACEDIAJBADYCBCACIAEgARAqIgBFDQQgAkE6NgIcIAIgADYCDCACIAFBAWo2AhQMgQELIAItAChBAUcNACACLQAtQQhxRQ0BC0E3IQMMZgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIABEAgAkE7NgIcIAIgADYCDCACIAFBAWo2AhQMfwsgAUEBaiEBDG4LIAJBCDoALAwECyABQQFqIQEMbQtBACEDIAJBADYCHCACIAE2AhQgAkHkEjYCECACQQQ2AgwMewsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ1sIAJBNzYCHCACIAE2AhQgAiAANgIMDHoLIAIgAi8BMEEgcjsBMAtBMCEDDF8LIAJBNjYCHCACIAE2AhQgAiAANgIMDHcLIABBLEcNASABQQFqIQBBASEBAkACQAJAAkACQCACLQAsQQVrDgQDAQIEAAsgACEBDAQLQQIhAQwBC0EEIQELIAJBAToALCACIAIvATAgAXI7ATAgACEBDAELIAIgAi8BMEEIcjsBMCAAIQELQTkhAwxcCyACQQA6ACwLQTQhAwxaCyABIARGBEBBLSEDDHMLAkACQANAAkAgAS0AAEEKaw4EAgAAAwALIAQgAUEBaiIBRw0AC0EtIQMMdAsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIARQ0CIAJBLDYCHCACIAE2AhQgAiAANgIMDHMLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAS0AAEENRgRAIAIoAgQhAEEAIQMgAkEANgIEIAIgACABECoiAEUEQCABQQFqIQEMAgsgAkEsNgIcIAIgADYCDCACIAFBAWo2AhQMcgsgAi0ALUEBcQRAQcQBIQMMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKiIADQEMZQtBLyEDDFcLIAJBLjYCHCACIAE2AhQgAiAANgIMDG8LQQAhAyACQQA2AhwgAiABNgIUIAJB8BQ2AhAgAkEDNgIMDG4LQQEhAwJAAkACQAJAIAItACxBBWsOBAMBAgAECyACIAIvATBBCHI7ATAMAwtBAiEDDAELQQQhAwsgAkEBOgAsIAIgAi8BMCADcjsBMAtBKiEDDFMLQQAhAyACQQA2AhwgAiABNgIUIAJB4Q82AhAgAkEKNgIMDGsLQQEhAwJAAkACQAJAAkACQCACLQAsQQJrDgcFBAQDAQIABAsgAiACLwEwQQhyOwEwDAMLQQIhAwwBC0EEIQMLIAJBAToALCACIAIvATAgA3I7ATALQSshAwxSC0EAIQMgAkEANgIcIAIgATYCFCACQasSNgIQIAJBCzYCDAxqC0EAIQMgAkEANgIcIAIgATYCFCACQf0NNgIQIAJBHTYCDAxpCyABIARHBEADQCABLQAAQSBHDUggBCABQQFqIgFHDQALQSUhAwxpC0ElIQMMaAsgAi0ALUEBcQRAQcMBIQMMTwsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQKSIABEAgAkEmNgIcIAIgADYCDCACIAFBAWo2AhQMaAsgAUEBaiEBDFwLIAFBAWohASACLwEwIgBBgAFxBEBBACEAAkAgAigCOCIDRQ0AIAMoAlQiA0UNACACIAMRAAAhAAsgAEUNBiAAQRVHDR8gAkEFNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMZwsCQCAAQaAEcUGgBEcNACACLQAtQQJxDQBBACEDIAJBADYCHCACIAE2AhQgAkGWEzYCECACQQQ2AgwMZwsgAgJ/IAIvATBBFHFBFEYEQEEBIAItAChBAUYNARogAi8BMkHlAEYMAQsgAi0AKUEFRgs6AC5BACEAAkAgAigCOCIDRQ0AIAMoAiQiA0UNACACIAMRAAAhAAsCQAJAAkACQAJAIAAOFgIBAAQEBAQEBAQEBAQEBAQEBAQEBAMECyACQQE6AC4LIAIgAi8BMEHAAHI7ATALQSchAwxPCyACQSM2AhwgAiABNgIUIAJBpRY2AhAgAkEVNgIMQQAhAwxnC0EAIQMgAkEANgIcIAIgATYCFCACQdULNgIQIAJBETYCDAxmC0EAIQACQCACKAI4IgNFDQAgAygCLCIDRQ0AIAIgAxEAACEACyAADQELQQ4hAwxLCyAAQRVGBEAgAkECNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMZAtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMYwtBACEDIAJBADYCHCACIAE2AhQgAkGqHDYCECACQQ82AgwMYgsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEgCqdqIgEQKyIARQ0AIAJBBTYCHCACIAE2AhQgAiAANgIMDGELQQ8hAwxHC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxfC0IBIQoLIAFBAWohAQJAIAIpAyAiC0L//////////w9YBEAgAiALQgSGIAqENwMgDAELQQAhAyACQQA2AhwgAiABNgIUIAJBrQk2AhAgAkEMNgIMDF4LQSQhAwxEC0EAIQMgAkEANgIcIAIgATYCFCACQc0TNgIQIAJBDDYCDAxcCyACKAIEIQBBACEDIAJBADYCBCACIAAgARAsIgBFBEAgAUEBaiEBDFILIAJBFzYCHCACIAA2AgwgAiABQQFqNgIUDFsLIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQRY2AhwgAiAANgIMIAIgAUEBajYCFAxbC0EfIQMMQQtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMWQsgAigCBCEAQQAhAyACQQA2AgQgAiAAIAEQLSIARQRAIAFBAWohAQxQCyACQRQ2AhwgAiAANgIMIAIgAUEBajYCFAxYCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABEC0iAEUEQCABQQFqIQEMAQsgAkETNgIcIAIgADYCDCACIAFBAWo2AhQMWAtBHiEDDD4LQQAhAyACQQA2AhwgAiABNgIUIAJBxgw2AhAgAkEjNgIMDFYLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABEC0iAEUEQCABQQFqIQEMTgsgAkERNgIcIAIgADYCDCACIAFBAWo2AhQMVQsgAkEQNgIcIAIgATYCFCACIAA2AgwMVAtBACEDIAJBADYCHCACIAE2AhQgAkHGDDYCECACQSM2AgwMUwtBACEDIAJBADYCHCACIAE2AhQgAkHAFTYCECACQQI2AgwMUgsgAigCBCEAQQAhAyACQQA2AgQCQCACIAAgARAtIgBFBEAgAUEBaiEBDAELIAJBDjYCHCACIAA2AgwgAiABQQFqNgIUDFILQRshAww4C0EAIQMgAkEANgIcIAIgATYCFCACQcYMNgIQIAJBIzYCDAxQCyACKAIEIQBBACEDIAJBADYCBAJAIAIgACABECwiAEUEQCABQQFqIQEMAQsgAkENNgIcIAIgADYCDCACIAFBAWo2AhQMUAtBGiEDDDYLQQAhAyACQQA2AhwgAiABNgIUIAJBmg82AhAgAkEiNgIMDE4LIAIoAgQhAEEAIQMgAkEANgIEAkAgAiAAIAEQLCIARQRAIAFBAWohAQwBCyACQQw2AhwgAiAANgIMIAIgAUEBajYCFAxOC0EZIQMMNAtBACEDIAJBADYCHCACIAE2AhQgAkGaDzYCECACQSI2AgwMTAsgAEEVRwRAQQAhAyACQQA2AhwgAiABNgIUIAJBgww2AhAgAkETNgIMDEwLIAJBCjYCHCACIAE2AhQgAkHkFjYCECACQRU2AgxBACEDDEsLIAIoAgQhAEEAIQMgAkEANgIEIAIgACABIAqnaiIBECsiAARAIAJBBzYCHCACIAE2AhQgAiAANgIMDEsLQRMhAwwxCyAAQRVHBEBBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMSgsgAkEeNgIcIAIgATYCFCACQfkXNgIQIAJBFTYCDEEAIQMMSQtBACEAAkAgAigCOCIDRQ0AIAMoAiwiA0UNACACIAMRAAAhAAsgAEUNQSAAQRVGBEAgAkEDNgIcIAIgATYCFCACQbAYNgIQIAJBFTYCDEEAIQMMSQtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMSAtBACEDIAJBADYCHCACIAE2AhQgAkHaDTYCECACQRQ2AgwMRwtBACEDIAJBADYCHCACIAE2AhQgAkGnDjYCECACQRI2AgwMRgsgAkEAOgAvIAItAC1BBHFFDT8LIAJBADoALyACQQE6ADRBACEDDCsLQQAhAyACQQA2AhwgAkHkETYCECACQQc2AgwgAiABQQFqNgIUDEMLAkADQAJAIAEtAABBCmsOBAACAgACCyAEIAFBAWoiAUcNAAtB3QEhAwxDCwJAAkAgAi0ANEEBRw0AQQAhAAJAIAIoAjgiA0UNACADKAJYIgNFDQAgAiADEQAAIQALIABFDQAgAEEVRw0BIAJB3AE2AhwgAiABNgIUIAJB1RY2AhAgAkEVNgIMQQAhAwxEC0HBASEDDCoLIAJBADYCHCACIAE2AhQgAkHpCzYCECACQR82AgxBACEDDEILAkACQCACLQAoQQFrDgIEAQALQcABIQMMKQtBuQEhAwwoCyACQQI6AC9BACEAAkAgAigCOCIDRQ0AIAMoAgAiA0UNACACIAMRAAAhAAsgAEUEQEHCASEDDCgLIABBFUcEQCACQQA2AhwgAiABNgIUIAJBpAw2AhAgAkEQNgIMQQAhAwxBCyACQdsBNgIcIAIgATYCFCACQfoWNgIQIAJBFTYCDEEAIQMMQAsgASAERgRAQdoBIQMMQAsgAS0AAEHIAEYNASACQQE6ACgLQawBIQMMJQtBvwEhAwwkCyABIARHBEAgAkEQNgIIIAIgATYCBEG+ASEDDCQLQdkBIQMMPAsgASAERgRAQdgBIQMMPAsgAS0AAEHIAEcNBCABQQFqIQFBvQEhAwwiCyABIARGBEBB1wEhAww7CwJAAkAgAS0AAEHFAGsOEAAFBQUFBQUFBQUFBQUFBQEFCyABQQFqIQFBuwEhAwwiCyABQQFqIQFBvAEhAwwhC0HWASEDIAEgBEYNOSACKAIAIgAgBCABa2ohBSABIABrQQJqIQYCQANAIAEtAAAgAEGD0ABqLQAARw0DIABBAkYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw6CyACKAIEIQAgAkIANwMAIAIgACAGQQFqIgEQJyIARQRAQcYBIQMMIQsgAkHVATYCHCACIAE2AhQgAiAANgIMQQAhAww5C0HUASEDIAEgBEYNOCACKAIAIgAgBCABa2ohBSABIABrQQFqIQYCQANAIAEtAAAgAEGB0ABqLQAARw0CIABBAUYNASAAQQFqIQAgBCABQQFqIgFHDQALIAIgBTYCAAw5CyACQYEEOwEoIAIoAgQhACACQgA3AwAgAiAAIAZBAWoiARAnIgANAwwCCyACQQA2AgALQQAhAyACQQA2AhwgAiABNgIUIAJB2Bs2AhAgAkEINgIMDDYLQboBIQMMHAsgAkHTATYCHCACIAE2AhQgAiAANgIMQQAhAww0C0EAIQACQCACKAI4IgNFDQAgAygCOCIDRQ0AIAIgAxEAACEACyAARQ0AIABBFUYNASACQQA2AhwgAiABNgIUIAJBzA42AhAgAkEgNgIMQQAhAwwzC0HkACEDDBkLIAJB+AA2AhwgAiABNgIUIAJByhg2AhAgAkEVNgIMQQAhAwwxC0HSASEDIAQgASIARg0wIAQgAWsgAigCACIBaiEFIAAgAWtBBGohBgJAA0AgAC0AACABQfzPAGotAABHDQEgAUEERg0DIAFBAWohASAEIABBAWoiAEcNAAsgAiAFNgIADDELIAJBADYCHCACIAA2AhQgAkGQMzYCECACQQg2AgwgAkEANgIAQQAhAwwwCyABIARHBEAgAkEONgIIIAIgATYCBEG3ASEDDBcLQdEBIQMMLwsgAkEANgIAIAZBAWohAQtBuAEhAwwUCyABIARGBEBB0AEhAwwtCyABLQAAQTBrIgBB/wFxQQpJBEAgAiAAOgAqIAFBAWohAUG2ASEDDBQLIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0UIAJBzwE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAsgASAERgRAQc4BIQMMLAsCQCABLQAAQS5GBEAgAUEBaiEBDAELIAIoAgQhACACQQA2AgQgAiAAIAEQKCIARQ0VIAJBzQE2AhwgAiABNgIUIAIgADYCDEEAIQMMLAtBtQEhAwwSCyAEIAEiBUYEQEHMASEDDCsLQQAhAEEBIQFBASEGQQAhAwJAAkACQAJAAkACfwJAAkACQAJAAkACQAJAIAUtAABBMGsOCgoJAAECAwQFBggLC0ECDAYLQQMMBQtBBAwEC0EFDAMLQQYMAgtBBwwBC0EICyEDQQAhAUEAIQYMAgtBCSEDQQEhAEEAIQFBACEGDAELQQAhAUEBIQMLIAIgAzoAKyAFQQFqIQMCQAJAIAItAC1BEHENAAJAAkACQCACLQAqDgMBAAIECyAGRQ0DDAILIAANAQwCCyABRQ0BCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMAwsgAkHJATYCHCACIAM2AhQgAiAANgIMQQAhAwwtCyACKAIEIQAgAkEANgIEIAIgACADECgiAEUEQCADIQEMGAsgAkHKATYCHCACIAM2AhQgAiAANgIMQQAhAwwsCyACKAIEIQAgAkEANgIEIAIgACAFECgiAEUEQCAFIQEMFgsgAkHLATYCHCACIAU2AhQgAiAANgIMDCsLQbQBIQMMEQtBACEAAkAgAigCOCIDRQ0AIAMoAjwiA0UNACACIAMRAAAhAAsCQCAABEAgAEEVRg0BIAJBADYCHCACIAE2AhQgAkGUDTYCECACQSE2AgxBACEDDCsLQbIBIQMMEQsgAkHIATYCHCACIAE2AhQgAkHJFzYCECACQRU2AgxBACEDDCkLIAJBADYCACAGQQFqIQFB9QAhAwwPCyACLQApQQVGBEBB4wAhAwwPC0HiACEDDA4LIAAhASACQQA2AgALIAJBADoALEEJIQMMDAsgAkEANgIAIAdBAWohAUHAACEDDAsLQQELOgAsIAJBADYCACAGQQFqIQELQSkhAwwIC0E4IQMMBwsCQCABIARHBEADQCABLQAAQYA+ai0AACIAQQFHBEAgAEECRw0DIAFBAWohAQwFCyAEIAFBAWoiAUcNAAtBPiEDDCELQT4hAwwgCwsgAkEAOgAsDAELQQshAwwEC0E6IQMMAwsgAUEBaiEBQS0hAwwCCyACIAE6ACwgAkEANgIAIAZBAWohAUEMIQMMAQsgAkEANgIAIAZBAWohAUEKIQMMAAsAC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwXC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwWC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwVC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwUC0EAIQMgAkEANgIcIAIgATYCFCACQc0QNgIQIAJBCTYCDAwTC0EAIQMgAkEANgIcIAIgATYCFCACQekKNgIQIAJBCTYCDAwSC0EAIQMgAkEANgIcIAIgATYCFCACQbcQNgIQIAJBCTYCDAwRC0EAIQMgAkEANgIcIAIgATYCFCACQZwRNgIQIAJBCTYCDAwQC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwPC0EAIQMgAkEANgIcIAIgATYCFCACQZcVNgIQIAJBDzYCDAwOC0EAIQMgAkEANgIcIAIgATYCFCACQcASNgIQIAJBCzYCDAwNC0EAIQMgAkEANgIcIAIgATYCFCACQZUJNgIQIAJBCzYCDAwMC0EAIQMgAkEANgIcIAIgATYCFCACQeEPNgIQIAJBCjYCDAwLC0EAIQMgAkEANgIcIAIgATYCFCACQfsPNgIQIAJBCjYCDAwKC0EAIQMgAkEANgIcIAIgATYCFCACQfEZNgIQIAJBAjYCDAwJC0EAIQMgAkEANgIcIAIgATYCFCACQcQUNgIQIAJBAjYCDAwIC0EAIQMgAkEANgIcIAIgATYCFCACQfIVNgIQIAJBAjYCDAwHCyACQQI2AhwgAiABNgIUIAJBnBo2AhAgAkEWNgIMQQAhAwwGC0EBIQMMBQtB1AAhAyABIARGDQQgCEEIaiEJIAIoAgAhBQJAAkAgASAERwRAIAVB2MIAaiEHIAQgBWogAWshACAFQX9zQQpqIgUgAWohBgNAIAEtAAAgBy0AAEcEQEECIQcMAwsgBUUEQEEAIQcgBiEBDAMLIAVBAWshBSAHQQFqIQcgBCABQQFqIgFHDQALIAAhBSAEIQELIAlBATYCACACIAU2AgAMAQsgAkEANgIAIAkgBzYCAAsgCSABNgIEIAgoAgwhACAIKAIIDgMBBAIACwALIAJBADYCHCACQbUaNgIQIAJBFzYCDCACIABBAWo2AhRBACEDDAILIAJBADYCHCACIAA2AhQgAkHKGjYCECACQQk2AgxBACEDDAELIAEgBEYEQEEiIQMMAQsgAkEJNgIIIAIgATYCBEEhIQMLIAhBEGokACADRQRAIAIoAgwhAAwBCyACIAM2AhxBACEAIAIoAgQiAUUNACACIAEgBCACKAIIEQEAIgFFDQAgAiAENgIUIAIgATYCDCABIQALIAALvgIBAn8gAEEAOgAAIABB3ABqIgFBAWtBADoAACAAQQA6AAIgAEEAOgABIAFBA2tBADoAACABQQJrQQA6AAAgAEEAOgADIAFBBGtBADoAAEEAIABrQQNxIgEgAGoiAEEANgIAQdwAIAFrQXxxIgIgAGoiAUEEa0EANgIAAkAgAkEJSQ0AIABBADYCCCAAQQA2AgQgAUEIa0EANgIAIAFBDGtBADYCACACQRlJDQAgAEEANgIYIABBADYCFCAAQQA2AhAgAEEANgIMIAFBEGtBADYCACABQRRrQQA2AgAgAUEYa0EANgIAIAFBHGtBADYCACACIABBBHFBGHIiAmsiAUEgSQ0AIAAgAmohAANAIABCADcDGCAAQgA3AxAgAEIANwMIIABCADcDACAAQSBqIQAgAUEgayIBQR9LDQALCwtWAQF/AkAgACgCDA0AAkACQAJAAkAgAC0ALw4DAQADAgsgACgCOCIBRQ0AIAEoAiwiAUUNACAAIAERAAAiAQ0DC0EADwsACyAAQcMWNgIQQQ4hAQsgAQsaACAAKAIMRQRAIABB0Rs2AhAgAEEVNgIMCwsUACAAKAIMQRVGBEAgAEEANgIMCwsUACAAKAIMQRZGBEAgAEEANgIMCwsHACAAKAIMCwcAIAAoAhALCQAgACABNgIQCwcAIAAoAhQLFwAgAEEkTwRAAAsgAEECdEGgM2ooAgALFwAgAEEuTwRAAAsgAEECdEGwNGooAgALvwkBAX9B6yghAQJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAIABB5ABrDvQDY2IAAWFhYWFhYQIDBAVhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhBgcICQoLDA0OD2FhYWFhEGFhYWFhYWFhYWFhEWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYRITFBUWFxgZGhthYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2YTc4OTphYWFhYWFhYTthYWE8YWFhYT0+P2FhYWFhYWFhQGFhQWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYUJDREVGR0hJSktMTU5PUFFSU2FhYWFhYWFhVFVWV1hZWlthXF1hYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFeYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhX2BhC0HhJw8LQaQhDwtByywPC0H+MQ8LQcAkDwtBqyQPC0GNKA8LQeImDwtBgDAPC0G5Lw8LQdckDwtB7x8PC0HhHw8LQfofDwtB8iAPC0GoLw8LQa4yDwtBiDAPC0HsJw8LQYIiDwtBjh0PC0HQLg8LQcojDwtBxTIPC0HfHA8LQdIcDwtBxCAPC0HXIA8LQaIfDwtB7S4PC0GrMA8LQdQlDwtBzC4PC0H6Lg8LQfwrDwtB0jAPC0HxHQ8LQbsgDwtB9ysPC0GQMQ8LQdcxDwtBoi0PC0HUJw8LQeArDwtBnywPC0HrMQ8LQdUfDwtByjEPC0HeJQ8LQdQeDwtB9BwPC0GnMg8LQbEdDwtBoB0PC0G5MQ8LQbwwDwtBkiEPC0GzJg8LQeksDwtBrB4PC0HUKw8LQfcmDwtBgCYPC0GwIQ8LQf4eDwtBjSMPC0GJLQ8LQfciDwtBoDEPC0GuHw8LQcYlDwtB6B4PC0GTIg8LQcIvDwtBwx0PC0GLLA8LQeEdDwtBjS8PC0HqIQ8LQbQtDwtB0i8PC0HfMg8LQdIyDwtB8DAPC0GpIg8LQfkjDwtBmR4PC0G1LA8LQZswDwtBkjIPC0G2Kw8LQcIiDwtB+DIPC0GeJQ8LQdAiDwtBuh4PC0GBHg8LAAtB1iEhAQsgAQsWACAAIAAtAC1B/gFxIAFBAEdyOgAtCxkAIAAgAC0ALUH9AXEgAUEAR0EBdHI6AC0LGQAgACAALQAtQfsBcSABQQBHQQJ0cjoALQsZACAAIAAtAC1B9wFxIAFBAEdBA3RyOgAtCz4BAn8CQCAAKAI4IgNFDQAgAygCBCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBxhE2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCCCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9go2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCDCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7Ro2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCECIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlRA2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCFCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBqhs2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCGCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB7RM2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCKCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABB9gg2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCHCIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBwhk2AhBBGCEECyAECz4BAn8CQCAAKAI4IgNFDQAgAygCICIDRQ0AIAAgASACIAFrIAMRAQAiBEF/Rw0AIABBlBQ2AhBBGCEECyAEC1kBAn8CQCAALQAoQQFGDQAgAC8BMiIBQeQAa0HkAEkNACABQcwBRg0AIAFBsAJGDQAgAC8BMCIAQcAAcQ0AQQEhAiAAQYgEcUGABEYNACAAQShxRSECCyACC4wBAQJ/AkACQAJAIAAtACpFDQAgAC0AK0UNACAALwEwIgFBAnFFDQEMAgsgAC8BMCIBQQFxRQ0BC0EBIQIgAC0AKEEBRg0AIAAvATIiAEHkAGtB5ABJDQAgAEHMAUYNACAAQbACRg0AIAFBwABxDQBBACECIAFBiARxQYAERg0AIAFBKHFBAEchAgsgAgtzACAAQRBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAA/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQTBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQSBq/QwAAAAAAAAAAAAAAAAAAAAA/QsDACAAQd0BNgIcCwYAIAAQMguaLQELfyMAQRBrIgokAEGk0AAoAgAiCUUEQEHk0wAoAgAiBUUEQEHw0wBCfzcCAEHo0wBCgICEgICAwAA3AgBB5NMAIApBCGpBcHFB2KrVqgVzIgU2AgBB+NMAQQA2AgBByNMAQQA2AgALQczTAEGA1AQ2AgBBnNAAQYDUBDYCAEGw0AAgBTYCAEGs0ABBfzYCAEHQ0wBBgKwDNgIAA0AgAUHI0ABqIAFBvNAAaiICNgIAIAIgAUG00ABqIgM2AgAgAUHA0ABqIAM2AgAgAUHQ0ABqIAFBxNAAaiIDNgIAIAMgAjYCACABQdjQAGogAUHM0ABqIgI2AgAgAiADNgIAIAFB1NAAaiACNgIAIAFBIGoiAUGAAkcNAAtBjNQEQcGrAzYCAEGo0ABB9NMAKAIANgIAQZjQAEHAqwM2AgBBpNAAQYjUBDYCAEHM/wdBODYCAEGI1AQhCQsCQAJAAkACQAJAAkACQAJAAkACQAJAAkACQAJAAkACQCAAQewBTQRAQYzQACgCACIGQRAgAEETakFwcSAAQQtJGyIEQQN2IgB2IgFBA3EEQAJAIAFBAXEgAHJBAXMiAkEDdCIAQbTQAGoiASAAQbzQAGooAgAiACgCCCIDRgRAQYzQACAGQX4gAndxNgIADAELIAEgAzYCCCADIAE2AgwLIABBCGohASAAIAJBA3QiAkEDcjYCBCAAIAJqIgAgACgCBEEBcjYCBAwRC0GU0AAoAgAiCCAETw0BIAEEQAJAQQIgAHQiAkEAIAJrciABIAB0cWgiAEEDdCICQbTQAGoiASACQbzQAGooAgAiAigCCCIDRgRAQYzQACAGQX4gAHdxIgY2AgAMAQsgASADNgIIIAMgATYCDAsgAiAEQQNyNgIEIABBA3QiACAEayEFIAAgAmogBTYCACACIARqIgQgBUEBcjYCBCAIBEAgCEF4cUG00ABqIQBBoNAAKAIAIQMCf0EBIAhBA3Z0IgEgBnFFBEBBjNAAIAEgBnI2AgAgAAwBCyAAKAIICyIBIAM2AgwgACADNgIIIAMgADYCDCADIAE2AggLIAJBCGohAUGg0AAgBDYCAEGU0AAgBTYCAAwRC0GQ0AAoAgAiC0UNASALaEECdEG80gBqKAIAIgAoAgRBeHEgBGshBSAAIQIDQAJAIAIoAhAiAUUEQCACQRRqKAIAIgFFDQELIAEoAgRBeHEgBGsiAyAFSSECIAMgBSACGyEFIAEgACACGyEAIAEhAgwBCwsgACgCGCEJIAAoAgwiAyAARwRAQZzQACgCABogAyAAKAIIIgE2AgggASADNgIMDBALIABBFGoiAigCACIBRQRAIAAoAhAiAUUNAyAAQRBqIQILA0AgAiEHIAEiA0EUaiICKAIAIgENACADQRBqIQIgAygCECIBDQALIAdBADYCAAwPC0F/IQQgAEG/f0sNACAAQRNqIgFBcHEhBEGQ0AAoAgAiCEUNAEEAIARrIQUCQAJAAkACf0EAIARBgAJJDQAaQR8gBEH///8HSw0AGiAEQSYgAUEIdmciAGt2QQFxIABBAXRrQT5qCyIGQQJ0QbzSAGooAgAiAkUEQEEAIQFBACEDDAELQQAhASAEQRkgBkEBdmtBACAGQR9HG3QhAEEAIQMDQAJAIAIoAgRBeHEgBGsiByAFTw0AIAIhAyAHIgUNAEEAIQUgAiEBDAMLIAEgAkEUaigCACIHIAcgAiAAQR12QQRxakEQaigCACICRhsgASAHGyEBIABBAXQhACACDQALCyABIANyRQRAQQAhA0ECIAZ0IgBBACAAa3IgCHEiAEUNAyAAaEECdEG80gBqKAIAIQELIAFFDQELA0AgASgCBEF4cSAEayICIAVJIQAgAiAFIAAbIQUgASADIAAbIQMgASgCECIABH8gAAUgAUEUaigCAAsiAQ0ACwsgA0UNACAFQZTQACgCACAEa08NACADKAIYIQcgAyADKAIMIgBHBEBBnNAAKAIAGiAAIAMoAggiATYCCCABIAA2AgwMDgsgA0EUaiICKAIAIgFFBEAgAygCECIBRQ0DIANBEGohAgsDQCACIQYgASIAQRRqIgIoAgAiAQ0AIABBEGohAiAAKAIQIgENAAsgBkEANgIADA0LQZTQACgCACIDIARPBEBBoNAAKAIAIQECQCADIARrIgJBEE8EQCABIARqIgAgAkEBcjYCBCABIANqIAI2AgAgASAEQQNyNgIEDAELIAEgA0EDcjYCBCABIANqIgAgACgCBEEBcjYCBEEAIQBBACECC0GU0AAgAjYCAEGg0AAgADYCACABQQhqIQEMDwtBmNAAKAIAIgMgBEsEQCAEIAlqIgAgAyAEayIBQQFyNgIEQaTQACAANgIAQZjQACABNgIAIAkgBEEDcjYCBCAJQQhqIQEMDwtBACEBIAQCf0Hk0wAoAgAEQEHs0wAoAgAMAQtB8NMAQn83AgBB6NMAQoCAhICAgMAANwIAQeTTACAKQQxqQXBxQdiq1aoFczYCAEH40wBBADYCAEHI0wBBADYCAEGAgAQLIgAgBEHHAGoiBWoiBkEAIABrIgdxIgJPBEBB/NMAQTA2AgAMDwsCQEHE0wAoAgAiAUUNAEG80wAoAgAiCCACaiEAIAAgAU0gACAIS3ENAEEAIQFB/NMAQTA2AgAMDwtByNMALQAAQQRxDQQCQAJAIAkEQEHM0wAhAQNAIAEoAgAiACAJTQRAIAAgASgCBGogCUsNAwsgASgCCCIBDQALC0EAEDMiAEF/Rg0FIAIhBkHo0wAoAgAiAUEBayIDIABxBEAgAiAAayAAIANqQQAgAWtxaiEGCyAEIAZPDQUgBkH+////B0sNBUHE0wAoAgAiAwRAQbzTACgCACIHIAZqIQEgASAHTQ0GIAEgA0sNBgsgBhAzIgEgAEcNAQwHCyAGIANrIAdxIgZB/v///wdLDQQgBhAzIQAgACABKAIAIAEoAgRqRg0DIAAhAQsCQCAGIARByABqTw0AIAFBf0YNAEHs0wAoAgAiACAFIAZrakEAIABrcSIAQf7///8HSwRAIAEhAAwHCyAAEDNBf0cEQCAAIAZqIQYgASEADAcLQQAgBmsQMxoMBAsgASIAQX9HDQUMAwtBACEDDAwLQQAhAAwKCyAAQX9HDQILQcjTAEHI0wAoAgBBBHI2AgALIAJB/v///wdLDQEgAhAzIQBBABAzIQEgAEF/Rg0BIAFBf0YNASAAIAFPDQEgASAAayIGIARBOGpNDQELQbzTAEG80wAoAgAgBmoiATYCAEHA0wAoAgAgAUkEQEHA0wAgATYCAAsCQAJAAkBBpNAAKAIAIgIEQEHM0wAhAQNAIAAgASgCACIDIAEoAgQiBWpGDQIgASgCCCIBDQALDAILQZzQACgCACIBQQBHIAAgAU9xRQRAQZzQACAANgIAC0EAIQFB0NMAIAY2AgBBzNMAIAA2AgBBrNAAQX82AgBBsNAAQeTTACgCADYCAEHY0wBBADYCAANAIAFByNAAaiABQbzQAGoiAjYCACACIAFBtNAAaiIDNgIAIAFBwNAAaiADNgIAIAFB0NAAaiABQcTQAGoiAzYCACADIAI2AgAgAUHY0ABqIAFBzNAAaiICNgIAIAIgAzYCACABQdTQAGogAjYCACABQSBqIgFBgAJHDQALQXggAGtBD3EiASAAaiICIAZBOGsiAyABayIBQQFyNgIEQajQAEH00wAoAgA2AgBBmNAAIAE2AgBBpNAAIAI2AgAgACADakE4NgIEDAILIAAgAk0NACACIANJDQAgASgCDEEIcQ0AQXggAmtBD3EiACACaiIDQZjQACgCACAGaiIHIABrIgBBAXI2AgQgASAFIAZqNgIEQajQAEH00wAoAgA2AgBBmNAAIAA2AgBBpNAAIAM2AgAgAiAHakE4NgIEDAELIABBnNAAKAIASQRAQZzQACAANgIACyAAIAZqIQNBzNMAIQECQAJAAkADQCADIAEoAgBHBEAgASgCCCIBDQEMAgsLIAEtAAxBCHFFDQELQczTACEBA0AgASgCACIDIAJNBEAgAyABKAIEaiIFIAJLDQMLIAEoAgghAQwACwALIAEgADYCACABIAEoAgQgBmo2AgQgAEF4IABrQQ9xaiIJIARBA3I2AgQgA0F4IANrQQ9xaiIGIAQgCWoiBGshASACIAZGBEBBpNAAIAQ2AgBBmNAAQZjQACgCACABaiIANgIAIAQgAEEBcjYCBAwIC0Gg0AAoAgAgBkYEQEGg0AAgBDYCAEGU0ABBlNAAKAIAIAFqIgA2AgAgBCAAQQFyNgIEIAAgBGogADYCAAwICyAGKAIEIgVBA3FBAUcNBiAFQXhxIQggBUH/AU0EQCAFQQN2IQMgBigCCCIAIAYoAgwiAkYEQEGM0ABBjNAAKAIAQX4gA3dxNgIADAcLIAIgADYCCCAAIAI2AgwMBgsgBigCGCEHIAYgBigCDCIARwRAIAAgBigCCCICNgIIIAIgADYCDAwFCyAGQRRqIgIoAgAiBUUEQCAGKAIQIgVFDQQgBkEQaiECCwNAIAIhAyAFIgBBFGoiAigCACIFDQAgAEEQaiECIAAoAhAiBQ0ACyADQQA2AgAMBAtBeCAAa0EPcSIBIABqIgcgBkE4ayIDIAFrIgFBAXI2AgQgACADakE4NgIEIAIgBUE3IAVrQQ9xakE/ayIDIAMgAkEQakkbIgNBIzYCBEGo0ABB9NMAKAIANgIAQZjQACABNgIAQaTQACAHNgIAIANBEGpB1NMAKQIANwIAIANBzNMAKQIANwIIQdTTACADQQhqNgIAQdDTACAGNgIAQczTACAANgIAQdjTAEEANgIAIANBJGohAQNAIAFBBzYCACAFIAFBBGoiAUsNAAsgAiADRg0AIAMgAygCBEF+cTYCBCADIAMgAmsiBTYCACACIAVBAXI2AgQgBUH/AU0EQCAFQXhxQbTQAGohAAJ/QYzQACgCACIBQQEgBUEDdnQiA3FFBEBBjNAAIAEgA3I2AgAgAAwBCyAAKAIICyIBIAI2AgwgACACNgIIIAIgADYCDCACIAE2AggMAQtBHyEBIAVB////B00EQCAFQSYgBUEIdmciAGt2QQFxIABBAXRrQT5qIQELIAIgATYCHCACQgA3AhAgAUECdEG80gBqIQBBkNAAKAIAIgNBASABdCIGcUUEQCAAIAI2AgBBkNAAIAMgBnI2AgAgAiAANgIYIAIgAjYCCCACIAI2AgwMAQsgBUEZIAFBAXZrQQAgAUEfRxt0IQEgACgCACEDAkADQCADIgAoAgRBeHEgBUYNASABQR12IQMgAUEBdCEBIAAgA0EEcWpBEGoiBigCACIDDQALIAYgAjYCACACIAA2AhggAiACNgIMIAIgAjYCCAwBCyAAKAIIIgEgAjYCDCAAIAI2AgggAkEANgIYIAIgADYCDCACIAE2AggLQZjQACgCACIBIARNDQBBpNAAKAIAIgAgBGoiAiABIARrIgFBAXI2AgRBmNAAIAE2AgBBpNAAIAI2AgAgACAEQQNyNgIEIABBCGohAQwIC0EAIQFB/NMAQTA2AgAMBwtBACEACyAHRQ0AAkAgBigCHCICQQJ0QbzSAGoiAygCACAGRgRAIAMgADYCACAADQFBkNAAQZDQACgCAEF+IAJ3cTYCAAwCCyAHQRBBFCAHKAIQIAZGG2ogADYCACAARQ0BCyAAIAc2AhggBigCECICBEAgACACNgIQIAIgADYCGAsgBkEUaigCACICRQ0AIABBFGogAjYCACACIAA2AhgLIAEgCGohASAGIAhqIgYoAgQhBQsgBiAFQX5xNgIEIAEgBGogATYCACAEIAFBAXI2AgQgAUH/AU0EQCABQXhxQbTQAGohAAJ/QYzQACgCACICQQEgAUEDdnQiAXFFBEBBjNAAIAEgAnI2AgAgAAwBCyAAKAIICyIBIAQ2AgwgACAENgIIIAQgADYCDCAEIAE2AggMAQtBHyEFIAFB////B00EQCABQSYgAUEIdmciAGt2QQFxIABBAXRrQT5qIQULIAQgBTYCHCAEQgA3AhAgBUECdEG80gBqIQBBkNAAKAIAIgJBASAFdCIDcUUEQCAAIAQ2AgBBkNAAIAIgA3I2AgAgBCAANgIYIAQgBDYCCCAEIAQ2AgwMAQsgAUEZIAVBAXZrQQAgBUEfRxt0IQUgACgCACEAAkADQCAAIgIoAgRBeHEgAUYNASAFQR12IQAgBUEBdCEFIAIgAEEEcWpBEGoiAygCACIADQALIAMgBDYCACAEIAI2AhggBCAENgIMIAQgBDYCCAwBCyACKAIIIgAgBDYCDCACIAQ2AgggBEEANgIYIAQgAjYCDCAEIAA2AggLIAlBCGohAQwCCwJAIAdFDQACQCADKAIcIgFBAnRBvNIAaiICKAIAIANGBEAgAiAANgIAIAANAUGQ0AAgCEF+IAF3cSIINgIADAILIAdBEEEUIAcoAhAgA0YbaiAANgIAIABFDQELIAAgBzYCGCADKAIQIgEEQCAAIAE2AhAgASAANgIYCyADQRRqKAIAIgFFDQAgAEEUaiABNgIAIAEgADYCGAsCQCAFQQ9NBEAgAyAEIAVqIgBBA3I2AgQgACADaiIAIAAoAgRBAXI2AgQMAQsgAyAEaiICIAVBAXI2AgQgAyAEQQNyNgIEIAIgBWogBTYCACAFQf8BTQRAIAVBeHFBtNAAaiEAAn9BjNAAKAIAIgFBASAFQQN2dCIFcUUEQEGM0AAgASAFcjYCACAADAELIAAoAggLIgEgAjYCDCAAIAI2AgggAiAANgIMIAIgATYCCAwBC0EfIQEgBUH///8HTQRAIAVBJiAFQQh2ZyIAa3ZBAXEgAEEBdGtBPmohAQsgAiABNgIcIAJCADcCECABQQJ0QbzSAGohAEEBIAF0IgQgCHFFBEAgACACNgIAQZDQACAEIAhyNgIAIAIgADYCGCACIAI2AgggAiACNgIMDAELIAVBGSABQQF2a0EAIAFBH0cbdCEBIAAoAgAhBAJAA0AgBCIAKAIEQXhxIAVGDQEgAUEddiEEIAFBAXQhASAAIARBBHFqQRBqIgYoAgAiBA0ACyAGIAI2AgAgAiAANgIYIAIgAjYCDCACIAI2AggMAQsgACgCCCIBIAI2AgwgACACNgIIIAJBADYCGCACIAA2AgwgAiABNgIICyADQQhqIQEMAQsCQCAJRQ0AAkAgACgCHCIBQQJ0QbzSAGoiAigCACAARgRAIAIgAzYCACADDQFBkNAAIAtBfiABd3E2AgAMAgsgCUEQQRQgCSgCECAARhtqIAM2AgAgA0UNAQsgAyAJNgIYIAAoAhAiAQRAIAMgATYCECABIAM2AhgLIABBFGooAgAiAUUNACADQRRqIAE2AgAgASADNgIYCwJAIAVBD00EQCAAIAQgBWoiAUEDcjYCBCAAIAFqIgEgASgCBEEBcjYCBAwBCyAAIARqIgcgBUEBcjYCBCAAIARBA3I2AgQgBSAHaiAFNgIAIAgEQCAIQXhxQbTQAGohAUGg0AAoAgAhAwJ/QQEgCEEDdnQiAiAGcUUEQEGM0AAgAiAGcjYCACABDAELIAEoAggLIgIgAzYCDCABIAM2AgggAyABNgIMIAMgAjYCCAtBoNAAIAc2AgBBlNAAIAU2AgALIABBCGohAQsgCkEQaiQAIAELQwAgAEUEQD8AQRB0DwsCQCAAQf//A3ENACAAQQBIDQAgAEEQdkAAIgBBf0YEQEH80wBBMDYCAEF/DwsgAEEQdA8LAAsL3D8iAEGACAsJAQAAAAIAAAADAEGUCAsFBAAAAAUAQaQICwkGAAAABwAAAAgAQdwIC4otSW52YWxpZCBjaGFyIGluIHVybCBxdWVyeQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2JvZHkAQ29udGVudC1MZW5ndGggb3ZlcmZsb3cAQ2h1bmsgc2l6ZSBvdmVyZmxvdwBSZXNwb25zZSBvdmVyZmxvdwBJbnZhbGlkIG1ldGhvZCBmb3IgSFRUUC94LnggcmVxdWVzdABJbnZhbGlkIG1ldGhvZCBmb3IgUlRTUC94LnggcmVxdWVzdABFeHBlY3RlZCBTT1VSQ0UgbWV0aG9kIGZvciBJQ0UveC54IHJlcXVlc3QASW52YWxpZCBjaGFyIGluIHVybCBmcmFnbWVudCBzdGFydABFeHBlY3RlZCBkb3QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9zdGF0dXMASW52YWxpZCByZXNwb25zZSBzdGF0dXMASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucwBVc2VyIGNhbGxiYWNrIGVycm9yAGBvbl9yZXNldGAgY2FsbGJhY2sgZXJyb3IAYG9uX2NodW5rX2hlYWRlcmAgY2FsbGJhY2sgZXJyb3IAYG9uX21lc3NhZ2VfYmVnaW5gIGNhbGxiYWNrIGVycm9yAGBvbl9jaHVua19leHRlbnNpb25fdmFsdWVgIGNhbGxiYWNrIGVycm9yAGBvbl9zdGF0dXNfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl92ZXJzaW9uX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fdXJsX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGVgIGNhbGxiYWNrIGVycm9yAGBvbl9tZXNzYWdlX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fbWV0aG9kX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlYCBjYWxsYmFjayBlcnJvcgBgb25fY2h1bmtfZXh0ZW5zaW9uX25hbWVgIGNhbGxiYWNrIGVycm9yAFVuZXhwZWN0ZWQgY2hhciBpbiB1cmwgc2VydmVyAEludmFsaWQgaGVhZGVyIHZhbHVlIGNoYXIASW52YWxpZCBoZWFkZXIgZmllbGQgY2hhcgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3ZlcnNpb24ASW52YWxpZCBtaW5vciB2ZXJzaW9uAEludmFsaWQgbWFqb3IgdmVyc2lvbgBFeHBlY3RlZCBzcGFjZSBhZnRlciB2ZXJzaW9uAEV4cGVjdGVkIENSTEYgYWZ0ZXIgdmVyc2lvbgBJbnZhbGlkIEhUVFAgdmVyc2lvbgBJbnZhbGlkIGhlYWRlciB0b2tlbgBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX3VybABJbnZhbGlkIGNoYXJhY3RlcnMgaW4gdXJsAFVuZXhwZWN0ZWQgc3RhcnQgY2hhciBpbiB1cmwARG91YmxlIEAgaW4gdXJsAEVtcHR5IENvbnRlbnQtTGVuZ3RoAEludmFsaWQgY2hhcmFjdGVyIGluIENvbnRlbnQtTGVuZ3RoAER1cGxpY2F0ZSBDb250ZW50LUxlbmd0aABJbnZhbGlkIGNoYXIgaW4gdXJsIHBhdGgAQ29udGVudC1MZW5ndGggY2FuJ3QgYmUgcHJlc2VudCB3aXRoIFRyYW5zZmVyLUVuY29kaW5nAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIHNpemUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfdmFsdWUAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9jaHVua19leHRlbnNpb25fdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyB2YWx1ZQBNaXNzaW5nIGV4cGVjdGVkIExGIGFmdGVyIGhlYWRlciB2YWx1ZQBJbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AgaGVhZGVyIHZhbHVlAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgcXVvdGUgdmFsdWUASW52YWxpZCBjaGFyYWN0ZXIgaW4gY2h1bmsgZXh0ZW5zaW9ucyBxdW90ZWQgdmFsdWUAUGF1c2VkIGJ5IG9uX2hlYWRlcnNfY29tcGxldGUASW52YWxpZCBFT0Ygc3RhdGUAb25fcmVzZXQgcGF1c2UAb25fY2h1bmtfaGVhZGVyIHBhdXNlAG9uX21lc3NhZ2VfYmVnaW4gcGF1c2UAb25fY2h1bmtfZXh0ZW5zaW9uX3ZhbHVlIHBhdXNlAG9uX3N0YXR1c19jb21wbGV0ZSBwYXVzZQBvbl92ZXJzaW9uX2NvbXBsZXRlIHBhdXNlAG9uX3VybF9jb21wbGV0ZSBwYXVzZQBvbl9jaHVua19jb21wbGV0ZSBwYXVzZQBvbl9oZWFkZXJfdmFsdWVfY29tcGxldGUgcGF1c2UAb25fbWVzc2FnZV9jb21wbGV0ZSBwYXVzZQBvbl9tZXRob2RfY29tcGxldGUgcGF1c2UAb25faGVhZGVyX2ZpZWxkX2NvbXBsZXRlIHBhdXNlAG9uX2NodW5rX2V4dGVuc2lvbl9uYW1lIHBhdXNlAFVuZXhwZWN0ZWQgc3BhY2UgYWZ0ZXIgc3RhcnQgbGluZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX2NodW5rX2V4dGVuc2lvbl9uYW1lAEludmFsaWQgY2hhcmFjdGVyIGluIGNodW5rIGV4dGVuc2lvbnMgbmFtZQBQYXVzZSBvbiBDT05ORUNUL1VwZ3JhZGUAUGF1c2Ugb24gUFJJL1VwZ3JhZGUARXhwZWN0ZWQgSFRUUC8yIENvbm5lY3Rpb24gUHJlZmFjZQBTcGFuIGNhbGxiYWNrIGVycm9yIGluIG9uX21ldGhvZABFeHBlY3RlZCBzcGFjZSBhZnRlciBtZXRob2QAU3BhbiBjYWxsYmFjayBlcnJvciBpbiBvbl9oZWFkZXJfZmllbGQAUGF1c2VkAEludmFsaWQgd29yZCBlbmNvdW50ZXJlZABJbnZhbGlkIG1ldGhvZCBlbmNvdW50ZXJlZABVbmV4cGVjdGVkIGNoYXIgaW4gdXJsIHNjaGVtYQBSZXF1ZXN0IGhhcyBpbnZhbGlkIGBUcmFuc2Zlci1FbmNvZGluZ2AAU1dJVENIX1BST1hZAFVTRV9QUk9YWQBNS0FDVElWSVRZAFVOUFJPQ0VTU0FCTEVfRU5USVRZAENPUFkATU9WRURfUEVSTUFORU5UTFkAVE9PX0VBUkxZAE5PVElGWQBGQUlMRURfREVQRU5ERU5DWQBCQURfR0FURVdBWQBQTEFZAFBVVABDSEVDS09VVABHQVRFV0FZX1RJTUVPVVQAUkVRVUVTVF9USU1FT1VUAE5FVFdPUktfQ09OTkVDVF9USU1FT1VUAENPTk5FQ1RJT05fVElNRU9VVABMT0dJTl9USU1FT1VUAE5FVFdPUktfUkVBRF9USU1FT1VUAFBPU1QATUlTRElSRUNURURfUkVRVUVTVABDTElFTlRfQ0xPU0VEX1JFUVVFU1QAQ0xJRU5UX0NMT1NFRF9MT0FEX0JBTEFOQ0VEX1JFUVVFU1QAQkFEX1JFUVVFU1QASFRUUF9SRVFVRVNUX1NFTlRfVE9fSFRUUFNfUE9SVABSRVBPUlQASU1fQV9URUFQT1QAUkVTRVRfQ09OVEVOVABOT19DT05URU5UAFBBUlRJQUxfQ09OVEVOVABIUEVfSU5WQUxJRF9DT05TVEFOVABIUEVfQ0JfUkVTRVQAR0VUAEhQRV9TVFJJQ1QAQ09ORkxJQ1QAVEVNUE9SQVJZX1JFRElSRUNUAFBFUk1BTkVOVF9SRURJUkVDVABDT05ORUNUAE1VTFRJX1NUQVRVUwBIUEVfSU5WQUxJRF9TVEFUVVMAVE9PX01BTllfUkVRVUVTVFMARUFSTFlfSElOVFMAVU5BVkFJTEFCTEVfRk9SX0xFR0FMX1JFQVNPTlMAT1BUSU9OUwBTV0lUQ0hJTkdfUFJPVE9DT0xTAFZBUklBTlRfQUxTT19ORUdPVElBVEVTAE1VTFRJUExFX0NIT0lDRVMASU5URVJOQUxfU0VSVkVSX0VSUk9SAFdFQl9TRVJWRVJfVU5LTk9XTl9FUlJPUgBSQUlMR1VOX0VSUk9SAElERU5USVRZX1BST1ZJREVSX0FVVEhFTlRJQ0FUSU9OX0VSUk9SAFNTTF9DRVJUSUZJQ0FURV9FUlJPUgBJTlZBTElEX1hfRk9SV0FSREVEX0ZPUgBTRVRfUEFSQU1FVEVSAEdFVF9QQVJBTUVURVIASFBFX1VTRVIAU0VFX09USEVSAEhQRV9DQl9DSFVOS19IRUFERVIATUtDQUxFTkRBUgBTRVRVUABXRUJfU0VSVkVSX0lTX0RPV04AVEVBUkRPV04ASFBFX0NMT1NFRF9DT05ORUNUSU9OAEhFVVJJU1RJQ19FWFBJUkFUSU9OAERJU0NPTk5FQ1RFRF9PUEVSQVRJT04ATk9OX0FVVEhPUklUQVRJVkVfSU5GT1JNQVRJT04ASFBFX0lOVkFMSURfVkVSU0lPTgBIUEVfQ0JfTUVTU0FHRV9CRUdJTgBTSVRFX0lTX0ZST1pFTgBIUEVfSU5WQUxJRF9IRUFERVJfVE9LRU4ASU5WQUxJRF9UT0tFTgBGT1JCSURERU4ARU5IQU5DRV9ZT1VSX0NBTE0ASFBFX0lOVkFMSURfVVJMAEJMT0NLRURfQllfUEFSRU5UQUxfQ09OVFJPTABNS0NPTABBQ0wASFBFX0lOVEVSTkFMAFJFUVVFU1RfSEVBREVSX0ZJRUxEU19UT09fTEFSR0VfVU5PRkZJQ0lBTABIUEVfT0sAVU5MSU5LAFVOTE9DSwBQUkkAUkVUUllfV0lUSABIUEVfSU5WQUxJRF9DT05URU5UX0xFTkdUSABIUEVfVU5FWFBFQ1RFRF9DT05URU5UX0xFTkdUSABGTFVTSABQUk9QUEFUQ0gATS1TRUFSQ0gAVVJJX1RPT19MT05HAFBST0NFU1NJTkcATUlTQ0VMTEFORU9VU19QRVJTSVNURU5UX1dBUk5JTkcATUlTQ0VMTEFORU9VU19XQVJOSU5HAEhQRV9JTlZBTElEX1RSQU5TRkVSX0VOQ09ESU5HAEV4cGVjdGVkIENSTEYASFBFX0lOVkFMSURfQ0hVTktfU0laRQBNT1ZFAENPTlRJTlVFAEhQRV9DQl9TVEFUVVNfQ09NUExFVEUASFBFX0NCX0hFQURFUlNfQ09NUExFVEUASFBFX0NCX1ZFUlNJT05fQ09NUExFVEUASFBFX0NCX1VSTF9DT01QTEVURQBIUEVfQ0JfQ0hVTktfQ09NUExFVEUASFBFX0NCX0hFQURFUl9WQUxVRV9DT01QTEVURQBIUEVfQ0JfQ0hVTktfRVhURU5TSU9OX1ZBTFVFX0NPTVBMRVRFAEhQRV9DQl9DSFVOS19FWFRFTlNJT05fTkFNRV9DT01QTEVURQBIUEVfQ0JfTUVTU0FHRV9DT01QTEVURQBIUEVfQ0JfTUVUSE9EX0NPTVBMRVRFAEhQRV9DQl9IRUFERVJfRklFTERfQ09NUExFVEUAREVMRVRFAEhQRV9JTlZBTElEX0VPRl9TVEFURQBJTlZBTElEX1NTTF9DRVJUSUZJQ0FURQBQQVVTRQBOT19SRVNQT05TRQBVTlNVUFBPUlRFRF9NRURJQV9UWVBFAEdPTkUATk9UX0FDQ0VQVEFCTEUAU0VSVklDRV9VTkFWQUlMQUJMRQBSQU5HRV9OT1RfU0FUSVNGSUFCTEUAT1JJR0lOX0lTX1VOUkVBQ0hBQkxFAFJFU1BPTlNFX0lTX1NUQUxFAFBVUkdFAE1FUkdFAFJFUVVFU1RfSEVBREVSX0ZJRUxEU19UT09fTEFSR0UAUkVRVUVTVF9IRUFERVJfVE9PX0xBUkdFAFBBWUxPQURfVE9PX0xBUkdFAElOU1VGRklDSUVOVF9TVE9SQUdFAEhQRV9QQVVTRURfVVBHUkFERQBIUEVfUEFVU0VEX0gyX1VQR1JBREUAU09VUkNFAEFOTk9VTkNFAFRSQUNFAEhQRV9VTkVYUEVDVEVEX1NQQUNFAERFU0NSSUJFAFVOU1VCU0NSSUJFAFJFQ09SRABIUEVfSU5WQUxJRF9NRVRIT0QATk9UX0ZPVU5EAFBST1BGSU5EAFVOQklORABSRUJJTkQAVU5BVVRIT1JJWkVEAE1FVEhPRF9OT1RfQUxMT1dFRABIVFRQX1ZFUlNJT05fTk9UX1NVUFBPUlRFRABBTFJFQURZX1JFUE9SVEVEAEFDQ0VQVEVEAE5PVF9JTVBMRU1FTlRFRABMT09QX0RFVEVDVEVEAEhQRV9DUl9FWFBFQ1RFRABIUEVfTEZfRVhQRUNURUQAQ1JFQVRFRABJTV9VU0VEAEhQRV9QQVVTRUQAVElNRU9VVF9PQ0NVUkVEAFBBWU1FTlRfUkVRVUlSRUQAUFJFQ09ORElUSU9OX1JFUVVJUkVEAFBST1hZX0FVVEhFTlRJQ0FUSU9OX1JFUVVJUkVEAE5FVFdPUktfQVVUSEVOVElDQVRJT05fUkVRVUlSRUQATEVOR1RIX1JFUVVJUkVEAFNTTF9DRVJUSUZJQ0FURV9SRVFVSVJFRABVUEdSQURFX1JFUVVJUkVEAFBBR0VfRVhQSVJFRABQUkVDT05ESVRJT05fRkFJTEVEAEVYUEVDVEFUSU9OX0ZBSUxFRABSRVZBTElEQVRJT05fRkFJTEVEAFNTTF9IQU5EU0hBS0VfRkFJTEVEAExPQ0tFRABUUkFOU0ZPUk1BVElPTl9BUFBMSUVEAE5PVF9NT0RJRklFRABOT1RfRVhURU5ERUQAQkFORFdJRFRIX0xJTUlUX0VYQ0VFREVEAFNJVEVfSVNfT1ZFUkxPQURFRABIRUFEAEV4cGVjdGVkIEhUVFAvAABeEwAAJhMAADAQAADwFwAAnRMAABUSAAA5FwAA8BIAAAoQAAB1EgAArRIAAIITAABPFAAAfxAAAKAVAAAjFAAAiRIAAIsUAABNFQAA1BEAAM8UAAAQGAAAyRYAANwWAADBEQAA4BcAALsUAAB0FAAAfBUAAOUUAAAIFwAAHxAAAGUVAACjFAAAKBUAAAIVAACZFQAALBAAAIsZAABPDwAA1A4AAGoQAADOEAAAAhcAAIkOAABuEwAAHBMAAGYUAABWFwAAwRMAAM0TAABsEwAAaBcAAGYXAABfFwAAIhMAAM4PAABpDgAA2A4AAGMWAADLEwAAqg4AACgXAAAmFwAAxRMAAF0WAADoEQAAZxMAAGUTAADyFgAAcxMAAB0XAAD5FgAA8xEAAM8OAADOFQAADBIAALMRAAClEQAAYRAAADIXAAC7EwBB+TULAQEAQZA2C+ABAQECAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQf03CwEBAEGROAteAgMCAgICAgAAAgIAAgIAAgICAgICAgICAgAEAAAAAAACAgICAgICAgICAgICAgICAgICAgICAgICAgAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAAIAAgBB/TkLAQEAQZE6C14CAAICAgICAAACAgACAgACAgICAgICAgICAAMABAAAAAICAgICAgICAgICAgICAgICAgICAgICAgICAAAAAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIAAgACAEHwOwsNbG9zZWVlcC1hbGl2ZQBBiTwLAQEAQaA8C+ABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQYk+CwEBAEGgPgvnAQEBAQEBAQEBAQEBAQIBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBY2h1bmtlZABBsMAAC18BAQABAQEBAQAAAQEAAQEAAQEBAQEBAQEBAQAAAAAAAAABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQBBkMIACyFlY3Rpb25lbnQtbGVuZ3Rob25yb3h5LWNvbm5lY3Rpb24AQcDCAAstcmFuc2Zlci1lbmNvZGluZ3BncmFkZQ0KDQoNClNNDQoNClRUUC9DRS9UU1AvAEH5wgALBQECAAEDAEGQwwAL4AEEAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+cQACwUBAgABAwBBkMUAC+ABBAEBBQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEAQfnGAAsEAQAAAQBBkccAC98BAQEAAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQBB+sgACwQBAAACAEGQyQALXwMEAAAEBAQEBAQEBAQEBAUEBAQEBAQEBAQEBAQABAAGBwQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAAEAAQABAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQAAAAEAEH6ygALBAEAAAEAQZDLAAsBAQBBqssAC0ECAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAAAAAAAADAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwBB+swACwQBAAABAEGQzQALAQEAQZrNAAsGAgAAAAACAEGxzQALOgMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAAAAAAAAAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMAQfDOAAuWAU5PVU5DRUVDS09VVE5FQ1RFVEVDUklCRUxVU0hFVEVBRFNFQVJDSFJHRUNUSVZJVFlMRU5EQVJWRU9USUZZUFRJT05TQ0hTRUFZU1RBVENIR0VPUkRJUkVDVE9SVFJDSFBBUkFNRVRFUlVSQ0VCU0NSSUJFQVJET1dOQUNFSU5ETktDS1VCU0NSSUJFSFRUUC9BRFRQLw==', 'base64')


}),

172:
((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.enumToMap = void 0;
function enumToMap(obj) {
	const res = {};
	Object.keys(obj).forEach((key) => {
		const value = obj[key];
		if (typeof value === 'number') {
			res[key] = value;
		}
	});
	return res;
}
exports.enumToMap = enumToMap;

}),

7501:
((module, __unused_webpack_exports, __webpack_require__) => {



const { kClients } = __webpack_require__(6443)
const Agent = __webpack_require__(7405)
const {
	kAgent,
	kMockAgentSet,
	kMockAgentGet,
	kDispatches,
	kIsMockActive,
	kNetConnect,
	kGetNetConnect,
	kOptions,
	kFactory
} = __webpack_require__(1117)
const MockClient = __webpack_require__(7365)
const MockPool = __webpack_require__(4004)
const { matchValue, buildMockOptions } = __webpack_require__(3397)
const { InvalidArgumentError, UndiciError } = __webpack_require__(8707)
const Dispatcher = __webpack_require__(883)
const Pluralizer = __webpack_require__(1529)
const PendingInterceptorsFormatter = __webpack_require__(6142)

class MockAgent extends Dispatcher {
	constructor (opts) {
		super(opts)

		this[kNetConnect] = true
		this[kIsMockActive] = true

		if ((opts?.agent && typeof opts.agent.dispatch !== 'function')) {
			throw new InvalidArgumentError('Argument opts.agent must implement Agent')
		}
		const agent = opts?.agent ? opts.agent : new Agent(opts)
		this[kAgent] = agent

		this[kClients] = agent[kClients]
		this[kOptions] = buildMockOptions(opts)
	}

	get (origin) {
		let dispatcher = this[kMockAgentGet](origin)

		if (!dispatcher) {
			dispatcher = this[kFactory](origin)
			this[kMockAgentSet](origin, dispatcher)
		}
		return dispatcher
	}

	dispatch (opts, handler) {
		this.get(opts.origin)
		return this[kAgent].dispatch(opts, handler)
	}

	async close () {
		await this[kAgent].close()
		this[kClients].clear()
	}

	deactivate () {
		this[kIsMockActive] = false
	}

	activate () {
		this[kIsMockActive] = true
	}

	enableNetConnect (matcher) {
		if (typeof matcher === 'string' || typeof matcher === 'function' || matcher instanceof RegExp) {
			if (Array.isArray(this[kNetConnect])) {
				this[kNetConnect].push(matcher)
			} else {
				this[kNetConnect] = [matcher]
			}
		} else if (typeof matcher === 'undefined') {
			this[kNetConnect] = true
		} else {
			throw new InvalidArgumentError('Unsupported matcher. Must be one of String|Function|RegExp.')
		}
	}

	disableNetConnect () {
		this[kNetConnect] = false
	}

	get isMockActive () {
		return this[kIsMockActive]
	}

	[kMockAgentSet] (origin, dispatcher) {
		this[kClients].set(origin, dispatcher)
	}

	[kFactory] (origin) {
		const mockOptions = Object.assign({ agent: this }, this[kOptions])
		return this[kOptions] && this[kOptions].connections === 1
			? new MockClient(origin, mockOptions)
			: new MockPool(origin, mockOptions)
	}

	[kMockAgentGet] (origin) {
		const client = this[kClients].get(origin)
		if (client) {
			return client
		}

		if (typeof origin !== 'string') {
			const dispatcher = this[kFactory]('http://localhost:9999')
			this[kMockAgentSet](origin, dispatcher)
			return dispatcher
		}

		for (const [keyMatcher, nonExplicitDispatcher] of Array.from(this[kClients])) {
			if (nonExplicitDispatcher && typeof keyMatcher !== 'string' && matchValue(keyMatcher, origin)) {
				const dispatcher = this[kFactory](origin)
				this[kMockAgentSet](origin, dispatcher)
				dispatcher[kDispatches] = nonExplicitDispatcher[kDispatches]
				return dispatcher
			}
		}
	}

	[kGetNetConnect] () {
		return this[kNetConnect]
	}

	pendingInterceptors () {
		const mockAgentClients = this[kClients]

		return Array.from(mockAgentClients.entries())
			.flatMap(([origin, scope]) => scope[kDispatches].map(dispatch => ({ ...dispatch, origin })))
			.filter(({ pending }) => pending)
	}

	assertNoPendingInterceptors ({ pendingInterceptorsFormatter = new PendingInterceptorsFormatter() } = {}) {
		const pending = this.pendingInterceptors()

		if (pending.length === 0) {
			return
		}

		const pluralizer = new Pluralizer('interceptor', 'interceptors').pluralize(pending.length)

		throw new UndiciError(`
${pluralizer.count} ${pluralizer.noun} ${pluralizer.is} pending:

${pendingInterceptorsFormatter.format(pending)}
`.trim())
	}
}

module.exports = MockAgent


}),

7365:
((module, __unused_webpack_exports, __webpack_require__) => {



const { promisify } = __webpack_require__(7975)
const Client = __webpack_require__(3701)
const { buildMockDispatch } = __webpack_require__(3397)
const {
	kDispatches,
	kMockAgent,
	kClose,
	kOriginalClose,
	kOrigin,
	kOriginalDispatch,
	kConnected
} = __webpack_require__(1117)
const { MockInterceptor } = __webpack_require__(1511)
const Symbols = __webpack_require__(6443)
const { InvalidArgumentError } = __webpack_require__(8707)

class MockClient extends Client {
	constructor (origin, opts) {
		super(origin, opts)

		if (!opts || !opts.agent || typeof opts.agent.dispatch !== 'function') {
			throw new InvalidArgumentError('Argument opts.agent must implement Agent')
		}

		this[kMockAgent] = opts.agent
		this[kOrigin] = origin
		this[kDispatches] = []
		this[kConnected] = 1
		this[kOriginalDispatch] = this.dispatch
		this[kOriginalClose] = this.close.bind(this)

		this.dispatch = buildMockDispatch.call(this)
		this.close = this[kClose]
	}

	get [Symbols.kConnected] () {
		return this[kConnected]
	}

	intercept (opts) {
		return new MockInterceptor(opts, this[kDispatches])
	}

	async [kClose] () {
		await promisify(this[kOriginalClose])()
		this[kConnected] = 0
		this[kMockAgent][Symbols.kClients].delete(this[kOrigin])
	}
}

module.exports = MockClient


}),

2429:
((module, __unused_webpack_exports, __webpack_require__) => {



const { UndiciError } = __webpack_require__(8707)

const kMockNotMatchedError = Symbol.for('undici.error.UND_MOCK_ERR_MOCK_NOT_MATCHED')

class MockNotMatchedError extends UndiciError {
	constructor (message) {
		super(message)
		Error.captureStackTrace(this, MockNotMatchedError)
		this.name = 'MockNotMatchedError'
		this.message = message || 'The request does not match any registered mock dispatches'
		this.code = 'UND_MOCK_ERR_MOCK_NOT_MATCHED'
	}

	static [Symbol.hasInstance] (instance) {
		return instance && instance[kMockNotMatchedError] === true
	}

	[kMockNotMatchedError] = true
}

module.exports = {
	MockNotMatchedError
}


}),

1511:
((module, __unused_webpack_exports, __webpack_require__) => {



const { getResponseData, buildKey, addMockDispatch } = __webpack_require__(3397)
const {
	kDispatches,
	kDispatchKey,
	kDefaultHeaders,
	kDefaultTrailers,
	kContentLength,
	kMockDispatch
} = __webpack_require__(1117)
const { InvalidArgumentError } = __webpack_require__(8707)
const { buildURL } = __webpack_require__(3440)

class MockScope {
	constructor (mockDispatch) {
		this[kMockDispatch] = mockDispatch
	}

	delay (waitInMs) {
		if (typeof waitInMs !== 'number' || !Number.isInteger(waitInMs) || waitInMs <= 0) {
			throw new InvalidArgumentError('waitInMs must be a valid integer > 0')
		}

		this[kMockDispatch].delay = waitInMs
		return this
	}

	persist () {
		this[kMockDispatch].persist = true
		return this
	}

	times (repeatTimes) {
		if (typeof repeatTimes !== 'number' || !Number.isInteger(repeatTimes) || repeatTimes <= 0) {
			throw new InvalidArgumentError('repeatTimes must be a valid integer > 0')
		}

		this[kMockDispatch].times = repeatTimes
		return this
	}
}

class MockInterceptor {
	constructor (opts, mockDispatches) {
		if (typeof opts !== 'object') {
			throw new InvalidArgumentError('opts must be an object')
		}
		if (typeof opts.path === 'undefined') {
			throw new InvalidArgumentError('opts.path must be defined')
		}
		if (typeof opts.method === 'undefined') {
			opts.method = 'GET'
		}
		if (typeof opts.path === 'string') {
			if (opts.query) {
				opts.path = buildURL(opts.path, opts.query)
			} else {
				const parsedURL = new URL(opts.path, 'data://')
				opts.path = parsedURL.pathname + parsedURL.search
			}
		}
		if (typeof opts.method === 'string') {
			opts.method = opts.method.toUpperCase()
		}

		this[kDispatchKey] = buildKey(opts)
		this[kDispatches] = mockDispatches
		this[kDefaultHeaders] = {}
		this[kDefaultTrailers] = {}
		this[kContentLength] = false
	}

	createMockScopeDispatchData ({ statusCode, data, responseOptions }) {
		const responseData = getResponseData(data)
		const contentLength = this[kContentLength] ? { 'content-length': responseData.length } : {}
		const headers = { ...this[kDefaultHeaders], ...contentLength, ...responseOptions.headers }
		const trailers = { ...this[kDefaultTrailers], ...responseOptions.trailers }

		return { statusCode, data, headers, trailers }
	}

	validateReplyParameters (replyParameters) {
		if (typeof replyParameters.statusCode === 'undefined') {
			throw new InvalidArgumentError('statusCode must be defined')
		}
		if (typeof replyParameters.responseOptions !== 'object' || replyParameters.responseOptions === null) {
			throw new InvalidArgumentError('responseOptions must be an object')
		}
	}

	reply (replyOptionsCallbackOrStatusCode) {
		if (typeof replyOptionsCallbackOrStatusCode === 'function') {
			const wrappedDefaultsCallback = (opts) => {
				const resolvedData = replyOptionsCallbackOrStatusCode(opts)

				if (typeof resolvedData !== 'object' || resolvedData === null) {
					throw new InvalidArgumentError('reply options callback must return an object')
				}

				const replyParameters = { data: '', responseOptions: {}, ...resolvedData }
				this.validateReplyParameters(replyParameters)
				return {
					...this.createMockScopeDispatchData(replyParameters)
				}
			}

			const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], wrappedDefaultsCallback)
			return new MockScope(newMockDispatch)
		}

		const replyParameters = {
			statusCode: replyOptionsCallbackOrStatusCode,
			data: arguments[1] === undefined ? '' : arguments[1],
			responseOptions: arguments[2] === undefined ? {} : arguments[2]
		}
		this.validateReplyParameters(replyParameters)

		const dispatchData = this.createMockScopeDispatchData(replyParameters)
		const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], dispatchData)
		return new MockScope(newMockDispatch)
	}

	replyWithError (error) {
		if (typeof error === 'undefined') {
			throw new InvalidArgumentError('error must be defined')
		}

		const newMockDispatch = addMockDispatch(this[kDispatches], this[kDispatchKey], { error })
		return new MockScope(newMockDispatch)
	}

	defaultReplyHeaders (headers) {
		if (typeof headers === 'undefined') {
			throw new InvalidArgumentError('headers must be defined')
		}

		this[kDefaultHeaders] = headers
		return this
	}

	defaultReplyTrailers (trailers) {
		if (typeof trailers === 'undefined') {
			throw new InvalidArgumentError('trailers must be defined')
		}

		this[kDefaultTrailers] = trailers
		return this
	}

	replyContentLength () {
		this[kContentLength] = true
		return this
	}
}

module.exports.MockInterceptor = MockInterceptor
module.exports.MockScope = MockScope


}),

4004:
((module, __unused_webpack_exports, __webpack_require__) => {



const { promisify } = __webpack_require__(7975)
const Pool = __webpack_require__(628)
const { buildMockDispatch } = __webpack_require__(3397)
const {
	kDispatches,
	kMockAgent,
	kClose,
	kOriginalClose,
	kOrigin,
	kOriginalDispatch,
	kConnected
} = __webpack_require__(1117)
const { MockInterceptor } = __webpack_require__(1511)
const Symbols = __webpack_require__(6443)
const { InvalidArgumentError } = __webpack_require__(8707)

class MockPool extends Pool {
	constructor (origin, opts) {
		super(origin, opts)

		if (!opts || !opts.agent || typeof opts.agent.dispatch !== 'function') {
			throw new InvalidArgumentError('Argument opts.agent must implement Agent')
		}

		this[kMockAgent] = opts.agent
		this[kOrigin] = origin
		this[kDispatches] = []
		this[kConnected] = 1
		this[kOriginalDispatch] = this.dispatch
		this[kOriginalClose] = this.close.bind(this)

		this.dispatch = buildMockDispatch.call(this)
		this.close = this[kClose]
	}

	get [Symbols.kConnected] () {
		return this[kConnected]
	}

	intercept (opts) {
		return new MockInterceptor(opts, this[kDispatches])
	}

	async [kClose] () {
		await promisify(this[kOriginalClose])()
		this[kConnected] = 0
		this[kMockAgent][Symbols.kClients].delete(this[kOrigin])
	}
}

module.exports = MockPool


}),

1117:
((module) => {



module.exports = {
	kAgent: Symbol('agent'),
	kOptions: Symbol('options'),
	kFactory: Symbol('factory'),
	kDispatches: Symbol('dispatches'),
	kDispatchKey: Symbol('dispatch key'),
	kDefaultHeaders: Symbol('default headers'),
	kDefaultTrailers: Symbol('default trailers'),
	kContentLength: Symbol('content length'),
	kMockAgent: Symbol('mock agent'),
	kMockAgentSet: Symbol('mock agent set'),
	kMockAgentGet: Symbol('mock agent get'),
	kMockDispatch: Symbol('mock dispatch'),
	kClose: Symbol('close'),
	kOriginalClose: Symbol('original agent close'),
	kOrigin: Symbol('origin'),
	kIsMockActive: Symbol('is mock active'),
	kNetConnect: Symbol('net connect'),
	kGetNetConnect: Symbol('get net connect'),
	kConnected: Symbol('connected')
}


}),

3397:
((module, __unused_webpack_exports, __webpack_require__) => {



const { MockNotMatchedError } = __webpack_require__(2429)
const {
	kDispatches,
	kMockAgent,
	kOriginalDispatch,
	kOrigin,
	kGetNetConnect
} = __webpack_require__(1117)
const { buildURL } = __webpack_require__(3440)
const { STATUS_CODES } = __webpack_require__(7067)
const {
	types: {
		isPromise
	}
} = __webpack_require__(7975)

function matchValue (match, value) {
	if (typeof match === 'string') {
		return match === value
	}
	if (match instanceof RegExp) {
		return match.test(value)
	}
	if (typeof match === 'function') {
		return match(value) === true
	}
	return false
}

function lowerCaseEntries (headers) {
	return Object.fromEntries(
		Object.entries(headers).map(([headerName, headerValue]) => {
			return [headerName.toLocaleLowerCase(), headerValue]
		})
	)
}

function getHeaderByName (headers, key) {
	if (Array.isArray(headers)) {
		for (let i = 0; i < headers.length; i += 2) {
			if (headers[i].toLocaleLowerCase() === key.toLocaleLowerCase()) {
				return headers[i + 1]
			}
		}

		return undefined
	} else if (typeof headers.get === 'function') {
		return headers.get(key)
	} else {
		return lowerCaseEntries(headers)[key.toLocaleLowerCase()]
	}
}

function buildHeadersFromArray (headers) {
	const clone = headers.slice()
	const entries = []
	for (let index = 0; index < clone.length; index += 2) {
		entries.push([clone[index], clone[index + 1]])
	}
	return Object.fromEntries(entries)
}

function matchHeaders (mockDispatch, headers) {
	if (typeof mockDispatch.headers === 'function') {
		if (Array.isArray(headers)) {
			headers = buildHeadersFromArray(headers)
		}
		return mockDispatch.headers(headers ? lowerCaseEntries(headers) : {})
	}
	if (typeof mockDispatch.headers === 'undefined') {
		return true
	}
	if (typeof headers !== 'object' || typeof mockDispatch.headers !== 'object') {
		return false
	}

	for (const [matchHeaderName, matchHeaderValue] of Object.entries(mockDispatch.headers)) {
		const headerValue = getHeaderByName(headers, matchHeaderName)

		if (!matchValue(matchHeaderValue, headerValue)) {
			return false
		}
	}
	return true
}

function safeUrl (path) {
	if (typeof path !== 'string') {
		return path
	}

	const pathSegments = path.split('?')

	if (pathSegments.length !== 2) {
		return path
	}

	const qp = new URLSearchParams(pathSegments.pop())
	qp.sort()
	return [...pathSegments, qp.toString()].join('?')
}

function matchKey (mockDispatch, { path, method, body, headers }) {
	const pathMatch = matchValue(mockDispatch.path, path)
	const methodMatch = matchValue(mockDispatch.method, method)
	const bodyMatch = typeof mockDispatch.body !== 'undefined' ? matchValue(mockDispatch.body, body) : true
	const headersMatch = matchHeaders(mockDispatch, headers)
	return pathMatch && methodMatch && bodyMatch && headersMatch
}

function getResponseData (data) {
	if (Buffer.isBuffer(data)) {
		return data
	} else if (data instanceof Uint8Array) {
		return data
	} else if (data instanceof ArrayBuffer) {
		return data
	} else if (typeof data === 'object') {
		return JSON.stringify(data)
	} else {
		return data.toString()
	}
}

function getMockDispatch (mockDispatches, key) {
	const basePath = key.query ? buildURL(key.path, key.query) : key.path
	const resolvedPath = typeof basePath === 'string' ? safeUrl(basePath) : basePath

	let matchedMockDispatches = mockDispatches.filter(({ consumed }) => !consumed).filter(({ path }) => matchValue(safeUrl(path), resolvedPath))
	if (matchedMockDispatches.length === 0) {
		throw new MockNotMatchedError(`Mock dispatch not matched for path '${resolvedPath}'`)
	}

	matchedMockDispatches = matchedMockDispatches.filter(({ method }) => matchValue(method, key.method))
	if (matchedMockDispatches.length === 0) {
		throw new MockNotMatchedError(`Mock dispatch not matched for method '${key.method}' on path '${resolvedPath}'`)
	}

	matchedMockDispatches = matchedMockDispatches.filter(({ body }) => typeof body !== 'undefined' ? matchValue(body, key.body) : true)
	if (matchedMockDispatches.length === 0) {
		throw new MockNotMatchedError(`Mock dispatch not matched for body '${key.body}' on path '${resolvedPath}'`)
	}

	matchedMockDispatches = matchedMockDispatches.filter((mockDispatch) => matchHeaders(mockDispatch, key.headers))
	if (matchedMockDispatches.length === 0) {
		const headers = typeof key.headers === 'object' ? JSON.stringify(key.headers) : key.headers
		throw new MockNotMatchedError(`Mock dispatch not matched for headers '${headers}' on path '${resolvedPath}'`)
	}

	return matchedMockDispatches[0]
}

function addMockDispatch (mockDispatches, key, data) {
	const baseData = { timesInvoked: 0, times: 1, persist: false, consumed: false }
	const replyData = typeof data === 'function' ? { callback: data } : { ...data }
	const newMockDispatch = { ...baseData, ...key, pending: true, data: { error: null, ...replyData } }
	mockDispatches.push(newMockDispatch)
	return newMockDispatch
}

function deleteMockDispatch (mockDispatches, key) {
	const index = mockDispatches.findIndex(dispatch => {
		if (!dispatch.consumed) {
			return false
		}
		return matchKey(dispatch, key)
	})
	if (index !== -1) {
		mockDispatches.splice(index, 1)
	}
}

function buildKey (opts) {
	const { path, method, body, headers, query } = opts
	return {
		path,
		method,
		body,
		headers,
		query
	}
}

function generateKeyValues (data) {
	const keys = Object.keys(data)
	const result = []
	for (let i = 0; i < keys.length; ++i) {
		const key = keys[i]
		const value = data[key]
		const name = Buffer.from(`${key}`)
		if (Array.isArray(value)) {
			for (let j = 0; j < value.length; ++j) {
				result.push(name, Buffer.from(`${value[j]}`))
			}
		} else {
			result.push(name, Buffer.from(`${value}`))
		}
	}
	return result
}

function getStatusText (statusCode) {
	return STATUS_CODES[statusCode] || 'unknown'
}

async function getResponse (body) {
	const buffers = []
	for await (const data of body) {
		buffers.push(data)
	}
	return Buffer.concat(buffers).toString('utf8')
}

function mockDispatch (opts, handler) {
	const key = buildKey(opts)
	const mockDispatch = getMockDispatch(this[kDispatches], key)

	mockDispatch.timesInvoked++

	if (mockDispatch.data.callback) {
		mockDispatch.data = { ...mockDispatch.data, ...mockDispatch.data.callback(opts) }
	}

	const { data: { statusCode, data, headers, trailers, error }, delay, persist } = mockDispatch
	const { timesInvoked, times } = mockDispatch

	mockDispatch.consumed = !persist && timesInvoked >= times
	mockDispatch.pending = timesInvoked < times

	if (error !== null) {
		deleteMockDispatch(this[kDispatches], key)
		handler.onError(error)
		return true
	}

	if (typeof delay === 'number' && delay > 0) {
		setTimeout(() => {
			handleReply(this[kDispatches])
		}, delay)
	} else {
		handleReply(this[kDispatches])
	}

	function handleReply (mockDispatches, _data = data) {
		const optsHeaders = Array.isArray(opts.headers)
			? buildHeadersFromArray(opts.headers)
			: opts.headers
		const body = typeof _data === 'function'
			? _data({ ...opts, headers: optsHeaders })
			: _data

		if (isPromise(body)) {
			body.then((newData) => handleReply(mockDispatches, newData))
			return
		}

		const responseData = getResponseData(body)
		const responseHeaders = generateKeyValues(headers)
		const responseTrailers = generateKeyValues(trailers)

		handler.onConnect?.(err => handler.onError(err), null)
		handler.onHeaders?.(statusCode, responseHeaders, resume, getStatusText(statusCode))
		handler.onData?.(Buffer.from(responseData))
		handler.onComplete?.(responseTrailers)
		deleteMockDispatch(mockDispatches, key)
	}

	function resume () {}

	return true
}

function buildMockDispatch () {
	const agent = this[kMockAgent]
	const origin = this[kOrigin]
	const originalDispatch = this[kOriginalDispatch]

	return function dispatch (opts, handler) {
		if (agent.isMockActive) {
			try {
				mockDispatch.call(this, opts, handler)
			} catch (error) {
				if (error instanceof MockNotMatchedError) {
					const netConnect = agent[kGetNetConnect]()
					if (netConnect === false) {
						throw new MockNotMatchedError(`${error.message}: subsequent request to origin ${origin} was not allowed (net.connect disabled)`)
					}
					if (checkNetConnect(netConnect, origin)) {
						originalDispatch.call(this, opts, handler)
					} else {
						throw new MockNotMatchedError(`${error.message}: subsequent request to origin ${origin} was not allowed (net.connect is not enabled for this origin)`)
					}
				} else {
					throw error
				}
			}
		} else {
			originalDispatch.call(this, opts, handler)
		}
	}
}

function checkNetConnect (netConnect, origin) {
	const url = new URL(origin)
	if (netConnect === true) {
		return true
	} else if (Array.isArray(netConnect) && netConnect.some((matcher) => matchValue(matcher, url.host))) {
		return true
	}
	return false
}

function buildMockOptions (opts) {
	if (opts) {
		const { agent, ...mockOptions } = opts
		return mockOptions
	}
}

module.exports = {
	getResponseData,
	getMockDispatch,
	addMockDispatch,
	deleteMockDispatch,
	buildKey,
	generateKeyValues,
	matchValue,
	getResponse,
	getStatusText,
	mockDispatch,
	buildMockDispatch,
	checkNetConnect,
	buildMockOptions,
	getHeaderByName,
	buildHeadersFromArray
}


}),

6142:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Transform } = __webpack_require__(7075)
const { Console } = __webpack_require__(7540)

const PERSISTENT = process.versions.icu ? '✅' : 'Y '
const NOT_PERSISTENT = process.versions.icu ? '❌' : 'N '

module.exports = class PendingInterceptorsFormatter {
	constructor ({ disableColors } = {}) {
		this.transform = new Transform({
			transform (chunk, _enc, cb) {
				cb(null, chunk)
			}
		})

		this.logger = new Console({
			stdout: this.transform,
			inspectOptions: {
				colors: !disableColors && !process.env.CI
			}
		})
	}

	format (pendingInterceptors) {
		const withPrettyHeaders = pendingInterceptors.map(
			({ method, path, data: { statusCode }, persist, times, timesInvoked, origin }) => ({
				Method: method,
				Origin: origin,
				Path: path,
				'Status code': statusCode,
				Persistent: persist ? PERSISTENT : NOT_PERSISTENT,
				Invocations: timesInvoked,
				Remaining: persist ? Infinity : times - timesInvoked
			}))

		this.logger.table(withPrettyHeaders)
		return this.transform.read().toString()
	}
}


}),

1529:
((module) => {



const singulars = {
	pronoun: 'it',
	is: 'is',
	was: 'was',
	this: 'this'
}

const plurals = {
	pronoun: 'they',
	is: 'are',
	was: 'were',
	this: 'these'
}

module.exports = class Pluralizer {
	constructor (singular, plural) {
		this.singular = singular
		this.plural = plural
	}

	pluralize (count) {
		const one = count === 1
		const keys = one ? singulars : plurals
		const noun = one ? this.singular : this.plural
		return { ...keys, count, noun }
	}
}


}),

6603:
((module) => {




let fastNow = 0

const RESOLUTION_MS = 1e3

const TICK_MS = (RESOLUTION_MS >> 1) - 1

let fastNowTimeout

const kFastTimer = Symbol('kFastTimer')

const fastTimers = []


const NOT_IN_LIST = -2

const TO_BE_CLEARED = -1

const PENDING = 0

const ACTIVE = 1

function onTick () {
	fastNow += TICK_MS

	let idx = 0

	let len = fastTimers.length

	while (idx < len) {
		const timer = fastTimers[idx]

		if (timer._state === PENDING) {
			timer._idleStart = fastNow - TICK_MS
			timer._state = ACTIVE
		} else if (
			timer._state === ACTIVE &&
			fastNow >= timer._idleStart + timer._idleTimeout
		) {
			timer._state = TO_BE_CLEARED
			timer._idleStart = -1
			timer._onTimeout(timer._timerArg)
		}

		if (timer._state === TO_BE_CLEARED) {
			timer._state = NOT_IN_LIST

			if (--len !== 0) {
				fastTimers[idx] = fastTimers[len]
			}
		} else {
			++idx
		}
	}

	fastTimers.length = len

	if (fastTimers.length !== 0) {
		refreshTimeout()
	}
}

function refreshTimeout () {
	if (fastNowTimeout) {
		fastNowTimeout.refresh()
	} else {
		clearTimeout(fastNowTimeout)
		fastNowTimeout = setTimeout(onTick, TICK_MS)

		if (fastNowTimeout.unref) {
			fastNowTimeout.unref()
		}
	}
}

class FastTimer {
	[kFastTimer] = true

	_state = NOT_IN_LIST

	_idleTimeout = -1

	_idleStart = -1

	_onTimeout

	_timerArg

	constructor (callback, delay, arg) {
		this._onTimeout = callback
		this._idleTimeout = delay
		this._timerArg = arg

		this.refresh()
	}

	refresh () {
		if (this._state === NOT_IN_LIST) {
			fastTimers.push(this)
		}

		if (!fastNowTimeout || fastTimers.length === 1) {
			refreshTimeout()
		}

		this._state = PENDING
	}

	clear () {
		this._state = TO_BE_CLEARED

		this._idleStart = -1
	}
}

module.exports = {
	setTimeout (callback, delay, arg) {
		return delay <= RESOLUTION_MS
			? setTimeout(callback, delay, arg)
			: new FastTimer(callback, delay, arg)
	},
	clearTimeout (timeout) {
		if (timeout[kFastTimer]) {
			timeout.clear()
		} else {
			clearTimeout(timeout)
		}
	},
	setFastTimeout (callback, delay, arg) {
		return new FastTimer(callback, delay, arg)
	},
	clearFastTimeout (timeout) {
		timeout.clear()
	},
	now () {
		return fastNow
	},
	tick (delay = 0) {
		fastNow += delay - RESOLUTION_MS + 1
		onTick()
		onTick()
	},
	reset () {
		fastNow = 0
		fastTimers.length = 0
		clearTimeout(fastNowTimeout)
		fastNowTimeout = null
	},
	kFastTimer
}


}),

9634:
((module, __unused_webpack_exports, __webpack_require__) => {



const { kConstruct } = __webpack_require__(109)
const { urlEquals, getFieldValues } = __webpack_require__(6798)
const { kEnumerableProperty, isDisturbed } = __webpack_require__(3440)
const { webidl } = __webpack_require__(5893)
const { Response, cloneResponse, fromInnerResponse } = __webpack_require__(9051)
const { Request, fromInnerRequest } = __webpack_require__(9967)
const { kState } = __webpack_require__(3627)
const { fetching } = __webpack_require__(4398)
const { urlIsHttpHttpsScheme, createDeferredPromise, readAllBytes } = __webpack_require__(3168)
const assert = __webpack_require__(4589)



class Cache {
	#relevantRequestResponseList

	constructor () {
		if (arguments[0] !== kConstruct) {
			webidl.illegalConstructor()
		}

		webidl.util.markAsUncloneable(this)
		this.#relevantRequestResponseList = arguments[1]
	}

	async match (request, options = {}) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.match'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		request = webidl.converters.RequestInfo(request, prefix, 'request')
		options = webidl.converters.CacheQueryOptions(options, prefix, 'options')

		const p = this.#internalMatchAll(request, options, 1)

		if (p.length === 0) {
			return
		}

		return p[0]
	}

	async matchAll (request = undefined, options = {}) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.matchAll'
		if (request !== undefined) request = webidl.converters.RequestInfo(request, prefix, 'request')
		options = webidl.converters.CacheQueryOptions(options, prefix, 'options')

		return this.#internalMatchAll(request, options)
	}

	async add (request) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.add'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		request = webidl.converters.RequestInfo(request, prefix, 'request')

		const requests = [request]

		const responseArrayPromise = this.addAll(requests)

		return await responseArrayPromise
	}

	async addAll (requests) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.addAll'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		const responsePromises = []

		const requestList = []

		for (let request of requests) {
			if (request === undefined) {
				throw webidl.errors.conversionFailed({
					prefix,
					argument: 'Argument 1',
					types: ['undefined is not allowed']
				})
			}

			request = webidl.converters.RequestInfo(request)

			if (typeof request === 'string') {
				continue
			}

			const r = request[kState]

			if (!urlIsHttpHttpsScheme(r.url) || r.method !== 'GET') {
				throw webidl.errors.exception({
					header: prefix,
					message: 'Expected http/s scheme when method is not GET.'
				})
			}
		}

		const fetchControllers = []

		for (const request of requests) {
			const r = new Request(request)[kState]

			if (!urlIsHttpHttpsScheme(r.url)) {
				throw webidl.errors.exception({
					header: prefix,
					message: 'Expected http/s scheme.'
				})
			}

			r.initiator = 'fetch'
			r.destination = 'subresource'

			requestList.push(r)

			const responsePromise = createDeferredPromise()

			fetchControllers.push(fetching({
				request: r,
				processResponse (response) {
					if (response.type === 'error' || response.status === 206 || response.status < 200 || response.status > 299) {
						responsePromise.reject(webidl.errors.exception({
							header: 'Cache.addAll',
							message: 'Received an invalid status code or the request failed.'
						}))
					} else if (response.headersList.contains('vary')) {
						const fieldValues = getFieldValues(response.headersList.get('vary'))

						for (const fieldValue of fieldValues) {
							if (fieldValue === '*') {
								responsePromise.reject(webidl.errors.exception({
									header: 'Cache.addAll',
									message: 'invalid vary field value'
								}))

								for (const controller of fetchControllers) {
									controller.abort()
								}

								return
							}
						}
					}
				},
				processResponseEndOfBody (response) {
					if (response.aborted) {
						responsePromise.reject(new DOMException('aborted', 'AbortError'))
						return
					}

					responsePromise.resolve(response)
				}
			}))

			responsePromises.push(responsePromise.promise)
		}

		const p = Promise.all(responsePromises)

		const responses = await p

		const operations = []

		let index = 0

		for (const response of responses) {
			const operation = {
				type: 'put',
				request: requestList[index],
				response
			}

			operations.push(operation)

			index++
		}

		const cacheJobPromise = createDeferredPromise()

		let errorData = null

		try {
			this.#batchCacheOperations(operations)
		} catch (e) {
			errorData = e
		}

		queueMicrotask(() => {
			if (errorData === null) {
				cacheJobPromise.resolve(undefined)
			} else {
				cacheJobPromise.reject(errorData)
			}
		})

		return cacheJobPromise.promise
	}

	async put (request, response) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.put'
		webidl.argumentLengthCheck(arguments, 2, prefix)

		request = webidl.converters.RequestInfo(request, prefix, 'request')
		response = webidl.converters.Response(response, prefix, 'response')

		let innerRequest = null

		if (request instanceof Request) {
			innerRequest = request[kState]
		} else {
			innerRequest = new Request(request)[kState]
		}

		if (!urlIsHttpHttpsScheme(innerRequest.url) || innerRequest.method !== 'GET') {
			throw webidl.errors.exception({
				header: prefix,
				message: 'Expected an http/s scheme when method is not GET'
			})
		}

		const innerResponse = response[kState]

		if (innerResponse.status === 206) {
			throw webidl.errors.exception({
				header: prefix,
				message: 'Got 206 status'
			})
		}

		if (innerResponse.headersList.contains('vary')) {
			const fieldValues = getFieldValues(innerResponse.headersList.get('vary'))

			for (const fieldValue of fieldValues) {
				if (fieldValue === '*') {
					throw webidl.errors.exception({
						header: prefix,
						message: 'Got * vary field value'
					})
				}
			}
		}

		if (innerResponse.body && (isDisturbed(innerResponse.body.stream) || innerResponse.body.stream.locked)) {
			throw webidl.errors.exception({
				header: prefix,
				message: 'Response body is locked or disturbed'
			})
		}

		const clonedResponse = cloneResponse(innerResponse)

		const bodyReadPromise = createDeferredPromise()

		if (innerResponse.body != null) {
			const stream = innerResponse.body.stream

			const reader = stream.getReader()

			readAllBytes(reader).then(bodyReadPromise.resolve, bodyReadPromise.reject)
		} else {
			bodyReadPromise.resolve(undefined)
		}

		const operations = []

		const operation = {
			type: 'put',
			request: innerRequest,
			response: clonedResponse
		}

		operations.push(operation)

		const bytes = await bodyReadPromise.promise

		if (clonedResponse.body != null) {
			clonedResponse.body.source = bytes
		}

		const cacheJobPromise = createDeferredPromise()

		let errorData = null

		try {
			this.#batchCacheOperations(operations)
		} catch (e) {
			errorData = e
		}

		queueMicrotask(() => {
			if (errorData === null) {
				cacheJobPromise.resolve()
			} else {
				cacheJobPromise.reject(errorData)
			}
		})

		return cacheJobPromise.promise
	}

	async delete (request, options = {}) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.delete'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		request = webidl.converters.RequestInfo(request, prefix, 'request')
		options = webidl.converters.CacheQueryOptions(options, prefix, 'options')

		let r = null

		if (request instanceof Request) {
			r = request[kState]

			if (r.method !== 'GET' && !options.ignoreMethod) {
				return false
			}
		} else {
			assert(typeof request === 'string')

			r = new Request(request)[kState]
		}

		const operations = []

		const operation = {
			type: 'delete',
			request: r,
			options
		}

		operations.push(operation)

		const cacheJobPromise = createDeferredPromise()

		let errorData = null
		let requestResponses

		try {
			requestResponses = this.#batchCacheOperations(operations)
		} catch (e) {
			errorData = e
		}

		queueMicrotask(() => {
			if (errorData === null) {
				cacheJobPromise.resolve(!!requestResponses?.length)
			} else {
				cacheJobPromise.reject(errorData)
			}
		})

		return cacheJobPromise.promise
	}

	async keys (request = undefined, options = {}) {
		webidl.brandCheck(this, Cache)

		const prefix = 'Cache.keys'

		if (request !== undefined) request = webidl.converters.RequestInfo(request, prefix, 'request')
		options = webidl.converters.CacheQueryOptions(options, prefix, 'options')

		let r = null

		if (request !== undefined) {
			if (request instanceof Request) {
				r = request[kState]

				if (r.method !== 'GET' && !options.ignoreMethod) {
					return []
				}
			} else if (typeof request === 'string') {
				r = new Request(request)[kState]
			}
		}

		const promise = createDeferredPromise()

		const requests = []

		if (request === undefined) {
			for (const requestResponse of this.#relevantRequestResponseList) {
				requests.push(requestResponse[0])
			}
		} else {
			const requestResponses = this.#queryCache(r, options)

			for (const requestResponse of requestResponses) {
				requests.push(requestResponse[0])
			}
		}

		queueMicrotask(() => {
			const requestList = []

			for (const request of requests) {
				const requestObject = fromInnerRequest(
					request,
					new AbortController().signal,
					'immutable'
				)
				requestList.push(requestObject)
			}

			promise.resolve(Object.freeze(requestList))
		})

		return promise.promise
	}

	#batchCacheOperations (operations) {
		const cache = this.#relevantRequestResponseList

		const backupCache = [...cache]

		const addedItems = []

		const resultList = []

		try {
			for (const operation of operations) {
				if (operation.type !== 'delete' && operation.type !== 'put') {
					throw webidl.errors.exception({
						header: 'Cache.#batchCacheOperations',
						message: 'operation type does not match "delete" or "put"'
					})
				}

				if (operation.type === 'delete' && operation.response != null) {
					throw webidl.errors.exception({
						header: 'Cache.#batchCacheOperations',
						message: 'delete operation should not have an associated response'
					})
				}

				if (this.#queryCache(operation.request, operation.options, addedItems).length) {
					throw new DOMException('???', 'InvalidStateError')
				}

				let requestResponses

				if (operation.type === 'delete') {
					requestResponses = this.#queryCache(operation.request, operation.options)

					if (requestResponses.length === 0) {
						return []
					}

					for (const requestResponse of requestResponses) {
						const idx = cache.indexOf(requestResponse)
						assert(idx !== -1)

						cache.splice(idx, 1)
					}
				} else if (operation.type === 'put') {
					if (operation.response == null) {
						throw webidl.errors.exception({
							header: 'Cache.#batchCacheOperations',
							message: 'put operation should have an associated response'
						})
					}

					const r = operation.request

					if (!urlIsHttpHttpsScheme(r.url)) {
						throw webidl.errors.exception({
							header: 'Cache.#batchCacheOperations',
							message: 'expected http or https scheme'
						})
					}

					if (r.method !== 'GET') {
						throw webidl.errors.exception({
							header: 'Cache.#batchCacheOperations',
							message: 'not get method'
						})
					}

					if (operation.options != null) {
						throw webidl.errors.exception({
							header: 'Cache.#batchCacheOperations',
							message: 'options must not be defined'
						})
					}

					requestResponses = this.#queryCache(operation.request)

					for (const requestResponse of requestResponses) {
						const idx = cache.indexOf(requestResponse)
						assert(idx !== -1)

						cache.splice(idx, 1)
					}

					cache.push([operation.request, operation.response])

					addedItems.push([operation.request, operation.response])
				}

				resultList.push([operation.request, operation.response])
			}

			return resultList
		} catch (e) {
			this.#relevantRequestResponseList.length = 0

			this.#relevantRequestResponseList = backupCache

			throw e
		}
	}

	#queryCache (requestQuery, options, targetStorage) {
		const resultList = []

		const storage = targetStorage ?? this.#relevantRequestResponseList

		for (const requestResponse of storage) {
			const [cachedRequest, cachedResponse] = requestResponse
			if (this.#requestMatchesCachedItem(requestQuery, cachedRequest, cachedResponse, options)) {
				resultList.push(requestResponse)
			}
		}

		return resultList
	}

	#requestMatchesCachedItem (requestQuery, request, response = null, options) {

		const queryURL = new URL(requestQuery.url)

		const cachedURL = new URL(request.url)

		if (options?.ignoreSearch) {
			cachedURL.search = ''

			queryURL.search = ''
		}

		if (!urlEquals(queryURL, cachedURL, true)) {
			return false
		}

		if (
			response == null ||
			options?.ignoreVary ||
			!response.headersList.contains('vary')
		) {
			return true
		}

		const fieldValues = getFieldValues(response.headersList.get('vary'))

		for (const fieldValue of fieldValues) {
			if (fieldValue === '*') {
				return false
			}

			const requestValue = request.headersList.get(fieldValue)
			const queryValue = requestQuery.headersList.get(fieldValue)

			if (requestValue !== queryValue) {
				return false
			}
		}

		return true
	}

	#internalMatchAll (request, options, maxResponses = Infinity) {
		let r = null

		if (request !== undefined) {
			if (request instanceof Request) {
				r = request[kState]

				if (r.method !== 'GET' && !options.ignoreMethod) {
					return []
				}
			} else if (typeof request === 'string') {
				r = new Request(request)[kState]
			}
		}

		const responses = []

		if (request === undefined) {
			for (const requestResponse of this.#relevantRequestResponseList) {
				responses.push(requestResponse[1])
			}
		} else {
			const requestResponses = this.#queryCache(r, options)

			for (const requestResponse of requestResponses) {
				responses.push(requestResponse[1])
			}
		}


		const responseList = []

		for (const response of responses) {
			const responseObject = fromInnerResponse(response, 'immutable')

			responseList.push(responseObject.clone())

			if (responseList.length >= maxResponses) {
				break
			}
		}

		return Object.freeze(responseList)
	}
}

Object.defineProperties(Cache.prototype, {
	[Symbol.toStringTag]: {
		value: 'Cache',
		configurable: true
	},
	match: kEnumerableProperty,
	matchAll: kEnumerableProperty,
	add: kEnumerableProperty,
	addAll: kEnumerableProperty,
	put: kEnumerableProperty,
	delete: kEnumerableProperty,
	keys: kEnumerableProperty
})

const cacheQueryOptionConverters = [
	{
		key: 'ignoreSearch',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'ignoreMethod',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'ignoreVary',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	}
]

webidl.converters.CacheQueryOptions = webidl.dictionaryConverter(cacheQueryOptionConverters)

webidl.converters.MultiCacheQueryOptions = webidl.dictionaryConverter([
	...cacheQueryOptionConverters,
	{
		key: 'cacheName',
		converter: webidl.converters.DOMString
	}
])

webidl.converters.Response = webidl.interfaceConverter(Response)

webidl.converters['sequence<RequestInfo>'] = webidl.sequenceConverter(
	webidl.converters.RequestInfo
)

module.exports = {
	Cache
}


}),

3245:
((module, __unused_webpack_exports, __webpack_require__) => {



const { kConstruct } = __webpack_require__(109)
const { Cache } = __webpack_require__(9634)
const { webidl } = __webpack_require__(5893)
const { kEnumerableProperty } = __webpack_require__(3440)

class CacheStorage {
	#caches = new Map()

	constructor () {
		if (arguments[0] !== kConstruct) {
			webidl.illegalConstructor()
		}

		webidl.util.markAsUncloneable(this)
	}

	async match (request, options = {}) {
		webidl.brandCheck(this, CacheStorage)
		webidl.argumentLengthCheck(arguments, 1, 'CacheStorage.match')

		request = webidl.converters.RequestInfo(request)
		options = webidl.converters.MultiCacheQueryOptions(options)

		if (options.cacheName != null) {
			if (this.#caches.has(options.cacheName)) {
				const cacheList = this.#caches.get(options.cacheName)
				const cache = new Cache(kConstruct, cacheList)

				return await cache.match(request, options)
			}
		} else {
			for (const cacheList of this.#caches.values()) {
				const cache = new Cache(kConstruct, cacheList)

				const response = await cache.match(request, options)

				if (response !== undefined) {
					return response
				}
			}
		}
	}

	async has (cacheName) {
		webidl.brandCheck(this, CacheStorage)

		const prefix = 'CacheStorage.has'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		cacheName = webidl.converters.DOMString(cacheName, prefix, 'cacheName')

		return this.#caches.has(cacheName)
	}

	async open (cacheName) {
		webidl.brandCheck(this, CacheStorage)

		const prefix = 'CacheStorage.open'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		cacheName = webidl.converters.DOMString(cacheName, prefix, 'cacheName')

		if (this.#caches.has(cacheName)) {

			const cache = this.#caches.get(cacheName)

			return new Cache(kConstruct, cache)
		}

		const cache = []

		this.#caches.set(cacheName, cache)

		return new Cache(kConstruct, cache)
	}

	async delete (cacheName) {
		webidl.brandCheck(this, CacheStorage)

		const prefix = 'CacheStorage.delete'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		cacheName = webidl.converters.DOMString(cacheName, prefix, 'cacheName')

		return this.#caches.delete(cacheName)
	}

	async keys () {
		webidl.brandCheck(this, CacheStorage)

		const keys = this.#caches.keys()

		return [...keys]
	}
}

Object.defineProperties(CacheStorage.prototype, {
	[Symbol.toStringTag]: {
		value: 'CacheStorage',
		configurable: true
	},
	match: kEnumerableProperty,
	has: kEnumerableProperty,
	open: kEnumerableProperty,
	delete: kEnumerableProperty,
	keys: kEnumerableProperty
})

module.exports = {
	CacheStorage
}


}),

109:
((module, __unused_webpack_exports, __webpack_require__) => {



module.exports = {
	kConstruct: (__webpack_require__(6443).kConstruct)
}


}),

6798:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)
const { URLSerializer } = __webpack_require__(1900)
const { isValidHeaderName } = __webpack_require__(3168)

function urlEquals (A, B, excludeFragment = false) {
	const serializedA = URLSerializer(A, excludeFragment)

	const serializedB = URLSerializer(B, excludeFragment)

	return serializedA === serializedB
}

function getFieldValues (header) {
	assert(header !== null)

	const values = []

	for (let value of header.split(',')) {
		value = value.trim()

		if (isValidHeaderName(value)) {
			values.push(value)
		}
	}

	return values
}

module.exports = {
	urlEquals,
	getFieldValues
}


}),

1276:
((module) => {



const maxAttributeValueSize = 1024

const maxNameValuePairSize = 4096

module.exports = {
	maxAttributeValueSize,
	maxNameValuePairSize
}


}),

9061:
((module, __unused_webpack_exports, __webpack_require__) => {



const { parseSetCookie } = __webpack_require__(1978)
const { stringify } = __webpack_require__(7797)
const { webidl } = __webpack_require__(5893)
const { Headers } = __webpack_require__(660)


function getCookies (headers) {
	webidl.argumentLengthCheck(arguments, 1, 'getCookies')

	webidl.brandCheck(headers, Headers, { strict: false })

	const cookie = headers.get('cookie')
	const out = {}

	if (!cookie) {
		return out
	}

	for (const piece of cookie.split(';')) {
		const [name, ...value] = piece.split('=')

		out[name.trim()] = value.join('=')
	}

	return out
}

function deleteCookie (headers, name, attributes) {
	webidl.brandCheck(headers, Headers, { strict: false })

	const prefix = 'deleteCookie'
	webidl.argumentLengthCheck(arguments, 2, prefix)

	name = webidl.converters.DOMString(name, prefix, 'name')
	attributes = webidl.converters.DeleteCookieAttributes(attributes)

	setCookie(headers, {
		name,
		value: '',
		expires: new Date(0),
		...attributes
	})
}

function getSetCookies (headers) {
	webidl.argumentLengthCheck(arguments, 1, 'getSetCookies')

	webidl.brandCheck(headers, Headers, { strict: false })

	const cookies = headers.getSetCookie()

	if (!cookies) {
		return []
	}

	return cookies.map((pair) => parseSetCookie(pair))
}

function setCookie (headers, cookie) {
	webidl.argumentLengthCheck(arguments, 2, 'setCookie')

	webidl.brandCheck(headers, Headers, { strict: false })

	cookie = webidl.converters.Cookie(cookie)

	const str = stringify(cookie)

	if (str) {
		headers.append('Set-Cookie', str)
	}
}

webidl.converters.DeleteCookieAttributes = webidl.dictionaryConverter([
	{
		converter: webidl.nullableConverter(webidl.converters.DOMString),
		key: 'path',
		defaultValue: () => null
	},
	{
		converter: webidl.nullableConverter(webidl.converters.DOMString),
		key: 'domain',
		defaultValue: () => null
	}
])

webidl.converters.Cookie = webidl.dictionaryConverter([
	{
		converter: webidl.converters.DOMString,
		key: 'name'
	},
	{
		converter: webidl.converters.DOMString,
		key: 'value'
	},
	{
		converter: webidl.nullableConverter((value) => {
			if (typeof value === 'number') {
				return webidl.converters['unsigned long long'](value)
			}

			return new Date(value)
		}),
		key: 'expires',
		defaultValue: () => null
	},
	{
		converter: webidl.nullableConverter(webidl.converters['long long']),
		key: 'maxAge',
		defaultValue: () => null
	},
	{
		converter: webidl.nullableConverter(webidl.converters.DOMString),
		key: 'domain',
		defaultValue: () => null
	},
	{
		converter: webidl.nullableConverter(webidl.converters.DOMString),
		key: 'path',
		defaultValue: () => null
	},
	{
		converter: webidl.nullableConverter(webidl.converters.boolean),
		key: 'secure',
		defaultValue: () => null
	},
	{
		converter: webidl.nullableConverter(webidl.converters.boolean),
		key: 'httpOnly',
		defaultValue: () => null
	},
	{
		converter: webidl.converters.USVString,
		key: 'sameSite',
		allowedValues: ['Strict', 'Lax', 'None']
	},
	{
		converter: webidl.sequenceConverter(webidl.converters.DOMString),
		key: 'unparsed',
		defaultValue: () => new Array(0)
	}
])

module.exports = {
	getCookies,
	deleteCookie,
	getSetCookies,
	setCookie
}


}),

1978:
((module, __unused_webpack_exports, __webpack_require__) => {



const { maxNameValuePairSize, maxAttributeValueSize } = __webpack_require__(1276)
const { isCTLExcludingHtab } = __webpack_require__(7797)
const { collectASequenceOfCodePointsFast } = __webpack_require__(1900)
const assert = __webpack_require__(4589)

function parseSetCookie (header) {
	if (isCTLExcludingHtab(header)) {
		return null
	}

	let nameValuePair = ''
	let unparsedAttributes = ''
	let name = ''
	let value = ''

	if (header.includes(';')) {
		const position = { position: 0 }

		nameValuePair = collectASequenceOfCodePointsFast(';', header, position)
		unparsedAttributes = header.slice(position.position)
	} else {

		nameValuePair = header
	}

	if (!nameValuePair.includes('=')) {
		value = nameValuePair
	} else {
		const position = { position: 0 }
		name = collectASequenceOfCodePointsFast(
			'=',
			nameValuePair,
			position
		)
		value = nameValuePair.slice(position.position + 1)
	}

	name = name.trim()
	value = value.trim()

	if (name.length + value.length > maxNameValuePairSize) {
		return null
	}

	return {
		name, value, ...parseUnparsedAttributes(unparsedAttributes)
	}
}

function parseUnparsedAttributes (unparsedAttributes, cookieAttributeList = {}) {
	if (unparsedAttributes.length === 0) {
		return cookieAttributeList
	}

	assert(unparsedAttributes[0] === ';')
	unparsedAttributes = unparsedAttributes.slice(1)

	let cookieAv = ''

	if (unparsedAttributes.includes(';')) {
		cookieAv = collectASequenceOfCodePointsFast(
			';',
			unparsedAttributes,
			{ position: 0 }
		)
		unparsedAttributes = unparsedAttributes.slice(cookieAv.length)
	} else {

		cookieAv = unparsedAttributes
		unparsedAttributes = ''
	}


	let attributeName = ''
	let attributeValue = ''

	if (cookieAv.includes('=')) {
		const position = { position: 0 }

		attributeName = collectASequenceOfCodePointsFast(
			'=',
			cookieAv,
			position
		)
		attributeValue = cookieAv.slice(position.position + 1)
	} else {

		attributeName = cookieAv
	}

	attributeName = attributeName.trim()
	attributeValue = attributeValue.trim()

	if (attributeValue.length > maxAttributeValueSize) {
		return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList)
	}

	const attributeNameLowercase = attributeName.toLowerCase()

	if (attributeNameLowercase === 'expires') {
		const expiryTime = new Date(attributeValue)


		cookieAttributeList.expires = expiryTime
	} else if (attributeNameLowercase === 'max-age') {

		const charCode = attributeValue.charCodeAt(0)

		if ((charCode < 48 || charCode > 57) && attributeValue[0] !== '-') {
			return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList)
		}

		if (!/^\d+$/.test(attributeValue)) {
			return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList)
		}

		const deltaSeconds = Number(attributeValue)




		cookieAttributeList.maxAge = deltaSeconds
	} else if (attributeNameLowercase === 'domain') {

		let cookieDomain = attributeValue

		if (cookieDomain[0] === '.') {
			cookieDomain = cookieDomain.slice(1)
		}

		cookieDomain = cookieDomain.toLowerCase()

		cookieAttributeList.domain = cookieDomain
	} else if (attributeNameLowercase === 'path') {

		let cookiePath = ''
		if (attributeValue.length === 0 || attributeValue[0] !== '/') {
			cookiePath = '/'
		} else {

			cookiePath = attributeValue
		}

		cookieAttributeList.path = cookiePath
	} else if (attributeNameLowercase === 'secure') {

		cookieAttributeList.secure = true
	} else if (attributeNameLowercase === 'httponly') {

		cookieAttributeList.httpOnly = true
	} else if (attributeNameLowercase === 'samesite') {

		const attributeValueLowercase = attributeValue.toLowerCase()

		if (attributeValueLowercase === 'none') {
			cookieAttributeList.sameSite = 'None'
		} else if (attributeValueLowercase === 'strict') {
			cookieAttributeList.sameSite = 'Strict'
		} else if (attributeValueLowercase === 'lax') {
			cookieAttributeList.sameSite = 'Lax'
		}
	} else {
		cookieAttributeList.unparsed ??= []

		cookieAttributeList.unparsed.push(`${attributeName}=${attributeValue}`)
	}

	return parseUnparsedAttributes(unparsedAttributes, cookieAttributeList)
}

module.exports = {
	parseSetCookie,
	parseUnparsedAttributes
}


}),

7797:
((module) => {



function isCTLExcludingHtab (value) {
	for (let i = 0; i < value.length; ++i) {
		const code = value.charCodeAt(i)

		if (
			(code >= 0x00 && code <= 0x08) ||
			(code >= 0x0A && code <= 0x1F) ||
			code === 0x7F
		) {
			return true
		}
	}
	return false
}

function validateCookieName (name) {
	for (let i = 0; i < name.length; ++i) {
		const code = name.charCodeAt(i)

		if (
			code < 0x21 ||
			code > 0x7E ||
			code === 0x22 ||
			code === 0x28 ||
			code === 0x29 ||
			code === 0x3C ||
			code === 0x3E ||
			code === 0x40 ||
			code === 0x2C ||
			code === 0x3B ||
			code === 0x3A ||
			code === 0x5C ||
			code === 0x2F ||
			code === 0x5B ||
			code === 0x5D ||
			code === 0x3F ||
			code === 0x3D ||
			code === 0x7B ||
			code === 0x7D
		) {
			throw new Error('Invalid cookie name')
		}
	}
}

function validateCookieValue (value) {
	let len = value.length
	let i = 0

	if (value[0] === '"') {
		if (len === 1 || value[len - 1] !== '"') {
			throw new Error('Invalid cookie value')
		}
		--len
		++i
	}

	while (i < len) {
		const code = value.charCodeAt(i++)

		if (
			code < 0x21 ||
			code > 0x7E ||
			code === 0x22 ||
			code === 0x2C ||
			code === 0x3B ||
			code === 0x5C
		) {
			throw new Error('Invalid cookie value')
		}
	}
}

function validateCookiePath (path) {
	for (let i = 0; i < path.length; ++i) {
		const code = path.charCodeAt(i)

		if (
			code < 0x20 ||
			code > 0x7E ||
			code === 0x3B
		) {
			throw new Error('Invalid cookie path')
		}
	}
}

function isLetterOrDigit (code) {
	return (
		(code >= 0x30 && code <= 0x39) ||
		(code >= 0x41 && code <= 0x5A) ||
		(code >= 0x61 && code <= 0x7A)
	)
}

function validateCookieDomain (domain) {
	if (domain === ' ') {
		return
	}

	if (domain.length > 255) {
		throw new Error('Invalid cookie domain')
	}

	let labelLength = 0

	for (let i = 0; i < domain.length; ++i) {
		const code = domain.charCodeAt(i)

		if (code === 0x2E) {
			if (labelLength === 0) {
				throw new Error('Invalid cookie domain')
			}

			if (domain.charCodeAt(i - 1) === 0x2D) {
				throw new Error('Invalid cookie domain')
			}

			labelLength = 0
			continue
		}

		if (labelLength === 0 && !isLetterOrDigit(code)) {
			throw new Error('Invalid cookie domain')
		}

		if (!isLetterOrDigit(code) && code !== 0x2D) {
			throw new Error('Invalid cookie domain')
		}

		if (++labelLength > 63) {
			throw new Error('Invalid cookie domain')
		}
	}

	if (labelLength === 0 || domain.charCodeAt(domain.length - 1) === 0x2D) {
		throw new Error('Invalid cookie domain')
	}
}

const IMFDays = [
	'Sun', 'Mon', 'Tue', 'Wed',
	'Thu', 'Fri', 'Sat'
]

const IMFMonths = [
	'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
	'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'
]

const IMFPaddedNumbers = Array(61).fill(0).map((_, i) => i.toString().padStart(2, '0'))

function toIMFDate (date) {
	if (typeof date === 'number') {
		date = new Date(date)
	}

	return `${IMFDays[date.getUTCDay()]}, ${IMFPaddedNumbers[date.getUTCDate()]} ${IMFMonths[date.getUTCMonth()]} ${date.getUTCFullYear()} ${IMFPaddedNumbers[date.getUTCHours()]}:${IMFPaddedNumbers[date.getUTCMinutes()]}:${IMFPaddedNumbers[date.getUTCSeconds()]} GMT`
}

function validateCookieMaxAge (maxAge) {
	if (maxAge < 0) {
		throw new Error('Invalid cookie max-age')
	}
}

function stringify (cookie) {
	if (cookie.name.length === 0) {
		return null
	}

	validateCookieName(cookie.name)
	validateCookieValue(cookie.value)

	const out = [`${cookie.name}=${cookie.value}`]

	if (cookie.name.startsWith('__Secure-')) {
		cookie.secure = true
	}

	if (cookie.name.startsWith('__Host-')) {
		cookie.secure = true
		cookie.domain = null
		cookie.path = '/'
	}

	if (cookie.secure) {
		out.push('Secure')
	}

	if (cookie.httpOnly) {
		out.push('HttpOnly')
	}

	if (typeof cookie.maxAge === 'number') {
		validateCookieMaxAge(cookie.maxAge)
		out.push(`Max-Age=${cookie.maxAge}`)
	}

	if (cookie.domain) {
		validateCookieDomain(cookie.domain)
		out.push(`Domain=${cookie.domain}`)
	}

	if (cookie.path) {
		validateCookiePath(cookie.path)
		out.push(`Path=${cookie.path}`)
	}

	if (cookie.expires && cookie.expires.toString() !== 'Invalid Date') {
		out.push(`Expires=${toIMFDate(cookie.expires)}`)
	}

	if (cookie.sameSite) {
		out.push(`SameSite=${cookie.sameSite}`)
	}

	for (const part of cookie.unparsed) {
		if (!part.includes('=')) {
			throw new Error('Invalid unparsed')
		}

		const [key, ...value] = part.split('=')

		const trimmedKey = key.trim()
		const joinedValue = value.join('=')

		validateCookieName(trimmedKey)
		validateCookieValue(joinedValue)

		out.push(`${trimmedKey}=${joinedValue}`)
	}

	return out.join('; ')
}

module.exports = {
	isCTLExcludingHtab,
	validateCookieName,
	validateCookiePath,
	validateCookieValue,
	toIMFDate,
	stringify
}


}),

4031:
((module, __unused_webpack_exports, __webpack_require__) => {


const buffer = __webpack_require__(4573)
const { Transform } = __webpack_require__(7075)
const { isASCIINumber, isValidLastEventId } = __webpack_require__(4811)

const BOM = [0xEF, 0xBB, 0xBF]
const LF = 0x0A
const CR = 0x0D
const COLON = 0x3A
const SPACE = 0x20

const defaultMaxEventSize = buffer.kStringMaxLength

const DATA = Buffer.from('data')
const EVENT = Buffer.from('event')
const ID = Buffer.from('id')
const RETRY = Buffer.from('retry')

const minParserItems = 1024
const maxParserItems = 131072
const bytesPerParserItem = 128

function isASCIINumberBytes (buffer, start) {
	if (start >= buffer.length) {
		return false
	}

	for (let i = start; i < buffer.length; i++) {
		if (buffer[i] < 0x30 || buffer[i] > 0x39) {
			return false
		}
	}

	return true
}

function isValidLastEventIdBytes (buffer, start) {
	for (let i = start; i < buffer.length; i++) {
		if (buffer[i] === 0x00) {
			return false
		}
	}

	return true
}

function isFieldName (line, length, field) {
	if (length !== field.length) {
		return false
	}

	for (let i = 0; i < length; i++) {
		if (line[i] !== field[i]) {
			return false
		}
	}

	return true
}

function createMaxEventSizeExceededError () {
	const error = new Error('EventSource message size exceeded')
	error.aborted = false
	return error
}



class EventSourceStream extends Transform {
	state = null

	checkBOM = true

	crlfCheck = false

	eventEndCheck = false

	chunks = []

	chunkIndex = 0
	pos = 0
	lineChunkIndex = 0
	linePos = 0
	lineLength = 0
	eventSize = 0
	eventFieldSizes = { data: 0, event: 0, id: 0, retry: 0 }
	dataLineCount = 0
	maxEventSize
	maxDataLines
	maxBufferedChunks

	event = {
		data: undefined,
		event: undefined,
		id: undefined,
		retry: undefined
	}

	constructor (options = {}) {
		options.readableObjectMode = true

		super(options)

		this.state = options.eventSourceSettings || {}
		this.maxEventSize = options.maxEventSize ?? defaultMaxEventSize
		const parserItemLimit = this.maxEventSize > 0
			? Math.min(maxParserItems, Math.max(minParserItems, Math.floor(this.maxEventSize / bytesPerParserItem)))
			: 0
		this.maxDataLines = parserItemLimit
		this.maxBufferedChunks = parserItemLimit
		if (options.push) {
			this.push = options.push
		}
	}

	_transform (chunk, _encoding, callback) {
		if (chunk.length === 0) {
			callback()
			return
		}

		if (this.maxEventSize > 0 &&
				this.chunks.length >= this.maxBufferedChunks &&
				chunk[0] !== LF && chunk[0] !== CR) {
			callback(createMaxEventSizeExceededError())
			return
		}
		this.chunks.push(chunk)

		if (this.checkBOM) {
			if (this.handleBOM()) {
				callback()
				return
			}
		}

		while (this.hasCurrentByte()) {
			const byte = this.currentByte()

			if (this.eventEndCheck) {

				if (this.crlfCheck) {
					if (byte === LF) {
						this.crlfCheck = false
						this.consumeCurrentByte()


						continue
					}
					this.crlfCheck = false
				}

				if (byte === LF || byte === CR) {
					if (byte === CR) {
						this.crlfCheck = true
					}

					this.consumeCurrentByte()
					if (this.hasPendingEvent()) {
						this.processEvent(this.event)
					}
					this.clearEvent()
					continue
				}
				this.eventEndCheck = false
				continue
			}

			if (byte === LF || byte === CR) {
				if (byte === CR) {
					this.crlfCheck = true
				}

				try {
					this.parseLine(this.readLine(), this.event)
				} catch (error) {
					callback(error)
					return
				}
				this.consumeCurrentByte()
				this.eventEndCheck = true
				continue
			}

			if (this.maxEventSize > 0 && ++this.lineLength > this.maxEventSize + 7) {
				callback(createMaxEventSizeExceededError())
				return
			}
			this.advanceCursor()
		}

		callback()
	}

	_destroy (error, callback) {
		this.chunks.length = 0
		this.clearEvent()
		super._destroy(error, callback)
	}

	parseLine (line, event) {
		if (line.length === 0) {
			return
		}

		const colonPosition = line.indexOf(COLON)
		if (colonPosition === 0) {
			return
		}

		let fieldLength = line.length
		let valueStart = line.length

		if (colonPosition !== -1) {
			fieldLength = colonPosition

			valueStart = colonPosition + 1
			if (line[valueStart] === SPACE) {
				++valueStart
			}
		}

		if (isFieldName(line, fieldLength, DATA)) {
			if (this.maxEventSize > 0 && this.dataLineCount >= this.maxDataLines) {
				throw createMaxEventSizeExceededError()
			}
			const valueBytes = line.length - valueStart
			const dataSize = this.eventFieldSizes.data + (event.data === undefined ? 0 : 1) + valueBytes
			this.setEventFieldSize('data', dataSize)

			const value = line.toString('utf8', valueStart)

			if (event.data === undefined) {
				event.data = value
			} else {
				event.data += `\n${value}`
			}
			this.dataLineCount++
			return
		}

		if (isFieldName(line, fieldLength, RETRY)) {
			if (isASCIINumberBytes(line, valueStart)) {
				this.setEventFieldSize('retry', line.length - valueStart)
				event.retry = line.toString('utf8', valueStart)
			}
			return
		}

		if (isFieldName(line, fieldLength, ID)) {
			if (isValidLastEventIdBytes(line, valueStart)) {
				this.setEventFieldSize('id', line.length - valueStart)
				event.id = line.toString('utf8', valueStart)
			}
			return
		}

		if (isFieldName(line, fieldLength, EVENT)) {
			if (valueStart < line.length) {
				this.setEventFieldSize('event', line.length - valueStart)
				event.event = line.toString('utf8', valueStart)
			}
		}
	}

	setEventFieldSize (field, size) {
		const eventSize = this.eventSize - this.eventFieldSizes[field] + size
		if (this.maxEventSize > 0 && eventSize > this.maxEventSize) {
			throw createMaxEventSizeExceededError()
		}
		this.eventSize = eventSize
		this.eventFieldSizes[field] = size
	}

	processEvent (event) {
		if (event.retry && isASCIINumber(event.retry)) {
			this.state.reconnectionTime = parseInt(event.retry, 10)
		}

		if (event.id && isValidLastEventId(event.id)) {
			this.state.lastEventId = event.id
		}

		if (event.data !== undefined) {
			this.push({
				type: event.event || 'message',
				options: {
					data: event.data,
					lastEventId: this.state.lastEventId,
					origin: this.state.origin
				}
			})
		}
	}

	clearEvent () {
		this.event.data = undefined
		this.event.event = undefined
		this.event.id = undefined
		this.event.retry = undefined
		this.eventSize = 0
		this.dataLineCount = 0
		this.eventFieldSizes.data = 0
		this.eventFieldSizes.event = 0
		this.eventFieldSizes.id = 0
		this.eventFieldSizes.retry = 0
	}

	hasPendingEvent () {
		return this.event.data !== undefined ||
			this.event.event !== undefined ||
			this.event.id !== undefined ||
			this.event.retry !== undefined
	}

	hasCurrentByte () {
		return this.chunkIndex < this.chunks.length &&
			this.pos < this.chunks[this.chunkIndex].length
	}

	currentByte () {
		return this.chunks[this.chunkIndex][this.pos]
	}

	consumeCurrentByte () {
		this.advanceCursor()
		this.syncLineStartToCursor()
	}

	advanceCursor () {
		this.pos++

		while (this.chunkIndex < this.chunks.length && this.pos >= this.chunks[this.chunkIndex].length) {
			this.chunkIndex++
			this.pos = 0
		}
	}

	syncLineStartToCursor () {
		this.lineChunkIndex = this.chunkIndex
		this.linePos = this.pos
		this.lineLength = 0
		this.dropConsumedChunks()
	}

	dropConsumedChunks () {
		if (this.lineChunkIndex > 0) {
			const consumed = this.lineChunkIndex
			this.chunks.splice(0, consumed)
			this.lineChunkIndex = 0
			this.chunkIndex -= consumed
		}

		if (this.chunkIndex === this.chunks.length) {
			this.chunks.length = 0
			this.chunkIndex = 0
			this.pos = 0
			this.lineChunkIndex = 0
			this.linePos = 0
		}
	}

	readLine () {
		if (this.lineChunkIndex === this.chunkIndex) {
			return this.chunks[this.chunkIndex].subarray(this.linePos, this.pos)
		}

		const chunks = []
		let length = 0

		for (let i = this.lineChunkIndex; i <= this.chunkIndex; i++) {
			const chunk = this.chunks[i]
			const start = i === this.lineChunkIndex ? this.linePos : 0
			const end = i === this.chunkIndex ? this.pos : chunk.length
			const slice = chunk.subarray(start, end)
			length += slice.length
			chunks.push(slice)
		}

		return Buffer.concat(chunks, length)
	}

	peekBufferedByte (offset) {
		let chunkIndex = this.lineChunkIndex
		let pos = this.linePos

		while (chunkIndex < this.chunks.length) {
			const chunk = this.chunks[chunkIndex]
			const remaining = chunk.length - pos

			if (offset < remaining) {
				return chunk[pos + offset]
			}

			offset -= remaining
			chunkIndex++
			pos = 0
		}
	}

	discardLeadingBytes (count) {
		while (count > 0 && this.lineChunkIndex < this.chunks.length) {
			const chunk = this.chunks[this.lineChunkIndex]
			const remaining = chunk.length - this.linePos

			if (count < remaining) {
				this.linePos += count
				count = 0
			} else {
				count -= remaining
				this.lineChunkIndex++
				this.linePos = 0
			}
		}

		this.chunkIndex = this.lineChunkIndex
		this.pos = this.linePos
		this.dropConsumedChunks()
	}

	handleBOM () {
		const first = this.peekBufferedByte(0)
		const second = this.peekBufferedByte(1)
		const third = this.peekBufferedByte(2)

		if (second === undefined) {
			if (first === BOM[0]) {
				return true
			}

			this.checkBOM = false
			return true
		}

		if (third === undefined) {
			if (first === BOM[0] && second === BOM[1]) {
				return true
			}

			this.checkBOM = false
			return false
		}

		if (first === BOM[0] && second === BOM[1] && third === BOM[2]) {
			this.discardLeadingBytes(3)
		}

		this.checkBOM = false
		return !this.hasCurrentByte()
	}
}

module.exports = {
	EventSourceStream
}


}),

1238:
((module, __unused_webpack_exports, __webpack_require__) => {



const { pipeline } = __webpack_require__(7075)
const { fetching } = __webpack_require__(4398)
const { makeRequest } = __webpack_require__(9967)
const { webidl } = __webpack_require__(5893)
const { EventSourceStream } = __webpack_require__(4031)
const { parseMIMEType } = __webpack_require__(1900)
const { createFastMessageEvent } = __webpack_require__(5188)
const { isNetworkError } = __webpack_require__(9051)
const { delay } = __webpack_require__(4811)
const { kEnumerableProperty } = __webpack_require__(3440)
const { environmentSettingsObject } = __webpack_require__(3168)
const { getGlobalDispatcher } = __webpack_require__(2581)

let experimentalWarned = false

const defaultReconnectionTime = 3000


const CONNECTING = 0

const OPEN = 1

const CLOSED = 2

const ANONYMOUS = 'anonymous'

const USE_CREDENTIALS = 'use-credentials'

class EventSource extends EventTarget {
	#events = {
		open: null,
		error: null,
		message: null
	}

	#url = null
	#withCredentials = false

	#readyState = CONNECTING

	#request = null
	#controller = null

	#dispatcher

	#state

	constructor (url, eventSourceInitDict = {}) {
		super()

		webidl.util.markAsUncloneable(this)

		const prefix = 'EventSource constructor'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		if (!experimentalWarned) {
			experimentalWarned = true
			process.emitWarning('EventSource is experimental, expect them to change at any time.', {
				code: 'UNDICI-ES'
			})
		}

		url = webidl.converters.USVString(url, prefix, 'url')
		eventSourceInitDict = webidl.converters.EventSourceInitDict(eventSourceInitDict, prefix, 'eventSourceInitDict')

		this.#dispatcher = eventSourceInitDict.dispatcher
		this.#state = {
			lastEventId: '',
			reconnectionTime: defaultReconnectionTime
		}

		const settings = environmentSettingsObject

		let urlRecord

		try {
			urlRecord = new URL(url, settings.settingsObject.baseUrl)
			this.#state.origin = urlRecord.origin
		} catch (e) {
			throw new DOMException(e, 'SyntaxError')
		}

		this.#url = urlRecord.href

		let corsAttributeState = ANONYMOUS

		if (eventSourceInitDict.withCredentials) {
			corsAttributeState = USE_CREDENTIALS
			this.#withCredentials = true
		}

		const initRequest = {
			redirect: 'follow',
			keepalive: true,
			mode: 'cors',
			credentials: corsAttributeState === 'anonymous'
				? 'same-origin'
				: 'omit',
			referrer: 'no-referrer'
		}

		initRequest.client = environmentSettingsObject.settingsObject

		initRequest.headersList = [['accept', { name: 'accept', value: 'text/event-stream' }]]

		initRequest.cache = 'no-store'

		initRequest.initiator = 'other'

		initRequest.urlList = [new URL(this.#url)]

		this.#request = makeRequest(initRequest)

		this.#connect()
	}

	get readyState () {
		return this.#readyState
	}

	get url () {
		return this.#url
	}

	get withCredentials () {
		return this.#withCredentials
	}

	#connect () {
		if (this.#readyState === CLOSED) return

		this.#readyState = CONNECTING

		const fetchParams = {
			request: this.#request,
			dispatcher: this.#dispatcher
		}

		const processEventSourceEndOfBody = (response) => {
			if (isNetworkError(response)) {
				this.dispatchEvent(new Event('error'))
				this.close()
			}

			this.#reconnect()
		}

		fetchParams.processResponseEndOfBody = processEventSourceEndOfBody

		fetchParams.processResponse = (response) => {

			if (isNetworkError(response)) {
				if (response.aborted) {
					this.close()
					this.dispatchEvent(new Event('error'))
					return
				} else {
					this.#reconnect()
					return
				}
			}

			const contentType = response.headersList.get('content-type', true)
			const mimeType = contentType !== null ? parseMIMEType(contentType) : 'failure'
			const contentTypeValid = mimeType !== 'failure' && mimeType.essence === 'text/event-stream'
			if (
				response.status !== 200 ||
				contentTypeValid === false
			) {
				this.close()
				this.dispatchEvent(new Event('error'))
				return
			}


			this.#readyState = OPEN
			this.dispatchEvent(new Event('open'))

			this.#state.origin = response.urlList[response.urlList.length - 1].origin

			const eventSourceStream = new EventSourceStream({
				eventSourceSettings: this.#state,
				maxEventSize: this.#dispatcher.eventSourceOptions?.maxEventSize,
				push: (event) => {
					this.dispatchEvent(createFastMessageEvent(
						event.type,
						event.options
					))
				}
			})

			pipeline(response.body.stream,
				eventSourceStream,
				(error) => {
					if (
						error?.aborted === false
					) {
						this.close()
						this.dispatchEvent(new Event('error'))
					}
				})
		}

		this.#controller = fetching(fetchParams)
	}

	async #reconnect () {


		if (this.#readyState === CLOSED) return

		this.#readyState = CONNECTING

		this.dispatchEvent(new Event('error'))

		await delay(this.#state.reconnectionTime)


		if (this.#readyState !== CONNECTING) return

		if (this.#state.lastEventId.length) {
			this.#request.headersList.set('last-event-id', this.#state.lastEventId, true)
		}

		this.#connect()
	}

	close () {
		webidl.brandCheck(this, EventSource)

		if (this.#readyState === CLOSED) return
		this.#readyState = CLOSED
		this.#controller.abort()
		this.#request = null
	}

	get onopen () {
		return this.#events.open
	}

	set onopen (fn) {
		if (this.#events.open) {
			this.removeEventListener('open', this.#events.open)
		}

		if (typeof fn === 'function') {
			this.#events.open = fn
			this.addEventListener('open', fn)
		} else {
			this.#events.open = null
		}
	}

	get onmessage () {
		return this.#events.message
	}

	set onmessage (fn) {
		if (this.#events.message) {
			this.removeEventListener('message', this.#events.message)
		}

		if (typeof fn === 'function') {
			this.#events.message = fn
			this.addEventListener('message', fn)
		} else {
			this.#events.message = null
		}
	}

	get onerror () {
		return this.#events.error
	}

	set onerror (fn) {
		if (this.#events.error) {
			this.removeEventListener('error', this.#events.error)
		}

		if (typeof fn === 'function') {
			this.#events.error = fn
			this.addEventListener('error', fn)
		} else {
			this.#events.error = null
		}
	}
}

const constantsPropertyDescriptors = {
	CONNECTING: {
		__proto__: null,
		configurable: false,
		enumerable: true,
		value: CONNECTING,
		writable: false
	},
	OPEN: {
		__proto__: null,
		configurable: false,
		enumerable: true,
		value: OPEN,
		writable: false
	},
	CLOSED: {
		__proto__: null,
		configurable: false,
		enumerable: true,
		value: CLOSED,
		writable: false
	}
}

Object.defineProperties(EventSource, constantsPropertyDescriptors)
Object.defineProperties(EventSource.prototype, constantsPropertyDescriptors)

Object.defineProperties(EventSource.prototype, {
	close: kEnumerableProperty,
	onerror: kEnumerableProperty,
	onmessage: kEnumerableProperty,
	onopen: kEnumerableProperty,
	readyState: kEnumerableProperty,
	url: kEnumerableProperty,
	withCredentials: kEnumerableProperty
})

webidl.converters.EventSourceInitDict = webidl.dictionaryConverter([
	{
		key: 'withCredentials',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'dispatcher',
		converter: webidl.converters.any,
		defaultValue: () => getGlobalDispatcher()
	}
])

module.exports = {
	EventSource,
	defaultReconnectionTime
}


}),

4811:
((module) => {



function isValidLastEventId (value) {
	return value.indexOf('\u0000') === -1
}

function isASCIINumber (value) {
	if (value.length === 0) return false
	for (let i = 0; i < value.length; i++) {
		if (value.charCodeAt(i) < 0x30 || value.charCodeAt(i) > 0x39) return false
	}
	return true
}

function delay (ms) {
	return new Promise((resolve) => {
		setTimeout(resolve, ms).unref()
	})
}

module.exports = {
	isValidLastEventId,
	isASCIINumber,
	delay
}


}),

4492:
((module, __unused_webpack_exports, __webpack_require__) => {



const util = __webpack_require__(3440)
const {
	ReadableStreamFrom,
	isBlobLike,
	isReadableStreamLike,
	readableStreamClose,
	createDeferredPromise,
	fullyReadBody,
	extractMimeType,
	utf8DecodeBytes
} = __webpack_require__(3168)
const { FormData } = __webpack_require__(5910)
const { kState } = __webpack_require__(3627)
const { webidl } = __webpack_require__(5893)
const { Blob } = __webpack_require__(4573)
const assert = __webpack_require__(4589)
const { isErrored, isDisturbed } = __webpack_require__(7075)
const { isArrayBuffer } = __webpack_require__(3429)
const { serializeAMimeType } = __webpack_require__(1900)
const { multipartFormDataParser } = __webpack_require__(116)
let random

try {
	const crypto = __webpack_require__(7598)
	random = (max) => crypto.randomInt(0, max)
} catch {
	random = (max) => Math.floor(Math.random(max))
}

const textEncoder = new TextEncoder()
function noop () {}

const hasFinalizationRegistry = globalThis.FinalizationRegistry && process.version.indexOf('v18') !== 0
let streamRegistry

if (hasFinalizationRegistry) {
	streamRegistry = new FinalizationRegistry((weakRef) => {
		const stream = weakRef.deref()
		if (stream && !stream.locked && !isDisturbed(stream) && !isErrored(stream)) {
			stream.cancel('Response object has been garbage collected').catch(noop)
		}
	})
}

function extractBody (object, keepalive = false) {
	let stream = null

	if (object instanceof ReadableStream) {
		stream = object
	} else if (isBlobLike(object)) {
		stream = object.stream()
	} else {
		stream = new ReadableStream({
			async pull (controller) {
				const buffer = typeof source === 'string' ? textEncoder.encode(source) : source

				if (buffer.byteLength) {
					controller.enqueue(buffer)
				}

				queueMicrotask(() => readableStreamClose(controller))
			},
			start () {},
			type: 'bytes'
		})
	}

	assert(isReadableStreamLike(stream))

	let action = null

	let source = null

	let length = null

	let type = null

	if (typeof object === 'string') {
		source = object

		type = 'text/plain;charset=UTF-8'
	} else if (object instanceof URLSearchParams) {


		source = object.toString()

		type = 'application/x-www-form-urlencoded;charset=UTF-8'
	} else if (isArrayBuffer(object)) {

		source = new Uint8Array(object.slice())
	} else if (ArrayBuffer.isView(object)) {

		source = new Uint8Array(object.buffer.slice(object.byteOffset, object.byteOffset + object.byteLength))
	} else if (util.isFormDataLike(object)) {
		const boundary = `----formdata-undici-0${`${random(1e11)}`.padStart(11, '0')}`
		const prefix = `--${boundary}\r\nContent-Disposition: form-data`

		/*! formdata-polyfill. MIT License. Jimmy Wärting <https://jimmy.warting.se/opensource> */
		const escape = (str) =>
			str.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22')
		const normalizeLinefeeds = (value) => value.replace(/\r?\n|\r/g, '\r\n')


		const blobParts = []
		const rn = new Uint8Array([13, 10])
		length = 0
		let hasUnknownSizeValue = false

		for (const [name, value] of object) {
			if (typeof value === 'string') {
				const chunk = textEncoder.encode(prefix +
					`; name="${escape(normalizeLinefeeds(name))}"` +
					`\r\n\r\n${normalizeLinefeeds(value)}\r\n`)
				blobParts.push(chunk)
				length += chunk.byteLength
			} else {
				const chunk = textEncoder.encode(`${prefix}; name="${escape(normalizeLinefeeds(name))}"` +
					(value.name ? `; filename="${escape(value.name)}"` : '') + '\r\n' +
					`Content-Type: ${
						value.type || 'application/octet-stream'
					}\r\n\r\n`)
				blobParts.push(chunk, value, rn)
				if (typeof value.size === 'number') {
					length += chunk.byteLength + value.size + rn.byteLength
				} else {
					hasUnknownSizeValue = true
				}
			}
		}

		const chunk = textEncoder.encode(`--${boundary}--\r\n`)
		blobParts.push(chunk)
		length += chunk.byteLength
		if (hasUnknownSizeValue) {
			length = null
		}

		source = object

		action = async function * () {
			for (const part of blobParts) {
				if (part.stream) {
					yield * part.stream()
				} else {
					yield part
				}
			}
		}

		type = `multipart/form-data; boundary=${boundary}`
	} else if (isBlobLike(object)) {

		source = object

		length = object.size

		if (object.type) {
			type = object.type
		}
	} else if (typeof object[Symbol.asyncIterator] === 'function') {
		if (keepalive) {
			throw new TypeError('keepalive')
		}

		if (util.isDisturbed(object) || object.locked) {
			throw new TypeError(
				'Response body object should not be disturbed or locked'
			)
		}

		stream =
			object instanceof ReadableStream ? object : ReadableStreamFrom(object)
	}

	if (typeof source === 'string' || util.isBuffer(source)) {
		length = Buffer.byteLength(source)
	}

	if (action != null) {
		let iterator
		stream = new ReadableStream({
			async start () {
				iterator = action(object)[Symbol.asyncIterator]()
			},
			async pull (controller) {
				const { value, done } = await iterator.next()
				if (done) {
					queueMicrotask(() => {
						controller.close()
						controller.byobRequest?.respond(0)
					})
				} else {
					if (!isErrored(stream)) {
						const buffer = new Uint8Array(value)
						if (buffer.byteLength) {
							controller.enqueue(buffer)
						}
					}
				}
				return controller.desiredSize > 0
			},
			async cancel (reason) {
				await iterator.return()
			},
			type: 'bytes'
		})
	}

	const body = { stream, source, length }

	return [body, type]
}

function safelyExtractBody (object, keepalive = false) {

	if (object instanceof ReadableStream) {
		assert(!util.isDisturbed(object), 'The body has already been consumed.')
		assert(!object.locked, 'The stream is locked.')
	}

	return extractBody(object, keepalive)
}

function cloneBody (instance, body) {


	const [out1, out2] = body.stream.tee()

	body.stream = out1

	return {
		stream: out2,
		length: body.length,
		source: body.source
	}
}

function throwIfAborted (state) {
	if (state.aborted) {
		throw new DOMException('The operation was aborted.', 'AbortError')
	}
}

function bodyMixinMethods (instance) {
	const methods = {
		blob () {
			return consumeBody(this, (bytes) => {
				let mimeType = bodyMimeType(this)

				if (mimeType === null) {
					mimeType = ''
				} else if (mimeType) {
					mimeType = serializeAMimeType(mimeType)
				}

				return new Blob([bytes], { type: mimeType })
			}, instance)
		},

		arrayBuffer () {
			return consumeBody(this, (bytes) => {
				return new Uint8Array(bytes).buffer
			}, instance)
		},

		text () {
			return consumeBody(this, utf8DecodeBytes, instance)
		},

		json () {
			return consumeBody(this, parseJSONFromBytes, instance)
		},

		formData () {
			return consumeBody(this, (value) => {
				const mimeType = bodyMimeType(this)

				if (mimeType !== null) {
					switch (mimeType.essence) {
						case 'multipart/form-data': {
							const parsed = multipartFormDataParser(value, mimeType)

							if (parsed === 'failure') {
								throw new TypeError('Failed to parse body as FormData.')
							}

							const fd = new FormData()
							fd[kState] = parsed

							return fd
						}
						case 'application/x-www-form-urlencoded': {
							const entries = new URLSearchParams(value.toString())


							const fd = new FormData()

							for (const [name, value] of entries) {
								fd.append(name, value)
							}

							return fd
						}
					}
				}

				throw new TypeError(
					'Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".'
				)
			}, instance)
		},

		bytes () {
			return consumeBody(this, (bytes) => {
				return new Uint8Array(bytes)
			}, instance)
		}
	}

	return methods
}

function mixinBody (prototype) {
	Object.assign(prototype.prototype, bodyMixinMethods(prototype))
}

async function consumeBody (object, convertBytesToJSValue, instance) {
	webidl.brandCheck(object, instance)

	if (bodyUnusable(object)) {
		throw new TypeError('Body is unusable: Body has already been read')
	}

	throwIfAborted(object[kState])

	const promise = createDeferredPromise()

	const errorSteps = (error) => promise.reject(error)

	const successSteps = (data) => {
		try {
			promise.resolve(convertBytesToJSValue(data))
		} catch (e) {
			errorSteps(e)
		}
	}

	if (object[kState].body == null) {
		successSteps(Buffer.allocUnsafe(0))
		return promise.promise
	}

	await fullyReadBody(object[kState].body, successSteps, errorSteps)

	return promise.promise
}

function bodyUnusable (object) {
	const body = object[kState].body

	return body != null && (body.stream.locked || util.isDisturbed(body.stream))
}

function parseJSONFromBytes (bytes) {
	return JSON.parse(utf8DecodeBytes(bytes))
}

function bodyMimeType (requestOrResponse) {
	const headers = requestOrResponse[kState].headersList

	const mimeType = extractMimeType(headers)

	if (mimeType === 'failure') {
		return null
	}

	return mimeType
}

module.exports = {
	extractBody,
	safelyExtractBody,
	cloneBody,
	mixinBody,
	streamRegistry,
	hasFinalizationRegistry,
	bodyUnusable
}


}),

4495:
((module) => {



const corsSafeListedMethods = (['GET', 'HEAD', 'POST'])
const corsSafeListedMethodsSet = new Set(corsSafeListedMethods)

const nullBodyStatus = ([101, 204, 205, 304])

const redirectStatus = ([301, 302, 303, 307, 308])
const redirectStatusSet = new Set(redirectStatus)

const badPorts = ([
	'1', '7', '9', '11', '13', '15', '17', '19', '20', '21', '22', '23', '25', '37', '42', '43', '53', '69', '77', '79',
	'87', '95', '101', '102', '103', '104', '109', '110', '111', '113', '115', '117', '119', '123', '135', '137',
	'139', '143', '161', '179', '389', '427', '465', '512', '513', '514', '515', '526', '530', '531', '532',
	'540', '548', '554', '556', '563', '587', '601', '636', '989', '990', '993', '995', '1719', '1720', '1723',
	'2049', '3659', '4045', '4190', '5060', '5061', '6000', '6566', '6665', '6666', '6667', '6668', '6669', '6679',
	'6697', '10080'
])
const badPortsSet = new Set(badPorts)

const referrerPolicy = ([
	'',
	'no-referrer',
	'no-referrer-when-downgrade',
	'same-origin',
	'origin',
	'strict-origin',
	'origin-when-cross-origin',
	'strict-origin-when-cross-origin',
	'unsafe-url'
])
const referrerPolicySet = new Set(referrerPolicy)

const requestRedirect = (['follow', 'manual', 'error'])

const safeMethods = (['GET', 'HEAD', 'OPTIONS', 'TRACE'])
const safeMethodsSet = new Set(safeMethods)

const requestMode = (['navigate', 'same-origin', 'no-cors', 'cors'])

const requestCredentials = (['omit', 'same-origin', 'include'])

const requestCache = ([
	'default',
	'no-store',
	'reload',
	'no-cache',
	'force-cache',
	'only-if-cached'
])

const requestBodyHeader = ([
	'content-encoding',
	'content-language',
	'content-location',
	'content-type',
	'content-length'
])

const requestDuplex = ([
	'half'
])

const forbiddenMethods = (['CONNECT', 'TRACE', 'TRACK'])
const forbiddenMethodsSet = new Set(forbiddenMethods)

const subresource = ([
	'audio',
	'audioworklet',
	'font',
	'image',
	'manifest',
	'paintworklet',
	'script',
	'style',
	'track',
	'video',
	'xslt',
	''
])
const subresourceSet = new Set(subresource)

module.exports = {
	subresource,
	forbiddenMethods,
	requestBodyHeader,
	referrerPolicy,
	requestRedirect,
	requestMode,
	requestCredentials,
	requestCache,
	redirectStatus,
	corsSafeListedMethods,
	nullBodyStatus,
	safeMethods,
	badPorts,
	requestDuplex,
	subresourceSet,
	badPortsSet,
	redirectStatusSet,
	corsSafeListedMethodsSet,
	safeMethodsSet,
	forbiddenMethodsSet,
	referrerPolicySet
}


}),

1900:
((module, __unused_webpack_exports, __webpack_require__) => {



const assert = __webpack_require__(4589)

const encoder = new TextEncoder()

const HTTP_TOKEN_CODEPOINTS = /^[!#$%&'*+\-.^_|~A-Za-z0-9]+$/
const HTTP_WHITESPACE_REGEX = /[\u000A\u000D\u0009\u0020]/
const ASCII_WHITESPACE_REPLACE_REGEX = /[\u0009\u000A\u000C\u000D\u0020]/g
const HTTP_QUOTED_STRING_TOKENS = /^[\u0009\u0020-\u007E\u0080-\u00FF]+$/

function dataURLProcessor (dataURL) {
	assert(dataURL.protocol === 'data:')

	let input = URLSerializer(dataURL, true)

	input = input.slice(5)

	const position = { position: 0 }

	let mimeType = collectASequenceOfCodePointsFast(
		',',
		input,
		position
	)

	const mimeTypeLength = mimeType.length
	mimeType = removeASCIIWhitespace(mimeType, true, true)

	if (position.position >= input.length) {
		return 'failure'
	}

	position.position++

	const encodedBody = input.slice(mimeTypeLength + 1)

	let body = stringPercentDecode(encodedBody)

	if (/;(\u0020){0,}base64$/i.test(mimeType)) {
		const stringBody = isomorphicDecode(body)

		body = forgivingBase64(stringBody)

		if (body === 'failure') {
			return 'failure'
		}

		mimeType = mimeType.slice(0, -6)

		mimeType = mimeType.replace(/(\u0020)+$/, '')

		mimeType = mimeType.slice(0, -1)
	}

	if (mimeType.startsWith(';')) {
		mimeType = 'text/plain' + mimeType
	}

	let mimeTypeRecord = parseMIMEType(mimeType)

	if (mimeTypeRecord === 'failure') {
		mimeTypeRecord = parseMIMEType('text/plain;charset=US-ASCII')
	}

	return { mimeType: mimeTypeRecord, body }
}

function URLSerializer (url, excludeFragment = false) {
	if (!excludeFragment) {
		return url.href
	}

	const href = url.href
	const hashLength = url.hash.length

	const serialized = hashLength === 0 ? href : href.substring(0, href.length - hashLength)

	if (!hashLength && href.endsWith('#')) {
		return serialized.slice(0, -1)
	}

	return serialized
}

function collectASequenceOfCodePoints (condition, input, position) {
	let result = ''

	while (position.position < input.length && condition(input[position.position])) {
		result += input[position.position]

		position.position++
	}

	return result
}

function collectASequenceOfCodePointsFast (char, input, position) {
	const idx = input.indexOf(char, position.position)
	const start = position.position

	if (idx === -1) {
		position.position = input.length
		return input.slice(start)
	}

	position.position = idx
	return input.slice(start, position.position)
}

function stringPercentDecode (input) {
	const bytes = encoder.encode(input)

	return percentDecode(bytes)
}

function isHexCharByte (byte) {
	return (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
}

function hexByteToNumber (byte) {
	return (
		byte >= 0x30 && byte <= 0x39
			? (byte - 48)
			: ((byte & 0xDF) - 55)
	)
}

function percentDecode (input) {
	const length = input.length
	const output = new Uint8Array(length)
	let j = 0
	for (let i = 0; i < length; ++i) {
		const byte = input[i]

		if (byte !== 0x25) {
			output[j++] = byte

		} else if (
			byte === 0x25 &&
			!(isHexCharByte(input[i + 1]) && isHexCharByte(input[i + 2]))
		) {
			output[j++] = 0x25

		} else {
			output[j++] = (hexByteToNumber(input[i + 1]) << 4) | hexByteToNumber(input[i + 2])

			i += 2
		}
	}

	return length === j ? output : output.subarray(0, j)
}

function parseMIMEType (input) {
	input = removeHTTPWhitespace(input, true, true)

	const position = { position: 0 }

	const type = collectASequenceOfCodePointsFast(
		'/',
		input,
		position
	)

	if (type.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(type)) {
		return 'failure'
	}

	if (position.position > input.length) {
		return 'failure'
	}

	position.position++

	let subtype = collectASequenceOfCodePointsFast(
		';',
		input,
		position
	)

	subtype = removeHTTPWhitespace(subtype, false, true)

	if (subtype.length === 0 || !HTTP_TOKEN_CODEPOINTS.test(subtype)) {
		return 'failure'
	}

	const typeLowercase = type.toLowerCase()
	const subtypeLowercase = subtype.toLowerCase()

	const mimeType = {
		type: typeLowercase,
		subtype: subtypeLowercase,
		parameters: new Map(),
		essence: `${typeLowercase}/${subtypeLowercase}`
	}

	while (position.position < input.length) {
		position.position++

		collectASequenceOfCodePoints(
			char => HTTP_WHITESPACE_REGEX.test(char),
			input,
			position
		)

		let parameterName = collectASequenceOfCodePoints(
			(char) => char !== ';' && char !== '=',
			input,
			position
		)

		parameterName = parameterName.toLowerCase()

		if (position.position < input.length) {
			if (input[position.position] === ';') {
				continue
			}

			position.position++
		}

		if (position.position > input.length) {
			break
		}

		let parameterValue = null

		if (input[position.position] === '"') {
			parameterValue = collectAnHTTPQuotedString(input, position, true)

			collectASequenceOfCodePointsFast(
				';',
				input,
				position
			)

		} else {
			parameterValue = collectASequenceOfCodePointsFast(
				';',
				input,
				position
			)

			parameterValue = removeHTTPWhitespace(parameterValue, false, true)

			if (parameterValue.length === 0) {
				continue
			}
		}

		if (
			parameterName.length !== 0 &&
			HTTP_TOKEN_CODEPOINTS.test(parameterName) &&
			(parameterValue.length === 0 || HTTP_QUOTED_STRING_TOKENS.test(parameterValue)) &&
			!mimeType.parameters.has(parameterName)
		) {
			mimeType.parameters.set(parameterName, parameterValue)
		}
	}

	return mimeType
}

function forgivingBase64 (data) {
	data = data.replace(ASCII_WHITESPACE_REPLACE_REGEX, '')

	let dataLength = data.length
	if (dataLength % 4 === 0) {
		if (data.charCodeAt(dataLength - 1) === 0x003D) {
			--dataLength
			if (data.charCodeAt(dataLength - 1) === 0x003D) {
				--dataLength
			}
		}
	}

	if (dataLength % 4 === 1) {
		return 'failure'
	}

	if (/[^+/0-9A-Za-z]/.test(data.length === dataLength ? data : data.substring(0, dataLength))) {
		return 'failure'
	}

	const buffer = Buffer.from(data, 'base64')
	return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

function collectAnHTTPQuotedString (input, position, extractValue) {
	const positionStart = position.position

	let value = ''

	assert(input[position.position] === '"')

	position.position++

	while (true) {
		value += collectASequenceOfCodePoints(
			(char) => char !== '"' && char !== '\\',
			input,
			position
		)

		if (position.position >= input.length) {
			break
		}

		const quoteOrBackslash = input[position.position]

		position.position++

		if (quoteOrBackslash === '\\') {
			if (position.position >= input.length) {
				value += '\\'
				break
			}

			value += input[position.position]

			position.position++

		} else {
			assert(quoteOrBackslash === '"')

			break
		}
	}

	if (extractValue) {
		return value
	}

	return input.slice(positionStart, position.position)
}

function serializeAMimeType (mimeType) {
	assert(mimeType !== 'failure')
	const { parameters, essence } = mimeType

	let serialization = essence

	for (let [name, value] of parameters.entries()) {
		serialization += ';'

		serialization += name

		serialization += '='

		if (!HTTP_TOKEN_CODEPOINTS.test(value)) {
			value = value.replace(/(\\|")/g, '\\$1')

			value = '"' + value

			value += '"'
		}

		serialization += value
	}

	return serialization
}

function isHTTPWhiteSpace (char) {
	return char === 0x00d || char === 0x00a || char === 0x009 || char === 0x020
}

function removeHTTPWhitespace (str, leading = true, trailing = true) {
	return removeChars(str, leading, trailing, isHTTPWhiteSpace)
}

function isASCIIWhitespace (char) {
	return char === 0x00d || char === 0x00a || char === 0x009 || char === 0x00c || char === 0x020
}

function removeASCIIWhitespace (str, leading = true, trailing = true) {
	return removeChars(str, leading, trailing, isASCIIWhitespace)
}

function removeChars (str, leading, trailing, predicate) {
	let lead = 0
	let trail = str.length - 1

	if (leading) {
		while (lead < str.length && predicate(str.charCodeAt(lead))) lead++
	}

	if (trailing) {
		while (trail > 0 && predicate(str.charCodeAt(trail))) trail--
	}

	return lead === 0 && trail === str.length - 1 ? str : str.slice(lead, trail + 1)
}

function isomorphicDecode (input) {
	const length = input.length
	if ((2 << 15) - 1 > length) {
		return String.fromCharCode.apply(null, input)
	}
	let result = ''; let i = 0
	let addition = (2 << 15) - 1
	while (i < length) {
		if (i + addition > length) {
			addition = length - i
		}
		result += String.fromCharCode.apply(null, input.subarray(i, i += addition))
	}
	return result
}

function minimizeSupportedMimeType (mimeType) {
	switch (mimeType.essence) {
		case 'application/ecmascript':
		case 'application/javascript':
		case 'application/x-ecmascript':
		case 'application/x-javascript':
		case 'text/ecmascript':
		case 'text/javascript':
		case 'text/javascript1.0':
		case 'text/javascript1.1':
		case 'text/javascript1.2':
		case 'text/javascript1.3':
		case 'text/javascript1.4':
		case 'text/javascript1.5':
		case 'text/jscript':
		case 'text/livescript':
		case 'text/x-ecmascript':
		case 'text/x-javascript':
			return 'text/javascript'
		case 'application/json':
		case 'text/json':
			return 'application/json'
		case 'image/svg+xml':
			return 'image/svg+xml'
		case 'text/xml':
		case 'application/xml':
			return 'application/xml'
	}

	if (mimeType.subtype.endsWith('+json')) {
		return 'application/json'
	}

	if (mimeType.subtype.endsWith('+xml')) {
		return 'application/xml'
	}


	return ''
}

module.exports = {
	dataURLProcessor,
	URLSerializer,
	collectASequenceOfCodePoints,
	collectASequenceOfCodePointsFast,
	stringPercentDecode,
	parseMIMEType,
	collectAnHTTPQuotedString,
	serializeAMimeType,
	removeChars,
	removeHTTPWhitespace,
	minimizeSupportedMimeType,
	HTTP_TOKEN_CODEPOINTS,
	isomorphicDecode
}


}),

6653:
((module, __unused_webpack_exports, __webpack_require__) => {



const { kConnected, kSize } = __webpack_require__(6443)

class CompatWeakRef {
	constructor (value) {
		this.value = value
	}

	deref () {
		return this.value[kConnected] === 0 && this.value[kSize] === 0
			? undefined
			: this.value
	}
}

class CompatFinalizer {
	constructor (finalizer) {
		this.finalizer = finalizer
	}

	register (dispatcher, key) {
		if (dispatcher.on) {
			dispatcher.on('disconnect', () => {
				if (dispatcher[kConnected] === 0 && dispatcher[kSize] === 0) {
					this.finalizer(key)
				}
			})
		}
	}

	unregister (key) {}
}

module.exports = function () {
	if (process.env.NODE_V8_COVERAGE && process.version.startsWith('v18')) {
		process._rawDebug('Using compatibility WeakRef and FinalizationRegistry')
		return {
			WeakRef: CompatWeakRef,
			FinalizationRegistry: CompatFinalizer
		}
	}
	return { WeakRef, FinalizationRegistry }
}


}),

7114:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Blob, File } = __webpack_require__(4573)
const { kState } = __webpack_require__(3627)
const { webidl } = __webpack_require__(5893)

class FileLike {
	constructor (blobLike, fileName, options = {}) {



		const n = fileName


		const t = options.type


		const d = options.lastModified ?? Date.now()


		this[kState] = {
			blobLike,
			name: n,
			type: t,
			lastModified: d
		}
	}

	stream (...args) {
		webidl.brandCheck(this, FileLike)

		return this[kState].blobLike.stream(...args)
	}

	arrayBuffer (...args) {
		webidl.brandCheck(this, FileLike)

		return this[kState].blobLike.arrayBuffer(...args)
	}

	slice (...args) {
		webidl.brandCheck(this, FileLike)

		return this[kState].blobLike.slice(...args)
	}

	text (...args) {
		webidl.brandCheck(this, FileLike)

		return this[kState].blobLike.text(...args)
	}

	get size () {
		webidl.brandCheck(this, FileLike)

		return this[kState].blobLike.size
	}

	get type () {
		webidl.brandCheck(this, FileLike)

		return this[kState].blobLike.type
	}

	get name () {
		webidl.brandCheck(this, FileLike)

		return this[kState].name
	}

	get lastModified () {
		webidl.brandCheck(this, FileLike)

		return this[kState].lastModified
	}

	get [Symbol.toStringTag] () {
		return 'File'
	}
}

webidl.converters.Blob = webidl.interfaceConverter(Blob)

function isFileLike (object) {
	return (
		(object instanceof File) ||
		(
			object &&
			(typeof object.stream === 'function' ||
			typeof object.arrayBuffer === 'function') &&
			object[Symbol.toStringTag] === 'File'
		)
	)
}

module.exports = { FileLike, isFileLike }


}),

116:
((module, __unused_webpack_exports, __webpack_require__) => {



const { isUSVString, bufferToLowerCasedHeaderName } = __webpack_require__(3440)
const { utf8DecodeBytes } = __webpack_require__(3168)
const { HTTP_TOKEN_CODEPOINTS, isomorphicDecode } = __webpack_require__(1900)
const { isFileLike } = __webpack_require__(7114)
const { makeEntry } = __webpack_require__(5910)
const assert = __webpack_require__(4589)
const { File: NodeFile } = __webpack_require__(4573)

const File = globalThis.File ?? NodeFile

const formDataNameBuffer = Buffer.from('form-data; name="')
const filenameBuffer = Buffer.from('; filename')
const dd = Buffer.from('--')
const ddcrlf = Buffer.from('--\r\n')

function isAsciiString (chars) {
	for (let i = 0; i < chars.length; ++i) {
		if ((chars.charCodeAt(i) & ~0x7F) !== 0) {
			return false
		}
	}
	return true
}

function validateBoundary (boundary) {
	const length = boundary.length

	if (length < 27 || length > 70) {
		return false
	}

	for (let i = 0; i < length; ++i) {
		const cp = boundary.charCodeAt(i)

		if (!(
			(cp >= 0x30 && cp <= 0x39) ||
			(cp >= 0x41 && cp <= 0x5a) ||
			(cp >= 0x61 && cp <= 0x7a) ||
			cp === 0x27 ||
			cp === 0x2d ||
			cp === 0x5f
		)) {
			return false
		}
	}

	return true
}

function multipartFormDataParser (input, mimeType) {
	assert(mimeType !== 'failure' && mimeType.essence === 'multipart/form-data')

	const boundaryString = mimeType.parameters.get('boundary')

	if (boundaryString === undefined) {
		return 'failure'
	}

	const boundary = Buffer.from(`--${boundaryString}`, 'utf8')

	const entryList = []

	const position = { position: 0 }

	while (input[position.position] === 0x0d && input[position.position + 1] === 0x0a) {
		position.position += 2
	}

	let trailing = input.length

	while (input[trailing - 1] === 0x0a && input[trailing - 2] === 0x0d) {
		trailing -= 2
	}

	if (trailing !== input.length) {
		input = input.subarray(0, trailing)
	}

	while (true) {
		if (input.subarray(position.position, position.position + boundary.length).equals(boundary)) {
			position.position += boundary.length
		} else {
			return 'failure'
		}

		if (
			(position.position === input.length - 2 && bufferStartsWith(input, dd, position)) ||
			(position.position === input.length - 4 && bufferStartsWith(input, ddcrlf, position))
		) {
			return entryList
		}

		if (input[position.position] !== 0x0d || input[position.position + 1] !== 0x0a) {
			return 'failure'
		}

		position.position += 2

		const result = parseMultipartFormDataHeaders(input, position)

		if (result === 'failure') {
			return 'failure'
		}

		let { name, filename, contentType, encoding } = result

		position.position += 2

		let body

		{
			const boundaryIndex = input.indexOf(boundary.subarray(2), position.position)

			if (boundaryIndex === -1) {
				return 'failure'
			}

			body = input.subarray(position.position, boundaryIndex - 4)

			position.position += body.length

			if (encoding === 'base64') {
				body = Buffer.from(body.toString(), 'base64')
			}
		}

		if (input[position.position] !== 0x0d || input[position.position + 1] !== 0x0a) {
			return 'failure'
		} else {
			position.position += 2
		}

		let value

		if (filename !== null) {
			contentType ??= 'text/plain'


			if (!isAsciiString(contentType)) {
				contentType = ''
			}

			value = new File([body], filename, { type: contentType })
		} else {

			value = utf8DecodeBytes(Buffer.from(body))
		}

		assert(isUSVString(name))
		assert((typeof value === 'string' && isUSVString(value)) || isFileLike(value))

		entryList.push(makeEntry(name, value, filename))
	}
}

function parseMultipartFormDataHeaders (input, position) {
	let name = null
	let filename = null
	let contentType = null
	let encoding = null

	while (true) {
		if (input[position.position] === 0x0d && input[position.position + 1] === 0x0a) {
			if (name === null) {
				return 'failure'
			}

			return { name, filename, contentType, encoding }
		}

		let headerName = collectASequenceOfBytes(
			(char) => char !== 0x0a && char !== 0x0d && char !== 0x3a,
			input,
			position
		)

		headerName = removeChars(headerName, true, true, (char) => char === 0x9 || char === 0x20)

		if (!HTTP_TOKEN_CODEPOINTS.test(headerName.toString())) {
			return 'failure'
		}

		if (input[position.position] !== 0x3a) {
			return 'failure'
		}

		position.position++

		collectASequenceOfBytes(
			(char) => char === 0x20 || char === 0x09,
			input,
			position
		)

		switch (bufferToLowerCasedHeaderName(headerName)) {
			case 'content-disposition': {
				name = filename = null

				if (!bufferStartsWith(input, formDataNameBuffer, position)) {
					return 'failure'
				}

				position.position += 17

				name = parseMultipartFormDataName(input, position)

				if (name === null) {
					return 'failure'
				}

				if (bufferStartsWith(input, filenameBuffer, position)) {
					let check = position.position + filenameBuffer.length

					if (input[check] === 0x2a) {
						position.position += 1
						check += 1
					}

					if (input[check] !== 0x3d || input[check + 1] !== 0x22) {
						return 'failure'
					}

					position.position += 12

					filename = parseMultipartFormDataName(input, position)

					if (filename === null) {
						return 'failure'
					}
				}

				break
			}
			case 'content-type': {
				let headerValue = collectASequenceOfBytes(
					(char) => char !== 0x0a && char !== 0x0d,
					input,
					position
				)

				headerValue = removeChars(headerValue, false, true, (char) => char === 0x9 || char === 0x20)

				contentType = isomorphicDecode(headerValue)

				break
			}
			case 'content-transfer-encoding': {
				let headerValue = collectASequenceOfBytes(
					(char) => char !== 0x0a && char !== 0x0d,
					input,
					position
				)

				headerValue = removeChars(headerValue, false, true, (char) => char === 0x9 || char === 0x20)

				encoding = isomorphicDecode(headerValue)

				break
			}
			default: {
				collectASequenceOfBytes(
					(char) => char !== 0x0a && char !== 0x0d,
					input,
					position
				)
			}
		}

		if (input[position.position] !== 0x0d && input[position.position + 1] !== 0x0a) {
			return 'failure'
		} else {
			position.position += 2
		}
	}
}

function parseMultipartFormDataName (input, position) {
	assert(input[position.position - 1] === 0x22)

	let name = collectASequenceOfBytes(
		(char) => char !== 0x0a && char !== 0x0d && char !== 0x22,
		input,
		position
	)

	if (input[position.position] !== 0x22) {
		return null
	} else {
		position.position++
	}

	name = new TextDecoder().decode(name)
		.replace(/%0A/ig, '\n')
		.replace(/%0D/ig, '\r')
		.replace(/%22/g, '"')

	return name
}

function collectASequenceOfBytes (condition, input, position) {
	let start = position.position

	while (start < input.length && condition(input[start])) {
		++start
	}

	return input.subarray(position.position, (position.position = start))
}

function removeChars (buf, leading, trailing, predicate) {
	let lead = 0
	let trail = buf.length - 1

	if (leading) {
		while (lead < buf.length && predicate(buf[lead])) lead++
	}

	if (trailing) {
		while (trail > 0 && predicate(buf[trail])) trail--
	}

	return lead === 0 && trail === buf.length - 1 ? buf : buf.subarray(lead, trail + 1)
}

function bufferStartsWith (buffer, start, position) {
	if (buffer.length < start.length) {
		return false
	}

	for (let i = 0; i < start.length; i++) {
		if (start[i] !== buffer[position.position + i]) {
			return false
		}
	}

	return true
}

module.exports = {
	multipartFormDataParser,
	validateBoundary
}


}),

5910:
((module, __unused_webpack_exports, __webpack_require__) => {



const { isBlobLike, iteratorMixin } = __webpack_require__(3168)
const { kState } = __webpack_require__(3627)
const { kEnumerableProperty } = __webpack_require__(3440)
const { FileLike, isFileLike } = __webpack_require__(7114)
const { webidl } = __webpack_require__(5893)
const { File: NativeFile } = __webpack_require__(4573)
const nodeUtil = __webpack_require__(7975)

const File = globalThis.File ?? NativeFile

class FormData {
	constructor (form) {
		webidl.util.markAsUncloneable(this)

		if (form !== undefined) {
			throw webidl.errors.conversionFailed({
				prefix: 'FormData constructor',
				argument: 'Argument 1',
				types: ['undefined']
			})
		}

		this[kState] = []
	}

	append (name, value, filename = undefined) {
		webidl.brandCheck(this, FormData)

		const prefix = 'FormData.append'
		webidl.argumentLengthCheck(arguments, 2, prefix)

		if (arguments.length === 3 && !isBlobLike(value)) {
			throw new TypeError(
				"Failed to execute 'append' on 'FormData': parameter 2 is not of type 'Blob'"
			)
		}


		name = webidl.converters.USVString(name, prefix, 'name')
		value = isBlobLike(value)
			? webidl.converters.Blob(value, prefix, 'value', { strict: false })
			: webidl.converters.USVString(value, prefix, 'value')
		filename = arguments.length === 3
			? webidl.converters.USVString(filename, prefix, 'filename')
			: undefined

		const entry = makeEntry(name, value, filename)

		this[kState].push(entry)
	}

	delete (name) {
		webidl.brandCheck(this, FormData)

		const prefix = 'FormData.delete'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		name = webidl.converters.USVString(name, prefix, 'name')

		this[kState] = this[kState].filter(entry => entry.name !== name)
	}

	get (name) {
		webidl.brandCheck(this, FormData)

		const prefix = 'FormData.get'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		name = webidl.converters.USVString(name, prefix, 'name')

		const idx = this[kState].findIndex((entry) => entry.name === name)
		if (idx === -1) {
			return null
		}

		return this[kState][idx].value
	}

	getAll (name) {
		webidl.brandCheck(this, FormData)

		const prefix = 'FormData.getAll'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		name = webidl.converters.USVString(name, prefix, 'name')

		return this[kState]
			.filter((entry) => entry.name === name)
			.map((entry) => entry.value)
	}

	has (name) {
		webidl.brandCheck(this, FormData)

		const prefix = 'FormData.has'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		name = webidl.converters.USVString(name, prefix, 'name')

		return this[kState].findIndex((entry) => entry.name === name) !== -1
	}

	set (name, value, filename = undefined) {
		webidl.brandCheck(this, FormData)

		const prefix = 'FormData.set'
		webidl.argumentLengthCheck(arguments, 2, prefix)

		if (arguments.length === 3 && !isBlobLike(value)) {
			throw new TypeError(
				"Failed to execute 'set' on 'FormData': parameter 2 is not of type 'Blob'"
			)
		}



		name = webidl.converters.USVString(name, prefix, 'name')
		value = isBlobLike(value)
			? webidl.converters.Blob(value, prefix, 'name', { strict: false })
			: webidl.converters.USVString(value, prefix, 'name')
		filename = arguments.length === 3
			? webidl.converters.USVString(filename, prefix, 'name')
			: undefined

		const entry = makeEntry(name, value, filename)

		const idx = this[kState].findIndex((entry) => entry.name === name)
		if (idx !== -1) {
			this[kState] = [
				...this[kState].slice(0, idx),
				entry,
				...this[kState].slice(idx + 1).filter((entry) => entry.name !== name)
			]
		} else {
			this[kState].push(entry)
		}
	}

	[nodeUtil.inspect.custom] (depth, options) {
		const state = this[kState].reduce((a, b) => {
			if (a[b.name]) {
				if (Array.isArray(a[b.name])) {
					a[b.name].push(b.value)
				} else {
					a[b.name] = [a[b.name], b.value]
				}
			} else {
				a[b.name] = b.value
			}

			return a
		}, { __proto__: null })

		options.depth ??= depth
		options.colors ??= true

		const output = nodeUtil.formatWithOptions(options, state)

		return `FormData ${output.slice(output.indexOf(']') + 2)}`
	}
}

iteratorMixin('FormData', FormData, kState, 'name', 'value')

Object.defineProperties(FormData.prototype, {
	append: kEnumerableProperty,
	delete: kEnumerableProperty,
	get: kEnumerableProperty,
	getAll: kEnumerableProperty,
	has: kEnumerableProperty,
	set: kEnumerableProperty,
	[Symbol.toStringTag]: {
		value: 'FormData',
		configurable: true
	}
})

function makeEntry (name, value, filename) {

	if (typeof value === 'string') {
	} else {

		if (!isFileLike(value)) {
			value = value instanceof Blob
				? new File([value], 'blob', { type: value.type })
				: new FileLike(value, 'blob', { type: value.type })
		}

		if (filename !== undefined) {
			const options = {
				type: value.type,
				lastModified: value.lastModified
			}

			value = value instanceof NativeFile
				? new File([value], filename, options)
				: new FileLike(value, filename, options)
		}
	}

	return { name, value }
}

module.exports = { FormData, makeEntry }


}),

1059:
((module) => {



const globalOrigin = Symbol.for('undici.globalOrigin.1')

function getGlobalOrigin () {
	return globalThis[globalOrigin]
}

function setGlobalOrigin (newOrigin) {
	if (newOrigin === undefined) {
		Object.defineProperty(globalThis, globalOrigin, {
			value: undefined,
			writable: true,
			enumerable: false,
			configurable: false
		})

		return
	}

	const parsedURL = new URL(newOrigin)

	if (parsedURL.protocol !== 'http:' && parsedURL.protocol !== 'https:') {
		throw new TypeError(`Only http & https urls are allowed, received ${parsedURL.protocol}`)
	}

	Object.defineProperty(globalThis, globalOrigin, {
		value: parsedURL,
		writable: true,
		enumerable: false,
		configurable: false
	})
}

module.exports = {
	getGlobalOrigin,
	setGlobalOrigin
}


}),

660:
((module, __unused_webpack_exports, __webpack_require__) => {




const { kConstruct } = __webpack_require__(6443)
const { kEnumerableProperty } = __webpack_require__(3440)
const {
	iteratorMixin,
	isValidHeaderName,
	isValidHeaderValue
} = __webpack_require__(3168)
const { webidl } = __webpack_require__(5893)
const assert = __webpack_require__(4589)
const util = __webpack_require__(7975)

const kHeadersMap = Symbol('headers map')
const kHeadersSortedMap = Symbol('headers map sorted')

function isHTTPWhiteSpaceCharCode (code) {
	return code === 0x00a || code === 0x00d || code === 0x009 || code === 0x020
}

function headerValueNormalize (potentialValue) {
	let i = 0; let j = potentialValue.length

	while (j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(j - 1))) --j
	while (j > i && isHTTPWhiteSpaceCharCode(potentialValue.charCodeAt(i))) ++i

	return i === 0 && j === potentialValue.length ? potentialValue : potentialValue.substring(i, j)
}

function fill (headers, object) {

	if (Array.isArray(object)) {
		for (let i = 0; i < object.length; ++i) {
			const header = object[i]
			if (header.length !== 2) {
				throw webidl.errors.exception({
					header: 'Headers constructor',
					message: `expected name/value pair to be length 2, found ${header.length}.`
				})
			}

			appendHeader(headers, header[0], header[1])
		}
	} else if (typeof object === 'object' && object !== null) {

		const keys = Object.keys(object)
		for (let i = 0; i < keys.length; ++i) {
			appendHeader(headers, keys[i], object[keys[i]])
		}
	} else {
		throw webidl.errors.conversionFailed({
			prefix: 'Headers constructor',
			argument: 'Argument 1',
			types: ['sequence<sequence<ByteString>>', 'record<ByteString, ByteString>']
		})
	}
}

function appendHeader (headers, name, value) {
	value = headerValueNormalize(value)

	if (!isValidHeaderName(name)) {
		throw webidl.errors.invalidArgument({
			prefix: 'Headers.append',
			value: name,
			type: 'header name'
		})
	} else if (!isValidHeaderValue(value)) {
		throw webidl.errors.invalidArgument({
			prefix: 'Headers.append',
			value,
			type: 'header value'
		})
	}

	if (getHeadersGuard(headers) === 'immutable') {
		throw new TypeError('immutable')
	}


	return getHeadersList(headers).append(name, value, false)

}

function compareHeaderName (a, b) {
	return a[0] < b[0] ? -1 : 1
}

class HeadersList {
	cookies = null

	constructor (init) {
		if (init instanceof HeadersList) {
			this[kHeadersMap] = new Map(init[kHeadersMap])
			this[kHeadersSortedMap] = init[kHeadersSortedMap]
			this.cookies = init.cookies === null ? null : [...init.cookies]
		} else {
			this[kHeadersMap] = new Map(init)
			this[kHeadersSortedMap] = null
		}
	}

	contains (name, isLowerCase) {

		return this[kHeadersMap].has(isLowerCase ? name : name.toLowerCase())
	}

	clear () {
		this[kHeadersMap].clear()
		this[kHeadersSortedMap] = null
		this.cookies = null
	}

	append (name, value, isLowerCase) {
		this[kHeadersSortedMap] = null

		const lowercaseName = isLowerCase ? name : name.toLowerCase()
		const exists = this[kHeadersMap].get(lowercaseName)

		if (exists) {
			const delimiter = lowercaseName === 'cookie' ? '; ' : ', '
			this[kHeadersMap].set(lowercaseName, {
				name: exists.name,
				value: `${exists.value}${delimiter}${value}`
			})
		} else {
			this[kHeadersMap].set(lowercaseName, { name, value })
		}

		if (lowercaseName === 'set-cookie') {
			(this.cookies ??= []).push(value)
		}
	}

	set (name, value, isLowerCase) {
		this[kHeadersSortedMap] = null
		const lowercaseName = isLowerCase ? name : name.toLowerCase()

		if (lowercaseName === 'set-cookie') {
			this.cookies = [value]
		}

		this[kHeadersMap].set(lowercaseName, { name, value })
	}

	delete (name, isLowerCase) {
		this[kHeadersSortedMap] = null
		if (!isLowerCase) name = name.toLowerCase()

		if (name === 'set-cookie') {
			this.cookies = null
		}

		this[kHeadersMap].delete(name)
	}

	get (name, isLowerCase) {
		return this[kHeadersMap].get(isLowerCase ? name : name.toLowerCase())?.value ?? null
	}

	* [Symbol.iterator] () {
		for (const { 0: name, 1: { value } } of this[kHeadersMap]) {
			yield [name, value]
		}
	}

	get entries () {
		const headers = {}

		if (this[kHeadersMap].size !== 0) {
			for (const { name, value } of this[kHeadersMap].values()) {
				headers[name] = value
			}
		}

		return headers
	}

	rawValues () {
		return this[kHeadersMap].values()
	}

	get entriesList () {
		const headers = []

		if (this[kHeadersMap].size !== 0) {
			for (const { 0: lowerName, 1: { name, value } } of this[kHeadersMap]) {
				if (lowerName === 'set-cookie') {
					for (const cookie of this.cookies) {
						headers.push([name, cookie])
					}
				} else {
					headers.push([name, value])
				}
			}
		}

		return headers
	}

	toSortedArray () {
		const size = this[kHeadersMap].size
		const array = new Array(size)
		if (size <= 32) {
			if (size === 0) {
				return array
			}
			const iterator = this[kHeadersMap][Symbol.iterator]()
			const firstValue = iterator.next().value
			array[0] = [firstValue[0], firstValue[1].value]
			assert(firstValue[1].value !== null)
			for (
				let i = 1, j = 0, right = 0, left = 0, pivot = 0, x, value;
				i < size;
				++i
			) {
				value = iterator.next().value
				x = array[i] = [value[0], value[1].value]
				assert(x[1] !== null)
				left = 0
				right = i
				while (left < right) {
					pivot = left + ((right - left) >> 1)
					if (array[pivot][0] <= x[0]) {
						left = pivot + 1
					} else {
						right = pivot
					}
				}
				if (i !== pivot) {
					j = i
					while (j > left) {
						array[j] = array[--j]
					}
					array[left] = x
				}
			}
			if (!iterator.next().done) {
				throw new TypeError('Unreachable')
			}
			return array
		} else {
			let i = 0
			for (const { 0: name, 1: { value } } of this[kHeadersMap]) {
				array[i++] = [name, value]
				assert(value !== null)
			}
			return array.sort(compareHeaderName)
		}
	}
}

class Headers {
	#guard
	#headersList

	constructor (init = undefined) {
		webidl.util.markAsUncloneable(this)

		if (init === kConstruct) {
			return
		}

		this.#headersList = new HeadersList()


		this.#guard = 'none'

		if (init !== undefined) {
			init = webidl.converters.HeadersInit(init, 'Headers contructor', 'init')
			fill(this, init)
		}
	}

	append (name, value) {
		webidl.brandCheck(this, Headers)

		webidl.argumentLengthCheck(arguments, 2, 'Headers.append')

		const prefix = 'Headers.append'
		name = webidl.converters.ByteString(name, prefix, 'name')
		value = webidl.converters.ByteString(value, prefix, 'value')

		return appendHeader(this, name, value)
	}

	delete (name) {
		webidl.brandCheck(this, Headers)

		webidl.argumentLengthCheck(arguments, 1, 'Headers.delete')

		const prefix = 'Headers.delete'
		name = webidl.converters.ByteString(name, prefix, 'name')

		if (!isValidHeaderName(name)) {
			throw webidl.errors.invalidArgument({
				prefix: 'Headers.delete',
				value: name,
				type: 'header name'
			})
		}

		if (this.#guard === 'immutable') {
			throw new TypeError('immutable')
		}

		if (!this.#headersList.contains(name, false)) {
			return
		}

		this.#headersList.delete(name, false)
	}

	get (name) {
		webidl.brandCheck(this, Headers)

		webidl.argumentLengthCheck(arguments, 1, 'Headers.get')

		const prefix = 'Headers.get'
		name = webidl.converters.ByteString(name, prefix, 'name')

		if (!isValidHeaderName(name)) {
			throw webidl.errors.invalidArgument({
				prefix,
				value: name,
				type: 'header name'
			})
		}

		return this.#headersList.get(name, false)
	}

	has (name) {
		webidl.brandCheck(this, Headers)

		webidl.argumentLengthCheck(arguments, 1, 'Headers.has')

		const prefix = 'Headers.has'
		name = webidl.converters.ByteString(name, prefix, 'name')

		if (!isValidHeaderName(name)) {
			throw webidl.errors.invalidArgument({
				prefix,
				value: name,
				type: 'header name'
			})
		}

		return this.#headersList.contains(name, false)
	}

	set (name, value) {
		webidl.brandCheck(this, Headers)

		webidl.argumentLengthCheck(arguments, 2, 'Headers.set')

		const prefix = 'Headers.set'
		name = webidl.converters.ByteString(name, prefix, 'name')
		value = webidl.converters.ByteString(value, prefix, 'value')

		value = headerValueNormalize(value)

		if (!isValidHeaderName(name)) {
			throw webidl.errors.invalidArgument({
				prefix,
				value: name,
				type: 'header name'
			})
		} else if (!isValidHeaderValue(value)) {
			throw webidl.errors.invalidArgument({
				prefix,
				value,
				type: 'header value'
			})
		}

		if (this.#guard === 'immutable') {
			throw new TypeError('immutable')
		}

		this.#headersList.set(name, value, false)
	}

	getSetCookie () {
		webidl.brandCheck(this, Headers)


		const list = this.#headersList.cookies

		if (list) {
			return [...list]
		}

		return []
	}

	get [kHeadersSortedMap] () {
		if (this.#headersList[kHeadersSortedMap]) {
			return this.#headersList[kHeadersSortedMap]
		}

		const headers = []

		const names = this.#headersList.toSortedArray()

		const cookies = this.#headersList.cookies

		if (cookies === null || cookies.length === 1) {
			return (this.#headersList[kHeadersSortedMap] = names)
		}

		for (let i = 0; i < names.length; ++i) {
			const { 0: name, 1: value } = names[i]
			if (name === 'set-cookie') {

				for (let j = 0; j < cookies.length; ++j) {
					headers.push([name, cookies[j]])
				}
			} else {



				headers.push([name, value])
			}
		}

		return (this.#headersList[kHeadersSortedMap] = headers)
	}

	[util.inspect.custom] (depth, options) {
		options.depth ??= depth

		return `Headers ${util.formatWithOptions(options, this.#headersList.entries)}`
	}

	static getHeadersGuard (o) {
		return o.#guard
	}

	static setHeadersGuard (o, guard) {
		o.#guard = guard
	}

	static getHeadersList (o) {
		return o.#headersList
	}

	static setHeadersList (o, list) {
		o.#headersList = list
	}
}

const { getHeadersGuard, setHeadersGuard, getHeadersList, setHeadersList } = Headers
Reflect.deleteProperty(Headers, 'getHeadersGuard')
Reflect.deleteProperty(Headers, 'setHeadersGuard')
Reflect.deleteProperty(Headers, 'getHeadersList')
Reflect.deleteProperty(Headers, 'setHeadersList')

iteratorMixin('Headers', Headers, kHeadersSortedMap, 0, 1)

Object.defineProperties(Headers.prototype, {
	append: kEnumerableProperty,
	delete: kEnumerableProperty,
	get: kEnumerableProperty,
	has: kEnumerableProperty,
	set: kEnumerableProperty,
	getSetCookie: kEnumerableProperty,
	[Symbol.toStringTag]: {
		value: 'Headers',
		configurable: true
	},
	[util.inspect.custom]: {
		enumerable: false
	}
})

webidl.converters.HeadersInit = function (V, prefix, argument) {
	if (webidl.util.Type(V) === 'Object') {
		const iterator = Reflect.get(V, Symbol.iterator)

		if (!util.types.isProxy(V) && iterator === Headers.prototype.entries) {
			try {
				return getHeadersList(V).entriesList
			} catch {
			}
		}

		if (typeof iterator === 'function') {
			return webidl.converters['sequence<sequence<ByteString>>'](V, prefix, argument, iterator.bind(V))
		}

		return webidl.converters['record<ByteString, ByteString>'](V, prefix, argument)
	}

	throw webidl.errors.conversionFailed({
		prefix: 'Headers constructor',
		argument: 'Argument 1',
		types: ['sequence<sequence<ByteString>>', 'record<ByteString, ByteString>']
	})
}

module.exports = {
	fill,
	compareHeaderName,
	Headers,
	HeadersList,
	getHeadersGuard,
	setHeadersGuard,
	setHeadersList,
	getHeadersList
}


}),

4398:
((module, __unused_webpack_exports, __webpack_require__) => {




const {
	makeNetworkError,
	makeAppropriateNetworkError,
	filterResponse,
	makeResponse,
	fromInnerResponse
} = __webpack_require__(9051)
const { HeadersList } = __webpack_require__(660)
const { Request, cloneRequest } = __webpack_require__(9967)
const zlib = __webpack_require__(8522)
const {
	bytesMatch,
	makePolicyContainer,
	clonePolicyContainer,
	requestBadPort,
	TAOCheck,
	appendRequestOriginHeader,
	responseLocationURL,
	requestCurrentURL,
	setRequestReferrerPolicyOnRedirect,
	tryUpgradeRequestToAPotentiallyTrustworthyURL,
	createOpaqueTimingInfo,
	appendFetchMetadata,
	corsCheck,
	crossOriginResourcePolicyCheck,
	determineRequestsReferrer,
	coarsenedSharedCurrentTime,
	createDeferredPromise,
	isBlobLike,
	sameOrigin,
	isCancelled,
	isAborted,
	isErrorLike,
	fullyReadBody,
	readableStreamClose,
	isomorphicEncode,
	urlIsLocal,
	urlIsHttpHttpsScheme,
	urlHasHttpsScheme,
	clampAndCoarsenConnectionTimingInfo,
	simpleRangeHeaderValue,
	buildContentRange,
	createInflate,
	extractMimeType
} = __webpack_require__(3168)
const { kState, kDispatcher } = __webpack_require__(3627)
const assert = __webpack_require__(4589)
const { safelyExtractBody, extractBody } = __webpack_require__(4492)
const {
	redirectStatusSet,
	nullBodyStatus,
	safeMethodsSet,
	requestBodyHeader,
	subresourceSet
} = __webpack_require__(4495)
const EE = __webpack_require__(8474)
const { Readable, pipeline, finished } = __webpack_require__(7075)
const { addAbortListener, isErrored, isReadable, bufferToLowerCasedHeaderName } = __webpack_require__(3440)
const { dataURLProcessor, serializeAMimeType, minimizeSupportedMimeType } = __webpack_require__(1900)
const { getGlobalDispatcher } = __webpack_require__(2581)
const { webidl } = __webpack_require__(5893)
const { STATUS_CODES } = __webpack_require__(7067)
const GET_OR_HEAD = ['GET', 'HEAD']

const defaultUserAgent = typeof __UNDICI_IS_NODE__ !== 'undefined' || typeof esbuildDetection !== 'undefined'
	? 'node'
	: 'undici'

let resolveObjectURL

class Fetch extends EE {
	constructor (dispatcher) {
		super()

		this.dispatcher = dispatcher
		this.connection = null
		this.dump = false
		this.state = 'ongoing'
	}

	terminate (reason) {
		if (this.state !== 'ongoing') {
			return
		}

		this.state = 'terminated'
		this.connection?.destroy(reason)
		this.emit('terminated', reason)
	}

	abort (error) {
		if (this.state !== 'ongoing') {
			return
		}

		this.state = 'aborted'

		if (!error) {
			error = new DOMException('The operation was aborted.', 'AbortError')
		}


		this.serializedAbortReason = error

		this.connection?.destroy(error)
		this.emit('terminated', error)
	}
}

function handleFetchDone (response) {
	finalizeAndReportTiming(response, 'fetch')
}

function fetch (input, init = undefined) {
	webidl.argumentLengthCheck(arguments, 1, 'globalThis.fetch')

	let p = createDeferredPromise()

	let requestObject

	try {
		requestObject = new Request(input, init)
	} catch (e) {
		p.reject(e)
		return p.promise
	}

	const request = requestObject[kState]

	if (requestObject.signal.aborted) {
		abortFetch(p, request, null, requestObject.signal.reason)

		return p.promise
	}

	const globalObject = request.client.globalObject

	if (globalObject?.constructor?.name === 'ServiceWorkerGlobalScope') {
		request.serviceWorkers = 'none'
	}

	let responseObject = null


	let locallyAborted = false

	let controller = null

	addAbortListener(
		requestObject.signal,
		() => {
			locallyAborted = true

			assert(controller != null)

			controller.abort(requestObject.signal.reason)

			const realResponse = responseObject?.deref()

			abortFetch(p, request, realResponse, requestObject.signal.reason)
		}
	)



	const processResponse = (response) => {
		if (locallyAborted) {
			return
		}

		if (response.aborted) {


			abortFetch(p, request, responseObject, controller.serializedAbortReason)
			return
		}

		if (response.type === 'error') {
			p.reject(new TypeError('fetch failed', { cause: response.error }))
			return
		}

		responseObject = new WeakRef(fromInnerResponse(response, 'immutable'))

		p.resolve(responseObject.deref())
		p = null
	}

	controller = fetching({
		request,
		processResponseEndOfBody: handleFetchDone,
		processResponse,
		dispatcher: requestObject[kDispatcher]
	})

	return p.promise
}

function finalizeAndReportTiming (response, initiatorType = 'other') {
	if (response.type === 'error' && response.aborted) {
		return
	}

	if (!response.urlList?.length) {
		return
	}

	const originalURL = response.urlList[0]

	let timingInfo = response.timingInfo

	let cacheState = response.cacheState

	if (!urlIsHttpHttpsScheme(originalURL)) {
		return
	}

	if (timingInfo === null) {
		return
	}

	if (!response.timingAllowPassed) {
		timingInfo = createOpaqueTimingInfo({
			startTime: timingInfo.startTime
		})

		cacheState = ''
	}

	timingInfo.endTime = coarsenedSharedCurrentTime()

	response.timingInfo = timingInfo

	markResourceTiming(
		timingInfo,
		originalURL.href,
		initiatorType,
		globalThis,
		cacheState
	)
}

const markResourceTiming = performance.markResourceTiming

function abortFetch (p, request, responseObject, error) {
	if (p) {
		p.reject(error)
	}

	if (request.body != null && isReadable(request.body?.stream)) {
		request.body.stream.cancel(error).catch((err) => {
			if (err.code === 'ERR_INVALID_STATE') {
				return
			}
			throw err
		})
	}

	if (responseObject == null) {
		return
	}

	const response = responseObject[kState]

	if (response.body != null && isReadable(response.body?.stream)) {
		response.body.stream.cancel(error).catch((err) => {
			if (err.code === 'ERR_INVALID_STATE') {
				return
			}
			throw err
		})
	}
}

function fetching ({
	request,
	processRequestBodyChunkLength,
	processRequestEndOfBody,
	processResponse,
	processResponseEndOfBody,
	processResponseConsumeBody,
	useParallelQueue = false,
	dispatcher = getGlobalDispatcher()
}) {
	assert(dispatcher)

	let taskDestination = null

	let crossOriginIsolatedCapability = false

	if (request.client != null) {
		taskDestination = request.client.globalObject

		crossOriginIsolatedCapability =
			request.client.crossOriginIsolatedCapability
	}


	const currentTime = coarsenedSharedCurrentTime(crossOriginIsolatedCapability)
	const timingInfo = createOpaqueTimingInfo({
		startTime: currentTime
	})

	const fetchParams = {
		controller: new Fetch(dispatcher),
		request,
		timingInfo,
		processRequestBodyChunkLength,
		processRequestEndOfBody,
		processResponse,
		processResponseConsumeBody,
		processResponseEndOfBody,
		taskDestination,
		crossOriginIsolatedCapability
	}

	assert(!request.body || request.body.stream)

	if (request.window === 'client') {
		request.window =
			request.client?.globalObject?.constructor?.name === 'Window'
				? request.client
				: 'no-window'
	}

	if (request.origin === 'client') {
		request.origin = request.client.origin
	}


	if (request.policyContainer === 'client') {
		if (request.client != null) {
			request.policyContainer = clonePolicyContainer(
				request.client.policyContainer
			)
		} else {
			request.policyContainer = makePolicyContainer()
		}
	}

	if (!request.headersList.contains('accept', true)) {
		const value = '*/*'


		request.headersList.append('accept', value, true)
	}

	if (!request.headersList.contains('accept-language', true)) {
		request.headersList.append('accept-language', '*', true)
	}

	if (request.priority === null) {
	}

	if (subresourceSet.has(request.destination)) {
	}

	mainFetch(fetchParams)
		.catch(err => {
			fetchParams.controller.terminate(err)
		})

	return fetchParams.controller
}

async function mainFetch (fetchParams, recursive = false) {
	const request = fetchParams.request

	let response = null

	if (request.localURLsOnly && !urlIsLocal(requestCurrentURL(request))) {
		response = makeNetworkError('local URLs only')
	}


	tryUpgradeRequestToAPotentiallyTrustworthyURL(request)

	if (requestBadPort(request) === 'blocked') {
		response = makeNetworkError('bad port')
	}

	if (request.referrerPolicy === '') {
		request.referrerPolicy = request.policyContainer.referrerPolicy
	}

	if (request.referrer !== 'no-referrer') {
		request.referrer = determineRequestsReferrer(request)
	}



	if (response === null) {
		response = await (async () => {
			const currentURL = requestCurrentURL(request)

			if (
				(sameOrigin(currentURL, request.url) && request.responseTainting === 'basic') ||
				(currentURL.protocol === 'data:') ||
				(request.mode === 'navigate' || request.mode === 'websocket')
			) {
				request.responseTainting = 'basic'

				return await schemeFetch(fetchParams)
			}

			if (request.mode === 'same-origin') {
				return makeNetworkError('request mode cannot be "same-origin"')
			}

			if (request.mode === 'no-cors') {
				if (request.redirect !== 'follow') {
					return makeNetworkError(
						'redirect mode cannot be "follow" for "no-cors" request'
					)
				}

				request.responseTainting = 'opaque'

				return await schemeFetch(fetchParams)
			}

			if (!urlIsHttpHttpsScheme(requestCurrentURL(request))) {
				return makeNetworkError('URL scheme must be a HTTP(S) scheme')
			}


			request.responseTainting = 'cors'

			return await httpFetch(fetchParams)
		})()
	}

	if (recursive) {
		return response
	}

	if (response.status !== 0 && !response.internalResponse) {
		if (request.responseTainting === 'cors') {
		}

		if (request.responseTainting === 'basic') {
			response = filterResponse(response, 'basic')
		} else if (request.responseTainting === 'cors') {
			response = filterResponse(response, 'cors')
		} else if (request.responseTainting === 'opaque') {
			response = filterResponse(response, 'opaque')
		} else {
			assert(false)
		}
	}

	let internalResponse =
		response.status === 0 ? response : response.internalResponse

	if (internalResponse.urlList.length === 0) {
		internalResponse.urlList.push(...request.urlList)
	}

	if (!request.timingAllowFailed) {
		response.timingAllowPassed = true
	}


	if (
		response.type === 'opaque' &&
		internalResponse.status === 206 &&
		internalResponse.rangeRequested &&
		!request.headers.contains('range', true)
	) {
		response = internalResponse = makeNetworkError()
	}

	if (
		response.status !== 0 &&
		(request.method === 'HEAD' ||
			request.method === 'CONNECT' ||
			nullBodyStatus.includes(internalResponse.status))
	) {
		internalResponse.body = null
		fetchParams.controller.dump = true
	}

	if (request.integrity) {
		const processBodyError = (reason) =>
			fetchFinale(fetchParams, makeNetworkError(reason))

		if (request.responseTainting === 'opaque' || response.body == null) {
			processBodyError(response.error)
			return
		}

		const processBody = (bytes) => {
			if (!bytesMatch(bytes, request.integrity)) {
				processBodyError('integrity mismatch')
				return
			}

			response.body = safelyExtractBody(bytes)[0]

			fetchFinale(fetchParams, response)
		}

		await fullyReadBody(response.body, processBody, processBodyError)
	} else {
		fetchFinale(fetchParams, response)
	}
}

function schemeFetch (fetchParams) {
	if (isCancelled(fetchParams) && fetchParams.request.redirectCount === 0) {
		return Promise.resolve(makeAppropriateNetworkError(fetchParams))
	}

	const { request } = fetchParams

	const { protocol: scheme } = requestCurrentURL(request)

	switch (scheme) {
		case 'about:': {

			return Promise.resolve(makeNetworkError('about scheme is not supported'))
		}
		case 'blob:': {
			if (!resolveObjectURL) {
				resolveObjectURL = (__webpack_require__(4573).resolveObjectURL)
			}

			const blobURLEntry = requestCurrentURL(request)

			if (blobURLEntry.search.length !== 0) {
				return Promise.resolve(makeNetworkError('NetworkError when attempting to fetch resource.'))
			}

			const blob = resolveObjectURL(blobURLEntry.toString())

			if (request.method !== 'GET' || !isBlobLike(blob)) {
				return Promise.resolve(makeNetworkError('invalid method'))
			}


			const response = makeResponse()

			const fullLength = blob.size

			const serializedFullLength = isomorphicEncode(`${fullLength}`)

			const type = blob.type

			if (!request.headersList.contains('range', true)) {
				const bodyWithType = extractBody(blob)

				response.statusText = 'OK'

				response.body = bodyWithType[0]

				response.headersList.set('content-length', serializedFullLength, true)
				response.headersList.set('content-type', type, true)
			} else {
				response.rangeRequested = true

				const rangeHeader = request.headersList.get('range', true)

				const rangeValue = simpleRangeHeaderValue(rangeHeader, true)

				if (rangeValue === 'failure') {
					return Promise.resolve(makeNetworkError('failed to fetch the data URL'))
				}

				let { rangeStartValue: rangeStart, rangeEndValue: rangeEnd } = rangeValue

				if (rangeStart === null) {
					rangeStart = fullLength - rangeEnd

					rangeEnd = rangeStart + rangeEnd - 1
				} else {
					if (rangeStart >= fullLength) {
						return Promise.resolve(makeNetworkError('Range start is greater than the blob\'s size.'))
					}

					if (rangeEnd === null || rangeEnd >= fullLength) {
						rangeEnd = fullLength - 1
					}
				}

				const slicedBlob = blob.slice(rangeStart, rangeEnd, type)

				const slicedBodyWithType = extractBody(slicedBlob)

				response.body = slicedBodyWithType[0]

				const serializedSlicedLength = isomorphicEncode(`${slicedBlob.size}`)

				const contentRange = buildContentRange(rangeStart, rangeEnd, fullLength)

				response.status = 206

				response.statusText = 'Partial Content'

				response.headersList.set('content-length', serializedSlicedLength, true)
				response.headersList.set('content-type', type, true)
				response.headersList.set('content-range', contentRange, true)
			}

			return Promise.resolve(response)
		}
		case 'data:': {
			const currentURL = requestCurrentURL(request)
			const dataURLStruct = dataURLProcessor(currentURL)

			if (dataURLStruct === 'failure') {
				return Promise.resolve(makeNetworkError('failed to fetch the data URL'))
			}

			const mimeType = serializeAMimeType(dataURLStruct.mimeType)

			return Promise.resolve(makeResponse({
				statusText: 'OK',
				headersList: [
					['content-type', { name: 'Content-Type', value: mimeType }]
				],
				body: safelyExtractBody(dataURLStruct.body)[0]
			}))
		}
		case 'file:': {
			return Promise.resolve(makeNetworkError('not implemented... yet...'))
		}
		case 'http:':
		case 'https:': {

			return httpFetch(fetchParams)
				.catch((err) => makeNetworkError(err))
		}
		default: {
			return Promise.resolve(makeNetworkError('unknown scheme'))
		}
	}
}

function finalizeResponse (fetchParams, response) {
	fetchParams.request.done = true

	if (fetchParams.processResponseDone != null) {
		queueMicrotask(() => fetchParams.processResponseDone(response))
	}
}

function fetchFinale (fetchParams, response) {
	let timingInfo = fetchParams.timingInfo


	const processResponseEndOfBody = () => {
		const unsafeEndTime = Date.now()

		if (fetchParams.request.destination === 'document') {
			fetchParams.controller.fullTimingInfo = timingInfo
		}

		fetchParams.controller.reportTimingSteps = () => {
			if (fetchParams.request.url.protocol !== 'https:') {
				return
			}

			timingInfo.endTime = unsafeEndTime

			let cacheState = response.cacheState

			const bodyInfo = response.bodyInfo

			if (!response.timingAllowPassed) {
				timingInfo = createOpaqueTimingInfo(timingInfo)

				cacheState = ''
			}

			let responseStatus = 0

			if (fetchParams.request.mode !== 'navigator' || !response.hasCrossOriginRedirects) {
				responseStatus = response.status

				const mimeType = extractMimeType(response.headersList)

				if (mimeType !== 'failure') {
					bodyInfo.contentType = minimizeSupportedMimeType(mimeType)
				}
			}

			if (fetchParams.request.initiatorType != null) {
				markResourceTiming(timingInfo, fetchParams.request.url.href, fetchParams.request.initiatorType, globalThis, cacheState, bodyInfo, responseStatus)
			}
		}

		const processResponseEndOfBodyTask = () => {
			fetchParams.request.done = true

			if (fetchParams.processResponseEndOfBody != null) {
				queueMicrotask(() => fetchParams.processResponseEndOfBody(response))
			}

			if (fetchParams.request.initiatorType != null) {
				fetchParams.controller.reportTimingSteps()
			}
		}

		queueMicrotask(() => processResponseEndOfBodyTask())
	}

	if (fetchParams.processResponse != null) {
		queueMicrotask(() => {
			fetchParams.processResponse(response)
			fetchParams.processResponse = null
		})
	}

	const internalResponse = response.type === 'error' ? response : (response.internalResponse ?? response)

	if (internalResponse.body == null) {
		processResponseEndOfBody()
	} else {


		finished(internalResponse.body.stream, () => {
			processResponseEndOfBody()
		})
	}
}

async function httpFetch (fetchParams) {
	const request = fetchParams.request

	let response = null

	let actualResponse = null

	const timingInfo = fetchParams.timingInfo

	if (request.serviceWorkers === 'all') {
	}

	if (response === null) {

		if (request.redirect === 'follow') {
			request.serviceWorkers = 'none'
		}

		actualResponse = response = await httpNetworkOrCacheFetch(fetchParams)

		if (
			request.responseTainting === 'cors' &&
			corsCheck(request, response) === 'failure'
		) {
			return makeNetworkError('cors failure')
		}

		if (TAOCheck(request, response) === 'failure') {
			request.timingAllowFailed = true
		}
	}

	if (
		(request.responseTainting === 'opaque' || response.type === 'opaque') &&
		crossOriginResourcePolicyCheck(
			request.origin,
			request.client,
			request.destination,
			actualResponse
		) === 'blocked'
	) {
		return makeNetworkError('blocked')
	}

	if (redirectStatusSet.has(actualResponse.status)) {
		if (request.redirect !== 'manual') {
			fetchParams.controller.connection.destroy(undefined, false)
		}

		if (request.redirect === 'error') {
			response = makeNetworkError('unexpected redirect')
		} else if (request.redirect === 'manual') {
			response = actualResponse
		} else if (request.redirect === 'follow') {
			response = await httpRedirectFetch(fetchParams, response)
		} else {
			assert(false)
		}
	}

	response.timingInfo = timingInfo

	return response
}

function httpRedirectFetch (fetchParams, response) {
	const request = fetchParams.request

	const actualResponse = response.internalResponse
		? response.internalResponse
		: response

	let locationURL

	try {
		locationURL = responseLocationURL(
			actualResponse,
			requestCurrentURL(request).hash
		)

		if (locationURL == null) {
			return response
		}
	} catch (err) {
		return Promise.resolve(makeNetworkError(err))
	}

	if (!urlIsHttpHttpsScheme(locationURL)) {
		return Promise.resolve(makeNetworkError('URL scheme must be a HTTP(S) scheme'))
	}

	if (request.redirectCount === 20) {
		return Promise.resolve(makeNetworkError('redirect count exceeded'))
	}

	request.redirectCount += 1

	if (
		request.mode === 'cors' &&
		(locationURL.username || locationURL.password) &&
		!sameOrigin(request, locationURL)
	) {
		return Promise.resolve(makeNetworkError('cross origin not allowed for request mode "cors"'))
	}

	if (
		request.responseTainting === 'cors' &&
		(locationURL.username || locationURL.password)
	) {
		return Promise.resolve(makeNetworkError(
			'URL cannot contain credentials for request mode "cors"'
		))
	}

	if (
		actualResponse.status !== 303 &&
		request.body != null &&
		request.body.source == null
	) {
		return Promise.resolve(makeNetworkError())
	}

	if (
		([301, 302].includes(actualResponse.status) && request.method === 'POST') ||
		(actualResponse.status === 303 &&
			!GET_OR_HEAD.includes(request.method))
	) {
		request.method = 'GET'
		request.body = null

		for (const headerName of requestBodyHeader) {
			request.headersList.delete(headerName)
		}
	}

	if (!sameOrigin(requestCurrentURL(request), locationURL)) {
		request.headersList.delete('authorization', true)

		request.headersList.delete('proxy-authorization', true)

		request.headersList.delete('cookie', true)
		request.headersList.delete('host', true)
	}

	if (request.body != null) {
		assert(request.body.source != null)
		request.body = safelyExtractBody(request.body.source)[0]
	}

	const timingInfo = fetchParams.timingInfo

	timingInfo.redirectEndTime = timingInfo.postRedirectStartTime =
		coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability)

	if (timingInfo.redirectStartTime === 0) {
		timingInfo.redirectStartTime = timingInfo.startTime
	}

	request.urlList.push(locationURL)

	setRequestReferrerPolicyOnRedirect(request, actualResponse)

	return mainFetch(fetchParams, true)
}

async function httpNetworkOrCacheFetch (
	fetchParams,
	isAuthenticationFetch = false,
	isNewConnectionFetch = false
) {
	const request = fetchParams.request

	let httpFetchParams = null

	let httpRequest = null

	let response = null


	const httpCache = null

	const revalidatingFlag = false


	if (request.window === 'no-window' && request.redirect === 'error') {
		httpFetchParams = fetchParams
		httpRequest = request
	} else {

		httpRequest = cloneRequest(request)

		httpFetchParams = { ...fetchParams }

		httpFetchParams.request = httpRequest
	}

	const includeCredentials =
		request.credentials === 'include' ||
		(request.credentials === 'same-origin' &&
			request.responseTainting === 'basic')

	const contentLength = httpRequest.body ? httpRequest.body.length : null

	let contentLengthHeaderValue = null

	if (
		httpRequest.body == null &&
		['POST', 'PUT'].includes(httpRequest.method)
	) {
		contentLengthHeaderValue = '0'
	}

	if (contentLength != null) {
		contentLengthHeaderValue = isomorphicEncode(`${contentLength}`)
	}

	if (contentLengthHeaderValue != null) {
		httpRequest.headersList.append('content-length', contentLengthHeaderValue, true)
	}


	if (contentLength != null && httpRequest.keepalive) {
	}

	if (httpRequest.referrer instanceof URL) {
		httpRequest.headersList.append('referer', isomorphicEncode(httpRequest.referrer.href), true)
	}

	appendRequestOriginHeader(httpRequest)

	appendFetchMetadata(httpRequest)

	if (!httpRequest.headersList.contains('user-agent', true)) {
		httpRequest.headersList.append('user-agent', defaultUserAgent)
	}

	if (
		httpRequest.cache === 'default' &&
		(httpRequest.headersList.contains('if-modified-since', true) ||
			httpRequest.headersList.contains('if-none-match', true) ||
			httpRequest.headersList.contains('if-unmodified-since', true) ||
			httpRequest.headersList.contains('if-match', true) ||
			httpRequest.headersList.contains('if-range', true))
	) {
		httpRequest.cache = 'no-store'
	}

	if (
		httpRequest.cache === 'no-cache' &&
		!httpRequest.preventNoCacheCacheControlHeaderModification &&
		!httpRequest.headersList.contains('cache-control', true)
	) {
		httpRequest.headersList.append('cache-control', 'max-age=0', true)
	}

	if (httpRequest.cache === 'no-store' || httpRequest.cache === 'reload') {
		if (!httpRequest.headersList.contains('pragma', true)) {
			httpRequest.headersList.append('pragma', 'no-cache', true)
		}

		if (!httpRequest.headersList.contains('cache-control', true)) {
			httpRequest.headersList.append('cache-control', 'no-cache', true)
		}
	}

	if (httpRequest.headersList.contains('range', true)) {
		httpRequest.headersList.append('accept-encoding', 'identity', true)
	}

	if (!httpRequest.headersList.contains('accept-encoding', true)) {
		if (urlHasHttpsScheme(requestCurrentURL(httpRequest))) {
			httpRequest.headersList.append('accept-encoding', 'br, gzip, deflate', true)
		} else {
			httpRequest.headersList.append('accept-encoding', 'gzip, deflate', true)
		}
	}

	httpRequest.headersList.delete('host', true)

	if (includeCredentials) {
	}



	if (httpCache == null) {
		httpRequest.cache = 'no-store'
	}

	if (httpRequest.cache !== 'no-store' && httpRequest.cache !== 'reload') {
	}


	if (response == null) {
		if (httpRequest.cache === 'only-if-cached') {
			return makeNetworkError('only if cached')
		}

		const forwardResponse = await httpNetworkFetch(
			httpFetchParams,
			includeCredentials,
			isNewConnectionFetch
		)

		if (
			!safeMethodsSet.has(httpRequest.method) &&
			forwardResponse.status >= 200 &&
			forwardResponse.status <= 399
		) {
		}

		if (revalidatingFlag && forwardResponse.status === 304) {
		}

		if (response == null) {
			response = forwardResponse

		}
	}

	response.urlList = [...httpRequest.urlList]

	if (httpRequest.headersList.contains('range', true)) {
		response.rangeRequested = true
	}

	response.requestIncludesCredentials = includeCredentials


	if (response.status === 407) {
		if (request.window === 'no-window') {
			return makeNetworkError()
		}


		if (isCancelled(fetchParams)) {
			return makeAppropriateNetworkError(fetchParams)
		}


		return makeNetworkError('proxy authentication required')
	}

	if (
		response.status === 421 &&
		!isNewConnectionFetch &&
		(request.body == null || request.body.source != null)
	) {

		if (isCancelled(fetchParams)) {
			return makeAppropriateNetworkError(fetchParams)
		}


		fetchParams.controller.connection.destroy()

		response = await httpNetworkOrCacheFetch(
			fetchParams,
			isAuthenticationFetch,
			true
		)
	}

	if (isAuthenticationFetch) {
	}

	return response
}

async function httpNetworkFetch (
	fetchParams,
	includeCredentials = false,
	forceNewConnection = false
) {
	assert(!fetchParams.controller.connection || fetchParams.controller.connection.destroyed)

	fetchParams.controller.connection = {
		abort: null,
		destroyed: false,
		destroy (err, abort = true) {
			if (!this.destroyed) {
				this.destroyed = true
				if (abort) {
					this.abort?.(err ?? new DOMException('The operation was aborted.', 'AbortError'))
				}
			}
		}
	}

	const request = fetchParams.request

	let response = null

	const timingInfo = fetchParams.timingInfo

	const httpCache = null

	if (httpCache == null) {
		request.cache = 'no-store'
	}


	const newConnection = forceNewConnection ? 'yes' : 'no'

	if (request.mode === 'websocket') {
	} else {
	}
















	let requestBody = null
	if (request.body == null && fetchParams.processRequestEndOfBody) {
		queueMicrotask(() => fetchParams.processRequestEndOfBody())
	} else if (request.body != null) {

		const processBodyChunk = async function * (bytes) {
			if (isCancelled(fetchParams)) {
				return
			}

			yield bytes

			fetchParams.processRequestBodyChunkLength?.(bytes.byteLength)
		}

		const processEndOfBody = () => {
			if (isCancelled(fetchParams)) {
				return
			}

			if (fetchParams.processRequestEndOfBody) {
				fetchParams.processRequestEndOfBody()
			}
		}

		const processBodyError = (e) => {
			if (isCancelled(fetchParams)) {
				return
			}

			if (e.name === 'AbortError') {
				fetchParams.controller.abort()
			} else {
				fetchParams.controller.terminate(e)
			}
		}

		requestBody = (async function * () {
			try {
				for await (const bytes of request.body.stream) {
					yield * processBodyChunk(bytes)
				}
				processEndOfBody()
			} catch (err) {
				processBodyError(err)
			}
		})()
	}

	try {
		const { body, status, statusText, headersList, socket } = await dispatch({ body: requestBody })

		if (socket) {
			response = makeResponse({ status, statusText, headersList, socket })
		} else {
			const iterator = body[Symbol.asyncIterator]()
			fetchParams.controller.next = () => iterator.next()

			response = makeResponse({ status, statusText, headersList })
		}
	} catch (err) {
		if (err.name === 'AbortError') {
			fetchParams.controller.connection.destroy()

			return makeAppropriateNetworkError(fetchParams, err)
		}

		return makeNetworkError(err)
	}

	const pullAlgorithm = async () => {
		await fetchParams.controller.resume()
	}

	const cancelAlgorithm = (reason) => {
		if (!isCancelled(fetchParams)) {
			fetchParams.controller.abort(reason)
		}
	}



	const stream = new ReadableStream(
		{
			async start (controller) {
				fetchParams.controller.controller = controller
			},
			async pull (controller) {
				await pullAlgorithm(controller)
			},
			async cancel (reason) {
				await cancelAlgorithm(reason)
			},
			type: 'bytes'
		}
	)


	response.body = { stream, source: null, length: null }





	if (!fetchParams.controller.resume) {
		fetchParams.controller.on('terminated', onAborted)
	}

	fetchParams.controller.resume = async () => {
		while (true) {

			let bytes
			let isFailure
			try {
				const { done, value } = await fetchParams.controller.next()

				if (isAborted(fetchParams)) {
					break
				}

				bytes = done ? undefined : value
			} catch (err) {
				if (fetchParams.controller.ended && !timingInfo.encodedBodySize) {
					bytes = undefined
				} else {
					bytes = err

					isFailure = true
				}
			}

			if (bytes === undefined) {
				readableStreamClose(fetchParams.controller.controller)

				finalizeResponse(fetchParams, response)

				return
			}

			timingInfo.decodedBodySize += bytes?.byteLength ?? 0

			if (isFailure) {
				fetchParams.controller.terminate(bytes)
				return
			}

			const buffer = new Uint8Array(bytes)
			if (buffer.byteLength) {
				fetchParams.controller.controller.enqueue(buffer)
			}

			if (isErrored(stream)) {
				fetchParams.controller.terminate()
				return
			}

			if (fetchParams.controller.controller.desiredSize <= 0) {
				return
			}
		}
	}

	function onAborted (reason) {
		if (isAborted(fetchParams)) {
			response.aborted = true

			if (isReadable(stream)) {
				fetchParams.controller.controller.error(
					fetchParams.controller.serializedAbortReason
				)
			}
		} else {
			if (isReadable(stream)) {
				fetchParams.controller.controller.error(new TypeError('terminated', {
					cause: isErrorLike(reason) ? reason : undefined
				}))
			}
		}

		fetchParams.controller.connection.destroy()
	}

	return response

	function dispatch ({ body }) {
		const url = requestCurrentURL(request)
		const agent = fetchParams.controller.dispatcher

		return new Promise((resolve, reject) => agent.dispatch(
			{
				path: url.pathname + url.search,
				origin: url.origin,
				method: request.method,
				body: agent.isMockActive ? request.body && (request.body.source || request.body.stream) : body,
				headers: request.headersList.entries,
				maxRedirections: 0,
				upgrade: request.mode === 'websocket' ? 'websocket' : undefined
			},
			{
				body: null,
				abort: null,

				onConnect (abort) {
					const { connection } = fetchParams.controller

					timingInfo.finalConnectionTimingInfo = clampAndCoarsenConnectionTimingInfo(undefined, timingInfo.postRedirectStartTime, fetchParams.crossOriginIsolatedCapability)

					if (connection.destroyed) {
						abort(new DOMException('The operation was aborted.', 'AbortError'))
					} else {
						fetchParams.controller.on('terminated', abort)
						this.abort = connection.abort = abort
					}

					timingInfo.finalNetworkRequestStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability)
				},

				onResponseStarted () {
					timingInfo.finalNetworkResponseStartTime = coarsenedSharedCurrentTime(fetchParams.crossOriginIsolatedCapability)
				},

				onHeaders (status, rawHeaders, resume, statusText) {
					if (status < 200) {
						return
					}

					let location = ''

					const headersList = new HeadersList()

					for (let i = 0; i < rawHeaders.length; i += 2) {
						headersList.append(bufferToLowerCasedHeaderName(rawHeaders[i]), rawHeaders[i + 1].toString('latin1'), true)
					}
					location = headersList.get('location', true)

					const decoders = []

					const willFollow = location && request.redirect === 'follow' &&
						redirectStatusSet.has(status)

					if (request.method !== 'HEAD' && request.method !== 'CONNECT' && !nullBodyStatus.includes(status) && !willFollow) {
						const contentEncoding = headersList.get('content-encoding', true)
						const codings = contentEncoding ? contentEncoding.toLowerCase().split(',') : []

						const maxContentEncodings = 5
						if (codings.length > maxContentEncodings) {
							this.abort(new Error(`too many content-encodings in response: ${codings.length}, maximum allowed is ${maxContentEncodings}`))
							return true
						}

						for (let i = codings.length - 1; i >= 0; --i) {
							const coding = codings[i].trim()
							if (coding === 'x-gzip' || coding === 'gzip') {
								decoders.push(zlib.createGunzip({
									flush: zlib.constants.Z_SYNC_FLUSH,
									finishFlush: zlib.constants.Z_SYNC_FLUSH
								}))
							} else if (coding === 'deflate') {
								decoders.push(createInflate({
									flush: zlib.constants.Z_SYNC_FLUSH,
									finishFlush: zlib.constants.Z_SYNC_FLUSH
								}))
							} else if (coding === 'br') {
								decoders.push(zlib.createBrotliDecompress({
									flush: zlib.constants.BROTLI_OPERATION_FLUSH,
									finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH
								}))
							} else {
								decoders.length = 0
								break
							}
						}
					}

					this.body = new Readable({ read: resume })

					const onError = this.onError.bind(this)

					resolve({
						status,
						statusText,
						headersList,
						body: decoders.length
							? pipeline(this.body, ...decoders, (err) => {
								if (err) {
									this.onError(err)
								}
							}).on('error', onError)
							: this.body.on('error', onError)
					})

					return true
				},

				onData (chunk) {
					if (fetchParams.controller.dump) {
						return
					}


					const bytes = chunk


					timingInfo.encodedBodySize += bytes.byteLength


					return this.body.push(bytes)
				},

				onComplete () {
					if (this.abort) {
						fetchParams.controller.off('terminated', this.abort)
					}

					fetchParams.controller.ended = true

					this.body.push(null)
				},

				onError (error) {
					if (this.abort) {
						fetchParams.controller.off('terminated', this.abort)
					}

					this.body?.destroy(error)

					fetchParams.controller.terminate(error)

					reject(error)
				},

				onUpgrade (status, rawHeaders, socket) {
					if (status !== 101) {
						return
					}

					const headersList = new HeadersList()

					for (let i = 0; i < rawHeaders.length; i += 2) {
						headersList.append(bufferToLowerCasedHeaderName(rawHeaders[i]), rawHeaders[i + 1].toString('latin1'), true)
					}

					resolve({
						status,
						statusText: STATUS_CODES[status],
						headersList,
						socket
					})

					return true
				}
			}
		))
	}
}

module.exports = {
	fetch,
	Fetch,
	fetching,
	finalizeAndReportTiming
}


}),

9967:
((module, __unused_webpack_exports, __webpack_require__) => {




const { extractBody, mixinBody, cloneBody, bodyUnusable } = __webpack_require__(4492)
const { Headers, fill: fillHeaders, HeadersList, setHeadersGuard, getHeadersGuard, setHeadersList, getHeadersList } = __webpack_require__(660)
const { FinalizationRegistry } = __webpack_require__(6653)()
const util = __webpack_require__(3440)
const nodeUtil = __webpack_require__(7975)
const {
	isValidHTTPToken,
	sameOrigin,
	environmentSettingsObject
} = __webpack_require__(3168)
const {
	forbiddenMethodsSet,
	corsSafeListedMethodsSet,
	referrerPolicy,
	requestRedirect,
	requestMode,
	requestCredentials,
	requestCache,
	requestDuplex
} = __webpack_require__(4495)
const { kEnumerableProperty, normalizedMethodRecordsBase, normalizedMethodRecords } = util
const { kHeaders, kSignal, kState, kDispatcher } = __webpack_require__(3627)
const { webidl } = __webpack_require__(5893)
const { URLSerializer } = __webpack_require__(1900)
const { kConstruct } = __webpack_require__(6443)
const assert = __webpack_require__(4589)
const { getMaxListeners, setMaxListeners, getEventListeners, defaultMaxListeners } = __webpack_require__(8474)

const kAbortController = Symbol('abortController')

const requestFinalizer = new FinalizationRegistry(({ signal, abort }) => {
	signal.removeEventListener('abort', abort)
})

const dependentControllerMap = new WeakMap()

function buildAbort (acRef) {
	return abort

	function abort () {
		const ac = acRef.deref()
		if (ac !== undefined) {
			requestFinalizer.unregister(abort)

			this.removeEventListener('abort', abort)

			ac.abort(this.reason)

			const controllerList = dependentControllerMap.get(ac.signal)

			if (controllerList !== undefined) {
				if (controllerList.size !== 0) {
					for (const ref of controllerList) {
						const ctrl = ref.deref()
						if (ctrl !== undefined) {
							ctrl.abort(this.reason)
						}
					}
					controllerList.clear()
				}
				dependentControllerMap.delete(ac.signal)
			}
		}
	}
}

let patchMethodWarning = false

class Request {
	constructor (input, init = {}) {
		webidl.util.markAsUncloneable(this)
		if (input === kConstruct) {
			return
		}

		const prefix = 'Request constructor'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		input = webidl.converters.RequestInfo(input, prefix, 'input')
		init = webidl.converters.RequestInit(init, prefix, 'init')

		let request = null

		let fallbackMode = null

		const baseUrl = environmentSettingsObject.settingsObject.baseUrl

		let signal = null

		if (typeof input === 'string') {
			this[kDispatcher] = init.dispatcher

			let parsedURL
			try {
				parsedURL = new URL(input, baseUrl)
			} catch (err) {
				throw new TypeError('Failed to parse URL from ' + input, { cause: err })
			}

			if (parsedURL.username || parsedURL.password) {
				throw new TypeError(
					'Request cannot be constructed from a URL that includes credentials: ' +
						input
				)
			}

			request = makeRequest({ urlList: [parsedURL] })

			fallbackMode = 'cors'
		} else {
			this[kDispatcher] = init.dispatcher || input[kDispatcher]


			assert(input instanceof Request)

			request = input[kState]

			signal = input[kSignal]
		}

		const origin = environmentSettingsObject.settingsObject.origin

		let window = 'client'

		if (
			request.window?.constructor?.name === 'EnvironmentSettingsObject' &&
			sameOrigin(request.window, origin)
		) {
			window = request.window
		}

		if (init.window != null) {
			throw new TypeError(`'window' option '${window}' must be null`)
		}

		if ('window' in init) {
			window = 'no-window'
		}

		request = makeRequest({
			method: request.method,
			headersList: request.headersList,
			unsafeRequest: request.unsafeRequest,
			client: environmentSettingsObject.settingsObject,
			window,
			priority: request.priority,
			origin: request.origin,
			referrer: request.referrer,
			referrerPolicy: request.referrerPolicy,
			mode: request.mode,
			credentials: request.credentials,
			cache: request.cache,
			redirect: request.redirect,
			integrity: request.integrity,
			keepalive: request.keepalive,
			reloadNavigation: request.reloadNavigation,
			historyNavigation: request.historyNavigation,
			urlList: [...request.urlList]
		})

		const initHasKey = Object.keys(init).length !== 0

		if (initHasKey) {
			if (request.mode === 'navigate') {
				request.mode = 'same-origin'
			}

			request.reloadNavigation = false

			request.historyNavigation = false

			request.origin = 'client'

			request.referrer = 'client'

			request.referrerPolicy = ''

			request.url = request.urlList[request.urlList.length - 1]

			request.urlList = [request.url]
		}

		if (init.referrer !== undefined) {
			const referrer = init.referrer

			if (referrer === '') {
				request.referrer = 'no-referrer'
			} else {
				let parsedReferrer
				try {
					parsedReferrer = new URL(referrer, baseUrl)
				} catch (err) {
					throw new TypeError(`Referrer "${referrer}" is not a valid URL.`, { cause: err })
				}

				if (
					(parsedReferrer.protocol === 'about:' && parsedReferrer.hostname === 'client') ||
					(origin && !sameOrigin(parsedReferrer, environmentSettingsObject.settingsObject.baseUrl))
				) {
					request.referrer = 'client'
				} else {
					request.referrer = parsedReferrer
				}
			}
		}

		if (init.referrerPolicy !== undefined) {
			request.referrerPolicy = init.referrerPolicy
		}

		let mode
		if (init.mode !== undefined) {
			mode = init.mode
		} else {
			mode = fallbackMode
		}

		if (mode === 'navigate') {
			throw webidl.errors.exception({
				header: 'Request constructor',
				message: 'invalid request mode navigate.'
			})
		}

		if (mode != null) {
			request.mode = mode
		}

		if (init.credentials !== undefined) {
			request.credentials = init.credentials
		}

		if (init.cache !== undefined) {
			request.cache = init.cache
		}

		if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') {
			throw new TypeError(
				"'only-if-cached' can be set only with 'same-origin' mode"
			)
		}

		if (init.redirect !== undefined) {
			request.redirect = init.redirect
		}

		if (init.integrity != null) {
			request.integrity = String(init.integrity)
		}

		if (init.keepalive !== undefined) {
			request.keepalive = Boolean(init.keepalive)
		}

		if (init.method !== undefined) {
			let method = init.method

			const mayBeNormalized = normalizedMethodRecords[method]

			if (mayBeNormalized !== undefined) {
				request.method = mayBeNormalized
			} else {
				if (!isValidHTTPToken(method)) {
					throw new TypeError(`'${method}' is not a valid HTTP method.`)
				}

				const upperCase = method.toUpperCase()

				if (forbiddenMethodsSet.has(upperCase)) {
					throw new TypeError(`'${method}' HTTP method is unsupported.`)
				}

				method = normalizedMethodRecordsBase[upperCase] ?? method

				request.method = method
			}

			if (!patchMethodWarning && request.method === 'patch') {
				process.emitWarning('Using `patch` is highly likely to result in a `405 Method Not Allowed`. `PATCH` is much more likely to succeed.', {
					code: 'UNDICI-FETCH-patch'
				})

				patchMethodWarning = true
			}
		}

		if (init.signal !== undefined) {
			signal = init.signal
		}

		this[kState] = request

		const ac = new AbortController()
		this[kSignal] = ac.signal

		if (signal != null) {
			if (
				!signal ||
				typeof signal.aborted !== 'boolean' ||
				typeof signal.addEventListener !== 'function'
			) {
				throw new TypeError(
					"Failed to construct 'Request': member signal is not of type AbortSignal."
				)
			}

			if (signal.aborted) {
				ac.abort(signal.reason)
			} else {
				this[kAbortController] = ac

				const acRef = new WeakRef(ac)
				const abort = buildAbort(acRef)

				try {
					if (typeof getMaxListeners === 'function' && getMaxListeners(signal) === defaultMaxListeners) {
						setMaxListeners(1500, signal)
					} else if (getEventListeners(signal, 'abort').length >= defaultMaxListeners) {
						setMaxListeners(1500, signal)
					}
				} catch {}

				util.addAbortListener(signal, abort)
				requestFinalizer.register(ac, { signal, abort }, abort)
			}
		}

		this[kHeaders] = new Headers(kConstruct)
		setHeadersList(this[kHeaders], request.headersList)
		setHeadersGuard(this[kHeaders], 'request')

		if (mode === 'no-cors') {
			if (!corsSafeListedMethodsSet.has(request.method)) {
				throw new TypeError(
					`'${request.method} is unsupported in no-cors mode.`
				)
			}

			setHeadersGuard(this[kHeaders], 'request-no-cors')
		}

		if (initHasKey) {
			const headersList = getHeadersList(this[kHeaders])
			const headers = init.headers !== undefined ? init.headers : new HeadersList(headersList)

			headersList.clear()

			if (headers instanceof HeadersList) {
				for (const { name, value } of headers.rawValues()) {
					headersList.append(name, value, false)
				}
				headersList.cookies = headers.cookies
			} else {
				fillHeaders(this[kHeaders], headers)
			}
		}

		const inputBody = input instanceof Request ? input[kState].body : null

		if (
			(init.body != null || inputBody != null) &&
			(request.method === 'GET' || request.method === 'HEAD')
		) {
			throw new TypeError('Request with GET/HEAD method cannot have body.')
		}

		let initBody = null

		if (init.body != null) {
			const [extractedBody, contentType] = extractBody(
				init.body,
				request.keepalive
			)
			initBody = extractedBody

			if (contentType && !getHeadersList(this[kHeaders]).contains('content-type', true)) {
				this[kHeaders].append('content-type', contentType)
			}
		}

		const inputOrInitBody = initBody ?? inputBody

		if (inputOrInitBody != null && inputOrInitBody.source == null) {
			if (initBody != null && init.duplex == null) {
				throw new TypeError('RequestInit: duplex option is required when sending a body.')
			}

			if (request.mode !== 'same-origin' && request.mode !== 'cors') {
				throw new TypeError(
					'If request is made from ReadableStream, mode should be "same-origin" or "cors"'
				)
			}

			request.useCORSPreflightFlag = true
		}

		let finalBody = inputOrInitBody

		if (initBody == null && inputBody != null) {
			if (bodyUnusable(input)) {
				throw new TypeError(
					'Cannot construct a Request with a Request object that has already been used.'
				)
			}

			const identityTransform = new TransformStream()
			inputBody.stream.pipeThrough(identityTransform)
			finalBody = {
				source: inputBody.source,
				length: inputBody.length,
				stream: identityTransform.readable
			}
		}

		this[kState].body = finalBody
	}

	get method () {
		webidl.brandCheck(this, Request)

		return this[kState].method
	}

	get url () {
		webidl.brandCheck(this, Request)

		return URLSerializer(this[kState].url)
	}

	get headers () {
		webidl.brandCheck(this, Request)

		return this[kHeaders]
	}

	get destination () {
		webidl.brandCheck(this, Request)

		return this[kState].destination
	}

	get referrer () {
		webidl.brandCheck(this, Request)

		if (this[kState].referrer === 'no-referrer') {
			return ''
		}

		if (this[kState].referrer === 'client') {
			return 'about:client'
		}

		return this[kState].referrer.toString()
	}

	get referrerPolicy () {
		webidl.brandCheck(this, Request)

		return this[kState].referrerPolicy
	}

	get mode () {
		webidl.brandCheck(this, Request)

		return this[kState].mode
	}

	get credentials () {
		return this[kState].credentials
	}

	get cache () {
		webidl.brandCheck(this, Request)

		return this[kState].cache
	}

	get redirect () {
		webidl.brandCheck(this, Request)

		return this[kState].redirect
	}

	get integrity () {
		webidl.brandCheck(this, Request)

		return this[kState].integrity
	}

	get keepalive () {
		webidl.brandCheck(this, Request)

		return this[kState].keepalive
	}

	get isReloadNavigation () {
		webidl.brandCheck(this, Request)

		return this[kState].reloadNavigation
	}

	get isHistoryNavigation () {
		webidl.brandCheck(this, Request)

		return this[kState].historyNavigation
	}

	get signal () {
		webidl.brandCheck(this, Request)

		return this[kSignal]
	}

	get body () {
		webidl.brandCheck(this, Request)

		return this[kState].body ? this[kState].body.stream : null
	}

	get bodyUsed () {
		webidl.brandCheck(this, Request)

		return !!this[kState].body && util.isDisturbed(this[kState].body.stream)
	}

	get duplex () {
		webidl.brandCheck(this, Request)

		return 'half'
	}

	clone () {
		webidl.brandCheck(this, Request)

		if (bodyUnusable(this)) {
			throw new TypeError('unusable')
		}

		const clonedRequest = cloneRequest(this[kState])

		const ac = new AbortController()
		if (this.signal.aborted) {
			ac.abort(this.signal.reason)
		} else {
			let list = dependentControllerMap.get(this.signal)
			if (list === undefined) {
				list = new Set()
				dependentControllerMap.set(this.signal, list)
			}
			const acRef = new WeakRef(ac)
			list.add(acRef)
			util.addAbortListener(
				ac.signal,
				buildAbort(acRef)
			)
		}

		return fromInnerRequest(clonedRequest, ac.signal, getHeadersGuard(this[kHeaders]))
	}

	[nodeUtil.inspect.custom] (depth, options) {
		if (options.depth === null) {
			options.depth = 2
		}

		options.colors ??= true

		const properties = {
			method: this.method,
			url: this.url,
			headers: this.headers,
			destination: this.destination,
			referrer: this.referrer,
			referrerPolicy: this.referrerPolicy,
			mode: this.mode,
			credentials: this.credentials,
			cache: this.cache,
			redirect: this.redirect,
			integrity: this.integrity,
			keepalive: this.keepalive,
			isReloadNavigation: this.isReloadNavigation,
			isHistoryNavigation: this.isHistoryNavigation,
			signal: this.signal
		}

		return `Request ${nodeUtil.formatWithOptions(options, properties)}`
	}
}

mixinBody(Request)

function makeRequest (init) {
	return {
		method: init.method ?? 'GET',
		localURLsOnly: init.localURLsOnly ?? false,
		unsafeRequest: init.unsafeRequest ?? false,
		body: init.body ?? null,
		client: init.client ?? null,
		reservedClient: init.reservedClient ?? null,
		replacesClientId: init.replacesClientId ?? '',
		window: init.window ?? 'client',
		keepalive: init.keepalive ?? false,
		serviceWorkers: init.serviceWorkers ?? 'all',
		initiator: init.initiator ?? '',
		destination: init.destination ?? '',
		priority: init.priority ?? null,
		origin: init.origin ?? 'client',
		policyContainer: init.policyContainer ?? 'client',
		referrer: init.referrer ?? 'client',
		referrerPolicy: init.referrerPolicy ?? '',
		mode: init.mode ?? 'no-cors',
		useCORSPreflightFlag: init.useCORSPreflightFlag ?? false,
		credentials: init.credentials ?? 'same-origin',
		useCredentials: init.useCredentials ?? false,
		cache: init.cache ?? 'default',
		redirect: init.redirect ?? 'follow',
		integrity: init.integrity ?? '',
		cryptoGraphicsNonceMetadata: init.cryptoGraphicsNonceMetadata ?? '',
		parserMetadata: init.parserMetadata ?? '',
		reloadNavigation: init.reloadNavigation ?? false,
		historyNavigation: init.historyNavigation ?? false,
		userActivation: init.userActivation ?? false,
		taintedOrigin: init.taintedOrigin ?? false,
		redirectCount: init.redirectCount ?? 0,
		responseTainting: init.responseTainting ?? 'basic',
		preventNoCacheCacheControlHeaderModification: init.preventNoCacheCacheControlHeaderModification ?? false,
		done: init.done ?? false,
		timingAllowFailed: init.timingAllowFailed ?? false,
		urlList: init.urlList,
		url: init.urlList[0],
		headersList: init.headersList
			? new HeadersList(init.headersList)
			: new HeadersList()
	}
}

function cloneRequest (request) {

	const newRequest = makeRequest({ ...request, body: null })

	if (request.body != null) {
		newRequest.body = cloneBody(newRequest, request.body)
	}

	return newRequest
}

function fromInnerRequest (innerRequest, signal, guard) {
	const request = new Request(kConstruct)
	request[kState] = innerRequest
	request[kSignal] = signal
	request[kHeaders] = new Headers(kConstruct)
	setHeadersList(request[kHeaders], innerRequest.headersList)
	setHeadersGuard(request[kHeaders], guard)
	return request
}

Object.defineProperties(Request.prototype, {
	method: kEnumerableProperty,
	url: kEnumerableProperty,
	headers: kEnumerableProperty,
	redirect: kEnumerableProperty,
	clone: kEnumerableProperty,
	signal: kEnumerableProperty,
	duplex: kEnumerableProperty,
	destination: kEnumerableProperty,
	body: kEnumerableProperty,
	bodyUsed: kEnumerableProperty,
	isHistoryNavigation: kEnumerableProperty,
	isReloadNavigation: kEnumerableProperty,
	keepalive: kEnumerableProperty,
	integrity: kEnumerableProperty,
	cache: kEnumerableProperty,
	credentials: kEnumerableProperty,
	attribute: kEnumerableProperty,
	referrerPolicy: kEnumerableProperty,
	referrer: kEnumerableProperty,
	mode: kEnumerableProperty,
	[Symbol.toStringTag]: {
		value: 'Request',
		configurable: true
	}
})

webidl.converters.Request = webidl.interfaceConverter(
	Request
)

webidl.converters.RequestInfo = function (V, prefix, argument) {
	if (typeof V === 'string') {
		return webidl.converters.USVString(V, prefix, argument)
	}

	if (V instanceof Request) {
		return webidl.converters.Request(V, prefix, argument)
	}

	return webidl.converters.USVString(V, prefix, argument)
}

webidl.converters.AbortSignal = webidl.interfaceConverter(
	AbortSignal
)

webidl.converters.RequestInit = webidl.dictionaryConverter([
	{
		key: 'method',
		converter: webidl.converters.ByteString
	},
	{
		key: 'headers',
		converter: webidl.converters.HeadersInit
	},
	{
		key: 'body',
		converter: webidl.nullableConverter(
			webidl.converters.BodyInit
		)
	},
	{
		key: 'referrer',
		converter: webidl.converters.USVString
	},
	{
		key: 'referrerPolicy',
		converter: webidl.converters.DOMString,
		allowedValues: referrerPolicy
	},
	{
		key: 'mode',
		converter: webidl.converters.DOMString,
		allowedValues: requestMode
	},
	{
		key: 'credentials',
		converter: webidl.converters.DOMString,
		allowedValues: requestCredentials
	},
	{
		key: 'cache',
		converter: webidl.converters.DOMString,
		allowedValues: requestCache
	},
	{
		key: 'redirect',
		converter: webidl.converters.DOMString,
		allowedValues: requestRedirect
	},
	{
		key: 'integrity',
		converter: webidl.converters.DOMString
	},
	{
		key: 'keepalive',
		converter: webidl.converters.boolean
	},
	{
		key: 'signal',
		converter: webidl.nullableConverter(
			(signal) => webidl.converters.AbortSignal(
				signal,
				'RequestInit',
				'signal',
				{ strict: false }
			)
		)
	},
	{
		key: 'window',
		converter: webidl.converters.any
	},
	{
		key: 'duplex',
		converter: webidl.converters.DOMString,
		allowedValues: requestDuplex
	},
	{
		key: 'dispatcher',
		converter: webidl.converters.any
	}
])

module.exports = { Request, makeRequest, fromInnerRequest, cloneRequest }


}),

9051:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Headers, HeadersList, fill, getHeadersGuard, setHeadersGuard, setHeadersList } = __webpack_require__(660)
const { extractBody, cloneBody, mixinBody, hasFinalizationRegistry, streamRegistry, bodyUnusable } = __webpack_require__(4492)
const util = __webpack_require__(3440)
const nodeUtil = __webpack_require__(7975)
const { kEnumerableProperty } = util
const {
	isValidReasonPhrase,
	isCancelled,
	isAborted,
	isBlobLike,
	serializeJavascriptValueToJSONString,
	isErrorLike,
	isomorphicEncode,
	environmentSettingsObject: relevantRealm
} = __webpack_require__(3168)
const {
	redirectStatusSet,
	nullBodyStatus
} = __webpack_require__(4495)
const { kState, kHeaders } = __webpack_require__(3627)
const { webidl } = __webpack_require__(5893)
const { FormData } = __webpack_require__(5910)
const { URLSerializer } = __webpack_require__(1900)
const { kConstruct } = __webpack_require__(6443)
const assert = __webpack_require__(4589)
const { types } = __webpack_require__(7975)

const textEncoder = new TextEncoder('utf-8')

class Response {
	static error () {
		const responseObject = fromInnerResponse(makeNetworkError(), 'immutable')

		return responseObject
	}

	static json (data, init = {}) {
		webidl.argumentLengthCheck(arguments, 1, 'Response.json')

		if (init !== null) {
			init = webidl.converters.ResponseInit(init)
		}

		const bytes = textEncoder.encode(
			serializeJavascriptValueToJSONString(data)
		)

		const body = extractBody(bytes)

		const responseObject = fromInnerResponse(makeResponse({}), 'response')

		initializeResponse(responseObject, init, { body: body[0], type: 'application/json' })

		return responseObject
	}

	static redirect (url, status = 302) {
		webidl.argumentLengthCheck(arguments, 1, 'Response.redirect')

		url = webidl.converters.USVString(url)
		status = webidl.converters['unsigned short'](status)

		let parsedURL
		try {
			parsedURL = new URL(url, relevantRealm.settingsObject.baseUrl)
		} catch (err) {
			throw new TypeError(`Failed to parse URL from ${url}`, { cause: err })
		}

		if (!redirectStatusSet.has(status)) {
			throw new RangeError(`Invalid status code ${status}`)
		}

		const responseObject = fromInnerResponse(makeResponse({}), 'immutable')

		responseObject[kState].status = status

		const value = isomorphicEncode(URLSerializer(parsedURL))

		responseObject[kState].headersList.append('location', value, true)

		return responseObject
	}

	constructor (body = null, init = {}) {
		webidl.util.markAsUncloneable(this)
		if (body === kConstruct) {
			return
		}

		if (body !== null) {
			body = webidl.converters.BodyInit(body)
		}

		init = webidl.converters.ResponseInit(init)

		this[kState] = makeResponse({})

		this[kHeaders] = new Headers(kConstruct)
		setHeadersGuard(this[kHeaders], 'response')
		setHeadersList(this[kHeaders], this[kState].headersList)

		let bodyWithType = null

		if (body != null) {
			const [extractedBody, type] = extractBody(body)
			bodyWithType = { body: extractedBody, type }
		}

		initializeResponse(this, init, bodyWithType)
	}

	get type () {
		webidl.brandCheck(this, Response)

		return this[kState].type
	}

	get url () {
		webidl.brandCheck(this, Response)

		const urlList = this[kState].urlList

		const url = urlList[urlList.length - 1] ?? null

		if (url === null) {
			return ''
		}

		return URLSerializer(url, true)
	}

	get redirected () {
		webidl.brandCheck(this, Response)

		return this[kState].urlList.length > 1
	}

	get status () {
		webidl.brandCheck(this, Response)

		return this[kState].status
	}

	get ok () {
		webidl.brandCheck(this, Response)

		return this[kState].status >= 200 && this[kState].status <= 299
	}

	get statusText () {
		webidl.brandCheck(this, Response)

		return this[kState].statusText
	}

	get headers () {
		webidl.brandCheck(this, Response)

		return this[kHeaders]
	}

	get body () {
		webidl.brandCheck(this, Response)

		return this[kState].body ? this[kState].body.stream : null
	}

	get bodyUsed () {
		webidl.brandCheck(this, Response)

		return !!this[kState].body && util.isDisturbed(this[kState].body.stream)
	}

	clone () {
		webidl.brandCheck(this, Response)

		if (bodyUnusable(this)) {
			throw webidl.errors.exception({
				header: 'Response.clone',
				message: 'Body has already been consumed.'
			})
		}

		const clonedResponse = cloneResponse(this[kState])

		if (hasFinalizationRegistry && this[kState].body?.stream) {
			streamRegistry.register(this, new WeakRef(this[kState].body.stream))
		}

		return fromInnerResponse(clonedResponse, getHeadersGuard(this[kHeaders]))
	}

	[nodeUtil.inspect.custom] (depth, options) {
		if (options.depth === null) {
			options.depth = 2
		}

		options.colors ??= true

		const properties = {
			status: this.status,
			statusText: this.statusText,
			headers: this.headers,
			body: this.body,
			bodyUsed: this.bodyUsed,
			ok: this.ok,
			redirected: this.redirected,
			type: this.type,
			url: this.url
		}

		return `Response ${nodeUtil.formatWithOptions(options, properties)}`
	}
}

mixinBody(Response)

Object.defineProperties(Response.prototype, {
	type: kEnumerableProperty,
	url: kEnumerableProperty,
	status: kEnumerableProperty,
	ok: kEnumerableProperty,
	redirected: kEnumerableProperty,
	statusText: kEnumerableProperty,
	headers: kEnumerableProperty,
	clone: kEnumerableProperty,
	body: kEnumerableProperty,
	bodyUsed: kEnumerableProperty,
	[Symbol.toStringTag]: {
		value: 'Response',
		configurable: true
	}
})

Object.defineProperties(Response, {
	json: kEnumerableProperty,
	redirect: kEnumerableProperty,
	error: kEnumerableProperty
})

function cloneResponse (response) {

	if (response.internalResponse) {
		return filterResponse(
			cloneResponse(response.internalResponse),
			response.type
		)
	}

	const newResponse = makeResponse({ ...response, body: null })

	if (response.body != null) {
		newResponse.body = cloneBody(newResponse, response.body)
	}

	return newResponse
}

function makeResponse (init) {
	return {
		aborted: false,
		rangeRequested: false,
		timingAllowPassed: false,
		requestIncludesCredentials: false,
		type: 'default',
		status: 200,
		timingInfo: null,
		cacheState: '',
		statusText: '',
		...init,
		headersList: init?.headersList
			? new HeadersList(init?.headersList)
			: new HeadersList(),
		urlList: init?.urlList ? [...init.urlList] : []
	}
}

function makeNetworkError (reason) {
	const isError = isErrorLike(reason)
	return makeResponse({
		type: 'error',
		status: 0,
		error: isError
			? reason
			: new Error(reason ? String(reason) : reason),
		aborted: reason && reason.name === 'AbortError'
	})
}

function isNetworkError (response) {
	return (
		response.type === 'error' &&
		response.status === 0
	)
}

function makeFilteredResponse (response, state) {
	state = {
		internalResponse: response,
		...state
	}

	return new Proxy(response, {
		get (target, p) {
			return p in state ? state[p] : target[p]
		},
		set (target, p, value) {
			assert(!(p in state))
			target[p] = value
			return true
		}
	})
}

function filterResponse (response, type) {
	if (type === 'basic') {

		return makeFilteredResponse(response, {
			type: 'basic',
			headersList: response.headersList
		})
	} else if (type === 'cors') {

		return makeFilteredResponse(response, {
			type: 'cors',
			headersList: response.headersList
		})
	} else if (type === 'opaque') {

		return makeFilteredResponse(response, {
			type: 'opaque',
			urlList: Object.freeze([]),
			status: 0,
			statusText: '',
			body: null
		})
	} else if (type === 'opaqueredirect') {

		return makeFilteredResponse(response, {
			type: 'opaqueredirect',
			status: 0,
			statusText: '',
			headersList: [],
			body: null
		})
	} else {
		assert(false)
	}
}

function makeAppropriateNetworkError (fetchParams, err = null) {
	assert(isCancelled(fetchParams))

	return isAborted(fetchParams)
		? makeNetworkError(Object.assign(new DOMException('The operation was aborted.', 'AbortError'), { cause: err }))
		: makeNetworkError(Object.assign(new DOMException('Request was cancelled.'), { cause: err }))
}

function initializeResponse (response, init, body) {
	if (init.status !== null && (init.status < 200 || init.status > 599)) {
		throw new RangeError('init["status"] must be in the range of 200 to 599, inclusive.')
	}

	if ('statusText' in init && init.statusText != null) {
		if (!isValidReasonPhrase(String(init.statusText))) {
			throw new TypeError('Invalid statusText')
		}
	}

	if ('status' in init && init.status != null) {
		response[kState].status = init.status
	}

	if ('statusText' in init && init.statusText != null) {
		response[kState].statusText = init.statusText
	}

	if ('headers' in init && init.headers != null) {
		fill(response[kHeaders], init.headers)
	}

	if (body) {
		if (nullBodyStatus.includes(response.status)) {
			throw webidl.errors.exception({
				header: 'Response constructor',
				message: `Invalid response status code ${response.status}`
			})
		}

		response[kState].body = body.body

		if (body.type != null && !response[kState].headersList.contains('content-type', true)) {
			response[kState].headersList.append('content-type', body.type, true)
		}
	}
}

function fromInnerResponse (innerResponse, guard) {
	const response = new Response(kConstruct)
	response[kState] = innerResponse
	response[kHeaders] = new Headers(kConstruct)
	setHeadersList(response[kHeaders], innerResponse.headersList)
	setHeadersGuard(response[kHeaders], guard)

	if (hasFinalizationRegistry && innerResponse.body?.stream) {
		streamRegistry.register(response, new WeakRef(innerResponse.body.stream))
	}

	return response
}

webidl.converters.ReadableStream = webidl.interfaceConverter(
	ReadableStream
)

webidl.converters.FormData = webidl.interfaceConverter(
	FormData
)

webidl.converters.URLSearchParams = webidl.interfaceConverter(
	URLSearchParams
)

webidl.converters.XMLHttpRequestBodyInit = function (V, prefix, name) {
	if (typeof V === 'string') {
		return webidl.converters.USVString(V, prefix, name)
	}

	if (isBlobLike(V)) {
		return webidl.converters.Blob(V, prefix, name, { strict: false })
	}

	if (ArrayBuffer.isView(V) || types.isArrayBuffer(V)) {
		return webidl.converters.BufferSource(V, prefix, name)
	}

	if (util.isFormDataLike(V)) {
		return webidl.converters.FormData(V, prefix, name, { strict: false })
	}

	if (V instanceof URLSearchParams) {
		return webidl.converters.URLSearchParams(V, prefix, name)
	}

	return webidl.converters.DOMString(V, prefix, name)
}

webidl.converters.BodyInit = function (V, prefix, argument) {
	if (V instanceof ReadableStream) {
		return webidl.converters.ReadableStream(V, prefix, argument)
	}

	if (V?.[Symbol.asyncIterator]) {
		return V
	}

	return webidl.converters.XMLHttpRequestBodyInit(V, prefix, argument)
}

webidl.converters.ResponseInit = webidl.dictionaryConverter([
	{
		key: 'status',
		converter: webidl.converters['unsigned short'],
		defaultValue: () => 200
	},
	{
		key: 'statusText',
		converter: webidl.converters.ByteString,
		defaultValue: () => ''
	},
	{
		key: 'headers',
		converter: webidl.converters.HeadersInit
	}
])

module.exports = {
	isNetworkError,
	makeNetworkError,
	makeResponse,
	makeAppropriateNetworkError,
	filterResponse,
	Response,
	cloneResponse,
	fromInnerResponse
}


}),

3627:
((module) => {



module.exports = {
	kUrl: Symbol('url'),
	kHeaders: Symbol('headers'),
	kSignal: Symbol('signal'),
	kState: Symbol('state'),
	kDispatcher: Symbol('dispatcher')
}


}),

3168:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Transform } = __webpack_require__(7075)
const zlib = __webpack_require__(8522)
const { redirectStatusSet, referrerPolicySet: referrerPolicyTokens, badPortsSet } = __webpack_require__(4495)
const { getGlobalOrigin } = __webpack_require__(1059)
const { collectASequenceOfCodePoints, collectAnHTTPQuotedString, removeChars, parseMIMEType } = __webpack_require__(1900)
const { performance } = __webpack_require__(643)
const { isBlobLike, ReadableStreamFrom, isValidHTTPToken, normalizedMethodRecordsBase } = __webpack_require__(3440)
const assert = __webpack_require__(4589)
const { isUint8Array } = __webpack_require__(3429)
const { webidl } = __webpack_require__(5893)

let supportedHashes = []

let crypto
try {
	crypto = __webpack_require__(7598)
	const possibleRelevantHashes = ['sha256', 'sha384', 'sha512']
	supportedHashes = crypto.getHashes().filter((hash) => possibleRelevantHashes.includes(hash))
} catch {

}

function responseURL (response) {
	const urlList = response.urlList
	const length = urlList.length
	return length === 0 ? null : urlList[length - 1].toString()
}

function responseLocationURL (response, requestFragment) {
	if (!redirectStatusSet.has(response.status)) {
		return null
	}

	let location = response.headersList.get('location', true)

	if (location !== null && isValidHeaderValue(location)) {
		if (!isValidEncodedURL(location)) {
			location = normalizeBinaryStringToUtf8(location)
		}
		location = new URL(location, responseURL(response))
	}

	if (location && !location.hash) {
		location.hash = requestFragment
	}

	return location
}

function isValidEncodedURL (url) {
	for (let i = 0; i < url.length; ++i) {
		const code = url.charCodeAt(i)

		if (
			code > 0x7E ||
			code < 0x20
		) {
			return false
		}
	}
	return true
}

function normalizeBinaryStringToUtf8 (value) {
	return Buffer.from(value, 'binary').toString('utf8')
}

function requestCurrentURL (request) {
	return request.urlList[request.urlList.length - 1]
}

function requestBadPort (request) {
	const url = requestCurrentURL(request)

	if (urlIsHttpHttpsScheme(url) && badPortsSet.has(url.port)) {
		return 'blocked'
	}

	return 'allowed'
}

function isErrorLike (object) {
	return object instanceof Error || (
		object?.constructor?.name === 'Error' ||
		object?.constructor?.name === 'DOMException'
	)
}

function isValidReasonPhrase (statusText) {
	for (let i = 0; i < statusText.length; ++i) {
		const c = statusText.charCodeAt(i)
		if (
			!(
				(
					c === 0x09 ||
					(c >= 0x20 && c <= 0x7e) ||
					(c >= 0x80 && c <= 0xff)
				)
			)
		) {
			return false
		}
	}
	return true
}

const isValidHeaderName = isValidHTTPToken

function isValidHeaderValue (potentialValue) {
	return (
		potentialValue[0] === '\t' ||
		potentialValue[0] === ' ' ||
		potentialValue[potentialValue.length - 1] === '\t' ||
		potentialValue[potentialValue.length - 1] === ' ' ||
		potentialValue.includes('\n') ||
		potentialValue.includes('\r') ||
		potentialValue.includes('\0')
	) === false
}

function setRequestReferrerPolicyOnRedirect (request, actualResponse) {


	const { headersList } = actualResponse
	const policyHeader = (headersList.get('referrer-policy', true) ?? '').split(',')

	let policy = ''
	if (policyHeader.length > 0) {
		for (let i = policyHeader.length; i !== 0; i--) {
			const token = policyHeader[i - 1].trim()
			if (referrerPolicyTokens.has(token)) {
				policy = token
				break
			}
		}
	}

	if (policy !== '') {
		request.referrerPolicy = policy
	}
}

function crossOriginResourcePolicyCheck () {
	return 'allowed'
}

function corsCheck () {
	return 'success'
}

function TAOCheck () {
	return 'success'
}

function appendFetchMetadata (httpRequest) {



	let header = null

	header = httpRequest.mode

	httpRequest.headersList.set('sec-fetch-mode', header, true)


}

function appendRequestOriginHeader (request) {
	let serializedOrigin = request.origin

	if (serializedOrigin === 'client' || serializedOrigin === undefined) {
		return
	}

	if (request.responseTainting === 'cors' || request.mode === 'websocket') {
		request.headersList.append('origin', serializedOrigin, true)
	} else if (request.method !== 'GET' && request.method !== 'HEAD') {
		switch (request.referrerPolicy) {
			case 'no-referrer':
				serializedOrigin = null
				break
			case 'no-referrer-when-downgrade':
			case 'strict-origin':
			case 'strict-origin-when-cross-origin':
				if (request.origin && urlHasHttpsScheme(request.origin) && !urlHasHttpsScheme(requestCurrentURL(request))) {
					serializedOrigin = null
				}
				break
			case 'same-origin':
				if (!sameOrigin(request, requestCurrentURL(request))) {
					serializedOrigin = null
				}
				break
			default:
		}

		request.headersList.append('origin', serializedOrigin, true)
	}
}

function coarsenTime (timestamp, crossOriginIsolatedCapability) {
	return timestamp
}

function clampAndCoarsenConnectionTimingInfo (connectionTimingInfo, defaultStartTime, crossOriginIsolatedCapability) {
	if (!connectionTimingInfo?.startTime || connectionTimingInfo.startTime < defaultStartTime) {
		return {
			domainLookupStartTime: defaultStartTime,
			domainLookupEndTime: defaultStartTime,
			connectionStartTime: defaultStartTime,
			connectionEndTime: defaultStartTime,
			secureConnectionStartTime: defaultStartTime,
			ALPNNegotiatedProtocol: connectionTimingInfo?.ALPNNegotiatedProtocol
		}
	}

	return {
		domainLookupStartTime: coarsenTime(connectionTimingInfo.domainLookupStartTime, crossOriginIsolatedCapability),
		domainLookupEndTime: coarsenTime(connectionTimingInfo.domainLookupEndTime, crossOriginIsolatedCapability),
		connectionStartTime: coarsenTime(connectionTimingInfo.connectionStartTime, crossOriginIsolatedCapability),
		connectionEndTime: coarsenTime(connectionTimingInfo.connectionEndTime, crossOriginIsolatedCapability),
		secureConnectionStartTime: coarsenTime(connectionTimingInfo.secureConnectionStartTime, crossOriginIsolatedCapability),
		ALPNNegotiatedProtocol: connectionTimingInfo.ALPNNegotiatedProtocol
	}
}

function coarsenedSharedCurrentTime (crossOriginIsolatedCapability) {
	return coarsenTime(performance.now(), crossOriginIsolatedCapability)
}

function createOpaqueTimingInfo (timingInfo) {
	return {
		startTime: timingInfo.startTime ?? 0,
		redirectStartTime: 0,
		redirectEndTime: 0,
		postRedirectStartTime: timingInfo.startTime ?? 0,
		finalServiceWorkerStartTime: 0,
		finalNetworkResponseStartTime: 0,
		finalNetworkRequestStartTime: 0,
		endTime: 0,
		encodedBodySize: 0,
		decodedBodySize: 0,
		finalConnectionTimingInfo: null
	}
}

function makePolicyContainer () {
	return {
		referrerPolicy: 'strict-origin-when-cross-origin'
	}
}

function clonePolicyContainer (policyContainer) {
	return {
		referrerPolicy: policyContainer.referrerPolicy
	}
}

function determineRequestsReferrer (request) {
	const policy = request.referrerPolicy

	assert(policy)


	let referrerSource = null

	if (request.referrer === 'client') {

		const globalOrigin = getGlobalOrigin()

		if (!globalOrigin || globalOrigin.origin === 'null') {
			return 'no-referrer'
		}

		referrerSource = new URL(globalOrigin)
	} else if (request.referrer instanceof URL) {
		referrerSource = request.referrer
	}

	let referrerURL = stripURLForReferrer(referrerSource)

	const referrerOrigin = stripURLForReferrer(referrerSource, true)

	if (referrerURL.toString().length > 4096) {
		referrerURL = referrerOrigin
	}

	const areSameOrigin = sameOrigin(request, referrerURL)
	const isNonPotentiallyTrustWorthy = isURLPotentiallyTrustworthy(referrerURL) &&
		!isURLPotentiallyTrustworthy(request.url)

	switch (policy) {
		case 'origin': return referrerOrigin != null ? referrerOrigin : stripURLForReferrer(referrerSource, true)
		case 'unsafe-url': return referrerURL
		case 'same-origin':
			return areSameOrigin ? referrerOrigin : 'no-referrer'
		case 'origin-when-cross-origin':
			return areSameOrigin ? referrerURL : referrerOrigin
		case 'strict-origin-when-cross-origin': {
			const currentURL = requestCurrentURL(request)

			if (sameOrigin(referrerURL, currentURL)) {
				return referrerURL
			}

			if (isURLPotentiallyTrustworthy(referrerURL) && !isURLPotentiallyTrustworthy(currentURL)) {
				return 'no-referrer'
			}

			return referrerOrigin
		}
		case 'strict-origin':
		case 'no-referrer-when-downgrade':

		default:
			return isNonPotentiallyTrustWorthy ? 'no-referrer' : referrerOrigin
	}
}

function stripURLForReferrer (url, originOnly) {
	assert(url instanceof URL)

	url = new URL(url)

	if (url.protocol === 'file:' || url.protocol === 'about:' || url.protocol === 'blank:') {
		return 'no-referrer'
	}

	url.username = ''

	url.password = ''

	url.hash = ''

	if (originOnly) {
		url.pathname = ''

		url.search = ''
	}

	return url
}

function isURLPotentiallyTrustworthy (url) {
	if (!(url instanceof URL)) {
		return false
	}

	if (url.href === 'about:blank' || url.href === 'about:srcdoc') {
		return true
	}

	if (url.protocol === 'data:') return true

	if (url.protocol === 'file:') return true

	return isOriginPotentiallyTrustworthy(url.origin)

	function isOriginPotentiallyTrustworthy (origin) {
		if (origin == null || origin === 'null') return false

		const originAsURL = new URL(origin)

		if (originAsURL.protocol === 'https:' || originAsURL.protocol === 'wss:') {
			return true
		}

		if (/^127(?:\.[0-9]+){0,2}\.[0-9]+$|^\[(?:0*:)*?:?0*1\]$/.test(originAsURL.hostname) ||
		 (originAsURL.hostname === 'localhost' || originAsURL.hostname.includes('localhost.')) ||
		 (originAsURL.hostname.endsWith('.localhost'))) {
			return true
		}

		return false
	}
}

function bytesMatch (bytes, metadataList) {
	if (crypto === undefined) {
		return true
	}

	const parsedMetadata = parseMetadata(metadataList)

	if (parsedMetadata === 'no metadata') {
		return true
	}


	if (parsedMetadata.length === 0) {
		return true
	}

	const strongest = getStrongestMetadata(parsedMetadata)
	const metadata = filterMetadataListByAlgorithm(parsedMetadata, strongest)

	for (const item of metadata) {
		const algorithm = item.algo

		const expectedValue = item.hash


		let actualValue = crypto.createHash(algorithm).update(bytes).digest('base64')

		if (actualValue[actualValue.length - 1] === '=') {
			if (actualValue[actualValue.length - 2] === '=') {
				actualValue = actualValue.slice(0, -2)
			} else {
				actualValue = actualValue.slice(0, -1)
			}
		}

		if (compareBase64Mixed(actualValue, expectedValue)) {
			return true
		}
	}

	return false
}

const parseHashWithOptions = /(?<algo>sha256|sha384|sha512)-((?<hash>[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}(?:\s|$)( +[!-~]*)?)?/i

function parseMetadata (metadata) {
	const result = []

	let empty = true

	for (const token of metadata.split(' ')) {
		empty = false

		const parsedToken = parseHashWithOptions.exec(token)

		if (
			parsedToken === null ||
			parsedToken.groups === undefined ||
			parsedToken.groups.algo === undefined
		) {
			continue
		}

		const algorithm = parsedToken.groups.algo.toLowerCase()

		if (supportedHashes.includes(algorithm)) {
			result.push(parsedToken.groups)
		}
	}

	if (empty === true) {
		return 'no metadata'
	}

	return result
}

function getStrongestMetadata (metadataList) {
	let algorithm = metadataList[0].algo
	if (algorithm[3] === '5') {
		return algorithm
	}

	for (let i = 1; i < metadataList.length; ++i) {
		const metadata = metadataList[i]
		if (metadata.algo[3] === '5') {
			algorithm = 'sha512'
			break
		} else if (algorithm[3] === '3') {
			continue
		} else if (metadata.algo[3] === '3') {
			algorithm = 'sha384'
		}
	}
	return algorithm
}

function filterMetadataListByAlgorithm (metadataList, algorithm) {
	if (metadataList.length === 1) {
		return metadataList
	}

	let pos = 0
	for (let i = 0; i < metadataList.length; ++i) {
		if (metadataList[i].algo === algorithm) {
			metadataList[pos++] = metadataList[i]
		}
	}

	metadataList.length = pos

	return metadataList
}

function compareBase64Mixed (actualValue, expectedValue) {
	if (actualValue.length !== expectedValue.length) {
		return false
	}
	for (let i = 0; i < actualValue.length; ++i) {
		if (actualValue[i] !== expectedValue[i]) {
			if (
				(actualValue[i] === '+' && expectedValue[i] === '-') ||
				(actualValue[i] === '/' && expectedValue[i] === '_')
			) {
				continue
			}
			return false
		}
	}

	return true
}

function tryUpgradeRequestToAPotentiallyTrustworthyURL (request) {
}

function sameOrigin (A, B) {
	if (A.origin === B.origin && A.origin === 'null') {
		return true
	}

	if (A.protocol === B.protocol && A.hostname === B.hostname && A.port === B.port) {
		return true
	}

	return false
}

function createDeferredPromise () {
	let res
	let rej
	const promise = new Promise((resolve, reject) => {
		res = resolve
		rej = reject
	})

	return { promise, resolve: res, reject: rej }
}

function isAborted (fetchParams) {
	return fetchParams.controller.state === 'aborted'
}

function isCancelled (fetchParams) {
	return fetchParams.controller.state === 'aborted' ||
		fetchParams.controller.state === 'terminated'
}

function normalizeMethod (method) {
	return normalizedMethodRecordsBase[method.toLowerCase()] ?? method
}

function serializeJavascriptValueToJSONString (value) {
	const result = JSON.stringify(value)

	if (result === undefined) {
		throw new TypeError('Value is not JSON serializable')
	}

	assert(typeof result === 'string')

	return result
}

const esIteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()))

function createIterator (name, kInternalIterator, keyIndex = 0, valueIndex = 1) {
	class FastIterableIterator {
		#target
		#kind
		#index

		constructor (target, kind) {
			this.#target = target
			this.#kind = kind
			this.#index = 0
		}

		next () {
			if (typeof this !== 'object' || this === null || !(#target in this)) {
				throw new TypeError(
					`'next' called on an object that does not implement interface ${name} Iterator.`
				)
			}

			const index = this.#index
			const values = this.#target[kInternalIterator]

			const len = values.length

			if (index >= len) {
				return {
					value: undefined,
					done: true
				}
			}

			const { [keyIndex]: key, [valueIndex]: value } = values[index]

			this.#index = index + 1



			let result
			switch (this.#kind) {
				case 'key':
					result = key
					break
				case 'value':
					result = value
					break
				case 'key+value':
					result = [key, value]
					break
			}

			return {
				value: result,
				done: false
			}
		}
	}

	delete FastIterableIterator.prototype.constructor

	Object.setPrototypeOf(FastIterableIterator.prototype, esIteratorPrototype)

	Object.defineProperties(FastIterableIterator.prototype, {
		[Symbol.toStringTag]: {
			writable: false,
			enumerable: false,
			configurable: true,
			value: `${name} Iterator`
		},
		next: { writable: true, enumerable: true, configurable: true }
	})

	return function (target, kind) {
		return new FastIterableIterator(target, kind)
	}
}

function iteratorMixin (name, object, kInternalIterator, keyIndex = 0, valueIndex = 1) {
	const makeIterator = createIterator(name, kInternalIterator, keyIndex, valueIndex)

	const properties = {
		keys: {
			writable: true,
			enumerable: true,
			configurable: true,
			value: function keys () {
				webidl.brandCheck(this, object)
				return makeIterator(this, 'key')
			}
		},
		values: {
			writable: true,
			enumerable: true,
			configurable: true,
			value: function values () {
				webidl.brandCheck(this, object)
				return makeIterator(this, 'value')
			}
		},
		entries: {
			writable: true,
			enumerable: true,
			configurable: true,
			value: function entries () {
				webidl.brandCheck(this, object)
				return makeIterator(this, 'key+value')
			}
		},
		forEach: {
			writable: true,
			enumerable: true,
			configurable: true,
			value: function forEach (callbackfn, thisArg = globalThis) {
				webidl.brandCheck(this, object)
				webidl.argumentLengthCheck(arguments, 1, `${name}.forEach`)
				if (typeof callbackfn !== 'function') {
					throw new TypeError(
						`Failed to execute 'forEach' on '${name}': parameter 1 is not of type 'Function'.`
					)
				}
				for (const { 0: key, 1: value } of makeIterator(this, 'key+value')) {
					callbackfn.call(thisArg, value, key, this)
				}
			}
		}
	}

	return Object.defineProperties(object.prototype, {
		...properties,
		[Symbol.iterator]: {
			writable: true,
			enumerable: false,
			configurable: true,
			value: properties.entries.value
		}
	})
}

async function fullyReadBody (body, processBody, processBodyError) {

	const successSteps = processBody

	const errorSteps = processBodyError

	let reader

	try {
		reader = body.stream.getReader()
	} catch (e) {
		errorSteps(e)
		return
	}

	try {
		successSteps(await readAllBytes(reader))
	} catch (e) {
		errorSteps(e)
	}
}

function isReadableStreamLike (stream) {
	return stream instanceof ReadableStream || (
		stream[Symbol.toStringTag] === 'ReadableStream' &&
		typeof stream.tee === 'function'
	)
}

function readableStreamClose (controller) {
	try {
		controller.close()
		controller.byobRequest?.respond(0)
	} catch (err) {
		if (!err.message.includes('Controller is already closed') && !err.message.includes('ReadableStream is already closed')) {
			throw err
		}
	}
}

const invalidIsomorphicEncodeValueRegex = /[^\x00-\xFF]/

function isomorphicEncode (input) {
	assert(!invalidIsomorphicEncodeValueRegex.test(input))

	return input
}

async function readAllBytes (reader) {
	const bytes = []
	let byteLength = 0

	while (true) {
		const { done, value: chunk } = await reader.read()

		if (done) {
			return Buffer.concat(bytes, byteLength)
		}

		if (!isUint8Array(chunk)) {
			throw new TypeError('Received non-Uint8Array chunk')
		}

		bytes.push(chunk)
		byteLength += chunk.length

	}
}

function urlIsLocal (url) {
	assert('protocol' in url)

	const protocol = url.protocol

	return protocol === 'about:' || protocol === 'blob:' || protocol === 'data:'
}

function urlHasHttpsScheme (url) {
	return (
		(
			typeof url === 'string' &&
			url[5] === ':' &&
			url[0] === 'h' &&
			url[1] === 't' &&
			url[2] === 't' &&
			url[3] === 'p' &&
			url[4] === 's'
		) ||
		url.protocol === 'https:'
	)
}

function urlIsHttpHttpsScheme (url) {
	assert('protocol' in url)

	const protocol = url.protocol

	return protocol === 'http:' || protocol === 'https:'
}

function simpleRangeHeaderValue (value, allowWhitespace) {
	const data = value

	if (!data.startsWith('bytes')) {
		return 'failure'
	}

	const position = { position: 5 }

	if (allowWhitespace) {
		collectASequenceOfCodePoints(
			(char) => char === '\t' || char === ' ',
			data,
			position
		)
	}

	if (data.charCodeAt(position.position) !== 0x3D) {
		return 'failure'
	}

	position.position++

	if (allowWhitespace) {
		collectASequenceOfCodePoints(
			(char) => char === '\t' || char === ' ',
			data,
			position
		)
	}

	const rangeStart = collectASequenceOfCodePoints(
		(char) => {
			const code = char.charCodeAt(0)

			return code >= 0x30 && code <= 0x39
		},
		data,
		position
	)

	const rangeStartValue = rangeStart.length ? Number(rangeStart) : null

	if (allowWhitespace) {
		collectASequenceOfCodePoints(
			(char) => char === '\t' || char === ' ',
			data,
			position
		)
	}

	if (data.charCodeAt(position.position) !== 0x2D) {
		return 'failure'
	}

	position.position++

	if (allowWhitespace) {
		collectASequenceOfCodePoints(
			(char) => char === '\t' || char === ' ',
			data,
			position
		)
	}

	const rangeEnd = collectASequenceOfCodePoints(
		(char) => {
			const code = char.charCodeAt(0)

			return code >= 0x30 && code <= 0x39
		},
		data,
		position
	)

	const rangeEndValue = rangeEnd.length ? Number(rangeEnd) : null

	if (position.position < data.length) {
		return 'failure'
	}

	if (rangeEndValue === null && rangeStartValue === null) {
		return 'failure'
	}

	if (rangeStartValue > rangeEndValue) {
		return 'failure'
	}

	return { rangeStartValue, rangeEndValue }
}

function buildContentRange (rangeStart, rangeEnd, fullLength) {
	let contentRange = 'bytes '

	contentRange += isomorphicEncode(`${rangeStart}`)

	contentRange += '-'

	contentRange += isomorphicEncode(`${rangeEnd}`)

	contentRange += '/'

	contentRange += isomorphicEncode(`${fullLength}`)

	return contentRange
}

class InflateStream extends Transform {
	#zlibOptions

	constructor (zlibOptions) {
		super()
		this.#zlibOptions = zlibOptions
	}

	_transform (chunk, encoding, callback) {
		if (!this._inflateStream) {
			if (chunk.length === 0) {
				callback()
				return
			}
			this._inflateStream = (chunk[0] & 0x0F) === 0x08
				? zlib.createInflate(this.#zlibOptions)
				: zlib.createInflateRaw(this.#zlibOptions)

			this._inflateStream.on('data', this.push.bind(this))
			this._inflateStream.on('end', () => this.push(null))
			this._inflateStream.on('error', (err) => this.destroy(err))
		}

		this._inflateStream.write(chunk, encoding, callback)
	}

	_final (callback) {
		if (this._inflateStream) {
			this._inflateStream.end()
			this._inflateStream = null
		}
		callback()
	}
}

function createInflate (zlibOptions) {
	return new InflateStream(zlibOptions)
}

function extractMimeType (headers) {
	let charset = null

	let essence = null

	let mimeType = null

	const values = getDecodeSplit('content-type', headers)

	if (values === null) {
		return 'failure'
	}

	for (const value of values) {
		const temporaryMimeType = parseMIMEType(value)

		if (temporaryMimeType === 'failure' || temporaryMimeType.essence === '*/*') {
			continue
		}

		mimeType = temporaryMimeType

		if (mimeType.essence !== essence) {
			charset = null

			if (mimeType.parameters.has('charset')) {
				charset = mimeType.parameters.get('charset')
			}

			essence = mimeType.essence
		} else if (!mimeType.parameters.has('charset') && charset !== null) {
			mimeType.parameters.set('charset', charset)
		}
	}

	if (mimeType == null) {
		return 'failure'
	}

	return mimeType
}

function gettingDecodingSplitting (value) {
	const input = value

	const position = { position: 0 }

	const values = []

	let temporaryValue = ''

	while (position.position < input.length) {
		temporaryValue += collectASequenceOfCodePoints(
			(char) => char !== '"' && char !== ',',
			input,
			position
		)

		if (position.position < input.length) {
			if (input.charCodeAt(position.position) === 0x22) {
				temporaryValue += collectAnHTTPQuotedString(
					input,
					position
				)

				if (position.position < input.length) {
					continue
				}
			} else {

				assert(input.charCodeAt(position.position) === 0x2C)

				position.position++
			}
		}

		temporaryValue = removeChars(temporaryValue, true, true, (char) => char === 0x9 || char === 0x20)

		values.push(temporaryValue)

		temporaryValue = ''
	}

	return values
}

function getDecodeSplit (name, list) {
	const value = list.get(name, true)

	if (value === null) {
		return null
	}

	return gettingDecodingSplitting(value)
}

const textDecoder = new TextDecoder()

function utf8DecodeBytes (buffer) {
	if (buffer.length === 0) {
		return ''
	}


	if (buffer[0] === 0xEF && buffer[1] === 0xBB && buffer[2] === 0xBF) {
		buffer = buffer.subarray(3)
	}

	const output = textDecoder.decode(buffer)

	return output
}

class EnvironmentSettingsObjectBase {
	get baseUrl () {
		return getGlobalOrigin()
	}

	get origin () {
		return this.baseUrl?.origin
	}

	policyContainer = makePolicyContainer()
}

class EnvironmentSettingsObject {
	settingsObject = new EnvironmentSettingsObjectBase()
}

const environmentSettingsObject = new EnvironmentSettingsObject()

module.exports = {
	isAborted,
	isCancelled,
	isValidEncodedURL,
	createDeferredPromise,
	ReadableStreamFrom,
	tryUpgradeRequestToAPotentiallyTrustworthyURL,
	clampAndCoarsenConnectionTimingInfo,
	coarsenedSharedCurrentTime,
	determineRequestsReferrer,
	makePolicyContainer,
	clonePolicyContainer,
	appendFetchMetadata,
	appendRequestOriginHeader,
	TAOCheck,
	corsCheck,
	crossOriginResourcePolicyCheck,
	createOpaqueTimingInfo,
	setRequestReferrerPolicyOnRedirect,
	isValidHTTPToken,
	requestBadPort,
	requestCurrentURL,
	responseURL,
	responseLocationURL,
	isBlobLike,
	isURLPotentiallyTrustworthy,
	isValidReasonPhrase,
	sameOrigin,
	normalizeMethod,
	serializeJavascriptValueToJSONString,
	iteratorMixin,
	createIterator,
	isValidHeaderName,
	isValidHeaderValue,
	isErrorLike,
	fullyReadBody,
	bytesMatch,
	isReadableStreamLike,
	readableStreamClose,
	isomorphicEncode,
	urlIsLocal,
	urlHasHttpsScheme,
	urlIsHttpHttpsScheme,
	readAllBytes,
	simpleRangeHeaderValue,
	buildContentRange,
	parseMetadata,
	createInflate,
	extractMimeType,
	getDecodeSplit,
	utf8DecodeBytes,
	environmentSettingsObject
}


}),

5893:
((module, __unused_webpack_exports, __webpack_require__) => {



const { types, inspect } = __webpack_require__(7975)
const { markAsUncloneable } = __webpack_require__(5919)
const { toUSVString } = __webpack_require__(3440)

const webidl = {}
webidl.converters = {}
webidl.util = {}
webidl.errors = {}

webidl.errors.exception = function (message) {
	return new TypeError(`${message.header}: ${message.message}`)
}

webidl.errors.conversionFailed = function (context) {
	const plural = context.types.length === 1 ? '' : ' one of'
	const message =
		`${context.argument} could not be converted to` +
		`${plural}: ${context.types.join(', ')}.`

	return webidl.errors.exception({
		header: context.prefix,
		message
	})
}

webidl.errors.invalidArgument = function (context) {
	return webidl.errors.exception({
		header: context.prefix,
		message: `"${context.value}" is an invalid ${context.type}.`
	})
}

webidl.brandCheck = function (V, I, opts) {
	if (opts?.strict !== false) {
		if (!(V instanceof I)) {
			const err = new TypeError('Illegal invocation')
			err.code = 'ERR_INVALID_THIS'
			throw err
		}
	} else {
		if (V?.[Symbol.toStringTag] !== I.prototype[Symbol.toStringTag]) {
			const err = new TypeError('Illegal invocation')
			err.code = 'ERR_INVALID_THIS'
			throw err
		}
	}
}

webidl.argumentLengthCheck = function ({ length }, min, ctx) {
	if (length < min) {
		throw webidl.errors.exception({
			message: `${min} argument${min !== 1 ? 's' : ''} required, ` +
							 `but${length ? ' only' : ''} ${length} found.`,
			header: ctx
		})
	}
}

webidl.illegalConstructor = function () {
	throw webidl.errors.exception({
		header: 'TypeError',
		message: 'Illegal constructor'
	})
}

webidl.util.Type = function (V) {
	switch (typeof V) {
		case 'undefined': return 'Undefined'
		case 'boolean': return 'Boolean'
		case 'string': return 'String'
		case 'symbol': return 'Symbol'
		case 'number': return 'Number'
		case 'bigint': return 'BigInt'
		case 'function':
		case 'object': {
			if (V === null) {
				return 'Null'
			}

			return 'Object'
		}
	}
}

webidl.util.markAsUncloneable = markAsUncloneable || (() => {})
webidl.util.ConvertToInt = function (V, bitLength, signedness, opts) {
	let upperBound
	let lowerBound

	if (bitLength === 64) {
		upperBound = Math.pow(2, 53) - 1

		if (signedness === 'unsigned') {
			lowerBound = 0
		} else {
			lowerBound = Math.pow(-2, 53) + 1
		}
	} else if (signedness === 'unsigned') {

		lowerBound = 0

		upperBound = Math.pow(2, bitLength) - 1
	} else {

		lowerBound = Math.pow(-2, bitLength) - 1

		upperBound = Math.pow(2, bitLength - 1) - 1
	}

	let x = Number(V)

	if (x === 0) {
		x = 0
	}

	if (opts?.enforceRange === true) {
		if (
			Number.isNaN(x) ||
			x === Number.POSITIVE_INFINITY ||
			x === Number.NEGATIVE_INFINITY
		) {
			throw webidl.errors.exception({
				header: 'Integer conversion',
				message: `Could not convert ${webidl.util.Stringify(V)} to an integer.`
			})
		}

		x = webidl.util.IntegerPart(x)

		if (x < lowerBound || x > upperBound) {
			throw webidl.errors.exception({
				header: 'Integer conversion',
				message: `Value must be between ${lowerBound}-${upperBound}, got ${x}.`
			})
		}

		return x
	}

	if (!Number.isNaN(x) && opts?.clamp === true) {
		x = Math.min(Math.max(x, lowerBound), upperBound)

		if (Math.floor(x) % 2 === 0) {
			x = Math.floor(x)
		} else {
			x = Math.ceil(x)
		}

		return x
	}

	if (
		Number.isNaN(x) ||
		(x === 0 && Object.is(0, x)) ||
		x === Number.POSITIVE_INFINITY ||
		x === Number.NEGATIVE_INFINITY
	) {
		return 0
	}

	x = webidl.util.IntegerPart(x)

	x = x % Math.pow(2, bitLength)

	if (signedness === 'signed' && x >= Math.pow(2, bitLength) - 1) {
		return x - Math.pow(2, bitLength)
	}

	return x
}

webidl.util.IntegerPart = function (n) {
	const r = Math.floor(Math.abs(n))

	if (n < 0) {
		return -1 * r
	}

	return r
}

webidl.util.Stringify = function (V) {
	const type = webidl.util.Type(V)

	switch (type) {
		case 'Symbol':
			return `Symbol(${V.description})`
		case 'Object':
			return inspect(V)
		case 'String':
			return `"${V}"`
		default:
			return `${V}`
	}
}

webidl.sequenceConverter = function (converter) {
	return (V, prefix, argument, Iterable) => {
		if (webidl.util.Type(V) !== 'Object') {
			throw webidl.errors.exception({
				header: prefix,
				message: `${argument} (${webidl.util.Stringify(V)}) is not iterable.`
			})
		}

		const method = typeof Iterable === 'function' ? Iterable() : V?.[Symbol.iterator]?.()
		const seq = []
		let index = 0

		if (
			method === undefined ||
			typeof method.next !== 'function'
		) {
			throw webidl.errors.exception({
				header: prefix,
				message: `${argument} is not iterable.`
			})
		}

		while (true) {
			const { done, value } = method.next()

			if (done) {
				break
			}

			seq.push(converter(value, prefix, `${argument}[${index++}]`))
		}

		return seq
	}
}

webidl.recordConverter = function (keyConverter, valueConverter) {
	return (O, prefix, argument) => {
		if (webidl.util.Type(O) !== 'Object') {
			throw webidl.errors.exception({
				header: prefix,
				message: `${argument} ("${webidl.util.Type(O)}") is not an Object.`
			})
		}

		const result = {}

		if (!types.isProxy(O)) {
			const keys = [...Object.getOwnPropertyNames(O), ...Object.getOwnPropertySymbols(O)]

			for (const key of keys) {
				const typedKey = keyConverter(key, prefix, argument)

				const typedValue = valueConverter(O[key], prefix, argument)

				result[typedKey] = typedValue
			}

			return result
		}

		const keys = Reflect.ownKeys(O)

		for (const key of keys) {
			const desc = Reflect.getOwnPropertyDescriptor(O, key)

			if (desc?.enumerable) {
				const typedKey = keyConverter(key, prefix, argument)

				const typedValue = valueConverter(O[key], prefix, argument)

				result[typedKey] = typedValue
			}
		}

		return result
	}
}

webidl.interfaceConverter = function (i) {
	return (V, prefix, argument, opts) => {
		if (opts?.strict !== false && !(V instanceof i)) {
			throw webidl.errors.exception({
				header: prefix,
				message: `Expected ${argument} ("${webidl.util.Stringify(V)}") to be an instance of ${i.name}.`
			})
		}

		return V
	}
}

webidl.dictionaryConverter = function (converters) {
	return (dictionary, prefix, argument) => {
		const type = webidl.util.Type(dictionary)
		const dict = {}

		if (type === 'Null' || type === 'Undefined') {
			return dict
		} else if (type !== 'Object') {
			throw webidl.errors.exception({
				header: prefix,
				message: `Expected ${dictionary} to be one of: Null, Undefined, Object.`
			})
		}

		for (const options of converters) {
			const { key, defaultValue, required, converter } = options

			if (required === true) {
				if (!Object.hasOwn(dictionary, key)) {
					throw webidl.errors.exception({
						header: prefix,
						message: `Missing required key "${key}".`
					})
				}
			}

			let value = dictionary[key]
			const hasDefault = Object.hasOwn(options, 'defaultValue')

			if (hasDefault && value !== null) {
				value ??= defaultValue()
			}

			if (required || hasDefault || value !== undefined) {
				value = converter(value, prefix, `${argument}.${key}`)

				if (
					options.allowedValues &&
					!options.allowedValues.includes(value)
				) {
					throw webidl.errors.exception({
						header: prefix,
						message: `${value} is not an accepted type. Expected one of ${options.allowedValues.join(', ')}.`
					})
				}

				dict[key] = value
			}
		}

		return dict
	}
}

webidl.nullableConverter = function (converter) {
	return (V, prefix, argument) => {
		if (V === null) {
			return V
		}

		return converter(V, prefix, argument)
	}
}

webidl.converters.DOMString = function (V, prefix, argument, opts) {
	if (V === null && opts?.legacyNullToEmptyString) {
		return ''
	}

	if (typeof V === 'symbol') {
		throw webidl.errors.exception({
			header: prefix,
			message: `${argument} is a symbol, which cannot be converted to a DOMString.`
		})
	}

	return String(V)
}

webidl.converters.ByteString = function (V, prefix, argument) {
	const x = webidl.converters.DOMString(V, prefix, argument)

	for (let index = 0; index < x.length; index++) {
		if (x.charCodeAt(index) > 255) {
			throw new TypeError(
				'Cannot convert argument to a ByteString because the character at ' +
				`index ${index} has a value of ${x.charCodeAt(index)} which is greater than 255.`
			)
		}
	}

	return x
}

webidl.converters.USVString = toUSVString

webidl.converters.boolean = function (V) {
	const x = Boolean(V)

	return x
}

webidl.converters.any = function (V) {
	return V
}

webidl.converters['long long'] = function (V, prefix, argument) {
	const x = webidl.util.ConvertToInt(V, 64, 'signed', undefined, prefix, argument)

	return x
}

webidl.converters['unsigned long long'] = function (V, prefix, argument) {
	const x = webidl.util.ConvertToInt(V, 64, 'unsigned', undefined, prefix, argument)

	return x
}

webidl.converters['unsigned long'] = function (V, prefix, argument) {
	const x = webidl.util.ConvertToInt(V, 32, 'unsigned', undefined, prefix, argument)

	return x
}

webidl.converters['unsigned short'] = function (V, prefix, argument, opts) {
	const x = webidl.util.ConvertToInt(V, 16, 'unsigned', opts, prefix, argument)

	return x
}

webidl.converters.ArrayBuffer = function (V, prefix, argument, opts) {
	if (
		webidl.util.Type(V) !== 'Object' ||
		!types.isAnyArrayBuffer(V)
	) {
		throw webidl.errors.conversionFailed({
			prefix,
			argument: `${argument} ("${webidl.util.Stringify(V)}")`,
			types: ['ArrayBuffer']
		})
	}

	if (opts?.allowShared === false && types.isSharedArrayBuffer(V)) {
		throw webidl.errors.exception({
			header: 'ArrayBuffer',
			message: 'SharedArrayBuffer is not allowed.'
		})
	}

	if (V.resizable || V.growable) {
		throw webidl.errors.exception({
			header: 'ArrayBuffer',
			message: 'Received a resizable ArrayBuffer.'
		})
	}

	return V
}

webidl.converters.TypedArray = function (V, T, prefix, name, opts) {

	if (
		webidl.util.Type(V) !== 'Object' ||
		!types.isTypedArray(V) ||
		V.constructor.name !== T.name
	) {
		throw webidl.errors.conversionFailed({
			prefix,
			argument: `${name} ("${webidl.util.Stringify(V)}")`,
			types: [T.name]
		})
	}

	if (opts?.allowShared === false && types.isSharedArrayBuffer(V.buffer)) {
		throw webidl.errors.exception({
			header: 'ArrayBuffer',
			message: 'SharedArrayBuffer is not allowed.'
		})
	}

	if (V.buffer.resizable || V.buffer.growable) {
		throw webidl.errors.exception({
			header: 'ArrayBuffer',
			message: 'Received a resizable ArrayBuffer.'
		})
	}

	return V
}

webidl.converters.DataView = function (V, prefix, name, opts) {
	if (webidl.util.Type(V) !== 'Object' || !types.isDataView(V)) {
		throw webidl.errors.exception({
			header: prefix,
			message: `${name} is not a DataView.`
		})
	}

	if (opts?.allowShared === false && types.isSharedArrayBuffer(V.buffer)) {
		throw webidl.errors.exception({
			header: 'ArrayBuffer',
			message: 'SharedArrayBuffer is not allowed.'
		})
	}

	if (V.buffer.resizable || V.buffer.growable) {
		throw webidl.errors.exception({
			header: 'ArrayBuffer',
			message: 'Received a resizable ArrayBuffer.'
		})
	}

	return V
}

webidl.converters.BufferSource = function (V, prefix, name, opts) {
	if (types.isAnyArrayBuffer(V)) {
		return webidl.converters.ArrayBuffer(V, prefix, name, { ...opts, allowShared: false })
	}

	if (types.isTypedArray(V)) {
		return webidl.converters.TypedArray(V, V.constructor, prefix, name, { ...opts, allowShared: false })
	}

	if (types.isDataView(V)) {
		return webidl.converters.DataView(V, prefix, name, { ...opts, allowShared: false })
	}

	throw webidl.errors.conversionFailed({
		prefix,
		argument: `${name} ("${webidl.util.Stringify(V)}")`,
		types: ['BufferSource']
	})
}

webidl.converters['sequence<ByteString>'] = webidl.sequenceConverter(
	webidl.converters.ByteString
)

webidl.converters['sequence<sequence<ByteString>>'] = webidl.sequenceConverter(
	webidl.converters['sequence<ByteString>']
)

webidl.converters['record<ByteString, ByteString>'] = webidl.recordConverter(
	webidl.converters.ByteString,
	webidl.converters.ByteString
)

module.exports = {
	webidl
}


}),

2607:
((module) => {



function getEncoding (label) {
	if (!label) {
		return 'failure'
	}

	switch (label.trim().toLowerCase()) {
		case 'unicode-1-1-utf-8':
		case 'unicode11utf8':
		case 'unicode20utf8':
		case 'utf-8':
		case 'utf8':
		case 'x-unicode20utf8':
			return 'UTF-8'
		case '866':
		case 'cp866':
		case 'csibm866':
		case 'ibm866':
			return 'IBM866'
		case 'csisolatin2':
		case 'iso-8859-2':
		case 'iso-ir-101':
		case 'iso8859-2':
		case 'iso88592':
		case 'iso_8859-2':
		case 'iso_8859-2:1987':
		case 'l2':
		case 'latin2':
			return 'ISO-8859-2'
		case 'csisolatin3':
		case 'iso-8859-3':
		case 'iso-ir-109':
		case 'iso8859-3':
		case 'iso88593':
		case 'iso_8859-3':
		case 'iso_8859-3:1988':
		case 'l3':
		case 'latin3':
			return 'ISO-8859-3'
		case 'csisolatin4':
		case 'iso-8859-4':
		case 'iso-ir-110':
		case 'iso8859-4':
		case 'iso88594':
		case 'iso_8859-4':
		case 'iso_8859-4:1988':
		case 'l4':
		case 'latin4':
			return 'ISO-8859-4'
		case 'csisolatincyrillic':
		case 'cyrillic':
		case 'iso-8859-5':
		case 'iso-ir-144':
		case 'iso8859-5':
		case 'iso88595':
		case 'iso_8859-5':
		case 'iso_8859-5:1988':
			return 'ISO-8859-5'
		case 'arabic':
		case 'asmo-708':
		case 'csiso88596e':
		case 'csiso88596i':
		case 'csisolatinarabic':
		case 'ecma-114':
		case 'iso-8859-6':
		case 'iso-8859-6-e':
		case 'iso-8859-6-i':
		case 'iso-ir-127':
		case 'iso8859-6':
		case 'iso88596':
		case 'iso_8859-6':
		case 'iso_8859-6:1987':
			return 'ISO-8859-6'
		case 'csisolatingreek':
		case 'ecma-118':
		case 'elot_928':
		case 'greek':
		case 'greek8':
		case 'iso-8859-7':
		case 'iso-ir-126':
		case 'iso8859-7':
		case 'iso88597':
		case 'iso_8859-7':
		case 'iso_8859-7:1987':
		case 'sun_eu_greek':
			return 'ISO-8859-7'
		case 'csiso88598e':
		case 'csisolatinhebrew':
		case 'hebrew':
		case 'iso-8859-8':
		case 'iso-8859-8-e':
		case 'iso-ir-138':
		case 'iso8859-8':
		case 'iso88598':
		case 'iso_8859-8':
		case 'iso_8859-8:1988':
		case 'visual':
			return 'ISO-8859-8'
		case 'csiso88598i':
		case 'iso-8859-8-i':
		case 'logical':
			return 'ISO-8859-8-I'
		case 'csisolatin6':
		case 'iso-8859-10':
		case 'iso-ir-157':
		case 'iso8859-10':
		case 'iso885910':
		case 'l6':
		case 'latin6':
			return 'ISO-8859-10'
		case 'iso-8859-13':
		case 'iso8859-13':
		case 'iso885913':
			return 'ISO-8859-13'
		case 'iso-8859-14':
		case 'iso8859-14':
		case 'iso885914':
			return 'ISO-8859-14'
		case 'csisolatin9':
		case 'iso-8859-15':
		case 'iso8859-15':
		case 'iso885915':
		case 'iso_8859-15':
		case 'l9':
			return 'ISO-8859-15'
		case 'iso-8859-16':
			return 'ISO-8859-16'
		case 'cskoi8r':
		case 'koi':
		case 'koi8':
		case 'koi8-r':
		case 'koi8_r':
			return 'KOI8-R'
		case 'koi8-ru':
		case 'koi8-u':
			return 'KOI8-U'
		case 'csmacintosh':
		case 'mac':
		case 'macintosh':
		case 'x-mac-roman':
			return 'macintosh'
		case 'iso-8859-11':
		case 'iso8859-11':
		case 'iso885911':
		case 'tis-620':
		case 'windows-874':
			return 'windows-874'
		case 'cp1250':
		case 'windows-1250':
		case 'x-cp1250':
			return 'windows-1250'
		case 'cp1251':
		case 'windows-1251':
		case 'x-cp1251':
			return 'windows-1251'
		case 'ansi_x3.4-1968':
		case 'ascii':
		case 'cp1252':
		case 'cp819':
		case 'csisolatin1':
		case 'ibm819':
		case 'iso-8859-1':
		case 'iso-ir-100':
		case 'iso8859-1':
		case 'iso88591':
		case 'iso_8859-1':
		case 'iso_8859-1:1987':
		case 'l1':
		case 'latin1':
		case 'us-ascii':
		case 'windows-1252':
		case 'x-cp1252':
			return 'windows-1252'
		case 'cp1253':
		case 'windows-1253':
		case 'x-cp1253':
			return 'windows-1253'
		case 'cp1254':
		case 'csisolatin5':
		case 'iso-8859-9':
		case 'iso-ir-148':
		case 'iso8859-9':
		case 'iso88599':
		case 'iso_8859-9':
		case 'iso_8859-9:1989':
		case 'l5':
		case 'latin5':
		case 'windows-1254':
		case 'x-cp1254':
			return 'windows-1254'
		case 'cp1255':
		case 'windows-1255':
		case 'x-cp1255':
			return 'windows-1255'
		case 'cp1256':
		case 'windows-1256':
		case 'x-cp1256':
			return 'windows-1256'
		case 'cp1257':
		case 'windows-1257':
		case 'x-cp1257':
			return 'windows-1257'
		case 'cp1258':
		case 'windows-1258':
		case 'x-cp1258':
			return 'windows-1258'
		case 'x-mac-cyrillic':
		case 'x-mac-ukrainian':
			return 'x-mac-cyrillic'
		case 'chinese':
		case 'csgb2312':
		case 'csiso58gb231280':
		case 'gb2312':
		case 'gb_2312':
		case 'gb_2312-80':
		case 'gbk':
		case 'iso-ir-58':
		case 'x-gbk':
			return 'GBK'
		case 'gb18030':
			return 'gb18030'
		case 'big5':
		case 'big5-hkscs':
		case 'cn-big5':
		case 'csbig5':
		case 'x-x-big5':
			return 'Big5'
		case 'cseucpkdfmtjapanese':
		case 'euc-jp':
		case 'x-euc-jp':
			return 'EUC-JP'
		case 'csiso2022jp':
		case 'iso-2022-jp':
			return 'ISO-2022-JP'
		case 'csshiftjis':
		case 'ms932':
		case 'ms_kanji':
		case 'shift-jis':
		case 'shift_jis':
		case 'sjis':
		case 'windows-31j':
		case 'x-sjis':
			return 'Shift_JIS'
		case 'cseuckr':
		case 'csksc56011987':
		case 'euc-kr':
		case 'iso-ir-149':
		case 'korean':
		case 'ks_c_5601-1987':
		case 'ks_c_5601-1989':
		case 'ksc5601':
		case 'ksc_5601':
		case 'windows-949':
			return 'EUC-KR'
		case 'csiso2022kr':
		case 'hz-gb-2312':
		case 'iso-2022-cn':
		case 'iso-2022-cn-ext':
		case 'iso-2022-kr':
		case 'replacement':
			return 'replacement'
		case 'unicodefffe':
		case 'utf-16be':
			return 'UTF-16BE'
		case 'csunicode':
		case 'iso-10646-ucs-2':
		case 'ucs-2':
		case 'unicode':
		case 'unicodefeff':
		case 'utf-16':
		case 'utf-16le':
			return 'UTF-16LE'
		case 'x-user-defined':
			return 'x-user-defined'
		default: return 'failure'
	}
}

module.exports = {
	getEncoding
}


}),

8355:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	staticPropertyDescriptors,
	readOperation,
	fireAProgressEvent
} = __webpack_require__(3610)
const {
	kState,
	kError,
	kResult,
	kEvents,
	kAborted
} = __webpack_require__(961)
const { webidl } = __webpack_require__(5893)
const { kEnumerableProperty } = __webpack_require__(3440)

class FileReader extends EventTarget {
	constructor () {
		super()

		this[kState] = 'empty'
		this[kResult] = null
		this[kError] = null
		this[kEvents] = {
			loadend: null,
			error: null,
			abort: null,
			load: null,
			progress: null,
			loadstart: null
		}
	}

	readAsArrayBuffer (blob) {
		webidl.brandCheck(this, FileReader)

		webidl.argumentLengthCheck(arguments, 1, 'FileReader.readAsArrayBuffer')

		blob = webidl.converters.Blob(blob, { strict: false })

		readOperation(this, blob, 'ArrayBuffer')
	}

	readAsBinaryString (blob) {
		webidl.brandCheck(this, FileReader)

		webidl.argumentLengthCheck(arguments, 1, 'FileReader.readAsBinaryString')

		blob = webidl.converters.Blob(blob, { strict: false })

		readOperation(this, blob, 'BinaryString')
	}

	readAsText (blob, encoding = undefined) {
		webidl.brandCheck(this, FileReader)

		webidl.argumentLengthCheck(arguments, 1, 'FileReader.readAsText')

		blob = webidl.converters.Blob(blob, { strict: false })

		if (encoding !== undefined) {
			encoding = webidl.converters.DOMString(encoding, 'FileReader.readAsText', 'encoding')
		}

		readOperation(this, blob, 'Text', encoding)
	}

	readAsDataURL (blob) {
		webidl.brandCheck(this, FileReader)

		webidl.argumentLengthCheck(arguments, 1, 'FileReader.readAsDataURL')

		blob = webidl.converters.Blob(blob, { strict: false })

		readOperation(this, blob, 'DataURL')
	}

	abort () {
		if (this[kState] === 'empty' || this[kState] === 'done') {
			this[kResult] = null
			return
		}

		if (this[kState] === 'loading') {
			this[kState] = 'done'
			this[kResult] = null
		}

		this[kAborted] = true


		fireAProgressEvent('abort', this)

		if (this[kState] !== 'loading') {
			fireAProgressEvent('loadend', this)
		}
	}

	get readyState () {
		webidl.brandCheck(this, FileReader)

		switch (this[kState]) {
			case 'empty': return this.EMPTY
			case 'loading': return this.LOADING
			case 'done': return this.DONE
		}
	}

	get result () {
		webidl.brandCheck(this, FileReader)

		return this[kResult]
	}

	get error () {
		webidl.brandCheck(this, FileReader)

		return this[kError]
	}

	get onloadend () {
		webidl.brandCheck(this, FileReader)

		return this[kEvents].loadend
	}

	set onloadend (fn) {
		webidl.brandCheck(this, FileReader)

		if (this[kEvents].loadend) {
			this.removeEventListener('loadend', this[kEvents].loadend)
		}

		if (typeof fn === 'function') {
			this[kEvents].loadend = fn
			this.addEventListener('loadend', fn)
		} else {
			this[kEvents].loadend = null
		}
	}

	get onerror () {
		webidl.brandCheck(this, FileReader)

		return this[kEvents].error
	}

	set onerror (fn) {
		webidl.brandCheck(this, FileReader)

		if (this[kEvents].error) {
			this.removeEventListener('error', this[kEvents].error)
		}

		if (typeof fn === 'function') {
			this[kEvents].error = fn
			this.addEventListener('error', fn)
		} else {
			this[kEvents].error = null
		}
	}

	get onloadstart () {
		webidl.brandCheck(this, FileReader)

		return this[kEvents].loadstart
	}

	set onloadstart (fn) {
		webidl.brandCheck(this, FileReader)

		if (this[kEvents].loadstart) {
			this.removeEventListener('loadstart', this[kEvents].loadstart)
		}

		if (typeof fn === 'function') {
			this[kEvents].loadstart = fn
			this.addEventListener('loadstart', fn)
		} else {
			this[kEvents].loadstart = null
		}
	}

	get onprogress () {
		webidl.brandCheck(this, FileReader)

		return this[kEvents].progress
	}

	set onprogress (fn) {
		webidl.brandCheck(this, FileReader)

		if (this[kEvents].progress) {
			this.removeEventListener('progress', this[kEvents].progress)
		}

		if (typeof fn === 'function') {
			this[kEvents].progress = fn
			this.addEventListener('progress', fn)
		} else {
			this[kEvents].progress = null
		}
	}

	get onload () {
		webidl.brandCheck(this, FileReader)

		return this[kEvents].load
	}

	set onload (fn) {
		webidl.brandCheck(this, FileReader)

		if (this[kEvents].load) {
			this.removeEventListener('load', this[kEvents].load)
		}

		if (typeof fn === 'function') {
			this[kEvents].load = fn
			this.addEventListener('load', fn)
		} else {
			this[kEvents].load = null
		}
	}

	get onabort () {
		webidl.brandCheck(this, FileReader)

		return this[kEvents].abort
	}

	set onabort (fn) {
		webidl.brandCheck(this, FileReader)

		if (this[kEvents].abort) {
			this.removeEventListener('abort', this[kEvents].abort)
		}

		if (typeof fn === 'function') {
			this[kEvents].abort = fn
			this.addEventListener('abort', fn)
		} else {
			this[kEvents].abort = null
		}
	}
}

FileReader.EMPTY = FileReader.prototype.EMPTY = 0
FileReader.LOADING = FileReader.prototype.LOADING = 1
FileReader.DONE = FileReader.prototype.DONE = 2

Object.defineProperties(FileReader.prototype, {
	EMPTY: staticPropertyDescriptors,
	LOADING: staticPropertyDescriptors,
	DONE: staticPropertyDescriptors,
	readAsArrayBuffer: kEnumerableProperty,
	readAsBinaryString: kEnumerableProperty,
	readAsText: kEnumerableProperty,
	readAsDataURL: kEnumerableProperty,
	abort: kEnumerableProperty,
	readyState: kEnumerableProperty,
	result: kEnumerableProperty,
	error: kEnumerableProperty,
	onloadstart: kEnumerableProperty,
	onprogress: kEnumerableProperty,
	onload: kEnumerableProperty,
	onabort: kEnumerableProperty,
	onerror: kEnumerableProperty,
	onloadend: kEnumerableProperty,
	[Symbol.toStringTag]: {
		value: 'FileReader',
		writable: false,
		enumerable: false,
		configurable: true
	}
})

Object.defineProperties(FileReader, {
	EMPTY: staticPropertyDescriptors,
	LOADING: staticPropertyDescriptors,
	DONE: staticPropertyDescriptors
})

module.exports = {
	FileReader
}


}),

8573:
((module, __unused_webpack_exports, __webpack_require__) => {



const { webidl } = __webpack_require__(5893)

const kState = Symbol('ProgressEvent state')

class ProgressEvent extends Event {
	constructor (type, eventInitDict = {}) {
		type = webidl.converters.DOMString(type, 'ProgressEvent constructor', 'type')
		eventInitDict = webidl.converters.ProgressEventInit(eventInitDict ?? {})

		super(type, eventInitDict)

		this[kState] = {
			lengthComputable: eventInitDict.lengthComputable,
			loaded: eventInitDict.loaded,
			total: eventInitDict.total
		}
	}

	get lengthComputable () {
		webidl.brandCheck(this, ProgressEvent)

		return this[kState].lengthComputable
	}

	get loaded () {
		webidl.brandCheck(this, ProgressEvent)

		return this[kState].loaded
	}

	get total () {
		webidl.brandCheck(this, ProgressEvent)

		return this[kState].total
	}
}

webidl.converters.ProgressEventInit = webidl.dictionaryConverter([
	{
		key: 'lengthComputable',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'loaded',
		converter: webidl.converters['unsigned long long'],
		defaultValue: () => 0
	},
	{
		key: 'total',
		converter: webidl.converters['unsigned long long'],
		defaultValue: () => 0
	},
	{
		key: 'bubbles',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'cancelable',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'composed',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	}
])

module.exports = {
	ProgressEvent
}


}),

961:
((module) => {



module.exports = {
	kState: Symbol('FileReader state'),
	kResult: Symbol('FileReader result'),
	kError: Symbol('FileReader error'),
	kLastProgressEventFired: Symbol('FileReader last progress event fired timestamp'),
	kEvents: Symbol('FileReader events'),
	kAborted: Symbol('FileReader aborted')
}


}),

3610:
((module, __unused_webpack_exports, __webpack_require__) => {



const {
	kState,
	kError,
	kResult,
	kAborted,
	kLastProgressEventFired
} = __webpack_require__(961)
const { ProgressEvent } = __webpack_require__(8573)
const { getEncoding } = __webpack_require__(2607)
const { serializeAMimeType, parseMIMEType } = __webpack_require__(1900)
const { types } = __webpack_require__(7975)
const { StringDecoder } = __webpack_require__(3193)
const { btoa } = __webpack_require__(4573)

const staticPropertyDescriptors = {
	enumerable: true,
	writable: false,
	configurable: false
}

function readOperation (fr, blob, type, encodingName) {
	if (fr[kState] === 'loading') {
		throw new DOMException('Invalid state', 'InvalidStateError')
	}

	fr[kState] = 'loading'

	fr[kResult] = null

	fr[kError] = null

	const stream = blob.stream()

	const reader = stream.getReader()

	const bytes = []

	let chunkPromise = reader.read()

	let isFirstChunk = true

	;(async () => {
		while (!fr[kAborted]) {
			try {
				const { done, value } = await chunkPromise

				if (isFirstChunk && !fr[kAborted]) {
					queueMicrotask(() => {
						fireAProgressEvent('loadstart', fr)
					})
				}

				isFirstChunk = false

				if (!done && types.isUint8Array(value)) {

					bytes.push(value)

					if (
						(
							fr[kLastProgressEventFired] === undefined ||
							Date.now() - fr[kLastProgressEventFired] >= 50
						) &&
						!fr[kAborted]
					) {
						fr[kLastProgressEventFired] = Date.now()
						queueMicrotask(() => {
							fireAProgressEvent('progress', fr)
						})
					}

					chunkPromise = reader.read()
				} else if (done) {
					queueMicrotask(() => {
						fr[kState] = 'done'

						try {
							const result = packageData(bytes, type, blob.type, encodingName)


							if (fr[kAborted]) {
								return
							}

							fr[kResult] = result

							fireAProgressEvent('load', fr)
						} catch (error) {

							fr[kError] = error

							fireAProgressEvent('error', fr)
						}

						if (fr[kState] !== 'loading') {
							fireAProgressEvent('loadend', fr)
						}
					})

					break
				}
			} catch (error) {
				if (fr[kAborted]) {
					return
				}

				queueMicrotask(() => {
					fr[kState] = 'done'

					fr[kError] = error

					fireAProgressEvent('error', fr)

					if (fr[kState] !== 'loading') {
						fireAProgressEvent('loadend', fr)
					}
				})

				break
			}
		}
	})()
}

function fireAProgressEvent (e, reader) {
	const event = new ProgressEvent(e, {
		bubbles: false,
		cancelable: false
	})

	reader.dispatchEvent(event)
}

function packageData (bytes, type, mimeType, encodingName) {

	switch (type) {
		case 'DataURL': {

			let dataURL = 'data:'

			const parsed = parseMIMEType(mimeType || 'application/octet-stream')

			if (parsed !== 'failure') {
				dataURL += serializeAMimeType(parsed)
			}

			dataURL += ';base64,'

			const decoder = new StringDecoder('latin1')

			for (const chunk of bytes) {
				dataURL += btoa(decoder.write(chunk))
			}

			dataURL += btoa(decoder.end())

			return dataURL
		}
		case 'Text': {
			let encoding = 'failure'

			if (encodingName) {
				encoding = getEncoding(encodingName)
			}

			if (encoding === 'failure' && mimeType) {
				const type = parseMIMEType(mimeType)

				if (type !== 'failure') {
					encoding = getEncoding(type.parameters.get('charset'))
				}
			}

			if (encoding === 'failure') {
				encoding = 'UTF-8'
			}

			return decode(bytes, encoding)
		}
		case 'ArrayBuffer': {
			const sequence = combineByteSequences(bytes)

			return sequence.buffer
		}
		case 'BinaryString': {
			let binaryString = ''

			const decoder = new StringDecoder('latin1')

			for (const chunk of bytes) {
				binaryString += decoder.write(chunk)
			}

			binaryString += decoder.end()

			return binaryString
		}
	}
}

function decode (ioQueue, encoding) {
	const bytes = combineByteSequences(ioQueue)

	const BOMEncoding = BOMSniffing(bytes)

	let slice = 0

	if (BOMEncoding !== null) {
		encoding = BOMEncoding

		slice = BOMEncoding === 'UTF-8' ? 3 : 2
	}



	const sliced = bytes.slice(slice)
	return new TextDecoder(encoding).decode(sliced)
}

function BOMSniffing (ioQueue) {
	const [a, b, c] = ioQueue

	if (a === 0xEF && b === 0xBB && c === 0xBF) {
		return 'UTF-8'
	} else if (a === 0xFE && b === 0xFF) {
		return 'UTF-16BE'
	} else if (a === 0xFF && b === 0xFE) {
		return 'UTF-16LE'
	}

	return null
}

function combineByteSequences (sequences) {
	const size = sequences.reduce((a, b) => {
		return a + b.byteLength
	}, 0)

	let offset = 0

	return sequences.reduce((a, b) => {
		a.set(b, offset)
		offset += b.byteLength
		return a
	}, new Uint8Array(size))
}

module.exports = {
	staticPropertyDescriptors,
	readOperation,
	fireAProgressEvent
}


}),

6897:
((module, __unused_webpack_exports, __webpack_require__) => {



const { uid, states, sentCloseFrameState, emptyBuffer, opcodes } = __webpack_require__(736)
const {
	kReadyState,
	kSentClose,
	kByteParser,
	kReceivedClose,
	kResponse
} = __webpack_require__(1216)
const { fireEvent, failWebsocketConnection, isClosing, isClosed, isEstablished, parseExtensions } = __webpack_require__(8625)
const { channels } = __webpack_require__(2414)
const { CloseEvent } = __webpack_require__(5188)
const { makeRequest } = __webpack_require__(9967)
const { fetching } = __webpack_require__(4398)
const { Headers, getHeadersList } = __webpack_require__(660)
const { getDecodeSplit } = __webpack_require__(3168)
const { WebsocketFrameSend } = __webpack_require__(3264)

let crypto
try {
	crypto = __webpack_require__(7598)
} catch {

}

function establishWebSocketConnection (url, protocols, client, ws, onEstablish, options) {
	const requestURL = url

	requestURL.protocol = url.protocol === 'ws:' ? 'http:' : 'https:'

	const request = makeRequest({
		urlList: [requestURL],
		client,
		serviceWorkers: 'none',
		referrer: 'no-referrer',
		mode: 'websocket',
		credentials: 'include',
		cache: 'no-store',
		redirect: 'error'
	})

	if (options.headers) {
		const headersList = getHeadersList(new Headers(options.headers))

		request.headersList = headersList
	}


	const keyValue = crypto.randomBytes(16).toString('base64')

	request.headersList.append('sec-websocket-key', keyValue)

	request.headersList.append('sec-websocket-version', '13')

	for (const protocol of protocols) {
		request.headersList.append('sec-websocket-protocol', protocol)
	}

	const permessageDeflate = 'permessage-deflate; client_max_window_bits'

	request.headersList.append('sec-websocket-extensions', permessageDeflate)

	const controller = fetching({
		request,
		useParallelQueue: true,
		dispatcher: options.dispatcher,
		processResponse (response) {
			if (response.type === 'error' || response.status !== 101) {
				failWebsocketConnection(ws, 'Received network error or non-101 status code.')
				return
			}

			if (protocols.length !== 0 && !response.headersList.get('Sec-WebSocket-Protocol')) {
				failWebsocketConnection(ws, 'Server did not respond with sent protocols.')
				return
			}


			if (response.headersList.get('Upgrade')?.toLowerCase() !== 'websocket') {
				failWebsocketConnection(ws, 'Server did not set Upgrade header to "websocket".')
				return
			}

			if (response.headersList.get('Connection')?.toLowerCase() !== 'upgrade') {
				failWebsocketConnection(ws, 'Server did not set Connection header to "upgrade".')
				return
			}

			const secWSAccept = response.headersList.get('Sec-WebSocket-Accept')
			const digest = crypto.createHash('sha1').update(keyValue + uid).digest('base64')
			if (secWSAccept !== digest) {
				failWebsocketConnection(ws, 'Incorrect hash received in Sec-WebSocket-Accept header.')
				return
			}

			const secExtension = response.headersList.get('Sec-WebSocket-Extensions')
			let extensions

			if (secExtension !== null) {
				extensions = parseExtensions(secExtension)

				if (!extensions.has('permessage-deflate')) {
					failWebsocketConnection(ws, 'Sec-WebSocket-Extensions header does not match.')
					return
				}
			}

			const secProtocol = response.headersList.get('Sec-WebSocket-Protocol')

			if (secProtocol !== null) {
				const requestProtocols = getDecodeSplit('sec-websocket-protocol', request.headersList)

				if (requestProtocols === null || !requestProtocols.includes(secProtocol)) {
					failWebsocketConnection(ws, 'Protocol was not set in the opening handshake.')
					return
				}
			}

			response.socket.on('data', onSocketData)
			response.socket.on('close', onSocketClose)
			response.socket.on('error', onSocketError)

			if (channels.open.hasSubscribers) {
				channels.open.publish({
					address: response.socket.address(),
					protocol: secProtocol,
					extensions: secExtension
				})
			}

			onEstablish(response, extensions)
		}
	})

	return controller
}

function closeWebSocketConnection (ws, code, reason, reasonByteLength) {
	if (isClosing(ws) || isClosed(ws)) {
	} else if (!isEstablished(ws)) {
		failWebsocketConnection(ws, 'Connection was closed before it was established.')
		ws[kReadyState] = states.CLOSING
	} else if (ws[kSentClose] === sentCloseFrameState.NOT_SENT) {

		ws[kSentClose] = sentCloseFrameState.PROCESSING

		const frame = new WebsocketFrameSend()


		if (code !== undefined && reason === undefined) {
			frame.frameData = Buffer.allocUnsafe(2)
			frame.frameData.writeUInt16BE(code, 0)
		} else if (code !== undefined && reason !== undefined) {
			frame.frameData = Buffer.allocUnsafe(2 + reasonByteLength)
			frame.frameData.writeUInt16BE(code, 0)
			frame.frameData.write(reason, 2, 'utf-8')
		} else {
			frame.frameData = emptyBuffer
		}

		const socket = ws[kResponse].socket

		socket.write(frame.createFrame(opcodes.CLOSE))

		ws[kSentClose] = sentCloseFrameState.SENT

		ws[kReadyState] = states.CLOSING
	} else {
		ws[kReadyState] = states.CLOSING
	}
}

function onSocketData (chunk) {
	if (!this.ws[kByteParser].write(chunk)) {
		this.pause()
	}
}

function onSocketClose () {
	const { ws } = this
	const { [kResponse]: response } = ws

	response.socket.off('data', onSocketData)
	response.socket.off('close', onSocketClose)
	response.socket.off('error', onSocketError)

	const wasClean = ws[kSentClose] === sentCloseFrameState.SENT && ws[kReceivedClose]

	let code = 1005
	let reason = ''

	const result = ws[kByteParser].closingInfo

	if (result && !result.error) {
		code = result.code ?? 1005
		reason = result.reason
	} else if (!ws[kReceivedClose]) {
		code = 1006
	}

	ws[kReadyState] = states.CLOSED


	fireEvent('close', ws, (type, init) => new CloseEvent(type, init), {
		wasClean, code, reason
	})

	if (channels.close.hasSubscribers) {
		channels.close.publish({
			websocket: ws,
			code,
			reason
		})
	}
}

function onSocketError (error) {
	const { ws } = this

	ws[kReadyState] = states.CLOSING

	if (channels.socketError.hasSubscribers) {
		channels.socketError.publish(error)
	}

	this.destroy()
}

module.exports = {
	establishWebSocketConnection,
	closeWebSocketConnection
}


}),

736:
((module) => {



const uid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

const staticPropertyDescriptors = {
	enumerable: true,
	writable: false,
	configurable: false
}

const states = {
	CONNECTING: 0,
	OPEN: 1,
	CLOSING: 2,
	CLOSED: 3
}

const sentCloseFrameState = {
	NOT_SENT: 0,
	PROCESSING: 1,
	SENT: 2
}

const opcodes = {
	CONTINUATION: 0x0,
	TEXT: 0x1,
	BINARY: 0x2,
	CLOSE: 0x8,
	PING: 0x9,
	PONG: 0xA
}

const maxUnsigned16Bit = 2 ** 16 - 1

const parserStates = {
	INFO: 0,
	PAYLOADLENGTH_16: 2,
	PAYLOADLENGTH_64: 3,
	READ_DATA: 4
}

const emptyBuffer = Buffer.allocUnsafe(0)

const sendHints = {
	string: 1,
	typedArray: 2,
	arrayBuffer: 3,
	blob: 4
}

module.exports = {
	uid,
	sentCloseFrameState,
	staticPropertyDescriptors,
	states,
	opcodes,
	maxUnsigned16Bit,
	parserStates,
	emptyBuffer,
	sendHints
}


}),

5188:
((module, __unused_webpack_exports, __webpack_require__) => {



const { webidl } = __webpack_require__(5893)
const { kEnumerableProperty } = __webpack_require__(3440)
const { kConstruct } = __webpack_require__(6443)
const { MessagePort } = __webpack_require__(5919)

class MessageEvent extends Event {
	#eventInit

	constructor (type, eventInitDict = {}) {
		if (type === kConstruct) {
			super(arguments[1], arguments[2])
			webidl.util.markAsUncloneable(this)
			return
		}

		const prefix = 'MessageEvent constructor'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		type = webidl.converters.DOMString(type, prefix, 'type')
		eventInitDict = webidl.converters.MessageEventInit(eventInitDict, prefix, 'eventInitDict')

		super(type, eventInitDict)

		this.#eventInit = eventInitDict
		webidl.util.markAsUncloneable(this)
	}

	get data () {
		webidl.brandCheck(this, MessageEvent)

		return this.#eventInit.data
	}

	get origin () {
		webidl.brandCheck(this, MessageEvent)

		return this.#eventInit.origin
	}

	get lastEventId () {
		webidl.brandCheck(this, MessageEvent)

		return this.#eventInit.lastEventId
	}

	get source () {
		webidl.brandCheck(this, MessageEvent)

		return this.#eventInit.source
	}

	get ports () {
		webidl.brandCheck(this, MessageEvent)

		if (!Object.isFrozen(this.#eventInit.ports)) {
			Object.freeze(this.#eventInit.ports)
		}

		return this.#eventInit.ports
	}

	initMessageEvent (
		type,
		bubbles = false,
		cancelable = false,
		data = null,
		origin = '',
		lastEventId = '',
		source = null,
		ports = []
	) {
		webidl.brandCheck(this, MessageEvent)

		webidl.argumentLengthCheck(arguments, 1, 'MessageEvent.initMessageEvent')

		return new MessageEvent(type, {
			bubbles, cancelable, data, origin, lastEventId, source, ports
		})
	}

	static createFastMessageEvent (type, init) {
		const messageEvent = new MessageEvent(kConstruct, type, init)
		messageEvent.#eventInit = init
		messageEvent.#eventInit.data ??= null
		messageEvent.#eventInit.origin ??= ''
		messageEvent.#eventInit.lastEventId ??= ''
		messageEvent.#eventInit.source ??= null
		messageEvent.#eventInit.ports ??= []
		return messageEvent
	}
}

const { createFastMessageEvent } = MessageEvent
delete MessageEvent.createFastMessageEvent

class CloseEvent extends Event {
	#eventInit

	constructor (type, eventInitDict = {}) {
		const prefix = 'CloseEvent constructor'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		type = webidl.converters.DOMString(type, prefix, 'type')
		eventInitDict = webidl.converters.CloseEventInit(eventInitDict)

		super(type, eventInitDict)

		this.#eventInit = eventInitDict
		webidl.util.markAsUncloneable(this)
	}

	get wasClean () {
		webidl.brandCheck(this, CloseEvent)

		return this.#eventInit.wasClean
	}

	get code () {
		webidl.brandCheck(this, CloseEvent)

		return this.#eventInit.code
	}

	get reason () {
		webidl.brandCheck(this, CloseEvent)

		return this.#eventInit.reason
	}
}

class ErrorEvent extends Event {
	#eventInit

	constructor (type, eventInitDict) {
		const prefix = 'ErrorEvent constructor'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		super(type, eventInitDict)
		webidl.util.markAsUncloneable(this)

		type = webidl.converters.DOMString(type, prefix, 'type')
		eventInitDict = webidl.converters.ErrorEventInit(eventInitDict ?? {})

		this.#eventInit = eventInitDict
	}

	get message () {
		webidl.brandCheck(this, ErrorEvent)

		return this.#eventInit.message
	}

	get filename () {
		webidl.brandCheck(this, ErrorEvent)

		return this.#eventInit.filename
	}

	get lineno () {
		webidl.brandCheck(this, ErrorEvent)

		return this.#eventInit.lineno
	}

	get colno () {
		webidl.brandCheck(this, ErrorEvent)

		return this.#eventInit.colno
	}

	get error () {
		webidl.brandCheck(this, ErrorEvent)

		return this.#eventInit.error
	}
}

Object.defineProperties(MessageEvent.prototype, {
	[Symbol.toStringTag]: {
		value: 'MessageEvent',
		configurable: true
	},
	data: kEnumerableProperty,
	origin: kEnumerableProperty,
	lastEventId: kEnumerableProperty,
	source: kEnumerableProperty,
	ports: kEnumerableProperty,
	initMessageEvent: kEnumerableProperty
})

Object.defineProperties(CloseEvent.prototype, {
	[Symbol.toStringTag]: {
		value: 'CloseEvent',
		configurable: true
	},
	reason: kEnumerableProperty,
	code: kEnumerableProperty,
	wasClean: kEnumerableProperty
})

Object.defineProperties(ErrorEvent.prototype, {
	[Symbol.toStringTag]: {
		value: 'ErrorEvent',
		configurable: true
	},
	message: kEnumerableProperty,
	filename: kEnumerableProperty,
	lineno: kEnumerableProperty,
	colno: kEnumerableProperty,
	error: kEnumerableProperty
})

webidl.converters.MessagePort = webidl.interfaceConverter(MessagePort)

webidl.converters['sequence<MessagePort>'] = webidl.sequenceConverter(
	webidl.converters.MessagePort
)

const eventInit = [
	{
		key: 'bubbles',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'cancelable',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'composed',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	}
]

webidl.converters.MessageEventInit = webidl.dictionaryConverter([
	...eventInit,
	{
		key: 'data',
		converter: webidl.converters.any,
		defaultValue: () => null
	},
	{
		key: 'origin',
		converter: webidl.converters.USVString,
		defaultValue: () => ''
	},
	{
		key: 'lastEventId',
		converter: webidl.converters.DOMString,
		defaultValue: () => ''
	},
	{
		key: 'source',
		converter: webidl.nullableConverter(webidl.converters.MessagePort),
		defaultValue: () => null
	},
	{
		key: 'ports',
		converter: webidl.converters['sequence<MessagePort>'],
		defaultValue: () => new Array(0)
	}
])

webidl.converters.CloseEventInit = webidl.dictionaryConverter([
	...eventInit,
	{
		key: 'wasClean',
		converter: webidl.converters.boolean,
		defaultValue: () => false
	},
	{
		key: 'code',
		converter: webidl.converters['unsigned short'],
		defaultValue: () => 0
	},
	{
		key: 'reason',
		converter: webidl.converters.USVString,
		defaultValue: () => ''
	}
])

webidl.converters.ErrorEventInit = webidl.dictionaryConverter([
	...eventInit,
	{
		key: 'message',
		converter: webidl.converters.DOMString,
		defaultValue: () => ''
	},
	{
		key: 'filename',
		converter: webidl.converters.USVString,
		defaultValue: () => ''
	},
	{
		key: 'lineno',
		converter: webidl.converters['unsigned long'],
		defaultValue: () => 0
	},
	{
		key: 'colno',
		converter: webidl.converters['unsigned long'],
		defaultValue: () => 0
	},
	{
		key: 'error',
		converter: webidl.converters.any
	}
])

module.exports = {
	MessageEvent,
	CloseEvent,
	ErrorEvent,
	createFastMessageEvent
}


}),

3264:
((module, __unused_webpack_exports, __webpack_require__) => {



const { maxUnsigned16Bit } = __webpack_require__(736)

const BUFFER_SIZE = 16386

let crypto
let buffer = null
let bufIdx = BUFFER_SIZE

try {
	crypto = __webpack_require__(7598)
} catch {
	crypto = {
		randomFillSync: function randomFillSync (buffer, _offset, _size) {
			for (let i = 0; i < buffer.length; ++i) {
				buffer[i] = Math.random() * 255 | 0
			}
			return buffer
		}
	}
}

function generateMask () {
	if (bufIdx === BUFFER_SIZE) {
		bufIdx = 0
		crypto.randomFillSync((buffer ??= Buffer.allocUnsafe(BUFFER_SIZE)), 0, BUFFER_SIZE)
	}
	return [buffer[bufIdx++], buffer[bufIdx++], buffer[bufIdx++], buffer[bufIdx++]]
}

class WebsocketFrameSend {
	constructor (data) {
		this.frameData = data
	}

	createFrame (opcode) {
		const frameData = this.frameData
		const maskKey = generateMask()
		const bodyLength = frameData?.byteLength ?? 0

		let payloadLength = bodyLength
		let offset = 6

		if (bodyLength > maxUnsigned16Bit) {
			offset += 8
			payloadLength = 127
		} else if (bodyLength > 125) {
			offset += 2
			payloadLength = 126
		}

		const buffer = Buffer.allocUnsafe(bodyLength + offset)

		buffer[0] = buffer[1] = 0
		buffer[0] |= 0x80
		buffer[0] = (buffer[0] & 0xF0) + opcode

		/*! ws. MIT License. Einar Otto Stangvik <einaros@gmail.com> */
		buffer[offset - 4] = maskKey[0]
		buffer[offset - 3] = maskKey[1]
		buffer[offset - 2] = maskKey[2]
		buffer[offset - 1] = maskKey[3]

		buffer[1] = payloadLength

		if (payloadLength === 126) {
			buffer.writeUInt16BE(bodyLength, 2)
		} else if (payloadLength === 127) {
			buffer[2] = buffer[3] = 0
			buffer.writeUIntBE(bodyLength, 4, 6)
		}

		buffer[1] |= 0x80

		for (let i = 0; i < bodyLength; ++i) {
			buffer[offset + i] = frameData[i] ^ maskKey[i & 3]
		}

		return buffer
	}
}

module.exports = {
	WebsocketFrameSend
}


}),

9469:
((module, __unused_webpack_exports, __webpack_require__) => {



const { createInflateRaw, Z_DEFAULT_WINDOWBITS } = __webpack_require__(8522)
const { isValidClientWindowBits } = __webpack_require__(8625)
const { MessageSizeExceededError } = __webpack_require__(8707)

const tail = Buffer.from([0x00, 0x00, 0xff, 0xff])
const kBuffer = Symbol('kBuffer')
const kLength = Symbol('kLength')

class PerMessageDeflate {
	#inflate

	#options = {}

	#maxPayloadSize = 0

	constructor (extensions, options) {
		this.#options.serverNoContextTakeover = extensions.has('server_no_context_takeover')
		this.#options.serverMaxWindowBits = extensions.get('server_max_window_bits')

		this.#maxPayloadSize = options.maxPayloadSize
	}

	decompress (chunk, fin, callback) {
		if (!this.#inflate) {
			let windowBits = Z_DEFAULT_WINDOWBITS

			if (this.#options.serverMaxWindowBits) {
				if (!isValidClientWindowBits(this.#options.serverMaxWindowBits)) {
					callback(new Error('Invalid server_max_window_bits'))
					return
				}

				windowBits = Number.parseInt(this.#options.serverMaxWindowBits)
			}

			try {
				this.#inflate = createInflateRaw({ windowBits })
			} catch (err) {
				callback(err)
				return
			}
			this.#inflate[kBuffer] = []
			this.#inflate[kLength] = 0

			this.#inflate.on('data', (data) => {
				this.#inflate[kLength] += data.length

				if (this.#maxPayloadSize > 0 && this.#inflate[kLength] > this.#maxPayloadSize) {
					callback(new MessageSizeExceededError())
					this.#inflate.removeAllListeners()
					this.#inflate.destroy()
					this.#inflate = null
					return
				}

				this.#inflate[kBuffer].push(data)
			})

			this.#inflate.on('error', (err) => {
				this.#inflate = null
				callback(err)
			})
		}

		this.#inflate.write(chunk)
		if (fin) {
			this.#inflate.write(tail)
		}

		this.#inflate.flush(() => {
			if (!this.#inflate) {
				return
			}

			const full = Buffer.concat(this.#inflate[kBuffer], this.#inflate[kLength])

			this.#inflate[kBuffer].length = 0
			this.#inflate[kLength] = 0

			callback(null, full)
		})
	}
}

module.exports = { PerMessageDeflate }


}),

1652:
((module, __unused_webpack_exports, __webpack_require__) => {



const { Writable } = __webpack_require__(7075)
const assert = __webpack_require__(4589)
const { parserStates, opcodes, states, emptyBuffer, sentCloseFrameState } = __webpack_require__(736)
const { kReadyState, kSentClose, kResponse, kReceivedClose } = __webpack_require__(1216)
const { channels } = __webpack_require__(2414)
const {
	isValidStatusCode,
	isValidOpcode,
	failWebsocketConnection,
	websocketMessageReceived,
	utf8Decode,
	isControlFrame,
	isTextBinaryFrame,
	isContinuationFrame
} = __webpack_require__(8625)
const { WebsocketFrameSend } = __webpack_require__(3264)
const { closeWebSocketConnection } = __webpack_require__(6897)
const { PerMessageDeflate } = __webpack_require__(9469)
const { MessageSizeExceededError } = __webpack_require__(8707)

function failWebsocketConnectionWithCode (ws, code, reason) {
	closeWebSocketConnection(ws, code, reason, Buffer.byteLength(reason))
	failWebsocketConnection(ws, reason)
}


class ByteParser extends Writable {
	#buffers = []
	#fragmentsBytes = 0
	#byteOffset = 0
	#loop = false

	#state = parserStates.INFO

	#info = {}
	#fragments = []

	#extensions

	#maxFragments

	#maxPayloadSize

	constructor (ws, extensions, options = {}) {
		super()

		this.ws = ws
		this.#extensions = extensions == null ? new Map() : extensions
		this.#maxFragments = options.maxFragments ?? 0
		this.#maxPayloadSize = options.maxPayloadSize ?? 0

		if (this.#extensions.has('permessage-deflate')) {
			this.#extensions.set('permessage-deflate', new PerMessageDeflate(extensions, options))
		}
	}

	_write (chunk, _, callback) {
		this.#buffers.push(chunk)
		this.#byteOffset += chunk.length
		this.#loop = true

		this.run(callback)
	}

	#validatePayloadLength () {
		if (
			this.#maxPayloadSize > 0 &&
			!isControlFrame(this.#info.opcode) &&
			this.#info.payloadLength + this.#fragmentsBytes > this.#maxPayloadSize
		) {
			failWebsocketConnectionWithCode(this.ws, 1009, 'Payload size exceeds maximum allowed size')
			return false
		}

		return true
	}

	run (callback) {
		while (this.#loop) {
			if (this.#state === parserStates.INFO) {
				if (this.#byteOffset < 2) {
					return callback()
				}

				const buffer = this.consume(2)
				const fin = (buffer[0] & 0x80) !== 0
				const opcode = buffer[0] & 0x0F
				const masked = (buffer[1] & 0x80) === 0x80

				const fragmented = !fin && opcode !== opcodes.CONTINUATION
				const payloadLength = buffer[1] & 0x7F

				const rsv1 = buffer[0] & 0x40
				const rsv2 = buffer[0] & 0x20
				const rsv3 = buffer[0] & 0x10

				if (!isValidOpcode(opcode)) {
					failWebsocketConnection(this.ws, 'Invalid opcode received')
					return callback()
				}

				if (masked) {
					failWebsocketConnection(this.ws, 'Frame cannot be masked')
					return callback()
				}

				if (rsv1 !== 0 && !this.#extensions.has('permessage-deflate')) {
					failWebsocketConnection(this.ws, 'Expected RSV1 to be clear.')
					return
				}

				if (rsv2 !== 0 || rsv3 !== 0) {
					failWebsocketConnection(this.ws, 'RSV1, RSV2, RSV3 must be clear')
					return
				}

				if (fragmented && !isTextBinaryFrame(opcode)) {
					failWebsocketConnection(this.ws, 'Invalid frame type was fragmented.')
					return
				}

				if (isTextBinaryFrame(opcode) && this.#fragments.length > 0) {
					failWebsocketConnection(this.ws, 'Expected continuation frame')
					return
				}

				if (this.#info.fragmented && fragmented) {
					failWebsocketConnection(this.ws, 'Fragmented frame exceeded 125 bytes.')
					return
				}

				if ((payloadLength > 125 || fragmented) && isControlFrame(opcode)) {
					failWebsocketConnection(this.ws, 'Control frame either too large or fragmented')
					return
				}

				if (isContinuationFrame(opcode) && this.#fragments.length === 0 && !this.#info.compressed) {
					failWebsocketConnection(this.ws, 'Unexpected continuation frame')
					return
				}

				if (payloadLength <= 125) {
					this.#info.payloadLength = payloadLength
					this.#state = parserStates.READ_DATA

					if (!this.#validatePayloadLength()) {
						return
					}
				} else if (payloadLength === 126) {
					this.#state = parserStates.PAYLOADLENGTH_16
				} else if (payloadLength === 127) {
					this.#state = parserStates.PAYLOADLENGTH_64
				}

				if (isTextBinaryFrame(opcode)) {
					this.#info.binaryType = opcode
					this.#info.compressed = rsv1 !== 0
				}

				this.#info.opcode = opcode
				this.#info.masked = masked
				this.#info.fin = fin
				this.#info.fragmented = fragmented
			} else if (this.#state === parserStates.PAYLOADLENGTH_16) {
				if (this.#byteOffset < 2) {
					return callback()
				}

				const buffer = this.consume(2)

				this.#info.payloadLength = buffer.readUInt16BE(0)
				this.#state = parserStates.READ_DATA

				if (!this.#validatePayloadLength()) {
					return
				}
			} else if (this.#state === parserStates.PAYLOADLENGTH_64) {
				if (this.#byteOffset < 8) {
					return callback()
				}

				const buffer = this.consume(8)
				const upper = buffer.readUInt32BE(0)
				const lower = buffer.readUInt32BE(4)

				if (upper !== 0 || lower > 2 ** 31 - 1) {
					failWebsocketConnection(this.ws, 'Received payload length > 2^31 bytes.')
					return
				}

				this.#info.payloadLength = lower
				this.#state = parserStates.READ_DATA

				if (!this.#validatePayloadLength()) {
					return
				}
			} else if (this.#state === parserStates.READ_DATA) {
				if (this.#byteOffset < this.#info.payloadLength) {
					return callback()
				}

				const body = this.consume(this.#info.payloadLength)

				if (isControlFrame(this.#info.opcode)) {
					this.#loop = this.parseControlFrame(body)
					this.#state = parserStates.INFO

					const socket = this.ws[kResponse].socket
					if (this.#loop && socket.writableNeedDrain) {
						this.#loop = false
						socket.once('drain', () => {
							if (this.destroyed) return
							this.#loop = true
							this.run(callback)
						})
						return
					}
				} else {
					if (!this.#info.compressed) {
						if (!this.writeFragments(body)) {
							return
						}

						if (this.#maxPayloadSize > 0 && this.#fragmentsBytes > this.#maxPayloadSize) {
							failWebsocketConnectionWithCode(this.ws, 1009, new MessageSizeExceededError().message)
							return
						}

						if (!this.#info.fragmented && this.#info.fin) {
							websocketMessageReceived(this.ws, this.#info.binaryType, this.consumeFragments())
						}

						this.#state = parserStates.INFO
					} else {
						this.#extensions.get('permessage-deflate').decompress(
							body,
							this.#info.fin,
							(error, data) => {
								if (error) {
									const code = error instanceof MessageSizeExceededError ? 1009 : 1007
									failWebsocketConnectionWithCode(this.ws, code, error.message)
									return
								}

								if (!this.writeFragments(data)) {
									return
								}

								if (this.#maxPayloadSize > 0 && this.#fragmentsBytes > this.#maxPayloadSize) {
									failWebsocketConnectionWithCode(this.ws, 1009, new MessageSizeExceededError().message)
									return
								}

								if (!this.#info.fin) {
									this.#state = parserStates.INFO
									this.#loop = true
									this.run(callback)
									return
								}

								websocketMessageReceived(this.ws, this.#info.binaryType, this.consumeFragments())

								this.#loop = true
								this.#state = parserStates.INFO
								this.run(callback)
							}
						)

						this.#loop = false
						break
					}
				}
			}
		}
	}

	consume (n) {
		if (n > this.#byteOffset) {
			throw new Error('Called consume() before buffers satiated.')
		} else if (n === 0) {
			return emptyBuffer
		}

		if (this.#buffers[0].length === n) {
			this.#byteOffset -= this.#buffers[0].length
			return this.#buffers.shift()
		}

		const buffer = Buffer.allocUnsafe(n)
		let offset = 0

		while (offset !== n) {
			const next = this.#buffers[0]
			const { length } = next

			if (length + offset === n) {
				buffer.set(this.#buffers.shift(), offset)
				break
			} else if (length + offset > n) {
				buffer.set(next.subarray(0, n - offset), offset)
				this.#buffers[0] = next.subarray(n - offset)
				break
			} else {
				buffer.set(this.#buffers.shift(), offset)
				offset += next.length
			}
		}

		this.#byteOffset -= n

		return buffer
	}

	writeFragments (fragment) {
		if (
			this.#maxFragments > 0 &&
			this.#fragments.length === this.#maxFragments
		) {
			failWebsocketConnectionWithCode(this.ws, 1008, 'Too many message fragments')
			return false
		}

		this.#fragmentsBytes += fragment.length
		this.#fragments.push(fragment)
		return true
	}

	consumeFragments () {
		const fragments = this.#fragments

		if (fragments.length === 1) {
			this.#fragmentsBytes = 0
			return fragments.shift()
		}

		const output = Buffer.concat(fragments, this.#fragmentsBytes)
		this.#fragments = []
		this.#fragmentsBytes = 0

		return output
	}

	parseCloseBody (data) {
		assert(data.length !== 1)

		let code

		if (data.length >= 2) {
			code = data.readUInt16BE(0)
		}

		if (code !== undefined && !isValidStatusCode(code)) {
			return { code: 1002, reason: 'Invalid status code', error: true }
		}

		let reason = data.subarray(2)

		if (reason[0] === 0xEF && reason[1] === 0xBB && reason[2] === 0xBF) {
			reason = reason.subarray(3)
		}

		try {
			reason = utf8Decode(reason)
		} catch {
			return { code: 1007, reason: 'Invalid UTF-8', error: true }
		}

		return { code, reason, error: false }
	}

	parseControlFrame (body) {
		const { opcode, payloadLength } = this.#info

		if (opcode === opcodes.CLOSE) {
			if (payloadLength === 1) {
				failWebsocketConnection(this.ws, 'Received close frame with a 1-byte body.')
				return false
			}

			this.#info.closeInfo = this.parseCloseBody(body)

			if (this.#info.closeInfo.error) {
				const { code, reason } = this.#info.closeInfo

				closeWebSocketConnection(this.ws, code, reason, reason.length)
				failWebsocketConnection(this.ws, reason)
				return false
			}

			if (this.ws[kSentClose] !== sentCloseFrameState.SENT) {
				let body = emptyBuffer
				if (this.#info.closeInfo.code) {
					body = Buffer.allocUnsafe(2)
					body.writeUInt16BE(this.#info.closeInfo.code, 0)
				}
				const closeFrame = new WebsocketFrameSend(body)

				this.ws[kResponse].socket.write(
					closeFrame.createFrame(opcodes.CLOSE),
					(err) => {
						if (!err) {
							this.ws[kSentClose] = sentCloseFrameState.SENT
						}
					}
				)
			}

			this.ws[kReadyState] = states.CLOSING
			this.ws[kReceivedClose] = true

			return false
		} else if (opcode === opcodes.PING) {

			if (!this.ws[kReceivedClose]) {
				const frame = new WebsocketFrameSend(body)

				this.ws[kResponse].socket.write(frame.createFrame(opcodes.PONG))

				if (channels.ping.hasSubscribers) {
					channels.ping.publish({
						payload: body
					})
				}
			}
		} else if (opcode === opcodes.PONG) {

			if (channels.pong.hasSubscribers) {
				channels.pong.publish({
					payload: body
				})
			}
		}

		return true
	}

	get closingInfo () {
		return this.#info.closeInfo
	}
}

module.exports = {
	ByteParser
}


}),

3900:
((module, __unused_webpack_exports, __webpack_require__) => {



const { WebsocketFrameSend } = __webpack_require__(3264)
const { opcodes, sendHints } = __webpack_require__(736)
const FixedQueue = __webpack_require__(4660)

const FastBuffer = Buffer[Symbol.species]


class SendQueue {
	#queue = new FixedQueue()

	#running = false

	#socket

	constructor (socket) {
		this.#socket = socket
	}

	add (item, cb, hint) {
		if (hint !== sendHints.blob) {
			const frame = createFrame(item, hint)
			if (!this.#running) {
				this.#socket.write(frame, cb)
			} else {
				const node = {
					promise: null,
					callback: cb,
					frame
				}
				this.#queue.push(node)
			}
			return
		}

		const node = {
			promise: item.arrayBuffer().then((ab) => {
				node.promise = null
				node.frame = createFrame(ab, hint)
			}),
			callback: cb,
			frame: null
		}

		this.#queue.push(node)

		if (!this.#running) {
			this.#run()
		}
	}

	async #run () {
		this.#running = true
		const queue = this.#queue
		while (!queue.isEmpty()) {
			const node = queue.shift()
			if (node.promise !== null) {
				await node.promise
			}
			this.#socket.write(node.frame, node.callback)
			node.callback = node.frame = null
		}
		this.#running = false
	}
}

function createFrame (data, hint) {
	return new WebsocketFrameSend(toBuffer(data, hint)).createFrame(hint === sendHints.string ? opcodes.TEXT : opcodes.BINARY)
}

function toBuffer (data, hint) {
	switch (hint) {
		case sendHints.string:
			return Buffer.from(data)
		case sendHints.arrayBuffer:
		case sendHints.blob:
			return new FastBuffer(data)
		case sendHints.typedArray:
			return new FastBuffer(data.buffer, data.byteOffset, data.byteLength)
	}
}

module.exports = { SendQueue }


}),

1216:
((module) => {



module.exports = {
	kWebSocketURL: Symbol('url'),
	kReadyState: Symbol('ready state'),
	kController: Symbol('controller'),
	kResponse: Symbol('response'),
	kBinaryType: Symbol('binary type'),
	kSentClose: Symbol('sent close'),
	kReceivedClose: Symbol('received close'),
	kByteParser: Symbol('byte parser')
}


}),

8625:
((module, __unused_webpack_exports, __webpack_require__) => {



const { kReadyState, kController, kResponse, kBinaryType, kWebSocketURL } = __webpack_require__(1216)
const { states, opcodes } = __webpack_require__(736)
const { ErrorEvent, createFastMessageEvent } = __webpack_require__(5188)
const { isUtf8 } = __webpack_require__(4573)
const { collectASequenceOfCodePointsFast, removeHTTPWhitespace } = __webpack_require__(1900)


function isConnecting (ws) {
	return ws[kReadyState] === states.CONNECTING
}

function isEstablished (ws) {
	return ws[kReadyState] === states.OPEN
}

function isClosing (ws) {
	return ws[kReadyState] === states.CLOSING
}

function isClosed (ws) {
	return ws[kReadyState] === states.CLOSED
}

function fireEvent (e, target, eventFactory = (type, init) => new Event(type, init), eventInitDict = {}) {

	const event = eventFactory(e, eventInitDict)


	target.dispatchEvent(event)
}

function websocketMessageReceived (ws, type, data) {
	if (ws[kReadyState] !== states.OPEN) {
		return
	}

	let dataForEvent

	if (type === opcodes.TEXT) {
		try {
			dataForEvent = utf8Decode(data)
		} catch {
			failWebsocketConnection(ws, 'Received invalid UTF-8 in text frame.')
			return
		}
	} else if (type === opcodes.BINARY) {
		if (ws[kBinaryType] === 'blob') {
			dataForEvent = new Blob([data])
		} else {
			dataForEvent = toArrayBuffer(data)
		}
	}

	fireEvent('message', ws, createFastMessageEvent, {
		origin: ws[kWebSocketURL].origin,
		data: dataForEvent
	})
}

function toArrayBuffer (buffer) {
	if (buffer.byteLength === buffer.buffer.byteLength) {
		return buffer.buffer
	}
	return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
}

function isValidSubprotocol (protocol) {
	if (protocol.length === 0) {
		return false
	}

	for (let i = 0; i < protocol.length; ++i) {
		const code = protocol.charCodeAt(i)

		if (
			code < 0x21 ||
			code > 0x7E ||
			code === 0x22 ||
			code === 0x28 ||
			code === 0x29 ||
			code === 0x2C ||
			code === 0x2F ||
			code === 0x3A ||
			code === 0x3B ||
			code === 0x3C ||
			code === 0x3D ||
			code === 0x3E ||
			code === 0x3F ||
			code === 0x40 ||
			code === 0x5B ||
			code === 0x5C ||
			code === 0x5D ||
			code === 0x7B ||
			code === 0x7D
		) {
			return false
		}
	}

	return true
}

function isValidStatusCode (code) {
	if (code >= 1000 && code < 1015) {
		return (
			code !== 1004 &&
			code !== 1005 &&
			code !== 1006
		)
	}

	return code >= 3000 && code <= 4999
}

function failWebsocketConnection (ws, reason) {
	const { [kController]: controller, [kResponse]: response } = ws

	controller.abort()

	if (response?.socket && !response.socket.destroyed) {
		response.socket.destroy()
	}

	if (reason) {
		fireEvent('error', ws, (type, init) => new ErrorEvent(type, init), {
			error: new Error(reason),
			message: reason
		})
	}
}

function isControlFrame (opcode) {
	return (
		opcode === opcodes.CLOSE ||
		opcode === opcodes.PING ||
		opcode === opcodes.PONG
	)
}

function isContinuationFrame (opcode) {
	return opcode === opcodes.CONTINUATION
}

function isTextBinaryFrame (opcode) {
	return opcode === opcodes.TEXT || opcode === opcodes.BINARY
}

function isValidOpcode (opcode) {
	return isTextBinaryFrame(opcode) || isContinuationFrame(opcode) || isControlFrame(opcode)
}

function parseExtensions (extensions) {
	const position = { position: 0 }
	const extensionList = new Map()

	while (position.position < extensions.length) {
		const pair = collectASequenceOfCodePointsFast(';', extensions, position)
		const [name, value = ''] = pair.split('=')

		extensionList.set(
			removeHTTPWhitespace(name, true, false),
			removeHTTPWhitespace(value, false, true)
		)

		position.position++
	}

	return extensionList
}

function isValidClientWindowBits (value) {
	if (value.length === 0) {
		return false
	}

	for (let i = 0; i < value.length; i++) {
		const byte = value.charCodeAt(i)

		if (byte < 0x30 || byte > 0x39) {
			return false
		}
	}

	const num = Number.parseInt(value, 10)
	return num >= 8 && num <= 15
}

const hasIntl = typeof process.versions.icu === 'string'
const fatalDecoder = hasIntl ? new TextDecoder('utf-8', { fatal: true }) : undefined

const utf8Decode = hasIntl
	? fatalDecoder.decode.bind(fatalDecoder)
	: function (buffer) {
		if (isUtf8(buffer)) {
			return buffer.toString('utf-8')
		}
		throw new TypeError('Invalid utf-8 received.')
	}

module.exports = {
	isConnecting,
	isEstablished,
	isClosing,
	isClosed,
	fireEvent,
	isValidSubprotocol,
	isValidStatusCode,
	failWebsocketConnection,
	websocketMessageReceived,
	utf8Decode,
	isControlFrame,
	isContinuationFrame,
	isTextBinaryFrame,
	isValidOpcode,
	parseExtensions,
	isValidClientWindowBits
}


}),

3726:
((module, __unused_webpack_exports, __webpack_require__) => {



const { webidl } = __webpack_require__(5893)
const { URLSerializer } = __webpack_require__(1900)
const { environmentSettingsObject } = __webpack_require__(3168)
const { staticPropertyDescriptors, states, sentCloseFrameState, sendHints } = __webpack_require__(736)
const {
	kWebSocketURL,
	kReadyState,
	kController,
	kBinaryType,
	kResponse,
	kSentClose,
	kByteParser
} = __webpack_require__(1216)
const {
	isConnecting,
	isEstablished,
	isClosing,
	isValidSubprotocol,
	fireEvent
} = __webpack_require__(8625)
const { establishWebSocketConnection, closeWebSocketConnection } = __webpack_require__(6897)
const { ByteParser } = __webpack_require__(1652)
const { kEnumerableProperty, isBlobLike } = __webpack_require__(3440)
const { getGlobalDispatcher } = __webpack_require__(2581)
const { types } = __webpack_require__(7975)
const { ErrorEvent, CloseEvent } = __webpack_require__(5188)
const { SendQueue } = __webpack_require__(3900)

class WebSocket extends EventTarget {
	#events = {
		open: null,
		error: null,
		close: null,
		message: null
	}

	#bufferedAmount = 0
	#protocol = ''
	#extensions = ''

	#sendQueue

	constructor (url, protocols = []) {
		super()

		webidl.util.markAsUncloneable(this)

		const prefix = 'WebSocket constructor'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		const options = webidl.converters['DOMString or sequence<DOMString> or WebSocketInit'](protocols, prefix, 'options')

		url = webidl.converters.USVString(url, prefix, 'url')
		protocols = options.protocols

		const baseURL = environmentSettingsObject.settingsObject.baseUrl

		let urlRecord

		try {
			urlRecord = new URL(url, baseURL)
		} catch (e) {
			throw new DOMException(e, 'SyntaxError')
		}

		if (urlRecord.protocol === 'http:') {
			urlRecord.protocol = 'ws:'
		} else if (urlRecord.protocol === 'https:') {
			urlRecord.protocol = 'wss:'
		}

		if (urlRecord.protocol !== 'ws:' && urlRecord.protocol !== 'wss:') {
			throw new DOMException(
				`Expected a ws: or wss: protocol, got ${urlRecord.protocol}`,
				'SyntaxError'
			)
		}

		if (urlRecord.hash || urlRecord.href.endsWith('#')) {
			throw new DOMException('Got fragment', 'SyntaxError')
		}

		if (typeof protocols === 'string') {
			protocols = [protocols]
		}

		if (protocols.length !== new Set(protocols.map(p => p.toLowerCase())).size) {
			throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError')
		}

		if (protocols.length > 0 && !protocols.every(p => isValidSubprotocol(p))) {
			throw new DOMException('Invalid Sec-WebSocket-Protocol value', 'SyntaxError')
		}

		this[kWebSocketURL] = new URL(urlRecord.href)

		const client = environmentSettingsObject.settingsObject


		this[kController] = establishWebSocketConnection(
			urlRecord,
			protocols,
			client,
			this,
			(response, extensions) => this.#onConnectionEstablished(response, extensions),
			options
		)

		this[kReadyState] = WebSocket.CONNECTING

		this[kSentClose] = sentCloseFrameState.NOT_SENT



		this[kBinaryType] = 'blob'
	}

	close (code = undefined, reason = undefined) {
		webidl.brandCheck(this, WebSocket)

		const prefix = 'WebSocket.close'

		if (code !== undefined) {
			code = webidl.converters['unsigned short'](code, prefix, 'code', { clamp: true })
		}

		if (reason !== undefined) {
			reason = webidl.converters.USVString(reason, prefix, 'reason')
		}

		if (code !== undefined) {
			if (code !== 1000 && (code < 3000 || code > 4999)) {
				throw new DOMException('invalid code', 'InvalidAccessError')
			}
		}

		let reasonByteLength = 0

		if (reason !== undefined) {
			reasonByteLength = Buffer.byteLength(reason)

			if (reasonByteLength > 123) {
				throw new DOMException(
					`Reason must be less than 123 bytes; received ${reasonByteLength}`,
					'SyntaxError'
				)
			}
		}

		closeWebSocketConnection(this, code, reason, reasonByteLength)
	}

	send (data) {
		webidl.brandCheck(this, WebSocket)

		const prefix = 'WebSocket.send'
		webidl.argumentLengthCheck(arguments, 1, prefix)

		data = webidl.converters.WebSocketSendData(data, prefix, 'data')

		if (isConnecting(this)) {
			throw new DOMException('Sent before connected.', 'InvalidStateError')
		}


		if (!isEstablished(this) || isClosing(this)) {
			return
		}

		if (typeof data === 'string') {

			const length = Buffer.byteLength(data)

			this.#bufferedAmount += length
			this.#sendQueue.add(data, () => {
				this.#bufferedAmount -= length
			}, sendHints.string)
		} else if (types.isArrayBuffer(data)) {

			this.#bufferedAmount += data.byteLength
			this.#sendQueue.add(data, () => {
				this.#bufferedAmount -= data.byteLength
			}, sendHints.arrayBuffer)
		} else if (ArrayBuffer.isView(data)) {

			this.#bufferedAmount += data.byteLength
			this.#sendQueue.add(data, () => {
				this.#bufferedAmount -= data.byteLength
			}, sendHints.typedArray)
		} else if (isBlobLike(data)) {

			this.#bufferedAmount += data.size
			this.#sendQueue.add(data, () => {
				this.#bufferedAmount -= data.size
			}, sendHints.blob)
		}
	}

	get readyState () {
		webidl.brandCheck(this, WebSocket)

		return this[kReadyState]
	}

	get bufferedAmount () {
		webidl.brandCheck(this, WebSocket)

		return this.#bufferedAmount
	}

	get url () {
		webidl.brandCheck(this, WebSocket)

		return URLSerializer(this[kWebSocketURL])
	}

	get extensions () {
		webidl.brandCheck(this, WebSocket)

		return this.#extensions
	}

	get protocol () {
		webidl.brandCheck(this, WebSocket)

		return this.#protocol
	}

	get onopen () {
		webidl.brandCheck(this, WebSocket)

		return this.#events.open
	}

	set onopen (fn) {
		webidl.brandCheck(this, WebSocket)

		if (this.#events.open) {
			this.removeEventListener('open', this.#events.open)
		}

		if (typeof fn === 'function') {
			this.#events.open = fn
			this.addEventListener('open', fn)
		} else {
			this.#events.open = null
		}
	}

	get onerror () {
		webidl.brandCheck(this, WebSocket)

		return this.#events.error
	}

	set onerror (fn) {
		webidl.brandCheck(this, WebSocket)

		if (this.#events.error) {
			this.removeEventListener('error', this.#events.error)
		}

		if (typeof fn === 'function') {
			this.#events.error = fn
			this.addEventListener('error', fn)
		} else {
			this.#events.error = null
		}
	}

	get onclose () {
		webidl.brandCheck(this, WebSocket)

		return this.#events.close
	}

	set onclose (fn) {
		webidl.brandCheck(this, WebSocket)

		if (this.#events.close) {
			this.removeEventListener('close', this.#events.close)
		}

		if (typeof fn === 'function') {
			this.#events.close = fn
			this.addEventListener('close', fn)
		} else {
			this.#events.close = null
		}
	}

	get onmessage () {
		webidl.brandCheck(this, WebSocket)

		return this.#events.message
	}

	set onmessage (fn) {
		webidl.brandCheck(this, WebSocket)

		if (this.#events.message) {
			this.removeEventListener('message', this.#events.message)
		}

		if (typeof fn === 'function') {
			this.#events.message = fn
			this.addEventListener('message', fn)
		} else {
			this.#events.message = null
		}
	}

	get binaryType () {
		webidl.brandCheck(this, WebSocket)

		return this[kBinaryType]
	}

	set binaryType (type) {
		webidl.brandCheck(this, WebSocket)

		if (type !== 'blob' && type !== 'arraybuffer') {
			this[kBinaryType] = 'blob'
		} else {
			this[kBinaryType] = type
		}
	}

	#onConnectionEstablished (response, parsedExtensions) {
		this[kResponse] = response

		const webSocketOptions = this[kController]?.dispatcher?.webSocketOptions
		const maxFragments = webSocketOptions?.maxFragments
		const maxPayloadSize = webSocketOptions?.maxPayloadSize

		const parser = new ByteParser(this, parsedExtensions, {
			maxFragments,
			maxPayloadSize
		})
		parser.on('drain', onParserDrain)
		parser.on('error', onParserError.bind(this))

		response.socket.ws = this
		this[kByteParser] = parser

		this.#sendQueue = new SendQueue(response.socket)

		this[kReadyState] = states.OPEN

		const extensions = response.headersList.get('sec-websocket-extensions')

		if (extensions !== null) {
			this.#extensions = extensions
		}

		const protocol = response.headersList.get('sec-websocket-protocol')

		if (protocol !== null) {
			this.#protocol = protocol
		}

		fireEvent('open', this)
	}
}

WebSocket.CONNECTING = WebSocket.prototype.CONNECTING = states.CONNECTING
WebSocket.OPEN = WebSocket.prototype.OPEN = states.OPEN
WebSocket.CLOSING = WebSocket.prototype.CLOSING = states.CLOSING
WebSocket.CLOSED = WebSocket.prototype.CLOSED = states.CLOSED

Object.defineProperties(WebSocket.prototype, {
	CONNECTING: staticPropertyDescriptors,
	OPEN: staticPropertyDescriptors,
	CLOSING: staticPropertyDescriptors,
	CLOSED: staticPropertyDescriptors,
	url: kEnumerableProperty,
	readyState: kEnumerableProperty,
	bufferedAmount: kEnumerableProperty,
	onopen: kEnumerableProperty,
	onerror: kEnumerableProperty,
	onclose: kEnumerableProperty,
	close: kEnumerableProperty,
	onmessage: kEnumerableProperty,
	binaryType: kEnumerableProperty,
	send: kEnumerableProperty,
	extensions: kEnumerableProperty,
	protocol: kEnumerableProperty,
	[Symbol.toStringTag]: {
		value: 'WebSocket',
		writable: false,
		enumerable: false,
		configurable: true
	}
})

Object.defineProperties(WebSocket, {
	CONNECTING: staticPropertyDescriptors,
	OPEN: staticPropertyDescriptors,
	CLOSING: staticPropertyDescriptors,
	CLOSED: staticPropertyDescriptors
})

webidl.converters['sequence<DOMString>'] = webidl.sequenceConverter(
	webidl.converters.DOMString
)

webidl.converters['DOMString or sequence<DOMString>'] = function (V, prefix, argument) {
	if (webidl.util.Type(V) === 'Object' && Symbol.iterator in V) {
		return webidl.converters['sequence<DOMString>'](V)
	}

	return webidl.converters.DOMString(V, prefix, argument)
}

webidl.converters.WebSocketInit = webidl.dictionaryConverter([
	{
		key: 'protocols',
		converter: webidl.converters['DOMString or sequence<DOMString>'],
		defaultValue: () => new Array(0)
	},
	{
		key: 'dispatcher',
		converter: webidl.converters.any,
		defaultValue: () => getGlobalDispatcher()
	},
	{
		key: 'headers',
		converter: webidl.nullableConverter(webidl.converters.HeadersInit)
	}
])

webidl.converters['DOMString or sequence<DOMString> or WebSocketInit'] = function (V) {
	if (webidl.util.Type(V) === 'Object' && !(Symbol.iterator in V)) {
		return webidl.converters.WebSocketInit(V)
	}

	return { protocols: webidl.converters['DOMString or sequence<DOMString>'](V) }
}

webidl.converters.WebSocketSendData = function (V) {
	if (webidl.util.Type(V) === 'Object') {
		if (isBlobLike(V)) {
			return webidl.converters.Blob(V, { strict: false })
		}

		if (ArrayBuffer.isView(V) || types.isArrayBuffer(V)) {
			return webidl.converters.BufferSource(V)
		}
	}

	return webidl.converters.USVString(V)
}

function onParserDrain () {
	this.ws[kResponse].socket.resume()
}

function onParserError (err) {
	let message
	let code

	if (err instanceof CloseEvent) {
		message = err.reason
		code = err.code
	} else {
		message = err.message
	}

	fireEvent('error', this, () => new ErrorEvent('error', { error: err, message }))

	closeWebSocketConnection(this, code)
}

module.exports = {
	WebSocket
}


})

};

