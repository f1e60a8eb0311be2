import type { OperationId } from '../../src/client/operations.ts';
import type { Principal, Simulator } from './state.ts';

export interface Ctx {
  sim: Simulator;
  operation: OperationId;
  /** Undefined only on the operations that need no key (public artifacts). */
  principal: Principal | undefined;
  path: Record<string, any>;
  query: Record<string, any>;
  headers: Record<string, any>;
  body: any;
  /** The request path under /api/v1, for `instance` in error bodies. */
  requestPath: string;
  now: number;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Defaults to application/json when there is a body. */
  contentType?: string;
}

export type Handler = (ctx: Ctx) => Reply;

export interface RouteModule {
  routes: Partial<Record<OperationId, Handler>>;
  /** Seeds data and registers tick hooks. */
  install?: (sim: Simulator) => void;
}

export const ok = (body: unknown, status = 200): Reply => ({ status, body });

/** The caller's principal on an operation that requires a key. */
export function who(ctx: Ctx): Principal {
  if (!ctx.principal) throw new Error(`${ctx.operation} was routed without a principal`);
  return ctx.principal;
}
