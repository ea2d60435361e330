import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** The repository root, from packages/ui/src. */
const ROOT = join(import.meta.dirname, "../../..");

/** The folders whose MDX pages Storybook loads (.storybook/main.ts `stories`). */
const DOCS_FOLDERS = [".storybook", "packages/ui/src", "packages/forms/src", "apps/portal/src"];

function mdxPages(): string[] {
  return DOCS_FOLDERS.flatMap((folder) =>
    (readdirSync(join(ROOT, folder), { recursive: true }) as string[])
      .filter((file) => file.endsWith(".mdx") && !file.includes("node_modules"))
      .map((file) => join(ROOT, folder, file)),
  );
}

describe("Storybook's MDX pages", () => {
  it("write their tables in HTML: without GFM a Markdown pipe table shows as one paragraph of pipes", () => {
    const pipeTables = mdxPages().flatMap((page) => {
      const lines = readFileSync(page, "utf8").split("\n");
      return lines.flatMap((line, index) =>
        line.startsWith("|") && /^\|\s*:?-{3,}/.test(lines[index + 1] ?? "")
          ? [`${relative(ROOT, page)}:${index + 1}`]
          : [],
      );
    });
    expect(pipeTables).toEqual([]);
  });
});
