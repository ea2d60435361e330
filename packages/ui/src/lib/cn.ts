import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; later Tailwind classes win over earlier ones, so the caller's className is applied last. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
