/**
 * `node scripts/release.ts vX.Y.Z [--push <remote>]`: turns the checked-out source commit into a release.
 *
 * Checks, refusing with a message that says what to do: the tree is clean; the tag names the version in package.json;
 * CHANGELOG.md has a `## [X.Y.Z]` section; X.Y.Z is greater than every other vX.Y.Z tag; the tag, if it exists
 * already, points at the checked-out commit.
 *
 * Then builds the release commit: its tree holds only what the runner needs (action.yml, dist/ without source maps,
 * README.md, LICENSE, CHANGELOG.md), its parent is the source commit. The tag vX.Y.Z (annotated, with the notes)
 * and the major tag vX point at it; with --push both go to the remote in one atomic push that fails if either tag
 * moved there meanwhile. Nothing else changes: no branch, no other tag, not the work tree or the index.
 *
 * The version's notes go to stdout (the body of the GitHub release); what was done goes to stderr.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What a release commit holds: what the runner reads at run time, and what the licence asks to ship with it. */
export const RELEASE_PATHS = ['action.yml', 'dist', 'README.md', 'LICENSE', 'CHANGELOG.md'];
const REQUIRED = ['action.yml', 'dist/index.js', 'LICENSE'];

class ReleaseError extends Error {}

function git(args: string[], env: NodeJS.ProcessEnv = process.env, input?: string): string {
  return execFileSync('git', args, {
    encoding: 'utf8',
    env,
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
  }).trimEnd();
}

function tryGit(args: string[]): string | undefined {
  try {
    return git(args);
  } catch {
    return undefined;
  }
}

type Version = [number, number, number];
const TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

function parseTag(tag: string): Version | undefined {
  const m = TAG.exec(tag);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The text under `## [version]` up to the next `## ` heading, trimmed. */
export function changelogNotes(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${version}]`));
  if (start === -1) return undefined;
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((l) => !/^\[[^\]]+\]: /.test(l))
    .join('\n')
    .trim();
}

export interface Release {
  tag: string;
  majorTag: string;
  source: string;
  commit: string;
  notes: string;
}

export function release(tag: string, push?: string): Release {
  const version = parseTag(tag);
  if (!version) throw new ReleaseError(`"${tag}" is not a release tag: give vMAJOR.MINOR.PATCH, e.g. v1.2.3`);
  const plain = tag.slice(1);

  const dirty = git(['status', '--porcelain']);
  if (dirty) {
    throw new ReleaseError(
      `the work tree is not clean: commit or remove these first, then release again\n${dirty}`,
    );
  }
  const source = git(['rev-parse', 'HEAD^{commit}']);

  const existing = tryGit(['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`]);
  if (existing !== undefined && existing !== source) {
    throw new ReleaseError(
      `${tag} already points at ${existing.slice(0, 12)}, not at the checked-out ${source.slice(0, 12)}: ` +
        `check out ${tag} to release it, or pick the next version`,
    );
  }

  const pkg = tryGit(['show', `${source}:package.json`]);
  const pkgVersion = pkg === undefined ? undefined : (JSON.parse(pkg) as { version?: string }).version;
  if (pkgVersion !== plain) {
    throw new ReleaseError(
      `${tag} does not match package.json's version (${pkgVersion ?? 'none'}): set "version": "${plain}" ` +
        `in package.json, commit, and tag that commit`,
    );
  }
  const notes = changelogNotes(tryGit(['show', `${source}:CHANGELOG.md`]) ?? '', plain);
  if (!notes) {
    throw new ReleaseError(
      `CHANGELOG.md has no notes for ${plain}: add a "## [${plain}] - YYYY-MM-DD" section with the changes`,
    );
  }

  const others = git(['tag', '--list', 'v*'])
    .split('\n')
    .filter((t) => t !== tag)
    .map((t) => [t, parseTag(t)] as const)
    .filter((e): e is readonly [string, Version] => e[1] !== undefined)
    .sort((a, b) => compare(b[1], a[1]));
  const latest = others[0];
  if (latest && compare(version, latest[1]) <= 0) {
    throw new ReleaseError(
      `${tag} is not newer than the latest release ${latest[0]}: a release must raise the version ` +
        `(next patch: v${latest[1][0]}.${latest[1][1]}.${latest[1][2] + 1})`,
    );
  }

  const listing = git(['ls-tree', '-r', '--full-tree', source, '--', ...RELEASE_PATHS])
    .split('\n')
    .filter((line) => line !== '' && !line.endsWith('.map'));
  const paths = new Set(listing.map((line) => line.slice(line.indexOf('\t') + 1)));
  const missing = REQUIRED.filter((p) => !paths.has(p));
  if (missing.length) {
    throw new ReleaseError(
      `the source commit lacks ${missing.join(', ')}: run npm run bundle and commit dist/`,
    );
  }

  // The release tree is built in a throwaway index, so the work tree and the real index are never touched.
  const scratch = mkdtempSync(join(tmpdir(), 'release-index-'));
  let tree: string;
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(scratch, 'index') };
    git(['read-tree', '--empty'], env);
    git(['update-index', '--index-info'], env, listing.join('\n') + '\n');
    tree = git(['write-tree'], env);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const commit = git(
    ['commit-tree', tree, '-p', source, '-F', '-'],
    process.env,
    `Release ${tag}\n\nThe files the action needs at run time, from ${source}.\n`,
  );

  const majorTag = `v${version[0]}`;
  const before = {
    [tag]: tryGit(['rev-parse', '--verify', '--quiet', `refs/tags/${tag}`]) ?? '',
    [majorTag]: tryGit(['rev-parse', '--verify', '--quiet', `refs/tags/${majorTag}`]) ?? '',
  };
  git(
    ['tag', '--force', '--annotate', '--cleanup=verbatim', tag, commit, '--file', '-'],
    process.env,
    `${tag}\n\n${notes}\n`,
  );
  git(['tag', '--force', majorTag, commit]);
  if (push) {
    git([
      'push',
      '--atomic',
      `--force-with-lease=refs/tags/${tag}:${before[tag]}`,
      `--force-with-lease=refs/tags/${majorTag}:${before[majorTag]}`,
      push,
      `refs/tags/${tag}`,
      `refs/tags/${majorTag}`,
    ]);
  }
  return { tag, majorTag, source, commit, notes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const pushAt = args.indexOf('--push');
  const remote = pushAt === -1 ? undefined : args[pushAt + 1];
  const rest = pushAt === -1 ? args : args.filter((_, i) => i !== pushAt && i !== pushAt + 1);
  if (rest.length !== 1 || (pushAt !== -1 && !remote)) {
    console.error('usage: node scripts/release.ts vX.Y.Z [--push <remote>]');
    process.exit(2);
  }
  try {
    const done = release(rest[0]!, remote);
    console.error(
      `${done.tag} and ${done.majorTag} → release commit ${done.commit} (source ${done.source})` +
        (remote ? `, pushed to ${remote}` : ''),
    );
    console.log(done.notes);
  } catch (err) {
    if (!(err instanceof ReleaseError)) throw err;
    console.error(`release: ${err.message}`);
    process.exit(1);
  }
}
