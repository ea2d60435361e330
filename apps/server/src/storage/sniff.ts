import { type SniffedType, sniffBytes } from "@trilha/forms/schemas";

// The signatures live in @trilha/forms, so the portal refuses a renamed file with the same rule before
// sending it.
export type { SniffedType };

/** What the first bytes of a file say it is, whatever its name or declared type. */
export function sniff(data: Buffer): SniffedType | null {
  return sniffBytes(data);
}

export const acceptedContent = {
  pdf: ["application/pdf"],
  image: ["image/png", "image/jpeg"],
  pdfOrImage: ["application/pdf", "image/png", "image/jpeg"],
  logo: ["image/png", "image/jpeg", "image/webp"],
} as const satisfies Record<string, readonly SniffedType[]>;
