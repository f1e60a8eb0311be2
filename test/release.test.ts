/** scripts/release.ts against a scratch repository: the tags it makes and moves, what it leaves alone, what it refuses. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../scripts/release.ts', import.meta.url));
const GIT_ENV = {
  ...process.env,
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

function write(path: string, content: string): void {
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

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'release-test-'));
  repo = join(root, 'repo');
  remote = join(root, 'remote.git');
  mkdirSync(repo);
  git(['init', '-q', '-b', 'main']);
  write('package.json', JSON.stringify({ name: 'x', version: '1.0.0' }));
  write('CHANGELOG.md', CHANGELOG);
  write('action.yml', 'name: X\nruns:\n  using: node24\n  main: dist/index.js\n');
  write('dist/index.js', 'console.log("v1.0.0")\n');
  write('dist/index.js.map', '{"version":3}');
  write('LICENSE', 'MIT\n');
  write('README.md', '# X\n');
  write('.gitignore', 'node_modules/\n');
  write('src/main.ts', 'export {};\n');
  write('test/fixtures/big.json', '[]');
  const first = commitAll('first');
  git(['tag', 'v1.0.0', first]);
  git(['tag', 'v1', first]);
  git(['tag', 'design-notes', first]);
  git(['branch', 'feature', first]);
  write('package.json', JSON.stringify({ name: 'x', version: '1.1.0' }));
  write('dist/index.js', 'console.log("v1.1.0")\n');
  write('dist/index.js.map', '{"version":3,"sources":[]}');
  commitAll('1.1.0');
  // Ignored files in the work tree are not dirt (node_modules after npm ci).
  write('node_modules/a/index.js', '');
  git(['init', '-q', '--bare', remote]);
  git(['remote', 'add', 'origin', remote]);
  git(['push', '-q', 'origin', 'main', 'feature', 'refs/tags/*']);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

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
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'action.yml',
      'dist/index.js',
    ]);
    expect(git(['show', `${commit}:dist/index.js`])).toBe('console.log("v1.1.0")');
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
