import { defineConfig } from "tsup";

export default defineConfig({
  // auth-messages, error-codes, integrations-types and dashboard-types: the shared constants and types
  // alone, for the server (no browser code in its graph).
  entry: {
    index: "src/index.ts",
    "auth-messages": "src/types/auth-messages.ts",
    "error-codes": "src/error-codes.ts",
    "integrations-types": "src/types/integrations.ts",
    "dashboard-types": "src/types/dashboard.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
