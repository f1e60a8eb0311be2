/**
 * `review`: an inline review of a pull request's head. The agent never posts: its run is asked for a result matching
 * schemas/results/review.schema.json, and the action, having read the diff of `base...head` for that very head,
 * keeps inline only the findings whose lines lie in one hunk on their side, ranks them, and posts one review
 * (`COMMENT`) for the head; the rest are in its body. When GitHub still answers 422, once more with every finding in
 * the body. A re-run finds its review by its marker and posts nothing new.
 */function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import reviewSchema from '../../schemas/results/review.schema.json' with { type: 'json' };
import type { RunItem } from '../client/index.ts';
import { ignoredBecause, refusalText } from '../flow/admission.ts';
import { followOptions, followRun } from '../flow/follow.ts';
import type { Check, NewReviewComment, PostedReview, PullFacts, ReviewPort } from '../flow/host.ts';
import { workflowRunUrl } from '../flow/context.ts';
import { originOf } from '../flow/origin.ts';
import { creditsOf } from '../flow/credits.ts';
import { fileUids } from '../flow/result.ts';
import { resultSchemaOf } from '../flow/output-schema.ts';
import { buildPrompt, fence } from '../flow/prompt.ts';
import { stepReporter, writeOutputs } from '../flow/report.ts';
import { resultAppendix } from '../flow/result.ts';
import { allIgnored, annotationsOf, checkConclusion, DEFAULT_REVIEW_INSTRUCTIONS, planReview, reviewSection, reviewVerb, declinedFingerprints, declines, openFindingsText, rangeLine, sinceSection, fingerprint, ownThreads, threadsToResolve, nearestRule, nestedRuleCandidates, rulesLine, rulesSection, RULE_FILES, type RuleFile, type DiffFile, type OwnThread, type ReviewPlan, type ReviewResult } from '../flow/review.ts';
import { startWork } from '../flow/start.ts';
import { runStarter } from '../flow/starters.ts';
import { STATE } from '../flow/state.ts';
import { holdRun, type Step } from '../flow/step.ts';
import type { ReviewCommandInputs } from '../inputs.ts';
import { safeUrl } from '../render/format.ts';
import { decodeMarker, encodeMarker } from '../render/marker.ts';
import { renderInlineComment, renderReviewBody, renderReviewReport, short } from '../render/review.ts';
import { InputError } from '../shared/outcome.ts';

/** The review as planned, for a host that shows it (the command line). */
export interface ReviewReport {
  head: string;
  result: ReviewResult;
  plan: ReviewPlan;
  /** The review posted, when one was. */
  url?: string;
  /** The review as a host that only shows it (post: false) prints it: render/review.ts renderReviewReport. */
  text?: string;
}
export interface ReviewOptions {
  /** Post the review (the action); false: only show it (the command line). */
  post: boolean;
  reviewed?: (review: ReviewReport) => void;
  /**
   * What a `fix` on a thread the review did not open becomes, a plain request (`command: auto`: the conversation);
   * none: it is left to the workflow of the run command.
   */
  elsewhere?: () => Promise<void>;
}

/** The `pull_request` actions a review answers (synchronize when the workflow's `types` lists it). */
const REVIEW_ACTIONS = new Set(stryMutAct_9fa48("0") ? [] : (stryCov_9fa48("0"), [stryMutAct_9fa48("1") ? "" : (stryCov_9fa48("1"), 'opened'), stryMutAct_9fa48("2") ? "" : (stryCov_9fa48("2"), 'reopened'), stryMutAct_9fa48("3") ? "" : (stryCov_9fa48("3"), 'ready_for_review'), stryMutAct_9fa48("4") ? "" : (stryCov_9fa48("4"), 'synchronize')]));
const PULL_EVENTS = new Set(stryMutAct_9fa48("5") ? [] : (stryCov_9fa48("5"), [stryMutAct_9fa48("6") ? "" : (stryCov_9fa48("6"), 'pull_request'), stryMutAct_9fa48("7") ? "" : (stryCov_9fa48("7"), 'pull_request_target')]));

/** The marker key of the review of `head` (the review's body ends with it, signed). */
const reviewKey = stryMutAct_9fa48("8") ? () => undefined : (stryCov_9fa48("8"), (() => {
  const reviewKey = (head: string) => stryMutAct_9fa48("9") ? `` : (stryCov_9fa48("9"), `review:${head}`);
  return reviewKey;
})());
/** The marker key of a finding's inline comment. */
const findingKey = stryMutAct_9fa48("10") ? () => undefined : (stryCov_9fa48("10"), (() => {
  const findingKey = (fingerprint: string) => stryMutAct_9fa48("11") ? `` : (stryCov_9fa48("11"), `finding:${fingerprint}`);
  return findingKey;
})());

/** Who asked: the pull request's event, a comment (`review`, `review full`), or a reply on a thread (`fix`). */
type Asked = {
  by: 'event';
} | {
  by: 'comment';
  full: boolean;
} | {
  by: 'fix';
  request: string;
};
export async function reviewCommand(step: Step, inputs: ReviewCommandInputs, options: ReviewOptions): Promise<void> {
  if (stryMutAct_9fa48("12")) {
    {}
  } else {
    stryCov_9fa48("12");
    const {
      trigger,
      host,
      repository
    } = step;
    const number = trigger.number;
    if (stryMutAct_9fa48("15") ? !trigger.isPullRequest && number === undefined : stryMutAct_9fa48("14") ? false : stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13", "14", "15"), (stryMutAct_9fa48("16") ? trigger.isPullRequest : (stryCov_9fa48("16"), !trigger.isPullRequest)) || (stryMutAct_9fa48("18") ? number !== undefined : stryMutAct_9fa48("17") ? false : (stryCov_9fa48("17", "18"), number === undefined)))) {
      if (stryMutAct_9fa48("19")) {
        {}
      } else {
        stryCov_9fa48("19");
        host.log.info(stryMutAct_9fa48("21") ? `` : (stryCov_9fa48("21"), `the ${stryMutAct_9fa48("24") ? trigger.event && 'manual' : stryMutAct_9fa48("23") ? false : stryMutAct_9fa48("22") ? true : (stryCov_9fa48("22", "23", "24"), trigger.event || (stryMutAct_9fa48("25") ? "" : (stryCov_9fa48("25"), 'manual')))} event is not about a pull request: nothing to review`));
        return;
      }
    }
    if (stryMutAct_9fa48("28") ? false : stryMutAct_9fa48("27") ? true : stryMutAct_9fa48("26") ? repository?.reviews : (stryCov_9fa48("26", "27", "28"), !(stryMutAct_9fa48("29") ? repository.reviews : (stryCov_9fa48("29"), repository?.reviews)))) throw new InputError(stryMutAct_9fa48("31") ? "" : (stryCov_9fa48("31"), 'github-token'), stryMutAct_9fa48("32") ? "" : (stryCov_9fa48("32"), 'is required by command "review": the pull request is read from GitHub'));
    // A host that only shows the review (the command line) asks for it itself, as a writer's comment would.
    const asked: Asked | undefined = options.post ? await askedFor(step, inputs) : stryMutAct_9fa48("33") ? {} : (stryCov_9fa48("33"), {
      by: stryMutAct_9fa48("34") ? "" : (stryCov_9fa48("34"), 'comment'),
      full: stryMutAct_9fa48("35") ? true : (stryCov_9fa48("35"), false)
    });
    if (stryMutAct_9fa48("38") ? false : stryMutAct_9fa48("37") ? true : stryMutAct_9fa48("36") ? asked : (stryCov_9fa48("36", "37", "38"), !asked)) return;
    const port = await repository.reviews();
    const pull = await port.pull(number);
    if (stryMutAct_9fa48("41") ? asked.by !== 'fix' : stryMutAct_9fa48("40") ? false : stryMutAct_9fa48("39") ? true : (stryCov_9fa48("39", "40", "41"), asked.by === (stryMutAct_9fa48("42") ? "" : (stryCov_9fa48("42"), 'fix')))) return fixFromThread(step, inputs, port, pull, asked.request, options.elsewhere);
    const skip = await skipped(step, inputs, pull, asked);
    if (stryMutAct_9fa48("44") ? false : stryMutAct_9fa48("43") ? true : (stryCov_9fa48("43", "44"), skip)) {
      if (stryMutAct_9fa48("45")) {
        {}
      } else {
        stryCov_9fa48("45");
        host.log.info(stryMutAct_9fa48("47") ? `` : (stryCov_9fa48("47"), `not reviewing pull request #${number}: ${skip}`));
        return;
      }
    }
    const self = await repository.self();
    const own = await ownReviews(step, port, number, self);
    // The command line, which posts nothing, reviews a head this action reviewed already all the same.
    const earlier = options.post ? own.find(stryMutAct_9fa48("48") ? () => undefined : (stryCov_9fa48("48"), r => stryMutAct_9fa48("51") ? r.head !== pull.headSha : stryMutAct_9fa48("50") ? false : stryMutAct_9fa48("49") ? true : (stryCov_9fa48("49", "50", "51"), r.head === pull.headSha))) : undefined;
    if (stryMutAct_9fa48("53") ? false : stryMutAct_9fa48("52") ? true : (stryCov_9fa48("52", "53"), earlier)) {
      if (stryMutAct_9fa48("54")) {
        {}
      } else {
        stryCov_9fa48("54");
        host.log.info(stryMutAct_9fa48("56") ? `` : (stryCov_9fa48("56"), `pull request #${number} already has this action's review of ${short(pull.headSha)} (${earlier.url}): nothing new is posted`));
        writeOutputs(host, stryMutAct_9fa48("58") ? {} : (stryCov_9fa48("58"), {
          'review-url': earlier.url,
          'reviewed-head': pull.headSha
        }));
        return;
      }
    }
    const files = await port.compare(pull.baseSha, pull.headSha);
    if (stryMutAct_9fa48("61") ? false : stryMutAct_9fa48("60") ? true : stryMutAct_9fa48("59") ? files : (stryCov_9fa48("59", "60", "61"), !files)) throw new Error(stryMutAct_9fa48("63") ? `` : (stryCov_9fa48("63"), `GitHub has no compare of the pull request's base and head (${short(pull.baseSha)}...${short(pull.headSha)}); re-run the job once GitHub shows the pull request's new head`));
    if (stryMutAct_9fa48("65") ? false : stryMutAct_9fa48("64") ? true : (stryCov_9fa48("64", "65"), allIgnored(inputs.review.ignore, files))) {
      if (stryMutAct_9fa48("66")) {
        {}
      } else {
        stryCov_9fa48("66");
        host.log.info(stryMutAct_9fa48("68") ? `` : (stryCov_9fa48("68"), `not reviewing pull request #${number}: every changed file matches review-ignore (${files.length} file${(stryMutAct_9fa48("71") ? files.length !== 1 : stryMutAct_9fa48("70") ? false : stryMutAct_9fa48("69") ? true : (stryCov_9fa48("69", "70", "71"), files.length === 1)) ? stryMutAct_9fa48("72") ? "Stryker was here!" : (stryCov_9fa48("72"), '') : stryMutAct_9fa48("73") ? "" : (stryCov_9fa48("73"), 's')})`));
        return;
      }
    }
    if (stryMutAct_9fa48("75") ? false : stryMutAct_9fa48("74") ? true : (stryCov_9fa48("74", "75"), trigger.comment)) await repository.react(trigger.comment, stryMutAct_9fa48("76") ? "" : (stryCov_9fa48("76"), 'eyes'));
    const threads = await findingThreads(step, port, number, self);
    const declined = await declinedBy(step, inputs, pull, threads);
    const since = await sinceLast(port, pull, await lastReviewed(step, number, self, own), asked);
    const rules = await readRules(step, port, pull, files, inputs.review.rulesFrom);
    await reviewHead(step, inputs, options, stryMutAct_9fa48("77") ? {} : (stryCov_9fa48("77"), {
      port,
      pull,
      files,
      self,
      number,
      threads,
      declined,
      since,
      rules
    }));
  }
}

/** This action's reviews of the pull request, oldest first, with the head each is of (its verified marker). */
async function ownReviews(step: Step, port: ReviewPort, number: number, self: string): Promise<(PostedReview & {
  head: string;
})[]> {
  if (stryMutAct_9fa48("78")) {
    {}
  } else {
    stryCov_9fa48("78");
    const reviews = await port.reviews(number);
    return reviews.flatMap(r => {
      if (stryMutAct_9fa48("79")) {
        {}
      } else {
        stryCov_9fa48("79");
        if (stryMutAct_9fa48("82") ? r.author.toLowerCase() === self.toLowerCase() : stryMutAct_9fa48("81") ? false : stryMutAct_9fa48("80") ? true : (stryCov_9fa48("80", "81", "82"), (stryMutAct_9fa48("83") ? r.author.toUpperCase() : (stryCov_9fa48("83"), r.author.toLowerCase())) !== (stryMutAct_9fa48("84") ? self.toUpperCase() : (stryCov_9fa48("84"), self.toLowerCase())))) return stryMutAct_9fa48("85") ? ["Stryker was here"] : (stryCov_9fa48("85"), []);
        const head = stryMutAct_9fa48("86") ? /^review:([0-9a-f]{40})$/.exec(decodeMarker(r.body, step.markerKey)?.key ?? '')[1] : (stryCov_9fa48("86"), (stryMutAct_9fa48("90") ? /^review:([^0-9a-f]{40})$/ : stryMutAct_9fa48("89") ? /^review:([0-9a-f])$/ : stryMutAct_9fa48("88") ? /^review:([0-9a-f]{40})/ : stryMutAct_9fa48("87") ? /review:([0-9a-f]{40})$/ : (stryCov_9fa48("87", "88", "89", "90"), /^review:([0-9a-f]{40})$/)).exec(stryMutAct_9fa48("91") ? decodeMarker(r.body, step.markerKey)?.key && '' : (stryCov_9fa48("91"), (stryMutAct_9fa48("92") ? decodeMarker(r.body, step.markerKey).key : (stryCov_9fa48("92"), decodeMarker(r.body, step.markerKey)?.key)) ?? (stryMutAct_9fa48("93") ? "Stryker was here!" : (stryCov_9fa48("93"), ''))))?.[1]);
        return head ? stryMutAct_9fa48("94") ? [] : (stryCov_9fa48("94"), [stryMutAct_9fa48("95") ? {} : (stryCov_9fa48("95"), {
          ...r,
          head
        })]) : stryMutAct_9fa48("96") ? ["Stryker was here"] : (stryCov_9fa48("96"), []);
      }
    });
  }
}

/** The threads this action opened for findings; none (with a warning) when GitHub's GraphQL API cannot list them. */
async function findingThreads(step: Step, port: ReviewPort, number: number, self: string): Promise<OwnThread[]> {
  if (stryMutAct_9fa48("97")) {
    {}
  } else {
    stryCov_9fa48("97");
    try {
      if (stryMutAct_9fa48("98")) {
        {}
      } else {
        stryCov_9fa48("98");
        return ownThreads(await port.threads(number), self, stryMutAct_9fa48("99") ? () => undefined : (stryCov_9fa48("99"), body => stryMutAct_9fa48("100") ? decodeMarker(body, step.markerKey).key : (stryCov_9fa48("100"), decodeMarker(body, step.markerKey)?.key)));
      }
    } catch (err) {
      if (stryMutAct_9fa48("101")) {
        {}
      } else {
        stryCov_9fa48("101");
        if (stryMutAct_9fa48("102")) {
          ;
        } else {
          stryCov_9fa48("102");
          step.host.log.warning(stryMutAct_9fa48("103") ? `` : (stryCov_9fa48("103"), `could not read the review threads (${(err as Error).message}): earlier findings are not given to the agent, and no thread is resolved this time`));
        }
        return stryMutAct_9fa48("104") ? ["Stryker was here"] : (stryCov_9fa48("104"), []);
      }
    }
  }
}

/** The fingerprints declined on their threads by the pull request's author or someone allowed-permissions admits. */
async function declinedBy(step: Step, inputs: ReviewCommandInputs, pull: PullFacts, threads: readonly OwnThread[]): Promise<Set<string>> {
  if (stryMutAct_9fa48("105")) {
    {}
  } else {
    stryCov_9fa48("105");
    const askers = new Set(threads.flatMap(stryMutAct_9fa48("106") ? () => undefined : (stryCov_9fa48("106"), t => stryMutAct_9fa48("107") ? t.replies.map(r => r.author.toLowerCase()) : (stryCov_9fa48("107"), t.replies.filter(stryMutAct_9fa48("108") ? () => undefined : (stryCov_9fa48("108"), r => declines(r.body))).map(stryMutAct_9fa48("109") ? () => undefined : (stryCov_9fa48("109"), r => stryMutAct_9fa48("110") ? r.author.toUpperCase() : (stryCov_9fa48("110"), r.author.toLowerCase())))))));
    const counted = new Set<string>();
    for (const login of askers) {
      if (stryMutAct_9fa48("111")) {
        {}
      } else {
        stryCov_9fa48("111");
        if (stryMutAct_9fa48("114") ? login !== pull.author.toLowerCase() : stryMutAct_9fa48("113") ? false : stryMutAct_9fa48("112") ? true : (stryCov_9fa48("112", "113", "114"), login === (stryMutAct_9fa48("115") ? pull.author.toUpperCase() : (stryCov_9fa48("115"), pull.author.toLowerCase())))) {
          if (stryMutAct_9fa48("116")) {
            {}
          } else {
            stryCov_9fa48("116");
            if (stryMutAct_9fa48("117")) {
              ;
            } else {
              stryCov_9fa48("117");
              counted.add(login);
            }
            continue;
          }
        }
        const access = await step.repository!.access(stryMutAct_9fa48("118") ? {} : (stryCov_9fa48("118"), {
          login
        }), inputs.conversation).catch(() => undefined);
        if (stryMutAct_9fa48("121") ? access.allowed : stryMutAct_9fa48("120") ? false : stryMutAct_9fa48("119") ? true : (stryCov_9fa48("119", "120", "121"), access?.allowed)) if (stryMutAct_9fa48("122")) {
          ;
        } else {
          stryCov_9fa48("122");
          counted.add(login);
        }
      }
    }
    return declinedFingerprints(threads, stryMutAct_9fa48("123") ? () => undefined : (stryCov_9fa48("123"), author => counted.has(stryMutAct_9fa48("124") ? author.toUpperCase() : (stryCov_9fa48("124"), author.toLowerCase()))));
  }
}

/**
 * What changed since this action's last review of another head: the compare of the two heads. Undefined for a full
 * review (none before, or asked for one); `lost` when GitHub cannot compare them (a force-push dropped the old head).
 */
async function sinceLast(port: ReviewPort, pull: PullFacts, last: string | undefined, asked: Asked): Promise<Since | undefined> {
  if (stryMutAct_9fa48("125")) {
    {}
  } else {
    stryCov_9fa48("125");
    if (stryMutAct_9fa48("128") ? !last && last === pull.headSha : stryMutAct_9fa48("127") ? false : stryMutAct_9fa48("126") ? true : (stryCov_9fa48("126", "127", "128"), (stryMutAct_9fa48("129") ? last : (stryCov_9fa48("129"), !last)) || (stryMutAct_9fa48("131") ? last !== pull.headSha : stryMutAct_9fa48("130") ? false : (stryCov_9fa48("130", "131"), last === pull.headSha)))) return undefined;
    if (stryMutAct_9fa48("134") ? asked.by === 'comment' || asked.full : stryMutAct_9fa48("133") ? false : stryMutAct_9fa48("132") ? true : (stryCov_9fa48("132", "133", "134"), (stryMutAct_9fa48("136") ? asked.by !== 'comment' : stryMutAct_9fa48("135") ? true : (stryCov_9fa48("135", "136"), asked.by === (stryMutAct_9fa48("137") ? "" : (stryCov_9fa48("137"), 'comment')))) && asked.full)) return stryMutAct_9fa48("138") ? {} : (stryCov_9fa48("138"), {
      from: last,
      files: undefined,
      full: stryMutAct_9fa48("139") ? "" : (stryCov_9fa48("139"), 'asked')
    });
    const files = await port.compare(last, pull.headSha);
    return files ? stryMutAct_9fa48("140") ? {} : (stryCov_9fa48("140"), {
      from: last,
      files
    }) : stryMutAct_9fa48("141") ? {} : (stryCov_9fa48("141"), {
      from: last,
      files: undefined,
      full: stryMutAct_9fa48("142") ? "" : (stryCov_9fa48("142"), 'lost')
    });
  }
}

/**
 * The head the last review was of: the newest of this action's tracking comments that records one (a review without
 * findings posts none, but its comment says what it reviewed), else this action's newest review. A thread that
 * cannot be read leaves the reviews (a warning says so).
 */
async function lastReviewed(step: Step, number: number, self: string, own: readonly (PostedReview & {
  head: string;
})[]): Promise<string | undefined> {
  if (stryMutAct_9fa48("143")) {
    {}
  } else {
    stryCov_9fa48("143");
    try {
      if (stryMutAct_9fa48("144")) {
        {}
      } else {
        stryCov_9fa48("144");
        const comments = await step.repository!.markedComments(number, self, stryMutAct_9fa48("145") ? () => undefined : (stryCov_9fa48("145"), body => decodeMarker(body, step.markerKey)));
        const marked = stryMutAct_9fa48("146") ? comments.at(-1) : (stryCov_9fa48("146"), comments.filter(stryMutAct_9fa48("147") ? () => undefined : (stryCov_9fa48("147"), c => stryMutAct_9fa48("150") ? c.state.reviewed === undefined : stryMutAct_9fa48("149") ? false : stryMutAct_9fa48("148") ? true : (stryCov_9fa48("148", "149", "150"), c.state.reviewed !== undefined))).at(stryMutAct_9fa48("151") ? +1 : (stryCov_9fa48("151"), -1)));
        if (stryMutAct_9fa48("153") ? false : stryMutAct_9fa48("152") ? true : (stryCov_9fa48("152", "153"), marked)) return marked.state.reviewed;
      }
    } catch (err) {
      if (stryMutAct_9fa48("154")) {
        {}
      } else {
        stryCov_9fa48("154");
        if (stryMutAct_9fa48("155")) {
          ;
        } else {
          stryCov_9fa48("155");
          step.host.log.warning(stryMutAct_9fa48("156") ? `` : (stryCov_9fa48("156"), `could not read the pull request's comments (${(err as Error).message}): the last review is taken from the reviews`));
        }
      }
    }
    return stryMutAct_9fa48("157") ? own.at(-1).head : (stryCov_9fa48("157"), own.at(stryMutAct_9fa48("158") ? +1 : (stryCov_9fa48("158"), -1))?.head);
  }
}

/** Whether this event or comment asks for a review; undefined (logged, a refused author told) when it does not. */
async function askedFor(step: Step, inputs: ReviewCommandInputs): Promise<Asked | undefined> {
  if (stryMutAct_9fa48("159")) {
    {}
  } else {
    stryCov_9fa48("159");
    const {
      trigger,
      host,
      repository
    } = step;
    const rules = inputs.conversation;
    const comment = trigger.comment;
    if (stryMutAct_9fa48("162") ? false : stryMutAct_9fa48("161") ? true : stryMutAct_9fa48("160") ? comment : (stryCov_9fa48("160", "161", "162"), !comment)) {
      if (stryMutAct_9fa48("163")) {
        {}
      } else {
        stryCov_9fa48("163");
        if (stryMutAct_9fa48("166") ? !PULL_EVENTS.has(trigger.event) && !REVIEW_ACTIONS.has(trigger.action ?? '') : stryMutAct_9fa48("165") ? false : stryMutAct_9fa48("164") ? true : (stryCov_9fa48("164", "165", "166"), (stryMutAct_9fa48("167") ? PULL_EVENTS.has(trigger.event) : (stryCov_9fa48("167"), !PULL_EVENTS.has(trigger.event))) || (stryMutAct_9fa48("168") ? REVIEW_ACTIONS.has(trigger.action ?? '') : (stryCov_9fa48("168"), !REVIEW_ACTIONS.has(stryMutAct_9fa48("169") ? trigger.action && '' : (stryCov_9fa48("169"), trigger.action ?? (stryMutAct_9fa48("170") ? "Stryker was here!" : (stryCov_9fa48("170"), '')))))))) {
          if (stryMutAct_9fa48("171")) {
            {}
          } else {
            stryCov_9fa48("171");
            host.log.info(stryMutAct_9fa48("173") ? `` : (stryCov_9fa48("173"), `the ${trigger.event}${trigger.action ? stryMutAct_9fa48("174") ? `` : (stryCov_9fa48("174"), ` (${trigger.action})`) : stryMutAct_9fa48("175") ? "Stryker was here!" : (stryCov_9fa48("175"), '')} event does not ask for a review: nothing to do`));
            return undefined;
          }
        }
        return stryMutAct_9fa48("176") ? {} : (stryCov_9fa48("176"), {
          by: stryMutAct_9fa48("177") ? "" : (stryCov_9fa48("177"), 'event')
        });
      }
    }
    const verb = reviewVerb(comment.body, rules.triggerPhrase);
    if (stryMutAct_9fa48("180") ? verb?.verb === 'fix' || comment.kind !== 'review_comment' : stryMutAct_9fa48("179") ? false : stryMutAct_9fa48("178") ? true : (stryCov_9fa48("178", "179", "180"), (stryMutAct_9fa48("182") ? verb?.verb !== 'fix' : stryMutAct_9fa48("181") ? true : (stryCov_9fa48("181", "182"), (stryMutAct_9fa48("183") ? verb.verb : (stryCov_9fa48("183"), verb?.verb)) === (stryMutAct_9fa48("184") ? "" : (stryCov_9fa48("184"), 'fix')))) && (stryMutAct_9fa48("186") ? comment.kind === 'review_comment' : stryMutAct_9fa48("185") ? true : (stryCov_9fa48("185", "186"), comment.kind !== (stryMutAct_9fa48("187") ? "" : (stryCov_9fa48("187"), 'review_comment')))))) {
      if (stryMutAct_9fa48("188")) {
        {}
      } else {
        stryCov_9fa48("188");
        host.log.info(stryMutAct_9fa48("190") ? `` : (stryCov_9fa48("190"), `"${rules.triggerPhrase} fix" is a verb of the review only as a reply on a thread it opened: this comment is a plain request, for the run command`));
        return undefined;
      }
    }
    if (stryMutAct_9fa48("193") ? false : stryMutAct_9fa48("192") ? true : stryMutAct_9fa48("191") ? verb : (stryCov_9fa48("191", "192", "193"), !verb)) {
      if (stryMutAct_9fa48("194")) {
        {}
      } else {
        stryCov_9fa48("194");
        host.log.info(stryMutAct_9fa48("196") ? `` : (stryCov_9fa48("196"), `the comment does not ask ${rules.triggerPhrase} for a review: nothing to do`));
        return undefined;
      }
    }
    const ignored = ignoredBecause(step, comment, rules);
    if (stryMutAct_9fa48("198") ? false : stryMutAct_9fa48("197") ? true : (stryCov_9fa48("197", "198"), ignored)) {
      if (stryMutAct_9fa48("199")) {
        {}
      } else {
        stryCov_9fa48("199");
        host.log.info(stryMutAct_9fa48("201") ? `` : (stryCov_9fa48("201"), `not reviewing: ${ignored}`));
        return undefined;
      }
    }
    const access = await repository!.access(stryMutAct_9fa48("202") ? {} : (stryCov_9fa48("202"), {
      login: comment.author,
      type: comment.authorType
    }), rules);
    if (stryMutAct_9fa48("205") ? false : stryMutAct_9fa48("204") ? true : stryMutAct_9fa48("203") ? access.allowed : (stryCov_9fa48("203", "204", "205"), !access.allowed)) {
      if (stryMutAct_9fa48("206")) {
        {}
      } else {
        stryCov_9fa48("206");
        host.log.warning(stryMutAct_9fa48("208") ? `` : (stryCov_9fa48("208"), `not reviewing: ${access.reason}`));
        if (stryMutAct_9fa48("211") ? !access.quiet || rules.replyToRefused : stryMutAct_9fa48("210") ? false : stryMutAct_9fa48("209") ? true : (stryCov_9fa48("209", "210", "211"), (stryMutAct_9fa48("212") ? access.quiet : (stryCov_9fa48("212"), !access.quiet)) && rules.replyToRefused)) await repository!.reply(trigger.number!, refusalText(comment.author, stryMutAct_9fa48("213") ? "" : (stryCov_9fa48("213"), 'asking'), rules));
        return undefined;
      }
    }
    return (stryMutAct_9fa48("216") ? verb.verb !== 'fix' : stryMutAct_9fa48("215") ? false : stryMutAct_9fa48("214") ? true : (stryCov_9fa48("214", "215", "216"), verb.verb === (stryMutAct_9fa48("217") ? "" : (stryCov_9fa48("217"), 'fix')))) ? stryMutAct_9fa48("218") ? {} : (stryCov_9fa48("218"), {
      by: stryMutAct_9fa48("219") ? "" : (stryCov_9fa48("219"), 'fix'),
      request: verb.request
    }) : stryMutAct_9fa48("220") ? {} : (stryCov_9fa48("220"), {
      by: stryMutAct_9fa48("221") ? "" : (stryCov_9fa48("221"), 'comment'),
      full: verb.full
    });
  }
}

/** Why this pull request is not reviewed now; undefined when it is. */
async function skipped(step: Step, inputs: ReviewCommandInputs, pull: PullFacts, asked: Asked): Promise<string | undefined> {
  if (stryMutAct_9fa48("222")) {
    {}
  } else {
    stryCov_9fa48("222");
    const phrase = inputs.conversation.triggerPhrase;
    if (stryMutAct_9fa48("225") ? pull.state === 'open' : stryMutAct_9fa48("224") ? false : stryMutAct_9fa48("223") ? true : (stryCov_9fa48("223", "224", "225"), pull.state !== (stryMutAct_9fa48("226") ? "" : (stryCov_9fa48("226"), 'open')))) return stryMutAct_9fa48("227") ? `` : (stryCov_9fa48("227"), `it is ${pull.state}`);
    if (stryMutAct_9fa48("230") ? asked.by === 'event' : stryMutAct_9fa48("229") ? false : stryMutAct_9fa48("228") ? true : (stryCov_9fa48("228", "229", "230"), asked.by !== (stryMutAct_9fa48("231") ? "" : (stryCov_9fa48("231"), 'event')))) return undefined;
    if (stryMutAct_9fa48("233") ? false : stryMutAct_9fa48("232") ? true : (stryCov_9fa48("232", "233"), pull.draft)) return stryMutAct_9fa48("234") ? `` : (stryCov_9fa48("234"), `it is a draft (a comment \`${phrase} review\` asks for a review of a draft)`);
    if (stryMutAct_9fa48("236") ? false : stryMutAct_9fa48("235") ? true : (stryCov_9fa48("235", "236"), inputs.conversation.allowUntrustedAuthors)) return undefined;
    const access = await step.repository!.access(stryMutAct_9fa48("237") ? {} : (stryCov_9fa48("237"), {
      login: pull.author,
      type: pull.authorType
    }), inputs.conversation);
    if (stryMutAct_9fa48("239") ? false : stryMutAct_9fa48("238") ? true : (stryCov_9fa48("238", "239"), access.allowed)) return undefined;
    return stryMutAct_9fa48("240") ? `` : (stryCov_9fa48("240"), `${access.reason}; a pull request by an author without ${inputs.conversation.allowedPermissions.join(stryMutAct_9fa48("241") ? "" : (stryCov_9fa48("241"), ', '))} permission is reviewed when a writer comments \`${phrase} review\``);
  }
}

/** The last review's head, and what changed since (none: a full review, and why). */
interface Since {
  from: string;
  files: DiffFile[] | undefined;
  full?: 'asked' | 'lost';
}
interface Reviewing {
  port: ReviewPort;
  /** The threads this action opened for findings. */
  threads: OwnThread[];
  /** Fingerprints declined on their threads: never raised again. */
  declined: Set<string>;
  since: Since | undefined;
  /** Where the tracking comment goes: its marker records the head reviewed. */
  reporter?: ReturnType<typeof stepReporter>;
  /** The repository's rule files, as read at the base (or head). */
  rules: RuleFile[];
  /** The check on the head (`check-name`); none when the token may not create one, or nothing is posted. */
  check?: Check | undefined;
  pull: PullFacts;
  files: DiffFile[];
  self: string;
  number: number;
}

/** Starts (or adopts) the review's run, waits for its result, then posts the review. */
async function reviewHead(step: Step, inputs: ReviewCommandInputs, options: ReviewOptions, reviewing: Reviewing): Promise<void> {
  if (stryMutAct_9fa48("242")) {
    {}
  } else {
    stryCov_9fa48("242");
    const {
      env,
      trigger,
      host
    } = step;
    const {
      pull,
      number,
      self
    } = reviewing;
    const schema = resultSchemaOf(reviewSchema, stryMutAct_9fa48("243") ? "" : (stryCov_9fa48("243"), 'command'), stryMutAct_9fa48("244") ? {} : (stryCov_9fa48("244"), {
      kind: stryMutAct_9fa48("245") ? "" : (stryCov_9fa48("245"), 'shipped'),
      name: stryMutAct_9fa48("246") ? "" : (stryCov_9fa48("246"), 'review')
    }), stryMutAct_9fa48("247") ? inputs.outputSchemaRetries && 1 : (stryCov_9fa48("247"), inputs.outputSchemaRetries ?? 1));
    const origin = originOf(env, trigger, inputs);
    const starter = runStarter(step, inputs.run, origin);
    if (stryMutAct_9fa48("248")) {
      ;
    } else {
      stryCov_9fa48("248");
      step.state.save(STATE.key, origin.key);
    }
    if (stryMutAct_9fa48("249")) {
      ;
    } else {
      stryCov_9fa48("249");
      step.state.save(STATE.threadNumber, number);
    }
    const reporter = stepReporter(step, stryMutAct_9fa48("250") ? {} : (stryCov_9fa48("250"), {
      enabled: stryMutAct_9fa48("253") ? inputs.comment || options.post : stryMutAct_9fa48("252") ? false : stryMutAct_9fa48("251") ? true : (stryCov_9fa48("251", "252", "253"), inputs.comment && options.post),
      self,
      marker: stryMutAct_9fa48("254") ? {} : (stryCov_9fa48("254"), {
        key: origin.key
      })
    }));
    await reporter.findExisting();
    reviewing.reporter = reporter;
    const prompt = stryMutAct_9fa48("255") ? () => undefined : (stryCov_9fa48("255"), (() => {
      const prompt = async () => stryMutAct_9fa48("256") ? [buildPrompt({
        instructions: inputs.run.prompt.trim() || DEFAULT_REVIEW_INSTRUCTIONS,
        trigger,
        includeContext: inputs.run.includeContext
      }), reviewSection({
        instructions: inputs.run.prompt,
        repository: `${trigger.repo.owner}/${trigger.repo.repo}`,
        number,
        head: pull.headSha,
        base: pull.baseSha,
        files: reviewing.files,
        ignore: inputs.review.ignore
      }, fence), rulesSection(reviewing.rules, inputs.review.rulesFrom, fence), sinceSection({
        from: reviewing.since?.from,
        head: pull.headSha,
        files: reviewing.since?.files,
        full: reviewing.since?.full,
        open: openFindingsText(reviewing.threads, reviewing.declined)
      }, fence), resultAppendix(schema)].join('\n\n') : (stryCov_9fa48("256"), (stryMutAct_9fa48("257") ? [] : (stryCov_9fa48("257"), [buildPrompt(stryMutAct_9fa48("258") ? {} : (stryCov_9fa48("258"), {
        instructions: stryMutAct_9fa48("261") ? inputs.run.prompt.trim() && DEFAULT_REVIEW_INSTRUCTIONS : stryMutAct_9fa48("260") ? false : stryMutAct_9fa48("259") ? true : (stryCov_9fa48("259", "260", "261"), (stryMutAct_9fa48("262") ? inputs.run.prompt : (stryCov_9fa48("262"), inputs.run.prompt.trim())) || DEFAULT_REVIEW_INSTRUCTIONS),
        trigger,
        includeContext: inputs.run.includeContext
      })), reviewSection(stryMutAct_9fa48("263") ? {} : (stryCov_9fa48("263"), {
        instructions: inputs.run.prompt,
        repository: stryMutAct_9fa48("264") ? `` : (stryCov_9fa48("264"), `${trigger.repo.owner}/${trigger.repo.repo}`),
        number,
        head: pull.headSha,
        base: pull.baseSha,
        files: reviewing.files,
        ignore: inputs.review.ignore
      }), fence), rulesSection(reviewing.rules, inputs.review.rulesFrom, fence), sinceSection(stryMutAct_9fa48("265") ? {} : (stryCov_9fa48("265"), {
        from: stryMutAct_9fa48("266") ? reviewing.since.from : (stryCov_9fa48("266"), reviewing.since?.from),
        head: pull.headSha,
        files: stryMutAct_9fa48("267") ? reviewing.since.files : (stryCov_9fa48("267"), reviewing.since?.files),
        full: stryMutAct_9fa48("268") ? reviewing.since.full : (stryCov_9fa48("268"), reviewing.since?.full),
        open: openFindingsText(reviewing.threads, reviewing.declined)
      }), fence), resultAppendix(schema)])).filter(Boolean).join(stryMutAct_9fa48("269") ? "" : (stryCov_9fa48("269"), '\n\n')));
      return prompt;
    })());
    const check = options.post ? await step.repository!.startCheck(inputs.review.checkName, pull.headSha, workflowRunUrl(env), stryMutAct_9fa48("270") ? {} : (stryCov_9fa48("270"), {
      title: stryMutAct_9fa48("271") ? `` : (stryCov_9fa48("271"), `Reviewing ${short(pull.headSha)}`),
      summary: stryMutAct_9fa48("272") ? "" : (stryCov_9fa48("272"), 'The cloud agent is reviewing this commit.'),
      refused: stryMutAct_9fa48("273") ? "" : (stryCov_9fa48("273"), "the review's findings are in the review, the job summary and this step's outputs.")
    })) : undefined;
    reviewing.check = check;
    try {
      if (stryMutAct_9fa48("274")) {
        {}
      } else {
        stryCov_9fa48("274");
        await startReview(step, inputs, starter, prompt, reviewing, options, schema, reporter);
      }
    } catch (err) {
      if (stryMutAct_9fa48("275")) {
        {}
      } else {
        stryCov_9fa48("275");
        // The check must not stay in progress: it says the review did not finish.
        await (stryMutAct_9fa48("276") ? check.complete('failure', 'The review did not finish', `The review of ${short(pull.headSha)} did not finish: ${(err as Error).message}`).catch((error: unknown) => host.log.warning(`could not complete the check run: ${(error as Error).message}`)) : (stryCov_9fa48("276"), check?.complete(stryMutAct_9fa48("277") ? "" : (stryCov_9fa48("277"), 'failure'), stryMutAct_9fa48("278") ? "" : (stryCov_9fa48("278"), 'The review did not finish'), stryMutAct_9fa48("279") ? `` : (stryCov_9fa48("279"), `The review of ${short(pull.headSha)} did not finish: ${(err as Error).message}`)).catch(stryMutAct_9fa48("280") ? () => undefined : (stryCov_9fa48("280"), (error: unknown) => host.log.warning(stryMutAct_9fa48("281") ? `` : (stryCov_9fa48("281"), `could not complete the check run: ${(error as Error).message}`))))));
        throw err;
      }
    }
  }
}

/** Starts (or adopts) the run and follows it; the review is posted when its result is valid. */
async function startReview(step: Step, inputs: ReviewCommandInputs, starter: ReturnType<typeof runStarter>, prompt: () => Promise<string>, reviewing: Reviewing, options: ReviewOptions, schema: ReturnType<typeof resultSchemaOf>, reporter: ReturnType<typeof stepReporter>): Promise<void> {
  if (stryMutAct_9fa48("282")) {
    {}
  } else {
    stryCov_9fa48("282");
    const {
      host
    } = step;
    const {
      pull
    } = reviewing;
    const {
      runId,
      adopted
    } = await startWork(step, inputs, starter, prompt);
    if (stryMutAct_9fa48("283")) {
      ;
    } else {
      stryCov_9fa48("283");
      holdRun(step, runId);
    }
    await followRun(stryMutAct_9fa48("284") ? {} : (stryCov_9fa48("284"), {
      ...followOptions(step, stryMutAct_9fa48("285") ? {} : (stryCov_9fa48("285"), {
        ...inputs,
        resultSchema: schema
      }), reporter, runId, inputs.conversation.triggerPhrase),
      ...(adopted ? stryMutAct_9fa48("286") ? {} : (stryCov_9fa48("286"), {
        note: stryMutAct_9fa48("287") ? `` : (stryCov_9fa48("287"), `A re-run of ${stryMutAct_9fa48("288") ? host.words.runner.toUpperCase() : (stryCov_9fa48("288"), host.words.runner.toLowerCase())} found this review's run still going and follows it (no second run was started).`)
      }) : {}),
      resultCheck: value => {
        if (stryMutAct_9fa48("289")) {
          {}
        } else {
          stryCov_9fa48("289");
          const head = (value as ReviewResult).reviewed_head;
          return (stryMutAct_9fa48("292") ? head !== pull.headSha : stryMutAct_9fa48("291") ? false : stryMutAct_9fa48("290") ? true : (stryCov_9fa48("290", "291", "292"), head === pull.headSha)) ? stryMutAct_9fa48("293") ? ["Stryker was here"] : (stryCov_9fa48("293"), []) : stryMutAct_9fa48("294") ? [] : (stryCov_9fa48("294"), [stryMutAct_9fa48("295") ? {} : (stryCov_9fa48("295"), {
            path: stryMutAct_9fa48("296") ? "" : (stryCov_9fa48("296"), '/reviewed_head'),
            message: stryMutAct_9fa48("297") ? `` : (stryCov_9fa48("297"), `is ${head}, but the review is of ${pull.headSha}: review that commit and set reviewed_head to it`)
          })]);
        }
      },
      onResult: stryMutAct_9fa48("298") ? () => undefined : (stryCov_9fa48("298"), (value, run) => post(step, inputs, options, reviewing, value as ReviewResult, run))
    }));
  }
}

/** Posts the review of the result (or only shows it); the line the tracking comment gets. */
async function post(step: Step, inputs: ReviewCommandInputs, options: ReviewOptions, reviewing: Reviewing, given: ReviewResult, run: RunItem): Promise<string | undefined> {
  if (stryMutAct_9fa48("299")) {
    {}
  } else {
    stryCov_9fa48("299");
    const {
      host,
      markerKey
    } = step;
    const {
      port,
      pull,
      number,
      self
    } = reviewing;
    const head = pull.headSha;
    // The tracking comment's marker records the head reviewed, findings or none: the next review starts from it.
    if (stryMutAct_9fa48("301") ? false : stryMutAct_9fa48("300") ? true : (stryCov_9fa48("300", "301"), options.post)) stryMutAct_9fa48("302") ? reviewing.reporter.setMarker({
      reviewed: head
    }) : (stryCov_9fa48("302"), reviewing.reporter?.setMarker(stryMutAct_9fa48("303") ? {} : (stryCov_9fa48("303"), {
      reviewed: head
    })));
    // An open finding keeps its thread, a declined one is not raised again: neither is posted anew.
    const open = new Set(stryMutAct_9fa48("304") ? reviewing.threads.map(t => t.fingerprint) : (stryCov_9fa48("304"), reviewing.threads.filter(stryMutAct_9fa48("305") ? () => undefined : (stryCov_9fa48("305"), t => stryMutAct_9fa48("306") ? t.isResolved : (stryCov_9fa48("306"), !t.isResolved))).map(stryMutAct_9fa48("307") ? () => undefined : (stryCov_9fa48("307"), t => t.fingerprint))));
    const fresh = stryMutAct_9fa48("308") ? given.findings : (stryCov_9fa48("308"), given.findings.filter(f => {
      if (stryMutAct_9fa48("309")) {
        {}
      } else {
        stryCov_9fa48("309");
        const fp = fingerprint(f.path, f.title);
        return stryMutAct_9fa48("312") ? !open.has(fp) || !reviewing.declined.has(fp) : stryMutAct_9fa48("311") ? false : stryMutAct_9fa48("310") ? true : (stryCov_9fa48("310", "311", "312"), (stryMutAct_9fa48("313") ? open.has(fp) : (stryCov_9fa48("313"), !open.has(fp))) && (stryMutAct_9fa48("314") ? reviewing.declined.has(fp) : (stryCov_9fa48("314"), !reviewing.declined.has(fp))));
      }
    }));
    const repeated = stryMutAct_9fa48("315") ? given.findings.length + fresh.length : (stryCov_9fa48("315"), given.findings.length - fresh.length);
    if (stryMutAct_9fa48("317") ? false : stryMutAct_9fa48("316") ? true : (stryCov_9fa48("316", "317"), repeated)) host.log.info(stryMutAct_9fa48("319") ? `` : (stryCov_9fa48("319"), `${repeated} finding${(stryMutAct_9fa48("322") ? repeated !== 1 : stryMutAct_9fa48("321") ? false : stryMutAct_9fa48("320") ? true : (stryCov_9fa48("320", "321", "322"), repeated === 1)) ? stryMutAct_9fa48("323") ? "Stryker was here!" : (stryCov_9fa48("323"), '') : stryMutAct_9fa48("324") ? "" : (stryCov_9fa48("324"), 's')} of the result ${(stryMutAct_9fa48("327") ? repeated !== 1 : stryMutAct_9fa48("326") ? false : stryMutAct_9fa48("325") ? true : (stryCov_9fa48("325", "326", "327"), repeated === 1)) ? stryMutAct_9fa48("328") ? "" : (stryCov_9fa48("328"), 'is') : stryMutAct_9fa48("329") ? "" : (stryCov_9fa48("329"), 'are')} open on ${(stryMutAct_9fa48("332") ? repeated !== 1 : stryMutAct_9fa48("331") ? false : stryMutAct_9fa48("330") ? true : (stryCov_9fa48("330", "331", "332"), repeated === 1)) ? stryMutAct_9fa48("333") ? "" : (stryCov_9fa48("333"), 'its') : stryMutAct_9fa48("334") ? "" : (stryCov_9fa48("334"), 'their')} thread or declined: not posted again`));
    const result = stryMutAct_9fa48("335") ? {} : (stryCov_9fa48("335"), {
      ...given,
      findings: fresh
    });
    const plan = planReview(result.findings, reviewing.files, inputs.review);
    const rules = rulesLine(reviewing.rules, inputs.review.rulesFrom);
    const range = rangeLine(stryMutAct_9fa48("336") ? {} : (stryCov_9fa48("336"), {
      from: stryMutAct_9fa48("337") ? reviewing.since.from : (stryCov_9fa48("337"), reviewing.since?.from),
      head,
      files: stryMutAct_9fa48("338") ? reviewing.since.files : (stryCov_9fa48("338"), reviewing.since?.files),
      full: stryMutAct_9fa48("339") ? reviewing.since.full : (stryCov_9fa48("339"), reviewing.since?.full)
    }));
    const count = result.findings.length;
    const outputs = stryMutAct_9fa48("340") ? {} : (stryCov_9fa48("340"), {
      'reviewed-head': head,
      verdict: result.verdict,
      findings: JSON.stringify(result.findings),
      'findings-count': String(count)
    });
    if (stryMutAct_9fa48("343") ? false : stryMutAct_9fa48("342") ? true : stryMutAct_9fa48("341") ? options.post : (stryCov_9fa48("341", "342", "343"), !options.post)) {
      if (stryMutAct_9fa48("344")) {
        {}
      } else {
        stryCov_9fa48("344");
        stryMutAct_9fa48("345") ? options.reviewed({
          head,
          result,
          plan,
          text: renderReviewReport({
            result,
            plan,
            head
          })
        }) : (stryCov_9fa48("345"), options.reviewed?.(stryMutAct_9fa48("346") ? {} : (stryCov_9fa48("346"), {
          head,
          result,
          plan,
          text: renderReviewReport(stryMutAct_9fa48("347") ? {} : (stryCov_9fa48("347"), {
            result,
            plan,
            head
          }))
        })));
        if (stryMutAct_9fa48("348")) {
          ;
        } else {
          stryCov_9fa48("348");
          writeOutputs(host, outputs);
        }
        return undefined;
      }
    }
    if (stryMutAct_9fa48("351") ? count !== 0 : stryMutAct_9fa48("350") ? false : stryMutAct_9fa48("349") ? true : (stryCov_9fa48("349", "350", "351"), count === 0)) {
      if (stryMutAct_9fa48("352")) {
        {}
      } else {
        stryCov_9fa48("352");
        host.log.info(stryMutAct_9fa48("354") ? `` : (stryCov_9fa48("354"), `the review of ${short(head)} found nothing: no review is posted`));
        writeOutputs(host, stryMutAct_9fa48("356") ? {} : (stryCov_9fa48("356"), {
          ...outputs,
          'review-url': stryMutAct_9fa48("357") ? "Stryker was here!" : (stryCov_9fa48("357"), '')
        }));
        await completeCheck(step, inputs, reviewing, result, plan, safeUrl(run.session_link), undefined);
        await tidy(step, reviewing, result.resolved);
        stryMutAct_9fa48("358") ? options.reviewed({
          head,
          result,
          plan
        }) : (stryCov_9fa48("358"), options.reviewed?.(stryMutAct_9fa48("359") ? {} : (stryCov_9fa48("359"), {
          head,
          result,
          plan
        })));
        return stryMutAct_9fa48("360") ? `` : (stryCov_9fa48("360"), `No findings in ${short(head)}: no review was posted.`);
      }
    }
    // A job that raced this one may have posted the review of this head meanwhile.
    const raced = (await ownReviews(step, port, number, self)).find(stryMutAct_9fa48("361") ? () => undefined : (stryCov_9fa48("361"), r => stryMutAct_9fa48("364") ? r.head !== head : stryMutAct_9fa48("363") ? false : stryMutAct_9fa48("362") ? true : (stryCov_9fa48("362", "363", "364"), r.head === head)));
    if (stryMutAct_9fa48("366") ? false : stryMutAct_9fa48("365") ? true : (stryCov_9fa48("365", "366"), raced)) {
      if (stryMutAct_9fa48("367")) {
        {}
      } else {
        stryCov_9fa48("367");
        host.log.info(stryMutAct_9fa48("369") ? `` : (stryCov_9fa48("369"), `the review of ${short(head)} was posted meanwhile (${raced.url}): nothing new is posted`));
        writeOutputs(host, stryMutAct_9fa48("371") ? {} : (stryCov_9fa48("371"), {
          ...outputs,
          'review-url': raced.url
        }));
        await completeCheck(step, inputs, reviewing, result, plan, safeUrl(run.session_link), raced.url);
        await tidy(step, reviewing, result.resolved);
        return stryMutAct_9fa48("372") ? `` : (stryCov_9fa48("372"), `The review of ${short(head)} was already posted: ${raced.url}`);
      }
    }
    const marker = encodeMarker(stryMutAct_9fa48("373") ? {} : (stryCov_9fa48("373"), {
      v: 2,
      key: reviewKey(head)
    }), markerKey);
    const session = safeUrl(run.session_link);
    const bodyOf = stryMutAct_9fa48("374") ? () => undefined : (stryCov_9fa48("374"), (() => {
      const bodyOf = (allInBody: boolean) => host.redact(renderReviewBody(stryMutAct_9fa48("375") ? {} : (stryCov_9fa48("375"), {
        result,
        plan,
        head,
        ...(session ? stryMutAct_9fa48("376") ? {} : (stryCov_9fa48("376"), {
          session
        }) : {}),
        ...(range ? stryMutAct_9fa48("377") ? {} : (stryCov_9fa48("377"), {
          range
        }) : {}),
        ...(rules ? stryMutAct_9fa48("378") ? {} : (stryCov_9fa48("378"), {
          rules
        }) : {}),
        allInBody
      }), marker));
      return bodyOf;
    })());
    const comments: NewReviewComment[] = plan.inline.map(stryMutAct_9fa48("379") ? () => undefined : (stryCov_9fa48("379"), placed => stryMutAct_9fa48("380") ? {} : (stryCov_9fa48("380"), {
      path: placed.finding.path,
      line: placed.line,
      side: placed.side,
      ...((stryMutAct_9fa48("383") ? placed.startLine === undefined : stryMutAct_9fa48("382") ? false : stryMutAct_9fa48("381") ? true : (stryCov_9fa48("381", "382", "383"), placed.startLine !== undefined)) ? stryMutAct_9fa48("384") ? {} : (stryCov_9fa48("384"), {
        start_line: placed.startLine,
        start_side: placed.side
      }) : {}),
      body: host.redact(renderInlineComment(placed, encodeMarker(stryMutAct_9fa48("385") ? {} : (stryCov_9fa48("385"), {
        v: 2,
        key: findingKey(placed.fingerprint),
        run: run.run_id
      }), markerKey)))
    })));
    let posted = await port.createReview(number, stryMutAct_9fa48("386") ? {} : (stryCov_9fa48("386"), {
      commitId: head,
      body: bodyOf(stryMutAct_9fa48("387") ? true : (stryCov_9fa48("387"), false)),
      comments
    }));
    let inline = comments.length;
    if (stryMutAct_9fa48("390") ? posted !== 'unresolvable' : stryMutAct_9fa48("389") ? false : stryMutAct_9fa48("388") ? true : (stryCov_9fa48("388", "389", "390"), posted === (stryMutAct_9fa48("391") ? "" : (stryCov_9fa48("391"), 'unresolvable')))) {
      if (stryMutAct_9fa48("392")) {
        {}
      } else {
        stryCov_9fa48("392");
        host.log.warning(stryMutAct_9fa48("394") ? `` : (stryCov_9fa48("394"), `GitHub refused the review's inline comments (422: a line it could not resolve); posting it once more with every finding in its body`));
        inline = 0;
        posted = await port.createReview(number, stryMutAct_9fa48("395") ? {} : (stryCov_9fa48("395"), {
          commitId: head,
          body: bodyOf(stryMutAct_9fa48("396") ? false : (stryCov_9fa48("396"), true)),
          comments: stryMutAct_9fa48("397") ? ["Stryker was here"] : (stryCov_9fa48("397"), [])
        }));
        if (stryMutAct_9fa48("400") ? posted !== 'unresolvable' : stryMutAct_9fa48("399") ? false : stryMutAct_9fa48("398") ? true : (stryCov_9fa48("398", "399", "400"), posted === (stryMutAct_9fa48("401") ? "" : (stryCov_9fa48("401"), 'unresolvable')))) throw new Error(stryMutAct_9fa48("403") ? `` : (stryCov_9fa48("403"), `GitHub refused the review of ${short(head)} with every finding in its body too (422)`));
      }
    }
    host.log.info(stryMutAct_9fa48("405") ? `` : (stryCov_9fa48("405"), `posted the review of ${short(head)}: ${count} finding${(stryMutAct_9fa48("408") ? count !== 1 : stryMutAct_9fa48("407") ? false : stryMutAct_9fa48("406") ? true : (stryCov_9fa48("406", "407", "408"), count === 1)) ? stryMutAct_9fa48("409") ? "Stryker was here!" : (stryCov_9fa48("409"), '') : stryMutAct_9fa48("410") ? "" : (stryCov_9fa48("410"), 's')}, ${inline} inline (${posted.url})`));
    writeOutputs(host, stryMutAct_9fa48("412") ? {} : (stryCov_9fa48("412"), {
      ...outputs,
      'review-url': posted.url
    }));
    await completeCheck(step, inputs, reviewing, result, plan, session, posted.url);
    await tidy(step, reviewing, result.resolved);
    stryMutAct_9fa48("413") ? options.reviewed({
      head,
      result,
      plan,
      url: posted.url
    }) : (stryCov_9fa48("413"), options.reviewed?.(stryMutAct_9fa48("414") ? {} : (stryCov_9fa48("414"), {
      head,
      result,
      plan,
      url: posted.url
    })));
    return stryMutAct_9fa48("415") ? `` : (stryCov_9fa48("415"), `[The review of ${short(head)}](${posted.url}): ${count} finding${(stryMutAct_9fa48("418") ? count !== 1 : stryMutAct_9fa48("417") ? false : stryMutAct_9fa48("416") ? true : (stryCov_9fa48("416", "417", "418"), count === 1)) ? stryMutAct_9fa48("419") ? "Stryker was here!" : (stryCov_9fa48("419"), '') : stryMutAct_9fa48("420") ? "" : (stryCov_9fa48("420"), 's')}, ${inline} inline.`);
  }
}

/** Completes the review's check: its conclusion by `review-fail-on`, the findings as annotations, the session. */
async function completeCheck(step: Step, inputs: ReviewCommandInputs, reviewing: Reviewing, result: ReviewResult, plan: ReviewPlan, session: string | undefined, url: string | undefined): Promise<void> {
  if (stryMutAct_9fa48("421")) {
    {}
  } else {
    stryCov_9fa48("421");
    const {
      check,
      pull
    } = reviewing;
    if (stryMutAct_9fa48("424") ? false : stryMutAct_9fa48("423") ? true : stryMutAct_9fa48("422") ? check : (stryCov_9fa48("422", "423", "424"), !check)) return;
    const count = result.findings.length;
    const conclusion = checkConclusion(result.findings, inputs.review.failOn);
    const title = (stryMutAct_9fa48("427") ? count !== 0 : stryMutAct_9fa48("426") ? false : stryMutAct_9fa48("425") ? true : (stryCov_9fa48("425", "426", "427"), count === 0)) ? stryMutAct_9fa48("428") ? `` : (stryCov_9fa48("428"), `No findings in ${short(pull.headSha)}`) : stryMutAct_9fa48("429") ? `` : (stryCov_9fa48("429"), `${count} finding${(stryMutAct_9fa48("432") ? count !== 1 : stryMutAct_9fa48("431") ? false : stryMutAct_9fa48("430") ? true : (stryCov_9fa48("430", "431", "432"), count === 1)) ? stryMutAct_9fa48("433") ? "Stryker was here!" : (stryCov_9fa48("433"), '') : stryMutAct_9fa48("434") ? "" : (stryCov_9fa48("434"), 's')} in ${short(pull.headSha)}`);
    const summary = stryMutAct_9fa48("435") ? [`Verdict: ${result.verdict}.`, url ? `[The review](${url}).` : '', inputs.review.failOn === 'none' ? 'No finding fails this check (review-fail-on: none).' : `A finding of ${inputs.review.failOn} severity or above fails this check (review-fail-on).`].join(' ') : (stryCov_9fa48("435"), (stryMutAct_9fa48("436") ? [] : (stryCov_9fa48("436"), [stryMutAct_9fa48("437") ? `` : (stryCov_9fa48("437"), `Verdict: ${result.verdict}.`), url ? stryMutAct_9fa48("438") ? `` : (stryCov_9fa48("438"), `[The review](${url}).`) : stryMutAct_9fa48("439") ? "Stryker was here!" : (stryCov_9fa48("439"), ''), (stryMutAct_9fa48("442") ? inputs.review.failOn !== 'none' : stryMutAct_9fa48("441") ? false : stryMutAct_9fa48("440") ? true : (stryCov_9fa48("440", "441", "442"), inputs.review.failOn === (stryMutAct_9fa48("443") ? "" : (stryCov_9fa48("443"), 'none')))) ? stryMutAct_9fa48("444") ? "" : (stryCov_9fa48("444"), 'No finding fails this check (review-fail-on: none).') : stryMutAct_9fa48("445") ? `` : (stryCov_9fa48("445"), `A finding of ${inputs.review.failOn} severity or above fails this check (review-fail-on).`)])).filter(Boolean).join(stryMutAct_9fa48("446") ? "" : (stryCov_9fa48("446"), ' ')));
    try {
      if (stryMutAct_9fa48("447")) {
        {}
      } else {
        stryCov_9fa48("447");
        await check.complete(conclusion, title, step.host.redact(summary), undefined, annotationsOf(plan).map(stryMutAct_9fa48("448") ? () => undefined : (stryCov_9fa48("448"), a => stryMutAct_9fa48("449") ? {} : (stryCov_9fa48("449"), {
          ...a,
          title: step.host.redact(a.title),
          message: step.host.redact(a.message)
        }))), session);
      }
    } catch (err) {
      if (stryMutAct_9fa48("450")) {
        {}
      } else {
        stryCov_9fa48("450");
        if (stryMutAct_9fa48("451")) {
          ;
        } else {
          stryCov_9fa48("451");
          step.host.log.warning(stryMutAct_9fa48("452") ? `` : (stryCov_9fa48("452"), `could not complete the check run: ${(err as Error).message}`));
        }
      }
    }
  }
}

/**
 * Answers "Fixed in <sha>" on the threads this action opened whose finding the agent reports resolved, or whose lines
 * the new head removed, and resolves them; never a thread a person wrote on. A failure is a warning.
 */
async function tidy(step: Step, reviewing: Reviewing, resolved: readonly string[]): Promise<void> {
  if (stryMutAct_9fa48("453")) {
    {}
  } else {
    stryCov_9fa48("453");
    const {
      port,
      number,
      pull
    } = reviewing;
    for (const thread of threadsToResolve(reviewing.threads, resolved)) {
      if (stryMutAct_9fa48("454")) {
        {}
      } else {
        stryCov_9fa48("454");
        try {
          if (stryMutAct_9fa48("455")) {
            {}
          } else {
            stryCov_9fa48("455");
            if (stryMutAct_9fa48("458") ? thread.commentId === undefined : stryMutAct_9fa48("457") ? false : stryMutAct_9fa48("456") ? true : (stryCov_9fa48("456", "457", "458"), thread.commentId !== undefined)) await port.replyTo(number, thread.commentId, stryMutAct_9fa48("459") ? `` : (stryCov_9fa48("459"), `Fixed in \`${short(pull.headSha)}\`.`));
            await port.resolveThread(thread.id);
            step.host.log.info(stryMutAct_9fa48("461") ? `` : (stryCov_9fa48("461"), `resolved the thread of ${thread.fingerprint} (${thread.path}): fixed in ${short(pull.headSha)}`));
          }
        } catch (err) {
          if (stryMutAct_9fa48("462")) {
            {}
          } else {
            stryCov_9fa48("462");
            if (stryMutAct_9fa48("463")) {
              ;
            } else {
              stryCov_9fa48("463");
              step.host.log.warning(stryMutAct_9fa48("464") ? `` : (stryCov_9fa48("464"), `could not resolve the thread of ${thread.fingerprint}: ${(err as Error).message}`));
            }
          }
        }
      }
    }
  }
}

/**
 * The repository's rule files at the base (or the head): REVIEW.md at the root and the nearest one up from each
 * changed file, AGENTS.md, CLAUDE.md and .github/copilot-instructions.md. Those the pull request changes are marked.
 * A file GitHub cannot give is left out (a warning when it failed for another reason than its absence).
 */
async function readRules(step: Step, port: ReviewPort, pull: PullFacts, files: readonly DiffFile[], from: 'base' | 'head'): Promise<RuleFile[]> {
  if (stryMutAct_9fa48("465")) {
    {}
  } else {
    stryCov_9fa48("465");
    const ref = (stryMutAct_9fa48("468") ? from !== 'base' : stryMutAct_9fa48("467") ? false : stryMutAct_9fa48("466") ? true : (stryCov_9fa48("466", "467", "468"), from === (stryMutAct_9fa48("469") ? "" : (stryCov_9fa48("469"), 'base')))) ? pull.baseSha : pull.headSha;
    const changed = new Set(files.map(stryMutAct_9fa48("470") ? () => undefined : (stryCov_9fa48("470"), f => f.path)));
    const read = async (path: string): Promise<RuleFile | undefined> => {
      if (stryMutAct_9fa48("471")) {
        {}
      } else {
        stryCov_9fa48("471");
        try {
          if (stryMutAct_9fa48("472")) {
            {}
          } else {
            stryCov_9fa48("472");
            const text = await port.fileAt(ref, path);
            return (stryMutAct_9fa48("475") ? text !== undefined : stryMutAct_9fa48("474") ? false : stryMutAct_9fa48("473") ? true : (stryCov_9fa48("473", "474", "475"), text === undefined)) ? undefined : stryMutAct_9fa48("476") ? {} : (stryCov_9fa48("476"), {
              path,
              text,
              changed: changed.has(path)
            });
          }
        } catch (err) {
          if (stryMutAct_9fa48("477")) {
            {}
          } else {
            stryCov_9fa48("477");
            if (stryMutAct_9fa48("478")) {
              ;
            } else {
              stryCov_9fa48("478");
              step.host.log.warning(stryMutAct_9fa48("479") ? `` : (stryCov_9fa48("479"), `could not read the rule file ${path} at ${short(ref)}: ${(err as Error).message}`));
            }
            return undefined;
          }
        }
      }
    };
    const top = stryMutAct_9fa48("480") ? await Promise.all(RULE_FILES.map(read)) : (stryCov_9fa48("480"), (await Promise.all(RULE_FILES.map(read))).filter(stryMutAct_9fa48("481") ? () => undefined : (stryCov_9fa48("481"), (r): r is RuleFile => stryMutAct_9fa48("484") ? r === undefined : stryMutAct_9fa48("483") ? false : stryMutAct_9fa48("482") ? true : (stryCov_9fa48("482", "483", "484"), r !== undefined))));
    const nested = stryMutAct_9fa48("485") ? await Promise.all(nestedRuleCandidates([...changed]).map(read)) : (stryCov_9fa48("485"), (await Promise.all(nestedRuleCandidates(stryMutAct_9fa48("486") ? [] : (stryCov_9fa48("486"), [...changed])).map(read))).filter(stryMutAct_9fa48("487") ? () => undefined : (stryCov_9fa48("487"), (r): r is RuleFile => stryMutAct_9fa48("490") ? r === undefined : stryMutAct_9fa48("489") ? false : stryMutAct_9fa48("488") ? true : (stryCov_9fa48("488", "489", "490"), r !== undefined))));
    // Of the nested ones, only those nearest to a changed file.
    const found = new Set((stryMutAct_9fa48("491") ? [] : (stryCov_9fa48("491"), [...top, ...nested])).map(stryMutAct_9fa48("492") ? () => undefined : (stryCov_9fa48("492"), r => r.path)));
    const nearest = new Set((stryMutAct_9fa48("493") ? [] : (stryCov_9fa48("493"), [...changed])).map(stryMutAct_9fa48("494") ? () => undefined : (stryCov_9fa48("494"), path => nearestRule(path, found))));
    return stryMutAct_9fa48("495") ? [] : (stryCov_9fa48("495"), [...top, ...(stryMutAct_9fa48("496") ? nested : (stryCov_9fa48("496"), nested.filter(stryMutAct_9fa48("497") ? () => undefined : (stryCov_9fa48("497"), r => nearest.has(r.path)))))]);
  }
}

/**
 * `@cloud-agent fix` as a reply on a thread the review opened: a follow-up to the review's run (normal mode, no
 * review schema) naming the finding, followed as any follow-up (the budget counts from it). For a pull request from a
 * fork the thread is told why not: the agent can push only to a branch of this repository.
 */
async function fixFromThread(step: Step, inputs: ReviewCommandInputs, port: ReviewPort, pull: PullFacts, request: string, elsewhere: (() => Promise<void>) | undefined): Promise<void> {
  if (stryMutAct_9fa48("498")) {
    {}
  } else {
    stryCov_9fa48("498");
    const {
      host,
      client,
      trigger,
      markerKey
    } = step;
    const comment = trigger.comment!;
    const number = pull.number;
    const self = await step.repository!.self();
    const threads = await port.threads(number);
    const thread = threads.find(stryMutAct_9fa48("499") ? () => undefined : (stryCov_9fa48("499"), t => stryMutAct_9fa48("500") ? t.comments.every(c => c.id === comment.id) : (stryCov_9fa48("500"), t.comments.some(stryMutAct_9fa48("501") ? () => undefined : (stryCov_9fa48("501"), c => stryMutAct_9fa48("504") ? c.id !== comment.id : stryMutAct_9fa48("503") ? false : stryMutAct_9fa48("502") ? true : (stryCov_9fa48("502", "503", "504"), c.id === comment.id))))));
    const root = stryMutAct_9fa48("505") ? thread.comments[0] : (stryCov_9fa48("505"), thread?.comments[0]);
    const mark = (stryMutAct_9fa48("508") ? root || root.author.toLowerCase() === self.toLowerCase() : stryMutAct_9fa48("507") ? false : stryMutAct_9fa48("506") ? true : (stryCov_9fa48("506", "507", "508"), root && (stryMutAct_9fa48("510") ? root.author.toLowerCase() !== self.toLowerCase() : stryMutAct_9fa48("509") ? true : (stryCov_9fa48("509", "510"), (stryMutAct_9fa48("511") ? root.author.toUpperCase() : (stryCov_9fa48("511"), root.author.toLowerCase())) === (stryMutAct_9fa48("512") ? self.toUpperCase() : (stryCov_9fa48("512"), self.toLowerCase())))))) ? decodeMarker(root.body, markerKey) : undefined;
    const fp = stryMutAct_9fa48("513") ? /^finding:(fp-[0-9a-f]{8})$/.exec(mark?.key ?? '')[1] : (stryCov_9fa48("513"), (stryMutAct_9fa48("517") ? /^finding:(fp-[^0-9a-f]{8})$/ : stryMutAct_9fa48("516") ? /^finding:(fp-[0-9a-f])$/ : stryMutAct_9fa48("515") ? /^finding:(fp-[0-9a-f]{8})/ : stryMutAct_9fa48("514") ? /finding:(fp-[0-9a-f]{8})$/ : (stryCov_9fa48("514", "515", "516", "517"), /^finding:(fp-[0-9a-f]{8})$/)).exec(stryMutAct_9fa48("518") ? mark?.key && '' : (stryCov_9fa48("518"), (stryMutAct_9fa48("519") ? mark.key : (stryCov_9fa48("519"), mark?.key)) ?? (stryMutAct_9fa48("520") ? "Stryker was here!" : (stryCov_9fa48("520"), ''))))?.[1]);
    if (stryMutAct_9fa48("523") ? (!thread || !root || !fp) && !mark?.run : stryMutAct_9fa48("522") ? false : stryMutAct_9fa48("521") ? true : (stryCov_9fa48("521", "522", "523"), (stryMutAct_9fa48("525") ? (!thread || !root) && !fp : stryMutAct_9fa48("524") ? false : (stryCov_9fa48("524", "525"), (stryMutAct_9fa48("527") ? !thread && !root : stryMutAct_9fa48("526") ? false : (stryCov_9fa48("526", "527"), (stryMutAct_9fa48("528") ? thread : (stryCov_9fa48("528"), !thread)) || (stryMutAct_9fa48("529") ? root : (stryCov_9fa48("529"), !root)))) || (stryMutAct_9fa48("530") ? fp : (stryCov_9fa48("530"), !fp)))) || (stryMutAct_9fa48("531") ? mark?.run : (stryCov_9fa48("531"), !(stryMutAct_9fa48("532") ? mark.run : (stryCov_9fa48("532"), mark?.run)))))) {
      if (stryMutAct_9fa48("533")) {
        {}
      } else {
        stryCov_9fa48("533");
        host.log.info(stryMutAct_9fa48("535") ? `` : (stryCov_9fa48("535"), `"${inputs.conversation.triggerPhrase} fix" is a verb of the review only on a thread it opened: this comment is a plain request, for ${elsewhere ? stryMutAct_9fa48("536") ? "" : (stryCov_9fa48("536"), 'the conversation') : stryMutAct_9fa48("537") ? "" : (stryCov_9fa48("537"), 'the run command')}`));
        return stryMutAct_9fa48("538") ? elsewhere() : (stryCov_9fa48("538"), elsewhere?.());
      }
    }
    await step.repository!.react(comment, stryMutAct_9fa48("539") ? "" : (stryCov_9fa48("539"), 'eyes'));
    if (stryMutAct_9fa48("541") ? false : stryMutAct_9fa48("540") ? true : (stryCov_9fa48("540", "541"), pull.fork)) {
      if (stryMutAct_9fa48("542")) {
        {}
      } else {
        stryCov_9fa48("542");
        host.log.info(stryMutAct_9fa48("544") ? `` : (stryCov_9fa48("544"), `pull request #${number} comes from a fork: the agent cannot push a fix to it`));
        await port.replyTo(number, root.id!, stryMutAct_9fa48("545") ? `` : (stryCov_9fa48("545"), `This pull request comes from a fork: the agent can only push to a branch of this repository, so it cannot fix ${fp} here. Push the fix to the pull request's branch yourself, or open the change from a branch of this repository.`));
        return;
      }
    }
    const runId = mark.run;
    const before = await client.runs.get(runId, stryMutAct_9fa48("546") ? {} : (stryCov_9fa48("546"), {
      signal: step.signal
    }));
    const heading = (stryMutAct_9fa48("547") ? root.body.split('\n')[0] && '' : (stryCov_9fa48("547"), root.body.split(stryMutAct_9fa48("548") ? "" : (stryCov_9fa48("548"), '\n'))[0] ?? (stryMutAct_9fa48("549") ? "Stryker was here!" : (stryCov_9fa48("549"), '')))).replace(/\*\*/g, stryMutAct_9fa48("550") ? "Stryker was here!" : (stryCov_9fa48("550"), ''));
    const message = (stryMutAct_9fa48("551") ? [] : (stryCov_9fa48("551"), [stryMutAct_9fa48("552") ? `` : (stryCov_9fa48("552"), `Fix the finding ${fp} of your review of pull request #${number} (${thread.path}${(stryMutAct_9fa48("555") ? thread.line === undefined : stryMutAct_9fa48("554") ? false : stryMutAct_9fa48("553") ? true : (stryCov_9fa48("553", "554", "555"), thread.line !== undefined)) ? stryMutAct_9fa48("556") ? `` : (stryCov_9fa48("556"), `:${thread.line}`) : stryMutAct_9fa48("557") ? "Stryker was here!" : (stryCov_9fa48("557"), '')}): ${heading}`), stryMutAct_9fa48("558") ? `` : (stryCov_9fa48("558"), `Push the fix as a new commit to the pull request's branch ${pull.headRef} (its head is ${pull.headSha}).`), ...(request ? stryMutAct_9fa48("559") ? [] : (stryCov_9fa48("559"), [stryMutAct_9fa48("560") ? "Stryker was here!" : (stryCov_9fa48("560"), ''), fence(stryMutAct_9fa48("561") ? "" : (stryCov_9fa48("561"), 'request'), request)]) : stryMutAct_9fa48("562") ? ["Stryker was here"] : (stryCov_9fa48("562"), []))])).join(stryMutAct_9fa48("563") ? "" : (stryCov_9fa48("563"), '\n'));
    await client.runs.followUp(runId, stryMutAct_9fa48("564") ? {} : (stryCov_9fa48("564"), {
      message,
      mode: stryMutAct_9fa48("565") ? "" : (stryCov_9fa48("565"), 'normal')
    }), stryMutAct_9fa48("566") ? {} : (stryCov_9fa48("566"), {
      signal: step.signal
    }));
    host.log.info(stryMutAct_9fa48("568") ? `` : (stryCov_9fa48("568"), `sent the fix of ${fp} to run ${runId} (${before.state})`));
    if (stryMutAct_9fa48("569")) {
      ;
    } else {
      stryCov_9fa48("569");
      holdRun(step, runId);
    }
    const origin = originOf(step.env, trigger, inputs);
    const reporter = stepReporter(step, stryMutAct_9fa48("570") ? {} : (stryCov_9fa48("570"), {
      enabled: inputs.comment,
      self,
      marker: stryMutAct_9fa48("571") ? {} : (stryCov_9fa48("571"), {
        key: origin.key
      })
    }));
    await reporter.findExisting();
    await followRun(stryMutAct_9fa48("572") ? {} : (stryCov_9fa48("572"), {
      ...followOptions(step, inputs, reporter, runId, inputs.conversation.triggerPhrase),
      note: stryMutAct_9fa48("573") ? `` : (stryCov_9fa48("573"), `A fix of ${fp} was asked on its review thread by @${comment.author}.`),
      movedSince: before.updated_at,
      creditsBaseline: creditsOf(before),
      resultBefore: fileUids(before)
    }));
  }
}