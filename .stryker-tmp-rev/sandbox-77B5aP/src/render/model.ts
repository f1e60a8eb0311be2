/**
 * The model of a run, as its report and the `model` output show it. Pure: data in, text out.
 *
 * What the run uses is what the service resolved (`agent_config.model_id`, or a third-party harness's
 * `agent_config.harness.model_id`; its own text: shown as a value). Until the
 * service says, or when it never does, the model the step asked for (`model-id`, or `agent-config`'s model_id) is
 * shown as what it is: requested. A run started without one and a service that names none show no model at all:
 * the team's default is what the service would say it is, not what the action guesses.
 */
import type { RunItem } from '../client/index.ts';
import { code } from './format.ts';

export interface ModelView {
  /** The model to show: the resolved one, else the requested one. */
  id: string;
  /** Whether the service said the run uses it (`agent_config.model_id`); false: it is only what was asked for. */
  resolved: boolean;
  /** The model the step asked for, when it differs from the resolved one. */
  asked?: string;
}

/** Longest model id shown in full in a report; a longer one is cut with `…`. */
const MODEL_CHARS = 100;

/** A model id worth showing: text with something in it. */
const named = (id: string | undefined): string | undefined =>
  typeof id === 'string' && id.trim() ? id.trim() : undefined;

/**
 * The model the service says the run uses: a third-party harness's own (`harness.model_id`, for `harness.type` other
 * than the built-in `oz`), else `model_id`, which the built-in harness runs.
 */
function resolvedModel(config: Pick<RunItem, 'agent_config'>['agent_config']): string | undefined {
  const harness = config?.harness;
  const thirdParty = typeof harness?.type === 'string' && harness.type !== 'oz';
  return (thirdParty ? named(harness?.model_id) : undefined) ?? named(config?.model_id);
}

/** The model of `run`: the resolved one, else `requested`; undefined when neither is known. */
export function modelOf(
  run: Pick<RunItem, 'agent_config'>,
  requested: string | undefined,
): ModelView | undefined {
  const resolved = resolvedModel(run.agent_config);
  const asked = named(requested);
  if (resolved) return { id: resolved, resolved: true, ...(asked && asked !== resolved ? { asked } : {}) };
  return asked ? { id: asked, resolved: false } : undefined;
}

/** The model as the report's Model row shows it: `claude-4-5-sonnet`, with what was asked for when it differs. */
export function modelText(view: ModelView): string {
  const id = code(view.id, MODEL_CHARS, false);
  if (!view.resolved) return `${id} (requested)`;
  return view.asked ? `${id} (asked for ${code(view.asked, MODEL_CHARS, false)})` : id;
}
