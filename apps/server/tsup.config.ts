import { defineConfig } from "tsup";

export default defineConfig({
  entry: { main: "src/main.ts", "make-template": "src/db/make-template.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // Workspace packages resolve to their TypeScript sources, which node cannot run: bundle them.
  // Everything else stays an import of node_modules. Migrations are read from ../migrations at run time.
  noExternal: [/^@trilha\//],
  // A dev dependency loaded only in development; production installs without it never reach the import.
  external: ["pino-pretty"],
  // A CommonJS dependency bundled into ESM may call require(); give it one.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
});
