/** The files a user, a reviewer and the Marketplace read first: they exist and say what they must. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import semver from 'semver';
import { parse } from 'yaml';
import { SETTLE_DOCS } from '../src/render/report.ts';
import { bundledPackages } from './helpers/bundle.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  version: string;
  license: string;
  engines: { node: string };
};
const readme = read('README.md');

interface Manifest {
  version: string;
  engines?: { node?: string };
}
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

  it('CHANGELOG.md gathers the coming changes on top and keeps a section for the version in package.json, each linked', () => {
    const changelog = read('CHANGELOG.md');
    expect(changelog).toContain('[Keep a Changelog](https://keepachangelog.com/en/1.1.0/)');
    // Released: an Unreleased section above the version's dated one; not yet: the version's, dated when it is cut.
    const escaped = pkg.version.replace(/\./g, '\\.');
    expect(changelog).toMatch(
      new RegExp(
        `\\n## \\[Unreleased\\]\\n[\\s\\S]*\\n## \\[${escaped}\\] - \\d{4}-\\d{2}-\\d{2}\\n|\\n## \\[${escaped}\\] - Unreleased\\n`,
      ),
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

  it('starts with a quick start: the one workflow for every trigger, following the rules of the examples', () => {
    expect(readme.indexOf('\n## ')).toBe(readme.indexOf('\n## Quick start\n'));
    const block = /```yaml\n([\s\S]*?)```/.exec(section(readme, 'Quick start'))![1]!;
    const workflow = parse(block) as {
      permissions: unknown;
      jobs: Record<string, { permissions: Record<string, string>; steps: { uses: string }[] }>;
    };
    expect(workflow.permissions).toEqual({});
    const [job] = Object.values(workflow.jobs);
    // The union of what its events need (test/examples.test.ts holds it equal to examples/agent.yml).
    expect(job!.permissions).toEqual({
      contents: 'read',
      issues: 'write',
      'pull-requests': 'write',
      checks: 'write',
    });
    expect(job!.steps.map((s) => s.uses)).toEqual(['cloud-agent-action/cloud-agent-action@v1']);
  });

  it('explains in its set-up every secret and variable the examples use, and how to pin', () => {
    const setup = section(readme, 'Set up');
    const examples = [
      'agent',
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

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (outside code blocks). */
function anchors(text: string): Set<string> {
  const headings = text.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm);
  return new Set([...headings].map((m) => slug(m[1]!)));
}

describe('links between the documents', () => {
  const docsIn = (folder: string): string[] =>
    readdirSync(new URL(`../${folder}/`, import.meta.url), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? docsIn(`${folder}/${entry.name}`)
        : entry.name.endsWith('.md')
          ? [`${folder}/${entry.name}`]
          : [],
    );
  const files = [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    'CHANGELOG.md',
    'openapi/README.md',
    'test/simulator/README.md',
    ...docsIn('docs'),
  ];

  it('name a heading the way GitHub anchors it', () => {
    expect(slug('The command line: `cloud-agent`')).toBe('the-command-line-cloud-agent');
    expect(slug('Cost: detach and settle')).toBe('cost-detach-and-settle');
    expect([...anchors('# A\n```\n# not a heading\n```\n## B c\n')]).toEqual(['a', 'b-c']);
  });

  it('point at files that exist and headings they have', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = read(file).replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = path ? normalize(join(dirname(file), path)) : file;
        if (!existsSync(new URL(`../${resolved}`, import.meta.url)))
          broken.push(`${file}: ${target} (no file)`);
        else if (anchor !== undefined && !anchors(read(resolved)).has(anchor))
          broken.push(`${file}: ${target} (no heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the README's section a detached report links to is there", () => {
    const [page, anchor] = SETTLE_DOCS.split('#');
    expect(page).toBe(REPO);
    expect(anchors(readme)).toContain(anchor);
  });
});

/**
 * Packages that only the pinned Node (the node@24 dev dependency, which runs every npm script) ever starts: Prism,
 * spawned by test/drift/ with process.execPath. They may ask for that Node rather than for `engines`.
 */
const ON_PINNED_NODE = /^@stoplight\/prism-/;

/**
 * What `engines` promises is the Node a user runs the bundles on (`cloud-agent`, or the action outside the runner's
 * node24), so it is checked against the packages the bundles hold, read from their source maps. The dev tools run
 * on the pinned Node 24 (every npm script does), whatever Node runs npm.
 */
describe('package.json', () => {
  const root = new URL('../node_modules/', import.meta.url);
  const enginesOf = (path: string) =>
    (JSON.parse(readFileSync(new URL(`../${path}/package.json`, import.meta.url), 'utf8')) as Manifest)
      .engines?.node;
  const bundled = [...bundledPackages()].flatMap(([name, paths]) =>
    [...paths].map((path) => ({ name, path })),
  );

  it('asks for a Node major, >=N, with no minor: the lowest the bundled packages all accept', () => {
    const [, major] = /^>=(\d+)$/.exec(pkg.engines.node) ?? [];
    expect(major, `engines.node is ${pkg.engines.node}, not >=N`).toBeDefined();
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    expect(lowest).toBe(`${major}.0.0`);
    expect(bundled.map((p) => p.name)).toEqual(expect.arrayContaining(['undici', '@actions/core', 'yaml']));
    // Every bundled package runs on the first release of that major.
    const refuse = bundled
      .filter((p) => enginesOf(p.path) !== undefined && !semver.satisfies(lowest, enginesOf(p.path)!))
      .map((p) => `${p.path} (${enginesOf(p.path)})`);
    expect(refuse, `bundled packages that refuse Node ${lowest}`).toEqual([]);
    // And one refuses every Node below it, so the promise is no higher than it must be: content-type (under
    // @octokit/request) asks for >=22.
    const below = bundled
      .filter((p) => enginesOf(p.path) !== undefined && !semver.intersects(enginesOf(p.path)!, `<${lowest}`))
      .map((p) => `${p.path} (${enginesOf(p.path)})`);
    expect(below).toContain('node_modules/content-type (>=22)');
  });

  it('has the sources type-checked against no newer Node and JavaScript than that major runs', () => {
    const major = Number(/^>=(\d+)$/.exec(pkg.engines.node)![1]);
    // @types/node of an older major declares no API that the engines' major lacks (API added in a minor of it,
    // such as URL.parse in 22.1, would type-check against @types/node 22).
    const types = JSON.parse(readFileSync(new URL('@types/node/package.json', root), 'utf8')) as Manifest;
    expect(semver.major(types.version)).toBeLessThan(major);
    // ES2024 is the newest edition whose library Node 22.0's V8 (12.4) has whole.
    const tsconfig = JSON.parse(read('tsconfig.json')) as {
      compilerOptions: { target: string; lib: string[] };
    };
    for (const edition of [tsconfig.compilerOptions.target, ...tsconfig.compilerOptions.lib])
      expect(Number(/^ES(\d{4})$/i.exec(edition)?.[1]), edition).toBeLessThanOrEqual(2024);
  });

  it('is the Node the README, CONTRIBUTING.md and the docs name, in the same words', () => {
    const major = /^>=(\d+)$/.exec(pkg.engines.node)![1];
    const docs = readdirSync(new URL('../docs/', import.meta.url))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`);
    const said: string[] = [];
    for (const file of ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'src/cli/help.ts', ...docs])
      for (const [phrase] of read(file).matchAll(
        /\bNode(?:\.js)? v?\d+(?:\.\d+)* or (?:later|newer|above)\b/g,
      ))
        said.push(`${file}: ${phrase}`);
    expect(said.filter((s) => !s.endsWith(`: Node ${major} or later`))).toEqual([]);
    expect(said.filter((s) => s.startsWith('README.md:'))).toHaveLength(1);
    expect(said.filter((s) => s.startsWith('CONTRIBUTING.md:'))).toHaveLength(1);
  });

  it('runs the packages only the pinned Node starts (Prism, for test/drift/) on a Node they accept', () => {
    const pinned = (JSON.parse(readFileSync(new URL('node/package.json', root), 'utf8')) as Manifest).version;
    const prism = readdirSync(new URL('@stoplight/', root))
      .map((sub) => `@stoplight/${sub}`)
      .filter((name) => ON_PINNED_NODE.test(name));
    expect(prism).toContain('@stoplight/prism-cli');
    for (const name of prism) {
      const range = enginesOf(`node_modules/${name}`);
      expect(range, `${name} names the Node it needs`).toBeDefined();
      expect(semver.satisfies(pinned, range!), `${name} (${range}) on the pinned Node ${pinned}`).toBe(true);
    }
  });
});
