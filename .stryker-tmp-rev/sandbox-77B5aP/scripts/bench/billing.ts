/**
 * What a day of agent runs costs on GitHub's bill, waiting against detaching: the arithmetic of
 * `npm run bench -- detach` (scripts/bench/detach.ts measures its inputs). Pure: figures in, figures out.
 *
 * GitHub bills each job of a private repository on its hosted runners by the minute, rounded up: a job of 30 s bills
 * a minute, one of 61 s two. A waiting step is one job that lasts its run; a detached step is one job of a couple of
 * minutes, and the settle job that finishes its report runs on its schedule all day, with work or without: a settle
 * every 20 minutes is 72 jobs a day, at least 72 billed minutes before any run is settled.
 */

export const DAY_S = 86_400;

/** A repository's use of the agent: so many runs a day, each lasting so long. */
export interface Profile {
  runsPerDay: number;
  runMinutes: number;
}

/** What the bench measured of a settle schedule (one cadence) in one profile. */
export interface CadenceFigures {
  /** Minutes between settles (the cron of the settle workflow). */
  every: number;
  /** Step time of a settle with nothing to write (the window full of the day's runs). */
  settleIdleS: number;
  /** Step time a settle adds for each run whose report it finishes. */
  settlePerRunS: number;
  /** From a run's end to its final report: median and worst over the day's runs. */
  lagS: Lag;
}

export interface Lag {
  median: number;
  worst: number;
}

/** What the bench measured of one profile: its steps (waiting, detached) and each settle schedule. */
export interface ProfileFigures extends Profile {
  /** Step time of a step that waits for its run to end (the run's length and the wait loop's lag). */
  waitingStepS: number;
  /** From a run's end to the waiting step's report (the wait loop's lag). */
  waitingLagS: Lag;
  /** Step time of a step that lets go after `detachMinutes`. */
  detachedStepS: number;
  cadences: CadenceFigures[];
}

/** Everything the day's bill is computed from; the docs carry it next to the figures it gives. */
export interface BenchInputs {
  /** Runner time each job spends before its step runs (the runner's start, the action's download). */
  jobOverheadS: number;
  /** `detach-after-minutes` of the detached steps. */
  detachMinutes: number;
  /** `settle-window-minutes` of the settles. */
  windowMinutes: number;
  profiles: ProfileFigures[];
}

/** The minutes GitHub bills for a job of `seconds`: rounded up to the whole minute. */
export function billedMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`a job lasts a finite number of seconds, at least 0; got ${seconds}`);
  return Math.ceil(seconds / 60);
}

/** The golden ratio's fractional part: its multiples fill [0, 1) evenly, whatever their count. */
const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * When each run of the day starts, in seconds from midnight: the day cut into `runsPerDay` equal slots, one run a
 * slot, placed in its slot by the golden-ratio sequence. Slots alone would put every run of a repository with a
 * few runs a day at the same minute of the hour (3 a day: every 8 hours), so every run would wait the same time for
 * its settle; the placement spreads the ends over the minutes between two settles, the same way on every run.
 */
export function runStarts(runsPerDay: number): number[] {
  if (!Number.isInteger(runsPerDay) || runsPerDay < 1)
    throw new Error(`runs a day must be a whole number of at least 1; got ${runsPerDay}`);
  const slot = DAY_S / runsPerDay;
  return Array.from({ length: runsPerDay }, (_, i) => Math.round((i + (((i + 1) * GOLDEN) % 1)) * slot));
}

/** The settles of a day at this cadence: the cron's ticks, every `every` minutes from midnight. */
export function settlesPerDay(every: number): number {
  if (!Number.isInteger(every) || every < 1 || 1440 % every !== 0)
    throw new Error(
      `a settle cadence must divide the day in whole minutes (10, 20, 30, 60, ...); got ${every}`,
    );
  return 1440 / every;
}

/**
 * The settle that finishes the report of a run ending `endS` seconds after midnight: the first tick at or after the
 * end, counted 1 to settlesPerDay (midnight is the last tick of the day). Every day is the same, so a run ending
 * after midnight is finished by the next day's tick of that number.
 */
export function settleOf(endS: number, every: number): number {
  const ticks = settlesPerDay(every);
  const tick = Math.ceil(endS / (every * 60)) % ticks;
  return tick === 0 ? ticks : tick;
}

/** How many reports each settle of the day finishes (index 0 is the first tick after midnight). */
export function finishesPerSettle(profile: Profile, every: number): number[] {
  const counts = new Array<number>(settlesPerDay(every)).fill(0);
  for (const start of runStarts(profile.runsPerDay))
    counts[settleOf(start + profile.runMinutes * 60, every) - 1]!++;
  return counts;
}

export interface Bill {
  /** Jobs a day: steps, and settles when detached. */
  jobs: number;
  /** Billed runner minutes a day. */
  minutes: number;
}

export interface DetachBill extends Bill {
  settles: number;
  /** What the settles alone bill (with work or without). */
  settleMinutes: number;
}

/** A day of steps that wait for their runs to end: a job a run, as long as the run. */
export function waitingBill(profile: ProfileFigures, overheadS: number): Bill {
  return {
    jobs: profile.runsPerDay,
    minutes: profile.runsPerDay * billedMinutes(overheadS + profile.waitingStepS),
  };
}

/** A settle's step time with `finished` reports to write. */
export const settleSeconds = (cadence: CadenceFigures, finished: number): number =>
  cadence.settleIdleS + finished * cadence.settlePerRunS;

/** A day of detached steps and the settles at `cadence`, each settle billed whether it had work or not. */
export function detachingBill(
  profile: ProfileFigures,
  cadence: CadenceFigures,
  overheadS: number,
): DetachBill {
  const finishes = finishesPerSettle(profile, cadence.every);
  const settleMinutes = finishes.reduce(
    (sum, finished) => sum + billedMinutes(overheadS + settleSeconds(cadence, finished)),
    0,
  );
  return {
    jobs: profile.runsPerDay + finishes.length,
    settles: finishes.length,
    settleMinutes,
    minutes: profile.runsPerDay * billedMinutes(overheadS + profile.detachedStepS) + settleMinutes,
  };
}

/** What the settles of a day bill with nothing to settle. */
export const idleSettleMinutes = (cadence: CadenceFigures, overheadS: number): number =>
  settlesPerDay(cadence.every) * billedMinutes(overheadS + cadence.settleIdleS);

/** One profile at one cadence: the bills side by side. */
export interface Comparison {
  profile: ProfileFigures;
  cadence: CadenceFigures;
  waiting: Bill;
  detaching: DetachBill;
}

export function compare(inputs: BenchInputs): Comparison[] {
  return inputs.profiles.flatMap((profile) =>
    profile.cadences.map((cadence) => ({
      profile,
      cadence,
      waiting: waitingBill(profile, inputs.jobOverheadS),
      detaching: detachingBill(profile, cadence, inputs.jobOverheadS),
    })),
  );
}

/** Where detaching starts to pay for runs of one length: the fewest runs a day it bills no more than waiting. */
export interface BreakEven {
  runMinutes: number;
  /** Undefined when no count up to MAX_RUNS_PER_DAY pays. */
  runs: number | undefined;
  agentMinutes: number | undefined;
}

/** Where the search for a break-even stops: a run a minute. */
export const MAX_RUNS_PER_DAY = 1440;

export interface Conclusions {
  /** The cadences at which detaching bills no more than waiting in every profile. */
  paying: number[];
  /** Of those, the one with the shortest notice lag (undefined: none pays everywhere). */
  cadence: number | undefined;
  /** At that cadence: what the settles bill a day with nothing to settle, and the worst lag seen. */
  idleMinutes: number | undefined;
  worstLagS: number | undefined;
  breakEven: BreakEven[];
  /** The volume of agent time a day below which detaching may bill more than waiting. */
  keepWaitingBelow: number | undefined;
}

const lagOf = (inputs: BenchInputs, every: number): Lag => {
  const lags = inputs.profiles.map((p) => cadenceOf(p, every).lagS);
  return { worst: Math.max(...lags.map((l) => l.worst)), median: Math.max(...lags.map((l) => l.median)) };
};

function cadenceOf(profile: ProfileFigures, every: number): CadenceFigures {
  const found = profile.cadences.find((c) => c.every === every);
  if (!found)
    throw new Error(
      `the figures of ${profile.runsPerDay} runs a day of ${profile.runMinutes} min have no settle every ${every} min`,
    );
  return found;
}

/** The fewest runs a day of this profile's length at which detaching bills no more than waiting. */
export function breakEven(profile: ProfileFigures, cadence: CadenceFigures, overheadS: number): BreakEven {
  for (let runs = 1; runs <= MAX_RUNS_PER_DAY; runs++) {
    const day = { ...profile, runsPerDay: runs };
    if (detachingBill(day, cadence, overheadS).minutes <= waitingBill(day, overheadS).minutes)
      return { runMinutes: profile.runMinutes, runs, agentMinutes: runs * profile.runMinutes };
  }
  return { runMinutes: profile.runMinutes, runs: undefined, agentMinutes: undefined };
}

/**
 * The advice the figures give: the cadence at which detaching costs no more than waiting in every profile, with the
 * shortest notice (the worst lag over the profiles, then the median), and below what volume not to detach.
 */
export function conclude(inputs: BenchInputs): Conclusions {
  const rows = compare(inputs);
  const everies = [...new Set(inputs.profiles.flatMap((p) => p.cadences.map((c) => c.every)))];
  const paying = everies.filter((every) =>
    rows.filter((r) => r.cadence.every === every).every((r) => r.detaching.minutes <= r.waiting.minutes),
  );
  const cadence = [...paying].sort((a, b) => {
    const [la, lb] = [lagOf(inputs, a), lagOf(inputs, b)];
    return la.worst - lb.worst || la.median - lb.median || a - b;
  })[0];
  if (cadence === undefined)
    return {
      paying,
      cadence,
      idleMinutes: undefined,
      worstLagS: undefined,
      breakEven: [],
      keepWaitingBelow: undefined,
    };
  const breaks = inputs.profiles.map((p) => breakEven(p, cadenceOf(p, cadence), inputs.jobOverheadS));
  const volumes = breaks.map((b) => b.agentMinutes);
  return {
    paying,
    cadence,
    idleMinutes: Math.max(
      ...inputs.profiles.map((p) => idleSettleMinutes(cadenceOf(p, cadence), inputs.jobOverheadS)),
    ),
    worstLagS: lagOf(inputs, cadence).worst,
    breakEven: breaks,
    keepWaitingBelow: volumes.some((v) => v === undefined) ? undefined : Math.max(...volumes.map((v) => v!)),
  };
}
