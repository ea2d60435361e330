#!/usr/bin/env node
// Packaging proof for the published packages (@trilha/ui, @trilha/forms, @trilha/api): build them, pack
// the tarballs with `pnpm pack` (publishConfig applied, `workspace:*` rewritten), check each packed
// package.json and that its version is the one Changesets wrote (the latest heading of the package's
// CHANGELOG.md), then install the three tarballs together into one plain Vite + React + Tailwind app
// created outside the workspace, check that each @trilha/ui/<folder> entry exports exactly what the index
// exports from that folder, type-check the app against the published declarations, build it, serve the
// build and check in Chromium that a DataTable (paging), a Wizard (a step refused until valid, then
// finished), a validated form (@trilha/forms schema + Form), a Button, a table part from a folder entry
// and an API call all work. Any of them missing or not rendering fails the check (exit 1).
//
//   node scripts/pack-check/pack-check.mjs [--rebuild | --skip-build] [--keep]
//
// A package is rebuilt only when its dist is missing or older than its sources (the slowest, @trilha/forms,
// takes about 15 s); --rebuild builds all three anyway, --skip-build never
// builds. The three builds run at the same time (forms' declarations read @trilha/ui's sources, not its
// dist), so the check waits for the slowest one instead of their sum. The app's type-check runs beside
// its Vite build for the same reason. --keep leaves the temporary app for inspection.
// Installs use --prefer-offline, so a warm pnpm store is enough when the registry is unreachable.
import { spawn, spawnSync } from "node:child_process";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const args = new Set(process.argv.slice(2));
const keep = args.has("--keep");
const started = Date.now();

/** The published packages, in dependency order (forms depends on ui). */
const packages = [
  { name: "@trilha/ui", dir: join(root, "packages/ui") },
  { name: "@trilha/forms", dir: join(root, "packages/forms") },
  { name: "@trilha/api", dir: join(root, "packages/api") },
];

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
// defaultMessages.required in packages/forms/src/schemas/messages.ts, with the field's label.
const REQUIRED_MESSAGE = "O campo Nome fantasia é obrigatório.";

/** Files whose change changes a package's dist (stories and tests are not entries of any build). */
function buildInputs(dir) {
  const sources = listFiles(join(dir, "src"))
    .filter((file) => !/\.(stories|test)\.[jt]sx?$/.test(file))
    .map((file) => join(dir, "src", file));
  const configs = ["package.json", "tsup.config.ts", "tsconfig.json", "tsconfig.build.json"].map((file) =>
    join(dir, file),
  );
  const shared = ["tsconfig.base.json", "scripts/emit-declarations.ts"].map((file) => join(root, file));
  return [...sources, ...configs, ...shared].filter((file) => existsSync(file));
}

/** Why a package needs a build, or null when every dist file is newer than every input. */
function staleReason(dir) {
  const dist = join(dir, "dist");
  if (!existsSync(join(dist, "index.js")) || !existsSync(join(dist, "index.d.ts"))) return "no dist";
  const built = Math.min(...listFiles(dist).map((file) => statSync(join(dist, file)).mtimeMs));
  const changed = buildInputs(dir).find((file) => statSync(file).mtimeMs > built);
  return changed ? `${relative(dir, changed)} changed` : null;
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
let stepStarted = Date.now();
const step = (text) => {
  console.log(`\n▶ ${text}`);
  stepStarted = Date.now();
};
const ok = (text) => console.log(`  ✓ ${text}`);
const done = () => console.log(`  (${seconds(stepStarted)})`);

/** Runs a command quietly; its output is printed only when it fails, so failures stay readable. */
function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    env: process.env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-60).join("\n");
    throw new Error(
      `${command} ${commandArgs.join(" ")} failed in ${cwd} (exit ${result.status ?? result.signal})\n${output}`,
    );
  }
  return result.stdout;
}

/** `run` without blocking, so independent steps (the three builds) share the machine's cores. */
function runAsync(command, commandArgs, cwd) {
  return new Promise((settle, reject) => {
    const child = spawn(command, commandArgs, { cwd, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (status, signal) => {
      if (status === 0) settle(output);
      else {
        const tail = output.trim().split("\n").slice(-60).join("\n");
        reject(
          new Error(
            `${command} ${commandArgs.join(" ")} failed in ${cwd} (exit ${status ?? signal})\n${tail}`,
          ),
        );
      }
    });
  });
}

const failures = [];
function check(condition, text, detail = "") {
  if (condition) ok(text);
  else {
    failures.push(detail ? `${text}: ${detail}` : text);
    console.log(`  ✗ ${text}${detail ? `: ${detail}` : ""}`);
  }
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const reactImport = /(?:from\s*|import\s*\(?\s*)["'](react|react-dom)(?:\/[^"']*)?["']/;

/** The modules a built ESM file reaches through relative imports, itself included. */
function moduleGraph(packageDir, entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(join(packageDir, file))) continue;
    seen.add(file);
    const source = readFileSync(join(packageDir, file), "utf8");
    for (const [, specifier] of source.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g))
      queue.push(relative(packageDir, resolve(dirname(join(packageDir, file)), specifier)));
  }
  return [...seen];
}

/** The published package.json rules of issue 2, checked on what the tarball really contains. */
function checkPackedManifest(name, packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const files = listFiles(packageDir);
  const has = (target) => {
    const path = target.replace(/^\.\//, "");
    if (!path.includes("*")) return files.includes(path);
    const [before, after] = path.split("*");
    return files.some((file) => file.startsWith(before) && file.endsWith(after));
  };

  check(
    !JSON.stringify(manifest).includes("workspace:"),
    `${name}: no workspace: specifiers left`,
    JSON.stringify({ ...manifest.dependencies, ...manifest.peerDependencies }),
  );
  check(manifest.type === "module", `${name}: "type": "module"`, String(manifest.type));
  check(files.includes("CHANGELOG.md"), `${name}: the tarball carries its CHANGELOG.md`);
  check(
    files.every((file) => file === "package.json" || /^(dist\/|README|LICENSE|CHANGELOG\.md$)/i.test(file)),
    `${name}: the tarball holds only dist, its CHANGELOG and package.json`,
    files.filter((file) => file !== "package.json" && !file.startsWith("dist/")).join(", "),
  );

  const exportsMap = manifest.exports ?? {};
  const entries = Object.entries(exportsMap);
  check(entries.length > 0 && "." in exportsMap, `${name}: has an exports map with "."`);
  const wrong = [];
  for (const [subpath, target] of entries) {
    if (typeof target === "string") {
      // Only non-code files may be exported without conditions; code needs its declarations first.
      if (/\.(m?js|ts)$/.test(target)) wrong.push(`${subpath} has no "types" condition`);
      if (!has(target)) wrong.push(`${subpath} → ${target} is not in the tarball`);
      continue;
    }
    const conditions = Object.keys(target);
    if (conditions[0] !== "types")
      wrong.push(`${subpath} lists ${conditions.join(", ")} (types must be first)`);
    for (const condition of conditions) {
      const file = target[condition];
      if (typeof file !== "string") wrong.push(`${subpath}.${condition} is nested (not expected here)`);
      else if (!file.startsWith("./dist/")) wrong.push(`${subpath}.${condition} → ${file} is outside dist`);
      else if (!has(file)) wrong.push(`${subpath}.${condition} → ${file} is not in the tarball`);
    }
  }
  check(
    wrong.length === 0,
    `${name}: exports map lists "types" first and every target ships (${entries.length} entries)`,
    wrong.join("; "),
  );

  const sideEffects = manifest.sideEffects;
  check(
    sideEffects === false || (Array.isArray(sideEffects) && sideEffects.every((glob) => /\.css$/.test(glob))),
    `${name}: sideEffects is false or CSS only`,
    JSON.stringify(sideEffects),
  );

  const code = files.filter((file) => /\.m?js$/.test(file));
  const usesReact = code.some((file) => reactImport.test(readFileSync(join(packageDir, file), "utf8")));
  const dependencies = manifest.dependencies ?? {};
  const peers = manifest.peerDependencies ?? {};
  check(
    !("react" in dependencies) && !("react-dom" in dependencies),
    `${name}: react and react-dom are not dependencies`,
    JSON.stringify(dependencies),
  );
  if (usesReact)
    check(
      "react" in peers && "react-dom" in peers,
      `${name}: uses React, so react and react-dom are peerDependencies`,
      JSON.stringify(peers),
    );
  else ok(`${name}: does not import React (no peer needed)`);
  return { manifest, usesReact };
}

/** The version of the newest release section (`## x.y.z`) of a package's CHANGELOG.md. */
function latestChangelogVersion(dir) {
  const file = join(dir, "CHANGELOG.md");
  if (!existsSync(file)) return null;
  return readFileSync(file, "utf8").match(/^## (\d+\.\d+\.\d+\S*)\s*$/m)?.[1] ?? null;
}

/**
 * @trilha/ui's folder entries, read through the installed package's declarations with the app's
 * TypeScript: each `@trilha/ui/<folder>` must export exactly the names `@trilha/ui` exports from that
 * folder's modules (its parts included, internal helpers left out), and every such folder has an entry.
 */
function checkFolderEntries(app) {
  const ts = createRequire(join(app, "package.json"))("typescript");
  const dist = join(app, "node_modules/@trilha/ui/dist");
  const folders = readdirSync(dist)
    .filter((file) => file.endsWith(".d.ts") && file !== "index.d.ts")
    .map((file) => file.replace(/\.d\.ts$/, ""))
    .sort();
  const probe = join(app, "entries-probe.ts");
  writeFileSync(
    probe,
    [
      `import * as root from "@trilha/ui";`,
      ...folders.map((f, i) => `import * as e${i} from "@trilha/ui/${f}";`),
    ].join("\n"),
  );
  const program = ts.createProgram([probe], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const imports = program.getSourceFile(probe).statements.filter(ts.isImportDeclaration);
  const exportsOf = (declaration) => {
    const module = checker.getSymbolAtLocation(declaration.moduleSpecifier);
    return module ? checker.getExportsOfModule(module) : [];
  };
  /** The folder under dist/types/ that declares an exported name. */
  const folderOf = (symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target.declarations?.[0]?.getSourceFile().fileName ?? "";
    return file.match(/\/dist\/types\/([^/]+)\//)?.[1] ?? "";
  };
  const expected = new Map();
  for (const symbol of exportsOf(imports[0])) {
    const folder = folderOf(symbol);
    expected.set(folder, [...(expected.get(folder) ?? []), symbol.name].sort());
  }
  const wrong = [];
  folders.forEach((folder, i) => {
    const names = exportsOf(imports[i + 1])
      .map((symbol) => symbol.name)
      .sort();
    const want = expected.get(folder) ?? [];
    const missing = want.filter((name) => !names.includes(name));
    const extra = names.filter((name) => !want.includes(name));
    if (missing.length > 0) wrong.push(`@trilha/ui/${folder} lacks ${missing.join(", ")}`);
    if (extra.length > 0) wrong.push(`@trilha/ui/${folder} also exports ${extra.join(", ")}`);
  });
  const unentered = [...expected.keys()].filter((folder) => !folders.includes(folder));
  if (unentered.length > 0)
    wrong.push(`no entry for ${unentered.map((f) => f || "(unknown folder)").join(", ")}`);
  check(
    wrong.length === 0,
    `@trilha/ui's ${folders.length} folder entries export exactly the index's exports of their folder`,
    wrong.join("; "),
  );
}

const work = mkdtempSync(join(tmpdir(), "trilha-pack-check-"));
if (work.startsWith(root)) throw new Error("the consumer app must live outside the workspace");
let server;
let browser;

try {
  if (!args.has("--skip-build")) {
    step("Building the packages whose dist is missing or stale (tsup, the three at once)");
    const builds = await Promise.allSettled(
      packages.map(async ({ name, dir }) => {
        const reason = args.has("--rebuild") ? "--rebuild" : staleReason(dir);
        if (!reason) {
          ok(`${name}: dist is newer than its sources, reused`);
          return;
        }
        const since = Date.now();
        await runAsync("pnpm", ["run", "build"], dir);
        ok(`${name}: built (${reason}) in ${seconds(since)}`);
      }),
    );
    const broken = builds.find((build) => build.status === "rejected");
    if (broken) throw broken.reason;
    done();
  }
  for (const { name, dir } of packages)
    if (!existsSync(join(dir, "dist/index.js")) || !existsSync(join(dir, "dist/index.d.ts")))
      throw new Error(`${relative(root, dir)}/dist is incomplete; build ${name} first`);

  step("Packing the tarballs (pnpm pack) and checking the packed package.json files");
  const packDir = join(work, "pack");
  mkdirSync(packDir);
  const tarballs = {};
  for (const pkg of packages) {
    const before = new Set(readdirSync(packDir));
    run("pnpm", ["pack", "--pack-destination", packDir], pkg.dir);
    const tarball = readdirSync(packDir).find((file) => file.endsWith(".tgz") && !before.has(file));
    if (!tarball) throw new Error(`pnpm pack produced no tarball for ${pkg.name}`);
    tarballs[pkg.name] = join(packDir, tarball);
    const unpacked = join(work, "unpacked", tarball.replace(/\.tgz$/, ""));
    mkdirSync(unpacked, { recursive: true });
    run("tar", ["-xzf", tarballs[pkg.name], "-C", unpacked], work);
    console.log(`  ${tarball} (${(statSync(tarballs[pkg.name]).size / 1024).toFixed(1)} kB)`);
    pkg.packed = join(unpacked, "package");
    Object.assign(pkg, checkPackedManifest(pkg.name, pkg.packed));
  }
  for (const pkg of packages) {
    const source = JSON.parse(readFileSync(join(pkg.dir, "package.json"), "utf8")).version;
    const released = latestChangelogVersion(pkg.dir);
    check(
      pkg.manifest.version === source && source === released,
      `${pkg.name}: packed as ${pkg.manifest.version}, the version Changesets wrote (CHANGELOG.md's latest)`,
      `package.json ${source}, CHANGELOG.md ${released ?? "missing or without a version heading"}`,
    );
  }
  const forms = packages.find((p) => p.name === "@trilha/forms");
  check(
    forms.manifest.dependencies?.["@trilha/ui"] === packages[0].manifest.version,
    `@trilha/forms depends on the packed @trilha/ui version (${packages[0].manifest.version})`,
    String(forms.manifest.dependencies?.["@trilha/ui"]),
  );
  const schemasGraph = moduleGraph(forms.packed, "dist/schemas/index.js");
  const reactInSchemas = schemasGraph.filter((file) =>
    /["'](react|react-dom|react-final-form|@trilha\/ui)(\/[^"']*)?["']/.test(
      readFileSync(join(forms.packed, file), "utf8"),
    ),
  );
  check(
    reactInSchemas.length === 0,
    `@trilha/forms/schemas is framework-free in the build (${schemasGraph.length} modules)`,
    reactInSchemas.join(", "),
  );
  done();

  step(`Creating a plain Vite app in ${work}/app`);
  const app = join(work, "app");
  mkdirSync(join(app, "src"), { recursive: true });
  const local = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
  const files = {
    "package.json": JSON.stringify(
      {
        name: "trilha-pack-check",
        private: true,
        type: "module",
        dependencies: { ...local, ...appDependencies },
        devDependencies: appDevDependencies,
        // @trilha/forms asks for @trilha/ui by version, which is not on any registry: point every
        // request for a Trilha package at the local tarballs, as a consumer of a private feed would.
        pnpm: { overrides: local },
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
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
    // @trilha/forms ships no CSS of its own: a consumer lets Tailwind scan its built JS for classes.
    "src/index.css": `@import "tailwindcss";
@import "@trilha/ui/styles.css";
@source "../node_modules/@trilha/forms/dist";
`,
    // The whole app is type-checked against the published declarations, library files included.
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "ESNext",
        moduleResolution: "Bundler",
        jsx: "react-jsx",
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ["src"],
    }),
    // Declarations that are really typed (not `any`): wrong uses must fail to compile.
    "src/types-check.tsx": `import { type Health, type ServiceName, SERVICES } from "@trilha/api";
import { FormTextField, type FormTextFieldProps } from "@trilha/forms";
import { group, text, validate } from "@trilha/forms/schemas";
import {
  Button,
  DataTable,
  type DataTableProps,
  type DataTableState,
  defaultDataTableState,
  pageItems,
} from "@trilha/ui";
import { StatusBadge, type StatusBadgeProps } from "@trilha/ui/status-badge";
import { BreakableEmail, CellText, Table } from "@trilha/ui/table";
import { Wizard, type WizardStep } from "@trilha/ui/wizard";

type Row = { id: string; name: string; created_at: string; deleted_at: string | null };
const columns: DataTableProps<Row>["columns"] = [{ accessorKey: "name", header: "Nome" }];
const steps: WizardStep[] = [{ id: "dados", label: "Dados", content: null, validate: () => true }];
export const table = (
  <DataTable columns={columns} data={{ data: [], total: 0 }} state={defaultDataTableState} onStateChange={() => {}} />
);
export const wizard = <Wizard steps={steps} onFinish={() => {}} finishLabel="Concluir" />;
// @ts-expect-error a DataTable's state belongs to its caller
export const stateless = <DataTable columns={columns} data={undefined} onStateChange={() => {}} />;
// @ts-expect-error a Wizard needs onFinish
export const endless = <Wizard steps={steps} />;
// @ts-expect-error a step needs its label
export const unlabelled: WizardStep = { id: "x", content: null };

const state: DataTableState = { ...defaultDataTableState, page: 2 };
const status: StatusBadgeProps["status"] = "UNSTABLE";
export const view = (
  <>
    <Button variant="outline" loading={state.page > 1}>ENTRAR</Button>
    <StatusBadge status={status} />
    <Table aria-label="E-mails"><tbody><tr><td><CellText value="maria@verdevale.com.br" /></td></tr></tbody></Table>
  </>
);
// @ts-expect-error BreakableEmail needs the e-mail
export const noEmail = <BreakableEmail />;
export const items: number = pageItems(state.page, 20).length;
const result = validate(group({ name: text({ required: true }) }), {}, { name: "Nome" });
export const name: string | undefined = result.value?.name;
export const service: ServiceName = SERVICES[0];
export const field: FormTextFieldProps["name"] = "trading_name";
// @ts-expect-error an unknown variant must not type-check
export const wrongVariant = <Button variant="unknown">x</Button>;
// @ts-expect-error a bound field needs its name
export const unnamed = <FormTextField />;
// @ts-expect-error Health.status is "ok" | "error"
export const wrongHealth: Health = { status: "fine", database: "up" };
// @ts-expect-error the schema's value is a string
export const wrongValue: number | undefined = result.value?.name;
`,
    // The index entries and a per-component subpath entry, as a consumer would use them.
    "src/main.tsx": `import { createApiClients, DEFAULT_HEADERS, type Health, healthApi } from "@trilha/api";
import { Form, FormTextField, SubmitButton } from "@trilha/forms";
import { group, text } from "@trilha/forms/schemas";
import { Button, DataTable, type DataTableProps, type DataTableState, defaultDataTableState } from "@trilha/ui";
import { StatusBadge } from "@trilha/ui/status-badge";
import { CellText, Table, TableBody, TableCell, TableRow } from "@trilha/ui/table";
import { Wizard } from "@trilha/ui/wizard";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";

// A list the caller pages itself, as it would page the API's answers (23 rows, 10 a page).
type Residue = { id: string; name: string; kind: string; created_at: string; deleted_at: string | null };
const residues: Residue[] = Array.from({ length: 23 }, (_, index) => ({
  id: String(index + 1),
  name: \`Resíduo \${index + 1}\`,
  kind: index % 2 ? "Classe II A" : "Classe I",
  created_at: "2026-01-01T00:00:00Z",
  deleted_at: null,
}));
const columns: DataTableProps<Residue>["columns"] = [
  { accessorKey: "name", header: "Nome" },
  { accessorKey: "kind", header: "Classe" },
];

function ResidueTable() {
  const [state, setState] = useState<DataTableState>(defaultDataTableState);
  const found = residues.filter((row) => row.name.toLowerCase().includes(state.search.toLowerCase()));
  const start = (state.page - 1) * state.pageSize;
  return (
    <DataTable
      title="Resíduos"
      columns={columns}
      data={{ data: found.slice(start, start + state.pageSize), total: found.length }}
      state={state}
      onStateChange={setState}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
    />
  );
}

// Two steps; the first refuses Próximo until its term is accepted.
function OutputWizard() {
  const [accepted, setAccepted] = useState(false);
  const [finished, setFinished] = useState(false);
  return (
    <>
      <Wizard
        title="Nova saída"
        onFinish={() => setFinished(true)}
        steps={[
          {
            id: "termos",
            label: "Termos",
            content: (
              <label>
                <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />{" "}
                Li e aceito os termos
              </label>
            ),
            validate: () => accepted,
          },
          { id: "revisao", label: "Revisão", content: <p>Tudo pronto para emitir.</p> },
        ]}
      />
      {finished ? <p>Saída concluída</p> : null}
    </>
  );
}

const schema = group({ trading_name: text({ required: true, max: 40 }) });
const labels = { trading_name: "Nome fantasia" };
const api = createApiClients({ baseUrl: "/api/v1" });

function ApiStatus() {
  const [health, setHealth] = useState<Health | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    healthApi(api.user)
      .get()
      .then(setHealth, (error: { status?: number }) => setFailure(String(error.status ?? error)));
  }, []);
  if (failure) return <p>API falhou: {failure}</p>;
  return <p>{health ? \`API \${health.status}, banco \${health.database}\` : "API..."}</p>;
}

function App() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <main className="grid gap-4 p-4">
      <Button>ENTRAR</Button>
      <StatusBadge status="AVAILABLE" />
      <Table aria-label="Contatos">
        <TableBody>
          <TableRow>
            <TableCell><CellText value="maria@verdevale.com.br" /></TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Form
        schema={schema}
        labels={labels}
        onSubmit={(values) => setSent(values.trading_name)}
        aria-label="Cadastro de exemplo"
        className="grid max-w-[450px] gap-4"
      >
        <FormTextField name="trading_name" required />
        <SubmitButton>Salvar</SubmitButton>
      </Form>
      {sent === null ? null : <p>Enviado: {sent}</p>}
      <p>Cabeçalhos: {Object.keys(DEFAULT_HEADERS).join(", ")}</p>
      <ApiStatus />
      <ResidueTable />
      <OutputWizard />
    </main>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(app, name), content);
  done();

  step("Installing the three tarballs together with the app's dependencies (--prefer-offline)");
  run(
    "pnpm",
    ["install", "--prefer-offline", "--ignore-workspace", "--config.strict-peer-dependencies=false"],
    app,
  );
  // Every Trilha package in the app, including forms' own @trilha/ui, must be the packed one.
  const installed = readdirSync(join(app, "node_modules/.pnpm")).filter((dir) => dir.startsWith("@trilha+"));
  const fromTarballs = installed.every((dir) => dir.includes("file+"));
  check(
    installed.length === packages.length && fromTarballs,
    "one copy of each @trilha package, all from the local tarballs",
    installed.join(", "),
  );
  done();

  step("Checking that each @trilha/ui/<folder> entry exports what @trilha/ui exports from that folder");
  checkFolderEntries(app);
  done();

  step("Building the app with Vite while tsc type-checks it against the published declarations");
  // A type error is reported but the app is still built and opened: the browser checks tell more.
  const typeCheck = runAsync(
    join(app, "node_modules/.bin/tsc"),
    ["-p", "tsconfig.json", "--pretty", "false"],
    app,
  )
    .then(() => "")
    .catch((error) => error.message.split("\n").slice(1).join("\n  "));
  await runAsync(join(app, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], app);
  const dist = join(app, "dist");
  ok("vite build");
  const typeErrors = await typeCheck;
  check(
    typeErrors === "",
    "@trilha/ui, @trilha/ui/status-badge, @trilha/ui/table, @trilha/ui/wizard, @trilha/forms, @trilha/forms/schemas and @trilha/api type-check (skipLibCheck off)",
    typeErrors,
  );
  done();

  step("Serving the build (and a local /api/v1/health) and checking it in Chromium");
  const types = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
  };
  const apiRequests = [];
  server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (pathname.startsWith("/api/")) {
      apiRequests.push({ pathname, headers: req.headers });
      // Answers only what the client is meant to send (DEFAULT_HEADERS), so a lost header shows up.
      const fine =
        pathname === "/api/v1/health" &&
        req.headers["x-requested-with"] === "XMLHttpRequest" &&
        req.headers.accept?.includes("application/json");
      res.writeHead(fine ? 200 : 400, { "content-type": "application/json" });
      res.end(JSON.stringify(fine ? { status: "ok", database: "up" } : { message: "unexpected request" }));
      return;
    }
    const path = join(dist, pathname);
    const file =
      path.startsWith(dist) && existsSync(path) && statSync(path).isFile() ? path : join(dist, "index.html");
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
  const url = `http://127.0.0.1:${server.address().port}/`;

  const { chromiumLaunchOptions } = await tsImport("../chromium.ts", import.meta.url);
  const { chromium } = await import("playwright");
  browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto(url);

  // @trilha/ui: the Button with the package's classes and tokens.
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
  const emailCell = page.getByRole("table", { name: "Contatos" }).getByRole("cell");
  check(
    (await emailCell.textContent()) === "maria@verdevale.com.br" &&
      (await emailCell.locator("wbr").count()) === 1,
    "a part beside a folder's main component (CellText from @trilha/ui/table) renders",
    (await emailCell.innerHTML()) ?? "",
  );

  // @trilha/forms: submitting the empty form shows the schema's pt-BR message on the bound field.
  const form = page.getByRole("form", { name: "Cadastro de exemplo" });
  const input = form.getByRole("textbox", { name: /Nome fantasia/ });
  check(
    await input.isVisible(),
    "the @trilha/forms bound field renders with its label from the schema labels",
  );
  await form.getByRole("button", { name: "Salvar" }).click();
  const message = page.getByText(REQUIRED_MESSAGE, { exact: true });
  const shown = await message
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  check(
    shown && (await message.isVisible()),
    `submitting the empty form shows "${REQUIRED_MESSAGE}"`,
    shown ? "" : `page text: ${((await form.textContent()) ?? "").replace(/\s+/g, " ")}`,
  );
  check(
    (await input.getAttribute("aria-invalid")) === "true",
    "the field is marked aria-invalid",
    String(await input.getAttribute("aria-invalid")),
  );
  check((await page.getByText(/^Enviado:/).count()) === 0, "the invalid form was not submitted");
  await input.fill("Recicla Sul");
  await input.press("Enter");
  const sent = await page
    .getByText("Enviado: Recicla Sul", { exact: true })
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  check(
    sent,
    "a filled form submits its value",
    `page text: ${((await page.textContent("main")) ?? "").slice(0, 300)}`,
  );
  check(shown && (await message.isHidden()), "the required message goes away once the field is filled");

  // @trilha/api: the client calls the local endpoint with its default headers.
  const health = await page
    .getByText("API ok, banco up", { exact: true })
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  check(
    health,
    "createApiClients + healthApi read /api/v1/health with DEFAULT_HEADERS",
    `requests: ${JSON.stringify(apiRequests.map((r) => [r.pathname, r.headers["x-requested-with"], r.headers.accept]))}`,
  );
  check(
    await page.getByText("Cabeçalhos: Accept, X-Requested-With", { exact: true }).isVisible(),
    "DEFAULT_HEADERS is exported with its values' keys",
  );
  // @trilha/ui DataTable: the caller's first page, then the second one through the pager.
  const table = page.getByRole("table", { name: "Resíduos" });
  const rowNames = async () =>
    (await table.getByRole("row").allTextContents()).slice(1).map((text) => text.replace(/Classe.*$/, ""));
  const tableShown = await table
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  check(tableShown, "the DataTable renders a table named after its title (Resíduos)");
  if (tableShown) {
    const headers = await table.getByRole("columnheader").allTextContents();
    check(
      headers.join("|") === "Nome|Classe",
      "the DataTable shows the caller's column headers",
      JSON.stringify(headers),
    );
    const first = await rowNames();
    check(
      first.length === 10 && first[0] === "Resíduo 1" && first[9] === "Resíduo 10",
      "the DataTable shows the first page (10 rows)",
      JSON.stringify(first),
    );
    const pager = page.getByRole("navigation", { name: "Paginação: Resíduos" });
    await pager.getByRole("button", { name: "Próximo" }).click();
    const moved = await table
      .getByRole("cell", { name: "Resíduo 11", exact: true })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    const second = await rowNames();
    check(
      moved && second[0] === "Resíduo 11" && second.length === 10,
      "Próximo in the pager shows the second page",
      JSON.stringify(second),
    );
    check(
      (await pager.getByRole("button", { name: "Página 2" }).getAttribute("aria-current")) === "page",
      "the pager marks page 2 as current",
    );
  }

  // @trilha/ui Wizard: the first step is refused until valid, then the last step finishes.
  const wizard = page.getByRole("region", { name: "Nova saída" });
  const currentStep = async () =>
    ((await wizard.locator('[aria-current="step"]').textContent()) ?? "").replace(/^\d+/, "").trim();
  const wizardShown = await wizard
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  check(wizardShown, "the Wizard renders a region named after its title (Nova saída)");
  if (wizardShown) {
    check((await currentStep()) === "Termos", "the Wizard starts on its first step", await currentStep());
    await wizard.getByRole("button", { name: "Próximo" }).click();
    await page.waitForTimeout(200);
    check(
      (await currentStep()) === "Termos" && (await wizard.getByRole("group", { name: "Termos" }).isVisible()),
      "Próximo on an invalid step stays on it",
      await currentStep(),
    );
    await wizard.getByRole("checkbox", { name: "Li e aceito os termos" }).check();
    await wizard.getByRole("button", { name: "Próximo" }).click();
    const advanced = await wizard
      .getByText("Tudo pronto para emitir.")
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    check(
      advanced && (await currentStep()) === "Revisão",
      "Próximo on a valid step shows the next one",
      await currentStep(),
    );
    await wizard.getByRole("button", { name: "Salvar" }).click();
    const finished = await page
      .getByText("Saída concluída", { exact: true })
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    check(finished, "Salvar on the last step runs onFinish");
  }

  check(errors.length === 0, "no errors in the page", errors.join(" | "));
  done();
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
  console.log(`\npack-check: ${failures.length} failed (${seconds(started)})`);
  for (const failure of failures) console.log(`  ✗ ${failure.split("\n")[0]}`);
  process.exit(1);
}
console.log(
  `\npack-check: the packed @trilha/ui, @trilha/forms and @trilha/api work in a separate Vite app (${seconds(started)})`,
);
