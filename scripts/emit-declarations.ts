import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, posix } from "node:path";
import { promisify } from "node:util";

/**
 * The declarations of a published package (@trilha/ui, forms, api), for its tsup config's onSuccess:
 * the compiler emits one file per source under dist/types (the package's tsconfig.build.json), then each
 * entry gets a `dist/<entry>.d.ts` beside its JS that re-exports its source module. Bundling them per
 * entry (tsup's `dts`) took about a minute of every packaging check for @trilha/ui alone.
 *
 * `entries` is tsup's entry map (name → source under src/); run from the package's folder, as tsup is.
 * An entry outside src/ is a generated module of re-exports from sources (@trilha/ui's folder entries):
 * its declaration is that module with each source pointed at its emitted declaration.
 * The compiler starts from src/index.ts, which exports from every entry's module: an entry it did not
 * reach fails the build instead of shipping a declaration that points nowhere.
 */
export async function emitDeclarations(entries: Record<string, string>) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  await promisify(execFile)(process.execPath, [tsc, "-p", "tsconfig.build.json"]);
  for (const [name, source] of Object.entries(entries)) {
    const file = `dist/${name}.d.ts`;
    /** `from "…"` for a source file (relative to the package), pointing at its declaration from `file`. */
    const specifierOf = (sourceFile: string) => {
      const emitted = sourceFile.replace(/^src\//, "dist/types/").replace(/\.tsx?$/, ".d.ts");
      if (!sourceFile.startsWith("src/") || !existsSync(emitted))
        throw new Error(`${sourceFile} is an entry's module but src/index.ts does not reach it`);
      const module = posix.relative(dirname(file), sourceFile.replace(/^src\//, "dist/types/"));
      return (module.startsWith("../") ? module : `./${module}`).replace(/\.tsx?$/, ".js");
    };
    const declaration = source.startsWith("src/")
      ? `export * from "${specifierOf(source)}";\n`
      : readFileSync(source, "utf8").replace(/from\s*"(\.{1,2}\/[^"]+)"/g, (_, specifier: string) => {
          const target = posix.normalize(posix.join(dirname(source), specifier));
          const sourceFile = ["tsx", "ts"].map((ext) => `${target}.${ext}`).find((path) => existsSync(path));
          return `from "${specifierOf(sourceFile ?? target)}"`;
        });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, declaration);
  }
}
