/**
 * The contract as the simulator uses it: a router built from openapi/cloud-agent.yaml, decoding of path, query
 * and header parameters by their declared schemas, and ajv validators for request bodies and responses.
 *
 * Enums marked `x-open-enum: true` are closed in requests (the service refuses a value it does not know) and open
 * in answers (the service may send values newer than this document: a test can script an event type or a state
 * the client has never seen, and the client must show it rather than fail).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { OperationId } from '../../src/client/operations.ts';
import { AJV_LIGHT } from '../helpers/ajv-light.ts';
import { lazyValidator, type Validator } from '../helpers/lazy-validator.ts';

const CONTRACT_PATH = new URL('../../openapi/cloud-agent.yaml', import.meta.url);
const ID = 'cloud-agent.yaml';

interface Schema {
  [key: string]: unknown;
}
interface ParamSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
  style?: string;
  explode?: boolean;
  validate: Validator;
}
interface ResponseSpec {
  /** content type → validator; empty when the response has no body */
  content: Map<string, Validator>;
  headers: string[];
}
export interface OperationSpec {
  operationId: OperationId;
  method: string;
  template: string;
  regex: RegExp;
  pathNames: string[];
  params: ParamSpec[];
  body?: { required: boolean; validate: Validator };
  responses: Map<string, ResponseSpec>;
  security: boolean;
  /** Routes under /factory send errors as application/problem+json. */
  problemJson: boolean;
}

export interface Violation {
  where: string;
  rule: string;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) =>
      `${e.instancePath || '(root)'} ${e.message ?? ''}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`.trim(),
    )
    .join('; ');
}

export class Contract {
  readonly doc: Record<string, any>;
  readonly operations: OperationSpec[];
  readonly byId = new Map<string, OperationSpec>();
  private readonly ajv: Ajv2020;
  /** The same document with its open enums opened, for answers. */
  private readonly answers: Ajv2020;

  constructor() {
    this.doc = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Record<string, any>;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, ...AJV_LIGHT });
    addFormats.default(this.ajv);
    this.ajv.addSchema(this.doc, ID);
    this.answers = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, ...AJV_LIGHT });
    addFormats.default(this.answers);
    this.answers.addSchema(openEnums(structuredClone(this.doc)), ID);
    this.operations = [];
    for (const [template, item] of Object.entries(this.doc.paths as Record<string, Record<string, any>>)) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!op) continue;
        this.operations.push(this.buildOperation(template, method, op, item));
      }
    }
    // Literal segments before templated ones: /factory/scorers must win over /factory/{uid}.
    const literalWeight = (t: string) =>
      t
        .split('/')
        .map((s) => (s.startsWith('{') ? '1' : '0'))
        .join('');
    this.operations.sort((a, b) => literalWeight(a.template).localeCompare(literalWeight(b.template)));
    for (const op of this.operations) this.byId.set(op.operationId, op);
  }

  private resolve<T>(node: any): T {
    let current = node;
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      const parts = (current.$ref as string).replace(/^#\//, '').split('/');
      current = parts.reduce((acc: any, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc);
    }
    return current as T;
  }

  /** Compiled when first used: a simulator that serves a few operations compiles only theirs. */
  private validator(ref: string, ajv = this.ajv): Validator {
    return lazyValidator(ajv, ID, this.doc, ref);
  }

  private buildOperation(template: string, method: string, op: any, item: any): OperationSpec {
    const pathNames: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        const m = /^\{(.+)\}$/.exec(segment);
        if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        pathNames.push(m[1]!);
        return '([^/]+)';
      })
      .join('/');
    const rawParams = [...(item.parameters ?? []), ...(op.parameters ?? [])];
    const params: ParamSpec[] = rawParams.map((raw: any, index: number) => {
      const resolved = this.resolve<any>(raw);
      // Point ajv at the schema where it lives so its $refs resolve.
      const where = raw.$ref
        ? `${raw.$ref.replace(/^#\//, '')}/schema`
        : `${pointer('paths', template)}/${(op.parameters ?? []).includes(raw) ? `${method}/parameters/${(op.parameters as unknown[]).indexOf(raw)}` : `parameters/${index}`}/schema`;
      return {
        name: resolved.name,
        in: resolved.in,
        required: Boolean(resolved.required),
        schema: this.resolve<Schema>(resolved.schema),
        style: resolved.style,
        explode: resolved.explode,
        validate: this.validator(where),
      };
    });
    let body: OperationSpec['body'];
    if (op.requestBody) {
      const rb = this.resolve<any>(op.requestBody);
      const base = op.requestBody.$ref
        ? op.requestBody.$ref.replace(/^#\//, '')
        : `${pointer('paths', template, method)}/requestBody`;
      if (rb.content?.['application/json']) {
        body = {
          required: Boolean(rb.required),
          validate: this.validator(`${base}/content/application~1json/schema`),
        };
      }
    }
    const responses = new Map<string, ResponseSpec>();
    for (const [status, raw] of Object.entries(op.responses as Record<string, any>)) {
      const resolved = this.resolve<any>(raw);
      const base = raw.$ref
        ? raw.$ref.replace(/^#\//, '')
        : `${pointer('paths', template, method)}/responses/${status}`;
      const content = new Map<string, Validator>();
      for (const type of Object.keys(resolved.content ?? {})) {
        content.set(type, this.validator(`${base}/content/${pointer(type)}/schema`, this.answers));
      }
      responses.set(status, {
        content,
        headers: Object.keys(resolved.headers ?? {}).map((h) => h.toLowerCase()),
      });
    }
    const security = op.security ?? this.doc.security ?? [];
    return {
      operationId: op.operationId,
      method: method.toUpperCase(),
      template,
      regex: new RegExp(`^${source}$`),
      pathNames,
      params,
      body,
      responses,
      security: !security.some((s: object) => Object.keys(s).length === 0),
      problemJson: template.startsWith('/factory'),
    };
  }

  /** The operation for a method and path (relative to /api/v1), with its decoded path parameters. */
  match(
    method: string,
    path: string,
  ): { op: OperationSpec; path: Record<string, string> } | 'method' | undefined {
    let pathOnly = false;
    for (const op of this.operations) {
      const m = op.regex.exec(path);
      if (!m) continue;
      if (op.method !== method) {
        pathOnly = true;
        continue;
      }
      const values: Record<string, string> = {};
      op.pathNames.forEach((name, i) => {
        values[name] = decodeURIComponent(m[i + 1]!);
      });
      return { op, path: values };
    }
    return pathOnly ? 'method' : undefined;
  }

  /**
   * Decodes and validates the parameters of a request. Returns the typed values, or the first rule broken as
   * `{ violation }` (the service answers 400 for it).
   */
  decodeParams(
    op: OperationSpec,
    pathValues: Record<string, string>,
    query: URLSearchParams,
    headers: Record<string, string | string[] | undefined>,
  ):
    | { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown> }
    | { violation: Violation } {
    const out = {
      path: {} as Record<string, unknown>,
      query: {} as Record<string, unknown>,
      headers: {} as Record<string, unknown>,
    };
    for (const p of op.params) {
      let value: unknown;
      if (p.in === 'path') value = coerce(pathValues[p.name], p.schema);
      else if (p.in === 'header') {
        const raw = headers[p.name.toLowerCase()];
        value = raw === undefined ? undefined : coerce(Array.isArray(raw) ? raw[0] : raw, p.schema);
      } else if (
        p.schema.type === 'array' ||
        (Array.isArray(p.schema.type) && p.schema.type.includes('array'))
      ) {
        const all = query.getAll(p.name);
        const items = (this.resolve<Schema>(p.schema.items) ?? {}) as Schema;
        value = all.length ? all.map((v) => coerce(v, items)) : undefined;
      } else if (p.style === 'deepObject') {
        const obj: Record<string, string> = {};
        let any = false;
        for (const [key, v] of query) {
          const m = /^(.+)\[(.*)\]$/.exec(key);
          if (m && m[1] === p.name) {
            obj[m[2]!] = v;
            any = true;
          }
        }
        value = any ? obj : undefined;
      } else {
        const raw = query.get(p.name);
        value = raw === null ? undefined : coerce(raw, p.schema);
      }
      if (value === undefined) {
        if (p.required) return { violation: { where: `${p.in} parameter ${p.name}`, rule: 'is required' } };
        continue;
      }
      if (!p.validate(value)) {
        return {
          violation: { where: `${p.in} parameter ${p.name}`, rule: describeErrors(p.validate.errors) },
        };
      }
      (p.in === 'path' ? out.path : p.in === 'query' ? out.query : out.headers)[p.name] = value;
    }
    return out;
  }

  checkBody(op: OperationSpec, body: unknown): Violation | undefined {
    if (!op.body) return undefined;
    if (body === undefined)
      return op.body.required ? { where: 'request body', rule: 'is required' } : undefined;
    if (!op.body.validate(body))
      return { where: 'request body', rule: describeErrors(op.body.validate.errors) };
    return undefined;
  }

  /** Checks an answer the simulator is about to send against the contract. */
  checkResponse(
    op: OperationSpec,
    status: number,
    contentType: string | undefined,
    body: unknown,
    headers: Record<string, string>,
  ): Violation | undefined {
    const spec = op.responses.get(String(status)) ?? op.responses.get('default');
    const where = `${op.operationId} response ${status}`;
    if (!spec)
      return {
        where,
        rule: `status ${status} is not declared (declared: ${[...op.responses.keys()].join(', ')})`,
      };
    for (const header of spec.headers) {
      if (headers[header] === undefined) return { where, rule: `header ${header} is missing` };
    }
    if (spec.content.size === 0) {
      return body === undefined ? undefined : { where, rule: 'declares no body but one was sent' };
    }
    const type = contentType?.split(';')[0]?.trim();
    const validate = type ? spec.content.get(type) : undefined;
    if (!validate) {
      return {
        where,
        rule: `content type ${type ?? '(none)'} is not declared (declared: ${[...spec.content.keys()].join(', ')})`,
      };
    }
    if (!validate(body)) return { where, rule: describeErrors(validate.errors) };
    return undefined;
  }
}

/** Drops the value list of every `x-open-enum` schema in a document (in place): any value of its type passes. */
function openEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(openEnums);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema['x-open-enum'] === true) delete schema.enum;
    Object.values(schema).forEach(openEnums);
  }
  return node;
}

function coerce(raw: string | undefined, schema: Schema): unknown {
  if (raw === undefined) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw))
    return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

let shared: Contract | undefined;
/** One parsed contract per process, its validators compiled as they are first used and kept. */
export function loadContract(): Contract {
  shared ??= new Contract();
  return shared;
}
