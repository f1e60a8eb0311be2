/**
 * A small HTTP proxy on loopback for tests: it opens CONNECT tunnels (and records their targets and the request
 * lines that went through them, readable since the test servers speak plain HTTP inside), and forwards plain-HTTP
 * proxy requests (recording their method, URL and whether they carried an Authorization header).
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface Tunnel {
  /** The `host:port` of the CONNECT request. */
  target: string;
  /** The request lines (`GET /path HTTP/1.1`) the client sent through the tunnel, in order. */
  requests: string[];
}

export interface ConnectProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  tunnels: Tunnel[];
  /** Plain-HTTP proxy requests: `GET http://host/path`, and whether the key or token went to the proxy with it. */
  forwarded: { line: string; authorization: boolean }[];
  close(): Promise<void>;
}

/**
 * Reads HTTP/1.1 requests off a client's byte stream: each request's head up to the blank line, then as many body
 * bytes as its content-length says (the clients under test send no chunked bodies). Calls `seen` with each request
 * line.
 */
function requestReader(seen: (line: string) => void): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let bodyLeft = 0;
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (bodyLeft > 0) {
        const skip = Math.min(bodyLeft, buffer.length);
        buffer = buffer.subarray(skip);
        bodyLeft -= skip;
        if (bodyLeft > 0) return;
      }
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [line = '', ...headers] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      seen(line);
      const length = headers.find((h) => /^content-length:/i.test(h));
      bodyLeft = length ? Number(length.slice(length.indexOf(':') + 1).trim()) : 0;
      buffer = buffer.subarray(end + 4);
    }
  };
}

export async function startConnectProxy(): Promise<ConnectProxy> {
  const tunnels: Tunnel[] = [];
  const forwarded: ConnectProxy['forwarded'] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    forwarded.push({
      line: `${req.method} ${req.url}`,
      authorization: req.headers.authorization !== undefined,
    });
    const target = new URL(req.url ?? '');
    const upstream = httpRequest(
      target,
      { method: req.method, headers: req.headers },
      (answer: IncomingMessage) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const tunnel: Tunnel = { target: req.url ?? '', requests: [] };
    tunnels.push(tunnel);
    const [host, port] = [tunnel.target.replace(/:\d+$/, ''), Number(/:(\d+)$/.exec(tunnel.target)?.[1])];
    const upstream = connect(port, host.replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    const read = requestReader((line) => tunnel.requests.push(line));
    read(head);
    client.on('data', read);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', drop);
    client.on('error', drop);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    forwarded,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
