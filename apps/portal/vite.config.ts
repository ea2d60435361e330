import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.TRILHA_API_PROXY ?? "http://localhost:3000";

/**
 * Writes `file.br` and `file.gz` beside every fingerprinted text asset of the build (max compression,
 * done once), for the server's @fastify/static `preCompressed` to send as they are. The files are
 * compressed at once on libuv's thread pool (brotli 11 of every asset took most of a build on one core).
 */
function preCompress(): Plugin {
  const gzipped = promisify(gzip);
  const brotli = promisify(brotliCompress);
  return {
    name: "trilha:pre-compress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      const assets = Object.keys(bundle).filter((fileName) =>
        /^assets\/.*\.(js|mjs|css|svg|json|txt|wasm)$/.test(fileName),
      );
      await Promise.all(
        assets.map(async (fileName) => {
          const path = join(dir, fileName);
          const bytes = await readFile(path);
          await Promise.all([
            gzipped(bytes, { level: 9 }).then((data) => writeFile(`${path}.gz`, data)),
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((data) =>
              writeFile(`${path}.br`, data),
            ),
          ]);
        }),
      );
    },
  };
}

/**
 * Builds with React Router's production bundle: its package exports only `dist/development`, whose
 * dev-only warnings and checks then ship to users (remix-run/react-router#12532). The production copy
 * sits beside it with the same file layout.
 */
function reactRouterProduction(): Plugin {
  return {
    name: "trilha:react-router-production",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes("/dist/development/")) return resolved;
      return { ...resolved, id: resolved.id.replace("/dist/development/", "/dist/production/") };
    },
  };
}

const domains = ["providers", "contractors", "residues", "outputs"] as const;
/** A domain's pages folder (pages/providers/) or its schema in @trilha/forms (schemas/provider.ts). */
const domainModule = new RegExp(
  String.raw`[\/](?:pages[\/](${domains.join("|")})[\/]|schemas[\/](${domains.map((d) => d.slice(0, -1)).join("|")})\.ts$)`,
);
/** The domain a module belongs to (its pages' folder, or its schema in @trilha/forms), if any. */
function domainOf(id: string): string | undefined {
  const match = domainModule.exec(id);
  return match ? (match[1] ?? `${match[2]}s`) : undefined;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preCompress(), reactRouterProduction()],
  server: {
    port: 5173,
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  // No source maps in the product build: the server would otherwise hand the whole source to anyone.
  // PORTAL_SOURCEMAP=hidden writes them for an error tracker without linking them from the bundles.
  build: {
    sourcemap: process.env.PORTAL_SOURCEMAP === "hidden" ? "hidden" : false,
    // No modulepreload polyfill (0.3 kB gzip on every first page, issue 12): the browsers that lack
    // <link rel="modulepreload"> (Safari before 17, Firefox before 115) ignore the link and fetch the
    // 0.4 kB runtime chunk when the entry imports it; the lazy pages' preloads fall back to
    // rel="preload" in Vite's own helper, polyfill or not.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically (what /login needs to draw) in one chunk: the automatic
    // split left it in a dozen small files that a phone fetched one round trip after another, six at a
    // time (Lighthouse mobile /prestadores: FCP 3.0 s → 2.6 s, cold cache).
    // What two or more lazy pages share (the shell, the resource kit, Radix) is one `kit` chunk too: the
    // automatic split made /prestadores fetch 40 files of 1–16 kB (LCP 4.3–4.9 s → 3.6–3.8 s, chunks
    // cold). The heavy widgets keep chunks of their own, fetched only where they are drawn.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 10 },
            { name: "pdf", test: /[\\/](react-pdf|pdfjs-dist)[\\/]/, priority: 5 },
            { name: "lottie", test: /[\\/]lottie-web[\\/]/, priority: 5 },
            // date-fns apart from the calendar that also uses it: the kit's dates and formats need only it.
            { name: "dates", test: /[\\/]date-fns[\\/]/, priority: 6 },
            { name: "date-picker", test: /[\\/]react-day-picker[\\/]/, priority: 5 },
            { name: "table", test: /[\\/]@tanstack[\\/]/, priority: 5 },
            // What one domain's pages share (a form's fields, its texts, its schema) in a chunk of its own,
            // so a list of providers does not evaluate the residues' and outputs' forms: the kit's
            // evaluation on /prestadores at a phone's speed, 118–138 → 82–114 ms.
            { name: "kit", test: (id: string) => !domainOf(id), minShareCount: 2, priority: 2 },
            ...domains.map((domain) => ({
              name: domain,
              test: (id: string) => domainOf(id) === domain,
              minShareCount: 2,
              priority: 1,
            })),
          ],
        },
      },
    },
  },
});
