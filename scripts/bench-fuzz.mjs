// `pnpm bench` (or `node scripts/bench-fuzz.mjs`): the generated fuzz and isolation tests of the server
// (apps/server/test/generated) with a larger budget than `pnpm test` gives them: FUZZ_RUNS random requests
// per route and identity (default here 200; 6 in `pnpm test`) from FUZZ_SEED (default: a new seed each run,
// printed, so a failure found here can be replayed with `FUZZ_SEED=<seed> FUZZ_RUNS=<runs> pnpm exec vitest
// run --project server --project server-mocks apps/server/test/generated`). Prints the request count, the time and the failures;
// like the other benches it exits 0 and reports rather than fails. DATABASE_URL picks PostgreSQL (PGlite
// otherwise).
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

const root = new URL("..", import.meta.url).pathname;
const runs = process.env.FUZZ_RUNS || "200";
const seed = process.env.FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));

console.log(`FUZZ_RUNS=${runs} FUZZ_SEED=${seed} (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
const started = performance.now();
const result = spawnSync(
  "pnpm",
  // The generated tests mock modules, so they live in the `server-mocks` project; `server` is named too,
  // so a generated test that one day needs no mock is not left out.
  ["exec", "vitest", "run", "--project", "server", "--project", "server-mocks", "apps/server/test/generated"],
  { cwd: root, stdio: "inherit", env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed } },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  result.status === 0
    ? `generated route tests passed in ${seconds} s`
    : `generated route tests FAILED (exit ${result.status}) in ${seconds} s; replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`,
);
