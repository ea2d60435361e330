import { defineConfig } from "tsup";
import { emitDeclarations } from "../../scripts/emit-declarations.ts";

// auth-messages, error-codes, integrations-types, dashboard-types and dmr-types: the shared constants and types
// alone, for the server (no browser code in its graph).
const entries = {
  index: "src/index.ts",
  "auth-messages": "src/types/auth-messages.ts",
  "error-codes": "src/error-codes.ts",
  "integrations-types": "src/types/integrations.ts",
  "dashboard-types": "src/types/dashboard.ts",
  "dmr-types": "src/types/dmr.ts",
};

export default defineConfig({
  entry: entries,
  format: ["esm"],
  // Declarations by the compiler, after the JS (scripts/emit-declarations.ts).
  dts: false,
  onSuccess: () => emitDeclarations(entries),
  clean: true,
  sourcemap: true,
  target: "es2022",
});
