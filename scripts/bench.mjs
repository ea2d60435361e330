// Benchmarks: each prints its figures and never fails on them. Later issues add entries here.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const benches = [
  { name: "@trilha/ui gzip size per component", script: "scripts/bench-ui-size.mjs" },
  { name: "providers list endpoint", script: "scripts/bench-providers.mjs" },
  {
    name: "cold start and Lighthouse (built product, local Chromium)",
    script: "scripts/bench-lighthouse.mjs",
  },
  {
    name: "main thread while a page loads (built product, 4× CPU, local Chromium)",
    script: "scripts/bench-main-thread.mjs",
  },
  { name: "generated route fuzz and isolation (larger budget)", script: "scripts/bench-fuzz.mjs" },
];

for (const bench of benches) {
  if (!existsSync(`${root}${bench.script}`)) {
    console.log(`\n▶ ${bench.name}: not written yet (${bench.script})`);
    continue;
  }
  console.log(`\n▶ ${bench.name}`);
  const result = spawnSync(process.execPath, [bench.script], { cwd: root, stdio: "inherit" });
  if (result.status !== 0)
    console.log(`(${bench.name} exited with ${result.status}; figures above may be partial)`);
}
