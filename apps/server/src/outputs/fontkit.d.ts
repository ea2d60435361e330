// fontkit (pdfkit's own font reader, the same version) ships no types: the little pdf.ts asks of it.
declare module "fontkit" {
  export function create(buffer: Buffer): { hasGlyphForCodePoint(codePoint: number): boolean };
}
