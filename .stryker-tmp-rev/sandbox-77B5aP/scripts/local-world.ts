/**
 * The world `npm run local` keeps between calls: the simulator's state (runs, conversations, artifacts, scorers and
 * their results, schedules), the fake GitHub's (issues, pull requests, comments with their markers, reactions, check
 * runs) and both clocks, in one file of a folder of the working directory (git-ignored). A call continues the world
 * the last one left, so work that spans events (a plan, then its approval; a run left going, then the settle that
 * finishes its report) plays across calls; `--fresh` starts a new one.
 *
 * The file is written with v8.serialize (the records share objects, which JSON would copy) after a call, through a
 * file beside it and a rename, so a call cut short leaves the last world whole. One call at a time: a lock file says
 * another is at work.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { FakeGitHubSnapshot } from '../test/github/fake-github.ts';
import type { SimulatorSnapshot } from '../test/simulator/state.ts';
import type { World } from '../test/e2e/setup.ts';

/** The folder, in the working directory, that holds the world (listed in .gitignore). */
export const WORLD_DIR = '.cloud-agent-local';
const FILE = 'world.v8';
const LOCK = 'world.lock';
/** The form of the file; a file of another form is refused, with --fresh as the way out. */
export const WORLD_FORMAT = 1;

/** A world problem the user solves (an unreadable file, a call already at work): said, exit 2. */
export class WorldError extends Error {}

export interface SavedWorld {
  format: typeof WORLD_FORMAT;
  /** When it was saved, in real time (Date.now()). */
  savedAt: number;
  /** The simulator's clock when it was saved. */
  simulatorNow: number;
  /** How many calls made it. */
  calls: number;
  simulator: SimulatorSnapshot;
  github: FakeGitHubSnapshot;
}

/** Where the world of `cwd` is kept. */
export function worldPaths(cwd: string): { dir: string; file: string; lock: string } {
  const dir = join(cwd, WORLD_DIR);
  return { dir, file: join(dir, FILE), lock: join(dir, LOCK) };
}

/**
 * Takes the world of `cwd` for this call: the lock, and the saved world unless `fresh` (or there is none yet).
 * Returns it with a function that gives the lock back.
 */
export function takeWorld(
  cwd: string,
  fresh: boolean,
): { saved: SavedWorld | undefined; release: () => void } {
  const paths = worldPaths(cwd);
  mkdirSync(paths.dir, { recursive: true });
  let lock: number;
  try {
    lock = openSync(paths.lock, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    throw new WorldError(
      `another npm run local is using the world in ${shown(cwd, paths.dir)}; wait for it to end (or, if none runs, ` +
        `remove ${shown(cwd, paths.lock)})`,
    );
  }
  writeFileSync(lock, `${process.pid}\n`);
  closeSync(lock);
  const release = () => rmSync(paths.lock, { force: true });
  try {
    if (fresh || !existsSync(paths.file)) return { saved: undefined, release };
    return { saved: readWorld(paths.file, shown(cwd, paths.file)), release };
  } catch (err) {
    release();
    throw err;
  }
}

/** Reads a saved world, or says why it cannot and how to start over. */
export function readWorld(file: string, name = file): SavedWorld {
  let saved: Partial<SavedWorld>;
  try {
    saved = deserialize(readFileSync(file)) as Partial<SavedWorld>;
  } catch (err) {
    throw new WorldError(
      `the world saved in ${name} cannot be read (${(err as Error).message}): start a new one with --fresh`,
    );
  }
  if (saved?.format !== WORLD_FORMAT) {
    throw new WorldError(
      `the world saved in ${name} is of another form (${String(saved?.format)}, this script reads ${WORLD_FORMAT}): ` +
        'start a new one with --fresh',
    );
  }
  return saved as SavedWorld;
}

/** Writes the world as it is now: beside the file first, then in its place. */
export function saveWorld(cwd: string, world: World, calls: number): void {
  const paths = worldPaths(cwd);
  const saved: SavedWorld = {
    format: WORLD_FORMAT,
    savedAt: Date.now(),
    simulatorNow: world.sim.clock.now(),
    calls,
    simulator: world.sim.sim.snapshot(),
    github: world.gh.state.snapshot(),
  };
  const next = `${paths.file}.next`;
  writeFileSync(next, serialize(saved));
  renameSync(next, paths.file);
}

/**
 * Where the simulator's clock starts for a saved world: where it stood when saved, plus the real time since (the
 * service went on while no call ran). GitHub's clock is real time, plus what the saved world had moved it on.
 */
export function resumedAt(saved: Pick<SavedWorld, 'savedAt' | 'simulatorNow'>, now = Date.now()): Date {
  return new Date(saved.simulatorNow + Math.max(0, now - saved.savedAt));
}

/** Puts a saved world into a freshly started one. */
export function restoreWorld(world: World, saved: SavedWorld): void {
  world.sim.sim.restore(saved.simulator);
  world.gh.state.restore(saved.github);
}

function shown(cwd: string, path: string): string {
  return relative(cwd, path) || path;
}
