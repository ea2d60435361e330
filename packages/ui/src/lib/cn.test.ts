import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { baseClass, sourceClasses } from "../../scripts/source-classes";
import { cn } from "./cn";

const REGENERATE = "run `pnpm exec tsx packages/ui/scripts/tailwind-merge-config.ts` (cn's class groups)";
const words = sourceClasses();
/** The classes of the sources that tailwind-merge's default configuration knows. */
const classes = words.filter((name) => twMerge(`${name} ${name}`) === name);

describe("cn", () => {
  it("finds the sources' classes", () => {
    // A floor, not a count: a scan that found nothing would prove nothing below.
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(
      expect.arrayContaining(["px-3", "text-sm", "bg-surface", "size-24", "rounded-md"]),
    );
  });

  it("knows every word of the sources as twMerge does", () => {
    const differ = words.filter((name) => cn(`${name} ${name}`) !== twMerge(`${name} ${name}`));
    expect(differ, REGENERATE).toEqual([]);
  });

  it("merges every pair of the sources' classes as twMerge does", () => {
    // Which class a merge drops is decided pair by pair (a later class removes an earlier one of its
    // group or of a group it conflicts with), so equal pairs mean equal merges of any list of them.
    const differ: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`;
        if (cn(list) !== twMerge(list)) differ.push(list);
      }
    }
    expect(differ, REGENERATE).toEqual([]);
    // About 200,000 pairs: 4 s alone, more beside other test files.
  }, 60_000);

  it("keeps twMerge's handling of variants, important and arbitrary values", () => {
    for (const list of [
      "hover:bg-primary hover:bg-surface bg-text",
      "md:px-4 px-2 md:px-6",
      "!p-2 p-4",
      "p-2! p-4",
      "h-10 h-[calc(100%-2rem)]",
      "text-sm text-text text-[13px]",
      "data-[state=open]:opacity-100 data-[state=open]:opacity-0",
      "[overflow-wrap:anywhere] [overflow-wrap:normal]",
    ]) {
      expect(cn(list)).toBe(twMerge(list));
    }
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
  });

  it("reads a class without its variants", () => {
    expect(baseClass("md:hover:bg-primary/90")).toBe("bg-primary/90");
    expect(baseClass("data-[state=open]:grid-cols-[1fr_auto]")).toBe("grid-cols-[1fr_auto]");
    expect(baseClass("!p-2")).toBe("p-2");
  });
});
