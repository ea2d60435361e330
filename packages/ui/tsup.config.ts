import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { defineConfig } from "tsup";
import { emitDeclarations } from "../../scripts/emit-declarations.ts";

/**
 * One entry per component folder (so consumers can import `@trilha/ui/<folder>` and the size bench
 * can weigh each component) plus the index. A folder's entry is its main file, `<folder>/<folder>.tsx`,
 * or else the first module of that folder the index exports from; only folders the index exports
 * from are public, so story helpers and work in progress stay out of the build.
 */
function componentEntries(): Record<string, string> {
  const index = readFileSync("src/index.ts", "utf8");
  const modules = [...index.matchAll(/from\s+"\.\/([^/"]+)\/([^"]+)"/g)].map(([, folder, file]) => ({
    folder: folder as string,
    file: file as string,
  }));
  const source = (folder: string, file: string) =>
    ["tsx", "ts"].map((ext) => `src/${folder}/${file}.${ext}`).find((path) => existsSync(path));
  const entries: Record<string, string> = {};
  for (const { folder, file } of modules) {
    if (entries[folder]) continue;
    const mainIsExported = modules.some((m) => m.folder === folder && m.file === folder);
    const path = source(folder, mainIsExported ? folder : file);
    if (path) entries[folder] = path;
  }
  return entries;
}

const entries = { index: "src/index.ts", ...componentEntries() };

export default defineConfig({
  entry: entries,
  format: ["esm"],
  target: "es2022",
  platform: "browser",
  // Declarations by the compiler, after the JS (scripts/emit-declarations.ts).
  dts: false,
  clean: true,
  splitting: true,
  treeshake: true,
  sourcemap: false,
  outDir: "dist",
  // dependencies and peerDependencies (and their subpaths, e.g. lottie-web/build/player/lottie_light
  // and the pdf worker's `?url` import, left for the consumer's bundler) are external by default.
  loader: { ".json": "json" },
  async onSuccess() {
    // The published CSS scans the built JS for class names instead of the sources it ships without.
    const css = readFileSync("src/styles.css", "utf8").replace(/@source\s+"\.\/";/, '@source "./**/*.js";');
    if (!css.includes('@source "./**/*.js";'))
      throw new Error('styles.css: expected `@source "./";` to rewrite');
    writeFileSync("dist/styles.css", css);
    await emitDeclarations(entries);
  },
});
