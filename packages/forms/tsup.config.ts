import { defineConfig } from "tsup";

/**
 * Two entries: `@trilha/forms` (React bindings, re-exporting the schemas) and
 * `@trilha/forms/schemas` (framework-free, what the server imports). Shared code lands in a chunk.
 */
export default defineConfig({
  entry: { index: "src/index.ts", "schemas/index": "src/schemas/index.ts" },
  format: ["esm"],
  target: "es2022",
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  sourcemap: false,
  outDir: "dist",
  // Dependencies and peers are external by default; listed so the rule survives a package.json edit.
  external: ["react", "react-dom", "react/jsx-runtime", "@trilha/ui", "react-final-form", "final-form"],
});
