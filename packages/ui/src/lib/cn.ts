import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

/**
 * tailwind-merge with only the class groups Trilha's classes belong to (issue 12: its default
 * configuration, every Tailwind utility, was most of the 8.4 kB gzip `cn` puts on every first page).
 * It merges every class written in the sources exactly as `twMerge` does (cn.test.ts); a class of a
 * group left out is kept as written, so the test fails until scripts/tailwind-merge-config.ts is run.
 */
const merge = createTailwindMerge(tailwindMergeConfig);

/** Joins class names; later Tailwind classes win over earlier ones, so the caller's className is applied last. */
export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
