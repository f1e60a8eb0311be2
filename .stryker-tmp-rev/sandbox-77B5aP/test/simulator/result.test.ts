/**
 * The simulator's scripted results (RunScript.result, .followups): a `result.json` FILE artifact served through the
 * artifact routes and the signed download, a fenced json block ending the final message, and a different answer for
 * the run's follow-up (a repair).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CloudAgentClient, fetchSignedUrl, type ArtifactItem } from '../../src/client/index.ts';
import { finalMessage } from '../../src/render/report.ts';
import { startSimulator, type SimulatorHandle } from './server.ts';

let sim: SimulatorHandle;
let client: CloudAgentClient;
beforeEach(async () => {
  sim = await startSimulator({ timeScale: 1000 });
  client = new CloudAgentClient({ apiKey: 'test-key', baseUrl: sim.url, retry: { maxRetries: 0 } });
});
afterEach(async () => {
  await client.close();
  await sim.close();
});

/** Creates a run and lets it end. */
async function ended(script: Parameters<SimulatorHandle['script']['run']>[0]) {
  sim.script.run(script);
  const { run_id } = await client.runs.create({ prompt: 'Judge it.' });
  sim.clock.advance(60_000);
  return run_id;
}
const files = (artifacts: unknown) =>
  (artifacts as ArtifactItem[])
    .filter((a) => a.artifact_type === 'FILE')
    .map((a) => a.data as Record<string, unknown>);

describe('scripted results', () => {
  it('a file: result.json, its bytes the JSON written out, served by the artifact and its signed download', async () => {
    const runId = await ended({ result: { file: { ok: true } } });
    const [file] = files((await client.runs.get(runId)).artifacts);
    expect(file).toMatchObject({
      filename: 'result.json',
      filepath: 'result.json',
      mime_type: 'application/json',
    });
    const uid = String(file!.artifact_uid);
    const artifact = await client.artifacts.get(uid);
    expect(artifact).toMatchObject({ artifact_type: 'FILE', data: { filename: 'result.json' } });
    const { url } = await client.artifacts.download(uid);
    expect(url.startsWith(sim.filesOrigin)).toBe(true);
    const res = await fetchSignedUrl(url);
    expect(res.body.toString('utf8')).toBe('{\n  "ok": true\n}');
    // No block: the final message is the generated one.
    expect(finalMessage(await client.runs.conversation(runId))).toBe(
      'I worked on: Judge it.. The change is done and the tests pass.',
    );
  });

  it('a block: the final message ends with it; a string is taken as the text itself', async () => {
    const runId = await ended({ finalMessage: 'Judged.', result: { block: 'not { json', file: '[1' } });
    expect(finalMessage(await client.runs.conversation(runId))).toBe('Judged.\n\n```json\nnot { json\n```');
    const [file] = files((await client.runs.get(runId)).artifacts);
    const res = await fetchSignedUrl((await client.artifacts.download(String(file!.artifact_uid))).url);
    expect(res.body.toString('utf8')).toBe('[1');
    const bare = await ended({ result: { block: [1] } });
    expect(finalMessage(await client.runs.conversation(bare))).toBe(
      'Done. The result:\n\n```json\n[\n  1\n]\n```',
    );
  });

  it("the run's follow-ups answer as its script's followups say, in order", async () => {
    const runId = await ended({ result: { file: 'wrong' }, followups: [{ result: { file: 'right' } }] });
    await client.runs.followUp(runId, { message: 'Repair it.' });
    sim.clock.advance(60_000);
    const uids = files((await client.runs.get(runId)).artifacts).map((f) => String(f.artifact_uid));
    expect(uids).toHaveLength(2);
    const texts = await Promise.all(
      uids.map(async (uid) =>
        (await fetchSignedUrl((await client.artifacts.download(uid)).url)).body.toString('utf8'),
      ),
    );
    expect(texts).toEqual(['wrong', 'right']);
    expect(sim.downloads.map((d) => d.status)).toEqual([200, 200]);
  });
});
