/** Entry of both steps, as action.yml names it (bundled to dist/index.js and the chunks it loads on demand). */
import { run } from './action.ts';

// Stack traces name the sources (src/…), from the maps beside the chunks, which load after this line.
process.setSourceMapsEnabled(true);
await run();
