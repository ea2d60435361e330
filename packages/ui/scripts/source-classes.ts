import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
/** Where the classes that reach `cn` are written: the design system, the form bindings, the portal. */
const folders = ["packages/ui/src", "packages/forms/src", "apps/portal/src"];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    // Not the generated configuration itself: its values (display's "block", "flex"…) are classes.
    else if (/\.(tsx?|mdx)$/.test(entry.name) && entry.name !== "tailwind-merge-config.ts") yield path;
  }
}

/**
 * Every word of the sources that could be a class (split as Tailwind's scanner would, brackets and
 * parentheses kept for arbitrary values), without its variants (`hover:`, `md:`) and `!`: a superset of
 * the classes `cn` is given, as the words that are not classes are known to no class group.
 */
export function sourceClasses(): string[] {
  const found = new Set<string>();
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      for (const word of readFileSync(file, "utf8").split(/[\s"'`{};,<>\\]+/)) {
        const base = baseClass(word);
        if (base && /^-?[a-z[(]/.test(base)) found.add(base);
      }
    }
  }
  return [...found].sort();
}

/** A class without its variants (the part after the last `:` outside brackets) and `!` marks. */
export function baseClass(word: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < word.length; i++) {
    const char = word[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) start = i + 1;
  }
  return word.slice(start).replace(/^!|!$/g, "");
}
