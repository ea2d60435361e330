import { defineConfig } from "tsup";
import { emitDeclarations } from "../../scripts/emit-declarations.ts";

const entries = { index: "src/index.ts", "schemas/index": "src/schemas/index.ts" };

/**
 * Two entries: `@trilha/forms` (React bindings, re-exporting the schemas) and
 * `@trilha/forms/schemas` (framework-free, what the server imports). Shared code lands in a chunk.
 */
export default defineConfig({
  entry: entries,
  format: ["esm"],
  target: "es2022",
  // Declarations by the compiler, after the JS (scripts/emit-declarations.ts).
  dts: false,
  onSuccess: () => emitDeclarations(entries),
  clean: true,
  splitting: true,
  treeshake: true,
  sourcemap: false,
  outDir: "dist",
  // Dependencies and peers are external by default; listed so the rule survives a package.json edit.
  external: ["react", "react-dom", "react/jsx-runtime", "@trilha/ui", "react-final-form", "final-form"],
  // The design system's framework-free locale module (Brasília's zone, characterCount) is
  // built into the schemas, so @trilha/forms/schemas imports nothing of @trilha/ui at run time (the
  // server's and pack-check's rule) while the sources keep one copy of it.
  noExternal: ["@trilha/ui/locale"],
});
