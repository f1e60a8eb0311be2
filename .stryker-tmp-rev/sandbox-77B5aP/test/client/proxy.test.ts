/** Which proxy a request takes, from the variables a runner sets (the tunnel itself: test/e2e/proxy.test.ts). */
import { Agent, ProxyAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { bypassesProxy, dispatcherFor, proxyFor, redactProxy } from '../../src/client/proxy.ts';

const PROXY = 'http://proxy.corp:3128';
const url = (text: string) => new URL(text);

describe('proxyFor', () => {
  it.each([
    ['https URL, HTTPS_PROXY', 'https://app.warp.dev/api/v1', { HTTPS_PROXY: PROXY }, PROXY],
    ['https URL, https_proxy', 'https://app.warp.dev/api/v1', { https_proxy: PROXY }, PROXY],
    [
      'lower case first',
      'https://app.warp.dev',
      { https_proxy: PROXY, HTTPS_PROXY: 'http://other:1' },
      PROXY,
    ],
    [
      'a blank lower case is not set',
      'https://app.warp.dev',
      { https_proxy: ' ', HTTPS_PROXY: PROXY },
      PROXY,
    ],
    ['https URL, only HTTP_PROXY', 'https://app.warp.dev', { HTTP_PROXY: PROXY }, undefined],
    ['http URL, HTTP_PROXY', 'http://127.0.0.1:8080/api', { HTTP_PROXY: PROXY }, PROXY],
    // Tunnelled like https: the proxy named for https serves an http URL when no http proxy is named.
    ['http URL, only HTTPS_PROXY', 'http://127.0.0.1:8080/api', { HTTPS_PROXY: PROXY }, PROXY],
    [
      'http URL, both: HTTP_PROXY',
      'http://127.0.0.1:8080/api',
      { HTTPS_PROXY: PROXY, http_proxy: 'http://h:1' },
      'http://h:1',
    ],
    ['host:port without a scheme', 'https://api.github.com', { HTTPS_PROXY: 'proxy.corp:3128' }, PROXY],
    ['nothing set', 'https://api.github.com', {}, undefined],
  ])('%s', (_what, target, env, expected) => {
    expect(proxyFor(url(target), env)).toBe(expected);
  });

  it('NO_PROXY wins over the proxy', () => {
    expect(proxyFor(url('https://api.github.com'), { HTTPS_PROXY: PROXY, NO_PROXY: 'github.com' })).toBe(
      undefined,
    );
  });
});

describe('bypassesProxy', () => {
  it.each([
    ['*', 'https://anything.example', true],
    ['github.com', 'https://github.com', true],
    ['github.com', 'https://api.github.com', true],
    ['github.com', 'https://notgithub.com', false],
    ['.github.com', 'https://api.github.com', true],
    ['*.github.com', 'https://api.github.com', true],
    ['GitHub.COM', 'https://api.github.com', true],
    ['api.github.com:443', 'https://api.github.com', true],
    ['api.github.com:8443', 'https://api.github.com', false],
    ['127.0.0.1', 'http://127.0.0.1:4010/api/v1', true],
    ['127.0.0.1:4010', 'http://127.0.0.1:4010/api/v1', true],
    ['127.0.0.1:4011', 'http://127.0.0.1:4010/api/v1', false],
    ['127.0.0.2', 'http://127.0.0.1:4010', false],
    ['localhost, 127.0.0.1', 'http://127.0.0.1:4010', true],
    ['example.com  internal.corp', 'https://git.internal.corp', true],
    ['::1', 'http://[::1]:4010', true],
    ['[::1]:4010', 'http://[::1]:4010', true],
    ['[::1]:4011', 'http://[::1]:4010', false],
    ['', 'https://api.github.com', false],
  ])('NO_PROXY=%j, %s: %s', (list, target, expected) => {
    expect(bypassesProxy(url(target), { NO_PROXY: list })).toBe(expected);
    expect(bypassesProxy(url(target), { no_proxy: list })).toBe(expected);
  });
});

describe('dispatcherFor', () => {
  const made: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((d) => d.close()));
  });
  const make = (...args: Parameters<typeof dispatcherFor>) => {
    const dispatcher = dispatcherFor(...args);
    made.push(dispatcher);
    return dispatcher;
  };

  it('tunnels through the proxy the environment names', () => {
    expect(make(url('https://app.warp.dev'), {}, { HTTPS_PROXY: PROXY })).toBeInstanceOf(ProxyAgent);
  });

  it('goes direct without a proxy, or for a host NO_PROXY names', () => {
    const direct = make(url('https://app.warp.dev'), {}, {});
    expect(direct).toBeInstanceOf(Agent);
    expect(direct).not.toBeInstanceOf(ProxyAgent);
    const bypassed = make(url('https://app.warp.dev'), {}, { HTTPS_PROXY: PROXY, NO_PROXY: 'warp.dev' });
    expect(bypassed).not.toBeInstanceOf(ProxyAgent);
  });

  it('refuses a proxy that is not an http(s) URL, without showing its credentials', () => {
    expect(() =>
      dispatcherFor(url('https://app.warp.dev'), {}, { HTTPS_PROXY: 'socks5://u:p@proxy:1080' }),
    ).toThrow('the proxy for https:// URLs must be an http:// or https:// URL, got socks5://');
    expect(() => dispatcherFor(url('https://app.warp.dev'), {}, { HTTPS_PROXY: 'http://u:p@[bad' })).toThrow(
      'the proxy for https:// URLs is not a URL: "http://***@[bad"',
    );
  });
});

describe('redactProxy', () => {
  it('hides the credentials of a proxy URL', () => {
    expect(redactProxy('http://user:secret@proxy.corp:3128')).toBe('http://***@proxy.corp:3128');
    expect(redactProxy(PROXY)).toBe(PROXY);
  });
});
