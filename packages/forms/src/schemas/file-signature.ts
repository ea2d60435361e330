import type { Labels } from "./engine";
import { type FileKind, fileKinds } from "./fields";
import { defaultMessages } from "./messages";

/** What the first bytes of a file say it is, whatever its name or declared type. */
export type SniffedType = "application/pdf" | "image/png" | "image/jpeg" | "image/webp";

/**
 * Magic numbers, read by the server when it stores an upload and by the forms before they send one.
 * PNG and JPEG start the file; PDF readers accept `%PDF-` anywhere in the first KiB (some writers put a
 * BOM or junk before it), so the PDF signature is looked for there. WebP is a RIFF container: "RIFF", the
 * size, then "WEBP" (`also`), so another RIFF file (a WAV or AVI renamed .webp) is not taken for one.
 */
export const fileSignatures: readonly {
  type: SniffedType;
  bytes: readonly number[];
  /** The signature must lie within this many leading bytes (its own length: it starts the file). */
  window: number;
  /** Bytes that must also lie at a fixed offset from the start. */
  also?: { offset: number; bytes: readonly number[] };
}[] = [
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], window: 8 },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff], window: 3 },
  {
    type: "image/webp",
    bytes: [0x52, 0x49, 0x46, 0x46],
    window: 4,
    also: { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  },
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], window: 1024 },
];

/** How many leading bytes `sniffBytes` needs to see. */
export const SNIFF_LENGTH = Math.max(...fileSignatures.map((signature) => signature.window));

function startsAt(data: Uint8Array, bytes: readonly number[], offset: number) {
  for (let i = 0; i < bytes.length; i += 1) if (data[offset + i] !== bytes[i]) return false;
  return true;
}

/** The type the content shows, or null when it matches no known signature. Buffers are Uint8Arrays. */
export function sniffBytes(data: Uint8Array): SniffedType | null {
  for (const signature of fileSignatures) {
    const last = Math.min(signature.window, data.length) - signature.bytes.length;
    for (let offset = 0; offset <= last; offset += 1) {
      if (!startsAt(data, signature.bytes, offset)) continue;
      if (!signature.also || startsAt(data, signature.also.bytes, signature.also.offset))
        return signature.type;
    }
  }
  return null;
}

/** Kinds the content can be checked for (XML has no signature: its name and type decide). */
export type SniffableKind = Extract<FileKind, "pdf" | "image" | "pdfOrImage" | "logo">;

/** Whether content of this sniffed type is what the kind accepts (its MIME types). */
export function contentAccepted(type: SniffedType | null, kind: SniffableKind): boolean {
  return type !== null && (fileKinds[kind].mimeTypes as readonly string[]).includes(type);
}

/** The field message for content of the wrong kind: the same words as for a wrong name or type. */
export function fileContentMessage(label: string, kind: FileKind): string {
  return defaultMessages.fileType.replace("{label}", label).replace("{types}", fileKinds[kind].label);
}

type BlobLike = {
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
};

function isBlobLike(value: unknown): value is BlobLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as BlobLike).size === "number" &&
    typeof (value as BlobLike).slice === "function"
  );
}

/** The first bytes of a File or Blob (browser, jsdom or Node), without reading the rest. */
export async function readFileHead(file: BlobLike, length = SNIFF_LENGTH): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, length).arrayBuffer());
}

/**
 * The content check for one value: a File/Blob whose bytes are not of the kind gets the message;
 * anything else (nothing picked, a stored file kept by name) is left to the schema.
 */
export async function checkFileContent(
  value: unknown,
  kind: FileKind,
  label: string,
): Promise<string | undefined> {
  if (!isBlobLike(value) || kind === "xml") return undefined;
  const type = sniffBytes(await readFileHead(value));
  return contentAccepted(type, kind) ? undefined : fileContentMessage(label, kind);
}

/**
 * The async half of a form's file validation (the schema only sees names, types and sizes): reads each
 * picked file's first bytes, so a PNG renamed .pdf is refused on its field before it is sent, with the
 * message the server would answer. Undefined when every file is fine.
 */
export async function fileContentErrors(
  values: Record<string, unknown>,
  fields: Readonly<Record<string, FileKind>>,
  labels: Labels,
): Promise<Record<string, string> | undefined> {
  const errors: Record<string, string> = {};
  await Promise.all(
    Object.entries(fields).map(async ([name, kind]) => {
      const message = await checkFileContent(values[name], kind, labels[name] ?? name);
      if (message) errors[name] = message;
    }),
  );
  return Object.keys(errors).length > 0 ? errors : undefined;
}
