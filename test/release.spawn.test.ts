/**
 * scripts/release.ts against a scratch repository: the tags it makes and moves, what it leaves alone, what it refuses,
 * the figures it writes; then against a scratch clone of this repository, whose tags must be the ones the docs pin.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  archiveBytes,
  FIGURES_END,
  FIGURES_START,
  LIMITS,
  releasePackage,
  SIZE_END,
  SIZE_START,
  releaseScript,
} from '../scripts/release.ts';
import { VERSION } from '../src/version.ts';
import { COMPILE_CACHE_ENV } from './helpers/compile-cache.ts';

const SCRIPT = fileURLToPath(new URL('../scripts/release.ts', import.meta.url));
const GIT_ENV = {
  ...process.env,
  // The script's own start, compiled once (test/helpers/compile-cache.ts).
  ...COMPILE_CACHE_ENV,
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.com',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

const CHANGELOG = `# Changelog

## [Unreleased]

- Something not yet released.

## [1.1.0] - 2026-11-23

### Fixed

- The comment no longer doubles.

## [1.0.0] - 2026-11-01

- First release.

[1.1.0]: https://example.com/compare/v1.0.0...v1.1.0
`;

let root: string;
let repo: string;
let remote: string;

function git(args: string[], cwd = repo): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trimEnd();
}

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), content);
}

function commitAll(message: string): string {
  git(['add', '-A']);
  git(['commit', '-q', '-m', message]);
  return git(['rev-parse', 'HEAD']);
}

function release(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: repo, env: GIT_ENV, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function figures() {
  const r = spawnSync(process.execPath, [SCRIPT, '--figures'], { cwd: repo, env: GIT_ENV, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The last line of dist/index.js at 1.1.0, which names its map: a release holds neither. */
const MAP_LINE = '//# sourceMappingURL=index.js.map';
/** dist/index.js at 1.1.0 but that line; its comment ends in a byte that is not UTF-8 (0xe9, é in Latin-1). */
const SCRIPT_1_1 = Buffer.concat([Buffer.from('console.log("v1.1.0") // caf'), Buffer.from([0xe9, 0x0a])]);

/** The files `git ls-files` names under `dir` (all without), and the sum of their sizes on disk. */
function measure(cwd: string, keep: (path: string) => boolean = () => true) {
  const paths = git(['ls-files'], cwd)
    .split('\n')
    .filter((p) => p !== '' && keep(p));
  return { files: paths.length, bytes: paths.reduce((sum, p) => sum + readFileSync(join(cwd, p)).length, 0) };
}

const n = (x: number) => x.toLocaleString('en-US');

/** Every ref and what it points at, HEAD, the index and the work tree's status: what must not change. */
function snapshot(cwd = repo) {
  return {
    refs: git(['for-each-ref', '--format=%(refname) %(objectname)'], cwd),
    head: git(['rev-parse', 'HEAD'], cwd),
    index: git(['ls-files', '--stage'], cwd),
    status: git(['status', '--porcelain', '--ignored'], cwd),
  };
}

function refsExcept(names: string[], cwd = repo): string {
  return git(['for-each-ref', '--format=%(refname) %(objectname)'], cwd)
    .split('\n')
    .filter((line) => !names.some((n) => line.startsWith(`${n} `)))
    .join('\n');
}

/**
 * The scratch repository and its remote, made once (some twenty git processes) and copied for every test: a test's
 * copy is the same history, with its remote pointed at its own copy of the remote.
 */
let template: string;
beforeAll(() => {
  root = template = mkdtempSync(join(tmpdir(), 'release-template-'));
  repo = join(root, 'repo');
  remote = join(root, 'remote.git');
  mkdirSync(repo);
  git(['init', '-q', '-b', 'main']);
  write('package.json', JSON.stringify({ name: 'x', version: '1.0.0' }));
  write('CHANGELOG.md', CHANGELOG);
  write('action.yml', 'name: X\nruns:\n  using: node24\n  main: dist/index.js\n');
  write('dist/index.js', 'console.log("v1.0.0")\n');
  write('dist/index.js.map', '{"version":3}');
  write('schemas/x.schema.json', '{}\n');
  write('LICENSE', 'MIT\n');
  write('README.md', '# X\n');
  write('.editorconfig', '[dist/*.js]\nindent_style = tab\n');
  write('.gitignore', 'node_modules/\n');
  write('src/main.ts', 'export {};\n');
  write('test/fixtures/big.json', '[]');
  const first = commitAll('first');
  git(['tag', 'v1.0.0', first]);
  git(['tag', 'v1', first]);
  git(['tag', 'design-notes', first]);
  git(['branch', 'feature', first]);
  write('package.json', JSON.stringify({ name: 'x', version: '1.1.0' }));
  write('dist/index.js', Buffer.concat([SCRIPT_1_1, Buffer.from(MAP_LINE)]));
  write('dist/index.js.map', '{"version":3,"sources":[]}');
  commitAll('1.1.0');
  // Ignored files in the work tree are not dirt (node_modules after npm ci).
  write('node_modules/a/index.js', '');
  git(['init', '-q', '--bare', remote]);
  git(['remote', 'add', 'origin', remote]);
  git(['push', '-q', 'origin', 'main', 'feature', 'refs/tags/*']);
});
afterAll(() => rmSync(template, { recursive: true, force: true }));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'release-test-'));
  cpSync(template, root, { recursive: true });
  repo = join(root, 'repo');
  remote = join(root, 'remote.git');
  git(['remote', 'set-url', 'origin', remote]);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('releaseScript: a script of dist/ as a release ships it', () => {
  it('loses its last line when that names a source map, and nothing else', () => {
    expect(releaseScript('a();\n//# sourceMappingURL=index.js.map')).toBe('a();\n');
    expect(releaseScript('a();\n//# sourceMappingURL=1.index.js.map\n')).toBe('a();\n');
    expect(releaseScript('a();\n')).toBe('a();\n');
    expect(releaseScript('//# sourceMappingURL=a.js.map\nb();\n')).toBe(
      '//# sourceMappingURL=a.js.map\nb();\n',
    );
    expect(releaseScript('a();\n//# sourceMappingURL=a.js.map\nb();')).toBe(
      'a();\n//# sourceMappingURL=a.js.map\nb();',
    );
    expect(releaseScript('x = "\n//# sourceURL=a.js";')).toBe('x = "\n//# sourceURL=a.js";');
  });
});

describe('scripts/release.ts', () => {
  it('tags a release commit that holds only the runtime files, moves the major tag, and touches nothing else', () => {
    const source = git(['rev-parse', 'HEAD']);
    const before = snapshot();
    const untouched = refsExcept(['refs/tags/v1.1.0', 'refs/tags/v1']);

    const r = release('v1.1.0');

    expect(r.stderr).toMatch(/^v1\.1\.0 and v1 → release commit [0-9a-f]{40} \(source [0-9a-f]{40}\)\n$/);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('### Fixed\n\n- The comment no longer doubles.\n');
    const commit = git(['rev-parse', 'v1.1.0^{commit}']);
    expect(git(['rev-parse', 'v1^{commit}'])).toBe(commit);
    expect(git(['cat-file', '-t', 'v1.1.0'])).toBe('tag');
    expect(git(['cat-file', '-t', 'v1'])).toBe('commit');
    expect(git(['tag', '-l', '--format=%(contents)', 'v1.1.0'])).toBe(
      'v1.1.0\n\n### Fixed\n\n- The comment no longer doubles.',
    );
    expect(git(['rev-parse', `${commit}^@`])).toBe(source);
    expect(git(['ls-tree', '-r', '--name-only', commit]).split('\n')).toEqual([
      '.editorconfig',
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'action.yml',
      'dist/index.js',
      'package.json',
      'schemas/x.schema.json',
    ]);
    // dist/ without its maps, nor the line that named the map: every other byte as it was.
    expect(execFileSync('git', ['cat-file', 'blob', `${commit}:dist/index.js`], { cwd: repo })).toEqual(
      SCRIPT_1_1,
    );
    // The release's own package.json: what the source's names of the package, nothing to install or run.
    expect(git(['show', `${commit}:package.json`])).toBe('{\n  "name": "x",\n  "version": "1.1.0"\n}');
    expect(git(['log', '-1', '--format=%s', commit])).toBe('Release v1.1.0');

    const after = snapshot();
    expect(after.head).toBe(before.head);
    expect(after.index).toBe(before.index);
    expect(after.status).toBe(before.status);
    expect(refsExcept(['refs/tags/v1.1.0', 'refs/tags/v1'])).toBe(untouched);
    // Nothing was pushed without --push.
    expect(git(['ls-remote', '--tags', remote, 'v1'])).toBe(`${git(['rev-parse', 'v1.0.0'])}\trefs/tags/v1`);
  });

  it('pushes both tags atomically with --push, over a tag pushed at the source commit, and nothing else', () => {
    const source = git(['rev-parse', 'HEAD']);
    git(['tag', 'v1.1.0']);
    git(['push', '-q', 'origin', 'v1.1.0']);
    const remoteBefore = refsExcept(['refs/tags/v1.1.0', 'refs/tags/v1'], remote);

    const r = release('v1.1.0', '--push', 'origin');

    expect(r.code, r.stderr).toBe(0);
    const tagObject = git(['rev-parse', 'v1.1.0']);
    const commit = git(['rev-parse', 'v1.1.0^{commit}']);
    expect(commit).not.toBe(source);
    expect(git(['rev-parse', `${commit}^`])).toBe(source);
    expect(git(['ls-remote', '--tags', remote, 'v1.1.0', 'v1'])).toBe(
      `${commit}\trefs/tags/v1\n${tagObject}\trefs/tags/v1.1.0`,
    );
    expect(refsExcept(['refs/tags/v1.1.0', 'refs/tags/v1'], remote)).toBe(remoteBefore);
  });

  it('refuses to push when the major tag moved on the remote meanwhile, and pushes neither tag', () => {
    git(['push', '-q', '--force', 'origin', 'main:refs/tags/v1']);
    git(['tag', '--force', 'v1', 'v1.0.0']);
    const remoteBefore = git(['for-each-ref', '--format=%(refname) %(objectname)'], remote);

    const r = release('v1.1.0', '--push', 'origin');

    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('stale info');
    expect(git(['for-each-ref', '--format=%(refname) %(objectname)'], remote)).toBe(remoteBefore);
  });

  describe('refuses, changing nothing', () => {
    let before: ReturnType<typeof snapshot>;
    beforeEach(() => {
      before = snapshot();
    });
    const expectRefused = (r: ReturnType<typeof release>, message: string) => {
      expect(r.stderr).toBe(`release: ${message}\n`);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(snapshot().refs).toBe(before.refs);
    };

    it('a modified tracked file', () => {
      write('README.md', '# X, edited\n');
      before = snapshot();
      expectRefused(
        release('v1.1.0'),
        'the work tree is not clean: commit or remove these first, then release again\n M README.md',
      );
    });

    it('an untracked file', () => {
      write('notes.txt', 'draft');
      before = snapshot();
      expectRefused(
        release('v1.1.0'),
        'the work tree is not clean: commit or remove these first, then release again\n?? notes.txt',
      );
    });

    it('a version that does not go forward', () => {
      write('package.json', JSON.stringify({ name: 'x', version: '0.9.9' }));
      write('CHANGELOG.md', `${CHANGELOG}\n## [0.9.9] - 2026-11-23\n\n- Backport.\n`);
      commitAll('0.9.9');
      before = snapshot();
      expectRefused(
        release('v0.9.9'),
        'v0.9.9 is not newer than the latest release v1.0.0: a release must raise the version (next patch: v1.0.1)',
      );
    });

    it('a tag that is not the version in package.json', () => {
      expectRefused(
        release('v1.2.0'),
        'v1.2.0 does not match package.json\'s version (1.1.0): set "version": "1.2.0" in package.json, ' +
          'commit, and tag that commit',
      );
    });

    it('a version without notes in CHANGELOG.md', () => {
      write('package.json', JSON.stringify({ name: 'x', version: '1.2.0' }));
      commitAll('1.2.0 without notes');
      before = snapshot();
      expectRefused(
        release('v1.2.0'),
        'CHANGELOG.md has no notes for 1.2.0: add a "## [1.2.0] - YYYY-MM-DD" section with the changes',
      );
    });

    it('a version whose section is not dated yet', () => {
      write('package.json', JSON.stringify({ name: 'x', version: '1.2.0' }));
      write('CHANGELOG.md', CHANGELOG.replace('## [Unreleased]', '## [1.2.0] - Unreleased'));
      commitAll('1.2.0 not dated');
      before = snapshot();
      expectRefused(
        release('v1.2.0'),
        'CHANGELOG.md\'s section for 1.2.0 has no date: write the release\'s, "## [1.2.0] - YYYY-MM-DD", commit, ' +
          'and tag that commit',
      );
    });

    it('figures in CONTRIBUTING.md that are not those of the commit', () => {
      write('CONTRIBUTING.md', `# Contributing\n\n${FIGURES_START}\n\n${FIGURES_END}\n`);
      commitAll('contributing');
      expect(figures().code).toBe(0);
      commitAll('figures');
      write('dist/index.js', 'console.log("v1.1.0, rebuilt")\n');
      commitAll('dist rebuilt after the figures');
      before = snapshot();
      expectRefused(
        release('v1.1.0'),
        "CONTRIBUTING.md's release figures are not those of this commit: run node scripts/release.ts --figures, " +
          'commit, and tag that commit',
      );
    });

    it('a tag that exists on another commit', () => {
      git(['tag', 'v1.1.0', 'v1.0.0']);
      before = snapshot();
      const at = git(['rev-parse', 'v1.0.0']).slice(0, 12);
      const head = git(['rev-parse', 'HEAD']).slice(0, 12);
      expectRefused(
        release('v1.1.0'),
        `v1.1.0 already points at ${at}, not at the checked-out ${head}: check out v1.1.0 to release it, or pick ` +
          'the next version',
      );
    });

    it('a name that is not vMAJOR.MINOR.PATCH', () => {
      expectRefused(release('1.1.0'), '"1.1.0" is not a release tag: give vMAJOR.MINOR.PATCH, e.g. v1.2.3');
      expectRefused(release('v1.1'), '"v1.1" is not a release tag: give vMAJOR.MINOR.PATCH, e.g. v1.2.3');
    });

    it('a source commit without the bundle', () => {
      git(['rm', '-q', 'dist/index.js']);
      write('package.json', JSON.stringify({ name: 'x', version: '1.1.1' }));
      write(
        'CHANGELOG.md',
        CHANGELOG.replace('## [1.1.0]', '## [1.1.1] - 2026-11-24\n\n- Fix.\n\n## [1.1.0]'),
      );
      commitAll('no dist');
      before = snapshot();
      expectRefused(
        release('v1.1.1'),
        'the source commit lacks dist/index.js: run npm run bundle and commit dist/',
      );
    });
  });
});

describe('scripts/release.ts --figures', () => {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const contributing = () => readFileSync(join(repo, 'CONTRIBUTING.md'), 'utf8');

  beforeEach(() => {
    write(
      'CONTRIBUTING.md',
      `# Contributing\n\n## Cutting a release\n\n${FIGURES_START}\n\n${FIGURES_END}\n\nEnd.\n`,
    );
    write('docs/performance.md', `# Performance\n\n${SIZE_START}\n${SIZE_END}\n`);
    commitAll('contributing');
  });

  it("writes the commit's figures between the markers, its own size among them, and a release takes them", () => {
    const r = figures();

    expect(r.code, r.stderr).toBe(0);
    const source = measure(repo);
    const released = (p: string) =>
      !p.endsWith('.map') &&
      /^(action\.yml|dist\/|schemas\/|README\.md|LICENSE|CHANGELOG\.md|\.editorconfig)/.test(p);
    // The release's dist/index.js is the source's but its last line, which names the map.
    const unmapped = ({ files, bytes }: { files: number; bytes: number }) => ({
      files,
      bytes: bytes - MAP_LINE.length,
    });
    const rel = unmapped(measure(repo, released));
    const dist = unmapped(measure(repo, (p) => released(p) && p.startsWith('dist/')));
    expect([source.files, rel.files, dist.files]).toEqual([14, 7, 1]);
    // The release holds its own package.json besides.
    const pkg = Buffer.byteLength(releasePackage(readFileSync(join(repo, 'package.json'), 'utf8')));
    expect(r.stderr).toBe(
      `CONTRIBUTING.md: the 1.1.0 release commit holds 8 files of ${n(rel.bytes + pkg)} bytes\n`,
    );
    expect(r.stdout).toBe('');
    const text = contributing();
    expect(text.startsWith(`# Contributing\n\n## Cutting a release\n\n${FIGURES_START}\n\nMeasured on`)).toBe(
      true,
    );
    expect(text.endsWith(`bytes.\n\n${FIGURES_END}\n\nEnd.\n`)).toBe(true);
    expect(flat(text)).toContain(
      'Measured on the 1.1.0 sources by `node scripts/release.ts --figures`, which writes this paragraph (a release ' +
        'refuses figures that are not those of its source commit): the source commit holds 14 files of ' +
        `${n(source.bytes)} bytes, the release commit 8 files of ${n(rel.bytes + pkg)} bytes, of which \`dist/\` is 1 ` +
        `file of ${n(dist.bytes)} bytes.`,
    );
    // docs/performance.md's sizes: the JavaScript of dist/ (the source commit's, as du counts it in a clone), and what
    // a job downloads at the tag.
    const sizes = readFileSync(join(repo, 'docs/performance.md'), 'utf8');
    const download = /\| +about (\d+) kB \|/.exec(sizes);
    const rows = sizes.split('\n').filter((line) => line.startsWith('|'));
    expect(sizes).toBe(`# Performance\n\n${SIZE_START}\n\n${rows.join('\n')}\n\n${SIZE_END}\n`);
    expect(
      rows.map((row) => row.split(' | ').map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, '').trim())),
    ).toEqual([
      ['`node scripts/release.ts --figures` (the 1.1.0 sources)', 'measured', 'limit'],
      [expect.stringMatching(/^-+$/), expect.stringMatching(/^-+:$/), expect.stringMatching(/^-+:$/)],
      [
        "the action's JavaScript, `du -cb dist/*.js` (1 file)",
        `${n(dist.bytes + MAP_LINE.length)} bytes (0.00 MiB)`,
        '≤ 2,097,152 bytes (2 MiB)',
      ],
      [
        "a job's download at a release tag, `git archive vX.Y.Z \\| gzip`",
        `about ${download?.[1]} kB`,
        '≤ 800 kB',
      ],
    ]);
    expect(text.split('\n').every((line) => line.length <= 118)).toBe(true);

    // Written again, it stays: the figures hold the size of the file they are in.
    expect(figures().code).toBe(0);
    expect(contributing()).toBe(text);
    commitAll('figures');
    expect(release('v1.1.0').code).toBe(0);
    // What a job downloads at the tag is what the figures say, to the kB (the tag's commit id and time are in the
    // archive's headers, the figures' are fixed).
    expect(Math.abs(archiveBytes('v1.1.0', repo) - Number(download![1]) * 1000)).toBeLessThan(1000);
    expect(figures().code).toBe(0);
    expect(readFileSync(join(repo, 'docs/performance.md'), 'utf8')).toBe(sizes);
  });

  it('refuses while other changes are not committed, and CONTRIBUTING.md without the markers', () => {
    write('dist/index.js', 'console.log("edited")\n');
    const dirty = figures();
    expect(dirty.stderr).toBe(
      'release: the figures are those of a commit, and these changes are not committed: commit them first, then ' +
        'write the figures again\n M dist/index.js\n',
    );
    expect(dirty.code).toBe(1);
    git(['checkout', '--', 'dist/index.js']);

    write('CONTRIBUTING.md', '# Contributing\n');
    const unmarked = figures();
    expect(unmarked.stderr).toBe(
      `release: CONTRIBUTING.md must hold ${FIGURES_START} and then ${FIGURES_END}, once each, around the release ` +
        'figures\n',
    );
    expect(unmarked.code).toBe(1);
    expect(contributing()).toBe('# Contributing\n');
  });
});

/** This repository, as the docs and examples a user copies name it. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const readRoot = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pkg = JSON.parse(readRoot('package.json')) as { version: string };
const MAJOR = Number(pkg.version.split('.')[0]);

/** The files users read or copy: README, SECURITY, CONTRIBUTING, docs/ (not its dated records) and examples/. */
function pinnedDocs(): string[] {
  const listed = execFileSync('git', ['ls-files', '--', 'docs', 'examples'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((p) => /\.(md|ya?ml)$/.test(p) && !p.startsWith('docs/records/'));
  return ['README.md', 'SECURITY.md', 'CONTRIBUTING.md', ...listed];
}

/** Every place a text names this action at a major tag: `uses: …@vN`, `…@vN` in prose, `…/vN/` in a URL. */
function pins(text: string): string[] {
  return [...text.matchAll(/cloud-agent-action\/cloud-agent-action(?:@|\/)(v\d+(?:\.\d+)*)\b/g)].map(
    (m) => m[1]!,
  );
}

describe('the release the docs pin', () => {
  it('is package.json major: every pin in the docs and examples names it', () => {
    const found = pinnedDocs().flatMap((file) => pins(readRoot(file)).map((tag) => `${file} ${tag}`));
    // The README's workflow, the $schema line of docs/schedules.md, the examples' uses: and the sample schedules file.
    expect(found.length).toBeGreaterThanOrEqual(12);
    for (const pin of found) expect(pin).toMatch(new RegExp(` v${MAJOR}$`));
    // SECURITY.md names the major tag bare.
    const security = readRoot('SECURITY.md');
    const bare = [...security.matchAll(/[`@](v\d+)\b/g)].map((m) => m[1]);
    expect(bare.length).toBeGreaterThan(0);
    for (const tag of bare) expect(tag).toBe(`v${MAJOR}`);
  });

  it('finds the pins wherever a text puts them', () => {
    expect(
      pins(
        '  uses: cloud-agent-action/cloud-agent-action@v2\n' +
          '`cloud-agent-action/cloud-agent-action@v1.2.3` and ' +
          'https://raw.githubusercontent.com/cloud-agent-action/cloud-agent-action/v3/schemas/x.json ' +
          'cloud-agent-action/cloud-agent-action@main',
      ),
    ).toEqual(['v2', 'v1.2.3', 'v3']);
  });

  it("has its notes in CHANGELOG.md, and src/version.ts says package.json's version", () => {
    expect(VERSION).toBe(pkg.version);
    expect(readRoot('CHANGELOG.md')).toMatch(
      new RegExp(
        `\\n## \\[${pkg.version.replace(/\./g, '\\.')}\\] - (\\d{4}-\\d{2}-\\d{2}|Unreleased)\\n\\n\\S`,
      ),
    );
  });

  it("CONTRIBUTING.md's release figures are written by the script, for this version", () => {
    const text = readRoot('CONTRIBUTING.md');
    const block = text.slice(text.indexOf(FIGURES_START), text.indexOf(FIGURES_END));
    expect(block).toMatch(
      new RegExp(
        `^${FIGURES_START}\\n\\nMeasured on the ${pkg.version.replace(/\./g, '\\.')} sources by ` +
          '`node scripts/release.ts --figures`',
      ),
    );
  });

  it('.node-version holds the Node action.yml runs on', () => {
    const action = parse(readRoot('action.yml')) as { runs: { using: string } };
    expect(action.runs.using).toMatch(/^node\d+$/);
    expect(readRoot('.node-version')).toBe(`${action.runs.using.slice('node'.length)}\n`);
  });

  it('CODEOWNERS gives every file to the maintainers', () => {
    expect(readRoot('.github/CODEOWNERS')).toMatch(/^\* @cloud-agent-action\/maintainers$/m);
  });
});

describe('scripts/release.ts in a scratch clone of this repository', () => {
  let clone: string;
  beforeEach(() => {
    clone = join(root, 'clone');
    execFileSync('git', ['clone', '-q', '--no-checkout', ROOT, clone], { env: GIT_ENV });
    git(['checkout', '-q', '-B', 'release', 'HEAD'], clone);
  });

  it('cuts the tags the docs pin, with what a workflow reads at them, after the documented steps', () => {
    const script = join(clone, 'scripts/release.ts');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [script, ...args], { cwd: clone, env: GIT_ENV, encoding: 'utf8' });
    // Step 1 of CONTRIBUTING's "Cutting a release": the date, then the figures of that commit.
    const changelog = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8').replace(
      new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\] - .*$`, 'm'),
      `## [${pkg.version}] - 2026-12-01`,
    );
    writeFileSync(join(clone, 'CHANGELOG.md'), changelog);
    git(['commit', '-q', '-am', 'dated'], clone);
    const f = run('--figures');
    expect(f.status, f.stderr).toBe(0);
    git(['commit', '-q', '--allow-empty', '-am', 'figures'], clone);

    const r = run(`v${pkg.version}`);

    expect(r.status, r.stderr).toBe(0);
    const commit = git(['rev-parse', `v${pkg.version}^{commit}`], clone);
    expect(git(['rev-parse', `v${MAJOR}^{commit}`], clone)).toBe(commit);
    // The tags made are the ones every doc and example pins.
    const pinned = new Set(pinnedDocs().flatMap((file) => pins(readRoot(file))));
    expect([...pinned]).toEqual([`v${MAJOR}`]);
    const tree = git(['ls-tree', '-r', '-l', '--full-tree', commit], clone)
      .split('\n')
      .map((line) => ({ path: line.slice(line.indexOf('\t') + 1), bytes: Number(line.split(/\s+/)[3]) }));
    const paths = tree.map((e) => e.path);
    // What the runner reads: action.yml and every script it names, and every chunk of the bundle.
    const action = parse(git(['show', `${commit}:action.yml`], clone)) as { runs: Record<string, string> };
    for (const key of ['main', 'post']) expect(paths).toContain(action.runs[key]);
    const chunks = git(['ls-files', 'dist'], clone)
      .split('\n')
      .filter((p) => p.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(paths).toContain(chunk);
    expect(paths.filter((p) => p.endsWith('.map'))).toEqual([]);
    // Each script is the source commit's but the line that named its map (the packages' chunks name none).
    const named = chunks.filter((chunk) =>
      git(['cat-file', 'blob', `HEAD:${chunk}`], clone).includes('sourceMappingURL='),
    );
    expect(named.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      const shipped = git(['cat-file', 'blob', `${commit}:${chunk}`], clone);
      expect(shipped, chunk).not.toContain('sourceMappingURL=');
      expect(shipped, chunk).toBe(releaseScript(git(['cat-file', 'blob', `HEAD:${chunk}`], clone)).trimEnd());
    }
    // What editors fetch at the tag: every raw URL of the docs names a file of the release commit.
    for (const file of pinnedDocs()) {
      for (const [, path] of readRoot(file).matchAll(
        /raw\.githubusercontent\.com\/cloud-agent-action\/cloud-agent-action\/v\d+\/([\w./-]+)/g,
      )) {
        expect(paths, `${file} fetches ${path}`).toContain(path);
      }
    }
    // The figures CONTRIBUTING.md states are the release commit's.
    const bytes = tree.reduce((sum, e) => sum + e.bytes, 0);
    const stated = readFileSync(join(clone, 'CONTRIBUTING.md'), 'utf8').replace(/\s+/g, ' ');
    expect(stated).toContain(`the release commit ${n(paths.length)} files of ${n(bytes)} bytes`);

    // The release's package.json: the command line's bin, the module type and the Node it needs; nothing to
    // install and nothing that runs on install.
    const manifest = JSON.parse(git(['show', `${commit}:package.json`], clone)) as Record<string, unknown>;
    expect(Object.keys(manifest)).toEqual([
      'name',
      'version',
      'private',
      'description',
      'license',
      'type',
      'bin',
      'engines',
    ]);
    expect(manifest).toMatchObject({
      version: pkg.version,
      type: 'module',
      bin: { 'cloud-agent': 'dist/cli.js' },
      engines: { node: '>=22' },
    });
    expect(git(['show', `${commit}:package.json`], clone) + '\n').toBe(
      releasePackage(readRoot('package.json')),
    );

    // What a job downloads at the tag, within the limit, and as docs/performance.md says: "about" so many kB. The
    // figures measure the release tree under a commit of fixed dates; the tag's own commit (its id, its dates) gzips a
    // few bytes apart, which can round to the next kB: within 1 kB of what it states.
    const download = archiveBytes(`v${pkg.version}`, clone);
    expect(download, `git archive v${pkg.version} | gzip`).toBeLessThanOrEqual(LIMITS.downloadBytes);
    const about = /\| +about (\d+) kB \|/.exec(readFileSync(join(clone, 'docs/performance.md'), 'utf8'));
    expect(about, 'docs/performance.md states the download').not.toBeNull();
    expect(Math.abs(Number(about![1]) * 1000 - download)).toBeLessThan(1000);

    // The command line installs from the tag's tree (what npm fetches for github:<owner>/<repo>#vX, a tarball of
    // it), offline: there is nothing to fetch. It runs through the bin link, as a shell runs it.
    const tarball = join(root, 'release.tgz');
    git(['archive', '--format=tar.gz', '--prefix=cloud-agent-action/', '-o', tarball, `v${MAJOR}`], clone);
    const prefix = join(root, 'prefix');
    execFileSync(
      'npm',
      ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball],
      { cwd: root, stdio: 'pipe', env: { ...process.env, npm_config_cache: join(root, 'npm-cache') } },
    );
    const installed = join(prefix, 'lib', 'node_modules', manifest.name as string);
    expect(readdirSync(installed).sort()).toEqual([
      '.editorconfig',
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'action.yml',
      'dist',
      'package.json',
      'schemas',
    ]);
    const cli = (args: string[]) =>
      execFileSync(join(prefix, 'bin', 'cloud-agent'), args, {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: root, XDG_CONFIG_HOME: join(root, 'config') },
      });
    expect(cli(['--version'])).toBe(`${VERSION}\n`);
    expect(cli(['--help'])).toContain('Usage: cloud-agent <command> [flags]');
  });

  it("docs/performance.md's sizes are this commit's (node scripts/release.ts --figures leaves them)", () => {
    const f = spawnSync(process.execPath, [join(clone, 'scripts/release.ts'), '--figures'], {
      cwd: clone,
      env: GIT_ENV,
      encoding: 'utf8',
    });
    expect(f.status, f.stderr).toBe(0);
    expect(
      git(['diff', '--', 'docs/performance.md'], clone),
      'docs/performance.md states sizes that are not those of this commit: run node scripts/release.ts --figures ' +
        'and commit what it writes',
    ).toBe('');
    const block = readRoot('docs/performance.md');
    expect(block.slice(block.indexOf(SIZE_START), block.indexOf(SIZE_END))).toContain('du -cb dist/*.js');
  });
});
