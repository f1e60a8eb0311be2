import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_modules__ = ({

2030:
((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
	e: () => (run)
});

var flow_state = __nccwpck_require__(7573);
;

const savedState = {
	save: () => {
		throw new Error('the saved state is read-only here: save through the action host');
	},
	load: (name) => process.env[`STATE_${name}`] ?? '',
};
function leftWork(state) {
	return (0,flow_state.Jc)(state) || Boolean(state.load(flow_state.c4.claim)) || Boolean(state.load(flow_state.c4.closing));
}
async function post() {
	if (!leftWork(new flow_state.uk(savedState)))
		return;
	await (await Promise.all([__nccwpck_require__.e(752), __nccwpck_require__.e(677), __nccwpck_require__.e(434), __nccwpck_require__.e(243), __nccwpck_require__.e(95), __nccwpck_require__.e(638), __nccwpck_require__.e(357)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7357))).postStep();
}

;


async function run() {
	if (new flow_state.uk(savedState).load(flow_state.c4.isPost) === 'true')
		await post();
	else
		await (await Promise.all([__nccwpck_require__.e(752), __nccwpck_require__.e(677), __nccwpck_require__.e(434), __nccwpck_require__.e(243), __nccwpck_require__.e(95), __nccwpck_require__.e(141), __nccwpck_require__.e(638), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1730))).mainStep();
}


}),

7573:
((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.d(__webpack_exports__, {
	Jc: () => (leftRun),
	QE: () => (askedLeft),
	Vg: () => (savedRecord),
	Z6: () => (closingLeft),
	_s: () => (saveAsked),
	c4: () => (STATE),
	uk: () => (StepState)
});
const STATE = {
	isPost: 'isPost',
	runId: 'run_id',
	commentId: 'comment_id',
	threadNumber: 'thread_number',
	settled: 'settled',
	key: 'trigger_key',
	lookup: 'lookup',
	factory: 'factory',
	creatingSince: 'creating_since',
	mustCancel: 'must_cancel',
	repair: 'result_repair',
	claim: 'approval_claim',
	asked: 'request_asked',
	closing: 'closing_reaction',
};
class StepState {
	store;
	constructor(store) {
		this.store = store;
	}
	save(name, value) {
		this.store.save(name, String(value));
	}
	load(name) {
		return this.store.load(name);
	}
}
function leftRun(state) {
	if (state.load(STATE.settled) === 'true')
		return false;
	return Boolean(state.load(STATE.runId) || state.load(STATE.creatingSince));
}
function saveAsked(state, record) {
	const marker = Object.entries(record.marker).map(([k, v]) => [k, v ?? null]);
	state.save(STATE.asked, JSON.stringify({ ...record, marker: Object.fromEntries(marker) }));
}
function savedRecord(state, name) {
	try {
		return (JSON.parse(state.load(name)) ?? {});
	}
	catch {
		return {};
	}
}
function askedLeft(state) {
	const { run, since, marker } = savedRecord(state, STATE.asked);
	const markerObject = marker && typeof marker === 'object' && !Array.isArray(marker);
	if (typeof run !== 'string' || typeof since !== 'string' || !markerObject)
		return undefined;
	const fields = Object.entries(marker).map(([k, v]) => [k, v === null ? undefined : v]);
	return { run, since, marker: Object.fromEntries(fields) };
}
function closingLeft(state) {
	const { reaction, thread, comment, kind, again } = savedRecord(state, STATE.closing);
	if (reaction !== 'rocket' && reaction !== 'confused')
		return undefined;
	if (kind !== 'issue_comment' && kind !== 'review_comment')
		return undefined;
	if (!Number.isSafeInteger(thread) || !Number.isSafeInteger(comment) || typeof again !== 'boolean')
		return undefined;
	return { reaction, thread: thread, comment: comment, kind, again };
}


}),

3226:
((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


__nccwpck_require__.d(__webpack_exports__, {
	gJ: () => (errorMessage),
	NU: () => (exitAfter),
	Tk: () => (isEntry),
	g0: () => (keepWasmAtBaseline),
	wk: () => (outliveReader)
});


var external_node_fs_ = __nccwpck_require__(3024);
var external_node_url_ = __nccwpck_require__(3136);
;
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;



const WASM_BASELINE_FLAG = '--wasm-tiering-budget=2000000000';
function keepWasmAtBaseline(setFlags = external_node_v8_namespaceObject.setFlagsFromString) {
	setFlags(WASM_BASELINE_FLAG);
}
function flushed(outlet) {
	if (outlet.writableLength === 0)
		return Promise.resolve();
	return new Promise((resolve) => outlet.write('', () => resolve()));
}
function outliveReader(outlet, left = () => { }) {
	let told = false;
	outlet.on('error', (err) => {
		if (err.code !== 'EPIPE')
			throw err;
		if (told)
			return;
		told = true;
		left();
	});
}
function exitAfter(ms, beforeExit, outlets = [process.stdout, process.stderr]) {
	setTimeout(() => {
		beforeExit();
		void Promise.all(outlets.map(flushed)).then(() => process.exit());
	}, ms).unref();
}
function errorMessage(err) {
	if (err instanceof Error)
		return err.message;
	return String(err);
}
function isEntry(moduleUrl, script) {
	try {
		return (0,external_node_fs_.realpathSync)(script ?? '') === (0,external_node_fs_.realpathSync)((0,external_node_url_.fileURLToPath)(moduleUrl));
	}
	catch {
		return false;
	}
}


}),

9407:
((module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__nccwpck_require__.d(__webpack_exports__, {
	X: () => (action),
	a: () => (commandLine)
});
var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
var node_module__WEBPACK_IMPORTED_MODULE_0___default =__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
var _action_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2030);
var _host_process_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3226);



process.setSourceMapsEnabled(true);
(0,_host_process_js__WEBPACK_IMPORTED_MODULE_2__.g0)();
node_module__WEBPACK_IMPORTED_MODULE_0__.enableCompileCache?.();
const action = _action_js__WEBPACK_IMPORTED_MODULE_1__.e;
async function commandLine() {
	const openGitHub = async (access, host) => (await Promise.all([__nccwpck_require__.e(752), __nccwpck_require__.e(677), __nccwpck_require__.e(434), __nccwpck_require__.e(243), __nccwpck_require__.e(95), __nccwpck_require__.e(141), __nccwpck_require__.e(638), __nccwpck_require__.e(730)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1730))).openRepository(access, host);
	await (await Promise.all([__nccwpck_require__.e(95), __nccwpck_require__.e(972)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4972))).commandLine(openGitHub);
}
if ((0,_host_process_js__WEBPACK_IMPORTED_MODULE_2__.Tk)(import.meta.url, process.argv[1]))
	await (0,_action_js__WEBPACK_IMPORTED_MODULE_1__.e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

}),

2613:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

}),

181:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

}),

5317:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

}),

6982:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

}),

4434:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

}),

9896:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

}),

8611:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

}),

5692:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

}),

9278:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

}),

4589:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

}),

6698:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

}),

4573:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

}),

7540:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

}),

7598:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

}),

3053:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

}),

610:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

}),

8474:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

}),

3024:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

}),

7067:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

}),

2467:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

}),

8995:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

}),

7030:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

}),

8161:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

}),

6760:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

}),

643:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

}),

1792:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

}),

7075:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

}),

1692:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

}),

3136:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

}),

7975:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

}),

3429:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

}),

5919:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

}),

8522:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

}),

857:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

}),

6928:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

}),

932:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

}),

3193:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

}),

3557:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

}),

4756:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

}),

9023:
((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

})

});
var __webpack_module_cache__ = {};
function __nccwpck_require__(moduleId) {
	var cachedModule = __webpack_module_cache__[moduleId];
	if (cachedModule !== undefined) {
		return cachedModule.exports;
	}
	var module = __webpack_module_cache__[moduleId] = {
		exports: {}
	};
	var threw = true;
	try {
		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
		threw = false;
	} finally {
		if(threw) delete __webpack_module_cache__[moduleId];
	}
	return module.exports;
}
__nccwpck_require__.m = __webpack_modules__;
if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
(() => {
	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
	var resolveQueue = (queue) => {
		if(queue && queue.d < 1) {
			queue.d = 1;
			queue.forEach((fn) => (fn.r--));
			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
		}
	}
	var wrapDeps = (deps) => (deps.map((dep) => {
		if(dep !== null && typeof dep === "object") {
			if(dep[webpackQueues]) return dep;
			if(dep.then) {
				var queue = [];
				queue.d = 0;
				dep.then((r) => {
					obj[webpackExports] = r;
					resolveQueue(queue);
				}, (e) => {
					obj[webpackError] = e;
					resolveQueue(queue);
				});
				var obj = {};
				obj[webpackQueues] = (fn) => (fn(queue));
				return obj;
			}
		}
		var ret = {};
		ret[webpackQueues] = x => {};
		ret[webpackExports] = dep;
		return ret;
	}));
	__nccwpck_require__.a = (module, body, hasAwait) => {
		var queue;
		hasAwait && ((queue = []).d = -1);
		var depQueues = new Set();
		var exports = module.exports;
		var currentDeps;
		var outerResolve;
		var reject;
		var promise = new Promise((resolve, rej) => {
			reject = rej;
			outerResolve = resolve;
		});
		promise[webpackExports] = exports;
		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
		module.exports = promise;
		body((deps) => {
			currentDeps = wrapDeps(deps);
			var fn;
			var getResult = () => (currentDeps.map((d) => {
				if(d[webpackError]) throw d[webpackError];
				return d[webpackExports];
			}))
			var promise = new Promise((resolve) => {
				fn = () => (resolve(getResult));
				fn.r = 0;
				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
			});
			return fn.r ? promise : getResult();
		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
		queue && queue.d < 0 && (queue.d = 0);
	};
})();
(() => {
	__nccwpck_require__.n = (module) => {
		var getter = module && module.__esModule ?
			() => (module['default']) :
			() => (module);
		__nccwpck_require__.d(getter, { a: getter });
		return getter;
	};
})();
(() => {
	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
	var leafPrototypes;
	__nccwpck_require__.t = function(value, mode) {
		if(mode & 1) value = this(value);
		if(mode & 8) return value;
		if(typeof value === 'object' && value) {
			if((mode & 4) && value.__esModule) return value;
			if((mode & 16) && typeof value.then === 'function') return value;
		}
		var ns = Object.create(null);
		__nccwpck_require__.r(ns);
		var def = {};
		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
		}
		def['default'] = () => (value);
		__nccwpck_require__.d(ns, def);
		return ns;
	};
})();
(() => {
	__nccwpck_require__.d = (exports, definition) => {
		for(var key in definition) {
			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
			}
		}
	};
})();
(() => {
	__nccwpck_require__.f = {};
	__nccwpck_require__.e = (chunkId) => {
		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
			__nccwpck_require__.f[key](chunkId, promises);
			return promises;
		}, []));
	};
})();
(() => {
	__nccwpck_require__.u = (chunkId) => {
		return "" + chunkId + ".index.js";
	};
})();
(() => {
	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
})();
(() => {
	__nccwpck_require__.r = (exports) => {
		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
		}
		Object.defineProperty(exports, '__esModule', { value: true });
	};
})();
(() => {
	var installedChunks = {
		792: 0
	};
	var installChunk = (data) => {
		var {ids, modules, runtime} = data;
		var moduleId, chunkId, i = 0;
		for(moduleId in modules) {
			if(__nccwpck_require__.o(modules, moduleId)) {
				__nccwpck_require__.m[moduleId] = modules[moduleId];
			}
		}
		if(runtime) runtime(__nccwpck_require__);
		for(;i < ids.length; i++) {
			chunkId = ids[i];
			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
				installedChunks[chunkId][0]();
			}
			installedChunks[ids[i]] = 0;
		}
	}
	__nccwpck_require__.f.j = (chunkId, promises) => {
			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
			if(installedChunkData !== 0) {
				if(installedChunkData) {
					promises.push(installedChunkData[1]);
				} else {
					if(true) {
						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
							throw e;
						});
						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
						promises.push(installedChunkData[1] = promise);
					}
				}
			}
	};
})();
var __webpack_exports__ = __nccwpck_require__(9407);
__webpack_exports__ = await __webpack_exports__;
var __webpack_exports__action = __webpack_exports__.X;
var __webpack_exports__commandLine = __webpack_exports__.a;
export { __webpack_exports__action as action, __webpack_exports__commandLine as commandLine };

//# sourceMappingURL=index.js.map