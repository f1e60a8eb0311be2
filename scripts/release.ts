/**
 * `node scripts/release.ts vX.Y.Z [--push <remote>]`: turns the checked-out source commit into a release.
 * `node scripts/release.ts --figures`: writes the release-size figures of the checked-out commit into CONTRIBUTING.md
 * and docs/performance.md.
 *
 * Checks, refusing with a message that says what to do: the tree is clean; the tag names the version in package.json;
 * CHANGELOG.md has a dated `## [X.Y.Z] - YYYY-MM-DD` section; CONTRIBUTING.md's figures are those of this commit;
 * X.Y.Z is greater than every other vX.Y.Z tag; the tag, if it exists already, points at the checked-out commit.
 *
 * Then builds the release commit: its tree holds only what a workflow reads at the tag (action.yml, dist/ without
 * source maps nor the lines that name them, schemas/, README.md, LICENSE, CHANGELOG.md, .editorconfig) and a
 * package.json made for it (releasePackage: the command line's `bin`, nothing to install), so
 * `npm install -g github:<owner>/<repo>#vX` installs the command line; its parent is the source commit. The tag
 * vX.Y.Z (annotated, with the notes) and the major tag vX point at it; with --push both go to the remote in one atomic
 * push that fails if either tag moved there meanwhile. Nothing else changes: no branch, no other tag, not the work
 * tree or the index.
 *
 * The version's notes go to stdout (the body of the GitHub release); what was done goes to stderr.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withoutMapLink } from './map-link.ts';

/**
 * What a release commit holds: what the runner reads at run time, the schema editors fetch at the major tag (the
 * `$schema` line of the schedules file names `.../v1/schemas/cloud-agents.schema.json`; the bundle has its own copy
 * inlined), what the licence asks to ship with it, and the .editorconfig that has GitHub's file view show dist/'s tabs
 * two columns wide (scripts/tidy.ts).
 */
export const RELEASE_PATHS = [
  'action.yml',
  'dist',
  'schemas',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  '.editorconfig',
];
const REQUIRED = ['action.yml', 'dist/index.js', 'LICENSE'];

class ReleaseError extends Error {}

function git(args: string[], env: NodeJS.ProcessEnv = process.env, input?: string | Buffer): string {
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

/** The files of a commit or tree under `paths` (all of them without), each with its size in bytes. */
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

/** What goes into the release commit: the files under RELEASE_PATHS but source maps. */
const shipped = (path: string) => !path.endsWith('.map');

/** The scripts of dist/, whose last line names their source map. */
const SCRIPT = /^dist\/[^/]+\.js$/;

/**
 * A script of dist/ as a release ships it: without its last line when that names a source map, as a release holds
 * none. Node, with source maps on (src/index.ts), would try to read that map for every chunk it loads, and measure
 * each of the chunk's lines for it, at every start. The lines above stay as they are, so a frame's line in a release
 * is its line in the source commit, where the maps are (docs/bundle.md).
 */
export const releaseScript = (text: string): string => withoutMapLink(text) ?? text;

/**
 * What a release's package.json keeps of the source's: what names the package and its command line, and the Node it
 * needs. No scripts and no dependencies: the bundle carries every package it uses, so an install fetches nothing and
 * runs nothing.
 */
const PACKAGE_KEYS = ['name', 'version', 'private', 'description', 'license', 'type', 'bin', 'engines'];

/** The package.json of a release, made from the source commit's (`source`, its text). */
export function releasePackage(source: string): string {
  const pkg = JSON.parse(source) as Record<string, unknown>;
  return `${JSON.stringify(Object.fromEntries(PACKAGE_KEYS.filter((k) => k in pkg).map((k) => [k, pkg[k]])), null, 2)}\n`;
}

/**
 * The release tree of the source commit `source`, written to the repository's objects: the shipped files under
 * RELEASE_PATHS as they are in `source`, and the release's package.json. Built in a throwaway index, so the work
 * tree and the real index are never touched. Also returns the listing, to check what it holds.
 */
function releaseTree(source: string): { tree: string; paths: Set<string> } {
  const listing = git(['ls-tree', '-r', '--full-tree', source, '--', ...RELEASE_PATHS])
    .split('\n')
    .filter((line) => line !== '' && shipped(line))
    .map((line) => {
      const tab = line.indexOf('\t');
      if (!SCRIPT.test(line.slice(tab + 1))) return line;
      const [mode, type, blob] = line.slice(0, tab).split(' ');
      // Byte for byte: latin1 keeps every byte as one character, and the line cut is ASCII.
      const text = execFileSync('git', ['cat-file', 'blob', blob!], { maxBuffer: 1 << 30 }).toString(
        'latin1',
      );
      const shippedText = releaseScript(text);
      if (shippedText === text) return line;
      const written = git(['hash-object', '-w', '--stdin'], process.env, Buffer.from(shippedText, 'latin1'));
      return `${mode} ${type} ${written}${line.slice(tab)}`;
    });
  const pkg = tryGit(['show', `${source}:package.json`]);
  if (pkg !== undefined) {
    const blob = git(['hash-object', '-w', '--stdin'], process.env, releasePackage(pkg));
    listing.push(`100644 blob ${blob}\tpackage.json`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'release-index-'));
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(scratch, 'index') };
    git(['read-tree', '--empty'], env);
    git(['update-index', '--index-info'], env, listing.join('\n') + '\n');
    const tree = git(['write-tree'], env);
    return { tree, paths: new Set(listing.map((line) => line.slice(line.indexOf('\t') + 1))) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The limits a release is held to (test/bundle.test.ts, test/release.spawn.test.ts); the docs state them beside the figures. */
export const LIMITS = {
  /** The action's JavaScript, `du -cb dist/*.js`. */
  scriptBytes: 2 * 1024 * 1024,
  /** What a job downloads at a release tag, `git archive <tag> | gzip`. */
  downloadBytes: 800_000,
};

/**
 * The commit the download is measured on: the release tree, with a fixed identity, time and message, so the figure
 * depends on the tree alone (a tag's own archive differs from it by some bytes: its commit id and time are in the tar
 * headers).
 */
const MEASURED_AS = {
  GIT_AUTHOR_NAME: 'release figures',
  GIT_AUTHOR_EMAIL: 'release-figures@localhost',
  GIT_AUTHOR_DATE: '2000-01-01T00:00:00Z',
  GIT_COMMITTER_NAME: 'release figures',
  GIT_COMMITTER_EMAIL: 'release-figures@localhost',
  GIT_COMMITTER_DATE: '2000-01-01T00:00:00Z',
};

/**
 * The bytes of `git archive <rev> | gzip`, in the repository at `cwd`: what a job downloads at `rev` (gzip as a
 * shell has it, at its default level).
 */
export function archiveBytes(rev: string, cwd?: string): number {
  const tar = execFileSync('git', ['archive', '--format=tar', rev], { cwd, maxBuffer: 1 << 30 });
  return execFileSync('gzip', ['-c'], { input: tar, maxBuffer: 1 << 30 }).length;
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
  /**
   * The JavaScript files of dist/ in the source commit (`du -cb dist/*.js` in a clone of it): the action's, the command
   * line's bin among them. A release's are the same but the lines that name the maps (releaseScript).
   */
  scripts: Count;
  /** The release commit's archive, gzipped (archiveBytes). */
  download: number;
}

const count = (files: { bytes: number }[]): Count => ({
  files: files.length,
  bytes: files.reduce((sum, f) => sum + f.bytes, 0),
});

/**
 * The figures of the commit `rev`, with `sizes` (bytes by path) standing for the sizes of the files the figures are
 * written into: the source commit's size is that of the files they are written into.
 */
export function figuresOf(rev: string, sizes: Record<string, number> = {}): Figures {
  const all = treeFiles(rev).map((f) => (f.path in sizes ? { ...f, bytes: sizes[f.path]! } : f));
  const { tree } = releaseTree(rev);
  const released = treeFiles(tree);
  const pkg = JSON.parse(git(['show', `${rev}:package.json`])) as { version?: string };
  const measured = git(['commit-tree', tree, '-m', 'release figures'], { ...process.env, ...MEASURED_AS });
  return {
    version: pkg.version ?? 'unversioned',
    source: count(all),
    release: count(released),
    dist: count(released.filter((f) => f.path.startsWith('dist/'))),
    scripts: count(all.filter((f) => SCRIPT.test(f.path))),
    download: archiveBytes(measured),
  };
}

export const CONTRIBUTING = 'CONTRIBUTING.md';
export const FIGURES_START = '<!-- release:figures:start -->';
export const FIGURES_END = '<!-- release:figures:end -->';
export const PERFORMANCE = 'docs/performance.md';
export const SIZE_START = '<!-- release:size:start -->';
export const SIZE_END = '<!-- release:size:end -->';

const n = (x: number) => x.toLocaleString('en-US');
const files = (c: Count) => `${n(c.files)} ${c.files === 1 ? 'file' : 'files'} of ${n(c.bytes)} bytes`;
/** A download as the docs state it: in kB (1,000 bytes), the unit of gzip's figures. */
export const kB = (bytes: number) => `${n(Math.round(bytes / 1000))} kB`;
const MIB = 1024 * 1024;

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

/** A markdown table laid out as prettier lays it out (columns padded to their widest cell). */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(3, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`));
  return [line(rows[0]!), `| ${rule.join(' | ')} |`, ...rows.slice(1).map(line)].join('\n');
}

/** The table docs/performance.md holds between its markers: the sizes, each beside its limit. */
export function renderSizes(f: Figures): string {
  return table([
    [`\`node scripts/release.ts --figures\` (the ${f.version} sources)`, 'measured', 'limit'],
    [
      `the action's JavaScript, \`du -cb dist/*.js\` (${f.scripts.files} ${f.scripts.files === 1 ? 'file' : 'files'})`,
      `${n(f.scripts.bytes)} bytes (${(f.scripts.bytes / MIB).toFixed(2)} MiB)`,
      `≤ ${n(LIMITS.scriptBytes)} bytes (${LIMITS.scriptBytes / MIB} MiB)`,
    ],
    [
      "a job's download at a release tag, `git archive vX.Y.Z \\| gzip`",
      `about ${kB(f.download)}`,
      `≤ ${kB(LIMITS.downloadBytes)}`,
    ],
  ]);
}

/** A doc that holds figures between two markers, and how to render them. */
interface FiguresDoc {
  file: string;
  start: string;
  end: string;
  render: (f: Figures) => string;
  /** Whether every repository that releases must have it (else: written where the file is). */
  required: boolean;
}

export const FIGURES_DOCS: FiguresDoc[] = [
  { file: CONTRIBUTING, start: FIGURES_START, end: FIGURES_END, render: renderFigures, required: true },
  { file: PERFORMANCE, start: SIZE_START, end: SIZE_END, render: renderSizes, required: false },
];

/** `text` (the doc `doc.file`) with the figures between its markers replaced by `body`; an error when the markers are not there once each. */
export function writeFigures(text: string, body: string, doc: FiguresDoc = FIGURES_DOCS[0]!): string {
  const at = text.indexOf(doc.start);
  const to = text.indexOf(doc.end);
  if (at < 0 || to < at || text.indexOf(doc.start, at + 1) >= 0 || text.indexOf(doc.end, to + 1) >= 0) {
    throw new ReleaseError(
      `${doc.file} must hold ${doc.start} and then ${doc.end}, once each, around the release figures`,
    );
  }
  return `${text.slice(0, at + doc.start.length)}\n\n${body}\n\n${text.slice(to)}`;
}

/**
 * Rewrites the figures of the checked-out commit in CONTRIBUTING.md and docs/performance.md (where it is). Their
 * sizes are among the figures, so they are written again until they hold their own files' sizes (a number that
 * changes its count of digits moves them once more).
 */
export function writeFiguresFile(): Figures {
  const root = git(['rev-parse', '--show-toplevel']);
  const docs = FIGURES_DOCS.filter((d) => d.required || existsSync(join(root, d.file)));
  const ours = new Set(docs.map((d) => d.file));
  const dirty = git(['status', '--porcelain'])
    .split('\n')
    .filter((line) => line !== '' && !ours.has(line.slice(3)));
  if (dirty.length) {
    throw new ReleaseError(
      `the figures are those of a commit, and these changes are not committed: commit them first, then write the ` +
        `figures again\n${dirty.join('\n')}`,
    );
  }
  const texts = docs.map((d) => readFileSync(join(root, d.file), 'utf8'));
  const sizes = () => Object.fromEntries(docs.map((d, i) => [d.file, Buffer.byteLength(texts[i]!)]));
  let figures = figuresOf('HEAD', sizes());
  for (let i = 0; i < 5; i++) {
    docs.forEach((d, j) => (texts[j] = writeFigures(texts[j]!, d.render(figures), d)));
    const again = figuresOf('HEAD', sizes());
    const settled = again.source.bytes === figures.source.bytes;
    figures = again;
    if (settled) break;
  }
  docs.forEach((d, i) => writeFileSync(join(root, d.file), texts[i]!));
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
  let figures: Figures | undefined;
  for (const doc of FIGURES_DOCS) {
    const text = tryGit(['show', `${source}:${doc.file}`]);
    if (!text?.includes(doc.start)) continue;
    figures ??= figuresOf(source);
    if (writeFigures(text, doc.render(figures), doc) !== text) {
      throw new ReleaseError(
        `${doc.file}'s release figures are not those of this commit: run node scripts/release.ts --figures, ` +
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

  const { tree, paths } = releaseTree(source);
  const missing = REQUIRED.filter((p) => !paths.has(p));
  if (missing.length) {
    throw new ReleaseError(
      `the source commit lacks ${missing.join(', ')}: run npm run bundle and commit dist/`,
    );
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
