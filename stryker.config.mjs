// @ts-check
/**
 * Mutation testing (`npm run mutate`): StrykerJS changes one thing at a time in the code below and runs the fast
 * unit tests that cover it; a change no test notices is a line the tests do not really check. The end-to-end tests
 * (and the `*.spawn.test.ts` and `*.source.test.ts` files, which a mutant never reaches, and the `*.model.test.ts`
 * files, which nearly every mutant would run) are left out: see vitest.unit.config.ts.
 * Incremental: a rerun tests only the mutants of code or tests that changed since reports/stryker-incremental.json.
 */

/**
 * Mutants that behave exactly as the original, so no test can tell them apart: the file, the exact source text of
 * the smallest node holding them (every mutant inside it is ignored), and why; `within`, where that text is found
 * elsewhere in the file too: the text of a node around the one meant.
 * @type {{ file: string, code: string, within?: string, reason: string }[]}
 */
export const equivalent = [
  {
    file: 'src/commands/review.ts',
    code: '{ schema: undefined }',
    within: 'askedMarker(inputs, run, { schema: undefined })',
    reason: 'a fix asks for no result: askedMarker reads the schema alone, and {} has none either',
  },
  {
    file: 'src/commands/review.ts',
    code: "''",
    within: "root.body.split('\\n')[0] ?? ''",
    reason: 'unreachable: split answers at least one string, so its first is never undefined',
  },
  {
    file: 'src/flow/tickets.ts',
    code: "''",
    within: "run.metadata.ticket_id ?? ''",
    reason:
      "a ticket without an id: any text but one of a thread's or a workflow run's ticket id matches neither, as '' does",
  },
  {
    file: 'src/client/cron.ts',
    code: "if (text === '') throw new CronError(`${spec.name} field is empty`);",
    reason:
      'unreachable: parseCron splits a trimmed, non-empty expression on runs of blanks, so no field is empty',
  },
  {
    file: 'src/flow/conversation.ts',
    code: '[]',
    within: 'artifacts: []',
    reason:
      "a lost race's job summary shows the winning run without its artifacts; a report renders only artifacts of a known type, so an array of anything else renders as none does",
  },
  {
    file: 'src/client/errors.ts',
    code: "'about:blank'",
    reason:
      'about:blank fails the code pattern anyway (its ":"), so any other string here gives the same undefined',
  },
  {
    file: 'src/client/errors.ts',
    code: 'default:\n      break;',
    reason: 'an empty default that breaks at the end of a switch does what no default does',
  },
  {
    file: 'src/client/retry.ts',
    code: "after.trim() !== ''",
    reason:
      'a blank Retry-After fails the seconds pattern and Date.parse alike, so not skipping it early gives the same undefined',
  },
  {
    file: 'src/client/answers.ts',
    code: 'found?.path',
    reason: 'within() is only ever called with a mismatch found, never with undefined',
  },
  {
    file: 'src/client/transport.ts',
    code: 'signal?.reason',
    reason: 'both are inside abort listeners, which are only added when there is a signal',
  },
  {
    file: 'src/client/transport.ts',
    code: '{ once: true }',
    reason: 'a signal aborts at most once, and the attempt removes its listener in finally anyway',
  },
  {
    file: 'src/client/transport.ts',
    code: '{\n      connections: options.connections ?? 64,\n      keepAliveTimeout: 10_000,\n      keepAliveMaxTimeout: 60_000,\n    }',
    reason: 'pool size and keep-alive only change how sockets are reused, never a request or an answer',
  },
  {
    file: 'src/client/transport.ts',
    code: '{\n        parsed = undefined;\n      }',
    reason: 'parsed is still undefined when JSON.parse throws',
  },
  {
    file: 'src/client/transport.ts',
    code: '{ value: undefined }',
    reason: 'request() hands back outcome.value, which is undefined in {} as well',
  },
  {
    file: 'src/client/transport.ts',
    code: "method: 'GET'",
    reason: 'undici sends GET for a request without a method',
  },
  {
    file: 'src/client/validate.ts',
    code: "'utf8'",
    reason: 'Buffer.byteLength counts UTF-8 when no (or an empty) encoding is named',
  },
  {
    file: 'src/render/report.ts',
    code: "'utf8'",
    reason: 'Buffer.byteLength counts UTF-8 for an empty encoding name too: the same byte count.',
  },
  {
    file: 'src/render/report.ts',
    code: 'body.length <= limit',
    reason:
      'cut() returns a text that fits unchanged, so cutting always gives the same report: the test only saves a call.',
  },
  {
    file: 'src/render/report.ts',
    code: "if (!text) return '';",
    reason:
      "take() is only given text that is not empty (the answer, a plan's body, the steps): the guard never fires.",
  },
  {
    file: 'src/render/gate.ts',
    code: 'body.length <= limit',
    reason:
      'cut() returns a text that fits unchanged, so cutting always gives the same report: the test only saves a call.',
  },
  {
    file: 'src/render/gate.ts',
    code: 'r.text.length <= room',
    reason:
      'cut() returns a reason that fits unchanged, so cutting it always gives the same block: the test only saves a call.',
  },
  {
    file: 'src/render/gate.ts',
    code: 'a.index - b.index',
    reason:
      "The indexes are distinct and not negative, so a.index + b.index is always positive: V8's sort then keeps the input order, which is index order (checked on 20,000 random lists).",
  },
  {
    file: 'src/render/format.ts',
    code: "{ granularity: 'grapheme' }",
    reason: "Intl.Segmenter's default granularity is 'grapheme': an empty options object segments the same.",
  },
  {
    file: 'src/render/format.ts',
    code: 'graphemes.segment(text).containing(max)?.index',
    reason:
      'clip() returns before this unless 0 < max < text.length, so a segment always contains max: the ?. never short-circuits.',
  },
  {
    file: 'src/render/gate.ts',
    code: 'n === null',
    reason: 'Number.isFinite(null) is false, so the check after it already sends null to the dash.',
  },
  {
    file: 'src/render/gate.ts',
    code: "i.row.reason?.trim() ?? ''",
    reason:
      'The rows here were filtered to those with a reason that is not blank: the ?. and the ?? never act.',
  },
  {
    file: 'src/render/gate.ts',
    code: 'input.note?.trim()',
    reason: 'A blank note trimmed inside is the empty string, which the join leaves out just the same.',
  },
  {
    file: 'src/render/gate.ts',
    code: "text.replace(/\\s+/g, ' ').trim()",
    reason:
      'What quote() gets never starts or ends with white space (labels, and titles built around flattened names): trim() changes nothing.',
  },
  {
    file: 'src/render/gate.ts',
    code: "{ day: 'day', week: 'week', month: 'month' }",
    reason: 'Every unit is named as its key, so an empty table gives the same names through `?? groupBy`.',
  },
  {
    file: 'src/render/format.ts',
    code: 'max <= 0',
    reason: 'At max 0 the rest of clip() also gives the empty string (the cluster at 0 starts at 0).',
  },
  {
    file: 'src/render/format.ts',
    code: 'end === max',
    reason:
      'A segment never starts between the halves of a pair, so when end is a segment start it is never a low half after a high one.',
  },
  {
    file: 'src/render/format.ts',
    code: 'at < from',
    reason:
      'Runs of backticks are maximal and a code span ends on one, so the next run always starts after `from`: the guard never fires.',
  },
  {
    file: 'src/render/format.ts',
    code: 'j >= from',
    reason:
      'The character before `from` is a backtick (or there is none), so the count of backslashes stops there anyway.',
  },
  {
    file: 'src/render/format.ts',
    code: 'at + 1',
    reason:
      'Moving the escaped run one character left only moves a backslash and a backtick between prose and code, which treat both alike.',
  },
  {
    file: 'src/render/format.ts',
    code: 'length === 0',
    reason:
      'No run has length 0, so looking for a closing run of length 0 finds none and skips it just the same.',
  },
  {
    file: 'src/render/format.ts',
    code: 'close < 0',
    reason:
      'A closing run is searched after k >= 0, so a found index is at least 1: close <= 0 means the same.',
  },
  {
    file: 'src/render/format.ts',
    code: 'end > 0',
    reason:
      'At end 0 the kept text is empty and fits, so one more turn of the loop gives the same empty head.',
  },
  {
    file: 'src/render/marker.ts',
    code: '{\n    return undefined;\n  }',
    reason: 'An empty catch block falls off the end of the function, which returns undefined just the same.',
  },
  {
    file: 'src/inputs.ts',
    code: '/^base-url: /',
    reason:
      "parseBaseUrl's messages all start with their field's prefix, so its first match is the start anyway",
  },
  {
    file: 'src/flow/start.ts',
    code: '{ enabled: false, self: undefined, marker: { key: origin.key } }',
    reason:
      'with no login to write as (self undefined) no tracking comment is opened, so enabled and the marker are never read',
  },
  {
    file: 'src/flow/artifacts.ts',
    code: 'str(detail?.content)!',
    reason: 'evaluated only when str(detail?.content) just before was a string, so detail is defined',
  },
  {
    file: 'src/flow/artifacts.ts',
    code: 'str(detail?.download_url)!',
    reason: 'evaluated only when str(detail?.download_url) just before was a string, so detail is defined',
  },
  {
    file: 'src/flow/artifacts.ts',
    code: 'str(detail?.expires_at)!',
    reason: 'evaluated only when str(detail?.expires_at) just before was a string, so detail is defined',
  },
  {
    file: 'src/flow/conversation.ts',
    code: 'started.adopted.metadata?.[META.comment]',
    reason: 'a run adopted was found by its metadata, so it always has metadata',
  },
  {
    file: 'src/flow/prompt.ts',
    code: "'pull request'",
    reason:
      "the kind is only compared with 'issue'; its text is never shown (the labels say Issue or Pull request)",
  },
  {
    file: 'src/flow/wait.ts',
    code: 'detachAt !== undefined',
    reason: 'an undefined detachAt fails `detachAt < options.deadline` anyway (undefined < n is false)',
  },
  {
    file: 'src/flow/wait.ts',
    code: 'options.movedSince !== undefined',
    reason:
      'without movedSince, Date.parse(undefined) is NaN and `updated <= NaN` is false: never stale either way',
  },
  ...["body: ''", "author: ''", "authorType: ''", "url: ''"].map((code) => ({
    file: 'src/flow/settle.ts',
    code,
    reason: "reactionTarget's CommentInfo: a reaction reads only its id and kind (github/reactions.ts)",
  })),
  {
    file: 'src/flow/settle.ts',
    code: 'number',
    reason:
      'the test of `if (number)` in originOf: always true there (see the entry above), so `true` is the same',
  },
  {
    file: 'src/flow/follow.ts',
    code: 'madeAt !== undefined',
    reason:
      'the `true` mutant: executionSince compares `began > madeAt`, and no time is greater than undefined, as the guard says',
  },
  {
    file: 'src/flow/follow.ts',
    code: '{\n    return undefined;\n  }',
    within:
      'try {\n    return executionEvents(await client.runs.timeline(run.run_id, { maxRetries: 2 }));\n  } catch {\n    return undefined;\n  }',
    reason:
      'the empty catch block: an async function that returns nothing answers undefined, as this one says',
  },
  ...["Date.parse(item.created_at ?? '')", "Date.parse(event.occurred_at ?? '')"].map((within) => ({
    file: 'src/flow/plan.ts',
    code: "''",
    within,
    reason: 'a missing date: Date.parse of any text that is no date is NaN, as that of the empty one',
  })),
  {
    file: 'src/flow/credits.ts',
    code: 'spent !== undefined',
    reason: 'the `true` mutant: `undefined > limit` is false, as the guard says',
  },
  {
    file: 'src/flow/settle.ts',
    code: 'total !== undefined',
    within: 'budget && total !== undefined ? countOn(budget, budget.last, total).reset : undefined',
    reason:
      'the `true` mutant: countOn(…, undefined) compares `undefined < …`, which is false (no reset), as the guard says',
  },
  {
    file: 'src/flow/settle.ts',
    code: 'deadline !== undefined',
    within: 'deadline !== undefined && now >= deadline',
    reason: 'the `true` mutant: `now >= undefined` is false, as the guard says',
  },
  {
    file: 'src/flow/settle.ts',
    code: 'target === HERE',
    reason: "the `false` mutant: HERE is a string, whose `state` is undefined, as the guard's answer",
  },
  {
    file: 'src/render/budget.ts',
    code: "'within'",
    reason:
      'the case returns undefined, as the switch does when no case matches (a status this version does not know is never given)',
  },
  {
    file: 'src/shared/redact.ts',
    code: 'this.pattern.lastIndex = 0;',
    reason:
      'String.prototype.replace with a global pattern starts at 0 and leaves lastIndex at 0 whatever it was',
  },
  {
    file: 'src/flow/cancel.ts',
    code: "sent = 'failed'",
    reason: "every `sent` that is not accepted, ended, pending or not-supported maps to the outcome 'failed'",
  },
  {
    file: 'src/flow/latest-wins.ts',
    code: 'if (this.closed) return;',
    reason:
      "offer after final: pump's own `closed` test returns before anything is sent, and nothing reads `pending` again",
  },
  {
    file: 'src/flow/latest-wins.ts',
    code: 'this.closed',
    reason:
      "pump's `closed` operand: once closed, offer returns early and final cleared `pending`, so `pending === undefined` returns",
  },
  {
    file: 'src/flow/latest-wins.ts',
    code: 'written.catch(() => undefined);',
    reason: 'Promise.race already subscribes to `written`: its rejection after the bound is never unhandled',
  },
  {
    file: 'src/flow/report.ts',
    code: '{ enabled: false, self: undefined, marker: { key: run.run_id } }',
    reason:
      'reporterForRun without a thread or token: with no `self` there is never a comment, and the marker only goes into one',
  },
  {
    file: 'src/flow/report.ts',
    code: 'reporter.comment?.adopt(existing)',
    reason:
      'on that path the reporter always has its comment (enabled, repository, thread and self are all given)',
  },
  {
    file: 'src/commands/gate.ts',
    code: "'No runs to judge.'",
    reason: 'unreachable: the runs judged are empty only for a pull request (given run-ids are never empty)',
  },
  {
    file: 'src/render/cron.ts',
    code: "items[0] ?? ''",
    reason:
      'and() is only given lists of one or more names (runs of a non-empty set): the fallback never acts',
  },
  {
    file: 'src/render/cron.ts',
    code: 'values.length < 2 || values[0] !== min',
    reason:
      'a guard only: one value gives step NaN, which the length test refuses; a first value not min fails every() at i = 0',
  },
  {
    file: 'src/render/cron.ts',
    code: 'values[1]! - values[0]!',
    reason: 'stepOf is only called with min 0, and values[0] is min here: adding it gives the same step',
  },
  {
    file: 'src/render/cron.ts',
    code: 'max - min',
    reason: 'stepOf is only called with min 0: max + min is max - min',
  },
  {
    file: 'src/flow/schedules.ts',
    code: "if (value === undefined) return 'undefined';",
    reason:
      'JSON.stringify(undefined) is undefined, which, like the string, equals only itself and no JSON text: the same comparisons',
  },
  {
    file: 'src/flow/schedules.ts',
    code: 'changes.length === 1',
    reason:
      "'enabled' is always the last change pushed, so changes[0] is 'enabled' only when it is the only one",
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: '!(err instanceof CronError)',
    reason:
      'parseCron checks its input and throws only CronErrors, and nextCronTime throws nothing: the rethrow never acts',
  },
  {
    file: 'src/flow/yaml-file.ts',
    code: "'is not an MCP server'",
    reason:
      "unreachable while the schema's kinds of MCP server are the rule's (test/shared/rules.test.ts keeps them equal): where the schema finds a problem, so does the rule",
  },
  {
    file: 'src/flow/yaml-file.ts',
    code: "'is not an environment id'",
    reason:
      "unreachable while the schema's environment id pattern is the rule's (test/shared/rules.test.ts keeps them equal)",
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: "'is not a skill spec'",
    reason:
      "unreachable while the schema's skill pattern is the rule's (test/shared/rules.test.ts keeps them equal)",
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: 'error.message ?? keyword',
    reason:
      "every keyword the shipped schema can fail has words here (ENTRY_WORDS covers the schema's keys, checked by the compiler): ajv's own words are for a keyword a later schema adds",
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: 'words',
    reason:
      'the test of the words found: for the shipped schema they always are (see error.message ?? keyword)',
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: 'ENTRY_WORDS[key as EntryKey]?.(keyword)',
    reason: 'ENTRY_WORDS has every key the schema declares, and an error three steps deep is at one of them',
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: "key === 'agent-config' && inner === 'environment_id'",
    reason:
      "below an entry's key the schema checks an MCP server and agent-config's environment_id alone: what is not the first is the second",
  },
  {
    file: 'src/flow/schedules-file.ts',
    code: "Object.hasOwn(given, 'prompt') && Object.hasOwn(given, 'prompt-file')",
    reason:
      'the choice fails with a prompt given only when a prompt file is given too (a prompt alone, or with a skill, passes), and the other way round: either half says the same',
  },
  {
    file: 'src/flow/yaml-file.ts',
    code: 'if (node.anchor) anchors.set(node.anchor, node);',
    reason:
      'a node without an anchor would be kept under the key undefined, which no alias looks up (an alias always names its anchor)',
  },
  {
    file: 'src/flow/schedules.ts',
    code: 'a < b',
    reason:
      'the keys of one object are distinct, and a descending order sorts both sides of a comparison alike: the same verdict',
  },
  {
    file: 'src/flow/schedules.ts',
    code: "'skills' in desired",
    reason:
      "Object.assign puts the file's skills back over the service's: only the key order of the body differs, never a value",
  },
  {
    file: 'src/flow/schedules.ts',
    code: 'a.name > b.name',
    reason:
      "V8's sort only asks whether a comparison is negative, so 1 and 0 for names not below order alike (checked on 2,000 random lists with repeated names, Node 20 and 24)",
  },
  {
    file: 'src/flow/follow.ts',
    code: "''",
    within: "this.progress ? progressKey(this.progress.progress(run)) : ''",
    reason:
      'the key only tells one show from the next: any fixed text in place of no progress gives the same comparisons',
  },
  {
    file: 'src/flow/follow.ts',
    code: "''",
    within: "run.session_link ?? ''",
    reason:
      'the key only tells one show from the next: any fixed text in place of no session link gives the same comparisons',
  },
  {
    file: 'src/flow/follow.ts',
    code: 'this.run !== undefined',
    reason:
      'the `true` mutant: working() is only asked by the progress loop, which starts after the first answered poll set this.run (the `===` mutant, ignored with it, is one the live-progress tests kill)',
  },
  {
    file: 'src/flow/follow.ts',
    code: 'if (signal.aborted) return;',
    reason:
      'the `false` mutant: sleepFor rejects when aborted, and nothing aborts between its timer and this line; a sleep cut short by an abort would wake before the read is due, which read() refuses (the `true` mutant, ignored with it, is one the live-progress tests kill)',
  },
  {
    file: 'src/flow/follow.ts',
    code: 'detachAfterMinutes === undefined',
    reason:
      'without detach-after-minutes, detachAt would be NaN, which waitForRun refuses as it refuses none (`detachAt < deadline` is false)',
  },
  {
    file: 'src/flow/follow.ts',
    code: 'outcome.run ?? this.run',
    reason:
      'outcome.run is the last run the wait answered, which onPoll stored in this.run too: both are set, the same object, or neither is',
  },
  {
    file: 'src/host/action.ts',
    code: "kind: SecretKind = 'secret'",
    reason:
      "the Redactor labels a secret of a kind it has no label for as a secret (redact's `?? LABELS.secret`): the same text",
  },
  ...["Buffer.from(text, 'utf8')", "Buffer.byteLength(text, 'utf8')", "Buffer.byteLength(note, 'utf8')"].map(
    (code) => ({
      file: 'src/host/action.ts',
      code,
      reason: 'Buffer.from and Buffer.byteLength read a string as UTF-8 for an empty encoding name too',
    }),
  ),
  {
    file: 'src/flow/follow.ts',
    code: "Buffer.byteLength(checked.text, 'utf8')",
    reason: 'Buffer.byteLength counts UTF-8 for an empty encoding name too: the same byte count',
  },
  {
    file: 'src/host/action.ts',
    code: 'end > 0',
    reason:
      'the `true` and `>=` mutants, at 0: the UTF-8 of a string never starts with a continuation byte (cutBytes), and charCodeAt(-1) is NaN, in no surrogate range (cutChars)',
  },
  {
    file: 'src/host/action.ts',
    code: 'maxChars !== undefined',
    reason: 'the `true` mutant: without maxChars, `text.length > undefined` is false anyway',
  },
  {
    file: 'src/host/action.ts',
    code: 'options?.trim ?? true',
    reason:
      '@actions/core keeps the white space only for trimWhitespace === false: undefined (no options) trims as true does',
  },
  {
    file: 'src/host/cli.ts',
    code: "value !== ''",
    reason:
      'the `true` and the string mutants: the Redactor ignores values shorter than MIN_SECRET_LENGTH, the empty one among them',
  },
  {
    file: 'src/cli/ci.ts',
    code: "'0'",
    reason: 'Number of an empty string is 0 too: a missing BUILDKITE_RETRY_COUNT is attempt 1 either way',
  },
  {
    file: 'src/cli/junit.ts',
    code: "kind: 'pass'",
    reason: "a case's kind is only compared with 'failure' and 'error': any other name counts as passed",
  },
  {
    file: 'src/cli/args.ts',
    code: 'if (first === undefined) return { spec: undefined, used: 0 };',
    reason:
      'unreachable: parseCommandLine answers a command line without words itself, so commandOf always gets one',
  },
  {
    file: 'src/cli/args.ts',
    code: 'spec.flags[renamed]?.value',
    reason:
      "each command's renamed flags name a flag of that command (test/cli/args.test.ts shows their values)",
  },
  {
    file: 'src/cli/config.ts',
    code: "'utf8'",
    reason:
      'without an encoding readFileSync gives a Buffer, which JSON.parse reads as its UTF-8 text: the same value',
  },
  ...[
    {
      code: "'CLOUD_AGENT_API_KEY'",
      within:
        "new UsageError(\n    'no API key: set CLOUD_AGENT_API_KEY (or WARP_API_KEY), or put \"apiKey\" in the config file (chmod 600)',\n    'CLOUD_AGENT_API_KEY',\n  )",
    },
    {
      code: "'--all'",
      within:
        "new UsageError(\n      '--all counts every run of the team, --repo those of one project: give one',\n      '--all',\n    )",
    },
  ].map((entry) => ({
    file: 'src/cli/main.ts',
    ...entry,
    reason:
      "the flag a UsageError names is read by no one once cli() catches it (it shows the message alone): the error's flag of requireKey and of --all with --repo",
  })),
  {
    file: 'src/cli/main.ts',
    code: 'spec.positional?.input && parsed.positional !== undefined',
    reason:
      "every command's positional is <run-id> with its input, and parseCommandLine refuses a command line without it: both operands are always true together, or both false (a command without one)",
  },
  {
    file: 'src/cli/main.ts',
    code: "spec.action === 'report'",
    within: "spec.action === 'report' && parsed.flags.all === true",
    reason:
      'the `true` mutant: report is the only command with an --all flag, so for another all is false anyway',
  },
  {
    file: 'src/cli/main.ts',
    code: "spec.action === 'settle'",
    within: "spec.action === 'settle' ? settleSince(stringFlag(parsed, 'since')) : undefined",
    reason:
      'the `true` mutant: settle is the only command of the action with a --since flag (runs logs is an inspection), and settleSince(undefined) is undefined',
  },
  {
    file: 'src/cli/main.ts',
    code: '/[^a-z]+/g',
    reason:
      "the `/[^a-z]/g` mutant: no CI's name (src/cli/ci.ts) has two characters in a row that are not letters once lowercased, so each run is one character",
  },
  {
    file: 'src/cli/main.ts',
    code: "{ owner: '', repo: '' }",
    reason:
      "the command line's trigger has no thread, and its repo is read only with a thread's number (the prompt's context, a dispatch's default ticket)",
  },
  {
    file: 'src/cli/main.ts',
    code: 'spec?.action',
    reason:
      'a signal is handled only at an await, and cli() sets spec from the parsed command line before its first await: spec is never undefined there',
  },
  {
    file: 'src/cli/help.ts',
    code: '{ ...spec, flags: {} }',
    reason:
      'flagsOf spreads the global flags and then the flags given: with none given (undefined), the global flags alone either way',
  },
  {
    file: 'src/cli/inspect/runs.ts',
    code: 'run?.state',
    reason:
      'followLogs answers a run that was not interrupted only after it read the run, and an interrupted one returned above: run is set here',
  },
  {
    file: 'src/cli/terminal.ts',
    code: '/^`+/',
    reason:
      'the text it reads starts with a backtick here, so a run of them found anywhere is the one at its start',
  },
  {
    file: 'src/commands/review.ts',
    code: "''",
    within: "(root.body.split('\\n')[0] ?? '')",
    reason: 'split always answers at least one element, so the fallback is never read',
  },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions & { equivalent: typeof equivalent }} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.unit.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner', './test/mutation/equivalent-ignorer.mjs'],
  ignorers: ['equivalent'],
  equivalent,
  mutate: [
    'src/client/**/*.ts',
    // Generated from openapi/ by `npm run generate` (types and the shape table a test keeps in step).
    '!src/client/schema.ts',
    '!src/client/shapes.ts',
    'src/flow/**/*.ts',
    // Generated from schemas/cloud-agents.schema.json by `npm run generate` (ajv's code; a test keeps it in step).
    '!src/flow/schedules-validate.generated.ts',
    // Generated from schemas/cloud-agent-benchmarks.schema.json the same way.
    '!src/flow/benchmarks-validate.generated.ts',
    'src/render/**/*.ts',
    'src/commands/**/*.ts',
    'src/inputs.ts',
    // The one dispatcher of both hosts, and the hosts (tested in this process: test/dispatch.test.ts, test/host/).
    'src/dispatch.ts',
    'src/host/**/*.ts',
    'src/cli/**/*.ts',
    // src/cli.ts (the process entry: cli(process.argv) to process.exitCode) stays out, like src/index.ts.
  ],
  coverageAnalysis: 'perTest',
  // vitest strips types without checking them, and tests compare generated files byte for byte: no `@ts-nocheck`.
  disableTypeChecks: false,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  concurrency: 2,
  timeoutMS: 3000,
  dryRunTimeoutMinutes: 20,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  warnings: { unknownOptions: false },
};
