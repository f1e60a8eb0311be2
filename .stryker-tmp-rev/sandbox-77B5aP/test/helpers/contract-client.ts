/**
 * A client whose answers are typed by the whole contract, for tests that look at what the action never reads (the
 * id of a scorer they create, a field the simulator must answer). The check at run time is the same: what
 * src/client/reads.ts lists.
 */
import type { CloudAgentClient } from '../../src/client/index.ts';

export function wholeContract(client: CloudAgentClient): CloudAgentClient<'contract'> {
  return client as unknown as CloudAgentClient<'contract'>;
}
