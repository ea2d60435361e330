/** What the first bytes of a file say it is, whatever its name or declared type. */
export type SniffedType = "application/pdf" | "image/png" | "image/jpeg";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from("%PDF-", "latin1");

export function sniff(data: Buffer): SniffedType | null {
  if (data.subarray(0, PNG.length).equals(PNG)) return "image/png";
  if (data.subarray(0, JPEG.length).equals(JPEG)) return "image/jpeg";
  // PDF readers accept the header within the first KiB (some writers put a BOM or junk before it).
  const head = data.subarray(0, 1024);
  if (head.indexOf(PDF) !== -1) return "application/pdf";
  return null;
}

export const acceptedContent = {
  pdf: ["application/pdf"],
  image: ["image/png", "image/jpeg"],
} as const satisfies Record<string, readonly SniffedType[]>;
