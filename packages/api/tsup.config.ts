import { defineConfig } from "tsup";

export default defineConfig({
  // auth-messages, error-codes and integrations-types: the shared constants alone, for the server (no
  // browser code in its graph).
  entry: {
    index: "src/index.ts",
    "auth-messages": "src/types/auth-messages.ts",
    "error-codes": "src/error-codes.ts",
    "integrations-types": "src/types/integrations.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
});
