/**
 * The bundle behind a proxy, as on a self-hosted runner behind a company proxy: with HTTPS_PROXY / HTTP_PROXY set,
 * every request to the service and to GitHub goes through a CONNECT tunnel of a real proxy on loopback (which
 * records the tunnels and the request lines inside them: the test servers speak plain HTTP), none goes around it,
 * and none is sent to the proxy in clear; hosts that NO_PROXY names go direct.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConnectProxy, type ConnectProxy } from '../helpers/connect-proxy.ts';
import { eachWorld, prStep, type World } from './setup.ts';

let world: World;
eachWorld((w) => (world = w));

let proxy: ConnectProxy;
beforeEach(async () => {
  proxy = await startConnectProxy();
});
afterEach(async () => {
  await proxy.close();
});

const hostOf = (url: string) => new URL(url).host;

/** The request lines that went through tunnels to `host`, without their query strings. */
const throughProxy = (host: string) =>
  proxy.tunnels
    .filter((t) => t.target === host)
    .flatMap((t) => t.requests)
    .map((line) => line.replace(/\?\S*/, '').replace(/ HTTP\/1\.1$/, ''));

/** What the simulator received, as request lines without query strings. */
const simulatorSaw = () => world.sim.requests.map((r) => `${r.method} ${r.path}`);
/** What the fake GitHub received, likewise. */
const githubSaw = () => world.gh.requests.map((r) => `${r.method} ${r.path}`);

describe('behind a proxy', () => {
  it('with HTTPS_PROXY and HTTP_PROXY set, every request to the service and to GitHub goes through a tunnel', async () => {
    const result = await prStep(world, {}, { env: { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.outputs.state).toBe('SUCCEEDED');
    expect([...new Set(proxy.tunnels.map((t) => t.target))].sort()).toEqual(
      [hostOf(world.sim.url), hostOf(world.gh.url)].sort(),
    );
    // Everything either server received came through the proxy (over several tunnels: compared as sets).
    expect(simulatorSaw()).toContain('POST /api/v1/agent/runs');
    expect(throughProxy(hostOf(world.sim.url)).sort()).toEqual(simulatorSaw().sort());
    expect(githubSaw()).toContain('POST /repos/acme/app/issues/2/comments');
    // The GraphQL query that tells the action who it is, too.
    expect(githubSaw()).toContain('POST /graphql');
    expect(throughProxy(hostOf(world.gh.url)).sort()).toEqual(githubSaw().sort());
    // Nothing went to the proxy as a plain request (which would carry the key or the token to it).
    expect(proxy.forwarded).toEqual([]);
  });

  it('with HTTPS_PROXY alone, the plain-http service and GitHub go through it too (tunnelled)', async () => {
    const result = await prStep(world, {}, { env: { HTTPS_PROXY: proxy.url } });
    expect(result.code).toBe(0);
    expect(throughProxy(hostOf(world.sim.url)).sort()).toEqual(simulatorSaw().sort());
    expect(throughProxy(hostOf(world.gh.url)).sort()).toEqual(githubSaw().sort());
    expect(proxy.forwarded).toEqual([]);
  });

  it('the lower-case variables are read as well', async () => {
    const result = await prStep(world, {}, { env: { https_proxy: proxy.url, http_proxy: proxy.url } });
    expect(result.code).toBe(0);
    expect(throughProxy(hostOf(world.sim.url)).sort()).toEqual(simulatorSaw().sort());
    expect(throughProxy(hostOf(world.gh.url)).sort()).toEqual(githubSaw().sort());
    expect(proxy.forwarded).toEqual([]);
  });

  it('with NO_PROXY=127.0.0.1 every request goes direct', async () => {
    const result = await prStep(
      world,
      {},
      { env: { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url, NO_PROXY: '127.0.0.1' } },
    );
    expect(result.code).toBe(0);
    expect(simulatorSaw()).toContain('POST /api/v1/agent/runs');
    expect(proxy.tunnels).toEqual([]);
    expect(proxy.forwarded).toEqual([]);
  });

  it("NO_PROXY naming GitHub's host and port: GitHub direct, the service through the proxy", async () => {
    const result = await prStep(
      world,
      {},
      { env: { HTTP_PROXY: proxy.url, no_proxy: `example.com, ${hostOf(world.gh.url)}` } },
    );
    expect(result.code).toBe(0);
    expect([...new Set(proxy.tunnels.map((t) => t.target))]).toEqual([hostOf(world.sim.url)]);
    expect(throughProxy(hostOf(world.sim.url)).sort()).toEqual(simulatorSaw().sort());
    expect(githubSaw()).toContain('POST /repos/acme/app/issues/2/comments');
  });
});
