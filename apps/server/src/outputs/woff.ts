// WOFF 1.0 (W3C) back to the TrueType file it wraps: @fontsource ships its fonts as WOFF, and fontkit
// reads a WOFF table by inflating it again on every access (the whole glyf table for each glyph drawn),
// which made one MTR take seconds. Inflated once here, the font is read like any TTF.
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

/** The sfnt (TTF/OTF) bytes of a WOFF 1.0 font; throws on anything else. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("WOFF table of the wrong length");
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  // The sfnt offset table: its binary-search fields, from the largest power of two <= numTables.
  const power = 2 ** Math.floor(Math.log2(Math.max(numTables, 1)));
  const directory = 12 + numTables * SFNT_ENTRY;
  const out = Buffer.alloc(directory + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const at = 12 + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += pad4(table.data.length);
  });
  return out;
}
