/**
 * A loopback HTTP server whose answers a test scripts one request at a time. It records every request exactly as
 * it arrived (method, path with query, headers, body) so tests can assert what the client sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: unknown;
}

export type Reply =
  | { status: number; headers?: Record<string, string>; body?: unknown; raw?: string }
  | { reset: true }
  | { stallMs: number }
  | { truncate: string; declaredLength: number; contentType?: string };

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface ScriptServer {
  url: string;
  origin: string;
  requests: RecordedRequest[];
  /** Queue replies for the next requests, in order; when the queue is empty `fallback` answers. */
  reply(...replies: (Reply | Handler)[]): void;
  fallback: Handler;
  close(): Promise<void>;
}

export async function startScriptServer(basePath = '/api/v1'): Promise<ScriptServer> {
  const queue: (Reply | Handler)[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const state: ScriptServer = {
    url: '',
    origin: '',
    requests,
    reply: (...replies) => queue.push(...replies),
    fallback: () => ({ status: 200, body: {} }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      path: url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      json,
    };
    requests.push(recorded);
    const next = queue.shift() ?? state.fallback;
    const reply = typeof next === 'function' ? await next(recorded) : next;
    if ('reset' in reply) {
      req.socket.destroy();
      return;
    }
    if ('stallMs' in reply) {
      setTimeout(() => {
        if (!res.writableEnded) res.end();
      }, reply.stallMs).unref();
      return;
    }
    if ('truncate' in reply) {
      res.writeHead(200, {
        'content-type': reply.contentType ?? 'application/json',
        'content-length': String(reply.declaredLength),
      });
      res.write(reply.truncate);
      setTimeout(() => req.socket.destroy(), 10);
      return;
    }
    const headers: Record<string, string> = { ...reply.headers };
    let payload = reply.raw;
    if (payload === undefined && reply.body !== undefined) {
      payload = JSON.stringify(reply.body);
      headers['content-type'] ??= 'application/json';
    }
    res.writeHead(reply.status, headers);
    res.end(payload);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  state.url = `${state.origin}${basePath}`;
  return state;
}
