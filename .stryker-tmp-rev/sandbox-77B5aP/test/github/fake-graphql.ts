/**
 * The fake GitHub's GraphQL API (`POST /graphql`; `POST /api/graphql` on an Enterprise Server layout): a small but
 * real part of GitHub's schema, answered as GitHub answers.
 *
 * A query is parsed (the executable language without fragments and directives: operations, variable definitions,
 * aliases, arguments of every literal kind and variables, nested selections) and checked against the schema below
 * before anything is resolved, as GitHub does: a document that does not parse, a field the type lacks, an argument
 * the field does not take, a selection on a scalar or none on an object are answered with HTTP 200 and `errors`
 * (GitHub's wording), and recorded as violations of GitHub's rules. What the fake does not implement (fragments,
 * directives, subscriptions, several operations in one document) is answered with an error too, and recorded, so a test
 * that needs it fails saying so rather than passing on a guess.
 *
 * The schema holds what the action asks today: `viewer { login }` (the token's own login: a personal token's user,
 * `<app>[bot]` for an installation token), a pull request's `reviewThreads` (with their comments, paged by cursor)
 * and the mutation `resolveReviewThread`. To answer more, add the type's fields to SCHEMA.
 */

/** A review thread as the fake's state gives it: its comments oldest first. */
export interface ThreadFacts {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  path: string;
  line: number | null;
  originalLine: number | null;
  comments: { databaseId: number; body: string; author: string }[];
}

/** What a query is answered from: the login the request's token acts as, and the fake's users. */
export interface GraphQLContext {
  login: string;
  user(login: string): { login: string; id: number; type: string } | undefined;
  /** The review threads of pull request `number` of `owner/name`; undefined when there is no such pull request. */
  reviewThreads?(owner: string, name: string, number: number): ThreadFacts[] | undefined;
  /** Resolves thread `id` as the token's identity; the thread, or a GraphQL error's message. */
  resolveThread?(id: string): ThreadFacts | string;
}

/** A page of `items` from the cursor `after` (an index, base64 as GitHub's cursors look), at most `first`. */
function connection<T>(items: T[], args: Args) {
  const first = typeof args.first === 'number' ? Math.min(args.first, 100) : 100;
  const after =
    typeof args.after === 'string' ? Number(Buffer.from(args.after, 'base64').toString('utf8')) + 1 : 0;
  const nodes = items.slice(after, after + first);
  const end = after + nodes.length - 1;
  return {
    nodes,
    totalCount: items.length,
    pageInfo: {
      hasNextPage: after + first < items.length,
      endCursor: nodes.length ? Buffer.from(String(end), 'utf8').toString('base64') : null,
    },
  };
}

/** A resolver's failure, answered as a GraphQL error of its field. */
export class FieldError extends Error {}

export interface GraphQLReply {
  status: number;
  body: unknown;
  /** The rules of GitHub (or the fake's limits) the request broke; the caller records them. */
  violations: string[];
  /** The kind of the operation the document holds, when it parsed: `query`, `mutation`, `subscription`. */
  operation?: string;
}

/** A GraphQL error as GitHub writes it. */
interface GraphQLErrorBody {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
  type?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Schema

type Args = Record<string, unknown>;

interface FieldDef {
  /** The field's type as GraphQL writes it: `User!`, `String`, `[Node]`. */
  type: string;
  /** The arguments it takes, by name, with their types. */
  args?: Record<string, string>;
  resolve(parent: unknown, args: Args, ctx: GraphQLContext): unknown;
}

const SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID', 'DateTime', 'URI']);

/** The object types the fake answers, by name: each field's type, arguments and resolver. */
const SCHEMA: Record<string, Record<string, FieldDef>> = {
  Query: {
    repository: {
      type: 'Repository',
      args: { owner: 'String!', name: 'String!' },
      resolve: (_parent, args) => ({ owner: args.owner, name: args.name }),
    },
    viewer: {
      type: 'User!',
      resolve: (_parent, _args, ctx) => {
        const user = ctx.user(ctx.login);
        return user ?? { login: ctx.login, id: 0, type: 'User' };
      },
    },
  },
  User: {
    login: { type: 'String!', resolve: (user) => (user as { login: string }).login },
    databaseId: { type: 'Int', resolve: (user) => (user as { id: number }).id },
  },
  Repository: {
    pullRequest: {
      type: 'PullRequest',
      args: { number: 'Int!' },
      resolve: (repo, args, ctx) => {
        const { owner, name } = repo as { owner: string; name: string };
        const threads = ctx.reviewThreads?.(owner, name, args.number as number);
        return threads ? { threads } : null;
      },
    },
  },
  PullRequest: {
    reviewThreads: {
      type: 'PullRequestReviewThreadConnection!',
      args: { first: 'Int', after: 'String', last: 'Int', before: 'String' },
      resolve: (pull, args) => connection((pull as { threads: ThreadFacts[] }).threads, args),
    },
  },
  PullRequestReviewThreadConnection: {
    nodes: { type: '[PullRequestReviewThread]', resolve: (c) => (c as { nodes: unknown[] }).nodes },
    totalCount: { type: 'Int!', resolve: (c) => (c as { totalCount: number }).totalCount },
    pageInfo: { type: 'PageInfo!', resolve: (c) => (c as { pageInfo: unknown }).pageInfo },
  },
  PageInfo: {
    hasNextPage: { type: 'Boolean!', resolve: (p) => (p as { hasNextPage: boolean }).hasNextPage },
    endCursor: { type: 'String', resolve: (p) => (p as { endCursor: string | null }).endCursor },
  },
  PullRequestReviewThread: {
    id: { type: 'ID!', resolve: (t) => (t as ThreadFacts).id },
    isResolved: { type: 'Boolean!', resolve: (t) => (t as ThreadFacts).isResolved },
    isOutdated: { type: 'Boolean!', resolve: (t) => (t as ThreadFacts).isOutdated },
    path: { type: 'String!', resolve: (t) => (t as ThreadFacts).path },
    line: { type: 'Int', resolve: (t) => (t as ThreadFacts).line },
    originalLine: { type: 'Int', resolve: (t) => (t as ThreadFacts).originalLine },
    comments: {
      type: 'PullRequestReviewCommentConnection!',
      args: { first: 'Int', after: 'String', last: 'Int', before: 'String' },
      resolve: (t, args) => connection((t as ThreadFacts).comments, args),
    },
  },
  PullRequestReviewCommentConnection: {
    nodes: { type: '[PullRequestReviewComment]', resolve: (c) => (c as { nodes: unknown[] }).nodes },
    totalCount: { type: 'Int!', resolve: (c) => (c as { totalCount: number }).totalCount },
    pageInfo: { type: 'PageInfo!', resolve: (c) => (c as { pageInfo: unknown }).pageInfo },
  },
  PullRequestReviewComment: {
    databaseId: { type: 'Int', resolve: (c) => (c as { databaseId: number }).databaseId },
    body: { type: 'String!', resolve: (c) => (c as { body: string }).body },
    author: { type: 'Actor', resolve: (c) => ({ login: (c as { author: string }).author }) },
  },
  Actor: {
    login: { type: 'String!', resolve: (a) => (a as { login: string }).login },
  },
  Mutation: {
    resolveReviewThread: {
      type: 'ResolveReviewThreadPayload',
      args: { input: 'ResolveReviewThreadInput!' },
      resolve: (_parent, args, ctx) => {
        const input = args.input as { threadId?: unknown } | null;
        const id = typeof input?.threadId === 'string' ? input.threadId : '';
        const thread = ctx.resolveThread?.(id) ?? `Could not resolve to a node with the global id of '${id}'`;
        if (typeof thread === 'string') throw new FieldError(thread);
        return { thread };
      },
    },
  },
  ResolveReviewThreadPayload: {
    thread: { type: 'PullRequestReviewThread', resolve: (p) => (p as { thread: unknown }).thread },
  },
};

/** The named type under a type's `!` and `[]`: `[User!]!` → `User`. */
const namedType = (type: string) => type.replace(/[[\]!]/g, '');

// ---------------------------------------------------------------------------------------------------------------
// Lexer

type TokenKind =
  | 'NAME'
  | 'INT'
  | 'FLOAT'
  | 'STRING'
  | 'PUNCT'
  /** The end of the document. */
  | 'EOF';

interface Token {
  kind: TokenKind;
  value: string;
  line: number;
  column: number;
}

/** GitHub's (graphql-ruby's) names of the punctuators, as its parse errors show them. */
const PUNCT_NAMES: Record<string, string> = {
  '{': 'LCURLY',
  '}': 'RCURLY',
  '(': 'LPAREN',
  ')': 'RPAREN',
  '[': 'LBRACKET',
  ']': 'RBRACKET',
  ':': 'COLON',
  '!': 'BANG',
  $: 'VAR_SIGN',
  '=': 'EQUALS',
  '@': 'DIR_SIGN',
  '|': 'PIPE',
  '&': 'AMP',
  '...': 'ELLIPSIS',
};

class GraphQLSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const at = () => ({ line, column: i - lineStart + 1 });
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    // Insignificant: white space, commas, a byte order mark, comments.
    if (c === ' ' || c === '\t' || c === '\r' || c === ',' || c === '\uFEFF') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    const where = at();
    if (source.startsWith('...', i)) {
      tokens.push({ kind: 'PUNCT', value: '...', ...where });
      i += 3;
      continue;
    }
    if ('{}()[]:!$=@|&'.includes(c)) {
      tokens.push({ kind: 'PUNCT', value: c, ...where });
      i++;
      continue;
    }
    const name = /^[_A-Za-z][_0-9A-Za-z]*/.exec(source.slice(i));
    if (name) {
      tokens.push({ kind: 'NAME', value: name[0], ...where });
      i += name[0].length;
      continue;
    }
    const number = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(i));
    if (number) {
      tokens.push({ kind: number[1] || number[2] ? 'FLOAT' : 'INT', value: number[0], ...where });
      i += number[0].length;
      continue;
    }
    if (c === '"') {
      if (source.startsWith('"""', i))
        throw new GraphQLSyntaxError('block strings', where.line, where.column);
      let value = '';
      i++;
      for (;;) {
        const ch = source[i];
        if (ch === undefined || ch === '\n') {
          throw new GraphQLSyntaxError(
            `Parse error on bad Unicode escape sequence`,
            where.line,
            where.column,
          );
        }
        i++;
        if (ch === '"') break;
        if (ch !== '\\') {
          value += ch;
          continue;
        }
        const escape = source[i++];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (escape !== undefined && escape in simple) value += simple[escape];
        else if (escape === 'u' && /^[0-9A-Fa-f]{4}$/.test(source.slice(i, i + 4))) {
          value += String.fromCharCode(parseInt(source.slice(i, i + 4), 16));
          i += 4;
        } else
          throw new GraphQLSyntaxError(
            'Parse error on bad Unicode escape sequence',
            where.line,
            where.column,
          );
      }
      tokens.push({ kind: 'STRING', value, ...where });
      continue;
    }
    throw new GraphQLSyntaxError(
      `Parse error on "${c}" (UNKNOWN_CHAR) at [${where.line}, ${where.column}]`,
      where.line,
      where.column,
    );
  }
  tokens.push({ kind: 'EOF', value: '', ...at() });
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------------
// Parser

type Value =
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: unknown }
  | { kind: 'list'; items: Value[] }
  | { kind: 'object'; fields: Record<string, Value> };

interface Field {
  alias: string | undefined;
  name: string;
  args: Record<string, Value>;
  selections: Field[] | undefined;
  line: number;
  column: number;
}

interface Operation {
  kind: 'query' | 'mutation' | 'subscription';
  name: string | undefined;
  variables: { name: string; type: string; default: Value | undefined }[];
  selections: Field[];
}

/** Something the fake does not implement: answered with an error that says so, and recorded. */
class Unsupported extends Error {}

class Parser {
  private at = 0;
  private readonly tokens: Token[];
  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token {
    return this.tokens[this.at]!;
  }

  private next(): Token {
    return this.tokens[this.at++]!;
  }

  private unexpected(token: Token): never {
    if (token.kind === 'EOF')
      throw new GraphQLSyntaxError('Unexpected end of document', token.line, token.column);
    const kind =
      token.kind === 'PUNCT' ? PUNCT_NAMES[token.value]! : token.kind === 'NAME' ? 'IDENTIFIER' : token.kind;
    throw new GraphQLSyntaxError(
      `Parse error on "${token.value}" (${kind}) at [${token.line}, ${token.column}]`,
      token.line,
      token.column,
    );
  }

  private punct(value: string): void {
    const token = this.next();
    if (token.kind !== 'PUNCT' || token.value !== value) this.unexpected(token);
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token.kind === 'PUNCT' && token.value === value;
  }

  private name(): string {
    const token = this.next();
    if (token.kind !== 'NAME') this.unexpected(token);
    return token.value;
  }

  document(): Operation[] {
    const operations: Operation[] = [];
    while (this.peek().kind !== 'EOF') operations.push(this.definition());
    if (operations.length === 0) this.unexpected(this.peek());
    return operations;
  }

  private definition(): Operation {
    if (this.isPunct('{'))
      return { kind: 'query', name: undefined, variables: [], selections: this.selectionSet() };
    const token = this.peek();
    if (token.kind === 'NAME' && token.value === 'fragment') throw new Unsupported('fragments');
    if (token.kind !== 'NAME' || !['query', 'mutation', 'subscription'].includes(token.value))
      this.unexpected(token);
    this.next();
    const kind = token.value as Operation['kind'];
    const name = this.peek().kind === 'NAME' ? this.name() : undefined;
    const variables: Operation['variables'] = [];
    if (this.isPunct('(')) {
      this.next();
      do {
        this.punct('$');
        const variable = this.name();
        this.punct(':');
        const type = this.type();
        let fallback: Value | undefined;
        if (this.isPunct('=')) {
          this.next();
          fallback = this.value(true);
        }
        variables.push({ name: variable, type, default: fallback });
      } while (!this.isPunct(')'));
      this.next();
    }
    if (this.isPunct('@')) throw new Unsupported('directives');
    return { kind, name, variables, selections: this.selectionSet() };
  }

  private type(): string {
    let type: string;
    if (this.isPunct('[')) {
      this.next();
      type = `[${this.type()}]`;
      this.punct(']');
    } else type = this.name();
    if (this.isPunct('!')) {
      this.next();
      type += '!';
    }
    return type;
  }

  private selectionSet(): Field[] {
    this.punct('{');
    const fields: Field[] = [];
    do {
      if (this.isPunct('...')) throw new Unsupported('fragments');
      fields.push(this.field());
    } while (!this.isPunct('}'));
    this.next();
    return fields;
  }

  private field(): Field {
    const start = this.peek();
    let name = this.name();
    let alias: string | undefined;
    if (this.isPunct(':')) {
      this.next();
      alias = name;
      name = this.name();
    }
    const args: Record<string, Value> = {};
    if (this.isPunct('(')) {
      this.next();
      do {
        const arg = this.name();
        this.punct(':');
        args[arg] = this.value(false);
      } while (!this.isPunct(')'));
      this.next();
    }
    if (this.isPunct('@')) throw new Unsupported('directives');
    const selections = this.isPunct('{') ? this.selectionSet() : undefined;
    return { alias, name, args, selections, line: start.line, column: start.column };
  }

  private value(constant: boolean): Value {
    const token = this.next();
    if (token.kind === 'PUNCT' && token.value === '$' && !constant)
      return { kind: 'variable', name: this.name() };
    if (token.kind === 'INT' || token.kind === 'FLOAT')
      return { kind: 'literal', value: Number(token.value) };
    if (token.kind === 'STRING') return { kind: 'literal', value: token.value };
    if (token.kind === 'NAME') {
      const words: Record<string, unknown> = { true: true, false: false, null: null };
      // Any other name is an enum value, passed on as its name.
      return { kind: 'literal', value: token.value in words ? words[token.value] : token.value };
    }
    if (token.kind === 'PUNCT' && token.value === '[') {
      const items: Value[] = [];
      while (!this.isPunct(']')) items.push(this.value(constant));
      this.next();
      return { kind: 'list', items };
    }
    if (token.kind === 'PUNCT' && token.value === '{') {
      const fields: Record<string, Value> = {};
      while (!this.isPunct('}')) {
        const field = this.name();
        this.punct(':');
        fields[field] = this.value(constant);
      }
      this.next();
      return { kind: 'object', fields };
    }
    return this.unexpected(token);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Validation and execution

/** Checks `fields` against the schema's `typeName`, as GitHub does before it runs a query; its errors. */
function validate(
  fields: Field[],
  typeName: string,
  path: string[],
  declared: Set<string>,
): GraphQLErrorBody[] {
  const errors: GraphQLErrorBody[] = [];
  const type = SCHEMA[typeName]!;
  for (const field of fields) {
    const here = [...path, field.alias ?? field.name];
    const locations = [{ line: field.line, column: field.column }];
    if (field.name === '__typename') {
      if (field.selections) {
        errors.push({
          message: `Selections can't be made on scalars (field '__typename' returns String! but has selections [${field.selections.map((f) => f.name).join(', ')}])`,
          locations,
          path: here,
          extensions: { code: 'selectionMismatch', nodeName: "field '__typename'", typeName: 'String!' },
        });
      }
      continue;
    }
    const def = type[field.name];
    if (!def) {
      errors.push({
        message: `Field '${field.name}' doesn't exist on type '${typeName}'`,
        locations,
        path: here,
        extensions: { code: 'undefinedField', typeName, fieldName: field.name },
      });
      continue;
    }
    for (const [arg, value] of Object.entries(field.args)) {
      if (!def.args || !(arg in def.args)) {
        errors.push({
          message: `Field '${field.name}' doesn't accept argument '${arg}'`,
          locations,
          path: [...here, arg],
          extensions: { code: 'argumentNotAccepted', name: field.name, typeName: 'Field', argumentName: arg },
        });
      }
      for (const name of variablesIn(value)) {
        if (!declared.has(name)) {
          errors.push({
            message: `Variable $${name} is used by anonymous query but not declared`,
            locations,
            path: here,
            extensions: { code: 'variableNotDefined', variableName: name },
          });
        }
      }
    }
    for (const [arg, argType] of Object.entries(def.args ?? {})) {
      if (argType.endsWith('!') && !(arg in field.args)) {
        errors.push({
          message: `Field '${field.name}' is missing required arguments: ${arg}`,
          locations,
          path: here,
          extensions: {
            code: 'missingRequiredArguments',
            className: 'Field',
            name: field.name,
            arguments: arg,
          },
        });
      }
    }
    const named = namedType(def.type);
    if (SCALARS.has(named)) {
      if (field.selections) {
        errors.push({
          message: `Selections can't be made on scalars (field '${field.name}' returns ${def.type} but has selections [${field.selections.map((f) => f.name).join(', ')}])`,
          locations,
          path: here,
          extensions: { code: 'selectionMismatch', nodeName: `field '${field.name}'`, typeName: def.type },
        });
      }
    } else if (!field.selections) {
      errors.push({
        message: `Field must have selections (field '${field.name}' returns ${def.type} but has no selections. Did you mean '${field.name} { ... }'?)`,
        locations,
        path: here,
        extensions: { code: 'selectionMismatch', nodeName: `field '${field.name}'`, typeName: def.type },
      });
    } else {
      errors.push(...validate(field.selections, named, here, declared));
    }
  }
  return errors;
}

function variablesIn(value: Value): string[] {
  if (value.kind === 'variable') return [value.name];
  if (value.kind === 'list') return value.items.flatMap(variablesIn);
  if (value.kind === 'object') return Object.values(value.fields).flatMap(variablesIn);
  return [];
}

function evaluate(value: Value, variables: Args): unknown {
  if (value.kind === 'variable') return variables[value.name];
  if (value.kind === 'literal') return value.value;
  if (value.kind === 'list') return value.items.map((item) => evaluate(item, variables));
  return Object.fromEntries(Object.entries(value.fields).map(([k, v]) => [k, evaluate(v, variables)]));
}

function execute(
  fields: Field[],
  typeName: string,
  parent: unknown,
  variables: Args,
  ctx: GraphQLContext,
): Args {
  const out: Args = {};
  for (const field of fields) {
    const key = field.alias ?? field.name;
    if (field.name === '__typename') {
      out[key] = typeName;
      continue;
    }
    const def = SCHEMA[typeName]![field.name]!;
    const args = Object.fromEntries(Object.entries(field.args).map(([k, v]) => [k, evaluate(v, variables)]));
    const value = def.resolve(parent, args, ctx);
    const named = namedType(def.type);
    if (value === null || value === undefined || SCALARS.has(named)) out[key] = value ?? null;
    else if (Array.isArray(value))
      out[key] = value.map((item) => execute(field.selections!, named, item, variables, ctx));
    else out[key] = execute(field.selections!, named, value, variables, ctx);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The endpoint

const DOCS = 'https://docs.github.com/graphql';

/** Answers one `POST /graphql` of a token acting as `ctx.login`, whose body is `rawBody`. */
export function answerGraphQL(rawBody: string, ctx: GraphQLContext): GraphQLReply {
  let request: unknown;
  try {
    request = JSON.parse(rawBody);
  } catch {
    return {
      status: 400,
      body: { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' },
      violations: ['the request body is not JSON'],
    };
  }
  const fields =
    request !== null && typeof request === 'object' && !Array.isArray(request) ? (request as Args) : {};
  if (typeof fields.query !== 'string') {
    return {
      status: 200,
      body: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] },
      violations: ['the request has no query string'],
    };
  }
  const variables = fields.variables ?? {};
  if (variables === null || typeof variables !== 'object' || Array.isArray(variables)) {
    return {
      status: 200,
      body: { errors: [{ message: 'Variables are invalid JSON.' }] },
      violations: ['variables is not an object'],
    };
  }
  let operations: Operation[];
  try {
    operations = new Parser(tokenize(fields.query)).document();
  } catch (err) {
    if (err instanceof Unsupported) return unsupported(err.message);
    if (err instanceof GraphQLSyntaxError) {
      if (err.message === 'block strings') return unsupported('block strings');
      return {
        status: 200,
        body: { errors: [{ message: err.message, locations: [{ line: err.line, column: err.column }] }] },
        violations: [`the query does not parse: ${err.message}`],
      };
    }
    throw err;
  }
  if (operations.length > 1) return unsupported('several operations in one document');
  const operation = operations[0]!;
  if (operation.kind === 'subscription')
    return { ...unsupported(`${operation.kind}s`), operation: operation.kind };
  const root = operation.kind === 'mutation' ? 'Mutation' : 'Query';
  const declared = new Set(operation.variables.map((v) => v.name));
  const errors = validate(operation.selections, root, [operation.kind], declared);
  if (errors.length) {
    return {
      status: 200,
      body: { errors },
      violations: errors.map((e) => `the query breaks GitHub's schema: ${e.message}`),
      operation: operation.kind,
    };
  }
  const values: Args = {};
  for (const variable of operation.variables) {
    const given = (variables as Args)[variable.name];
    const value = given !== undefined ? given : variable.default ? evaluate(variable.default, {}) : undefined;
    if (value === undefined && variable.type.endsWith('!')) {
      const message = `Variable $${variable.name} of type ${variable.type} was provided invalid value`;
      return {
        status: 200,
        body: {
          errors: [
            {
              message,
              extensions: {
                value: null,
                problems: [{ path: [], explanation: 'Expected value to not be null' }],
              },
            },
          ],
        },
        violations: [message],
        operation: operation.kind,
      };
    }
    values[variable.name] = value ?? null;
  }
  try {
    return {
      status: 200,
      body: { data: execute(operation.selections, root, null, values, ctx) },
      violations: [],
      operation: operation.kind,
    };
  } catch (err) {
    if (!(err instanceof FieldError)) throw err;
    // A resolver's failure (a thread that is not there): GitHub answers 200 with the error and no data.
    return {
      status: 200,
      body: { data: null, errors: [{ message: err.message, type: 'NOT_FOUND' }] },
      violations: [],
      operation: operation.kind,
    };
  }
}

function unsupported(what: string): GraphQLReply {
  const message = `the fake GitHub's GraphQL API does not support ${what} (test/github/fake-graphql.ts)`;
  return { status: 200, body: { errors: [{ message }] }, violations: [message] };
}
