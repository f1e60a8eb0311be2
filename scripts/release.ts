/**
 * `node scripts/release.ts vX.Y.Z [--push <remote>]`: turns the checked-out source commit into a release.
 * `node scripts/release.ts --figures`: writes the release-size figures of the checked-out commit into CONTRIBUTING.md.
 *
 * Checks, refusing with a message that says what to do: the tree is clean; the tag names the version in package.json;
 * CHANGELOG.md has a dated `## [X.Y.Z] - YYYY-MM-DD` section; CONTRIBUTING.md's figures are those of this commit;
 * X.Y.Z is greater than every other vX.Y.Z tag; the tag, if it exists already, points at the checked-out commit.
 *
 * Then builds the release commit: its tree holds only what a workflow reads at the tag (action.yml, dist/ without
 * source maps, schemas/, README.md, LICENSE, CHANGELOG.md), its parent is the source commit. The tag vX.Y.Z
 * (annotated, with the notes) and the major tag vX point at it; with --push both go to the remote in one atomic push
 * that fails if either tag moved there meanwhile. Nothing else changes: no branch, no other tag, not the work tree or
 * the index.
 *
 * The version's notes go to stdout (the body of the GitHub release); what was done goes to stderr.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What a release commit holds: what the runner reads at run time, the schema editors fetch at the major tag (the
 * README's `$schema` line names `.../v1/schemas/cloud-agents.schema.json`; the bundle has its own copy inlined), and
 * what the licence asks to ship with it.
 */
export const RELEASE_PATHS = ['action.yml', 'dist', 'schemas', 'README.md', 'LICENSE', 'CHANGELOG.md'];
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

/** The date of the `## [version]` heading, or undefined when it has none (`## [1.0.0] - Unreleased`). */
export function changelogDate(changelog: string, version: string): string | undefined {
  const heading = changelog.split('\n').find((l) => l.startsWith(`## [${version}]`));
  return heading === undefined ? undefined : /^## \[[^\]]+\] - (\d{4}-\d{2}-\d{2})\s*$/.exec(heading)?.[1];
}

/** The files of a commit under `paths` (all of them without), each with its size in bytes. */
function treeFiles(rev: string, paths: string[] = []): { path: string; bytes: number }[] {
  return git(['ls-tree', '-r', '-l', '-z', '--full-tree', rev, '--', ...paths])
    .split('\0')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const tab = entry.indexOf('\t');
      return { path: entry.slice(tab + 1), bytes: Number(entry.slice(0, tab).trim().split(/\s+/)[3]) };
    })
    .filter((f) => Number.isFinite(f.bytes));
}

export interface Count {
  files: number;
  bytes: number;
}

/** How big a release is: its source commit, the release commit built from it, and the bundle inside that. */
export interface Figures {
  version: string;
  source: Count;
  release: Count;
  dist: Count;
}

const count = (files: { bytes: number }[]): Count => ({
  files: files.length,
  bytes: files.reduce((sum, f) => sum + f.bytes, 0),
});

/** What goes into the release commit: the files under RELEASE_PATHS but source maps. */
const shipped = (path: string) => !path.endsWith('.map');

/**
 * The figures of the commit `rev`, with `contributing` (bytes) standing for CONTRIBUTING.md's size: the figures are
 * written into that file, so the source commit's size is that of the file they are written into.
 */
export function figuresOf(rev: string, contributing?: number): Figures {
  const all = treeFiles(rev).map((f) =>
    f.path === CONTRIBUTING && contributing !== undefined ? { ...f, bytes: contributing } : f,
  );
  const released = treeFiles(rev, RELEASE_PATHS).filter((f) => shipped(f.path));
  const pkg = JSON.parse(git(['show', `${rev}:package.json`])) as { version?: string };
  return {
    version: pkg.version ?? 'unversioned',
    source: count(all),
    release: count(released),
    dist: count(released.filter((f) => f.path.startsWith('dist/'))),
  };
}

export const CONTRIBUTING = 'CONTRIBUTING.md';
export const FIGURES_START = '<!-- release:figures:start -->';
export const FIGURES_END = '<!-- release:figures:end -->';

const n = (x: number) => x.toLocaleString('en-US');
const files = (c: Count) => `${n(c.files)} ${c.files === 1 ? 'file' : 'files'} of ${n(c.bytes)} bytes`;

/** The paragraph CONTRIBUTING.md holds between the markers, wrapped at 118 columns as the rest of the file. */
export function renderFigures(f: Figures): string {
  const text =
    `Measured on the ${f.version} sources by \`node scripts/release.ts --figures\`, which writes this paragraph (a ` +
    `release refuses figures that are not those of its source commit): the source commit holds ` +
    `${files(f.source)}, the release commit ${files(f.release)}, of which \`dist/\` is ${files(f.dist)}.`;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= 118) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/** `doc` with the paragraph between the markers replaced by `body`; an error when the markers are not there once. */
export function writeFigures(doc: string, body: string): string {
  const at = doc.indexOf(FIGURES_START);
  const to = doc.indexOf(FIGURES_END);
  if (at < 0 || to < at || doc.indexOf(FIGURES_START, at + 1) >= 0 || doc.indexOf(FIGURES_END, to + 1) >= 0) {
    throw new ReleaseError(
      `${CONTRIBUTING} must hold ${FIGURES_START} and then ${FIGURES_END}, once each, around the release figures`,
    );
  }
  return `${doc.slice(0, at + FIGURES_START.length)}\n\n${body}\n\n${doc.slice(to)}`;
}

/**
 * Rewrites CONTRIBUTING.md's figures for the checked-out commit. Its size is among the figures, so the paragraph is
 * written again until it holds its own file's size (a number that changes its count of digits moves it once more).
 */
export function writeFiguresFile(): Figures {
  const dirty = git(['status', '--porcelain'])
    .split('\n')
    .filter((line) => line !== '' && line.slice(3) !== CONTRIBUTING);
  if (dirty.length) {
    throw new ReleaseError(
      `the figures are those of a commit, and these changes are not committed: commit them first, then write the ` +
        `figures again\n${dirty.join('\n')}`,
    );
  }
  const file = join(git(['rev-parse', '--show-toplevel']), CONTRIBUTING);
  let doc = readFileSync(file, 'utf8');
  let figures = figuresOf('HEAD', Buffer.byteLength(doc));
  for (let i = 0; i < 5; i++) {
    const next = writeFigures(doc, renderFigures(figures));
    const again = figuresOf('HEAD', Buffer.byteLength(next));
    doc = next;
    if (again.source.bytes === figures.source.bytes) break;
    figures = again;
  }
  writeFileSync(file, doc);
  return figures;
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
  const changelog = tryGit(['show', `${source}:CHANGELOG.md`]) ?? '';
  const notes = changelogNotes(changelog, plain);
  if (!notes) {
    throw new ReleaseError(
      `CHANGELOG.md has no notes for ${plain}: add a "## [${plain}] - YYYY-MM-DD" section with the changes`,
    );
  }
  if (!changelogDate(changelog, plain)) {
    throw new ReleaseError(
      `CHANGELOG.md's section for ${plain} has no date: write the release's, "## [${plain}] - YYYY-MM-DD", ` +
        `commit, and tag that commit`,
    );
  }
  const contributing = tryGit(['show', `${source}:${CONTRIBUTING}`]);
  if (contributing?.includes(FIGURES_START)) {
    const written = writeFigures(contributing, renderFigures(figuresOf(source)));
    if (written !== contributing) {
      throw new ReleaseError(
        `${CONTRIBUTING}'s release figures are not those of this commit: run node scripts/release.ts --figures, ` +
          `commit, and tag that commit`,
      );
    }
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
    .filter((line) => line !== '' && shipped(line));
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
  const figures = rest.length === 1 && rest[0] === '--figures' && pushAt === -1;
  if (!figures && (rest.length !== 1 || (pushAt !== -1 && !remote))) {
    console.error(
      'usage: node scripts/release.ts vX.Y.Z [--push <remote>]\n       node scripts/release.ts --figures',
    );
    process.exit(2);
  }
  try {
    if (figures) {
      const f = writeFiguresFile();
      console.error(`${CONTRIBUTING}: the ${f.version} release commit holds ${files(f.release)}`);
    } else {
      const done = release(rest[0]!, remote);
      console.error(
        `${done.tag} and ${done.majorTag} → release commit ${done.commit} (source ${done.source})` +
          (remote ? `, pushed to ${remote}` : ''),
      );
      console.log(done.notes);
    }
  } catch (err) {
    if (!(err instanceof ReleaseError)) throw err;
    console.error(`release: ${err.message}`);
    process.exit(1);
  }
}
