import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.TRILHA_API_PROXY ?? "http://localhost:3000";

/**
 * Writes `file.br` and `file.gz` beside every fingerprinted text asset of the build (max compression,
 * done once), for the server's @fastify/static `preCompressed` to send as they are.
 */
function preCompress(): Plugin {
  return {
    name: "trilha:pre-compress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!/^assets\/.*\.(js|mjs|css|svg|json|txt|wasm)$/.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preCompress()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  // No source maps in the product build: the server would otherwise hand the whole source to anyone.
  // PORTAL_SOURCEMAP=hidden writes them for an error tracker without linking them from the bundles.
  build: { sourcemap: process.env.PORTAL_SOURCEMAP === "hidden" ? "hidden" : false },
});
