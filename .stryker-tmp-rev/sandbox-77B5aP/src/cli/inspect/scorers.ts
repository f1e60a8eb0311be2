/** `scorers list|results|pass-rate`: the factories' scorers, their verdicts and their pass rate over time. */
import type { QueryOf, Schemas } from '../../client/index.ts';
import {
  cell,
  opts,
  paged,
  pageFlags,
  pageQuery,
  pagingOf,
  printListing,
  show,
  shown,
  table,
  type InspectionCommand,
} from '../inspect.ts';
import { stringFlag, UsageError, type Parsed } from '../usage.ts';
import { isoTime, oneOf, orList, valuesOf } from '../values.ts';

const PERIODS = valuesOf<Schemas['GroupByPeriod']>()('day', 'week', 'month');
/** Results per page the service gives at most. */
const MAX_RESULTS = 100;

function scorerId(parsed: Parsed): number {
  const id = parsed.positional!;
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id))) {
    throw new UsageError(
      `<scorer-id> must be a whole number (cloud-agent scorers list shows them), got "${id}"`,
      '<scorer-id>',
    );
  }
  return Number(id);
}

const SCORER_ID = { name: 'scorer-id' };
const percent = (rate: number | null) => (rate === null ? '-' : `${Math.round(rate * 1000) / 10}%`);

const list: InspectionCommand = {
  name: 'scorers list',
  summary: 'List the scorers.',
  flags: {
    factory: { type: 'string', value: '<uid>', help: 'Only scorers of this factory.' },
  },
  example: 'cloud-agent scorers list --factory fac_web',
  json: "the scorers (scorers), as the service answered them, another factory's scorers left out.",
  check(parsed) {
    const factory = stringFlag(parsed, 'factory');
    const query: QueryOf<'listScorers'> = factory ? { factory_uid: factory } : {};
    return async (ctx) => {
      // Printed from the checked listing, with --json too: another factory's scorer is never shown.
      const { answer, note } = shown(await ctx.client.scorers.list(query, opts(ctx)), 'scorer');
      printListing(
        ctx,
        answer,
        note,
        (noteLine) =>
          table(answer.scorers, [
            ['ID', (r) => r.id],
            ['NAME', (r) => r.name],
            ['FACTORY', (r) => r.factory_uid],
            ['THRESHOLD', (r) => r.threshold],
            ['PASS RATE', (r) => r.pass_rate_summary?.pass_rate],
          ]) + noteLine,
      );
    };
  },
};

const results: InspectionCommand = {
  name: 'scorers results',
  positional: SCORER_ID,
  summary: "List a scorer's results (its judge attempts).",
  flags: pageFlags('Results', MAX_RESULTS),
  example: 'cloud-agent scorers results 7 --all --json',
  json: "one page of the scorer's results (results, page_info), as the service answered it; with --all, every page's results in one document.",
  check(parsed) {
    const path = { scorer_id: scorerId(parsed) };
    const paging = pagingOf(parsed, MAX_RESULTS);
    return (ctx) =>
      paged(
        ctx,
        paging,
        'listScorerResults',
        (cursor) => ({ path, query: pageQuery(paging, cursor) }),
        (cursor) =>
          ctx.client.call('listScorerResults', { path, query: pageQuery(paging, cursor) }, opts(ctx)),
        'results',
        (answer) =>
          table(answer.results, [
            ['RUN', (r) => r.run_id],
            ['STATUS', (r) => r.status],
            ['CLASSIFICATION', (r) => r.classification],
            ['SCORE', (r) => r.score],
            ['ATTEMPTED', (r) => r.attempted_at],
          ]),
      );
  },
};

const passRate: InspectionCommand = {
  name: 'scorers pass-rate',
  positional: SCORER_ID,
  summary: "A scorer's pass rate over time.",
  flags: {
    start: {
      type: 'string',
      value: '<time>',
      help: 'From this ISO 8601 date and time (default: 30 days before --end).',
    },
    end: { type: 'string', value: '<time>', help: 'Up to this ISO 8601 date and time (default: now).' },
    'group-by': {
      type: 'string',
      value: '<period>',
      help: `Period of each point: ${orList(PERIODS)} (default day).`,
    },
  },
  example: 'cloud-agent scorers pass-rate 7 --group-by week',
  json: 'the pass rate over the window and its series (pass_rate, pass_count, fail_count, series), as the service answered them.',
  check(parsed) {
    const scorer = scorerId(parsed);
    const start = stringFlag(parsed, 'start');
    const end = stringFlag(parsed, 'end');
    const groupBy = stringFlag(parsed, 'group-by');
    const query: QueryOf<'getScorerPassRate'> = {
      ...(start !== undefined ? { start_date: isoTime('start', start) } : {}),
      ...(end !== undefined ? { end_date: isoTime('end', end) } : {}),
      ...(groupBy !== undefined ? { group_by_period: oneOf('group-by', groupBy, PERIODS) } : {}),
    };
    if (query.start_date && query.end_date && query.start_date >= query.end_date) {
      throw new UsageError(`--start must be before --end, got ${start} and ${end}`, '--start');
    }
    return (ctx) =>
      show(
        ctx,
        'getScorerPassRate',
        { path: { scorer_id: scorer }, query },
        () => ctx.client.scorers.passRate(scorer, query, opts(ctx)),
        (answer) =>
          `pass rate ${percent(answer.pass_rate)} (${answer.pass_count} passed, ${answer.fail_count} failed) from ${cell(answer.start_date)} to ${cell(answer.end_date)}\n` +
          table(answer.series, [
            ['PERIOD', (r) => r.period_start],
            ['PASSED', (r) => r.pass_count],
            ['FAILED', (r) => r.fail_count],
            ['RATE', (r) => percent(r.pass_rate)],
          ]),
      );
  },
};

export const SCORERS_COMMANDS: InspectionCommand[] = [list, results, passRate];
