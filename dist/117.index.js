export const id = 117;
export const ids = [117,227];
export const modules = {

4227:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  bareTrigger: () => (bareTrigger),
  reportOriginOf: () => (reportOriginOf),
  workflowRunUrl: () => (workflowRunUrl)
});
function workflowRunUrl(env) {
  return `${env.serverUrl}/${env.repository}/actions/runs/${env.workflowRunId}`;
}
function reportOriginOf(from) {
  const { trigger, env } = from;
  const workflowRun = workflowRunUrl(env);
  if (trigger.comment) {
    return {
      kind: 'comment',
      ...(trigger.number !== undefined ? { number: trigger.number } : {}),
      author: trigger.comment.author,
      comment: trigger.comment.url,
      workflowRun,
    };
  }
  if (trigger.number === undefined)
    return { kind: 'event', event: env.eventName, workflowRun };
  return { kind: trigger.isPullRequest ? 'pull_request' : 'issue', number: trigger.number, workflowRun };
}
function bareTrigger(event, repo, from = { action: undefined, actor: undefined }) {
  return {
    event,
    action: from.action,
    repo,
    number: undefined,
    isPullRequest: false,
    title: undefined,
    body: undefined,
    url: undefined,
    author: undefined,
    labels: [],
    pullRequest: undefined,
    comment: undefined,
    actor: from.actor,
    createdAt: undefined,
  };
}


}),

4284:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  QJ: () => (describeReportOrigin),
  VO: () => (readReportOrigin),
  cQ: () => (COMMAND_LINE_EVENT)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);
var _shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5223);


const COMMAND_LINE_EVENT = 'cli';
function describeReportOrigin(origin) {
  const run = origin.workflowRun ? `[workflow run](${origin.workflowRun})` : 'a workflow run';
  const number = origin.number;
  switch (origin.kind) {
    case 'comment':
      if (origin.author && origin.comment)
        return `Started from a comment by @${origin.author} ([comment](${origin.comment})), ${run}.`;
      return number === undefined
        ? `Started from a comment, ${run}.`
        : `Started from a comment on #${number}, ${run}.`;
    case 'issue':
    case 'pull_request':
    case 'thread':
      if (number !== undefined) {
        const kind = origin.kind === 'issue' ? 'issue ' : origin.kind === 'pull_request' ? 'pull request ' : '';
        return `Started from ${kind}#${number} by ${run}.`;
      }
      return `Started by ${run}.`;
    case 'event':
      if (origin.event === COMMAND_LINE_EVENT)
        return origin.job
          ? `Started by cloud-agent in CI job ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(origin.job, 100, false)}.`
          : 'Started by cloud-agent from the command line.';
      return `Started by ${run}${origin.event ? ` (${origin.event})` : ''}.`;
    default:
      return (0,_shared_unreachable_js__WEBPACK_IMPORTED_MODULE_1__.H)(origin.kind);
  }
}
const KINDS = new Set(['issue', 'pull_request', 'comment', 'event', 'thread']);
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
const EVENT = /^[a-z][a-z_]{0,63}$/;
const LINK = /^https?:\/\/[^\s()<>[\]`"'\\]{1,500}$/;
function readReportOrigin(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return undefined;
  const v = value;
  if (typeof v.kind !== 'string' || !KINDS.has(v.kind))
    return undefined;
  const origin = { kind: v.kind };
  const fields = [
    ['number', (x) => typeof x === 'number' && Number.isSafeInteger(x) && x > 0],
    ['author', (x) => typeof x === 'string' && LOGIN.test(x)],
    ['comment', (x) => typeof x === 'string' && LINK.test(x)],
    ['event', (x) => typeof x === 'string' && EVENT.test(x)],
    ['workflowRun', (x) => typeof x === 'string' && LINK.test(x)],
    ['job', (x) => typeof x === 'string' && x.length > 0 && x.length <= 256],
  ];
  for (const [name, valid] of fields) {
    if (!valid(v[name]))
      continue;
    origin[name] = v[name];
  }
  return origin;
}


}),

757:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
  Bk: () => (progressKey),
  EY: () => (renderProgress),
  FC: () => (CONTEXT_FRAMING),
  Fb: () => (stepTitle),
  Lo: () => (COMMENT_FRAMING),
  TS: () => (eventLabel),
  jA: () => (progressOf)
});
var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

const SHOWN_STEPS = 10;
const SHOWN_EVENTS = 8;
const EVENT_LABEL = {
  oz_run_created: 'created',
  oz_run_claimed: 'claimed by a worker',
  worker_container_ready: 'machine ready',
  shared_session_started: 'session started',
  agent_started: 'agent started',
  oz_run_blocked: 'waiting for input',
  oz_run_done: 'done',
  oz_run_cancelled: 'cancelled',
  oz_run_failed: 'failed',
  oz_run_errored: 'stopped with an error',
  vm_shutdown: 'machine shut down',
};
function eventLabel(type) {
  return Object.hasOwn(EVENT_LABEL, type) ? EVENT_LABEL[type] : type;
}
const COMMENT_FRAMING = 'The request below was written in a GitHub comment by';
const CONTEXT_FRAMING = '## GitHub context';
function requestIn(prompt) {
  const fenced = /(~{4,})text request\n([\s\S]*?)\n\1/.exec(prompt);
  const line = fenced?.[2]?.split('\n').find((l) => l.trim() !== '');
  return line?.trim();
}
function stepTitle(step, index, run) {
  const raw = (step.description ?? '').trim() || (step.summary ?? '').trim();
  if (!raw)
    return `Step ${index + 1}`;
  if (raw.startsWith(COMMENT_FRAMING))
    return requestIn(run.prompt ?? '') ?? (run.title || 'The request from the comment');
  if (raw.startsWith(CONTEXT_FRAMING))
    return run.title || 'The task from the thread';
  return raw;
}
const blocksOf = (step) => step.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
function latestAction(step) {
  const all = [];
  const walk = (s) => {
    all.push(...blocksOf(s));
    for (const inner of s.steps ?? [])
      walk(inner);
  };
  walk(step);
  const action = all.filter((b) => b.type === 'action').at(-1);
  if (!action)
    return undefined;
  const input = (action.input ?? {});
  const detail = ['command', 'path', 'query', 'file', 'url']
    .map((k) => input[k])
    .find((v) => typeof v === 'string' && v.trim() !== '');
  const result = all.filter((b) => b.type === 'action_result' && b.action_id === action.id).at(-1);
  const state = typeof result?.state === 'string' ? result.state : undefined;
  const name = typeof action.name === 'string' ? action.name : 'action';
  return `${name}${detail ? ` ${detail}` : ''}${state ? ` (${state})` : ''}`;
}
function progressOf(reading, run, active) {
  const created = Date.parse(run.created_at);
  const seen = new Set();
  const lifecycle = [];
  for (const event of reading.events) {
    const id = event.event_uuid || `${event.event_type}@${event.occurred_at ?? ''}`;
    if (seen.has(id))
      continue;
    seen.add(id);
    const at = event.occurred_at === undefined ? Number.NaN : Date.parse(event.occurred_at);
    lifecycle.push({
      id,
      type: event.event_type,
      label: eventLabel(event.event_type),
      sinceMs: Number.isNaN(at) || Number.isNaN(created) ? undefined : Math.max(0, at - created),
    });
  }
  lifecycle.sort((a, b) => (a.sinceMs ?? Infinity) - (b.sinceMs ?? Infinity));
  const steps = reading.conversation?.steps ?? [];
  return {
    lifecycle,
    steps: steps.map((step, index) => {
      const last = index === steps.length - 1;
      return {
        id: step.id,
        title: stepTitle(step, index, run),
        done: Boolean(step.completed_at) || !last || !active,
        action: latestAction(step),
      };
    }),
  };
}
function progressKey(progress) {
  return JSON.stringify([
    progress.lifecycle.map((e) => e.id),
    progress.steps.map((s) => [s.id, s.title, s.done, s.done ? '' : s.action]),
  ]);
}
function renderLifecycle(lifecycle) {
  if (!lifecycle.length)
    return '';
  const shown = lifecycle.slice(-SHOWN_EVENTS);
  const earlier = lifecycle.length - shown.length;
  const items = shown.map((e) => `${Object.hasOwn(EVENT_LABEL, e.type) ? e.label : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(e.type, 60, false)}${e.sinceMs === undefined ? '' : ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.a3)(e.sinceMs)}`}`);
  return `**Lifecycle:** ${earlier ? `(${earlier} earlier) … → ` : ''}${items.join(' → ')}`;
}
function renderChecklist(steps) {
  if (!steps.length)
    return '';
  const shown = steps.slice(-SHOWN_STEPS);
  const earlier = steps.length - shown.length;
  const lines = shown.map((s) => {
    if (s.done)
      return `- ✓ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(s.title, 150)}`;
    const action = s.action ? `\n  <sub>latest: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.aY)(s.action, 160, false)}</sub>` : '';
    return `- ⏳ **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__.mG)(s.title, 150)}** (in progress)${action}`;
  });
  const head = earlier ? [`- ✓ _${earlier} earlier step${earlier === 1 ? '' : 's'} done_`] : [];
  return `**Steps**\n\n${[...head, ...lines].join('\n')}`;
}
function renderProgress(progress) {
  const parts = [renderLifecycle(progress.lifecycle), renderChecklist(progress.steps)].filter(Boolean);
  return parts.length ? parts.join('\n\n') : '_No progress reported yet._';
}


}),

7332:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


__webpack_require__.d(__webpack_exports__, {
  S6: () => (SETTLE_DOCS),
  oM: () => (finalMessage),
  wQ: () => (renderComment),
  qE: () => (renderJobSummary)
});


var runs = __webpack_require__(9187);
var render_budget = __webpack_require__(9519);
var format = __webpack_require__(1509);
var render_model = __webpack_require__(8281);
;

const PLAN_FOLD_LINES = 40;
function centredPlan(plans, uid) {
  return (uid ? plans.find((p) => p.uid === uid) : undefined) ?? plans.at(-1);
}
function planBody(title, content, url, room) {
  const link = (0,format.Pl)(url);
  const text = content?.trim() ? (0,format.bp)(content.trim()) : '';
  if (!text)
    return link
      ? `[Open the plan](${link})`
      : "_The service shows none of the plan's text here; the session has it._";
  const more = link ? `\n\n[Read the whole plan](${link}).` : '\n\nThe session shows the whole plan.';
  const lines = text.split('\n').length;
  const open = lines > PLAN_FOLD_LINES ? `<details><summary>${(0,format.js)(title, 150)} (${lines} lines)</summary>\n\n` : '';
  const close = open ? '\n\n</details>' : '';
  const space = room - open.length - close.length;
  const body = text.length <= space ? text : `${(0,format.Jj)(text, Math.max(0, space - more.length), 'The plan')}${more}`;
  return `${open}${body}${close}`;
}
function notPlannedLine(reason) {
  return reason === 'pull-request'
    ? '⚠️ The agent was asked for a plan, but the service did the work instead: the run opened a pull request and left no new plan.'
    : '⚠️ The agent was asked for a plan, but the service did not plan: the run ended without a new plan.';
}
function planSection(body, next) {
  return [`**The plan**`, body, next ? `**Next:** ${(0,format.Od)(next)}` : ''].filter(Boolean).join('\n\n');
}

var progress = __webpack_require__(757);
;

const TABLE_KEYS = 20;
const CELL_CHARS = 300;
const isScalar = (value) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
function isFlat(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.length <= TABLE_KEYS && entries.every(isScalar);
}
const where = (path) => (path === '' ? '(root)' : path);
function issueLines(issues) {
  return issues
    .map((issue) => `- ${(0,format.aY)(where(issue.path), 200, false)}: ${(0,format.mG)(issue.message, 400)}`)
    .join('\n');
}
function fenced(text, info) {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const mark = '`'.repeat(Math.max(3, longest + 1));
  return (0,format.bp)(`${mark}${info}\n${text}\n${mark}`);
}
function table(value) {
  const rows = Object.entries(value).map(([key, item]) => {
    const shown = typeof item === 'string' ? (0,format.mG)(item, CELL_CHARS) || '_(empty)_' : (0,format.aY)(JSON.stringify(item));
    return `| ${(0,format.aY)(key, 100)} | ${shown} |`;
  });
  return ['| field | value |', '|---|---|', ...rows].join('\n');
}
const fromText = (from) => from === 'file'
  ? 'from its `result.json` file'
  : from === 'message'
    ? 'from the JSON block ending its final message'
    : '';
function resultSection(view, room, cut) {
  switch (view.status) {
    case 'valid': {
      const head = `**Result** (${fromText(view.from)}, as its schema asks)`;
      if (isFlat(view.value))
        return `${head}\n\n${table(view.value)}`;
      const json = JSON.stringify(view.value, null, 2);
      const summary = `The result (${(0,format.K9)(json.length)} characters of JSON)`;
      const body = cut(fenced(json, 'json'), Math.max(200, room - head.length - summary.length - 60));
      return `${head}\n\n<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
    }
    case 'invalid': {
      const found = view.from
        ? `The result ${fromText(view.from)} does not match its schema`
        : 'The run gave no result: no new `result.json` file, and no fenced `json` block ending its final message';
      const tried = view.repairs > 0
        ? `, after ${view.repairs === 1 ? 'a repair follow-up' : `${view.repairs} repair follow-ups`}`
        : '';
      const list = view.issues.length && view.from ? `\n\n${issueLines(view.issues)}` : '';
      return `**Result: does not match its schema** (\`schema-invalid\`)\n\n${found}${tried}.${list}`;
    }
    case 'repairing':
      return `**Result: being repaired** (${view.repair} of ${view.of})\n\nThe result did not match its schema; the agent was asked to fix:\n\n${issueLines(view.issues)}`;
    case 'unavailable':
      return `**Result: not validated** (schema not available)\n\n${(0,format.mG)(view.why, 500)}`;
  }
}

;







const SETTLE_DOCS = 'https://github.com/cloud-agent-action/cloud-agent-action#cost-detach-and-settle';
const COMMENT_LIMIT = 65_000;
const GITHUB_COMMENT_LIMIT = 65_536;
const JOB_SUMMARY_BYTES = 1_048_576;
const ICON = {
  QUEUED: '⏳',
  PENDING: '⏳',
  CLAIMED: '⏳',
  INPROGRESS: '🔄',
  SUCCEEDED: '✅',
  FAILED: '❌',
  ERROR: '⚠️',
  CANCELLED: '🚫',
  BLOCKED: '✋',
};
const HEADLINE = {
  QUEUED: 'queued',
  PENDING: 'being prepared',
  CLAIMED: 'starting',
  INPROGRESS: 'working',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
  ERROR: 'stopped with an error',
  CANCELLED: 'cancelled',
  BLOCKED: 'waiting for input',
};
function finalMessage(conversation) {
  if (!conversation)
    return undefined;
  const texts = [];
  const walk = (steps) => {
    for (const step of steps) {
      for (const message of step.messages) {
        if (message.role !== 'assistant')
          continue;
        const text = message.content
          .map((block) => (block.type === 'text' && 'text' in block ? String(block.text) : ''))
          .filter(Boolean)
          .join('\n');
        if (text.trim())
          texts.push(text.trim());
      }
      walk(step.steps);
    }
  };
  walk(conversation.steps);
  return texts.at(-1);
}
function describeAction(block) {
  const input = (block.input ?? {});
  const detail = ['command', 'path', 'query', 'file', 'url']
    .map((k) => input[k])
    .find((v) => typeof v === 'string');
  return `${(0,format.aY)(String(block.name ?? 'action'), 60, false)}${detail ? ` ${(0,format.aY)(detail, 120, false)}` : ''}`;
}
function renderSteps(conversation, run) {
  if (!conversation)
    return { text: '', count: 0 };
  const lines = [];
  let count = 0;
  const walk = (steps, depth) => {
    for (const step of steps) {
      count++;
      const indent = '  '.repeat(depth);
      const title = (0,progress.Fb)(step, count - 1, run);
      lines.push(`${indent}- **${(0,format.mG)(title, 150)}**`);
      const results = new Map();
      for (const message of step.messages) {
        for (const block of message.content) {
          if (block.type === 'action_result')
            results.set(String(block.action_id), String(block.state));
        }
      }
      for (const message of step.messages) {
        for (const block of message.content) {
          if (block.type === 'action') {
            const state = results.get(String(block.id));
            lines.push(`${indent}  - ${describeAction(block)}${state ? ` → ${(0,format.mG)(state, 30)}` : ''}`);
          }
        }
      }
      if (step.summary && step.description)
        lines.push(`${indent}  - ${(0,format.mG)(step.summary, 300)}`);
      walk(step.steps, depth + 1);
    }
  };
  walk(conversation.steps, 0);
  return { text: lines.join('\n'), count };
}
function cost(run) {
  const usage = run.request_usage;
  if (!usage)
    return undefined;
  const num = (k) => (typeof usage[k] === 'number' ? usage[k] : undefined);
  const credits = (0,runs.yq)(run);
  const usd = [num('inference_cost_usd'), num('compute_cost_usd'), num('platform_cost_usd')].filter((v) => v !== undefined);
  if (credits === undefined && !usd.length)
    return undefined;
  const parts = [];
  if (credits !== undefined)
    parts.push(`${round(credits)} credits`);
  if (usd.length)
    parts.push(`≈ $${usd.reduce((a, b) => a + b, 0).toFixed(2)}`);
  return parts.join(' ');
}
const round = (n) => (Math.round(n * 100) / 100).toString();
function duration(run, now) {
  const fromRunTime = (0,format.pU)(run.run_time);
  if (fromRunTime !== undefined)
    return (0,format.a3)(fromRunTime);
  const start = run.started_at ? Date.parse(run.started_at) : Date.parse(run.created_at);
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  return Number.isNaN(start) || Number.isNaN(end) ? undefined : (0,format.a3)(end - start);
}
function headline(input) {
  const state = input.run.state;
  const icon = Object.hasOwn(ICON, state) ? ICON[state] : '❔';
  const what = Object.hasOwn(HEADLINE, state) ? HEADLINE[state] : `in state ${(0,format.mG)(state, 40)}`;
  const title = (0,format.mG)(input.run.title || 'Cloud agent run', 150);
  if (input.phase === 'timeout')
    return `### ⏱️ Stopped waiting: ${title}`;
  if (planWaits(input))
    return `### 📋 Plan ready for review: ${title}`;
  if (input.phase === 'detached')
    return `### ${icon} Cloud agent run ${what} (no longer watched): ${title}`;
  return `### ${icon} Cloud agent run ${what}: ${title}`;
}
const planWaits = (input) => input.plan?.state === 'waiting' && (input.phase === 'final' || input.phase === 'blocked');
const atWork = (input) => (input.phase === 'queued' || input.phase === 'running' || input.phase === 'detached') &&
  !(0,runs.Ex)(input.run.state);
function facts(input) {
  const { run } = input;
  const working = atWork(input);
  const rows = [['State', (0,format.aY)(run.state, 40, false)]];
  const d = duration(run, input.now);
  if (d && working)
    rows.push(['Elapsed', d]);
  else if (d && run.started_at)
    rows.push(['Duration', d]);
  const model = (0,render_model.D)(run, input.requestedModel);
  if (model)
    rows.push(['Model', (0,render_model.Z)(model)]);
  const c = (input.budget && (0,render_budget.D$)(input.budget)) || cost(run);
  if (c)
    rows.push([working ? 'Cost so far' : 'Cost', c]);
  const session = (0,format.Pl)(run.session_link);
  if (session && !working)
    rows.push(['Session', `[open the session](${session})`]);
  else if (!session && working)
    rows.push(['Session', "_the link appears here once the agent's session starts_"]);
  const workflow = (0,format.Pl)(input.workflowRun);
  if (workflow)
    rows.push(['Workflow', `[the workflow run](${workflow})`]);
  if (input.factoryTask) {
    rows.push([
      'Factory',
      `${(0,format.aY)(input.factoryTask.factory, 80, false)} · task ${(0,format.aY)(input.factoryTask.uid, 60, false)} · stage **${(0,format.mG)(input.factoryTask.stage, 30)}**`,
    ]);
  }
  rows.push(['Run', (0,format.aY)(run.run_id, 80, false)]);
  return rows.map(([k, v]) => `- **${k}**: ${v}`).join('\n');
}
function statusBlock(run) {
  const message = run.status_message;
  if (!message?.message)
    return undefined;
  if (!['FAILED', 'ERROR', 'CANCELLED', 'BLOCKED'].includes(run.state))
    return undefined;
  const errorCode = message.error_code ? ` (${(0,format.aY)(message.error_code, 60, false)})` : '';
  const retry = message.retryable ? ' A new run may succeed: the service marks this as retryable.' : '';
  return `> **${run.state}**${errorCode}: ${(0,format.mG)(message.message, 1000)}${retry}`;
}
function artifactLines(artifacts, now) {
  const prs = artifacts
    .filter((a) => a.type === 'PULL_REQUEST')
    .map((a) => `- ${(0,format.Cb)(a.url) ?? (0,format.aY)(a.url, 300, false)} from ${(0,format.aY)(a.branch, 120, false)}${a.status ? ` (${(0,format.mG)(a.status, 20)})` : ''}`)
    .join('\n');
  const plans = artifacts
    .filter((a) => a.type === 'PLAN')
    .map((a) => ({
    title: (0,format.mG)(a.title || 'Plan', 150),
    summary: (0,format.js)(a.title || 'Plan', 150),
    body: a.content?.trim()
      ? (0,format.bp)(a.content.trim())
      : (0,format.Pl)(a.url)
        ? `[Open the plan](${(0,format.Pl)(a.url)})`
        : '_The plan has no content yet._',
  }));
  const fileArtifacts = artifacts.filter((a) => a.type === 'SCREENSHOT' || a.type === 'FILE');
  let files = fileArtifacts
    .map((a) => {
    const kind = a.type === 'SCREENSHOT' ? 'Screenshot' : 'File';
    const text = a.type === 'SCREENSHOT'
      ? (a.description ?? a.name)
      : a.description
        ? `${a.name}: ${a.description}`
        : a.name;
    const label = (0,format.yX)(afterLabel(kind, text), 200);
    const url = (0,format.Pl)(a.url);
    return url ? `- ${kind}: [${label}](${url})` : `- ${kind}: ${label} (open it from the session)`;
  })
    .join('\n');
  const expiries = fileArtifacts
    .map((a) => (a.expiresAt ? Date.parse(a.expiresAt) : NaN))
    .filter((t) => !Number.isNaN(t));
  if (files && expiries.length) {
    const first = Math.min(...expiries);
    files += `\n\n<sub>These links are signed and stop working at ${(0,format.fU)(first)}${first > now ? '' : ' (already expired)'}; the session keeps the files.</sub>`;
  }
  const others = artifacts
    .map((a) => a.type === 'EXTERNAL_REFERENCE'
    ? `- ${(0,format.mG)(a.referenceType, 40)}: ${externalLink(a.url, a.title === undefined ? undefined : afterLabel(a.referenceType, a.title))}`
    : a.type === 'OTHER'
      ? `- ${(0,format.aY)(a.artifactType, 40, false)}: ${(0,format.aY)(JSON.stringify(a.data) ?? '', 300, false)}`
      : '')
    .filter(Boolean)
    .join('\n');
  return { prs, plans, files, others };
}
function afterLabel(label, text) {
  const lead = label.trim().toLowerCase();
  const head = text.trimStart();
  if (!lead || !head.toLowerCase().startsWith(lead))
    return text;
  const rest = /^\s*:\s*(\S[\s\S]*)$/.exec(head.slice(lead.length));
  return rest ? rest[1] : text;
}
function externalLink(url, title) {
  const safe = (0,format.Pl)(url);
  if (!safe)
    return (0,format.aY)(url, 300, false);
  return title ? `[${(0,format.yX)(title, 150)}](${safe})` : `<${safe}>`;
}
function detachedLine(run, leftGoing) {
  const session = (0,format.Pl)(run.session_link);
  const watch = session ? ` Meanwhile, follow it in [the session](${session}).` : '';
  const stopped = (0,runs.Ex)(run.state);
  return `${stopped ? '' : '**The run is still working.** '}${leftGoing ?? ''}${watch}`.trim();
}
function sessionLine(input) {
  const session = (0,format.Pl)(input.run.session_link);
  return session && atWork(input) ? `**Follow live**: [the agent's session](${session})` : undefined;
}
function answerInSession(run) {
  const session = (0,format.Pl)(run.session_link);
  return session ? `Answer it in [the session](${session}).` : "Answer it in the agent's session.";
}
function details(summary, body) {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function renderReport(input, limit = COMMENT_LIMIT) {
  const { run } = input;
  const head = [headline(input)];
  const follow = sessionLine(input);
  if (follow)
    head.push(follow);
  if (input.origin)
    head.push((0,format.Od)(input.origin));
  if (input.note)
    head.push((0,format.Od)(input.note));
  if (input.plan?.state === 'not-planned')
    head.push(notPlannedLine(input.plan.reason));
  const goingOn = input.phase === 'detached' ? detachedLine(run, input.leftGoing) : '';
  if (goingOn)
    head.push(goingOn);
  head.push(facts(input));
  const spending = input.budget && (0,render_budget["in"])(input.budget);
  if (spending)
    head.push(spending);
  if (input.progress && atWork(input))
    head.push((0,progress.EY)(input.progress));
  const status = statusBlock(run);
  if (status)
    head.push(status);
  const hint = input.followupHint ? (0,format.Od)(input.followupHint) : undefined;
  const waiting = planWaits(input);
  if (input.phase === 'blocked' && !waiting)
    head.push(`**The agent is waiting for you.** ${hint ?? answerInSession(run)}`);
  const answer = input.phase === 'final' ||
    input.phase === 'blocked' ||
    input.phase === 'cancelled' ||
    input.phase === 'timeout'
    ? finalMessage(input.conversation)
    : undefined;
  const answerMarkdown = answer === undefined ? undefined : (0,format.bp)(answer);
  const steps = input.phase === 'queued' ? { text: '', count: 0 } : renderSteps(input.conversation, run);
  const plan = waiting && input.plan?.state === 'waiting'
    ? centredPlan(input.artifacts.filter((a) => a.type === 'PLAN'), input.plan.uid)
    : undefined;
  const { prs, plans, files, others } = artifactLines(input.artifacts.filter((a) => a !== plan), input.now);
  const fixed = [];
  if (prs)
    fixed.push(`**Pull requests**\n\n${prs}`);
  if (files)
    fixed.push(`**Screenshots and files**\n\n${files}`);
  if (others)
    fixed.push(`**Other artifacts**\n\n${others}`);
  const footer = input.phase === 'final' && hint && !waiting ? `<sub>${hint}</sub>` : '';
  const join = (parts) => parts.filter((p) => p !== '').join('\n\n');
  const base = join([...head, ...fixed, footer]);
  let budget = limit - base.length - 200;
  const take = (text, what, overhead) => {
    if (!text)
      return '';
    const room = Math.max(0, budget - overhead);
    const result = room <= 80
      ? `_${what} left out: the comment is full (${(0,format.K9)(text.length)} characters)._`
      : (0,format.Jj)(text, room, what);
    budget -= result.length + overhead;
    return result;
  };
  const next = input.plan?.state === 'waiting' ? input.plan.next : undefined;
  let centre = '';
  if (waiting) {
    const body = planBody(plan?.title || 'Plan', plan?.content, plan?.url, Math.max(0, budget - 400));
    centre = planSection(body, next);
    budget -= centre.length;
  }
  let resultText = '';
  if (input.result) {
    resultText = resultSection(input.result, Math.max(0, budget - 200), (text, max) => (0,format.Jj)(text, max, 'The result'));
    budget -= resultText.length;
  }
  const answerText = answerMarkdown ? take(answerMarkdown, 'The answer', 40) : '';
  const planTexts = plans.map((p) => {
    const body = take(p.body, `The plan "${p.title}"`, p.title.length + p.summary.length + 80);
    return details(p.summary, body);
  });
  const stepsText = steps.text ? details(`Steps (${steps.count})`, take(steps.text, 'The steps', 80)) : '';
  const body = join([
    ...head,
    centre,
    resultText,
    answerText ? `**The agent's answer**\n\n${answerText}` : '',
    ...fixed,
    planTexts.length ? `**${waiting ? 'Earlier plans' : 'Plans'}**\n\n${planTexts.join('\n\n')}` : '',
    stepsText,
    footer,
  ]);
  return body.length <= limit ? body : (0,format.Jj)(body, limit, 'The report');
}
function renderComment(input, marker, finish = (report) => report) {
  const room = Math.min(COMMENT_LIMIT, GITHUB_COMMENT_LIMIT - marker.length - 2);
  return `${finish(renderReport(input, room))}\n\n${marker}`;
}
function renderJobSummary(input) {
  const forSummary = input.summaryHint ? { ...input, followupHint: input.summaryHint } : input;
  let limit = 1_000_000;
  for (;;) {
    const text = renderReport(forSummary, limit);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes <= JOB_SUMMARY_BYTES)
      return text;
    limit = Math.floor((limit * JOB_SUMMARY_BYTES) / bytes) - 1024;
  }
}


})

};

//# sourceMappingURL=117.index.js.map