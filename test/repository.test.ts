/** The files a user, a reviewer and the Marketplace read first: they exist and say what they must. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  version: string;
  license: string;
  engines: { node: string };
};
const readme = read('README.md');
const REPO = 'https://github.com/cloud-agent-action/cloud-agent-action';

/** The text of a `## heading` section, up to the next `## `. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, `a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

describe('repository files', () => {
  it('LICENSE is the MIT licence package.json names', () => {
    expect(pkg.license).toBe('MIT');
    const license = read('LICENSE');
    expect(license.split('\n')[0]).toBe('MIT License');
    expect(license).toContain('Permission is hereby granted, free of charge, to any person obtaining a copy');
    expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
  });

  it('CHANGELOG.md keeps an Unreleased section and one for the version in package.json, each linked', () => {
    const changelog = read('CHANGELOG.md');
    expect(changelog).toContain('[Keep a Changelog](https://keepachangelog.com/en/1.1.0/)');
    expect(changelog).toMatch(/\n## \[Unreleased\]\n/);
    expect(changelog).toMatch(
      new RegExp(`\\n## \\[${pkg.version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}\\n`),
    );
    for (const [, version] of changelog.matchAll(/\n## \[([^\]]+)\]/g)) {
      expect(changelog, `a link for ${version}`).toMatch(
        new RegExp(`\\n\\[${version!.replace(/\./g, '\\.')}\\]: ${REPO}/`),
      );
    }
  });

  it('SECURITY.md says how to report privately and what is in scope', () => {
    const security = read('SECURITY.md');
    expect(security).toContain(`${REPO}/security/advisories/new`);
    expect(section(security, 'Reporting a vulnerability')).toContain('never in a public issue');
    const scope = section(security, 'In scope');
    for (const item of ['**Key handling.**', '**Trigger gating.**', '**Injection.**'])
      expect(scope).toContain(item);
  });

  it('CONTRIBUTING.md covers set-up, the test layers, local runs, commands, the simulator and releases', () => {
    const contributing = read('CONTRIBUTING.md');
    for (const heading of [
      'Set up',
      'The layers of tests',
      'Running the action locally',
      'Adding a command',
      'Scripting the simulator',
      'Cutting a release',
    ]) {
      section(contributing, heading);
    }
    expect(section(contributing, 'Running the action locally')).toContain(
      'npm run local -- <event>[.<action>] [inputs.env]',
    );
    expect(section(contributing, 'Cutting a release')).toContain('node scripts/release.ts vX.Y.Z');
  });
});

describe('README.md', () => {
  it('opens with badges for the CI and the latest release', () => {
    const top = readme.slice(0, readme.indexOf('\n## '));
    expect(top).toContain(
      `[![CI](${REPO}/actions/workflows/ci.yml/badge.svg?branch=main)](${REPO}/actions/workflows/ci.yml)`,
    );
    expect(top).toContain(`(${REPO}/releases/latest)`);
  });

  it('shows a minimal workflow that follows the rules of the examples', () => {
    const block = /```yaml\n([\s\S]*?)```/.exec(section(readme, 'A minimal workflow'))![1]!;
    const workflow = parse(block) as {
      permissions: unknown;
      jobs: Record<string, { permissions: Record<string, string>; steps: { uses: string }[] }>;
    };
    expect(workflow.permissions).toEqual({});
    const [job] = Object.values(workflow.jobs);
    expect(job!.permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(job!.steps.map((s) => s.uses)).toEqual(['cloud-agent-action/cloud-agent-action@v1']);
  });

  it('explains in its set-up every secret and variable the examples use, and how to pin', () => {
    const setup = section(readme, 'Set up');
    const examples = [
      'comments',
      'factory-dispatch',
      'gate-agent-prs',
      'gate-fork-prs',
      'gate-nightly',
      'issue',
      'pull-request',
    ]
      .map((name) => read(`examples/${name}.yml`))
      .join('\n');
    const names = new Set(
      [...examples.matchAll(/\$\{\{ (?:secrets|vars)\.([A-Z_]+) \}\}/g)].map((m) => m[1]!),
    );
    expect([...names].sort()).toEqual(['CLOUD_AGENT_ENVIRONMENT_ID', 'CLOUD_AGENT_FACTORY', 'WARP_API_KEY']);
    for (const name of names) expect(setup, name).toContain(`\`${name}\``);
    expect(setup).toContain('`cloud-agent-action/cloud-agent-action@v1`');
    expect(setup).toContain('`cloud-agent-action/cloud-agent-action@<40-character SHA> # v1.2.3`');
  });
});

/**
 * Packages that only the pinned Node (the node@24 dev dependency, which runs every npm script) ever starts: Prism,
 * spawned by test/drift/ with process.execPath. They may ask for that Node rather than for `engines`.
 */
const ON_PINNED_NODE = /^@stoplight\/prism-/;

describe('package.json', () => {
  it('asks for a Node that every installed package with a plain ">=" engines range accepts', () => {
    const min = /^>=(\d+)\.(\d+)$/.exec(pkg.engines.node)!.slice(1).map(Number);
    const root = new URL('../node_modules/', import.meta.url);
    const names = readdirSync(root).flatMap((name) =>
      name.startsWith('@') ? readdirSync(new URL(`${name}/`, root)).map((sub) => `${name}/${sub}`) : [name],
    );
    const needs: string[] = [];
    for (const name of names) {
      if (ON_PINNED_NODE.test(name)) continue;
      let manifest: { engines?: { node?: string } };
      try {
        manifest = JSON.parse(readFileSync(new URL(`${name}/package.json`, root), 'utf8')) as typeof manifest;
      } catch {
        continue;
      }
      const range = /^>=\s*(\d+)(?:\.(\d+))?(?:\.\d+)?$/.exec(manifest.engines?.node?.trim() ?? '');
      if (!range) continue;
      const [major, minor] = [Number(range[1]), Number(range[2] ?? 0)];
      if (major > min[0]! || (major === min[0] && minor > min[1]!))
        needs.push(`${name} (${manifest.engines!.node})`);
    }
    expect(needs, `packages that need more than ${pkg.engines.node}`).toEqual([]);
    // And content-type, under @octokit/request, is why it is not lower.
    expect(JSON.parse(readFileSync(new URL('content-type/package.json', root), 'utf8')).engines.node).toBe(
      '>=22',
    );
  });

  it('runs the packages only the pinned Node starts (Prism, for test/drift/) on a Node they accept', () => {
    const root = new URL('../node_modules/', import.meta.url);
    const manifest = (name: string) =>
      JSON.parse(readFileSync(new URL(`${name}/package.json`, root), 'utf8')) as {
        version: string;
        engines?: { node?: string };
      };
    const pinned = manifest('node').version.split('.').map(Number);
    const names = readdirSync(new URL('@stoplight/', root)).map((sub) => `@stoplight/${sub}`);
    const prism = names.filter((name) => ON_PINNED_NODE.test(name));
    expect(prism).toContain('@stoplight/prism-cli');
    for (const name of prism) {
      const [major, minor, patch] = /^>=\s*(\d+)\.(\d+)\.(\d+)$/
        .exec(manifest(name).engines!.node!)!
        .slice(1)
        .map(Number);
      const accepts =
        pinned[0]! > major! ||
        (pinned[0] === major && (pinned[1]! > minor! || (pinned[1] === minor && pinned[2]! >= patch!)));
      expect(
        accepts,
        `${name} (${manifest(name).engines!.node}) on the pinned Node ${pinned.join('.')}`,
      ).toBe(true);
    }
  });
});
