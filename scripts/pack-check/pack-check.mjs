#!/usr/bin/env node
// Packaging proof for @trilha/ui: pack the published tarball, install it into a plain Vite + React +
// Tailwind app created outside the workspace, build that app, serve the build and check in Chromium
// that a Button renders with the package's Tailwind classes and tokens applied.
//
//   node scripts/pack-check/pack-check.mjs [--skip-build] [--keep]
//
// --skip-build reuses packages/ui/dist; --keep leaves the temporary app for inspection.
// Installs use --prefer-offline, so a warm pnpm store is enough when the registry is unreachable.
import { spawnSync } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const uiDir = join(root, "packages/ui");
const args = new Set(process.argv.slice(2));
const keep = args.has("--keep");

// Versions from TOOLCHAIN.md, the ones this machine has proven together.
const appDependencies = {
  react: "19.3.1",
  "react-dom": "19.3.1",
};
const appDevDependencies = {
  "@types/react": "^19.3.0",
  "@types/react-dom": "^19.3.0",
  typescript: "5.9.3",
  vite: "8.3.8",
  "@vitejs/plugin-react": "6.3.0",
  tailwindcss: "4.3.5",
  "@tailwindcss/vite": "4.3.5",
};
// --color-primary in packages/ui/src/styles.css (#0b7a3e).
const PRIMARY_RGB = "rgb(11, 122, 62)";

const step = (text) => console.log(`\n▶ ${text}`);
const ok = (text) => console.log(`  ✓ ${text}`);

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: "inherit", env: process.env });
  if (result.status !== 0)
    throw new Error(`${command} ${commandArgs.join(" ")} failed in ${cwd} (exit ${result.status})`);
}

const failures = [];
function check(condition, text, detail = "") {
  if (condition) ok(text);
  else {
    failures.push(text);
    console.log(`  ✗ ${text}${detail ? `: ${detail}` : ""}`);
  }
}

const work = mkdtempSync(join(tmpdir(), "trilha-pack-check-"));
if (work.startsWith(root)) throw new Error("the consumer app must live outside the workspace");
let server;
let browser;

try {
  if (!args.has("--skip-build")) {
    step("Building @trilha/ui");
    run("pnpm", ["--filter", "@trilha/ui", "build"], root);
  }
  if (!existsSync(join(uiDir, "dist/index.js"))) throw new Error("packages/ui/dist is missing; build first");

  step("Packing @trilha/ui");
  const packDir = join(work, "pack");
  mkdirSync(packDir);
  run("pnpm", ["pack", "--pack-destination", packDir], uiDir);
  const tarball = readdirSync(packDir).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error("pnpm pack produced no tarball");
  ok(`${tarball} (${(statSync(join(packDir, tarball)).size / 1024).toFixed(1)} kB)`);

  step(`Creating a plain Vite app in ${work}/app`);
  const app = join(work, "app");
  mkdirSync(join(app, "src"), { recursive: true });
  const files = {
    "package.json": JSON.stringify(
      {
        name: "trilha-pack-check",
        private: true,
        type: "module",
        dependencies: { "@trilha/ui": `file:${join(packDir, tarball)}`, ...appDependencies },
        devDependencies: appDevDependencies,
      },
      null,
      2,
    ),
    "vite.config.js": `import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [react(), tailwindcss()] });
`,
    "index.html": `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="UTF-8" /><title>Trilha pack check</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
    "src/index.css": `@import "tailwindcss";
@import "@trilha/ui/styles.css";
`,
    // The published types resolve (exports map, types first) for the index and a subpath entry.
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        jsx: "react-jsx",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: ["src/types-check.tsx"],
    }),
    "src/types-check.tsx": `import { Button, type DataTableState, defaultDataTableState, pageItems } from "@trilha/ui";
import { StatusBadge, type StatusBadgeProps } from "@trilha/ui/status-badge";

const state: DataTableState = { ...defaultDataTableState, page: 2 };
const status: StatusBadgeProps["status"] = "UNSTABLE";
export const view = (
  <>
    <Button variant="outline" loading={state.page > 1}>ENTRAR</Button>
    <StatusBadge status={status} />
  </>
);
export const items: number = pageItems(state.page, 20).length;
// @ts-expect-error an unknown variant must not type-check
export const wrong = <Button variant="unknown">x</Button>;
`,
    // The index entry and a per-component subpath entry, as a consumer would use them.
    "src/main.jsx": `import { createRoot } from "react-dom/client";
import { Button } from "@trilha/ui";
import { StatusBadge } from "@trilha/ui/status-badge";
import "./index.css";

createRoot(document.getElementById("root")).render(
  <main>
    <Button>ENTRAR</Button>
    <StatusBadge status="AVAILABLE" />
  </main>,
);
`,
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(app, name), content);

  step("Installing the tarball and the app's dependencies (--prefer-offline)");
  run(
    "pnpm",
    ["install", "--prefer-offline", "--ignore-workspace", "--config.strict-peer-dependencies=false"],
    app,
  );

  step("Type-checking against the published declarations");
  run(join(app, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], app);
  ok("@trilha/ui and @trilha/ui/status-badge types resolve and check");

  step("Building the app with Vite");
  run(join(app, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], app);
  const dist = join(app, "dist");

  step("Serving the build and checking it in Chromium");
  const types = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
  };
  server = createServer((req, res) => {
    const path = join(dist, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file =
      path.startsWith(dist) && existsSync(path) && statSync(path).isFile() ? path : join(dist, "index.html");
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${server.address().port}/`;

  const { chromiumLaunchOptions } = await tsImport("../chromium.ts", import.meta.url);
  const { chromium } = await import("playwright");
  browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto(url);

  const button = page.getByRole("button", { name: "ENTRAR" });
  await button.waitFor({ timeout: 15_000 });
  const style = await button.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      color: computed.color,
      height: computed.height,
      radius: computed.borderTopLeftRadius,
      token: getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
    };
  });
  check(
    style.token.toLowerCase() === "#0b7a3e",
    "the @theme tokens reach the page (--color-primary)",
    style.token,
  );
  check(
    style.background === PRIMARY_RGB,
    `Button background is the primary token (${PRIMARY_RGB})`,
    style.background,
  );
  check(style.color === "rgb(255, 255, 255)", "Button text is text-on-primary", style.color);
  check(style.height === "40px", "Button size classes from the package apply (h-10)", style.height);
  check(style.radius !== "0px", "Button is rounded (rounded-md)", style.radius);
  check(
    await page.getByText("Disponível").isVisible(),
    "a component imported from a subpath entry (@trilha/ui/status-badge) renders",
  );
  check(errors.length === 0, "no errors in the page", errors.join(" | "));
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(`\n✗ ${failures.at(-1)}`);
} finally {
  await browser?.close();
  server?.close();
  if (keep) console.log(`\nKept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`\npack-check: ${failures.length} failed`);
  process.exit(1);
}
console.log("\npack-check: the packed @trilha/ui works in a separate Vite app");
