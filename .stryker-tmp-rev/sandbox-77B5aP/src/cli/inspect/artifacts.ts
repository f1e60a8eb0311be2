/** `artifacts get`: an artifact a run made (a plan, a pull request, a screenshot, a file); -o downloads its file. */
import {
  asIs,
  download,
  fields,
  jsonText,
  opts,
  outputOf,
  whole,
  type InspectionCommand,
} from '../inspect.ts';
import { uuid } from '../values.ts';

const get: InspectionCommand = {
  name: 'artifacts get',
  positional: { name: 'artifact-uid' },
  summary: 'Show an artifact; with -o, download its file.',
  flags: {
    output: { type: 'string', short: 'o', value: '<file>', help: "Download the artifact's file here." },
  },
  example: 'cloud-agent artifacts get 3fa85f64-5717-4562-b3fc-2c963f66afa6 -o screenshot.png',
  json: 'the artifact, as the service answered it; with -o, {"url": "..."}, the signed URL its file came from.',
  fails: 'the file -o names could not be written',
  check(parsed) {
    const id = uuid('artifact-uid', parsed.positional!);
    const file = outputOf(parsed);
    return async (ctx) => {
      if (file !== undefined) {
        const { url } = await ctx.client.artifacts.download(id, opts(ctx));
        await download(ctx, url, file);
        if (ctx.json) ctx.write(jsonText({ url }));
        return;
      }
      // Printed whole either way: nothing of it is read.
      const artifact = await asIs(ctx, 'getArtifact', { path: { artifactUid: id } });
      ctx.write(ctx.json ? jsonText(artifact) : fields(whole(artifact)));
    };
  },
};

export const ARTIFACTS_COMMANDS: InspectionCommand[] = [get];
