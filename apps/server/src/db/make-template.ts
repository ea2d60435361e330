// `node dist/make-template.js` (the server's build runs it): the migrated PGlite template a new data
// folder starts from (see pglite-template.ts). Made once per set of migrations; later builds reuse it.
import { ensureTemplate } from "./pglite-template";

const started = performance.now();
const file = await ensureTemplate();
console.log(`PGlite template ready: ${file} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
