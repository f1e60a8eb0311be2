/**
 * The parts of undici the action uses (keep-alive and proxy agents, and `request`), loaded without the rest of the
 * package (its fetch, WebSocket, EventSource, caches and mocks): about 290 KiB of the bundle instead of 860, and a
 * faster start. undici's own entry adds the request API to every dispatcher the same way.
 */
import Agent from 'undici/lib/dispatcher/agent.js';
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js';
import api from 'undici/lib/api/index.js';

Object.assign(Dispatcher.prototype, api);

export { Agent, ProxyAgent };
