export const id = 677;
export const ids = [677];
export const modules = {

3251:
(function(module) {

(function (global, factory) {
	 true ? module.exports = factory() :
	0;
}(this, (function () { 'use strict';

	var commonjsGlobal = typeof globalThis !== 'undefined' ? globalThis : typeof window !== 'undefined' ? window : typeof global !== 'undefined' ? global : typeof self !== 'undefined' ? self : {};

	function getCjsExportFromNamespace (n) {
		return n && n['default'] || n;
	}

	var load = function(received, defaults, onto = {}) {
	  var k, ref, v;
	  for (k in defaults) {
	    v = defaults[k];
	    onto[k] = (ref = received[k]) != null ? ref : v;
	  }
	  return onto;
	};

	var overwrite = function(received, defaults, onto = {}) {
	  var k, v;
	  for (k in received) {
	    v = received[k];
	    if (defaults[k] !== void 0) {
	      onto[k] = v;
	    }
	  }
	  return onto;
	};

	var parser = {
		load: load,
		overwrite: overwrite
	};

	var DLList;

	DLList = class DLList {
	  constructor(incr, decr) {
	    this.incr = incr;
	    this.decr = decr;
	    this._first = null;
	    this._last = null;
	    this.length = 0;
	  }

	  push(value) {
	    var node;
	    this.length++;
	    if (typeof this.incr === "function") {
	      this.incr();
	    }
	    node = {
	      value,
	      prev: this._last,
	      next: null
	    };
	    if (this._last != null) {
	      this._last.next = node;
	      this._last = node;
	    } else {
	      this._first = this._last = node;
	    }
	    return void 0;
	  }

	  shift() {
	    var value;
	    if (this._first == null) {
	      return;
	    } else {
	      this.length--;
	      if (typeof this.decr === "function") {
	        this.decr();
	      }
	    }
	    value = this._first.value;
	    if ((this._first = this._first.next) != null) {
	      this._first.prev = null;
	    } else {
	      this._last = null;
	    }
	    return value;
	  }

	  first() {
	    if (this._first != null) {
	      return this._first.value;
	    }
	  }

	  getArray() {
	    var node, ref, results;
	    node = this._first;
	    results = [];
	    while (node != null) {
	      results.push((ref = node, node = node.next, ref.value));
	    }
	    return results;
	  }

	  forEachShift(cb) {
	    var node;
	    node = this.shift();
	    while (node != null) {
	      (cb(node), node = this.shift());
	    }
	    return void 0;
	  }

	  debug() {
	    var node, ref, ref1, ref2, results;
	    node = this._first;
	    results = [];
	    while (node != null) {
	      results.push((ref = node, node = node.next, {
	        value: ref.value,
	        prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
	        next: (ref2 = ref.next) != null ? ref2.value : void 0
	      }));
	    }
	    return results;
	  }

	};

	var DLList_1 = DLList;

	var Events;

	Events = class Events {
	  constructor(instance) {
	    this.instance = instance;
	    this._events = {};
	    if ((this.instance.on != null) || (this.instance.once != null) || (this.instance.removeAllListeners != null)) {
	      throw new Error("An Emitter already exists for this object");
	    }
	    this.instance.on = (name, cb) => {
	      return this._addListener(name, "many", cb);
	    };
	    this.instance.once = (name, cb) => {
	      return this._addListener(name, "once", cb);
	    };
	    this.instance.removeAllListeners = (name = null) => {
	      if (name != null) {
	        return delete this._events[name];
	      } else {
	        return this._events = {};
	      }
	    };
	  }

	  _addListener(name, status, cb) {
	    var base;
	    if ((base = this._events)[name] == null) {
	      base[name] = [];
	    }
	    this._events[name].push({cb, status});
	    return this.instance;
	  }

	  listenerCount(name) {
	    if (this._events[name] != null) {
	      return this._events[name].length;
	    } else {
	      return 0;
	    }
	  }

	  async trigger(name, ...args) {
	    var e, promises;
	    try {
	      if (name !== "debug") {
	        this.trigger("debug", `Event triggered: ${name}`, args);
	      }
	      if (this._events[name] == null) {
	        return;
	      }
	      this._events[name] = this._events[name].filter(function(listener) {
	        return listener.status !== "none";
	      });
	      promises = this._events[name].map(async(listener) => {
	        var e, returned;
	        if (listener.status === "none") {
	          return;
	        }
	        if (listener.status === "once") {
	          listener.status = "none";
	        }
	        try {
	          returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
	          if (typeof (returned != null ? returned.then : void 0) === "function") {
	            return (await returned);
	          } else {
	            return returned;
	          }
	        } catch (error) {
	          e = error;
	          {
	            this.trigger("error", e);
	          }
	          return null;
	        }
	      });
	      return ((await Promise.all(promises))).find(function(x) {
	        return x != null;
	      });
	    } catch (error) {
	      e = error;
	      {
	        this.trigger("error", e);
	      }
	      return null;
	    }
	  }

	};

	var Events_1 = Events;

	var DLList$1, Events$1, Queues;

	DLList$1 = DLList_1;

	Events$1 = Events_1;

	Queues = class Queues {
	  constructor(num_priorities) {
	    var i;
	    this.Events = new Events$1(this);
	    this._length = 0;
	    this._lists = (function() {
	      var j, ref, results;
	      results = [];
	      for (i = j = 1, ref = num_priorities; (1 <= ref ? j <= ref : j >= ref); i = 1 <= ref ? ++j : --j) {
	        results.push(new DLList$1((() => {
	          return this.incr();
	        }), (() => {
	          return this.decr();
	        })));
	      }
	      return results;
	    }).call(this);
	  }

	  incr() {
	    if (this._length++ === 0) {
	      return this.Events.trigger("leftzero");
	    }
	  }

	  decr() {
	    if (--this._length === 0) {
	      return this.Events.trigger("zero");
	    }
	  }

	  push(job) {
	    return this._lists[job.options.priority].push(job);
	  }

	  queued(priority) {
	    if (priority != null) {
	      return this._lists[priority].length;
	    } else {
	      return this._length;
	    }
	  }

	  shiftAll(fn) {
	    return this._lists.forEach(function(list) {
	      return list.forEachShift(fn);
	    });
	  }

	  getFirst(arr = this._lists) {
	    var j, len, list;
	    for (j = 0, len = arr.length; j < len; j++) {
	      list = arr[j];
	      if (list.length > 0) {
	        return list;
	      }
	    }
	    return [];
	  }

	  shiftLastFrom(priority) {
	    return this.getFirst(this._lists.slice(priority).reverse()).shift();
	  }

	};

	var Queues_1 = Queues;

	var BottleneckError;

	BottleneckError = class BottleneckError extends Error {};

	var BottleneckError_1 = BottleneckError;

	var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;

	NUM_PRIORITIES = 10;

	DEFAULT_PRIORITY = 5;

	parser$1 = parser;

	BottleneckError$1 = BottleneckError_1;

	Job = class Job {
	  constructor(task, args, options, jobDefaults, rejectOnDrop, Events, _states, Promise) {
	    this.task = task;
	    this.args = args;
	    this.rejectOnDrop = rejectOnDrop;
	    this.Events = Events;
	    this._states = _states;
	    this.Promise = Promise;
	    this.options = parser$1.load(options, jobDefaults);
	    this.options.priority = this._sanitizePriority(this.options.priority);
	    if (this.options.id === jobDefaults.id) {
	      this.options.id = `${this.options.id}-${this._randomIndex()}`;
	    }
	    this.promise = new this.Promise((_resolve, _reject) => {
	      this._resolve = _resolve;
	      this._reject = _reject;
	    });
	    this.retryCount = 0;
	  }

	  _sanitizePriority(priority) {
	    var sProperty;
	    sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
	    if (sProperty < 0) {
	      return 0;
	    } else if (sProperty > NUM_PRIORITIES - 1) {
	      return NUM_PRIORITIES - 1;
	    } else {
	      return sProperty;
	    }
	  }

	  _randomIndex() {
	    return Math.random().toString(36).slice(2);
	  }

	  doDrop({error, message = "This job has been dropped by Bottleneck"} = {}) {
	    if (this._states.remove(this.options.id)) {
	      if (this.rejectOnDrop) {
	        this._reject(error != null ? error : new BottleneckError$1(message));
	      }
	      this.Events.trigger("dropped", {args: this.args, options: this.options, task: this.task, promise: this.promise});
	      return true;
	    } else {
	      return false;
	    }
	  }

	  _assertStatus(expected) {
	    var status;
	    status = this._states.jobStatus(this.options.id);
	    if (!(status === expected || (expected === "DONE" && status === null))) {
	      throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
	    }
	  }

	  doReceive() {
	    this._states.start(this.options.id);
	    return this.Events.trigger("received", {args: this.args, options: this.options});
	  }

	  doQueue(reachedHWM, blocked) {
	    this._assertStatus("RECEIVED");
	    this._states.next(this.options.id);
	    return this.Events.trigger("queued", {args: this.args, options: this.options, reachedHWM, blocked});
	  }

	  doRun() {
	    if (this.retryCount === 0) {
	      this._assertStatus("QUEUED");
	      this._states.next(this.options.id);
	    } else {
	      this._assertStatus("EXECUTING");
	    }
	    return this.Events.trigger("scheduled", {args: this.args, options: this.options});
	  }

	  async doExecute(chained, clearGlobalState, run, free) {
	    var error, eventInfo, passed;
	    if (this.retryCount === 0) {
	      this._assertStatus("RUNNING");
	      this._states.next(this.options.id);
	    } else {
	      this._assertStatus("EXECUTING");
	    }
	    eventInfo = {args: this.args, options: this.options, retryCount: this.retryCount};
	    this.Events.trigger("executing", eventInfo);
	    try {
	      passed = (await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args)));
	      if (clearGlobalState()) {
	        this.doDone(eventInfo);
	        await free(this.options, eventInfo);
	        this._assertStatus("DONE");
	        return this._resolve(passed);
	      }
	    } catch (error1) {
	      error = error1;
	      return this._onFailure(error, eventInfo, clearGlobalState, run, free);
	    }
	  }

	  doExpire(clearGlobalState, run, free) {
	    var error, eventInfo;
	    if (this._states.jobStatus(this.options.id === "RUNNING")) {
	      this._states.next(this.options.id);
	    }
	    this._assertStatus("EXECUTING");
	    eventInfo = {args: this.args, options: this.options, retryCount: this.retryCount};
	    error = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
	    return this._onFailure(error, eventInfo, clearGlobalState, run, free);
	  }

	  async _onFailure(error, eventInfo, clearGlobalState, run, free) {
	    var retry, retryAfter;
	    if (clearGlobalState()) {
	      retry = (await this.Events.trigger("failed", error, eventInfo));
	      if (retry != null) {
	        retryAfter = ~~retry;
	        this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
	        this.retryCount++;
	        return run(retryAfter);
	      } else {
	        this.doDone(eventInfo);
	        await free(this.options, eventInfo);
	        this._assertStatus("DONE");
	        return this._reject(error);
	      }
	    }
	  }

	  doDone(eventInfo) {
	    this._assertStatus("EXECUTING");
	    this._states.next(this.options.id);
	    return this.Events.trigger("done", eventInfo);
	  }

	};

	var Job_1 = Job;

	var BottleneckError$2, LocalDatastore, parser$2;

	parser$2 = parser;

	BottleneckError$2 = BottleneckError_1;

	LocalDatastore = class LocalDatastore {
	  constructor(instance, storeOptions, storeInstanceOptions) {
	    this.instance = instance;
	    this.storeOptions = storeOptions;
	    this.clientId = this.instance._randomIndex();
	    parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
	    this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
	    this._running = 0;
	    this._done = 0;
	    this._unblockTime = 0;
	    this.ready = this.Promise.resolve();
	    this.clients = {};
	    this._startHeartbeat();
	  }

	  _startHeartbeat() {
	    var base;
	    if ((this.heartbeat == null) && (((this.storeOptions.reservoirRefreshInterval != null) && (this.storeOptions.reservoirRefreshAmount != null)) || ((this.storeOptions.reservoirIncreaseInterval != null) && (this.storeOptions.reservoirIncreaseAmount != null)))) {
	      return typeof (base = (this.heartbeat = setInterval(() => {
	        var amount, incr, maximum, now, reservoir;
	        now = Date.now();
	        if ((this.storeOptions.reservoirRefreshInterval != null) && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
	          this._lastReservoirRefresh = now;
	          this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
	          this.instance._drainAll(this.computeCapacity());
	        }
	        if ((this.storeOptions.reservoirIncreaseInterval != null) && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
	          ({
	            reservoirIncreaseAmount: amount,
	            reservoirIncreaseMaximum: maximum,
	            reservoir
	          } = this.storeOptions);
	          this._lastReservoirIncrease = now;
	          incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
	          if (incr > 0) {
	            this.storeOptions.reservoir += incr;
	            return this.instance._drainAll(this.computeCapacity());
	          }
	        }
	      }, this.heartbeatInterval))).unref === "function" ? base.unref() : void 0;
	    } else {
	      return clearInterval(this.heartbeat);
	    }
	  }

	  async __publish__(message) {
	    await this.yieldLoop();
	    return this.instance.Events.trigger("message", message.toString());
	  }

	  async __disconnect__(flush) {
	    await this.yieldLoop();
	    clearInterval(this.heartbeat);
	    return this.Promise.resolve();
	  }

	  yieldLoop(t = 0) {
	    return new this.Promise(function(resolve, reject) {
	      return setTimeout(resolve, t);
	    });
	  }

	  computePenalty() {
	    var ref;
	    return (ref = this.storeOptions.penalty) != null ? ref : (15 * this.storeOptions.minTime) || 5000;
	  }

	  async __updateSettings__(options) {
	    await this.yieldLoop();
	    parser$2.overwrite(options, options, this.storeOptions);
	    this._startHeartbeat();
	    this.instance._drainAll(this.computeCapacity());
	    return true;
	  }

	  async __running__() {
	    await this.yieldLoop();
	    return this._running;
	  }

	  async __queued__() {
	    await this.yieldLoop();
	    return this.instance.queued();
	  }

	  async __done__() {
	    await this.yieldLoop();
	    return this._done;
	  }

	  async __groupCheck__(time) {
	    await this.yieldLoop();
	    return (this._nextRequest + this.timeout) < time;
	  }

	  computeCapacity() {
	    var maxConcurrent, reservoir;
	    ({maxConcurrent, reservoir} = this.storeOptions);
	    if ((maxConcurrent != null) && (reservoir != null)) {
	      return Math.min(maxConcurrent - this._running, reservoir);
	    } else if (maxConcurrent != null) {
	      return maxConcurrent - this._running;
	    } else if (reservoir != null) {
	      return reservoir;
	    } else {
	      return null;
	    }
	  }

	  conditionsCheck(weight) {
	    var capacity;
	    capacity = this.computeCapacity();
	    return (capacity == null) || weight <= capacity;
	  }

	  async __incrementReservoir__(incr) {
	    var reservoir;
	    await this.yieldLoop();
	    reservoir = this.storeOptions.reservoir += incr;
	    this.instance._drainAll(this.computeCapacity());
	    return reservoir;
	  }

	  async __currentReservoir__() {
	    await this.yieldLoop();
	    return this.storeOptions.reservoir;
	  }

	  isBlocked(now) {
	    return this._unblockTime >= now;
	  }

	  check(weight, now) {
	    return this.conditionsCheck(weight) && (this._nextRequest - now) <= 0;
	  }

	  async __check__(weight) {
	    var now;
	    await this.yieldLoop();
	    now = Date.now();
	    return this.check(weight, now);
	  }

	  async __register__(index, weight, expiration) {
	    var now, wait;
	    await this.yieldLoop();
	    now = Date.now();
	    if (this.conditionsCheck(weight)) {
	      this._running += weight;
	      if (this.storeOptions.reservoir != null) {
	        this.storeOptions.reservoir -= weight;
	      }
	      wait = Math.max(this._nextRequest - now, 0);
	      this._nextRequest = now + wait + this.storeOptions.minTime;
	      return {
	        success: true,
	        wait,
	        reservoir: this.storeOptions.reservoir
	      };
	    } else {
	      return {
	        success: false
	      };
	    }
	  }

	  strategyIsBlock() {
	    return this.storeOptions.strategy === 3;
	  }

	  async __submit__(queueLength, weight) {
	    var blocked, now, reachedHWM;
	    await this.yieldLoop();
	    if ((this.storeOptions.maxConcurrent != null) && weight > this.storeOptions.maxConcurrent) {
	      throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
	    }
	    now = Date.now();
	    reachedHWM = (this.storeOptions.highWater != null) && queueLength === this.storeOptions.highWater && !this.check(weight, now);
	    blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
	    if (blocked) {
	      this._unblockTime = now + this.computePenalty();
	      this._nextRequest = this._unblockTime + this.storeOptions.minTime;
	      this.instance._dropAllQueued();
	    }
	    return {
	      reachedHWM,
	      blocked,
	      strategy: this.storeOptions.strategy
	    };
	  }

	  async __free__(index, weight) {
	    await this.yieldLoop();
	    this._running -= weight;
	    this._done += weight;
	    this.instance._drainAll(this.computeCapacity());
	    return {
	      running: this._running
	    };
	  }

	};

	var LocalDatastore_1 = LocalDatastore;

	var BottleneckError$3, States;

	BottleneckError$3 = BottleneckError_1;

	States = class States {
	  constructor(status1) {
	    this.status = status1;
	    this._jobs = {};
	    this.counts = this.status.map(function() {
	      return 0;
	    });
	  }

	  next(id) {
	    var current, next;
	    current = this._jobs[id];
	    next = current + 1;
	    if ((current != null) && next < this.status.length) {
	      this.counts[current]--;
	      this.counts[next]++;
	      return this._jobs[id]++;
	    } else if (current != null) {
	      this.counts[current]--;
	      return delete this._jobs[id];
	    }
	  }

	  start(id) {
	    var initial;
	    initial = 0;
	    this._jobs[id] = initial;
	    return this.counts[initial]++;
	  }

	  remove(id) {
	    var current;
	    current = this._jobs[id];
	    if (current != null) {
	      this.counts[current]--;
	      delete this._jobs[id];
	    }
	    return current != null;
	  }

	  jobStatus(id) {
	    var ref;
	    return (ref = this.status[this._jobs[id]]) != null ? ref : null;
	  }

	  statusJobs(status) {
	    var k, pos, ref, results, v;
	    if (status != null) {
	      pos = this.status.indexOf(status);
	      if (pos < 0) {
	        throw new BottleneckError$3(`status must be one of ${this.status.join(', ')}`);
	      }
	      ref = this._jobs;
	      results = [];
	      for (k in ref) {
	        v = ref[k];
	        if (v === pos) {
	          results.push(k);
	        }
	      }
	      return results;
	    } else {
	      return Object.keys(this._jobs);
	    }
	  }

	  statusCounts() {
	    return this.counts.reduce(((acc, v, i) => {
	      acc[this.status[i]] = v;
	      return acc;
	    }), {});
	  }

	};

	var States_1 = States;

	var DLList$2, Sync;

	DLList$2 = DLList_1;

	Sync = class Sync {
	  constructor(name, Promise) {
	    this.schedule = this.schedule.bind(this);
	    this.name = name;
	    this.Promise = Promise;
	    this._running = 0;
	    this._queue = new DLList$2();
	  }

	  isEmpty() {
	    return this._queue.length === 0;
	  }

	  async _tryToRun() {
	    var args, cb, error, reject, resolve, returned, task;
	    if ((this._running < 1) && this._queue.length > 0) {
	      this._running++;
	      ({task, args, resolve, reject} = this._queue.shift());
	      cb = (await (async function() {
	        try {
	          returned = (await task(...args));
	          return function() {
	            return resolve(returned);
	          };
	        } catch (error1) {
	          error = error1;
	          return function() {
	            return reject(error);
	          };
	        }
	      })());
	      this._running--;
	      this._tryToRun();
	      return cb();
	    }
	  }

	  schedule(task, ...args) {
	    var promise, reject, resolve;
	    resolve = reject = null;
	    promise = new this.Promise(function(_resolve, _reject) {
	      resolve = _resolve;
	      return reject = _reject;
	    });
	    this._queue.push({task, args, resolve, reject});
	    this._tryToRun();
	    return promise;
	  }

	};

	var Sync_1 = Sync;

	var version = "2.19.5";
	var version$1 = {
		version: version
	};

	var version$2 =Object.freeze({
		version: version,
		default: version$1
	});

	var require$$2 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var require$$3 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var require$$4 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;

	parser$3 = parser;

	Events$2 = Events_1;

	RedisConnection$1 = require$$2;

	IORedisConnection$1 = require$$3;

	Scripts$1 = require$$4;

	Group = (function() {
	  class Group {
	    constructor(limiterOptions = {}) {
	      this.deleteKey = this.deleteKey.bind(this);
	      this.limiterOptions = limiterOptions;
	      parser$3.load(this.limiterOptions, this.defaults, this);
	      this.Events = new Events$2(this);
	      this.instances = {};
	      this.Bottleneck = Bottleneck_1;
	      this._startAutoCleanup();
	      this.sharedConnection = this.connection != null;
	      if (this.connection == null) {
	        if (this.limiterOptions.datastore === "redis") {
	          this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, {Events: this.Events}));
	        } else if (this.limiterOptions.datastore === "ioredis") {
	          this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, {Events: this.Events}));
	        }
	      }
	    }

	    key(key = "") {
	      var ref;
	      return (ref = this.instances[key]) != null ? ref : (() => {
	        var limiter;
	        limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
	          id: `${this.id}-${key}`,
	          timeout: this.timeout,
	          connection: this.connection
	        }));
	        this.Events.trigger("created", limiter, key);
	        return limiter;
	      })();
	    }

	    async deleteKey(key = "") {
	      var deleted, instance;
	      instance = this.instances[key];
	      if (this.connection) {
	        deleted = (await this.connection.__runCommand__(['del', ...Scripts$1.allKeys(`${this.id}-${key}`)]));
	      }
	      if (instance != null) {
	        delete this.instances[key];
	        await instance.disconnect();
	      }
	      return (instance != null) || deleted > 0;
	    }

	    limiters() {
	      var k, ref, results, v;
	      ref = this.instances;
	      results = [];
	      for (k in ref) {
	        v = ref[k];
	        results.push({
	          key: k,
	          limiter: v
	        });
	      }
	      return results;
	    }

	    keys() {
	      return Object.keys(this.instances);
	    }

	    async clusterKeys() {
	      var cursor, end, found, i, k, keys, len, next, start;
	      if (this.connection == null) {
	        return this.Promise.resolve(this.keys());
	      }
	      keys = [];
	      cursor = null;
	      start = `b_${this.id}-`.length;
	      end = "_settings".length;
	      while (cursor !== 0) {
	        [next, found] = (await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 10000]));
	        cursor = ~~next;
	        for (i = 0, len = found.length; i < len; i++) {
	          k = found[i];
	          keys.push(k.slice(start, -end));
	        }
	      }
	      return keys;
	    }

	    _startAutoCleanup() {
	      var base;
	      clearInterval(this.interval);
	      return typeof (base = (this.interval = setInterval(async() => {
	        var e, k, ref, results, time, v;
	        time = Date.now();
	        ref = this.instances;
	        results = [];
	        for (k in ref) {
	          v = ref[k];
	          try {
	            if ((await v._store.__groupCheck__(time))) {
	              results.push(this.deleteKey(k));
	            } else {
	              results.push(void 0);
	            }
	          } catch (error) {
	            e = error;
	            results.push(v.Events.trigger("error", e));
	          }
	        }
	        return results;
	      }, this.timeout / 2))).unref === "function" ? base.unref() : void 0;
	    }

	    updateSettings(options = {}) {
	      parser$3.overwrite(options, this.defaults, this);
	      parser$3.overwrite(options, options, this.limiterOptions);
	      if (options.timeout != null) {
	        return this._startAutoCleanup();
	      }
	    }

	    disconnect(flush = true) {
	      var ref;
	      if (!this.sharedConnection) {
	        return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
	      }
	    }

	  }
	  Group.prototype.defaults = {
	    timeout: 1000 * 60 * 5,
	    connection: null,
	    Promise: Promise,
	    id: "group-key"
	  };

	  return Group;

	}).call(commonjsGlobal);

	var Group_1 = Group;

	var Batcher, Events$3, parser$4;

	parser$4 = parser;

	Events$3 = Events_1;

	Batcher = (function() {
	  class Batcher {
	    constructor(options = {}) {
	      this.options = options;
	      parser$4.load(this.options, this.defaults, this);
	      this.Events = new Events$3(this);
	      this._arr = [];
	      this._resetPromise();
	      this._lastFlush = Date.now();
	    }

	    _resetPromise() {
	      return this._promise = new this.Promise((res, rej) => {
	        return this._resolve = res;
	      });
	    }

	    _flush() {
	      clearTimeout(this._timeout);
	      this._lastFlush = Date.now();
	      this._resolve();
	      this.Events.trigger("batch", this._arr);
	      this._arr = [];
	      return this._resetPromise();
	    }

	    add(data) {
	      var ret;
	      this._arr.push(data);
	      ret = this._promise;
	      if (this._arr.length === this.maxSize) {
	        this._flush();
	      } else if ((this.maxTime != null) && this._arr.length === 1) {
	        this._timeout = setTimeout(() => {
	          return this._flush();
	        }, this.maxTime);
	      }
	      return ret;
	    }

	  }
	  Batcher.prototype.defaults = {
	    maxTime: null,
	    maxSize: null,
	    Promise: Promise
	  };

	  return Batcher;

	}).call(commonjsGlobal);

	var Batcher_1 = Batcher;

	var require$$4$1 = () => console.log('You must import the full version of Bottleneck in order to use this feature.');

	var require$$8 = getCjsExportFromNamespace(version$2);

	var Bottleneck, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5,
	  splice = [].splice;

	NUM_PRIORITIES$1 = 10;

	DEFAULT_PRIORITY$1 = 5;

	parser$5 = parser;

	Queues$1 = Queues_1;

	Job$1 = Job_1;

	LocalDatastore$1 = LocalDatastore_1;

	RedisDatastore$1 = require$$4$1;

	Events$4 = Events_1;

	States$1 = States_1;

	Sync$1 = Sync_1;

	Bottleneck = (function() {
	  class Bottleneck {
	    constructor(options = {}, ...invalid) {
	      var storeInstanceOptions, storeOptions;
	      this._addToQueue = this._addToQueue.bind(this);
	      this._validateOptions(options, invalid);
	      parser$5.load(options, this.instanceDefaults, this);
	      this._queues = new Queues$1(NUM_PRIORITIES$1);
	      this._scheduled = {};
	      this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
	      this._limiter = null;
	      this.Events = new Events$4(this);
	      this._submitLock = new Sync$1("submit", this.Promise);
	      this._registerLock = new Sync$1("register", this.Promise);
	      storeOptions = parser$5.load(options, this.storeDefaults, {});
	      this._store = (function() {
	        if (this.datastore === "redis" || this.datastore === "ioredis" || (this.connection != null)) {
	          storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
	          return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
	        } else if (this.datastore === "local") {
	          storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
	          return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
	        } else {
	          throw new Bottleneck.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
	        }
	      }).call(this);
	      this._queues.on("leftzero", () => {
	        var ref;
	        return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
	      });
	      this._queues.on("zero", () => {
	        var ref;
	        return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
	      });
	    }

	    _validateOptions(options, invalid) {
	      if (!((options != null) && typeof options === "object" && invalid.length === 0)) {
	        throw new Bottleneck.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
	      }
	    }

	    ready() {
	      return this._store.ready;
	    }

	    clients() {
	      return this._store.clients;
	    }

	    channel() {
	      return `b_${this.id}`;
	    }

	    channel_client() {
	      return `b_${this.id}_${this._store.clientId}`;
	    }

	    publish(message) {
	      return this._store.__publish__(message);
	    }

	    disconnect(flush = true) {
	      return this._store.__disconnect__(flush);
	    }

	    chain(_limiter) {
	      this._limiter = _limiter;
	      return this;
	    }

	    queued(priority) {
	      return this._queues.queued(priority);
	    }

	    clusterQueued() {
	      return this._store.__queued__();
	    }

	    empty() {
	      return this.queued() === 0 && this._submitLock.isEmpty();
	    }

	    running() {
	      return this._store.__running__();
	    }

	    done() {
	      return this._store.__done__();
	    }

	    jobStatus(id) {
	      return this._states.jobStatus(id);
	    }

	    jobs(status) {
	      return this._states.statusJobs(status);
	    }

	    counts() {
	      return this._states.statusCounts();
	    }

	    _randomIndex() {
	      return Math.random().toString(36).slice(2);
	    }

	    check(weight = 1) {
	      return this._store.__check__(weight);
	    }

	    _clearGlobalState(index) {
	      if (this._scheduled[index] != null) {
	        clearTimeout(this._scheduled[index].expiration);
	        delete this._scheduled[index];
	        return true;
	      } else {
	        return false;
	      }
	    }

	    async _free(index, job, options, eventInfo) {
	      var e, running;
	      try {
	        ({running} = (await this._store.__free__(index, options.weight)));
	        this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
	        if (running === 0 && this.empty()) {
	          return this.Events.trigger("idle");
	        }
	      } catch (error1) {
	        e = error1;
	        return this.Events.trigger("error", e);
	      }
	    }

	    _run(index, job, wait) {
	      var clearGlobalState, free, run;
	      job.doRun();
	      clearGlobalState = this._clearGlobalState.bind(this, index);
	      run = this._run.bind(this, index, job);
	      free = this._free.bind(this, index, job);
	      return this._scheduled[index] = {
	        timeout: setTimeout(() => {
	          return job.doExecute(this._limiter, clearGlobalState, run, free);
	        }, wait),
	        expiration: job.options.expiration != null ? setTimeout(function() {
	          return job.doExpire(clearGlobalState, run, free);
	        }, wait + job.options.expiration) : void 0,
	        job: job
	      };
	    }

	    _drainOne(capacity) {
	      return this._registerLock.schedule(() => {
	        var args, index, next, options, queue;
	        if (this.queued() === 0) {
	          return this.Promise.resolve(null);
	        }
	        queue = this._queues.getFirst();
	        ({options, args} = next = queue.first());
	        if ((capacity != null) && options.weight > capacity) {
	          return this.Promise.resolve(null);
	        }
	        this.Events.trigger("debug", `Draining ${options.id}`, {args, options});
	        index = this._randomIndex();
	        return this._store.__register__(index, options.weight, options.expiration).then(({success, wait, reservoir}) => {
	          var empty;
	          this.Events.trigger("debug", `Drained ${options.id}`, {success, args, options});
	          if (success) {
	            queue.shift();
	            empty = this.empty();
	            if (empty) {
	              this.Events.trigger("empty");
	            }
	            if (reservoir === 0) {
	              this.Events.trigger("depleted", empty);
	            }
	            this._run(index, next, wait);
	            return this.Promise.resolve(options.weight);
	          } else {
	            return this.Promise.resolve(null);
	          }
	        });
	      });
	    }

	    _drainAll(capacity, total = 0) {
	      return this._drainOne(capacity).then((drained) => {
	        var newCapacity;
	        if (drained != null) {
	          newCapacity = capacity != null ? capacity - drained : capacity;
	          return this._drainAll(newCapacity, total + drained);
	        } else {
	          return this.Promise.resolve(total);
	        }
	      }).catch((e) => {
	        return this.Events.trigger("error", e);
	      });
	    }

	    _dropAllQueued(message) {
	      return this._queues.shiftAll(function(job) {
	        return job.doDrop({message});
	      });
	    }

	    stop(options = {}) {
	      var done, waitForExecuting;
	      options = parser$5.load(options, this.stopDefaults);
	      waitForExecuting = (at) => {
	        var finished;
	        finished = () => {
	          var counts;
	          counts = this._states.counts;
	          return (counts[0] + counts[1] + counts[2] + counts[3]) === at;
	        };
	        return new this.Promise((resolve, reject) => {
	          if (finished()) {
	            return resolve();
	          } else {
	            return this.on("done", () => {
	              if (finished()) {
	                this.removeAllListeners("done");
	                return resolve();
	              }
	            });
	          }
	        });
	      };
	      done = options.dropWaitingJobs ? (this._run = function(index, next) {
	        return next.doDrop({
	          message: options.dropErrorMessage
	        });
	      }, this._drainOne = () => {
	        return this.Promise.resolve(null);
	      }, this._registerLock.schedule(() => {
	        return this._submitLock.schedule(() => {
	          var k, ref, v;
	          ref = this._scheduled;
	          for (k in ref) {
	            v = ref[k];
	            if (this.jobStatus(v.job.options.id) === "RUNNING") {
	              clearTimeout(v.timeout);
	              clearTimeout(v.expiration);
	              v.job.doDrop({
	                message: options.dropErrorMessage
	              });
	            }
	          }
	          this._dropAllQueued(options.dropErrorMessage);
	          return waitForExecuting(0);
	        });
	      })) : this.schedule({
	        priority: NUM_PRIORITIES$1 - 1,
	        weight: 0
	      }, () => {
	        return waitForExecuting(1);
	      });
	      this._receive = function(job) {
	        return job._reject(new Bottleneck.prototype.BottleneckError(options.enqueueErrorMessage));
	      };
	      this.stop = () => {
	        return this.Promise.reject(new Bottleneck.prototype.BottleneckError("stop() has already been called"));
	      };
	      return done;
	    }

	    async _addToQueue(job) {
	      var args, blocked, error, options, reachedHWM, shifted, strategy;
	      ({args, options} = job);
	      try {
	        ({reachedHWM, blocked, strategy} = (await this._store.__submit__(this.queued(), options.weight)));
	      } catch (error1) {
	        error = error1;
	        this.Events.trigger("debug", `Could not queue ${options.id}`, {args, options, error});
	        job.doDrop({error});
	        return false;
	      }
	      if (blocked) {
	        job.doDrop();
	        return true;
	      } else if (reachedHWM) {
	        shifted = strategy === Bottleneck.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck.prototype.strategy.OVERFLOW ? job : void 0;
	        if (shifted != null) {
	          shifted.doDrop();
	        }
	        if ((shifted == null) || strategy === Bottleneck.prototype.strategy.OVERFLOW) {
	          if (shifted == null) {
	            job.doDrop();
	          }
	          return reachedHWM;
	        }
	      }
	      job.doQueue(reachedHWM, blocked);
	      this._queues.push(job);
	      await this._drainAll();
	      return reachedHWM;
	    }

	    _receive(job) {
	      if (this._states.jobStatus(job.options.id) != null) {
	        job._reject(new Bottleneck.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
	        return false;
	      } else {
	        job.doReceive();
	        return this._submitLock.schedule(this._addToQueue, job);
	      }
	    }

	    submit(...args) {
	      var cb, fn, job, options, ref, ref1, task;
	      if (typeof args[0] === "function") {
	        ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
	        options = parser$5.load({}, this.jobDefaults);
	      } else {
	        ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
	        options = parser$5.load(options, this.jobDefaults);
	      }
	      task = (...args) => {
	        return new this.Promise(function(resolve, reject) {
	          return fn(...args, function(...args) {
	            return (args[0] != null ? reject : resolve)(args);
	          });
	        });
	      };
	      job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
	      job.promise.then(function(args) {
	        return typeof cb === "function" ? cb(...args) : void 0;
	      }).catch(function(args) {
	        if (Array.isArray(args)) {
	          return typeof cb === "function" ? cb(...args) : void 0;
	        } else {
	          return typeof cb === "function" ? cb(args) : void 0;
	        }
	      });
	      return this._receive(job);
	    }

	    schedule(...args) {
	      var job, options, task;
	      if (typeof args[0] === "function") {
	        [task, ...args] = args;
	        options = {};
	      } else {
	        [options, task, ...args] = args;
	      }
	      job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
	      this._receive(job);
	      return job.promise;
	    }

	    wrap(fn) {
	      var schedule, wrapped;
	      schedule = this.schedule.bind(this);
	      wrapped = function(...args) {
	        return schedule(fn.bind(this), ...args);
	      };
	      wrapped.withOptions = function(options, ...args) {
	        return schedule(options, fn, ...args);
	      };
	      return wrapped;
	    }

	    async updateSettings(options = {}) {
	      await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
	      parser$5.overwrite(options, this.instanceDefaults, this);
	      return this;
	    }

	    currentReservoir() {
	      return this._store.__currentReservoir__();
	    }

	    incrementReservoir(incr = 0) {
	      return this._store.__incrementReservoir__(incr);
	    }

	  }
	  Bottleneck.default = Bottleneck;

	  Bottleneck.Events = Events$4;

	  Bottleneck.version = Bottleneck.prototype.version = require$$8.version;

	  Bottleneck.strategy = Bottleneck.prototype.strategy = {
	    LEAK: 1,
	    OVERFLOW: 2,
	    OVERFLOW_PRIORITY: 4,
	    BLOCK: 3
	  };

	  Bottleneck.BottleneckError = Bottleneck.prototype.BottleneckError = BottleneckError_1;

	  Bottleneck.Group = Bottleneck.prototype.Group = Group_1;

	  Bottleneck.RedisConnection = Bottleneck.prototype.RedisConnection = require$$2;

	  Bottleneck.IORedisConnection = Bottleneck.prototype.IORedisConnection = require$$3;

	  Bottleneck.Batcher = Bottleneck.prototype.Batcher = Batcher_1;

	  Bottleneck.prototype.jobDefaults = {
	    priority: DEFAULT_PRIORITY$1,
	    weight: 1,
	    expiration: null,
	    id: "<no-id>"
	  };

	  Bottleneck.prototype.storeDefaults = {
	    maxConcurrent: null,
	    minTime: 0,
	    highWater: null,
	    strategy: Bottleneck.prototype.strategy.LEAK,
	    penalty: null,
	    reservoir: null,
	    reservoirRefreshInterval: null,
	    reservoirRefreshAmount: null,
	    reservoirIncreaseInterval: null,
	    reservoirIncreaseAmount: null,
	    reservoirIncreaseMaximum: null
	  };

	  Bottleneck.prototype.localStoreDefaults = {
	    Promise: Promise,
	    timeout: null,
	    heartbeatInterval: 250
	  };

	  Bottleneck.prototype.redisStoreDefaults = {
	    Promise: Promise,
	    timeout: null,
	    heartbeatInterval: 5000,
	    clientTimeout: 10000,
	    Redis: null,
	    clientOptions: {},
	    clusterNodes: null,
	    clearDatastore: false,
	    connection: null
	  };

	  Bottleneck.prototype.instanceDefaults = {
	    datastore: "local",
	    connection: null,
	    id: "<no-id>",
	    rejectOnDrop: true,
	    trackDoneStatus: false,
	    Promise: Promise
	  };

	  Bottleneck.prototype.stopDefaults = {
	    enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
	    dropWaitingJobs: true,
	    dropErrorMessage: "This limiter has been stopped."
	  };

	  return Bottleneck;

	}).call(commonjsGlobal);

	var Bottleneck_1 = Bottleneck;

	var lib = Bottleneck_1;

	return lib;

})));


}),

770:
((module, __unused_webpack_exports, __webpack_require__) => {

__webpack_require__(218);


}),

218:
((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;


var net = __webpack_require__(9278);
var tls = __webpack_require__(4756);
var http = __webpack_require__(8611);
var https = __webpack_require__(5692);
var events = __webpack_require__(4434);
var assert = __webpack_require__(2613);
var util = __webpack_require__(9023);


__webpack_unused_export__ = httpOverHttp;
__webpack_unused_export__ = httpsOverHttp;
__webpack_unused_export__ = httpOverHttps;
__webpack_unused_export__ = httpsOverHttps;


function httpOverHttp(options) {
	var agent = new TunnelingAgent(options);
	agent.request = http.request;
	return agent;
}

function httpsOverHttp(options) {
	var agent = new TunnelingAgent(options);
	agent.request = http.request;
	agent.createSocket = createSecureSocket;
	agent.defaultPort = 443;
	return agent;
}

function httpOverHttps(options) {
	var agent = new TunnelingAgent(options);
	agent.request = https.request;
	return agent;
}

function httpsOverHttps(options) {
	var agent = new TunnelingAgent(options);
	agent.request = https.request;
	agent.createSocket = createSecureSocket;
	agent.defaultPort = 443;
	return agent;
}


function TunnelingAgent(options) {
	var self = this;
	self.options = options || {};
	self.proxyOptions = self.options.proxy || {};
	self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
	self.requests = [];
	self.sockets = [];

	self.on('free', function onFree(socket, host, port, localAddress) {
		var options = toOptions(host, port, localAddress);
		for (var i = 0, len = self.requests.length; i < len; ++i) {
			var pending = self.requests[i];
			if (pending.host === options.host && pending.port === options.port) {
				self.requests.splice(i, 1);
				pending.request.onSocket(socket);
				return;
			}
		}
		socket.destroy();
		self.removeSocket(socket);
	});
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
	var self = this;
	var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

	if (self.sockets.length >= this.maxSockets) {
		self.requests.push(options);
		return;
	}

	self.createSocket(options, function(socket) {
		socket.on('free', onFree);
		socket.on('close', onCloseOrRemove);
		socket.on('agentRemove', onCloseOrRemove);
		req.onSocket(socket);

		function onFree() {
			self.emit('free', socket, options);
		}

		function onCloseOrRemove(err) {
			self.removeSocket(socket);
			socket.removeListener('free', onFree);
			socket.removeListener('close', onCloseOrRemove);
			socket.removeListener('agentRemove', onCloseOrRemove);
		}
	});
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
	var self = this;
	var placeholder = {};
	self.sockets.push(placeholder);

	var connectOptions = mergeOptions({}, self.proxyOptions, {
		method: 'CONNECT',
		path: options.host + ':' + options.port,
		agent: false,
		headers: {
			host: options.host + ':' + options.port
		}
	});
	if (options.localAddress) {
		connectOptions.localAddress = options.localAddress;
	}
	if (connectOptions.proxyAuth) {
		connectOptions.headers = connectOptions.headers || {};
		connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
				new Buffer(connectOptions.proxyAuth).toString('base64');
	}

	debug('making CONNECT request');
	var connectReq = self.request(connectOptions);
	connectReq.useChunkedEncodingByDefault = false;
	connectReq.once('response', onResponse);
	connectReq.once('upgrade', onUpgrade);
	connectReq.once('connect', onConnect);
	connectReq.once('error', onError);
	connectReq.end();

	function onResponse(res) {
		res.upgrade = true;
	}

	function onUpgrade(res, socket, head) {
		process.nextTick(function() {
			onConnect(res, socket, head);
		});
	}

	function onConnect(res, socket, head) {
		connectReq.removeAllListeners();
		socket.removeAllListeners();

		if (res.statusCode !== 200) {
			debug('tunneling socket could not be established, statusCode=%d',
				res.statusCode);
			socket.destroy();
			var error = new Error('tunneling socket could not be established, ' +
				'statusCode=' + res.statusCode);
			error.code = 'ECONNRESET';
			options.request.emit('error', error);
			self.removeSocket(placeholder);
			return;
		}
		if (head.length > 0) {
			debug('got illegal response body from proxy');
			socket.destroy();
			var error = new Error('got illegal response body from proxy');
			error.code = 'ECONNRESET';
			options.request.emit('error', error);
			self.removeSocket(placeholder);
			return;
		}
		debug('tunneling connection has established');
		self.sockets[self.sockets.indexOf(placeholder)] = socket;
		return cb(socket);
	}

	function onError(cause) {
		connectReq.removeAllListeners();

		debug('tunneling socket could not be established, cause=%s\n',
					cause.message, cause.stack);
		var error = new Error('tunneling socket could not be established, ' +
													'cause=' + cause.message);
		error.code = 'ECONNRESET';
		options.request.emit('error', error);
		self.removeSocket(placeholder);
	}
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
	var pos = this.sockets.indexOf(socket)
	if (pos === -1) {
		return;
	}
	this.sockets.splice(pos, 1);

	var pending = this.requests.shift();
	if (pending) {
		this.createSocket(pending, function(socket) {
			pending.request.onSocket(socket);
		});
	}
};

function createSecureSocket(options, cb) {
	var self = this;
	TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
		var hostHeader = options.request.getHeader('host');
		var tlsOptions = mergeOptions({}, self.options, {
			socket: socket,
			servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
		});

		var secureSocket = tls.connect(0, tlsOptions);
		self.sockets[self.sockets.indexOf(socket)] = secureSocket;
		cb(secureSocket);
	});
}


function toOptions(host, port, localAddress) {
	if (typeof host === 'string') {
		return {
			host: host,
			port: port,
			localAddress: localAddress
		};
	}
	return host;
}

function mergeOptions(target) {
	for (var i = 1, len = arguments.length; i < len; ++i) {
		var overrides = arguments[i];
		if (typeof overrides === 'object') {
			var keys = Object.keys(overrides);
			for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
				var k = keys[j];
				if (overrides[k] !== undefined) {
					target[k] = overrides[k];
				}
			}
		}
	}
	return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
	debug = function() {
		var args = Array.prototype.slice.call(arguments);
		if (typeof args[0] === 'string') {
			args[0] = 'TUNNEL: ' + args[0];
		} else {
			args.unshift('TUNNEL:');
		}
		console.error.apply(console, args);
	}
} else {
	debug = function() {};
}
__webpack_unused_export__ = debug;


}),

6421:
((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	Yz: () => (core_debug),
	N4: () => (endGroup),
	z3: () => (error),
	V4: () => (getInput),
	Gu: () => (getState),
	pq: () => (info),
	LZ: () => (saveState),
	C1: () => (setFailed),
	uH: () => (setOutput),
	Pq: () => (core_setSecret),
	Oh: () => (startGroup),
	z: () => (summary),
	$e: () => (warning)
});


var external_os_ = __webpack_require__(857);
;
function utils_toCommandValue(input) {
	if (input === null || input === undefined) {
		return '';
	}
	else if (typeof input === 'string' || input instanceof String) {
		return input;
	}
	return JSON.stringify(input);
}
function utils_toCommandProperties(annotationProperties) {
	if (!Object.keys(annotationProperties).length) {
		return {};
	}
	return {
		title: annotationProperties.title,
		file: annotationProperties.file,
		line: annotationProperties.startLine,
		endLine: annotationProperties.endLine,
		col: annotationProperties.startColumn,
		endColumn: annotationProperties.endColumn
	};
}
;


function command_issueCommand(command, properties, message) {
	const cmd = new Command(command, properties, message);
	process.stdout.write(cmd.toString() + external_os_.EOL);
}
function command_issue(name, message = '') {
	command_issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
	constructor(command, properties, message) {
		if (!command) {
			command = 'missing.command';
		}
		this.command = command;
		this.properties = properties;
		this.message = message;
	}
	toString() {
		let cmdStr = CMD_STRING + this.command;
		if (this.properties && Object.keys(this.properties).length > 0) {
			cmdStr += ' ';
			let first = true;
			for (const key in this.properties) {
				if (this.properties.hasOwnProperty(key)) {
					const val = this.properties[key];
					if (val) {
						if (first) {
							first = false;
						}
						else {
							cmdStr += ',';
						}
						cmdStr += `${key}=${escapeProperty(val)}`;
					}
				}
			}
		}
		cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
		return cmdStr;
	}
}
function escapeData(s) {
	return utils_toCommandValue(s)
		.replace(/%/g, '%25')
		.replace(/\r/g, '%0D')
		.replace(/\n/g, '%0A');
}
function escapeProperty(s) {
	return utils_toCommandValue(s)
		.replace(/%/g, '%25')
		.replace(/\r/g, '%0D')
		.replace(/\n/g, '%0A')
		.replace(/:/g, '%3A')
		.replace(/,/g, '%2C');
}
var external_crypto_ = __webpack_require__(6982);
var external_fs_ = __webpack_require__(9896);
;




function file_command_issueFileCommand(command, message) {
	const filePath = process.env[`GITHUB_${command}`];
	if (!filePath) {
		throw new Error(`Unable to find environment variable for file command ${command}`);
	}
	if (!external_fs_.existsSync(filePath)) {
		throw new Error(`Missing file at path: ${filePath}`);
	}
	external_fs_.appendFileSync(filePath, `${utils_toCommandValue(message)}${external_os_.EOL}`, {
		encoding: 'utf8'
	});
}
function file_command_prepareKeyValueMessage(key, value) {
	const delimiter = `ghadelimiter_${external_crypto_.randomUUID()}`;
	const convertedValue = utils_toCommandValue(value);
	if (key.includes(delimiter)) {
		throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
	}
	if (convertedValue.includes(delimiter)) {
		throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
	}
	return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
var external_path_ = __webpack_require__(6928);
var external_http_ = __webpack_require__(8611);
var external_https_ = __webpack_require__(5692);
;
function getProxyUrl(reqUrl) {
	const usingSsl = reqUrl.protocol === 'https:';
	if (checkBypass(reqUrl)) {
		return undefined;
	}
	const proxyVar = (() => {
		if (usingSsl) {
			return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
		}
		else {
			return process.env['http_proxy'] || process.env['HTTP_PROXY'];
		}
	})();
	if (proxyVar) {
		try {
			return new DecodedURL(proxyVar);
		}
		catch (_a) {
			if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
				return new DecodedURL(`http://${proxyVar}`);
		}
	}
	else {
		return undefined;
	}
}
function checkBypass(reqUrl) {
	if (!reqUrl.hostname) {
		return false;
	}
	const reqHost = reqUrl.hostname;
	if (isLoopbackAddress(reqHost)) {
		return true;
	}
	const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
	if (!noProxy) {
		return false;
	}
	let reqPort;
	if (reqUrl.port) {
		reqPort = Number(reqUrl.port);
	}
	else if (reqUrl.protocol === 'http:') {
		reqPort = 80;
	}
	else if (reqUrl.protocol === 'https:') {
		reqPort = 443;
	}
	const upperReqHosts = [reqUrl.hostname.toUpperCase()];
	if (typeof reqPort === 'number') {
		upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
	}
	for (const upperNoProxyItem of noProxy
		.split(',')
		.map(x => x.trim().toUpperCase())
		.filter(x => x)) {
		if (upperNoProxyItem === '*' ||
			upperReqHosts.some(x => x === upperNoProxyItem ||
				x.endsWith(`.${upperNoProxyItem}`) ||
				(upperNoProxyItem.startsWith('.') &&
					x.endsWith(`${upperNoProxyItem}`)))) {
			return true;
		}
	}
	return false;
}
function isLoopbackAddress(host) {
	const hostLower = host.toLowerCase();
	return (hostLower === 'localhost' ||
		hostLower.startsWith('127.') ||
		hostLower.startsWith('[::1]') ||
		hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
	constructor(url, base) {
		super(url, base);
		this._decodedUsername = decodeURIComponent(super.username);
		this._decodedPassword = decodeURIComponent(super.password);
	}
	get username() {
		return this._decodedUsername;
	}
	get password() {
		return this._decodedPassword;
	}
}
var node_modules_tunnel = __webpack_require__(770);
var undici = __webpack_require__(6752);
;
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};





var HttpCodes;
(function (HttpCodes) {
	HttpCodes[HttpCodes["OK"] = 200] = "OK";
	HttpCodes[HttpCodes["MultipleChoices"] = 300] = "MultipleChoices";
	HttpCodes[HttpCodes["MovedPermanently"] = 301] = "MovedPermanently";
	HttpCodes[HttpCodes["ResourceMoved"] = 302] = "ResourceMoved";
	HttpCodes[HttpCodes["SeeOther"] = 303] = "SeeOther";
	HttpCodes[HttpCodes["NotModified"] = 304] = "NotModified";
	HttpCodes[HttpCodes["UseProxy"] = 305] = "UseProxy";
	HttpCodes[HttpCodes["SwitchProxy"] = 306] = "SwitchProxy";
	HttpCodes[HttpCodes["TemporaryRedirect"] = 307] = "TemporaryRedirect";
	HttpCodes[HttpCodes["PermanentRedirect"] = 308] = "PermanentRedirect";
	HttpCodes[HttpCodes["BadRequest"] = 400] = "BadRequest";
	HttpCodes[HttpCodes["Unauthorized"] = 401] = "Unauthorized";
	HttpCodes[HttpCodes["PaymentRequired"] = 402] = "PaymentRequired";
	HttpCodes[HttpCodes["Forbidden"] = 403] = "Forbidden";
	HttpCodes[HttpCodes["NotFound"] = 404] = "NotFound";
	HttpCodes[HttpCodes["MethodNotAllowed"] = 405] = "MethodNotAllowed";
	HttpCodes[HttpCodes["NotAcceptable"] = 406] = "NotAcceptable";
	HttpCodes[HttpCodes["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
	HttpCodes[HttpCodes["RequestTimeout"] = 408] = "RequestTimeout";
	HttpCodes[HttpCodes["Conflict"] = 409] = "Conflict";
	HttpCodes[HttpCodes["Gone"] = 410] = "Gone";
	HttpCodes[HttpCodes["TooManyRequests"] = 429] = "TooManyRequests";
	HttpCodes[HttpCodes["InternalServerError"] = 500] = "InternalServerError";
	HttpCodes[HttpCodes["NotImplemented"] = 501] = "NotImplemented";
	HttpCodes[HttpCodes["BadGateway"] = 502] = "BadGateway";
	HttpCodes[HttpCodes["ServiceUnavailable"] = 503] = "ServiceUnavailable";
	HttpCodes[HttpCodes["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function (Headers) {
	Headers["Accept"] = "accept";
	Headers["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function (MediaTypes) {
	MediaTypes["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
function lib_getProxyUrl(serverUrl) {
	const proxyUrl = pm.getProxyUrl(new URL(serverUrl));
	return proxyUrl ? proxyUrl.href : '';
}
const HttpRedirectCodes = [
	HttpCodes.MovedPermanently,
	HttpCodes.ResourceMoved,
	HttpCodes.SeeOther,
	HttpCodes.TemporaryRedirect,
	HttpCodes.PermanentRedirect
];
const HttpResponseRetryCodes = [
	HttpCodes.BadGateway,
	HttpCodes.ServiceUnavailable,
	HttpCodes.GatewayTimeout
];
const RetryableHttpVerbs = (null && (['OPTIONS', 'GET', 'DELETE', 'HEAD']));
const ExponentialBackoffCeiling = 10;
const ExponentialBackoffTimeSlice = 5;
class HttpClientError extends Error {
	constructor(message, statusCode) {
		super(message);
		this.name = 'HttpClientError';
		this.statusCode = statusCode;
		Object.setPrototypeOf(this, HttpClientError.prototype);
	}
}
class HttpClientResponse {
	constructor(message) {
		this.message = message;
	}
	readBody() {
		return __awaiter(this, void 0, void 0, function* () {
			return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
				let output = Buffer.alloc(0);
				this.message.on('data', (chunk) => {
					output = Buffer.concat([output, chunk]);
				});
				this.message.on('end', () => {
					resolve(output.toString());
				});
			}));
		});
	}
	readBodyBuffer() {
		return __awaiter(this, void 0, void 0, function* () {
			return new Promise((resolve) => __awaiter(this, void 0, void 0, function* () {
				const chunks = [];
				this.message.on('data', (chunk) => {
					chunks.push(chunk);
				});
				this.message.on('end', () => {
					resolve(Buffer.concat(chunks));
				});
			}));
		});
	}
}
function isHttps(requestUrl) {
	const parsedUrl = new URL(requestUrl);
	return parsedUrl.protocol === 'https:';
}
class lib_HttpClient {
	constructor(userAgent, handlers, requestOptions) {
		this._ignoreSslError = false;
		this._allowRedirects = true;
		this._allowRedirectDowngrade = false;
		this._maxRedirects = 50;
		this._allowRetries = false;
		this._maxRetries = 1;
		this._keepAlive = false;
		this._disposed = false;
		this.userAgent = this._getUserAgentWithOrchestrationId(userAgent);
		this.handlers = handlers || [];
		this.requestOptions = requestOptions;
		if (requestOptions) {
			if (requestOptions.ignoreSslError != null) {
				this._ignoreSslError = requestOptions.ignoreSslError;
			}
			this._socketTimeout = requestOptions.socketTimeout;
			if (requestOptions.allowRedirects != null) {
				this._allowRedirects = requestOptions.allowRedirects;
			}
			if (requestOptions.allowRedirectDowngrade != null) {
				this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
			}
			if (requestOptions.maxRedirects != null) {
				this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
			}
			if (requestOptions.keepAlive != null) {
				this._keepAlive = requestOptions.keepAlive;
			}
			if (requestOptions.allowRetries != null) {
				this._allowRetries = requestOptions.allowRetries;
			}
			if (requestOptions.maxRetries != null) {
				this._maxRetries = requestOptions.maxRetries;
			}
		}
	}
	options(requestUrl, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});
		});
	}
	get(requestUrl, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('GET', requestUrl, null, additionalHeaders || {});
		});
	}
	del(requestUrl, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('DELETE', requestUrl, null, additionalHeaders || {});
		});
	}
	post(requestUrl, data, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('POST', requestUrl, data, additionalHeaders || {});
		});
	}
	patch(requestUrl, data, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('PATCH', requestUrl, data, additionalHeaders || {});
		});
	}
	put(requestUrl, data, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('PUT', requestUrl, data, additionalHeaders || {});
		});
	}
	head(requestUrl, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request('HEAD', requestUrl, null, additionalHeaders || {});
		});
	}
	sendStream(verb, requestUrl, stream, additionalHeaders) {
		return __awaiter(this, void 0, void 0, function* () {
			return this.request(verb, requestUrl, stream, additionalHeaders);
		});
	}
	getJson(requestUrl_1) {
		return __awaiter(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
			additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
			const res = yield this.get(requestUrl, additionalHeaders);
			return this._processResponse(res, this.requestOptions);
		});
	}
	postJson(requestUrl_1, obj_1) {
		return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
			const data = JSON.stringify(obj, null, 2);
			additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
			additionalHeaders[Headers.ContentType] =
				this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
			const res = yield this.post(requestUrl, data, additionalHeaders);
			return this._processResponse(res, this.requestOptions);
		});
	}
	putJson(requestUrl_1, obj_1) {
		return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
			const data = JSON.stringify(obj, null, 2);
			additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
			additionalHeaders[Headers.ContentType] =
				this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
			const res = yield this.put(requestUrl, data, additionalHeaders);
			return this._processResponse(res, this.requestOptions);
		});
	}
	patchJson(requestUrl_1, obj_1) {
		return __awaiter(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
			const data = JSON.stringify(obj, null, 2);
			additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
			additionalHeaders[Headers.ContentType] =
				this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
			const res = yield this.patch(requestUrl, data, additionalHeaders);
			return this._processResponse(res, this.requestOptions);
		});
	}
	request(verb, requestUrl, data, headers) {
		return __awaiter(this, void 0, void 0, function* () {
			if (this._disposed) {
				throw new Error('Client has already been disposed.');
			}
			const parsedUrl = new URL(requestUrl);
			let info = this._prepareRequest(verb, parsedUrl, headers);
			const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb)
				? this._maxRetries + 1
				: 1;
			let numTries = 0;
			let response;
			do {
				response = yield this.requestRaw(info, data);
				if (response &&
					response.message &&
					response.message.statusCode === HttpCodes.Unauthorized) {
					let authenticationHandler;
					for (const handler of this.handlers) {
						if (handler.canHandleAuthentication(response)) {
							authenticationHandler = handler;
							break;
						}
					}
					if (authenticationHandler) {
						return authenticationHandler.handleAuthentication(this, info, data);
					}
					else {
						return response;
					}
				}
				let redirectsRemaining = this._maxRedirects;
				while (response.message.statusCode &&
					HttpRedirectCodes.includes(response.message.statusCode) &&
					this._allowRedirects &&
					redirectsRemaining > 0) {
					const redirectUrl = response.message.headers['location'];
					if (!redirectUrl) {
						break;
					}
					const parsedRedirectUrl = new URL(redirectUrl);
					if (parsedUrl.protocol === 'https:' &&
						parsedUrl.protocol !== parsedRedirectUrl.protocol &&
						!this._allowRedirectDowngrade) {
						throw new Error('Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.');
					}
					yield response.readBody();
					if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
						for (const header in headers) {
							if (header.toLowerCase() === 'authorization') {
								delete headers[header];
							}
						}
					}
					info = this._prepareRequest(verb, parsedRedirectUrl, headers);
					response = yield this.requestRaw(info, data);
					redirectsRemaining--;
				}
				if (!response.message.statusCode ||
					!HttpResponseRetryCodes.includes(response.message.statusCode)) {
					return response;
				}
				numTries += 1;
				if (numTries < maxTries) {
					yield response.readBody();
					yield this._performExponentialBackoff(numTries);
				}
			} while (numTries < maxTries);
			return response;
		});
	}
	dispose() {
		if (this._agent) {
			this._agent.destroy();
		}
		this._disposed = true;
	}
	requestRaw(info, data) {
		return __awaiter(this, void 0, void 0, function* () {
			return new Promise((resolve, reject) => {
				function callbackForResult(err, res) {
					if (err) {
						reject(err);
					}
					else if (!res) {
						reject(new Error('Unknown error'));
					}
					else {
						resolve(res);
					}
				}
				this.requestRawWithCallback(info, data, callbackForResult);
			});
		});
	}
	requestRawWithCallback(info, data, onResult) {
		if (typeof data === 'string') {
			if (!info.options.headers) {
				info.options.headers = {};
			}
			info.options.headers['Content-Length'] = Buffer.byteLength(data, 'utf8');
		}
		let callbackCalled = false;
		function handleResult(err, res) {
			if (!callbackCalled) {
				callbackCalled = true;
				onResult(err, res);
			}
		}
		const req = info.httpModule.request(info.options, (msg) => {
			const res = new HttpClientResponse(msg);
			handleResult(undefined, res);
		});
		let socket;
		req.on('socket', sock => {
			socket = sock;
		});
		req.setTimeout(this._socketTimeout || 3 * 60000, () => {
			if (socket) {
				socket.end();
			}
			handleResult(new Error(`Request timeout: ${info.options.path}`));
		});
		req.on('error', function (err) {
			handleResult(err);
		});
		if (data && typeof data === 'string') {
			req.write(data, 'utf8');
		}
		if (data && typeof data !== 'string') {
			data.on('close', function () {
				req.end();
			});
			data.pipe(req);
		}
		else {
			req.end();
		}
	}
	getAgent(serverUrl) {
		const parsedUrl = new URL(serverUrl);
		return this._getAgent(parsedUrl);
	}
	getAgentDispatcher(serverUrl) {
		const parsedUrl = new URL(serverUrl);
		const proxyUrl = pm.getProxyUrl(parsedUrl);
		const useProxy = proxyUrl && proxyUrl.hostname;
		if (!useProxy) {
			return;
		}
		return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
	}
	_prepareRequest(method, requestUrl, headers) {
		const info = {};
		info.parsedUrl = requestUrl;
		const usingSsl = info.parsedUrl.protocol === 'https:';
		info.httpModule = usingSsl ? https : http;
		const defaultPort = usingSsl ? 443 : 80;
		info.options = {};
		info.options.host = info.parsedUrl.hostname;
		info.options.port = info.parsedUrl.port
			? parseInt(info.parsedUrl.port)
			: defaultPort;
		info.options.path =
			(info.parsedUrl.pathname || '') + (info.parsedUrl.search || '');
		info.options.method = method;
		info.options.headers = this._mergeHeaders(headers);
		if (this.userAgent != null) {
			info.options.headers['user-agent'] = this.userAgent;
		}
		info.options.agent = this._getAgent(info.parsedUrl);
		if (this.handlers) {
			for (const handler of this.handlers) {
				handler.prepareRequest(info.options);
			}
		}
		return info;
	}
	_mergeHeaders(headers) {
		if (this.requestOptions && this.requestOptions.headers) {
			return Object.assign({}, lowercaseKeys(this.requestOptions.headers), lowercaseKeys(headers || {}));
		}
		return lowercaseKeys(headers || {});
	}
	_getExistingOrDefaultHeader(additionalHeaders, header, _default) {
		let clientHeader;
		if (this.requestOptions && this.requestOptions.headers) {
			const headerValue = lowercaseKeys(this.requestOptions.headers)[header];
			if (headerValue) {
				clientHeader =
					typeof headerValue === 'number' ? headerValue.toString() : headerValue;
			}
		}
		const additionalValue = additionalHeaders[header];
		if (additionalValue !== undefined) {
			return typeof additionalValue === 'number'
				? additionalValue.toString()
				: additionalValue;
		}
		if (clientHeader !== undefined) {
			return clientHeader;
		}
		return _default;
	}
	_getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
		let clientHeader;
		if (this.requestOptions && this.requestOptions.headers) {
			const headerValue = lowercaseKeys(this.requestOptions.headers)[Headers.ContentType];
			if (headerValue) {
				if (typeof headerValue === 'number') {
					clientHeader = String(headerValue);
				}
				else if (Array.isArray(headerValue)) {
					clientHeader = headerValue.join(', ');
				}
				else {
					clientHeader = headerValue;
				}
			}
		}
		const additionalValue = additionalHeaders[Headers.ContentType];
		if (additionalValue !== undefined) {
			if (typeof additionalValue === 'number') {
				return String(additionalValue);
			}
			else if (Array.isArray(additionalValue)) {
				return additionalValue.join(', ');
			}
			else {
				return additionalValue;
			}
		}
		if (clientHeader !== undefined) {
			return clientHeader;
		}
		return _default;
	}
	_getAgent(parsedUrl) {
		let agent;
		const proxyUrl = pm.getProxyUrl(parsedUrl);
		const useProxy = proxyUrl && proxyUrl.hostname;
		if (this._keepAlive && useProxy) {
			agent = this._proxyAgent;
		}
		if (!useProxy) {
			agent = this._agent;
		}
		if (agent) {
			return agent;
		}
		const usingSsl = parsedUrl.protocol === 'https:';
		let maxSockets = 100;
		if (this.requestOptions) {
			maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
		}
		if (proxyUrl && proxyUrl.hostname) {
			const agentOptions = {
				maxSockets,
				keepAlive: this._keepAlive,
				proxy: Object.assign(Object.assign({}, ((proxyUrl.username || proxyUrl.password) && {
					proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
				})), { host: proxyUrl.hostname, port: proxyUrl.port })
			};
			let tunnelAgent;
			const overHttps = proxyUrl.protocol === 'https:';
			if (usingSsl) {
				tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
			}
			else {
				tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
			}
			agent = tunnelAgent(agentOptions);
			this._proxyAgent = agent;
		}
		if (!agent) {
			const options = { keepAlive: this._keepAlive, maxSockets };
			agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
			this._agent = agent;
		}
		if (usingSsl && this._ignoreSslError) {
			agent.options = Object.assign(agent.options || {}, {
				rejectUnauthorized: false
			});
		}
		return agent;
	}
	_getProxyAgentDispatcher(parsedUrl, proxyUrl) {
		let proxyAgent;
		if (this._keepAlive) {
			proxyAgent = this._proxyAgentDispatcher;
		}
		if (proxyAgent) {
			return proxyAgent;
		}
		const usingSsl = parsedUrl.protocol === 'https:';
		proxyAgent = new ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, ((proxyUrl.username || proxyUrl.password) && {
			token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString('base64')}`
		})));
		this._proxyAgentDispatcher = proxyAgent;
		if (usingSsl && this._ignoreSslError) {
			proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
				rejectUnauthorized: false
			});
		}
		return proxyAgent;
	}
	_getUserAgentWithOrchestrationId(userAgent) {
		const baseUserAgent = userAgent || 'actions/http-client';
		const orchId = process.env['ACTIONS_ORCHESTRATION_ID'];
		if (orchId) {
			const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, '_');
			return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
		}
		return baseUserAgent;
	}
	_performExponentialBackoff(retryNumber) {
		return __awaiter(this, void 0, void 0, function* () {
			retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
			const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
			return new Promise(resolve => setTimeout(() => resolve(), ms));
		});
	}
	_processResponse(res, options) {
		return __awaiter(this, void 0, void 0, function* () {
			return new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
				const statusCode = res.message.statusCode || 0;
				const response = {
					statusCode,
					result: null,
					headers: {}
				};
				if (statusCode === HttpCodes.NotFound) {
					resolve(response);
				}
				function dateTimeDeserializer(key, value) {
					if (typeof value === 'string') {
						const a = new Date(value);
						if (!isNaN(a.valueOf())) {
							return a;
						}
					}
					return value;
				}
				let obj;
				let contents;
				try {
					contents = yield res.readBody();
					if (contents && contents.length > 0) {
						if (options && options.deserializeDates) {
							obj = JSON.parse(contents, dateTimeDeserializer);
						}
						else {
							obj = JSON.parse(contents);
						}
						response.result = obj;
					}
					response.headers = res.message.headers;
				}
				catch (err) {
				}
				if (statusCode > 299) {
					let msg;
					if (obj && obj.message) {
						msg = obj.message;
					}
					else if (contents && contents.length > 0) {
						msg = contents;
					}
					else {
						msg = `Failed request: (${statusCode})`;
					}
					const err = new HttpClientError(msg, statusCode);
					err.result = response.result;
					reject(err);
				}
				else {
					resolve(response);
				}
			}));
		});
	}
}
const lowercaseKeys = (obj) => Object.keys(obj).reduce((c, k) => ((c[k.toLowerCase()] = obj[k]), c), {});
;
var auth_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};
class BasicCredentialHandler {
	constructor(username, password) {
		this.username = username;
		this.password = password;
	}
	prepareRequest(options) {
		if (!options.headers) {
			throw Error('The request has no headers');
		}
		options.headers['Authorization'] = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString('base64')}`;
	}
	canHandleAuthentication() {
		return false;
	}
	handleAuthentication() {
		return auth_awaiter(this, void 0, void 0, function* () {
			throw new Error('not implemented');
		});
	}
}
class auth_BearerCredentialHandler {
	constructor(token) {
		this.token = token;
	}
	prepareRequest(options) {
		if (!options.headers) {
			throw Error('The request has no headers');
		}
		options.headers['Authorization'] = `Bearer ${this.token}`;
	}
	canHandleAuthentication() {
		return false;
	}
	handleAuthentication() {
		return auth_awaiter(this, void 0, void 0, function* () {
			throw new Error('not implemented');
		});
	}
}
class PersonalAccessTokenCredentialHandler {
	constructor(token) {
		this.token = token;
	}
	prepareRequest(options) {
		if (!options.headers) {
			throw Error('The request has no headers');
		}
		options.headers['Authorization'] = `Basic ${Buffer.from(`PAT:${this.token}`).toString('base64')}`;
	}
	canHandleAuthentication() {
		return false;
	}
	handleAuthentication() {
		return auth_awaiter(this, void 0, void 0, function* () {
			throw new Error('not implemented');
		});
	}
}
;
var oidc_utils_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};



class oidc_utils_OidcClient {
	static createHttpClient(allowRetry = true, maxRetry = 10) {
		const requestOptions = {
			allowRetries: allowRetry,
			maxRetries: maxRetry
		};
		return new HttpClient('actions/oidc-client', [new BearerCredentialHandler(oidc_utils_OidcClient.getRequestToken())], requestOptions);
	}
	static getRequestToken() {
		const token = process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'];
		if (!token) {
			throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable');
		}
		return token;
	}
	static getIDTokenUrl() {
		const runtimeUrl = process.env['ACTIONS_ID_TOKEN_REQUEST_URL'];
		if (!runtimeUrl) {
			throw new Error('Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable');
		}
		return runtimeUrl;
	}
	static getCall(id_token_url) {
		return oidc_utils_awaiter(this, void 0, void 0, function* () {
			var _a;
			const httpclient = oidc_utils_OidcClient.createHttpClient();
			const res = yield httpclient
				.getJson(id_token_url)
				.catch(error => {
				throw new Error(`Failed to get ID Token. \n 
        Error Code : ${error.statusCode}\n 
        Error Message: ${error.message}`);
			});
			const id_token = (_a = res.result) === null || _a === void 0 ? void 0 : _a.value;
			if (!id_token) {
				throw new Error('Response json body do not have ID Token field');
			}
			return id_token;
		});
	}
	static getIDToken(audience) {
		return oidc_utils_awaiter(this, void 0, void 0, function* () {
			try {
				let id_token_url = oidc_utils_OidcClient.getIDTokenUrl();
				if (audience) {
					const encodedAudience = encodeURIComponent(audience);
					id_token_url = `${id_token_url}&audience=${encodedAudience}`;
				}
				debug(`ID token url is ${id_token_url}`);
				const id_token = yield oidc_utils_OidcClient.getCall(id_token_url);
				setSecret(id_token);
				return id_token;
			}
			catch (error) {
				throw new Error(`Error message: ${error.message}`);
			}
		});
	}
}
;
var summary_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
	constructor() {
		this._buffer = '';
	}
	filePath() {
		return summary_awaiter(this, void 0, void 0, function* () {
			if (this._filePath) {
				return this._filePath;
			}
			const pathFromEnv = process.env[SUMMARY_ENV_VAR];
			if (!pathFromEnv) {
				throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
			}
			try {
				yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
			}
			catch (_a) {
				throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
			}
			this._filePath = pathFromEnv;
			return this._filePath;
		});
	}
	wrap(tag, content, attrs = {}) {
		const htmlAttrs = Object.entries(attrs)
			.map(([key, value]) => ` ${key}="${value}"`)
			.join('');
		if (!content) {
			return `<${tag}${htmlAttrs}>`;
		}
		return `<${tag}${htmlAttrs}>${content}</${tag}>`;
	}
	write(options) {
		return summary_awaiter(this, void 0, void 0, function* () {
			const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
			const filePath = yield this.filePath();
			const writeFunc = overwrite ? writeFile : appendFile;
			yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
			return this.emptyBuffer();
		});
	}
	clear() {
		return summary_awaiter(this, void 0, void 0, function* () {
			return this.emptyBuffer().write({ overwrite: true });
		});
	}
	stringify() {
		return this._buffer;
	}
	isEmptyBuffer() {
		return this._buffer.length === 0;
	}
	emptyBuffer() {
		this._buffer = '';
		return this;
	}
	addRaw(text, addEOL = false) {
		this._buffer += text;
		return addEOL ? this.addEOL() : this;
	}
	addEOL() {
		return this.addRaw(external_os_.EOL);
	}
	addCodeBlock(code, lang) {
		const attrs = Object.assign({}, (lang && { lang }));
		const element = this.wrap('pre', this.wrap('code', code), attrs);
		return this.addRaw(element).addEOL();
	}
	addList(items, ordered = false) {
		const tag = ordered ? 'ol' : 'ul';
		const listItems = items.map(item => this.wrap('li', item)).join('');
		const element = this.wrap(tag, listItems);
		return this.addRaw(element).addEOL();
	}
	addTable(rows) {
		const tableBody = rows
			.map(row => {
			const cells = row
				.map(cell => {
				if (typeof cell === 'string') {
					return this.wrap('td', cell);
				}
				const { header, data, colspan, rowspan } = cell;
				const tag = header ? 'th' : 'td';
				const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
				return this.wrap(tag, data, attrs);
			})
				.join('');
			return this.wrap('tr', cells);
		})
			.join('');
		const element = this.wrap('table', tableBody);
		return this.addRaw(element).addEOL();
	}
	addDetails(label, content) {
		const element = this.wrap('details', this.wrap('summary', label) + content);
		return this.addRaw(element).addEOL();
	}
	addImage(src, alt, options) {
		const { width, height } = options || {};
		const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
		const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
		return this.addRaw(element).addEOL();
	}
	addHeading(text, level) {
		const tag = `h${level}`;
		const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
			? tag
			: 'h1';
		const element = this.wrap(allowedTag, text);
		return this.addRaw(element).addEOL();
	}
	addSeparator() {
		const element = this.wrap('hr', null);
		return this.addRaw(element).addEOL();
	}
	addBreak() {
		const element = this.wrap('br', null);
		return this.addRaw(element).addEOL();
	}
	addQuote(text, cite) {
		const attrs = Object.assign({}, (cite && { cite }));
		const element = this.wrap('blockquote', text, attrs);
		return this.addRaw(element).addEOL();
	}
	addLink(text, href) {
		const element = this.wrap('a', text, { href });
		return this.addRaw(element).addEOL();
	}
}
const _summary = new Summary();
const markdownSummary = (null && (_summary));
const summary = _summary;
;

function toPosixPath(pth) {
	return pth.replace(/[\\]/g, '/');
}
function toWin32Path(pth) {
	return pth.replace(/[/]/g, '\\');
}
function toPlatformPath(pth) {
	return pth.replace(/[/\\]/g, path.sep);
}
var external_string_decoder_ = __webpack_require__(3193);
var external_events_ = __webpack_require__(4434);
var external_child_process_ = __webpack_require__(5317);
var external_assert_ = __webpack_require__(2613);
;
var io_util_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};


const { chmod, copyFile, lstat, mkdir, open: io_util_open, readdir, rename, rm, rmdir, stat, symlink, unlink } = external_fs_.promises;
const IS_WINDOWS = process.platform === 'win32';
function readlink(fsPath) {
	return io_util_awaiter(this, void 0, void 0, function* () {
		const result = yield fs.promises.readlink(fsPath);
		if (IS_WINDOWS && !result.endsWith('\\')) {
			return `${result}\\`;
		}
		return result;
	});
}
const UV_FS_O_EXLOCK = 0x10000000;
const READONLY = external_fs_.constants.O_RDONLY;
function exists(fsPath) {
	return io_util_awaiter(this, void 0, void 0, function* () {
		try {
			yield stat(fsPath);
		}
		catch (err) {
			if (err.code === 'ENOENT') {
				return false;
			}
			throw err;
		}
		return true;
	});
}
function isDirectory(fsPath_1) {
	return io_util_awaiter(this, arguments, void 0, function* (fsPath, useStat = false) {
		const stats = useStat ? yield stat(fsPath) : yield lstat(fsPath);
		return stats.isDirectory();
	});
}
function isRooted(p) {
	p = normalizeSeparators(p);
	if (!p) {
		throw new Error('isRooted() parameter "p" cannot be empty');
	}
	if (IS_WINDOWS) {
		return (p.startsWith('\\') || /^[A-Z]:/i.test(p)
		);
	}
	return p.startsWith('/');
}
function tryGetExecutablePath(filePath, extensions) {
	return io_util_awaiter(this, void 0, void 0, function* () {
		let stats = undefined;
		try {
			stats = yield stat(filePath);
		}
		catch (err) {
			if (err.code !== 'ENOENT') {
				console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
			}
		}
		if (stats && stats.isFile()) {
			if (IS_WINDOWS) {
				const upperExt = external_path_.extname(filePath).toUpperCase();
				if (extensions.some(validExt => validExt.toUpperCase() === upperExt)) {
					return filePath;
				}
			}
			else {
				if (isUnixExecutable(stats)) {
					return filePath;
				}
			}
		}
		const originalFilePath = filePath;
		for (const extension of extensions) {
			filePath = originalFilePath + extension;
			stats = undefined;
			try {
				stats = yield stat(filePath);
			}
			catch (err) {
				if (err.code !== 'ENOENT') {
					console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
				}
			}
			if (stats && stats.isFile()) {
				if (IS_WINDOWS) {
					try {
						const directory = external_path_.dirname(filePath);
						const upperName = external_path_.basename(filePath).toUpperCase();
						for (const actualName of yield readdir(directory)) {
							if (upperName === actualName.toUpperCase()) {
								filePath = external_path_.join(directory, actualName);
								break;
							}
						}
					}
					catch (err) {
						console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
					}
					return filePath;
				}
				else {
					if (isUnixExecutable(stats)) {
						return filePath;
					}
				}
			}
		}
		return '';
	});
}
function normalizeSeparators(p) {
	p = p || '';
	if (IS_WINDOWS) {
		p = p.replace(/\//g, '\\');
		return p.replace(/\\\\+/g, '\\');
	}
	return p.replace(/\/\/+/g, '/');
}
function isUnixExecutable(stats) {
	return ((stats.mode & 1) > 0 ||
		((stats.mode & 8) > 0 &&
			process.getgid !== undefined &&
			stats.gid === process.getgid()) ||
		((stats.mode & 64) > 0 &&
			process.getuid !== undefined &&
			stats.uid === process.getuid()));
}
function getCmdPath() {
	var _a;
	return (_a = process.env['COMSPEC']) !== null && _a !== void 0 ? _a : `cmd.exe`;
}
;
var io_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};



function cp(source_1, dest_1) {
	return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
		const { force, recursive, copySourceDirectory } = readCopyOptions(options);
		const destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
		if (destStat && destStat.isFile() && !force) {
			return;
		}
		const newDest = destStat && destStat.isDirectory() && copySourceDirectory
			? path.join(dest, path.basename(source))
			: dest;
		if (!(yield ioUtil.exists(source))) {
			throw new Error(`no such file or directory: ${source}`);
		}
		const sourceStat = yield ioUtil.stat(source);
		if (sourceStat.isDirectory()) {
			if (!recursive) {
				throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
			}
			else {
				yield cpDirRecursive(source, newDest, 0, force);
			}
		}
		else {
			if (path.relative(source, newDest) === '') {
				throw new Error(`'${newDest}' and '${source}' are the same file`);
			}
			yield io_copyFile(source, newDest, force);
		}
	});
}
function mv(source_1, dest_1) {
	return io_awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
		if (yield ioUtil.exists(dest)) {
			let destExists = true;
			if (yield ioUtil.isDirectory(dest)) {
				dest = path.join(dest, path.basename(source));
				destExists = yield ioUtil.exists(dest);
			}
			if (destExists) {
				if (options.force == null || options.force) {
					yield rmRF(dest);
				}
				else {
					throw new Error('Destination already exists');
				}
			}
		}
		yield mkdirP(path.dirname(dest));
		yield ioUtil.rename(source, dest);
	});
}
function rmRF(inputPath) {
	return io_awaiter(this, void 0, void 0, function* () {
		if (ioUtil.IS_WINDOWS) {
			if (/[*"<>|]/.test(inputPath)) {
				throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
			}
		}
		try {
			yield ioUtil.rm(inputPath, {
				force: true,
				maxRetries: 3,
				recursive: true,
				retryDelay: 300
			});
		}
		catch (err) {
			throw new Error(`File was unable to be removed ${err}`);
		}
	});
}
function mkdirP(fsPath) {
	return io_awaiter(this, void 0, void 0, function* () {
		ok(fsPath, 'a path argument must be provided');
		yield ioUtil.mkdir(fsPath, { recursive: true });
	});
}
function which(tool, check) {
	return io_awaiter(this, void 0, void 0, function* () {
		if (!tool) {
			throw new Error("parameter 'tool' is required");
		}
		if (check) {
			const result = yield which(tool, false);
			if (!result) {
				if (IS_WINDOWS) {
					throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`);
				}
				else {
					throw new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
				}
			}
			return result;
		}
		const matches = yield findInPath(tool);
		if (matches && matches.length > 0) {
			return matches[0];
		}
		return '';
	});
}
function findInPath(tool) {
	return io_awaiter(this, void 0, void 0, function* () {
		if (!tool) {
			throw new Error("parameter 'tool' is required");
		}
		const extensions = [];
		if (IS_WINDOWS && process.env['PATHEXT']) {
			for (const extension of process.env['PATHEXT'].split(external_path_.delimiter)) {
				if (extension) {
					extensions.push(extension);
				}
			}
		}
		if (isRooted(tool)) {
			const filePath = yield tryGetExecutablePath(tool, extensions);
			if (filePath) {
				return [filePath];
			}
			return [];
		}
		if (tool.includes(external_path_.sep)) {
			return [];
		}
		const directories = [];
		if (process.env.PATH) {
			for (const p of process.env.PATH.split(external_path_.delimiter)) {
				if (p) {
					directories.push(p);
				}
			}
		}
		const matches = [];
		for (const directory of directories) {
			const filePath = yield tryGetExecutablePath(external_path_.join(directory, tool), extensions);
			if (filePath) {
				matches.push(filePath);
			}
		}
		return matches;
	});
}
function readCopyOptions(options) {
	const force = options.force == null ? true : options.force;
	const recursive = Boolean(options.recursive);
	const copySourceDirectory = options.copySourceDirectory == null
		? true
		: Boolean(options.copySourceDirectory);
	return { force, recursive, copySourceDirectory };
}
function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
	return io_awaiter(this, void 0, void 0, function* () {
		if (currentDepth >= 255)
			return;
		currentDepth++;
		yield mkdirP(destDir);
		const files = yield ioUtil.readdir(sourceDir);
		for (const fileName of files) {
			const srcFile = `${sourceDir}/${fileName}`;
			const destFile = `${destDir}/${fileName}`;
			const srcFileStat = yield ioUtil.lstat(srcFile);
			if (srcFileStat.isDirectory()) {
				yield cpDirRecursive(srcFile, destFile, currentDepth, force);
			}
			else {
				yield io_copyFile(srcFile, destFile, force);
			}
		}
		yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
	});
}
function io_copyFile(srcFile, destFile, force) {
	return io_awaiter(this, void 0, void 0, function* () {
		if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
			try {
				yield ioUtil.lstat(destFile);
				yield ioUtil.unlink(destFile);
			}
			catch (e) {
				if (e.code === 'EPERM') {
					yield ioUtil.chmod(destFile, '0666');
					yield ioUtil.unlink(destFile);
				}
			}
			const symlinkFull = yield ioUtil.readlink(srcFile);
			yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? 'junction' : null);
		}
		else if (!(yield ioUtil.exists(destFile)) || force) {
			yield ioUtil.copyFile(srcFile, destFile);
		}
	});
}
var external_timers_ = __webpack_require__(3557);
;
var toolrunner_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};







const toolrunner_IS_WINDOWS = process.platform === 'win32';
class ToolRunner extends external_events_.EventEmitter {
	constructor(toolPath, args, options) {
		super();
		if (!toolPath) {
			throw new Error("Parameter 'toolPath' cannot be null or empty.");
		}
		this.toolPath = toolPath;
		this.args = args || [];
		this.options = options || {};
	}
	_debug(message) {
		if (this.options.listeners && this.options.listeners.debug) {
			this.options.listeners.debug(message);
		}
	}
	_getCommandString(options, noPrefix) {
		const toolPath = this._getSpawnFileName();
		const args = this._getSpawnArgs(options);
		let cmd = noPrefix ? '' : '[command]';
		if (toolrunner_IS_WINDOWS) {
			if (this._isCmdFile()) {
				cmd += toolPath;
				for (const a of args) {
					cmd += ` ${a}`;
				}
			}
			else if (options.windowsVerbatimArguments) {
				cmd += `"${toolPath}"`;
				for (const a of args) {
					cmd += ` ${a}`;
				}
			}
			else {
				cmd += this._windowsQuoteCmdArg(toolPath);
				for (const a of args) {
					cmd += ` ${this._windowsQuoteCmdArg(a)}`;
				}
			}
		}
		else {
			cmd += toolPath;
			for (const a of args) {
				cmd += ` ${a}`;
			}
		}
		return cmd;
	}
	_processLineBuffer(data, strBuffer, onLine) {
		try {
			let s = strBuffer + data.toString();
			let n = s.indexOf(external_os_.EOL);
			while (n > -1) {
				const line = s.substring(0, n);
				onLine(line);
				s = s.substring(n + external_os_.EOL.length);
				n = s.indexOf(external_os_.EOL);
			}
			return s;
		}
		catch (err) {
			this._debug(`error processing line. Failed with error ${err}`);
			return '';
		}
	}
	_getSpawnFileName() {
		if (toolrunner_IS_WINDOWS) {
			if (this._isCmdFile()) {
				return process.env['COMSPEC'] || 'cmd.exe';
			}
		}
		return this.toolPath;
	}
	_getSpawnArgs(options) {
		if (toolrunner_IS_WINDOWS) {
			if (this._isCmdFile()) {
				let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
				for (const a of this.args) {
					argline += ' ';
					argline += options.windowsVerbatimArguments
						? a
						: this._windowsQuoteCmdArg(a);
				}
				argline += '"';
				return [argline];
			}
		}
		return this.args;
	}
	_endsWith(str, end) {
		return str.endsWith(end);
	}
	_isCmdFile() {
		const upperToolPath = this.toolPath.toUpperCase();
		return (this._endsWith(upperToolPath, '.CMD') ||
			this._endsWith(upperToolPath, '.BAT'));
	}
	_windowsQuoteCmdArg(arg) {
		if (!this._isCmdFile()) {
			return this._uvQuoteCmdArg(arg);
		}
		if (!arg) {
			return '""';
		}
		const cmdSpecialChars = [
			' ',
			'\t',
			'&',
			'(',
			')',
			'[',
			']',
			'{',
			'}',
			'^',
			'=',
			';',
			'!',
			"'",
			'+',
			',',
			'`',
			'~',
			'|',
			'<',
			'>',
			'"'
		];
		let needsQuotes = false;
		for (const char of arg) {
			if (cmdSpecialChars.some(x => x === char)) {
				needsQuotes = true;
				break;
			}
		}
		if (!needsQuotes) {
			return arg;
		}
		let reverse = '"';
		let quoteHit = true;
		for (let i = arg.length; i > 0; i--) {
			reverse += arg[i - 1];
			if (quoteHit && arg[i - 1] === '\\') {
				reverse += '\\';
			}
			else if (arg[i - 1] === '"') {
				quoteHit = true;
				reverse += '"';
			}
			else {
				quoteHit = false;
			}
		}
		reverse += '"';
		return reverse.split('').reverse().join('');
	}
	_uvQuoteCmdArg(arg) {
		if (!arg) {
			return '""';
		}
		if (!arg.includes(' ') && !arg.includes('\t') && !arg.includes('"')) {
			return arg;
		}
		if (!arg.includes('"') && !arg.includes('\\')) {
			return `"${arg}"`;
		}
		let reverse = '"';
		let quoteHit = true;
		for (let i = arg.length; i > 0; i--) {
			reverse += arg[i - 1];
			if (quoteHit && arg[i - 1] === '\\') {
				reverse += '\\';
			}
			else if (arg[i - 1] === '"') {
				quoteHit = true;
				reverse += '\\';
			}
			else {
				quoteHit = false;
			}
		}
		reverse += '"';
		return reverse.split('').reverse().join('');
	}
	_cloneExecOptions(options) {
		options = options || {};
		const result = {
			cwd: options.cwd || process.cwd(),
			env: options.env || process.env,
			silent: options.silent || false,
			windowsVerbatimArguments: options.windowsVerbatimArguments || false,
			failOnStdErr: options.failOnStdErr || false,
			ignoreReturnCode: options.ignoreReturnCode || false,
			delay: options.delay || 10000
		};
		result.outStream = options.outStream || process.stdout;
		result.errStream = options.errStream || process.stderr;
		return result;
	}
	_getSpawnOptions(options, toolPath) {
		options = options || {};
		const result = {};
		result.cwd = options.cwd;
		result.env = options.env;
		result['windowsVerbatimArguments'] =
			options.windowsVerbatimArguments || this._isCmdFile();
		if (options.windowsVerbatimArguments) {
			result.argv0 = `"${toolPath}"`;
		}
		return result;
	}
	exec() {
		return toolrunner_awaiter(this, void 0, void 0, function* () {
			if (!isRooted(this.toolPath) &&
				(this.toolPath.includes('/') ||
					(toolrunner_IS_WINDOWS && this.toolPath.includes('\\')))) {
				this.toolPath = external_path_.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath);
			}
			this.toolPath = yield which(this.toolPath, true);
			return new Promise((resolve, reject) => toolrunner_awaiter(this, void 0, void 0, function* () {
				this._debug(`exec tool: ${this.toolPath}`);
				this._debug('arguments:');
				for (const arg of this.args) {
					this._debug(`   ${arg}`);
				}
				const optionsNonNull = this._cloneExecOptions(this.options);
				if (!optionsNonNull.silent && optionsNonNull.outStream) {
					optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + external_os_.EOL);
				}
				const state = new ExecState(optionsNonNull, this.toolPath);
				state.on('debug', (message) => {
					this._debug(message);
				});
				if (this.options.cwd && !(yield exists(this.options.cwd))) {
					return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
				}
				const fileName = this._getSpawnFileName();
				const cp = external_child_process_.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName));
				let stdbuffer = '';
				if (cp.stdout) {
					cp.stdout.on('data', (data) => {
						if (this.options.listeners && this.options.listeners.stdout) {
							this.options.listeners.stdout(data);
						}
						if (!optionsNonNull.silent && optionsNonNull.outStream) {
							optionsNonNull.outStream.write(data);
						}
						stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
							if (this.options.listeners && this.options.listeners.stdline) {
								this.options.listeners.stdline(line);
							}
						});
					});
				}
				let errbuffer = '';
				if (cp.stderr) {
					cp.stderr.on('data', (data) => {
						state.processStderr = true;
						if (this.options.listeners && this.options.listeners.stderr) {
							this.options.listeners.stderr(data);
						}
						if (!optionsNonNull.silent &&
							optionsNonNull.errStream &&
							optionsNonNull.outStream) {
							const s = optionsNonNull.failOnStdErr
								? optionsNonNull.errStream
								: optionsNonNull.outStream;
							s.write(data);
						}
						errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
							if (this.options.listeners && this.options.listeners.errline) {
								this.options.listeners.errline(line);
							}
						});
					});
				}
				cp.on('error', (err) => {
					state.processError = err.message;
					state.processExited = true;
					state.processClosed = true;
					state.CheckComplete();
				});
				cp.on('exit', (code) => {
					state.processExitCode = code;
					state.processExited = true;
					this._debug(`Exit code ${code} received from tool '${this.toolPath}'`);
					state.CheckComplete();
				});
				cp.on('close', (code) => {
					state.processExitCode = code;
					state.processExited = true;
					state.processClosed = true;
					this._debug(`STDIO streams have closed for tool '${this.toolPath}'`);
					state.CheckComplete();
				});
				state.on('done', (error, exitCode) => {
					if (stdbuffer.length > 0) {
						this.emit('stdline', stdbuffer);
					}
					if (errbuffer.length > 0) {
						this.emit('errline', errbuffer);
					}
					cp.removeAllListeners();
					if (error) {
						reject(error);
					}
					else {
						resolve(exitCode);
					}
				});
				if (this.options.input) {
					if (!cp.stdin) {
						throw new Error('child process missing stdin');
					}
					cp.stdin.end(this.options.input);
				}
			}));
		});
	}
}
function argStringToArray(argString) {
	const args = [];
	let inQuotes = false;
	let escaped = false;
	let arg = '';
	function append(c) {
		if (escaped && c !== '"') {
			arg += '\\';
		}
		arg += c;
		escaped = false;
	}
	for (let i = 0; i < argString.length; i++) {
		const c = argString.charAt(i);
		if (c === '"') {
			if (!escaped) {
				inQuotes = !inQuotes;
			}
			else {
				append(c);
			}
			continue;
		}
		if (c === '\\' && escaped) {
			append(c);
			continue;
		}
		if (c === '\\' && inQuotes) {
			escaped = true;
			continue;
		}
		if (c === ' ' && !inQuotes) {
			if (arg.length > 0) {
				args.push(arg);
				arg = '';
			}
			continue;
		}
		append(c);
	}
	if (arg.length > 0) {
		args.push(arg.trim());
	}
	return args;
}
class ExecState extends external_events_.EventEmitter {
	constructor(options, toolPath) {
		super();
		this.processClosed = false;
		this.processError = '';
		this.processExitCode = 0;
		this.processExited = false;
		this.processStderr = false;
		this.delay = 10000;
		this.done = false;
		this.timeout = null;
		if (!toolPath) {
			throw new Error('toolPath must not be empty');
		}
		this.options = options;
		this.toolPath = toolPath;
		if (options.delay) {
			this.delay = options.delay;
		}
	}
	CheckComplete() {
		if (this.done) {
			return;
		}
		if (this.processClosed) {
			this._setResult();
		}
		else if (this.processExited) {
			this.timeout = (0,external_timers_.setTimeout)(ExecState.HandleTimeout, this.delay, this);
		}
	}
	_debug(message) {
		this.emit('debug', message);
	}
	_setResult() {
		let error;
		if (this.processExited) {
			if (this.processError) {
				error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`);
			}
			else if (this.processExitCode !== 0 && !this.options.ignoreReturnCode) {
				error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`);
			}
			else if (this.processStderr && this.options.failOnStdErr) {
				error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`);
			}
		}
		if (this.timeout) {
			clearTimeout(this.timeout);
			this.timeout = null;
		}
		this.done = true;
		this.emit('done', error, this.processExitCode);
	}
	static HandleTimeout(state) {
		if (state.done) {
			return;
		}
		if (!state.processClosed && state.processExited) {
			const message = `The STDIO streams did not close within ${state.delay / 1000} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
			state._debug(message);
		}
		state._setResult();
	}
}
;
var exec_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};


function exec_exec(commandLine, args, options) {
	return exec_awaiter(this, void 0, void 0, function* () {
		const commandArgs = tr.argStringToArray(commandLine);
		if (commandArgs.length === 0) {
			throw new Error(`Parameter 'commandLine' cannot be null or empty.`);
		}
		const toolPath = commandArgs[0];
		args = commandArgs.slice(1).concat(args || []);
		const runner = new tr.ToolRunner(toolPath, args, options);
		return runner.exec();
	});
}
function getExecOutput(commandLine, args, options) {
	return exec_awaiter(this, void 0, void 0, function* () {
		var _a, _b;
		let stdout = '';
		let stderr = '';
		const stdoutDecoder = new StringDecoder('utf8');
		const stderrDecoder = new StringDecoder('utf8');
		const originalStdoutListener = (_a = options === null || options === void 0 ? void 0 : options.listeners) === null || _a === void 0 ? void 0 : _a.stdout;
		const originalStdErrListener = (_b = options === null || options === void 0 ? void 0 : options.listeners) === null || _b === void 0 ? void 0 : _b.stderr;
		const stdErrListener = (data) => {
			stderr += stderrDecoder.write(data);
			if (originalStdErrListener) {
				originalStdErrListener(data);
			}
		};
		const stdOutListener = (data) => {
			stdout += stdoutDecoder.write(data);
			if (originalStdoutListener) {
				originalStdoutListener(data);
			}
		};
		const listeners = Object.assign(Object.assign({}, options === null || options === void 0 ? void 0 : options.listeners), { stdout: stdOutListener, stderr: stdErrListener });
		const exitCode = yield exec_exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
		stdout += stdoutDecoder.end();
		stderr += stderrDecoder.end();
		return {
			exitCode,
			stdout,
			stderr
		};
	});
}
;
var platform_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};


const getWindowsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
	const { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', undefined, {
		silent: true
	});
	const { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', undefined, {
		silent: true
	});
	return {
		name: name.trim(),
		version: version.trim()
	};
});
const getMacOsInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
	var _a, _b, _c, _d;
	const { stdout } = yield exec.getExecOutput('sw_vers', undefined, {
		silent: true
	});
	const version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : '';
	const name = (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : '';
	return {
		name,
		version
	};
});
const getLinuxInfo = () => platform_awaiter(void 0, void 0, void 0, function* () {
	const { stdout } = yield exec.getExecOutput('lsb_release', ['-i', '-r', '-s'], {
		silent: true
	});
	const [name, version] = stdout.trim().split('\n');
	return {
		name,
		version
	};
});
const platform = external_os_.platform();
const arch = external_os_.arch();
const isWindows = platform === 'win32';
const isMacOS = platform === 'darwin';
const isLinux = platform === 'linux';
function getDetails() {
	return platform_awaiter(this, void 0, void 0, function* () {
		return Object.assign(Object.assign({}, (yield (isWindows
			? getWindowsInfo()
			: isMacOS
				? getMacOsInfo()
				: getLinuxInfo()))), { platform,
			arch,
			isWindows,
			isMacOS,
			isLinux });
	});
}
;
var core_awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
	function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
	return new (P || (P = Promise))(function (resolve, reject) {
		function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
		function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
		function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
		step((generator = generator.apply(thisArg, _arguments || [])).next());
	});
};






var ExitCode;
(function (ExitCode) {
	ExitCode[ExitCode["Success"] = 0] = "Success";
	ExitCode[ExitCode["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function exportVariable(name, val) {
	const convertedVal = toCommandValue(val);
	process.env[name] = convertedVal;
	const filePath = process.env['GITHUB_ENV'] || '';
	if (filePath) {
		return issueFileCommand('ENV', prepareKeyValueMessage(name, val));
	}
	issueCommand('set-env', { name }, convertedVal);
}
function core_setSecret(secret) {
	command_issueCommand('add-mask', {}, secret);
}
function addPath(inputPath) {
	const filePath = process.env['GITHUB_PATH'] || '';
	if (filePath) {
		issueFileCommand('PATH', inputPath);
	}
	else {
		issueCommand('add-path', {}, inputPath);
	}
	process.env['PATH'] = `${inputPath}${path.delimiter}${process.env['PATH']}`;
}
function getInput(name, options) {
	const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
	if (options && options.required && !val) {
		throw new Error(`Input required and not supplied: ${name}`);
	}
	if (options && options.trimWhitespace === false) {
		return val;
	}
	return val.trim();
}
function getMultilineInput(name, options) {
	const inputs = getInput(name, options)
		.split('\n')
		.filter(x => x !== '');
	if (options && options.trimWhitespace === false) {
		return inputs;
	}
	return inputs.map(input => input.trim());
}
function getBooleanInput(name, options) {
	const trueValue = ['true', 'True', 'TRUE'];
	const falseValue = ['false', 'False', 'FALSE'];
	const val = getInput(name, options);
	if (trueValue.includes(val))
		return true;
	if (falseValue.includes(val))
		return false;
	throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}\n` +
		`Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
}
function setOutput(name, value) {
	const filePath = process.env['GITHUB_OUTPUT'] || '';
	if (filePath) {
		return file_command_issueFileCommand('OUTPUT', file_command_prepareKeyValueMessage(name, value));
	}
	process.stdout.write(external_os_.EOL);
	command_issueCommand('set-output', { name }, utils_toCommandValue(value));
}
function setCommandEcho(enabled) {
	issue('echo', enabled ? 'on' : 'off');
}
function setFailed(message) {
	process.exitCode = ExitCode.Failure;
	error(message);
}
function isDebug() {
	return process.env['RUNNER_DEBUG'] === '1';
}
function core_debug(message) {
	command_issueCommand('debug', {}, message);
}
function error(message, properties = {}) {
	command_issueCommand('error', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
	command_issueCommand('warning', utils_toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function notice(message, properties = {}) {
	issueCommand('notice', toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
	process.stdout.write(message + external_os_.EOL);
}
function startGroup(name) {
	command_issue('group', name);
}
function endGroup() {
	command_issue('endgroup');
}
function group(name, fn) {
	return core_awaiter(this, void 0, void 0, function* () {
		startGroup(name);
		let result;
		try {
			result = yield fn();
		}
		finally {
			endGroup();
		}
		return result;
	});
}
function saveState(name, value) {
	const filePath = process.env['GITHUB_STATE'] || '';
	if (filePath) {
		return file_command_issueFileCommand('STATE', file_command_prepareKeyValueMessage(name, value));
	}
	command_issueCommand('save-state', { name }, utils_toCommandValue(value));
}
function getState(name) {
	return process.env[`STATE_${name}`] || '';
}
function getIDToken(aud) {
	return core_awaiter(this, void 0, void 0, function* () {
		return yield OidcClient.getIDToken(aud);
	});
}





}),

4730:
((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
	E: () => (Octokit)
});

;
function getUserAgent() {
	if (typeof navigator === "object" && "userAgent" in navigator) {
		return navigator.userAgent;
	}

	if (typeof process === "object" && process.version !== undefined) {
		return `Node.js/${process.version.substr(1)} (${process.platform}; ${
			process.arch
		})`;
	}

	return "<environment undetectable>";
}

;

function register(state, name, method, options) {
	if (typeof method !== "function") {
		throw new Error("method for before hook must be a function");
	}

	if (!options) {
		options = {};
	}

	if (Array.isArray(name)) {
		return name.reverse().reduce((callback, name) => {
			return register.bind(null, state, name, callback, options);
		}, method)();
	}

	return Promise.resolve().then(() => {
		if (!state.registry[name]) {
			return method(options);
		}

		return state.registry[name].reduce((method, registered) => {
			return registered.hook.bind(null, method, options);
		}, method)();
	});
}

;

function addHook(state, kind, name, hook) {
	const orig = hook;
	if (!state.registry[name]) {
		state.registry[name] = [];
	}

	if (kind === "before") {
		hook = (method, options) => {
			return Promise.resolve()
				.then(orig.bind(null, options))
				.then(method.bind(null, options));
		};
	}

	if (kind === "after") {
		hook = (method, options) => {
			let result;
			return Promise.resolve()
				.then(method.bind(null, options))
				.then((result_) => {
					result = result_;
					return orig(result, options);
				})
				.then(() => {
					return result;
				});
		};
	}

	if (kind === "error") {
		hook = (method, options) => {
			return Promise.resolve()
				.then(method.bind(null, options))
				.catch((error) => {
					return orig(error, options);
				});
		};
	}

	state.registry[name].push({
		hook: hook,
		orig: orig,
	});
}

;

function removeHook(state, name, method) {
	if (!state.registry[name]) {
		return;
	}

	const index = state.registry[name]
		.map((registered) => {
			return registered.orig;
		})
		.indexOf(method);

	if (index === -1) {
		return;
	}

	state.registry[name].splice(index, 1);
}

;





const bind = Function.bind;
const bindable = bind.bind(bind);

function bindApi(hook, state, name) {
	const removeHookRef = bindable(removeHook, null).apply(
		null,
		name ? [state, name] : [state]
	);
	hook.api = { remove: removeHookRef };
	hook.remove = removeHookRef;
	["before", "error", "after", "wrap"].forEach((kind) => {
		const args = name ? [state, kind, name] : [state, kind];
		hook[kind] = hook.api[kind] = bindable(addHook, null).apply(null, args);
	});
}

function Singular() {
	const singularHookName = Symbol("Singular");
	const singularHookState = {
		registry: {},
	};
	const singularHook = register.bind(null, singularHookState, singularHookName);
	bindApi(singularHook, singularHookState, singularHookName);
	return singularHook;
}

function Collection() {
	const state = {
		registry: {},
	};

	const hook = register.bind(null, state);
	bindApi(hook, state);

	return hook;
}

const before_after_hook = ({ Singular, Collection });

;


var VERSION = "0.0.0-development";

var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
var DEFAULTS = {
	method: "GET",
	baseUrl: "https://api.github.com",
	headers: {
		accept: "application/vnd.github.v3+json",
		"user-agent": userAgent
	},
	mediaType: {
		format: ""
	}
};

function lowercaseKeys(object) {
	if (!object) {
		return {};
	}
	return Object.keys(object).reduce((newObj, key) => {
		newObj[key.toLowerCase()] = object[key];
		return newObj;
	}, {});
}

function isPlainObject(value) {
	if (typeof value !== "object" || value === null) return false;
	if (Object.prototype.toString.call(value) !== "[object Object]") return false;
	const proto = Object.getPrototypeOf(value);
	if (proto === null) return true;
	const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
	return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}

function mergeDeep(defaults, options) {
	const result = Object.assign({}, defaults);
	Object.keys(options).forEach((key) => {
		if (isPlainObject(options[key])) {
			if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
			else result[key] = mergeDeep(defaults[key], options[key]);
		} else {
			Object.assign(result, { [key]: options[key] });
		}
	});
	return result;
}

function removeUndefinedProperties(obj) {
	for (const key in obj) {
		if (obj[key] === void 0) {
			delete obj[key];
		}
	}
	return obj;
}

function merge(defaults, route, options) {
	if (typeof route === "string") {
		let [method, url] = route.split(" ");
		options = Object.assign(url ? { method, url } : { url: method }, options);
	} else {
		options = Object.assign({}, route);
	}
	options.headers = lowercaseKeys(options.headers);
	removeUndefinedProperties(options);
	removeUndefinedProperties(options.headers);
	const mergedOptions = mergeDeep(defaults || {}, options);
	if (options.url === "/graphql") {
		if (defaults && defaults.mediaType.previews?.length) {
			mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
				(preview) => !mergedOptions.mediaType.previews.includes(preview)
			).concat(mergedOptions.mediaType.previews);
		}
		mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
	}
	return mergedOptions;
}

function addQueryParameters(url, parameters) {
	const separator = /\?/.test(url) ? "&" : "?";
	const names = Object.keys(parameters);
	if (names.length === 0) {
		return url;
	}
	return url + separator + names.map((name) => {
		if (name === "q") {
			return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
		}
		return `${name}=${encodeURIComponent(parameters[name])}`;
	}).join("&");
}

var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
	return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
	const matches = url.match(urlVariableRegex);
	if (!matches) {
		return [];
	}
	return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}

function omit(object, keysToOmit) {
	const result = { __proto__: null };
	for (const key of Object.keys(object)) {
		if (keysToOmit.indexOf(key) === -1) {
			result[key] = object[key];
		}
	}
	return result;
}

function encodeReserved(str) {
	return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
		if (!/%[0-9A-Fa-f]/.test(part)) {
			part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
		}
		return part;
	}).join("");
}
function encodeUnreserved(str) {
	return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
		return "%" + c.charCodeAt(0).toString(16).toUpperCase();
	});
}
function encodeValue(operator, value, key) {
	value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
	if (key) {
		return encodeUnreserved(key) + "=" + value;
	} else {
		return value;
	}
}
function isDefined(value) {
	return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
	return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
	var value = context[key], result = [];
	if (isDefined(value) && value !== "") {
		if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
			value = value.toString();
			if (modifier && modifier !== "*") {
				value = value.substring(0, parseInt(modifier, 10));
			}
			result.push(
				encodeValue(operator, value, isKeyOperator(operator) ? key : "")
			);
		} else {
			if (modifier === "*") {
				if (Array.isArray(value)) {
					value.filter(isDefined).forEach(function(value2) {
						result.push(
							encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
						);
					});
				} else {
					Object.keys(value).forEach(function(k) {
						if (isDefined(value[k])) {
							result.push(encodeValue(operator, value[k], k));
						}
					});
				}
			} else {
				const tmp = [];
				if (Array.isArray(value)) {
					value.filter(isDefined).forEach(function(value2) {
						tmp.push(encodeValue(operator, value2));
					});
				} else {
					Object.keys(value).forEach(function(k) {
						if (isDefined(value[k])) {
							tmp.push(encodeUnreserved(k));
							tmp.push(encodeValue(operator, value[k].toString()));
						}
					});
				}
				if (isKeyOperator(operator)) {
					result.push(encodeUnreserved(key) + "=" + tmp.join(","));
				} else if (tmp.length !== 0) {
					result.push(tmp.join(","));
				}
			}
		}
	} else {
		if (operator === ";") {
			if (isDefined(value)) {
				result.push(encodeUnreserved(key));
			}
		} else if (value === "" && (operator === "&" || operator === "?")) {
			result.push(encodeUnreserved(key) + "=");
		} else if (value === "") {
			result.push("");
		}
	}
	return result;
}
function parseUrl(template) {
	return {
		expand: expand.bind(null, template)
	};
}
function expand(template, context) {
	var operators = ["+", "#", ".", "/", ";", "?", "&"];
	template = template.replace(
		/\{([^\{\}]+)\}|([^\{\}]+)/g,
		function(_, expression, literal) {
			if (expression) {
				let operator = "";
				const values = [];
				if (operators.indexOf(expression.charAt(0)) !== -1) {
					operator = expression.charAt(0);
					expression = expression.substr(1);
				}
				expression.split(/,/g).forEach(function(variable) {
					var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
					values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
				});
				if (operator && operator !== "+") {
					var separator = ",";
					if (operator === "?") {
						separator = "&";
					} else if (operator !== "#") {
						separator = operator;
					}
					return (values.length !== 0 ? operator : "") + values.join(separator);
				} else {
					return values.join(",");
				}
			} else {
				return encodeReserved(literal);
			}
		}
	);
	if (template === "/") {
		return template;
	} else {
		return template.replace(/\/$/, "");
	}
}

function parse(options) {
	let method = options.method.toUpperCase();
	let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
	let headers = Object.assign({}, options.headers);
	let body;
	let parameters = omit(options, [
		"method",
		"baseUrl",
		"url",
		"headers",
		"request",
		"mediaType"
	]);
	const urlVariableNames = extractUrlVariableNames(url);
	url = parseUrl(url).expand(parameters);
	if (!/^http/.test(url)) {
		url = options.baseUrl + url;
	}
	const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
	const remainingParameters = omit(parameters, omittedParameters);
	const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
	if (!isBinaryRequest) {
		if (options.mediaType.format) {
			headers.accept = headers.accept.split(/,/).map(
				(format) => format.replace(
					/application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
					`application/vnd$1$2.${options.mediaType.format}`
				)
			).join(",");
		}
		if (url.endsWith("/graphql")) {
			if (options.mediaType.previews?.length) {
				const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
				headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
					const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
					return `application/vnd.github.${preview}-preview${format}`;
				}).join(",");
			}
		}
	}
	if (["GET", "HEAD"].includes(method)) {
		url = addQueryParameters(url, remainingParameters);
	} else {
		if ("data" in remainingParameters) {
			body = remainingParameters.data;
		} else {
			if (Object.keys(remainingParameters).length) {
				body = remainingParameters;
			}
		}
	}
	if (!headers["content-type"] && typeof body !== "undefined") {
		headers["content-type"] = "application/json; charset=utf-8";
	}
	if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
		body = "";
	}
	return Object.assign(
		{ method, url, headers },
		typeof body !== "undefined" ? { body } : null,
		options.request ? { request: options.request } : null
	);
}

function endpointWithDefaults(defaults, route, options) {
	return parse(merge(defaults, route, options));
}

function withDefaults(oldDefaults, newDefaults) {
	const DEFAULTS2 = merge(oldDefaults, newDefaults);
	const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
	return Object.assign(endpoint2, {
		DEFAULTS: DEFAULTS2,
		defaults: withDefaults.bind(null, DEFAULTS2),
		merge: merge.bind(null, DEFAULTS2),
		parse
	});
}

var endpoint = withDefaults(null, DEFAULTS);


;
/*!
 * content-type
 * Copyright(c) 2015 Douglas Christopher Wilson
 * MIT Licensed
 */
const SP = 32;
const HTAB = 9;
const SEMI = 59;
const EQ = 61;
const DQUOTE = 34;
const BSLASH = 92;
const COMMA = 44;
const LOWER_CASE = 1;
const OWS = 2;
const SEMI_FLAG = 4;
const COMMA_FLAG = 8;
const TOKEN_FLAG = 16;
const NON_ASCII = 0xff00;
const CASE_FLAGS = LOWER_CASE | NON_ASCII;
const CHAR_MAP = new Uint8Array(0x100);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 0x80; code <= 0xff; code++) {
	CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
	CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 0x30; code <= 0x39; code++) {
	CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 0x41; code <= 0x5a; code++) {
	CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 0x61; code <= 0x7a; code++) {
	CHAR_MAP[code] |= TOKEN_FLAG;
}
const NullObject = (() => {
	const C = function () { };
	C.prototype = Object.create(null);
	return C;
})();
function isTypeValid(type, start = 0, end = type.length) {
	let hasSlash = false;
	for (let index = start; index < end; index++) {
		const code = type.charCodeAt(index);
		if (code === 47) {
			if (hasSlash || index === start || index >= end - 1)
				return false;
			hasSlash = true;
		}
		else if (!isTokenCode(code)) {
			return false;
		}
	}
	return hasSlash;
}
function isTokenValid(token, start = 0, end = token.length) {
	if (start >= end)
		return false;
	for (let index = start; index < end; index++) {
		if (!isTokenCode(token.charCodeAt(index)))
			return false;
	}
	return true;
}
function isTokenCode(code) {
	return (CHAR_MAP[code] & TOKEN_FLAG) !== 0;
}
function parameterValue(str) {
	const len = str.length;
	if (len === 0)
		return '""';
	let index = 0;
	while (index < len && isTokenCode(str.charCodeAt(index)))
		index++;
	if (index === len)
		return str;
	let result = '"';
	let start = 0;
	while (index < len) {
		const code = str.charCodeAt(index);
		if (code !== HTAB && (code < SP || code === 127 || code > 255)) {
			throw new TypeError(`Invalid parameter value: ${str}`);
		}
		if (code === 34 || code === 92) {
			result += `${str.slice(start, index)}\\`;
			start = index;
		}
		index++;
	}
	return `${result}${str.slice(start)}"`;
}
function format(obj) {
	const { type, parameters } = obj;
	if (!type || !isTypeValid(type)) {
		throw new TypeError(`Invalid type: ${type}`);
	}
	let result = type;
	if (parameters) {
		for (const param of Object.keys(parameters)) {
			if (!isTokenValid(param)) {
				throw new TypeError(`Invalid parameter name: ${param}`);
			}
			result += `; ${param}=${parameterValue(parameters[param])}`;
		}
	}
	return result;
}
function dist_parse(header, options) {
	const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
	const len = header.length;
	let valueStart = options?.start ?? 0;
	while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
		valueStart++;
	}
	let index = valueStart;
	let typeFlags = 0;
	let whitespace = -1;
	let stop = options?.parameters === false ? COMMA_FLAG : 0;
	while (index < len) {
		const code = header.charCodeAt(index);
		const flags = CHAR_MAP[code];
		if ((flags & stopFlags) !== 0) {
			stop |= flags & COMMA_FLAG;
			break;
		}
		if ((flags & OWS) !== 0) {
			if (whitespace === -1)
				whitespace = index;
		}
		else {
			whitespace = -1;
		}
		typeFlags |= (code & NON_ASCII) | flags;
		index++;
	}
	const valueEnd = whitespace === -1 ? index : whitespace;
	const value = header.slice(valueStart, valueEnd);
	const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
	if (index === len || stop !== 0) {
		return { type, index, parameters: new NullObject() };
	}
	return parseParameters(header, type, index, len, stopFlags);
}
function parseParameters(header, type, index, len, stopFlags) {
	const parameters = new NullObject();
	parameter: while (index < len) {
		index++;
		while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
			index++;
		}
		const keyStart = index;
		let keyFlags = 0;
		let keyWhitespace = -1;
		while (index < len) {
			const code = header.charCodeAt(index);
			const flags = CHAR_MAP[code];
			if ((flags & stopFlags) !== 0) {
				if ((flags & COMMA_FLAG) !== 0)
					break parameter;
				continue parameter;
			}
			if (code === EQ) {
				const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
				const value = header.slice(keyStart, keyEnd);
				const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
				index++;
				while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
					index++;
				}
				if (index < len && header.charCodeAt(index) === DQUOTE) {
					const quotedStart = ++index;
					let escaped = false;
					while (index < len) {
						const code = header.charCodeAt(index);
						if (code === DQUOTE) {
							if (parameters[key] === undefined) {
								parameters[key] = escaped
									? unescapeQuotedPairs(header, quotedStart, index)
									: header.slice(quotedStart, index);
							}
							index++;
							let stop = 0;
							while (index < len) {
								const code = header.charCodeAt(index);
								const flags = CHAR_MAP[code];
								if ((flags & stopFlags) !== 0) {
									stop = flags & COMMA_FLAG;
									break;
								}
								index++;
							}
							if (stop !== 0)
								break parameter;
							continue parameter;
						}
						if (code === BSLASH && index + 1 < len) {
							escaped = true;
							index += 2;
							continue;
						}
						index++;
					}
					continue parameter;
				}
				const valueStart = index;
				let stop = 0;
				let valueWhitespace = -1;
				while (index < len) {
					const code = header.charCodeAt(index);
					const flags = CHAR_MAP[code];
					if ((flags & stopFlags) !== 0) {
						stop = flags & COMMA_FLAG;
						break;
					}
					if ((flags & OWS) !== 0) {
						if (valueWhitespace === -1)
							valueWhitespace = index;
					}
					else {
						valueWhitespace = -1;
					}
					index++;
				}
				if (parameters[key] === undefined) {
					const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
					parameters[key] = header.slice(valueStart, valueEnd);
				}
				if (stop !== 0)
					break parameter;
				continue parameter;
			}
			if ((flags & OWS) !== 0) {
				if (keyWhitespace === -1)
					keyWhitespace = index;
			}
			else {
				keyWhitespace = -1;
			}
			keyFlags |= (code & NON_ASCII) | flags;
			index++;
		}
	}
	return { type, index, parameters };
}
function unescapeQuotedPairs(str, start, end) {
	let result = "";
	for (let index = start; index < end; index++) {
		if (str.charCodeAt(index) === BSLASH) {
			result += str.slice(start, index);
			start = ++index;
		}
	}
	return result + str.slice(start, end);
}
;
const intRegex = /^-?\d+$/;
const noiseValue = /^-?\d+n+$/;
const originalStringify = JSON.stringify;
const originalParse = JSON.parse;
const customFormat = /^-?\d+n$/;

const bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
const noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;


const isUnstringifiable = (val) =>
	val === undefined || typeof val === "function" || typeof val === "symbol";

const isRawJSON = (val) =>
	val !== null &&
	typeof val === "object" &&
	val.constructor &&
	val.constructor.name === "RawJSON";

const stringifyIteratively = (rootValue, replacer, spaceParam) => {
	let space = "";

	if (typeof spaceParam === "number") {
		space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
	} else if (typeof spaceParam === "string") {
		space = spaceParam.slice(0, 10);
	}

	const isFunctionReplacer = typeof replacer === "function";
	const propertyList = Array.isArray(replacer)
		? new Set(replacer.map(String))
		: null;

	const prepareVal = (parent, key, val) => {
		const isObject = val !== null && typeof val === "object";
		const hasToJSON = isObject && typeof val.toJSON === "function";

		if (hasToJSON) {
			val = val.toJSON(key);
		}

		const isNoise = typeof val === "string" && noiseValue.test(val);

		if (isNoise) return val + "n";

		const isBigInt = typeof val === "bigint";

		if (isBigInt) {
			const supportsRawJSON = "rawJSON" in JSON;

			if (supportsRawJSON) return JSON.rawJSON(val.toString());

			return val.toString() + "n";
		}

		if (isFunctionReplacer) {
			val = replacer.call(parent, key, val);
		}

		const isPostReplacerObject = val !== null && typeof val === "object";

		if (isPostReplacerObject) {
			const isPrimitiveWrapper =
				val instanceof Number ||
				val instanceof String ||
				val instanceof Boolean;

			if (isPrimitiveWrapper) {
				val = val.valueOf();
			}
		}

		return val;
	};

	const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);

	if (isUnstringifiable(rootProcessed)) {
		return undefined;
	}

	const isRootPrimitive =
		rootProcessed === null || typeof rootProcessed !== "object";
	const isRootNativeRawJSON = isRawJSON(rootProcessed);

	if (isRootPrimitive || isRootNativeRawJSON) {
		return originalStringify(rootProcessed);
	}

	const chunks = [];
	let level = 0;

	const stack = [
		{
			parent: { "": rootProcessed },
			key: "",
			val: rootProcessed,
			isArray: Array.isArray(rootProcessed),
			keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
			index: 0,
			first: true,
		},
	];

	const visited = new WeakSet([rootProcessed]);

	while (stack.length > 0) {
		const node = stack[stack.length - 1];

		if (node.index === 0) {
			chunks.push(node.isArray ? "[" : "{");
			level++;
		}

		let isDone = false;

		if (node.isArray) {
			if (node.index < node.val.length) {
				if (!node.first) chunks.push(",");

				if (space) chunks.push("\n" + space.repeat(level));

				const childRaw = node.val[node.index];
				const childVal = prepareVal(node.val, String(node.index), childRaw);

				if (isUnstringifiable(childVal)) {
					chunks.push("null");
					node.first = false;
					node.index++;
				} else {
					const isComplexObject =
						childVal !== null && typeof childVal === "object";
					const isNativeRaw = isRawJSON(childVal);

					if (isComplexObject && !isNativeRaw) {
						if (visited.has(childVal)) {
							throw new TypeError("Converting circular structure to JSON");
						}

						visited.add(childVal);

						stack.push({
							parent: node.val,
							key: String(node.index),
							val: childVal,
							isArray: Array.isArray(childVal),
							keys: Array.isArray(childVal) ? null : Object.keys(childVal),
							index: 0,
							first: true,
						});

						node.first = false;
						node.index++;
					} else {
						chunks.push(originalStringify(childVal));
						node.first = false;
						node.index++;
					}
				}
			} else {
				isDone = true;
			}
		} else {
			while (node.index < node.keys.length) {
				const k = node.keys[node.index++];

				const isFilteredOutByArray = propertyList && !propertyList.has(k);

				if (isFilteredOutByArray) continue;

				const childRaw = node.val[k];
				const childVal = prepareVal(node.val, k, childRaw);

				if (isUnstringifiable(childVal)) continue;

				if (!node.first) chunks.push(",");

				if (space) {
					chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
				} else {
					chunks.push(originalStringify(k) + ":");
				}

				const isComplexObject =
					childVal !== null && typeof childVal === "object";
				const isNativeRaw = isRawJSON(childVal);

				if (isComplexObject && !isNativeRaw) {
					if (visited.has(childVal)) {
						throw new TypeError("Converting circular structure to JSON");
					}

					visited.add(childVal);

					stack.push({
						parent: node.val,
						key: k,
						val: childVal,
						isArray: Array.isArray(childVal),
						keys: Array.isArray(childVal) ? null : Object.keys(childVal),
						index: 0,
						first: true,
					});

					node.first = false;

					break;
				} else {
					chunks.push(originalStringify(childVal));
					node.first = false;
				}
			}

			const isNodeFullyProcessed =
				node.index >= node.keys.length && stack[stack.length - 1] === node;

			if (isNodeFullyProcessed) {
				isDone = true;
			}
		}

		if (isDone) {
			level--;

			if (!node.first && space) chunks.push("\n" + space.repeat(level));

			chunks.push(node.isArray ? "]" : "}");
			visited.delete(node.val);
			stack.pop();
		}
	}

	return chunks.join("");
};

const JSONStringify = (value, replacer, space) => {
	try {
		const supportsRawJSON = "rawJSON" in JSON;

		if (supportsRawJSON) {
			return originalStringify(
				value,
				(key, val) => {
					if (typeof val === "bigint") return JSON.rawJSON(val.toString());

					const hasFunctionReplacer = typeof replacer === "function";

					if (hasFunctionReplacer) return replacer(key, val);

					const isKeyInArrayReplacer =
						Array.isArray(replacer) && replacer.includes(key);

					if (isKeyInArrayReplacer) return val;

					return val;
				},
				space,
			);
		}

		if (!value) return originalStringify(value, replacer, space);

		const convertedToCustomJSON = originalStringify(
			value,
			(key, val) => {
				const isNoise = typeof val === "string" && noiseValue.test(val);

				if (isNoise) return val.toString() + "n";

				if (typeof val === "bigint") return val.toString() + "n";

				const hasFunctionReplacer = typeof replacer === "function";

				if (hasFunctionReplacer) return replacer(key, val);

				const isKeyInArrayReplacer =
					Array.isArray(replacer) && replacer.includes(key);

				if (isKeyInArrayReplacer) return val;

				return val;
			},
			space,
		);

		const processedJSON = convertedToCustomJSON.replace(
			bigIntsStringify,
			"$1$2$3",
		);

		const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");

		return denoisedJSON;
	} catch (error) {
		if (error instanceof RangeError) {
			const convertedJSON = stringifyIteratively(value, replacer, space);

			if (convertedJSON === undefined) return undefined;

			const supportsRawJSON = "rawJSON" in JSON;

			if (supportsRawJSON) return convertedJSON;

			const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");

			return processedJSON.replace(noiseStringify, "$1$2$3");
		}

		throw error;
	}
};

const featureCache = new Map();

const isContextSourceSupported = () => {
	const parseFingerprint = JSON.parse.toString();

	if (featureCache.has(parseFingerprint)) {
		return featureCache.get(parseFingerprint);
	}

	try {
		const result = JSON.parse(
			"1",
			(_, __, context) => !!context?.source && context.source === "1",
		);
		featureCache.set(parseFingerprint, result);

		return result;
	} catch {
		featureCache.set(parseFingerprint, false);

		return false;
	}
};

const convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
	const isCustomFormatBigInt =
		typeof value === "string" && customFormat.test(value);

	if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));

	const isNoiseValue = typeof value === "string" && noiseValue.test(value);
	if (isNoiseValue) return value.slice(0, -1);

	const hasUserReviver = typeof userReviver === "function";

	if (!hasUserReviver) return value;

	return userReviver(key, value, context);
};

const JSONParseV2 = (text, reviver) => {
	return JSON.parse(text, (key, value, context) => {
		const isNumber = typeof value === "number";
		const isOutOfBounds =
			value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
		const isBigNumber = isNumber && isOutOfBounds;
		const isInt = context && intRegex.test(context.source);
		const isBigInt = isBigNumber && isInt;

		if (isBigInt) return BigInt(context.source);

		const hasCustomReviver = typeof reviver === "function";

		if (!hasCustomReviver) return value;

		return reviver(key, value, context);
	});
};

const MAX_INT = Number.MAX_SAFE_INTEGER.toString();
const MAX_DIGITS = MAX_INT.length;
const stringsOrLargeNumbers =
	/"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
const noiseValueWithQuotes = /^"-?\d+n+"$/;

const applyReviverIteratively = (parsed, userReviver) => {
	const rootHolder = { "": parsed };
	const stack = [{ parent: rootHolder, key: "", visited: false }];

	while (stack.length > 0) {
		const node = stack[stack.length - 1];

		if (!node.visited) {
			node.visited = true;

			const value = node.parent[node.key];
			const isComplexObject = value !== null && typeof value === "object";

			if (isComplexObject) {
				const keys = Object.keys(value);

				for (let i = keys.length - 1; i >= 0; i--) {
					stack.push({ parent: value, key: keys[i], visited: false });
				}
			}
		} else {
			const { parent, key } = node;
			let value = parent[key];

			if (typeof value === "string") {
				const isCustomFormatBigInt = customFormat.test(value);

				if (isCustomFormatBigInt) {
					value = BigInt(value.slice(0, -1));
				} else {
					const isNoise = noiseValue.test(value);

					if (isNoise) value = value.slice(0, -1);
				}
			}

			const hasUserReviver = typeof userReviver === "function";

			if (hasUserReviver) {
				value = userReviver.call(parent, key, value);
			}

			const isDeleted = value === undefined;

			if (isDeleted) {
				delete parent[key];
			} else {
				parent[key] = value;
			}

			stack.pop();
		}
	}

	return rootHolder[""];
};

const serializeBigInts = (text) => {
	return text.replace(
		stringsOrLargeNumbers,
		(match, digits, fractional, exponential) => {
			const isString = match[0] === '"';
			const isNoise = isString && noiseValueWithQuotes.test(match);

			if (isNoise) return match.substring(0, match.length - 1) + 'n"';

			const hasFractionalOrExponential = fractional || exponential;

			const isLessThanMaxSafeInt =
				digits &&
				(digits.length < MAX_DIGITS ||
					(digits.length === MAX_DIGITS && digits <= MAX_INT));

			const isStandardValue =
				isString || hasFractionalOrExponential || isLessThanMaxSafeInt;

			if (isStandardValue) return match;

			return '"' + match + 'n"';
		},
	);
};

const JSONParse = (text, reviver) => {
	if (!text) return originalParse(text, reviver);

	try {
		if (isContextSourceSupported()) return JSONParseV2(text, reviver);

		const serializedData = serializeBigInts(text);

		return originalParse(serializedData, (key, value, context) =>
			convertMarkedBigIntsReviver(key, value, context, reviver),
		);
	} catch (error) {
		if (error instanceof RangeError) {
			const serializedData = serializeBigInts(text);
			const parsed = originalParse(serializedData);

			return applyReviverIteratively(parsed, reviver);
		}

		throw error;
	}
};



var dist_src = __webpack_require__(1015);
;




var dist_bundle_VERSION = "10.0.16";

var defaults_default = {
	headers: {
		"user-agent": `octokit-request.js/${dist_bundle_VERSION} ${getUserAgent()}`
	}
};




function dist_bundle_isPlainObject(value) {
	if (typeof value !== "object" || value === null) return false;
	if (Object.prototype.toString.call(value) !== "[object Object]") return false;
	const proto = Object.getPrototypeOf(value);
	if (proto === null) return true;
	const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
	return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}


var noop = () => "";
async function fetchWrapper(requestOptions) {
	const fetch = requestOptions.request?.fetch || globalThis.fetch;
	if (!fetch) {
		throw new Error(
			"fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
		);
	}
	const log = requestOptions.request?.log || console;
	const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
	const body = dist_bundle_isPlainObject(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
	const requestHeaders = Object.fromEntries(
		Object.entries(requestOptions.headers).map(([name, value]) => [
			name,
			String(value)
		])
	);
	let fetchResponse;
	try {
		fetchResponse = await fetch(requestOptions.url, {
			method: requestOptions.method,
			body,
			redirect: requestOptions.request?.redirect,
			headers: requestHeaders,
			signal: requestOptions.request?.signal,
			...requestOptions.body && { duplex: "half" }
		});
	} catch (error) {
		let message = "Unknown Error";
		if (error instanceof Error) {
			if (error.name === "AbortError") {
				error.status = 500;
				throw error;
			}
			message = error.message;
			if (error.name === "TypeError" && "cause" in error) {
				if (error.cause instanceof Error) {
					message = error.cause.message;
				} else if (typeof error.cause === "string") {
					message = error.cause;
				}
			}
		}
		const requestError = new dist_src.G(message, 500, {
			request: requestOptions
		});
		requestError.cause = error;
		throw requestError;
	}
	const status = fetchResponse.status;
	const url = fetchResponse.url;
	const responseHeaders = {};
	for (const [key, value] of fetchResponse.headers) {
		responseHeaders[key] = value;
	}
	const octokitResponse = {
		url,
		status,
		headers: responseHeaders,
		data: ""
	};
	if ("deprecation" in responseHeaders) {
		const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
		const deprecationLink = matches && matches.pop();
		log.warn(
			`[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
		);
	}
	if (status === 204 || status === 205) {
		return octokitResponse;
	}
	if (requestOptions.method === "HEAD") {
		if (status < 400) {
			return octokitResponse;
		}
		throw new dist_src.G(fetchResponse.statusText, status, {
			response: octokitResponse,
			request: requestOptions
		});
	}
	if (status === 304) {
		octokitResponse.data = await getResponseData(fetchResponse);
		throw new dist_src.G("Not modified", status, {
			response: octokitResponse,
			request: requestOptions
		});
	}
	if (status >= 400) {
		octokitResponse.data = await getResponseData(fetchResponse);
		throw new dist_src.G(toErrorMessage(octokitResponse.data), status, {
			response: octokitResponse,
			request: requestOptions
		});
	}
	octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
	return octokitResponse;
}
async function getResponseData(response) {
	const contentType = response.headers.get("content-type");
	if (!contentType) {
		return response.text().catch(noop);
	}
	const mimetype = dist_parse(contentType);
	if (isJSONResponse(mimetype)) {
		let text = "";
		try {
			text = await response.text();
			return JSONParse(text);
		} catch (err) {
			return text;
		}
	} else if (mimetype.type.startsWith("text/") ||
	mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
		return response.text().catch(noop);
	} else {
		return response.arrayBuffer().catch(
			/* v8 ignore next -- @preserve */
			() => new ArrayBuffer(0)
		);
	}
}
function isJSONResponse(mimetype) {
	return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
	if (typeof data === "string") {
		return data;
	}
	if (data instanceof ArrayBuffer) {
		return "Unknown error";
	}
	if (typeof data === "object" && data !== null && "message" in data) {
		const objectData = data;
		const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
		return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
	}
	return `Unknown error: ${JSON.stringify(data)}`;
}

function dist_bundle_withDefaults(oldEndpoint, newDefaults) {
	const endpoint2 = oldEndpoint.defaults(newDefaults);
	const newApi = function(route, parameters) {
		const endpointOptions = endpoint2.merge(route, parameters);
		if (!endpointOptions.request || !endpointOptions.request.hook) {
			return fetchWrapper(endpoint2.parse(endpointOptions));
		}
		const request2 = (route2, parameters2) => {
			return fetchWrapper(
				endpoint2.parse(endpoint2.merge(route2, parameters2))
			);
		};
		Object.assign(request2, {
			endpoint: endpoint2,
			defaults: dist_bundle_withDefaults.bind(null, endpoint2)
		});
		return endpointOptions.request.hook(request2, endpointOptions);
	};
	return Object.assign(newApi, {
		endpoint: endpoint2,
		defaults: dist_bundle_withDefaults.bind(null, endpoint2)
	});
}

var request = dist_bundle_withDefaults(endpoint, defaults_default);

/* v8 ignore next -- @preserve */
/* v8 ignore else -- @preserve */

;



var graphql_dist_bundle_VERSION = "0.0.0-development";





function _buildMessageForResponseErrors(data) {
	return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
	constructor(request2, headers, response) {
		super(_buildMessageForResponseErrors(response));
		this.request = request2;
		this.headers = headers;
		this.response = response;
		this.errors = response.errors;
		this.data = response.data;
		if (Error.captureStackTrace) {
			Error.captureStackTrace(this, this.constructor);
		}
	}
	request;
	headers;
	response;
	name = "GraphqlResponseError";
	errors;
	data;
};

var NON_VARIABLE_OPTIONS = [
	"method",
	"baseUrl",
	"url",
	"headers",
	"request",
	"query",
	"mediaType",
	"operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
	if (options) {
		if (typeof query === "string" && "query" in options) {
			return Promise.reject(
				new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
			);
		}
		for (const key in options) {
			if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
			return Promise.reject(
				new Error(
					`[@octokit/graphql] "${key}" cannot be used as variable name`
				)
			);
		}
	}
	const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
	const requestOptions = Object.keys(
		parsedOptions
	).reduce((result, key) => {
		if (NON_VARIABLE_OPTIONS.includes(key)) {
			result[key] = parsedOptions[key];
			return result;
		}
		if (!result.variables) {
			result.variables = {};
		}
		result.variables[key] = parsedOptions[key];
		return result;
	}, {});
	const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
	if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
		requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
	}
	return request2(requestOptions).then((response) => {
		if (response.data.errors) {
			const headers = {};
			for (const key of Object.keys(response.headers)) {
				headers[key] = response.headers[key];
			}
			throw new GraphqlResponseError(
				requestOptions,
				headers,
				response.data
			);
		}
		return response.data.data;
	});
}

function graphql_dist_bundle_withDefaults(request2, newDefaults) {
	const newRequest = request2.defaults(newDefaults);
	const newApi = (query, options) => {
		return graphql(newRequest, query, options);
	};
	return Object.assign(newApi, {
		defaults: graphql_dist_bundle_withDefaults.bind(null, newRequest),
		endpoint: newRequest.endpoint
	});
}

var graphql2 = graphql_dist_bundle_withDefaults(request, {
	headers: {
		"user-agent": `octokit-graphql.js/${graphql_dist_bundle_VERSION} ${getUserAgent()}`
	},
	method: "POST",
	url: "/graphql"
});
function withCustomRequest(customRequest) {
	return graphql_dist_bundle_withDefaults(customRequest, {
		method: "POST",
		url: "/graphql"
	});
}

/* v8 ignore if -- @preserve */

;
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);

async function auth(token) {
	const isApp = isJWT(token);
	const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
	const isUserToServer = token.startsWith("ghu_");
	const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
	return {
		type: "token",
		token,
		tokenType
	};
}

function withAuthorizationPrefix(token) {
	if (token.split(/\./).length === 3) {
		return `bearer ${token}`;
	}
	return `token ${token}`;
}

async function hook(token, request, route, parameters) {
	const endpoint = request.endpoint.merge(
		route,
		parameters
	);
	endpoint.headers.authorization = withAuthorizationPrefix(token);
	return request(endpoint);
}

var createTokenAuth = function createTokenAuth2(token) {
	if (!token) {
		throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
	}
	if (typeof token !== "string") {
		throw new Error(
			"[@octokit/auth-token] Token passed to createTokenAuth is not a string"
		);
	}
	token = token.replace(/^(token|bearer) +/i, "");
	return Object.assign(auth.bind(null, token), {
		hook: hook.bind(null, token)
	});
};


;
const version_VERSION = "7.0.8";


;






const dist_src_noop = () => {
};
const consoleWarn = console.warn.bind(console);
const consoleError = console.error.bind(console);
function createLogger(logger = {}) {
	if (typeof logger.debug !== "function") {
		logger.debug = dist_src_noop;
	}
	if (typeof logger.info !== "function") {
		logger.info = dist_src_noop;
	}
	if (typeof logger.warn !== "function") {
		logger.warn = consoleWarn;
	}
	if (typeof logger.error !== "function") {
		logger.error = consoleError;
	}
	return logger;
}
const userAgentTrail = `octokit-core.js/${version_VERSION} ${getUserAgent()}`;
class Octokit {
	static VERSION = version_VERSION;
	static defaults(defaults) {
		const OctokitWithDefaults = class extends this {
			constructor(...args) {
				const options = args[0] || {};
				if (typeof defaults === "function") {
					super(defaults(options));
					return;
				}
				super(
					Object.assign(
						{},
						defaults,
						options,
						options.userAgent && defaults.userAgent ? {
							userAgent: `${options.userAgent} ${defaults.userAgent}`
						} : null
					)
				);
			}
		};
		return OctokitWithDefaults;
	}
	static plugins = [];
	static plugin(...newPlugins) {
		const currentPlugins = this.plugins;
		const NewOctokit = class extends this {
			static plugins = currentPlugins.concat(
				newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
			);
		};
		return NewOctokit;
	}
	constructor(options = {}) {
		const hook = new before_after_hook.Collection();
		const requestDefaults = {
			baseUrl: request.endpoint.DEFAULTS.baseUrl,
			headers: {},
			request: Object.assign({}, options.request, {
				hook: hook.bind(null, "request")
			}),
			mediaType: {
				previews: [],
				format: ""
			}
		};
		requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
		if (options.baseUrl) {
			requestDefaults.baseUrl = options.baseUrl;
		}
		if (options.previews) {
			requestDefaults.mediaType.previews = options.previews;
		}
		if (options.timeZone) {
			requestDefaults.headers["time-zone"] = options.timeZone;
		}
		this.request = request.defaults(requestDefaults);
		this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
		this.log = createLogger(options.log);
		this.hook = hook;
		if (!options.authStrategy) {
			if (!options.auth) {
				this.auth = async () => ({
					type: "unauthenticated"
				});
			} else {
				const auth = createTokenAuth(options.auth);
				hook.wrap("request", auth.hook);
				this.auth = auth;
			}
		} else {
			const { authStrategy, ...otherOptions } = options;
			const auth = authStrategy(
				Object.assign(
					{
						request: this.request,
						log: this.log,
						octokit: this,
						octokitOptions: otherOptions
					},
					options.auth
				)
			);
			hook.wrap("request", auth.hook);
			this.auth = auth;
		}
		const classConstructor = this.constructor;
		for (let i = 0; i < classConstructor.plugins.length; ++i) {
			Object.assign(this, classConstructor.plugins[i](this, options));
		}
	}
	request;
	graphql;
	log;
	hook;
	auth;
}



}),

3779:
((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	ud: () => (paginateRest)
});
var VERSION = "0.0.0-development";

function normalizePaginatedListResponse(response) {
	if (!response.data) {
		return {
			...response,
			data: []
		};
	}
	const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
	if (!responseNeedsNormalization) return response;
	const incompleteResults = response.data.incomplete_results;
	const repositorySelection = response.data.repository_selection;
	const totalCount = response.data.total_count;
	const totalCommits = response.data.total_commits;
	delete response.data.incomplete_results;
	delete response.data.repository_selection;
	delete response.data.total_count;
	delete response.data.total_commits;
	const namespaceKey = Object.keys(response.data)[0];
	const data = response.data[namespaceKey];
	response.data = data;
	if (typeof incompleteResults !== "undefined") {
		response.data.incomplete_results = incompleteResults;
	}
	if (typeof repositorySelection !== "undefined") {
		response.data.repository_selection = repositorySelection;
	}
	response.data.total_count = totalCount;
	response.data.total_commits = totalCommits;
	return response;
}

function iterator(octokit, route, parameters) {
	const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
	const requestMethod = typeof route === "function" ? route : octokit.request;
	const method = options.method;
	const headers = options.headers;
	let url = options.url;
	return {
		[Symbol.asyncIterator]: () => ({
			async next() {
				if (!url) return { done: true };
				try {
					const response = await requestMethod({ method, url, headers });
					const normalizedResponse = normalizePaginatedListResponse(response);
					url = ((normalizedResponse.headers.link || "").match(
						/<([^<>]+)>;\s*rel="next"/
					) || [])[1];
					if (!url && "total_commits" in normalizedResponse.data) {
						const parsedUrl = new URL(normalizedResponse.url);
						const params = parsedUrl.searchParams;
						const page = parseInt(params.get("page") || "1", 10);
						const per_page = parseInt(params.get("per_page") || "250", 10);
						if (page * per_page < normalizedResponse.data.total_commits) {
							params.set("page", String(page + 1));
							url = parsedUrl.toString();
						}
					}
					return { value: normalizedResponse };
				} catch (error) {
					if (error.status !== 409) throw error;
					url = "";
					return {
						value: {
							status: 200,
							headers: {},
							data: []
						}
					};
				}
			}
		})
	};
}

function paginate(octokit, route, parameters, mapFn) {
	if (typeof parameters === "function") {
		mapFn = parameters;
		parameters = void 0;
	}
	return gather(
		octokit,
		[],
		iterator(octokit, route, parameters)[Symbol.asyncIterator](),
		mapFn
	);
}
function gather(octokit, results, iterator2, mapFn) {
	return iterator2.next().then((result) => {
		if (result.done) {
			return results;
		}
		let earlyExit = false;
		function done() {
			earlyExit = true;
		}
		results = results.concat(
			mapFn ? mapFn(result.value, done) : result.value.data
		);
		if (earlyExit) {
			return results;
		}
		return gather(octokit, results, iterator2, mapFn);
	});
}

var composePaginateRest = Object.assign(paginate, {
	iterator
});

var paginatingEndpoints = (null && ([
	"GET /advisories",
	"GET /agents/repos/{owner}/{repo}/tasks",
	"GET /agents/tasks",
	"GET /app/hook/deliveries",
	"GET /app/installation-requests",
	"GET /app/installations",
	"GET /assignments/{assignment_id}/accepted_assignments",
	"GET /classrooms",
	"GET /classrooms/{classroom_id}/assignments",
	"GET /enterprises/{enterprise}/code-security/configurations",
	"GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories",
	"GET /enterprises/{enterprise}/dependabot/alerts",
	"GET /enterprises/{enterprise}/dependabot/repository-access",
	"GET /enterprises/{enterprise}/teams",
	"GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships",
	"GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations",
	"GET /events",
	"GET /gists",
	"GET /gists/public",
	"GET /gists/starred",
	"GET /gists/{gist_id}/comments",
	"GET /gists/{gist_id}/commits",
	"GET /gists/{gist_id}/forks",
	"GET /installation/repositories",
	"GET /issues",
	"GET /licenses",
	"GET /marketplace_listing/plans",
	"GET /marketplace_listing/plans/{plan_id}/accounts",
	"GET /marketplace_listing/stubbed/plans",
	"GET /marketplace_listing/stubbed/plans/{plan_id}/accounts",
	"GET /networks/{owner}/{repo}/events",
	"GET /notifications",
	"GET /organizations",
	"GET /organizations/{org}/settings/billing/budgets",
	"GET /orgs/{org}/actions/cache/usage-by-repository",
	"GET /orgs/{org}/actions/hosted-runners",
	"GET /orgs/{org}/actions/permissions/repositories",
	"GET /orgs/{org}/actions/permissions/self-hosted-runners/repositories",
	"GET /orgs/{org}/actions/runner-groups",
	"GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners",
	"GET /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories",
	"GET /orgs/{org}/actions/runner-groups/{runner_group_id}/runners",
	"GET /orgs/{org}/actions/runners",
	"GET /orgs/{org}/actions/secrets",
	"GET /orgs/{org}/actions/secrets/{secret_name}/repositories",
	"GET /orgs/{org}/actions/variables",
	"GET /orgs/{org}/actions/variables/{name}/repositories",
	"GET /orgs/{org}/agents/secrets",
	"GET /orgs/{org}/agents/secrets/{secret_name}/repositories",
	"GET /orgs/{org}/agents/variables",
	"GET /orgs/{org}/agents/variables/{name}/repositories",
	"GET /orgs/{org}/attestations/repositories",
	"GET /orgs/{org}/attestations/{subject_digest}",
	"GET /orgs/{org}/blocks",
	"GET /orgs/{org}/campaigns",
	"GET /orgs/{org}/code-scanning/alerts",
	"GET /orgs/{org}/code-security/configurations",
	"GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories",
	"GET /orgs/{org}/codespaces",
	"GET /orgs/{org}/codespaces/secrets",
	"GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories",
	"GET /orgs/{org}/copilot-spaces",
	"GET /orgs/{org}/copilot/billing/seats",
	"GET /orgs/{org}/copilot/coding-agent/permissions/repositories",
	"GET /orgs/{org}/dependabot/alerts",
	"GET /orgs/{org}/dependabot/repository-access",
	"GET /orgs/{org}/dependabot/secrets",
	"GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories",
	"GET /orgs/{org}/events",
	"GET /orgs/{org}/failed_invitations",
	"GET /orgs/{org}/hooks",
	"GET /orgs/{org}/hooks/{hook_id}/deliveries",
	"GET /orgs/{org}/insights/api/route-stats/{actor_type}/{actor_id}",
	"GET /orgs/{org}/insights/api/subject-stats",
	"GET /orgs/{org}/insights/api/user-stats/{user_id}",
	"GET /orgs/{org}/installations",
	"GET /orgs/{org}/invitations",
	"GET /orgs/{org}/invitations/{invitation_id}/teams",
	"GET /orgs/{org}/issues",
	"GET /orgs/{org}/members",
	"GET /orgs/{org}/members/{username}/codespaces",
	"GET /orgs/{org}/migrations",
	"GET /orgs/{org}/migrations/{migration_id}/repositories",
	"GET /orgs/{org}/organization-roles/{role_id}/teams",
	"GET /orgs/{org}/organization-roles/{role_id}/users",
	"GET /orgs/{org}/outside_collaborators",
	"GET /orgs/{org}/packages",
	"GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
	"GET /orgs/{org}/personal-access-token-requests",
	"GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories",
	"GET /orgs/{org}/personal-access-tokens",
	"GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories",
	"GET /orgs/{org}/private-registries",
	"GET /orgs/{org}/projectsV2",
	"GET /orgs/{org}/projectsV2/{project_number}/fields",
	"GET /orgs/{org}/projectsV2/{project_number}/items",
	"GET /orgs/{org}/projectsV2/{project_number}/views/{view_number}/items",
	"GET /orgs/{org}/properties/values",
	"GET /orgs/{org}/public_members",
	"GET /orgs/{org}/repos",
	"GET /orgs/{org}/rulesets",
	"GET /orgs/{org}/rulesets/rule-suites",
	"GET /orgs/{org}/rulesets/{ruleset_id}/history",
	"GET /orgs/{org}/secret-scanning/alerts",
	"GET /orgs/{org}/secret-scanning/custom-patterns",
	"GET /orgs/{org}/security-advisories",
	"GET /orgs/{org}/settings/immutable-releases/repositories",
	"GET /orgs/{org}/settings/network-configurations",
	"GET /orgs/{org}/teams",
	"GET /orgs/{org}/teams/{team_slug}/invitations",
	"GET /orgs/{org}/teams/{team_slug}/members",
	"GET /orgs/{org}/teams/{team_slug}/repos",
	"GET /orgs/{org}/teams/{team_slug}/teams",
	"GET /repos/{owner}/{repo}/actions/artifacts",
	"GET /repos/{owner}/{repo}/actions/caches",
	"GET /repos/{owner}/{repo}/actions/concurrency_groups",
	"GET /repos/{owner}/{repo}/actions/organization-secrets",
	"GET /repos/{owner}/{repo}/actions/organization-variables",
	"GET /repos/{owner}/{repo}/actions/runners",
	"GET /repos/{owner}/{repo}/actions/runs",
	"GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts",
	"GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs",
	"GET /repos/{owner}/{repo}/actions/runs/{run_id}/concurrency_groups",
	"GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs",
	"GET /repos/{owner}/{repo}/actions/secrets",
	"GET /repos/{owner}/{repo}/actions/variables",
	"GET /repos/{owner}/{repo}/actions/workflows",
	"GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs",
	"GET /repos/{owner}/{repo}/activity",
	"GET /repos/{owner}/{repo}/agents/organization-secrets",
	"GET /repos/{owner}/{repo}/agents/organization-variables",
	"GET /repos/{owner}/{repo}/agents/secrets",
	"GET /repos/{owner}/{repo}/agents/variables",
	"GET /repos/{owner}/{repo}/assignees",
	"GET /repos/{owner}/{repo}/attestations/{subject_digest}",
	"GET /repos/{owner}/{repo}/branches",
	"GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations",
	"GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs",
	"GET /repos/{owner}/{repo}/code-quality/findings",
	"GET /repos/{owner}/{repo}/code-scanning/alerts",
	"GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
	"GET /repos/{owner}/{repo}/code-scanning/analyses",
	"GET /repos/{owner}/{repo}/codespaces",
	"GET /repos/{owner}/{repo}/codespaces/devcontainers",
	"GET /repos/{owner}/{repo}/codespaces/secrets",
	"GET /repos/{owner}/{repo}/collaborators",
	"GET /repos/{owner}/{repo}/comments",
	"GET /repos/{owner}/{repo}/comments/{comment_id}/reactions",
	"GET /repos/{owner}/{repo}/commits",
	"GET /repos/{owner}/{repo}/commits/{commit_sha}/comments",
	"GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls",
	"GET /repos/{owner}/{repo}/commits/{ref}/check-runs",
	"GET /repos/{owner}/{repo}/commits/{ref}/check-suites",
	"GET /repos/{owner}/{repo}/commits/{ref}/status",
	"GET /repos/{owner}/{repo}/commits/{ref}/statuses",
	"GET /repos/{owner}/{repo}/compare/{basehead}",
	"GET /repos/{owner}/{repo}/compare/{base}...{head}",
	"GET /repos/{owner}/{repo}/contributors",
	"GET /repos/{owner}/{repo}/dependabot/alerts",
	"GET /repos/{owner}/{repo}/dependabot/secrets",
	"GET /repos/{owner}/{repo}/deployments",
	"GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses",
	"GET /repos/{owner}/{repo}/environments",
	"GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies",
	"GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps",
	"GET /repos/{owner}/{repo}/environments/{environment_name}/secrets",
	"GET /repos/{owner}/{repo}/environments/{environment_name}/variables",
	"GET /repos/{owner}/{repo}/events",
	"GET /repos/{owner}/{repo}/forks",
	"GET /repos/{owner}/{repo}/hooks",
	"GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries",
	"GET /repos/{owner}/{repo}/invitations",
	"GET /repos/{owner}/{repo}/issues",
	"GET /repos/{owner}/{repo}/issues/comments",
	"GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
	"GET /repos/{owner}/{repo}/issues/events",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/events",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/issue-field-values",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/labels",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/reactions",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/suggestions",
	"GET /repos/{owner}/{repo}/issues/{issue_number}/timeline",
	"GET /repos/{owner}/{repo}/keys",
	"GET /repos/{owner}/{repo}/labels",
	"GET /repos/{owner}/{repo}/milestones",
	"GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels",
	"GET /repos/{owner}/{repo}/notifications",
	"GET /repos/{owner}/{repo}/pages/builds",
	"GET /repos/{owner}/{repo}/pulls",
	"GET /repos/{owner}/{repo}/pulls/comments",
	"GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
	"GET /repos/{owner}/{repo}/pulls/{pull_number}/comments",
	"GET /repos/{owner}/{repo}/pulls/{pull_number}/commits",
	"GET /repos/{owner}/{repo}/pulls/{pull_number}/files",
	"GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews",
	"GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments",
	"GET /repos/{owner}/{repo}/releases",
	"GET /repos/{owner}/{repo}/releases/{release_id}/assets",
	"GET /repos/{owner}/{repo}/releases/{release_id}/reactions",
	"GET /repos/{owner}/{repo}/rules/branches/{branch}",
	"GET /repos/{owner}/{repo}/rulesets",
	"GET /repos/{owner}/{repo}/rulesets/rule-suites",
	"GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history",
	"GET /repos/{owner}/{repo}/secret-scanning/alerts",
	"GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations",
	"GET /repos/{owner}/{repo}/secret-scanning/custom-patterns",
	"GET /repos/{owner}/{repo}/security-advisories",
	"GET /repos/{owner}/{repo}/stacks",
	"GET /repos/{owner}/{repo}/stargazers",
	"GET /repos/{owner}/{repo}/subscribers",
	"GET /repos/{owner}/{repo}/tags",
	"GET /repos/{owner}/{repo}/teams",
	"GET /repos/{owner}/{repo}/topics",
	"GET /repositories",
	"GET /search/code",
	"GET /search/commits",
	"GET /search/issues",
	"GET /search/labels",
	"GET /search/repositories",
	"GET /search/topics",
	"GET /search/users",
	"GET /teams/{team_id}/invitations",
	"GET /teams/{team_id}/members",
	"GET /teams/{team_id}/repos",
	"GET /teams/{team_id}/teams",
	"GET /user/blocks",
	"GET /user/codespaces",
	"GET /user/codespaces/secrets",
	"GET /user/emails",
	"GET /user/followers",
	"GET /user/following",
	"GET /user/gpg_keys",
	"GET /user/installations",
	"GET /user/installations/{installation_id}/repositories",
	"GET /user/issues",
	"GET /user/keys",
	"GET /user/marketplace_purchases",
	"GET /user/marketplace_purchases/stubbed",
	"GET /user/memberships/orgs",
	"GET /user/migrations",
	"GET /user/migrations/{migration_id}/repositories",
	"GET /user/orgs",
	"GET /user/packages",
	"GET /user/packages/{package_type}/{package_name}/versions",
	"GET /user/public_emails",
	"GET /user/repos",
	"GET /user/repository_invitations",
	"GET /user/social_accounts",
	"GET /user/ssh_signing_keys",
	"GET /user/starred",
	"GET /user/subscriptions",
	"GET /user/teams",
	"GET /users",
	"GET /users/{username}/attestations/{subject_digest}",
	"GET /users/{username}/copilot-spaces",
	"GET /users/{username}/events",
	"GET /users/{username}/events/orgs/{org}",
	"GET /users/{username}/events/public",
	"GET /users/{username}/followers",
	"GET /users/{username}/following",
	"GET /users/{username}/gists",
	"GET /users/{username}/gpg_keys",
	"GET /users/{username}/keys",
	"GET /users/{username}/orgs",
	"GET /users/{username}/packages",
	"GET /users/{username}/projectsV2",
	"GET /users/{username}/projectsV2/{project_number}/fields",
	"GET /users/{username}/projectsV2/{project_number}/items",
	"GET /users/{username}/projectsV2/{project_number}/views/{view_number}/items",
	"GET /users/{username}/received_events",
	"GET /users/{username}/received_events/public",
	"GET /users/{username}/repos",
	"GET /users/{username}/social_accounts",
	"GET /users/{username}/ssh_signing_keys",
	"GET /users/{username}/starred",
	"GET /users/{username}/subscriptions"
]));

function isPaginatingEndpoint(arg) {
	if (typeof arg === "string") {
		return paginatingEndpoints.includes(arg);
	} else {
		return false;
	}
}

function paginateRest(octokit) {
	return {
		paginate: Object.assign(paginate.bind(null, octokit), {
			iterator: iterator.bind(null, octokit)
		})
	};
}
paginateRest.VERSION = VERSION;

/* v8 ignore next -- @preserve */


}),

9735:
((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	L: () => (retry)
});
var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3251);
var _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1015);
var VERSION = "0.0.0-development";

function isRequestError(error) {
	return error.request !== void 0;
}
async function errorRequest(state, octokit, error, options) {
	if (!isRequestError(error) || !error?.request.request) {
		throw error;
	}
	if (error.status >= 400 && !state.doNotRetry.includes(error.status)) {
		const retries = options.request.retries != null ? options.request.retries : state.retries;
		const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
		throw octokit.retry.retryRequest(error, retries, retryAfter);
	}
	throw error;
}



async function wrapRequest(state, octokit, request, options) {
	const limiter = new bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__();
	limiter.on("failed", function(error, info) {
		const maxRetries = ~~error.request.request?.retries;
		const after = ~~error.request.request?.retryAfter;
		options.request.retryCount = info.retryCount + 1;
		if (maxRetries > info.retryCount) {
			return after * state.retryAfterBaseValue;
		}
	});
	return limiter.schedule(
		requestWithGraphqlErrorHandling.bind(null, state, octokit, request),
		options
	);
}
async function requestWithGraphqlErrorHandling(state, octokit, request, options) {
	const response = await request(options);
	if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
		response.data.errors[0].message
	)) {
		const error = new _octokit_request_error__WEBPACK_IMPORTED_MODULE_1__.G(response.data.errors[0].message, 500, {
			request: options,
			response
		});
		return errorRequest(state, octokit, error, options);
	}
	return response;
}

function retry(octokit, octokitOptions) {
	const state = Object.assign(
		{
			enabled: true,
			retryAfterBaseValue: 1e3,
			doNotRetry: [400, 401, 403, 404, 410, 422, 451],
			retries: 3
		},
		octokitOptions.retry
	);
	const retryPlugin = {
		retry: {
			retryRequest: (error, retries, retryAfter) => {
				error.request.request = Object.assign({}, error.request.request, {
					retries,
					retryAfter
				});
				return error;
			}
		}
	};
	if (state.enabled) {
		octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
		octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
	}
	return retryPlugin;
}
retry.VERSION = VERSION;



}),

6856:
((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	A: () => (throttling)
});
var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3251);


var VERSION = "0.0.0-development";

var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
	return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
	const { pathname } = new URL(options.url, "http://github.test");
	const isAuth = isAuthRequest(options.method, pathname);
	const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
	const isSearch = options.method === "GET" && pathname.startsWith("/search/");
	const isGraphQL = pathname.startsWith("/graphql");
	const retryCount = ~~request.retryCount;
	const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
	if (state.clustering) {
		jobOptions.expiration = 1e3 * 60;
	}
	if (isWrite || isGraphQL) {
		await state.write.key(state.id).schedule(jobOptions, noop);
	}
	if (isWrite && state.triggersNotification(pathname)) {
		await state.notifications.key(state.id).schedule(jobOptions, noop);
	}
	if (isSearch) {
		await state.search.key(state.id).schedule(jobOptions, noop);
	}
	const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
	if (isGraphQL) {
		const res = await req;
		if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
			const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
				response: res,
				data: res.data
			});
			throw error;
		}
	}
	return req;
}
function isAuthRequest(method, pathname) {
	return method === "PATCH" &&
	/^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" &&
	(/^\/applications\/[^/]+\/token$/.test(pathname) ||
	/^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) ||
	pathname === "/login/oauth/access_token");
}

var triggers_notification_paths_default = [
	"/orgs/{org}/invitations",
	"/orgs/{org}/invitations/{invitation_id}",
	"/orgs/{org}/teams/{team_slug}/discussions",
	"/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
	"/repos/{owner}/{repo}/collaborators/{username}",
	"/repos/{owner}/{repo}/commits/{commit_sha}/comments",
	"/repos/{owner}/{repo}/issues",
	"/repos/{owner}/{repo}/issues/{issue_number}/comments",
	"/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
	"/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
	"/repos/{owner}/{repo}/pulls",
	"/repos/{owner}/{repo}/pulls/{pull_number}/comments",
	"/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
	"/repos/{owner}/{repo}/pulls/{pull_number}/merge",
	"/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
	"/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
	"/repos/{owner}/{repo}/releases",
	"/teams/{team_id}/discussions",
	"/teams/{team_id}/discussions/{discussion_number}/comments"
];

function routeMatcher(paths) {
	const regexes = paths.map(
		(path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
	);
	const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
	return new RegExp(regex2, "i");
}

var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
	groups.global = new Bottleneck.Group({
		id: "octokit-global",
		maxConcurrent: 10,
		...common
	});
	groups.auth = new Bottleneck.Group({
		id: "octokit-auth",
		maxConcurrent: 1,
		...common
	});
	groups.search = new Bottleneck.Group({
		id: "octokit-search",
		maxConcurrent: 1,
		minTime: 2e3,
		...common
	});
	groups.write = new Bottleneck.Group({
		id: "octokit-write",
		maxConcurrent: 1,
		minTime: 1e3,
		...common
	});
	groups.notifications = new Bottleneck.Group({
		id: "octokit-notifications",
		maxConcurrent: 1,
		minTime: 3e3,
		...common
	});
};
function throttling(octokit, octokitOptions) {
	const {
		enabled = true,
		Bottleneck = bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__,
		id = "no-id",
		timeout = 1e3 * 60 * 2,
		connection
	} = octokitOptions.throttle || {};
	if (!enabled) {
		return {};
	}
	const common = { timeout };
	if (typeof connection !== "undefined") {
		common.connection = connection;
	}
	const state = Object.assign(
		{
			clustering: connection != null,
			triggersNotification,
			fallbackSecondaryRateRetryAfter: 60,
			retryAfterBaseValue: 1e3,
			id
		},
		octokitOptions.throttle
	);
	if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
		throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
	}
	let initialized = false;
	const initializeBottleneck = () => {
		if (initialized) {
			return;
		}
		initialized = true;
		if (groups.global == null) {
			createGroups(Bottleneck, common);
		}
		state.global = state.global ?? groups.global;
		state.auth = state.auth ?? groups.auth;
		state.search = state.search ?? groups.search;
		state.write = state.write ?? groups.write;
		state.notifications = state.notifications ?? groups.notifications;
		state.retryLimiter = state.retryLimiter ?? new Bottleneck();
		const events = {};
		const emitter = new Bottleneck.Events(events);
		events.on("secondary-limit", state.onSecondaryRateLimit);
		events.on("rate-limit", state.onRateLimit);
		events.on(
			"error",
			(e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
		);
		state.retryLimiter.on("failed", async function(error, info) {
			const [state2, request, options] = info.args;
			const { pathname } = new URL(options.url, "http://github.test");
			const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
			if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
				return;
			}
			const retryCount = ~~request.retryCount;
			request.retryCount = retryCount;
			options.request.retryCount = retryCount;
			const { wantRetry, retryAfter = 0 } = await (async function() {
				if (/\bsecondary rate\b/i.test(error.message)) {
					const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
					const wantRetry2 = await emitter.trigger(
						"secondary-limit",
						retryAfter2,
						options,
						octokit,
						retryCount
					);
					return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
				}
				if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
					(error2) => error2.type === "RATE_LIMITED"
				)) {
					const rateLimitReset = new Date(
						~~error.response.headers["x-ratelimit-reset"] * 1e3
					).getTime();
					const retryAfter2 = Math.max(
						Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
						0
					);
					const wantRetry2 = await emitter.trigger(
						"rate-limit",
						retryAfter2,
						options,
						octokit,
						retryCount
					);
					return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
				}
				return {};
			})();
			if (wantRetry) {
				request.retryCount++;
				return retryAfter * state2.retryAfterBaseValue;
			}
		});
	};
	octokit.hook.wrap("request", (request, options) => {
		initializeBottleneck();
		return wrapRequest(state, request, options);
	});
	return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;



}),

1015:
((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	G: () => (RequestError)
});
class RequestError extends Error {
	name;
	status;
	request;
	response;
	constructor(message, statusCode, options) {
		super(message, { cause: options.cause });
		this.name = "HttpError";
		this.status = Number.parseInt(statusCode);
		if (Number.isNaN(this.status)) {
			this.status = 0;
		}
		/* v8 ignore else -- @preserve -- Bug with vitest coverage where it sees an else branch that doesn't exist */
		if ("response" in options) {
			this.response = options.response;
		}
		const requestCopy = Object.assign({}, options.request);
		if (options.request.headers.authorization) {
			requestCopy.headers = Object.assign({}, options.request.headers, {
				authorization: options.request.headers.authorization.replace(
					/(?<! ) .*$/,
					" [REDACTED]"
				)
			});
		}
		requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
		this.request = requestCopy;
	}
}



})

};

