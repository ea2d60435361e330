#!/usr/bin/env node
// Size of @trilha/ui's published ESM output per component entry: each entry file plus the shared
// chunks it imports (what a consumer importing only that entry pulls in from this package; react,
// Radix and other dependencies are external and not counted). Prints a table; never fails on figures.
//
//   node scripts/bench-ui-size.mjs [--skip-build]
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const dist = join(root, "packages/ui/dist");

if (!process.argv.includes("--skip-build")) {
  const build = spawnSync("pnpm", ["--filter", "@trilha/ui", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) {
    console.log(`@trilha/ui build failed (exit ${build.status}); no figures.`);
    process.exit(0);
  }
}
if (!existsSync(join(dist, "index.js"))) {
  console.log("packages/ui/dist/index.js is missing; run the build first.");
  process.exit(0);
}

const source = new Map();
const read = (file) => {
  if (!source.has(file)) source.set(file, readFileSync(join(dist, file), "utf8"));
  return source.get(file);
};

/** The entry and every local chunk it reaches through static or dynamic imports. */
function closure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(join(dist, file))) return;
    seen.add(file);
    for (const [, path] of read(file).matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g))
      visit(path);
  };
  visit(entry);
  return [...seen];
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const gzip = (text) => gzipSync(text, { level: 9 }).length;

const entries = readdirSync(dist)
  .filter((file) => file.endsWith(".js") && !file.startsWith("chunk-"))
  .sort((a, b) => (a === "index.js" ? -1 : b === "index.js" ? 1 : a.localeCompare(b)));

const rows = entries.map((entry) => {
  const files = closure(entry);
  const all = files.map(read).join("\n");
  return {
    entry: entry === "index.js" ? "@trilha/ui" : `@trilha/ui/${entry.replace(/\.js$/, "")}`,
    own: gzip(read(entry)),
    raw: Buffer.byteLength(all),
    gzip: gzip(all),
    chunks: files.length - 1,
  };
});

const header = ["entry", "raw (with chunks)", "gzip (with chunks)", "gzip (entry file)", "chunks"];
const table = [header, ...rows.map((r) => [r.entry, kB(r.raw), kB(r.gzip), kB(r.own), String(r.chunks)])];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of table.slice(1)) console.log(line(row));
const css = join(dist, "styles.css");
if (existsSync(css))
  console.log(
    `\nstyles.css (tokens, before the consumer's Tailwind build): ${kB(gzip(readFileSync(css, "utf8")))} gzip`,
  );
console.log("Dependencies (react, Radix, react-table, lucide-react...) are external and not counted.");
