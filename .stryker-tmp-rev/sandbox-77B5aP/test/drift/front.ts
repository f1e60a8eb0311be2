/**
 * What the action under test talks to instead of the service: a front on loopback that serves the service's base
 * path (/api/v1, as the real service and the simulator do) and forwards every request, untouched, to Prism. It adds
 * only Prism's `Prefer: seed=…`, so each answer is reproducible: the seed of a request is made of the case's seed,
 * its method and path and how many times that path was asked before in the case (the query is left out: it holds
 * times). It records every exchange (the request, Prism's answer, and what Prism found wrong with the request: its
 * `sl-violations` header), for the tests to check what the action asked and what it was told.
 *
 * Two more listeners keep the action's traffic on this machine and in view:
 * - a store for signed downloads: Prism's redirects (the transcript, an artifact's file) point at made-up hosts, so
 *   the front points their Location here instead; the store records whether a download carried the API key;
 * - a proxy that lets nothing through (HTTPS_PROXY/HTTP_PROXY name it, NO_PROXY names loopback): a request to any
 *   other host is recorded and refused, never sent.
 */
import { createHash } from 'node:crypto';
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Where the service's operations live below its origin (openapi/cloud-agent.yaml `servers`). */
export const BASE_PATH = '/api/v1';

export interface Violation {
  location: string[];
  message: string;
}

export interface Exchange {
  method: string;
  /** The path below the base path, without the query: `/agent/runs/abc`. */
  path: string;
  /** The query string with its `?`, or ''. */
  query: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
  /** Prism's answer as sent (with a redirect's Location already pointed at the store). */
  answer: string;
  location: string | undefined;
  /** What Prism found wrong with the request (its answer is then an error of the operation, made up too). */
  requestViolations: Violation[];
  /** When the request came, in milliseconds since the front started. */
  at: number;
}

export interface Download {
  path: string;
  /** Whether the download carried an Authorization header (it must not: the key goes to the service only). */
  authorization: boolean;
}

export interface DriftService {
  /** The `base-url` the action is given: `http://127.0.0.1:<port>/api/v1`. */
  url: string;
  exchanges: Exchange[];
  downloads: Download[];
  /** Hosts a request was refused for at the proxy: traffic that would have left loopback. */
  tunnels: string[];
  /** The environment that keeps every request of a child process on loopback (the proxy above, NO_PROXY). */
  proxyEnv: Record<string, string>;
  close(): Promise<void>;
}

/** The body of each signed download. */
export const DOWNLOADED = 'bytes of a signed download\n';

interface Listener {
  server: Server;
  url: string;
  close(): Promise<void>;
}

async function listen(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  setUp?: (server: Server) => void,
): Promise<Listener> {
  const server = createServer(handle);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  setUp?.(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The seed Prism is given for the `nth` request (from 0) to `method path` in the case seeded `seed`. */
export function requestSeed(seed: string, method: string, path: string, nth: number): string {
  // Prism reads the Prefer header as `key=value` pairs: the seed is kept to letters and digits.
  const digest = createHash('sha256').update(`${method} ${path} ${nth}`).digest('hex').slice(0, 16);
  return `${seed}x${digest}`;
}

function violationsOf(header: string | string[] | undefined): Violation[] {
  if (typeof header !== 'string') return [];
  const all = JSON.parse(header) as Violation[];
  return all.filter((v) => v.location[0] === 'request');
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'prefer']);

/**
 * Sends one request to Prism and resolves with its answer. A kept-alive connection Prism closed as idle just as it
 * was taken again is reset (ECONNRESET on a reused socket, `ClientRequest.reusedSocket`): the request never reached
 * Prism, so it is sent once more, on a new connection. Any other error rejects.
 */
async function forwardToPrism(
  agent: Agent,
  url: string,
  method: string | undefined,
  headers: Record<string, string | string[]>,
  body: string,
): Promise<IncomingMessage> {
  let stale = false;
  const send = () =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const forward = httpRequest(url, { method, headers, agent }, resolve);
      forward.on('error', (err: NodeJS.ErrnoException) => {
        stale = forward.reusedSocket && err.code === 'ECONNRESET';
        reject(err);
      });
      forward.end(body);
    });
  try {
    return await send();
  } catch (err) {
    if (!stale) throw err;
    return send();
  }
}

/** A front to Prism at `prismUrl` for one case: its answers follow `seed`. */
export async function startDriftService(prismUrl: string, seed: string): Promise<DriftService> {
  const exchanges: Exchange[] = [];
  const downloads: Download[] = [];
  const tunnels: string[] = [];
  const asked = new Map<string, number>();
  const started = Date.now();
  const agent = new Agent({ keepAlive: true });

  const store = await listen((req, res) => {
    downloads.push({ path: req.url ?? '', authorization: req.headers.authorization !== undefined });
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(DOWNLOADED);
  });

  const proxy = await listen(
    (req, res) => {
      tunnels.push(req.headers.host ?? req.url ?? '');
      res.writeHead(403).end();
    },
    (server) =>
      server.on('connect', (req: IncomingMessage, socket: Socket) => {
        tunnels.push(req.url ?? '');
        socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      }),
  );

  const front = await listen((req, res) => {
    void (async () => {
      const at = Date.now() - started;
      const url = new URL(req.url ?? '/', 'http://front');
      const body = await readBody(req);
      if (!url.pathname.startsWith(`${BASE_PATH}/`)) {
        const answer = JSON.stringify({
          error: `no operation at ${url.pathname}: the service is under ${BASE_PATH}`,
        });
        exchanges.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.search,
          headers: req.headers,
          body,
          status: 404,
          answer,
          location: undefined,
          requestViolations: [],
          at,
        });
        res.writeHead(404, { 'content-type': 'application/json' }).end(answer);
        return;
      }
      const path = url.pathname.slice(BASE_PATH.length);
      const key = `${req.method} ${path}`;
      const nth = asked.get(key) ?? 0;
      asked.set(key, nth + 1);
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.prefer = `seed=${requestSeed(seed, req.method ?? '', path, nth)}`;
      const answered = await forwardToPrism(
        agent,
        `${prismUrl}${path}${url.search}`,
        req.method,
        headers,
        body,
      );
      const answer = await readBody(answered);
      const status = answered.statusCode ?? 0;
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answered.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') out[name] = value;
      }
      // Prism's Location names a made-up host: the download goes to the store instead.
      const location = out.location === undefined ? undefined : `${store.url}/signed/${exchanges.length}`;
      if (location) out.location = location;
      exchanges.push({
        method: req.method ?? '',
        path,
        query: url.search,
        headers: req.headers,
        body,
        status,
        answer,
        location,
        requestViolations: violationsOf(answered.headers['sl-violations']),
        at,
      });
      res.writeHead(status, out).end(answer);
    })().catch((err: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`the drift front failed: ${String(err)}`);
    });
  });

  return {
    url: `${front.url}${BASE_PATH}`,
    exchanges,
    downloads,
    tunnels,
    proxyEnv: {
      HTTPS_PROXY: proxy.url,
      HTTP_PROXY: proxy.url,
      NO_PROXY: '127.0.0.1,localhost',
    },
    close: async () => {
      await Promise.all([front.close(), store.close(), proxy.close()]);
      agent.destroy();
    },
  };
}
