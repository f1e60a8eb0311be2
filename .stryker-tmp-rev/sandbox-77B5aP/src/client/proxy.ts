/**
 * Proxies, as a self-hosted runner behind a company proxy sets them: `HTTPS_PROXY` for https URLs, `HTTP_PROXY` for
 * http URLs (else `HTTPS_PROXY`; lower case first, as curl and the runner read them), and `NO_PROXY` for the hosts
 * that bypass both.
 * A proxied request goes through a CONNECT tunnel, for http and https alike: the proxy sees the host and port it is
 * asked to connect to, never the request, so the API key and the GitHub token never reach it in clear. Both the
 * service's client and GitHub's client take their dispatcher from here, so every request of the action obeys the
 * same variables.
 */
import { Agent, errors, ProxyAgent, type Dispatcher } from 'undici';

export type Environment = Record<string, string | undefined>;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The first of the variables (lower case before upper case) that is set and not blank. */
function variable(env: Environment, name: string): string | undefined {
  for (const key of [name.toLowerCase(), name.toUpperCase()]) {
    const value = env[key]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** A host name or IP address as URLs and NO_PROXY entries compare: lower case, IPv6 without brackets. */
const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/** One NO_PROXY entry: `host`, `host:port`, `[v6]`, `[v6]:port`, or a bare IPv6 address (its colons are its own). */
function parseEntry(entry: string): { host: string; port: string | undefined } | undefined {
  const match =
    /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ??
    (entry.split(':').length > 2 ? [entry, entry, undefined] : /^([^:]+)(?::(\d+))?$/.exec(entry));
  return match ? { host: bare(match[1]!), port: match[2] } : undefined;
}

/**
 * Whether `NO_PROXY` lets `url` bypass the proxy. Entries are separated by commas or spaces: `*` matches every
 * host; `example.com` matches it and its subdomains; `.example.com` and `*.example.com` its subdomains and itself;
 * `host:port` only that port. IP addresses match exactly (no CIDR ranges).
 */
export function bypassesProxy(url: URL, env: Environment = process.env): boolean {
  const list = variable(env, 'no_proxy');
  if (!list) return false;
  const host = bare(url.hostname);
  const port = url.port || DEFAULT_PORTS[url.protocol] || '';
  for (const entry of list.split(/[\s,]+/)) {
    if (entry === '*') return true;
    const parsed = parseEntry(entry);
    if (!parsed || (parsed.port !== undefined && parsed.port !== port)) continue;
    const name = parsed.host.replace(/^\*?\./, '');
    if (name && (host === name || host.endsWith(`.${name}`))) return true;
  }
  return false;
}

/** The proxy URL requests to `url` go through, or undefined when they go direct. */
export function proxyFor(url: URL, env: Environment = process.env): string | undefined {
  // An http URL takes HTTP_PROXY, else the HTTPS_PROXY a runner may set alone: every request is tunnelled (CONNECT),
  // so the proxy named for https serves http alike. An https URL never falls back to HTTP_PROXY.
  const proxy =
    url.protocol === 'https:'
      ? variable(env, 'https_proxy')
      : (variable(env, 'http_proxy') ?? variable(env, 'https_proxy'));
  if (!proxy || bypassesProxy(url, env)) return undefined;
  // A proxy given as host:port, as some runners set it, is an http proxy.
  return /^[a-z][a-z\d+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

/** Connection settings of the dispatcher (the same whether the proxy is used or not). */
export type DispatcherOptions = Pick<
  Agent.Options,
  'connections' | 'keepAliveTimeout' | 'keepAliveMaxTimeout'
>;

/**
 * The dispatcher for requests to `url`'s origin: a tunnel through the proxy `proxyFor` names, else a direct
 * keep-alive agent. Chosen once per client: each client talks to one origin.
 */
export function dispatcherFor(
  url: URL,
  options: DispatcherOptions = {},
  env: Environment = process.env,
): Dispatcher {
  const proxy = proxyFor(url, env);
  if (proxy === undefined) return new Agent(options);
  let uri: URL;
  try {
    uri = new URL(proxy);
  } catch {
    throw new Error(`the proxy for ${url.protocol}// URLs is not a URL: "${redactProxy(proxy)}"`);
  }
  if (uri.protocol !== 'http:' && uri.protocol !== 'https:') {
    throw new Error(
      `the proxy for ${url.protocol}// URLs must be an http:// or https:// URL, got ${uri.protocol}//`,
    );
  }
  return new ProxyAgent({ ...options, uri: uri.href });
}

/**
 * Ends a dispatcher's connections: `close()` (which waits for the requests in flight) when `idle` is false; when it is
 * true, nothing is in flight and the same is done at less cost. undici's `close()` ends each connection with an error
 * of its own making, and Node's streams read the stack of the error a connection is ended with: with the source maps
 * on (src/index.ts), formatting that stack reads and parses the map of the bundle's chunk undici is in, some 20 ms of
 * processor time at the end of every step, for a trace nobody sees. The error given here has its stack written
 * already. (A dispatcher through a proxy makes its own error whatever it is given.)
 */
export async function closeDispatcher(dispatcher: Dispatcher, idle: boolean): Promise<void> {
  if (!idle) return dispatcher.close();
  const closed = new errors.ClientDestroyedError();
  closed.stack = `${closed.name}: ${closed.message}`;
  await dispatcher.destroy(closed);
}

/** A proxy URL as it may be shown: without the credentials it may carry. */
export function redactProxy(proxy: string): string {
  return proxy.replace(/\/\/[^@/]*@/, '//***@');
}
