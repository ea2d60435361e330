// @vitest-environment node
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// esbuild ships with tsx (a root dev dependency); resolving it through tsx avoids a new dependency.
const require = createRequire(import.meta.url);
type Esbuild = {
  build(options: Record<string, unknown>): Promise<{ metafile: { inputs: Record<string, unknown> } }>;
};
const esbuild: Esbuild = createRequire(require.resolve("tsx"))("esbuild");

const entry = fileURLToPath(new URL("./index.ts", import.meta.url));

describe("@trilha/forms/schemas on the server", () => {
  it("has no React, react-final-form or @trilha/ui beyond its framework-free locale module", async () => {
    const result = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      logLevel: "silent",
    });
    const modules = Object.keys(result.metafile.inputs);
    expect(modules.some((path) => path.includes("superstruct"))).toBe(true);
    expect(modules.some((path) => path.includes("final-form"))).toBe(true);
    // @trilha/ui/locale (Brasília's zone, characterCount) is the one module of the design
    // system the schemas share; it imports nothing, so nothing else of @trilha/ui may follow it in.
    const locale = /packages[/\\]ui[/\\]src[/\\]locale[/\\]locale\.ts$/;
    expect(modules.filter((path) => locale.test(path))).toHaveLength(1);
    const forbidden = modules.filter(
      (path) =>
        !locale.test(path) &&
        /(^|[/\\])(react|react-dom|react-final-form|scheduler)[/\\]|@trilha[/\\]ui|packages[/\\]ui[/\\]/.test(
          path,
        ),
    );
    expect(forbidden).toEqual([]);
  });

  it("loads and validates in plain Node", async () => {
    const schemas = await import("./index");
    expect(schemas.validate(schemas.inactivationSchema, { justification: "curta" }).errors).toEqual({
      justification: "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.",
    });
  });
});
