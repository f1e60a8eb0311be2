/**
 * The simulator on real HTTP: the service under /api/v1 on one listener, signed downloads on a second one (another
 * origin). Every request is checked against the contract (a broken rule is the service's 400) and every answer
 * too (a broken rule is a simulator bug: recorded, answered 500 with the rule, and `close()` throws in strict mode).
 * With `answers: 'interface'` a success answer, once checked whole, is sent cut down to what the service interface
 * shows (interface-fields.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { OperationId } from '../../src/client/operations.ts';
import { loadContract, type Violation } from './contract.ts';
import { interfaceAnswer } from './interface-fields.ts';
import { catalogState } from './routes/catalog.ts';
import { allRoutes } from './routes/index.ts';
import { seed, seedScorers } from './seed.ts';
import { SimClock, SimError, Simulator, type RunScript } from './state.ts';
import type { Ctx, Handler, Reply } from './types.ts';

export const BASE_PATH = '/api/v1';

export interface SimulatorOptions {
  /** Keys of the default team. Default `test-key`. */
  apiKey?: string | string[];
  host?: string;
  port?: number;
  filesPort?: number;
  /** Record answers that break the contract and make close() throw. Default true. */
  strict?: boolean;
  /** Virtual time runs this many times faster than real time. Default 1. */
  timeScale?: number;
  /** Where virtual time starts. Default now. */
  start?: Date;
  /** Seed the default teams, keys, environments, factories, skills and models. Default true. */
  seed?: boolean;
  /**
   * Also seed each factory's scorer with a pass-rate history of a run a day over the last weeks (seed.ts
   * `seedScorers`, ids SEED.scorers), so that `gate` and `scorers pass-rate` have something to judge with and to show.
   * Default false: tests that count scorers or runs start without them. On in USER_FACING.
   */
  seedScorers?: boolean;
  /**
   * Runs whose script says nothing of usage report `request_usage` while they work, growing with each second at work
   * over all their executions, as a service that counts usage live does (so that a budget is enforced). Default
   * false: usage once a run has ended. On in USER_FACING.
   */
  liveUsage?: boolean;
  /**
   * What a success answer holds: every field of the contract (`'contract'`, the default), or only the fields the
   * service interface shows (`'interface'`: interface-fields.ts), cut after the answer was checked whole.
   */
  answers?: AnswerMode;
  /** false: a service that keeps no schedule metadata (takes `metadata` on writes, stores and answers none). */
  scheduleMetadata?: boolean;
  /**
   * Also tick every this many real milliseconds, not only when a request arrives: a judge run that ended reports its
   * verdict then (as the service's judges do on their own), and a schedule fires at its time. Default: no timer.
   */
  tickEveryMs?: number;
}

/**
 * The simulator as `npm run simulator`, `npm run local`, `npm run demo` and the examples' test serve it: seeded
 * scorers with a history, and usage that grows while a run works. Tests of the simulator itself start without both.
 */
export const USER_FACING = { seedScorers: true, liveUsage: true } as const satisfies SimulatorOptions;

export type AnswerMode = 'contract' | 'interface';
export const ANSWER_MODES: readonly AnswerMode[] = ['contract', 'interface'];

export type Fault =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { reset: true }
  | { stallMs: number }
  | { malformed: true }
  | { truncated: true }
  /** The service does the work, then the connection drops before the answer: the client cannot know. */
  | { lostAnswer: true }
  /** The service does the work at once but answers only after this many milliseconds. */
  | { slowAnswerMs: number }
  /** The service does the work only after this many milliseconds, then answers: a create that lands late. */
  | { lateWorkMs: number }
  /** The service does the work only once this promise settles, then answers: a create that lands when a test says. */
  | { holdUntil: Promise<unknown> }
  /**
   * Answers these exact bytes (not checked against the contract: a proxy's page, a wrong shape). With
   * `afterWork` the service does the work first, so the client cannot tell what was made.
   */
  | { raw: string; status?: number; contentType?: string; afterWork?: boolean }
  /**
   * The service does the work and checks its answer, then answers what `edit` makes of it (its JSON body, a copy;
   * not checked again: a field of the wrong form in an answer otherwise whole, say a run's `created_at`).
   */
  | { edit: (body: unknown) => unknown };

export interface FaultRule {
  /** Operations it applies to; all when omitted. */
  operation?: OperationId | OperationId[];
  /** How many matching requests it hits. Default 1. */
  times?: number;
  fault: Fault;
}

export interface LoggedRequest {
  operation: OperationId | undefined;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
  /** When it arrived, on the simulator's (virtual) clock. */
  at: number;
  /** When it arrived, in real time (Date.now()), to compare with what a test measured. */
  receivedAt: number;
  /** The JSON the simulator answered (not set for injected raw bytes, resets and stalls). */
  answer?: string;
}

export interface SimulatorHandle {
  /** The base URL clients use, ending in /api/v1. */
  url: string;
  origin: string;
  filesOrigin: string;
  sim: Simulator;
  clock: SimClock;
  requests: LoggedRequest[];
  /** Every request to the signed-download origin, in order: its path (no query) and the status answered. */
  downloads: { path: string; status: number }[];
  violations: Violation[];
  script: {
    /** The next created run (that `match` accepts) follows this script. */
    run(script: RunScript): void;
    /** The next follow-up of `runId` follows this script. */
    followup(runId: string, script: RunScript): void;
  };
  faults: {
    inject(rule: FaultRule): void;
    clear(): void;
    /** Rules with hits left. */
    readonly pending: FaultRule[];
  };
  /** Requests to the service, optionally of one operation. */
  count(operation?: OperationId): number;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

export async function startSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const contract = loadContract();
  const clock = new SimClock(options.start?.getTime() ?? Date.now(), options.timeScale ?? 1);
  const sim = new Simulator(clock);
  const keys = Array.isArray(options.apiKey) ? options.apiKey : [options.apiKey ?? 'test-key'];
  if (options.seed !== false) seed(sim, keys);
  if (options.seedScorers) {
    if (options.seed === false)
      throw new Error('seedScorers needs the seeded teams and factories (seed: true)');
    seedScorers(sim);
  }
  sim.liveUsageByDefault = options.liveUsage === true;
  catalogState(sim).scheduleMetadata = options.scheduleMetadata ?? true;
  const handlers = new Map<string, Handler>();
  for (const module of allRoutes) {
    for (const [operation, handler] of Object.entries(module.routes)) handlers.set(operation, handler);
    module.install?.(sim);
  }
  const strict = options.strict ?? true;
  const requests: LoggedRequest[] = [];
  const downloads: SimulatorHandle['downloads'] = [];
  const violations: Violation[] = [];
  const faults: (FaultRule & { left: number })[] = [];
  const sockets = new Set<Socket>();

  const takeFault = (operation: OperationId | undefined): Fault | undefined => {
    const index = faults.findIndex(
      (f) =>
        f.left > 0 &&
        (f.operation === undefined || (operation !== undefined && [f.operation].flat().includes(operation))),
    );
    if (index < 0) return undefined;
    const rule = faults[index]!;
    rule.left--;
    if (rule.left === 0) faults.splice(index, 1);
    return rule.fault;
  };

  const errorReply = (err: SimError, problem: boolean, instance: string): Reply => ({
    status: err.status,
    contentType: problem ? 'application/problem+json' : 'application/json',
    body: {
      error: `${err.title} (${err.message})`,
      status: err.status,
      title: err.title,
      type: `https://docs.warp.dev/reference/api-and-sdk/troubleshooting/errors/${err.code}`,
      error_code: err.code,
      detail: err.message,
      instance,
      ...(err.retryable !== undefined ? { retryable: err.retryable } : {}),
      trace_id: randomUUID().replace(/-/g, ''),
    },
  });

  const service: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size <= MAX_BODY) chunks.push(chunk as Buffer);
    }
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://simulator');
    const entry: LoggedRequest = {
      operation: undefined,
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      headers: { ...req.headers },
      body: rawBody,
      status: 0,
      at: clock.now(),
      receivedAt: Date.now(),
    };
    requests.push(entry);
    const send = (reply: Reply) => {
      entry.status = reply.status;
      const headers: Record<string, string> = { ...reply.headers };
      let payload: string | undefined;
      if (reply.body !== undefined) {
        payload = JSON.stringify(reply.body);
        headers['content-type'] = reply.contentType ?? 'application/json';
        entry.answer = payload;
      }
      res.writeHead(reply.status, headers);
      res.end(payload);
    };

    if (!url.pathname.startsWith(`${BASE_PATH}/`)) {
      send(
        errorReply(new SimError(404, 'resource_not_found', `no route ${url.pathname}`), false, url.pathname),
      );
      return;
    }
    const path = url.pathname.slice(BASE_PATH.length);
    const matched = contract.match(entry.method, path);
    if (!matched || matched === 'method') {
      const err = matched
        ? new SimError(405, 'invalid_request', `${entry.method} is not allowed on ${path}`)
        : new SimError(404, 'resource_not_found', `no route ${entry.method} ${path}`);
      send({ ...errorReply(err, path.startsWith('/factory'), path), status: err.status });
      return;
    }
    const { op } = matched;
    entry.operation = op.operationId;
    const problem = op.problemJson;

    const taken = takeFault(op.operationId);
    // Two faults act after the work is done; the others replace it.
    const loseAnswer = taken !== undefined && 'lostAnswer' in taken;
    const edit = taken !== undefined && 'edit' in taken ? taken.edit : undefined;
    const slowAnswer = taken !== undefined && 'slowAnswerMs' in taken ? taken.slowAnswerMs : 0;
    const rawAfterWork = taken !== undefined && 'raw' in taken && taken.afterWork ? taken : undefined;
    const sendRaw = (raw: { raw: string; status?: number; contentType?: string }) => {
      entry.status = raw.status ?? 200;
      res.writeHead(entry.status, { 'content-type': raw.contentType ?? 'application/json' }).end(raw.raw);
    };
    const fault =
      taken &&
      !('lostAnswer' in taken) &&
      !('slowAnswerMs' in taken) &&
      !('lateWorkMs' in taken) &&
      !('holdUntil' in taken) &&
      !('edit' in taken) &&
      !rawAfterWork
        ? taken
        : undefined;
    if (fault) {
      if ('raw' in fault) {
        sendRaw(fault);
        return;
      }
      if ('reset' in fault) {
        req.socket.destroy();
        return;
      }
      if ('stallMs' in fault) {
        setTimeout(() => {
          if (!res.writableEnded) {
            entry.status = 504;
            res.writeHead(504).end();
          }
        }, fault.stallMs).unref();
        return;
      }
      if ('malformed' in fault) {
        entry.status = 200;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"run_id": "unterminated');
        return;
      }
      if ('truncated' in fault) {
        entry.status = 200;
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
        res.write('{"run_id":"');
        setTimeout(() => req.socket.destroy(), 5);
        return;
      }
      const body =
        fault.body ??
        errorReply(
          new SimError(
            fault.status,
            fault.status === 429 ? 'resource_unavailable' : 'internal_error',
            'injected fault',
            fault.status >= 500 || fault.status === 429,
          ),
          problem,
          path,
        ).body;
      send({
        status: fault.status,
        headers: fault.headers,
        body,
        contentType: problem ? 'application/problem+json' : 'application/json',
      });
      return;
    }

    if (taken && 'lateWorkMs' in taken) await new Promise((resolve) => setTimeout(resolve, taken.lateWorkMs));
    if (taken && 'holdUntil' in taken) await taken.holdUntil.catch(() => undefined);
    let reply: Reply;
    try {
      sim.tick();
      const auth = req.headers.authorization;
      const key = typeof auth === 'string' && /^Bearer /i.test(auth) ? auth.slice(7).trim() : undefined;
      let principal = key ? sim.keys.get(key) : undefined;
      if (key && !principal) throw new SimError(401, 'authentication_required', 'the API key is not valid');
      if (!principal && op.security)
        throw new SimError(
          401,
          'authentication_required',
          'authentication required: send Authorization: Bearer <API key>',
        );
      if (principal && !sim.teams.has(principal.teamUid)) principal = undefined;
      const params = contract.decodeParams(op, matched.path, url.searchParams, req.headers);
      if ('violation' in params)
        throw new SimError(400, 'invalid_request', `${params.violation.where} ${params.violation.rule}`);
      let body: unknown;
      if (rawBody !== '') {
        try {
          body = JSON.parse(rawBody);
        } catch {
          throw new SimError(400, 'invalid_request', 'request body is not valid JSON');
        }
      }
      const bodyViolation = contract.checkBody(op, body);
      if (bodyViolation)
        throw new SimError(400, 'invalid_request', `${bodyViolation.where} ${bodyViolation.rule}`);
      const handler = handlers.get(op.operationId);
      if (!handler)
        throw new SimError(500, 'internal_error', `simulator has no handler for ${op.operationId}`);
      const ctx: Ctx = {
        sim,
        operation: op.operationId,
        principal,
        path: params.path,
        query: params.query,
        headers: params.headers,
        body,
        requestPath: path,
        now: clock.now(),
      };
      reply = handler(ctx);
    } catch (err) {
      if (!(err instanceof SimError)) {
        violations.push({
          where: `${op.operationId} handler`,
          rule: err instanceof Error ? (err.stack ?? err.message) : String(err),
        });
        reply = errorReply(
          new SimError(
            500,
            'internal_error',
            `simulator error: ${err instanceof Error ? err.message : String(err)}`,
          ),
          problem,
          path,
        );
      } else {
        reply = errorReply(err, problem, path);
      }
    }
    if (reply.status >= 400 && !reply.contentType && reply.body !== undefined) {
      reply.contentType = problem ? 'application/problem+json' : 'application/json';
    }
    const contentType = reply.body === undefined ? undefined : (reply.contentType ?? 'application/json');
    const headers = Object.fromEntries(
      Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const violation = contract.checkResponse(op, reply.status, contentType, reply.body, headers);
    if (violation) {
      violations.push(violation);
      reply = {
        status: 500,
        contentType: problem ? 'application/problem+json' : 'application/json',
        body: errorReply(
          new SimError(500, 'internal_error', `contract violation in ${violation.where}: ${violation.rule}`),
          problem,
          path,
        ).body,
      };
    }
    if (options.answers === 'interface' && reply.status < 300 && reply.body !== undefined) {
      reply = { ...reply, body: interfaceAnswer(op.operationId, reply.body) };
    }
    if (rawAfterWork) {
      sendRaw(rawAfterWork);
      return;
    }
    if (edit && reply.status < 300 && reply.body !== undefined) {
      reply = { ...reply, body: edit(structuredClone(reply.body)) };
    }
    if (loseAnswer) {
      entry.status = 0;
      req.socket.destroy();
      return;
    }
    if (slowAnswer) {
      const answer = reply;
      setTimeout(() => {
        if (!req.socket.destroyed) send(answer);
      }, slowAnswer).unref();
      return;
    }
    send(reply);
  });

  // Signed downloads: another origin that never wants the API key.
  const files: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://files');
    res.on('finish', () => downloads.push({ path: url.pathname, status: res.statusCode }));
    const refuse = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    };
    if (req.headers.authorization)
      return refuse(403, 'signed URLs must be fetched without an Authorization header');
    const everything = `${req.url} ${JSON.stringify(req.headers)}`;
    for (const key of sim.keys.keys())
      if (everything.includes(key)) return refuse(403, 'an API key was sent to the download host');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature');
    if (!signature || signature !== sim.sign(url.pathname, expires)) return refuse(403, 'bad signature');
    if (!(expires > clock.now())) return refuse(403, 'the link has expired');
    const [, kind, id] = url.pathname.split('/');
    if (kind === 'transcripts') {
      const run = sim.runs.get(id ?? '');
      if (!run) return refuse(404, 'no such transcript');
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const lines = Array.isArray(run.conversation)
        ? run.conversation
            .filter((c) => c.at <= clock.now())
            .flatMap((c) => c.step.messages.map((m) => JSON.stringify(m)))
        : [];
      res.end(lines.join('\n'));
      return;
    }
    if (kind === 'artifacts') {
      const artifact = sim.artifacts.get(id ?? '');
      if (!artifact) return refuse(404, 'no such artifact');
      res
        .writeHead(200, { 'content-type': artifact.contentType ?? 'application/octet-stream' })
        .end(sim.artifactText(artifact, clock.now()).content ?? '');
      return;
    }
    refuse(404, 'not found');
  });

  for (const server of [service, files]) {
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
  }
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    service.once('error', reject);
    service.listen(options.port ?? 0, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    files.once('error', reject);
    files.listen(options.filesPort ?? 0, host, () => resolve());
  });
  const hostPart = host.includes(':') ? `[${host}]` : host;
  const origin = `http://${hostPart}:${(service.address() as AddressInfo).port}`;
  sim.filesOrigin = `http://${hostPart}:${(files.address() as AddressInfo).port}`;
  sim.serviceOrigin.value = origin;

  const ticker =
    options.tickEveryMs === undefined ? undefined : setInterval(() => sim.tick(), options.tickEveryMs);
  ticker?.unref();

  const handle: SimulatorHandle = {
    url: `${origin}${BASE_PATH}`,
    origin,
    filesOrigin: sim.filesOrigin,
    sim,
    clock,
    requests,
    downloads,
    violations,
    script: {
      run: (script) => sim.runScripts.push(script),
      followup: (runId, script) => {
        const run = sim.runs.get(runId);
        if (!run) throw new Error(`no run ${runId} to script a follow-up for`);
        run.followupScripts.push(script);
      },
    },
    faults: {
      inject: (rule) => faults.push({ ...rule, left: rule.times ?? 1 }),
      clear: () => {
        faults.length = 0;
      },
      get pending() {
        return faults.filter((f) => f.left > 0).map(({ left: _left, ...rule }) => rule);
      },
    },
    count: (operation) => requests.filter((r) => operation === undefined || r.operation === operation).length,
    close: async () => {
      clearInterval(ticker);
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [service, files].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
      );
      if (strict && violations.length) {
        throw new Error(
          `the simulator broke its contract:\n${violations.map((v) => `- ${v.where}: ${v.rule}`).join('\n')}`,
        );
      }
    },
  };
  return handle;
}
