/**
 * Every real-time constant of the action and the command line: how often they poll, how long they wait and what
 * bounds their work, each with the figure the README and docs/ give. A constant is the figure; what a process waits
 * is `scaled(figure)`, which is the figure itself unless CLOUD_AGENT_TIME_SCALE says otherwise. Words (a log line, a
 * warning, a report) always say the figure.
 *
 * CLOUD_AGENT_TIME_SCALE is a hook for the project's own tests (CONTRIBUTING.md, "Time in tests"), read once, when
 * this module loads: a number above 0 and at most 1 multiplies every wait below, so that a test sees in a second what
 * a runner sees in four, in the same order. Unset, empty or anything else (a number above 1 among them) is ignored:
 * the waits are the figures. It can only shorten a wait, never lengthen one.
 *
 * Not here: the inputs' durations (`timeout-minutes`, `detach-after-minutes`, `score-timeout-minutes`), which are the
 * user's and are never scaled (a test gives small ones), and spans on another clock than this process's, which are
 * compared with the service's or GitHub's times, or with a time another step wrote, and are not waits
 * (flow/settle.ts SKEW_MARGIN_MS and STEP_GONE_MS, flow/start.ts's minute back for a create's run, the calendar days
 * of the reports). The one input that sets a pace, `progress-interval-seconds`, is scaled where it is waited
 * (flow/follow.ts), as the polls are.
 */

/** The environment variable that scales every wait below (the tests' hook). */
export const TIME_SCALE_ENV = 'CLOUD_AGENT_TIME_SCALE';

/** The scale a value of CLOUD_AGENT_TIME_SCALE gives: a number above 0 and at most 1, else 1 (the value is ignored). */
export function timeScaleOf(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return 1;
  const scale = Number(text);
  return scale > 0 && scale <= 1 ? scale : 1;
}

/** This process's scale: 1 but in the project's tests. */
export const TIME_SCALE = timeScaleOf(process.env[TIME_SCALE_ENV]);

/** What the process waits for a figure of `ms` milliseconds: the figure times the scale (this process's). */
export function scaled(ms: number, scale = TIME_SCALE): number {
  return ms * scale;
}

/* ------------------------------------------------------------------------------------------- following a run */

/**
 * The pace of the state polls: from 1 s, growing to 8.5 s (about 7 polls a minute; a run's end is noticed about 4 s
 * after it, on average), with ±20 % jitter.
 */
export const POLL = { initialMs: 1000, factor: 1.5, maxMs: 8500 };
/**
 * With live progress on, the state polls' cap instead of POLL's (never above the progress interval), so that state
 * polls and progress reads together stay within about 6 requests a minute on a long run.
 */
export const PROGRESS_POLL_MAX_MS = 16_000;
/** A read of a run (a state poll, a read back after a cancel) gets at least this long, its retries included. */
export const RUN_READ_LEAST_MS = 1000;
/** A state poll gets at most this long, its retries included, and never past the wait's deadline but for the least. */
export const POLL_READ_MOST_MS = 120_000;
/** After a follow-up is sent, an ended state the run had before it is the old one for at most this long. */
export const FOLLOW_UP_STALE_MS = 60_000;
/** Each progress read is one attempt of at most this long: the next one comes soon enough. */
export const PROGRESS_READ_MS = 10_000;
/** The pace of the reads of judges' verdicts (gate): from 2 s, growing by half to 15 s. */
export const JUDGE_POLL = { initialMs: 2000, factor: 1.5, maxMs: 15_000 };
/** The pace of the reads of a gate's benchmark attempts while a wave runs: from 1 s, growing by half to 15 s. */
export const BENCHMARK_POLL = { initialMs: 1000, factor: 1.5, maxMs: 15_000 };
/**
 * The pace of `runs logs --follow`: the run's state every `stateMs`; its conversation and timeline when its
 * `updated_at` moved, no more often than every `readMs`. While nothing moves (the same `updated_at`, nothing new
 * read), state reads back off (×`factor`) to `stateIdleMaxMs`, and the conversation and timeline are still read (a
 * service need not move `updated_at` for a new step), backing off from `readMs` to `readIdleMaxMs`. Anything new
 * brings the pace back to the start.
 */
export const FOLLOW_PACE = {
  stateMs: 3000,
  readMs: 5000,
  factor: 2,
  stateIdleMaxMs: 15_000,
  readIdleMaxMs: 30_000,
};

/* ---------------------------------------------------------------------------------------- the tracking comment */

/** Least time between two edits of the tracking comment while the run works. */
export const MIN_UPDATE_INTERVAL_MS = 10_000;

/* ------------------------------------------------------------------------------------------------- cancelling */

/** How long a cancel waits to see the run stop, unless its caller says otherwise. */
export const CANCEL_WITHIN_MS = 5000;
/** After an accepted cancel, the run is read back this often until it is seen to stop. */
export const CANCEL_CONFIRM_INTERVAL_MS = 500;
/**
 * How long a cancel over budget keeps asking while the service refuses it for a run still being prepared (409): as
 * long as the post step does (POST_CANCEL_MS), confirmation included. A cancel not seen through by then is the post
 * step's to try again.
 */
export const BUDGET_CANCEL_MS = 20_000;
/** How long `command: cancel` (and the command line's `cancel`) waits to see the run stop. */
export const CANCEL_COMMAND_MS = 15_000;

/* ---------------------------------------------------------------------------------------------------- the steps */

/** How long past its timeout (timeout-minutes, or score-timeout-minutes for gate) the main step may run. */
export const STEP_GRACE_MS = 2 * 60_000;
/** Once a step's work is done, what is still pending (a GitHub retry whose call gave up) gets this long. */
export const LINGER_MS = 2000;
/** Once the command line's command is done, what is still pending (a keep-alive socket, a timer) gets this long. */
export const CLI_LINGER_MS = 1000;
/** How long the post step keeps asking to cancel a run still being prepared (409), confirmation included. */
export const POST_CANCEL_MS = 20_000;
/** Each of the post step's requests to the service, its retries included. */
export const POST_REQUEST_MS = 20_000;
/** How long the post step looks for the run of a create cut short, and how often. */
export const LOOK_FOR_MADE = { forMs: 10_000, everyMs: 1000 };
/**
 * How long `followup-mode: approve` waits on an approval claim it finds on the tracking comment (another approval,
 * between its claim and its send), and how often it reads the run meanwhile, to tell whether that approval landed: it
 * sends within seconds.
 */
export const CLAIM_WAIT = { forMs: 20_000, everyMs: 2000 };

/* ------------------------------------------------------------------------------------------ the service's client */

/** One attempt of one request to the service, unless the caller says otherwise. */
export const ATTEMPT_MS = 60_000;
/** One request to the service, every attempt and the waits between them, unless the caller says otherwise. */
export const REQUEST_MS = 300_000;
/** The backoff before a retry: uniform below a ceiling that starts here and doubles each retry… */
export const RETRY_BASE_MS = 500;
/** …up to this, which also bounds a server's Retry-After… */
export const RETRY_MAX_MS = 30_000;
/** …and never below this, so that a `Retry-After: 0` never turns into a busy loop. */
export const RETRY_MIN_MS = 100;
/** What a shortened last wait before the deadline leaves for the last attempt. */
export const LAST_ATTEMPT_MS = 1000;
/** The download of a run's result file (`output-schema`), from its signed link. */
export const RESULT_DOWNLOAD_MS = 60_000;

/* ------------------------------------------------------------------------------------------------ GitHub's client */

/** One attempt of one request to GitHub, from sending it to the last byte of the answer. */
export const GITHUB_ATTEMPT_MS = 20_000;
/** The backoff unit of GitHub's retries: the n-th retry waits n² of it. */
export const GITHUB_BACKOFF_MS = 1000;
/** One call to GitHub as a whole: every attempt, the backoff between them and any rate-limit wait. */
export const GITHUB_CALL_MS = 60_000;
/**
 * GitHub's pace for one token, as its guidance for integrations asks and octokit's throttling keeps it: a write (or a
 * GraphQL call) at most every `writeMs`, a write that notifies people (a new comment) at most every `notifyMs`, a
 * search every `searchMs`.
 */
export const GITHUB_PACE = { writeMs: 1000, notifyMs: 3000, searchMs: 2000 };

/* ---------------------------------------------------------------------------------------------------- not scaled */

/*
 * Bounds that must hold waits no scale here shortens: GitHub's own (the retry-after of a rate limit) and the runner's
 * (a step that gets SIGINT or SIGTERM has seconds before it is killed, about 7.5 s).
 * They end work that hangs; a step that does not hang never waits them out, so waiting them as they are costs a test
 * time only where its subject is the hang.
 */

/** The final report's write to the comment, including the wait for a progress edit still in flight. */
export const FINAL_WRITE_MS = 10_000;
/** The post step as a whole, whatever either server does: its cancel, its reads and its final write fit in it. */
export const POST_STEP_MS = 60_000;

/** After SIGINT/SIGTERM the main step exits within this, finished or not. */
export const SIGNAL_EXIT_MS = 4500;
/** The cancel and the reads that confirm it, when the step is being stopped (within SIGNAL_EXIT_MS). */
export const STOPPING_CANCEL_MS = 3000;
/** The final report's write when the step is being stopped (a signal or its own deadline): the rest of it. */
export const STOPPING_FINAL_WRITE_MS = 1500;
/** After SIGINT/SIGTERM the command line exits within this, finished or not (a second signal exits at once). */
export const CLI_SIGNAL_EXIT_MS = 5000;
