'use strict';
// @actions/http-client imports only ProxyAgent from undici (for its OIDC client, which the action does not call).
// Served from the project's own undici by path, so the bundle does not carry undici's whole entry (fetch,
// WebSocket, caches, mocks) for it.
exports.ProxyAgent = require('undici/lib/dispatcher/proxy-agent.js');
