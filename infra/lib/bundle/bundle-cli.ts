/**
 * `node --import tsx infra/lib/bundle/bundle-cli.ts <entry> <output dir> <assistant>`: bundles one
 * function into `<output dir>/index.mjs` (with the files it loads on first use beside it, if it is split)
 * exactly as lambda-bundle.ts says (`buildLambda`). `LaneFunction` runs it
 * while the stack is synthesized (CDK's local bundling is synchronous; esbuild's plugins are not).
 */
import { join } from 'node:path';
import { buildLambda } from './lambda-bundle.js';

const [entry, outputDir, assistant] = process.argv.slice(2);
if (!entry || !outputDir || !assistant) {
  process.stderr.write('usage: bundle-cli.ts <entry> <output dir> <assistant>\n');
  process.exit(2);
}
await buildLambda({ entry, outfile: join(outputDir, 'index.mjs'), assistant });
