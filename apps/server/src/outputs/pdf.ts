// The MTR and the CDF as printable PDFs (issue 16), drawn with pdfkit in DejaVu Sans (embedded, from
// dejavu-fonts-ttf: Latin, Greek, Cyrillic, arrows, symbols and many emoji, so what a user typed
// in a name or in Observações prints as typed) and a vector QR code from `qrcode` that leads to the
// public verification page. Pure: data in, bytes out; the routes decide who may download what.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { accessKeyGroups } from "@trilha/forms/schemas";
import type QRCodeModule from "qrcode";
import { loadOnce } from "../load-once";
import { PLATFORM_TIME_ZONE } from "../time-zone";

export type MtrParty = {
  name: string;
  /** CNPJ (14) or CPF (11), printed masked. */
  document: string;
  /** How the provider is registered (provider_companies.registry_type); copies fixed before it was kept have none. */
  registry?: "cnpj" | "cpf" | "international_registry" | null;
  address?: string;
  city?: string;
  state?: string;
  license?: string | null;
};

export type MtrResidueLine = {
  name: string;
  ibamaCode?: string | null;
  class?: string | null;
  unNumber?: string | null;
  riskClass?: string | null;
  packingGroup?: string | null;
  quantity: number;
  receivedQuantity?: number | null;
  unit: string;
  packaging?: string | null;
  packagingQuantity?: number | null;
  /** The state the residue comes from, by its name ("São Paulo"), printed under the residue on the MTR. */
  origin?: string | null;
};

export type MtrPdfData = {
  /** Platform number, e.g. "2026/000001". */
  number: string;
  /** Label shown, e.g. "Emitido", "Recebido", "Encerrado", "Cancelado". */
  status: string;
  /** Prints "MTR PROVISÓRIO" prominently. */
  provisional?: boolean;
  /** Cancelled before the public system registered it: says it was not, and never will be, registered. */
  withdrawn?: boolean;
  /** The public system's number (SINIR), when sent. */
  externalNumber?: string | null;
  issuedAt: Date;
  /** When it was cancelled, printed under the issue, as the public verification page says it. */
  cancelledAt?: Date | null;
  generator: MtrParty;
  transporter: MtrParty;
  recipient: MtrParty;
  residues: MtrResidueLine[];
  transport: {
    vehicleType: string;
    vehiclePlate: string;
    trailerPlate?: string | null;
    sealNumber?: string | null;
    driverName?: string | null;
    driverDocument?: string | null;
  };
  responsible: { name: string };
  nfe?: { number: string; accessKey?: string | null; emissionDate: string } | null;
  observations?: string | null;
  /** Encoded in the QR code and printed under it. */
  verificationUrl: string;
};

export type CdfPdfData = {
  number: string;
  issuedAt: Date;
  mtrNumber: string;
  generator: MtrParty;
  recipient: MtrParty;
  residues: MtrResidueLine[];
  treatment?: string | null;
  verificationUrl: string;
};

type Doc = PDFKit.PDFDocument;

type Qr = typeof QRCodeModule;
type FontBytes = { regular: Buffer; bold: Buffer };
type PdfLibraries = { PDFDocument: typeof import("pdfkit"); QRCode: Qr; fonts: FontBytes };

/**
 * The embedded fonts' files, TrueType (pdfkit embeds the subset used). Not a WOFF: fontkit reads a WOFF
 * table by inflating it again on every access, which made one MTR take seconds.
 */
const FONT_FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
} as const;

/** Whether both embedded fonts draw a code point; until they are loaded, WinAnsi's (the PDF's own). */
let drawable: (codePoint: number) => boolean = isWinAnsi;

async function loadFonts(): Promise<FontBytes> {
  const require = createRequire(import.meta.url);
  const [regular, bold, fontkit] = await Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
    import("fontkit"),
  ]);
  const faces = [regular, bold].map((bytes) => fontkit.create(bytes));
  drawable = (codePoint) => faces.every((face) => face.hasGlyphForCodePoint(codePoint));
  return { regular, bold };
}

/**
 * pdfkit, qrcode and the fonts, loaded by the first document instead of at the server's start: about a
 * quarter of a second of every start (issue 12's cold start) for a feature many starts never use.
 */
const pdfLibraries = loadOnce(
  (): Promise<PdfLibraries> =>
    Promise.all([import("pdfkit"), import("qrcode"), loadFonts()]).then(([pdfkit, qrcode, fonts]) => ({
      PDFDocument: pdfkit.default,
      QRCode: qrcode.default,
      fonts,
    })),
);

const MARGIN = 36;
const QR_SIZE = 84;
const FOOTER_HEIGHT = 22;
const EMPTY = "—";
const COLOR = { text: "#1a1a1a", label: "#555555", line: "#b5b5b5", band: "#e6ecef", alert: "#b3261e" };
/** The names each document registers the embedded fonts under. */
const FONT = { regular: "DejaVuSans", bold: "DejaVuSans-Bold" };

const MTR_TITLE = "Manifesto de Transporte de Resíduos – MTR";
const CDF_TITLE = "Certificado de Destinação Final – CDF";

// ---------------------------------------------------------------------------------------------------
// Text: what the embedded fonts can print, bounded.

/** The characters WinAnsi adds in 0x80–0x9F; with printable Latin-1 they are all Helvetica can show. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRA.has(String.fromCodePoint(codePoint))
  );
}

/** Printed in place of a character the fonts cannot draw, even decomposed (a visible "something was here"). */
export const UNPRINTABLE_MARK = "\uFFFD";

/** Joiners and variation selectors (emoji presentation, ZWJ sequences): they draw nothing by themselves. */
const isInvisible = (code: number) =>
  (code >= 0x200b && code <= 0x200d) ||
  code === 0x2060 ||
  (code >= 0xfe00 && code <= 0xfe0f) ||
  (code >= 0xe0100 && code <= 0xe01ef);

/** A character as the fonts can draw it: itself, its compatibility decomposition (ﬁ → fi), or the mark. */
function drawn(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (char === "\n") return char;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || isInvisible(code)) return "";
  if (drawable(code)) return char;
  const folded = char
    .normalize("NFKD")
    .replace(/\p{M}/gu, (mark) => (drawable(mark.codePointAt(0) ?? 0) ? mark : ""));
  if (folded !== char && folded !== "" && Array.from(folded).every((c) => drawable(c.codePointAt(0) ?? 0))) {
    return folded.normalize("NFC");
  }
  return UNPRINTABLE_MARK;
}

// Made by the first document, not at the server's start (pdf.ts is imported with the routes).
let graphemes: Intl.Segmenter | undefined;

/**
 * A visible character (a grapheme cluster: a flag's two regional indicators, an emoji with its skin tone
 * or ZWJ partners, a Devanagari syllable with its vowel sign) as the fonts draw it: whole, or ONE
 * UNPRINTABLE_MARK when any of its parts cannot be drawn, so the mark counts what a reader saw.
 */
function drawnCluster(cluster: string): string {
  const parts = Array.from(cluster, drawn);
  return parts.includes(UNPRINTABLE_MARK) ? UNPRINTABLE_MARK : parts.join("");
}

/**
 * A value the embedded fonts can print: composed (NFC), one line unless `multiline`, a character they
 * lack as its decomposition or as one UNPRINTABLE_MARK per visible character (never pdfkit's empty
 * .notdef box), cut at `max` characters with an ellipsis. Called once the fonts are loaded (mtrPdf and
 * cdfPdf wait for them).
 */
export function printable(value: string | null | undefined, max = 200, multiline = false): string {
  if (value == null) return "";
  let text = value.normalize("NFC").replace(/\r\n?/g, "\n");
  text = multiline ? text.replace(/\t/g, " ") : text.replace(/\s+/g, " ");
  graphemes ??= new Intl.Segmenter("pt-BR", { granularity: "grapheme" });
  text = Array.from(graphemes.segment(text), ({ segment }) => drawnCluster(segment)).join("");
  text = text.trim();
  const chars = Array.from(text);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text;
}

const orEmpty = (value: string | null | undefined, max?: number) => printable(value, max) || EMPTY;

/** CNPJ (also the alphanumeric one) and CPF masked; anything else as written. */
export function formatDocument(value: string): string {
  const raw = value.replace(/[\s./-]/g, "").toUpperCase();
  if (/^[0-9A-Z]{12}\d{2}$/.test(raw)) {
    return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
  }
  if (/^\d{11}$/.test(raw)) return `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9)}`;
  return printable(value, 40);
}

const documentLabel = (value: string) => (/^\d{11}$/.test(value.replace(/[\s./-]/g, "")) ? "CPF" : "CNPJ");

const dateTimeParts = new Intl.DateTimeFormat("pt-BR", {
  timeZone: PLATFORM_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** dd/MM/yyyy HH:mm in Brasília time. */
export function formatDateTime(date: Date): string {
  const part = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** yyyy-MM-dd → dd/MM/yyyy; anything else as written. */
const formatIsoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : printable(value, 20);
};

const quantityFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });
const formatQuantity = (value: number) => (Number.isFinite(value) ? quantityFormat.format(value) : EMPTY);

/** The access key in groups of four, as the DANFE prints it (and the document page shows it). */
const formatAccessKey = (key: string) => accessKeyGroups(printable(key, 60)).join(" ");

// ---------------------------------------------------------------------------------------------------
// Layout

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when `height` does not fit below the cursor. */
function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  doc.y = MARGIN;
  return true;
}

function section(doc: Doc, title: string, keepWith = 45) {
  ensureSpace(doc, 16 + keepWith);
  doc.y += 6;
  const y = doc.y;
  doc.rect(MARGIN, y, contentWidth(doc), 15).fill(COLOR.band);
  doc.fillColor(COLOR.text).font(FONT.bold).fontSize(9);
  doc.text(title, MARGIN + 5, y + 4, { width: contentWidth(doc) - 10, lineBreak: false });
  doc.x = MARGIN;
  doc.y = y + 15;
}

type Field = { label: string; value: string; span?: 1 | 2 | 3 | 4 };

/** Labelled boxes on a four-column grid, as official forms are laid out. */
function fields(doc: Doc, list: Field[]) {
  const columnWidth = contentWidth(doc) / 4;
  const rows: Field[][] = [];
  let row: Field[] = [];
  let used = 0;
  for (const field of list) {
    const span = field.span ?? 2;
    if (used + span > 4) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push(field);
    used += span;
  }
  if (row.length) rows.push(row);

  for (const cells of rows) {
    const heights = cells.map((cell) => {
      doc.font(FONT.regular).fontSize(9);
      return doc.heightOfString(cell.value || EMPTY, { width: columnWidth * (cell.span ?? 2) - 8 });
    });
    const height = Math.max(...heights) + 17;
    ensureSpace(doc, height);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      // The last box of a row takes what is left, so every row spans the full width.
      const width =
        index === cells.length - 1 ? MARGIN + contentWidth(doc) - x : columnWidth * (cell.span ?? 2);
      doc.lineWidth(0.5).strokeColor(COLOR.line).rect(x, y, width, height).stroke();
      doc.fillColor(COLOR.label).font(FONT.regular).fontSize(6.5);
      doc.text(cell.label, x + 4, y + 3, { width: width - 8, lineBreak: false });
      doc.fillColor(COLOR.text).font(FONT.regular).fontSize(9);
      doc.text(cell.value || EMPTY, x + 4, y + 12, { width: width - 8 });
      x += width;
    });
    doc.x = MARGIN;
    doc.y = y + height;
  }
}

function partyFields(party: MtrParty): Field[] {
  return [
    { label: "Razão social / Nome", value: printable(party.name, 150), span: 3 },
    { label: documentLabel(party.document), value: formatDocument(party.document), span: 1 },
    { label: "Endereço", value: printable(party.address, 200), span: 2 },
    {
      label: "Município / UF",
      value: [printable(party.city, 60), printable(party.state, 2)].filter(Boolean).join(" / "),
      span: 1,
    },
    { label: "Licença ambiental", value: printable(party.license, 200), span: 1 },
  ];
}

/** Free text: kept with its heading for its first lines, then left to flow onto the next pages. */
function paragraph(doc: Doc, text: string, size = 9) {
  doc.font(FONT.regular).fontSize(size);
  const height = doc.heightOfString(text, { width: contentWidth(doc) - 8 });
  ensureSpace(doc, Math.min(height, size * 4) + 8);
  doc.y += 4;
  doc.fillColor(COLOR.text).text(text, MARGIN + 4, doc.y, { width: contentWidth(doc) - 8 });
  doc.x = MARGIN;
  doc.y += 4;
}

/** Shares of the width: each header's longest word fits its column in DejaVu Sans Bold 6.5 pt. */
const RESIDUE_COLUMNS = [
  { title: "Resíduo", share: 0.175 },
  { title: "Código IBAMA", share: 0.09 },
  { title: "Classe", share: 0.08 },
  { title: "Nº ONU", share: 0.06 },
  { title: "Classe de risco", share: 0.07 },
  { title: "Grupo de embalagem", share: 0.095 },
  { title: "Quantidade", share: 0.11 },
  { title: "Unidade", share: 0.07 },
  { title: "Acondicionamento", share: 0.15 },
  { title: "Quantidade de embalagens", share: 0.1 },
] as const;

function residueCells(line: MtrResidueLine, certificate: boolean): string[] {
  const received = line.receivedQuantity;
  let quantity = formatQuantity(line.quantity);
  if (certificate && received != null) quantity = formatQuantity(received);
  else if (received != null) quantity += `\nRecebida: ${formatQuantity(received)}`;
  const packagingQuantity = line.packagingQuantity;
  const name = printable(line.name, 160) || EMPTY;
  const origin = certificate ? "" : printable(line.origin, 40);
  return [
    // The MTR names where each residue comes from under it (the table has no room for an 11th column).
    origin ? `${name}\nOrigem: ${origin}` : name,
    orEmpty(line.ibamaCode, 20),
    // The class as the list names it ("Classe II A - Não inerte"): the cell wraps rather than cut it.
    orEmpty(line.class, 60),
    orEmpty(line.unNumber, 10),
    orEmpty(line.riskClass, 20),
    orEmpty(line.packingGroup, 10),
    quantity,
    orEmpty(line.unit, 20),
    orEmpty(line.packaging, 60),
    packagingQuantity != null ? formatQuantity(packagingQuantity) : EMPTY,
  ];
}

/** One row of the residue table; returns its height. `measure` only computes it. */
function tableRow(doc: Doc, cells: string[], header: boolean, measure = false): number {
  const widths = RESIDUE_COLUMNS.map((column) => column.share * contentWidth(doc));
  doc.font(header ? FONT.bold : FONT.regular).fontSize(header ? 6.5 : 7.5);
  const height =
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 6 }))) + 6;
  if (measure) return height;
  const y = doc.y;
  let x = MARGIN;
  if (header) doc.rect(MARGIN, y, contentWidth(doc), height).fill(COLOR.band);
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 0;
    doc.lineWidth(0.5).strokeColor(COLOR.line).rect(x, y, width, height).stroke();
    doc
      .fillColor(COLOR.text)
      .font(header ? FONT.bold : FONT.regular)
      .fontSize(header ? 6.5 : 7.5);
    doc.text(cell, x + 3, y + 3, { width: width - 6 });
    x += width;
  });
  doc.x = MARGIN;
  doc.y = y + height;
  return height;
}

/** The residue table; rows that do not fit continue on a new page under the header again. */
function residuesTable(doc: Doc, residues: MtrResidueLine[], certificate: boolean) {
  const headers: string[] = RESIDUE_COLUMNS.map((column) => column.title);
  if (certificate) headers[6] = "Quantidade recebida";
  tableRow(doc, headers, true);
  if (residues.length === 0) {
    paragraph(doc, "Nenhum resíduo informado.", 8);
    return;
  }
  for (const line of residues) {
    const cells = residueCells(line, certificate);
    if (ensureSpace(doc, tableRow(doc, cells, false, true))) {
      section(doc, "Resíduos (continuação)");
      tableRow(doc, headers, true);
    }
    tableRow(doc, cells, false);
  }
}

/** The QR code as vector squares: sharp at any zoom, no image to decode. */
function qrCode(doc: Doc, qr: Qr, url: string, x: number, y: number, size: number) {
  const { modules } = qr.create(url, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
}

type Header = { title: string; lines: string[]; provisional?: boolean; verificationUrl: string };

function header(doc: Doc, qr: Qr, { title, lines, provisional, verificationUrl }: Header) {
  const top = MARGIN;
  // The QR code and the link carry the URL as given (bounded); the printed copy is what the fonts can show.
  const target = verificationUrl.slice(0, 500);
  const url = printable(target, 300);
  qrCode(doc, qr, target, MARGIN + contentWidth(doc) - QR_SIZE, top, QR_SIZE);

  const textWidth = contentWidth(doc) - QR_SIZE - 12;
  doc.fillColor(COLOR.text).font(FONT.bold).fontSize(15);
  doc.text(title, MARGIN, top + 4, { width: textWidth });
  doc.y += 4;
  const [first, ...rest] = lines;
  if (first) doc.font(FONT.bold).fontSize(11).text(first, MARGIN, doc.y, { width: textWidth });
  doc.font(FONT.regular).fontSize(9);
  for (const line of rest) doc.text(line, MARGIN, doc.y + 2, { width: textWidth });

  doc.y = Math.max(doc.y, top + QR_SIZE) + 3;
  doc.fillColor(COLOR.label).font(FONT.regular).fontSize(7.5);
  doc.text(`Verifique a autenticidade em ${url}`, MARGIN, doc.y, {
    width: contentWidth(doc),
    align: "right",
    link: /^https?:\/\//.test(target) ? target : undefined,
  });
  doc.fillColor(COLOR.text);

  if (provisional) {
    doc.y += 6;
    const y = doc.y;
    doc.lineWidth(1.5).strokeColor(COLOR.alert).rect(MARGIN, y, contentWidth(doc), 26).stroke();
    doc.fillColor(COLOR.alert).font(FONT.bold).fontSize(15);
    doc.text("MTR PROVISÓRIO", MARGIN, y + 7, {
      width: contentWidth(doc),
      align: "center",
      lineBreak: false,
    });
    doc.fillColor(COLOR.text);
    doc.y = y + 26;
  }
  doc.x = MARGIN;
}

/** Writes `label · Página i de n` on every page, inside the bottom margin. */
function footers(doc: Doc, label: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    doc
      .lineWidth(0.5)
      .strokeColor(COLOR.line)
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + contentWidth(doc), y - 4);
    doc.stroke();
    doc.fillColor(COLOR.label).font(FONT.regular).fontSize(7);
    doc.text(label, MARGIN, y, { width: contentWidth(doc) - 80, lineBreak: false });
    doc.text(`Página ${i - range.start + 1} de ${range.count}`, MARGIN, y, {
      width: contentWidth(doc),
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

async function render(
  title: string,
  issuedAt: Date,
  draw: (doc: Doc, qr: Qr) => void,
  footer: string,
): Promise<Buffer> {
  const { PDFDocument, QRCode, fonts } = await pdfLibraries();
  const doc = new PDFDocument({
    size: "A4",
    // The footer lives in the bottom margin, so text that flows onto a new page stops above it.
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: "pt-BR",
    displayTitle: true,
    info: { Title: title, Author: "Trilha", Creator: "Trilha", CreationDate: issuedAt },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  try {
    draw(doc, QRCode);
    footers(doc, footer);
  } catch (error) {
    doc.end();
    return Promise.reject(error);
  }
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------------
// The documents

export async function mtrPdf(data: MtrPdfData): Promise<Buffer> {
  await pdfLibraries(); // printable() reads the fonts' coverage
  const number = printable(data.number, 40);
  const issuedAt = formatDateTime(data.issuedAt);
  const title = `MTR nº ${number}`;
  return render(
    title,
    data.issuedAt,
    (doc, qr) => {
      header(doc, qr, {
        title: MTR_TITLE,
        lines: [
          `Nº ${number} · Situação: ${printable(data.status, 40)}`,
          `Emissão: ${issuedAt}`,
          ...(data.cancelledAt ? [`Cancelado em: ${formatDateTime(data.cancelledAt)}`] : []),
          ...(data.withdrawn
            ? ["Não registrado no sistema oficial (SINIR): cancelado antes do registro."]
            : []),
          ...(data.externalNumber
            ? [`Nº no sistema oficial (SINIR): ${printable(data.externalNumber, 60)}`]
            : []),
        ],
        provisional: data.provisional,
        verificationUrl: data.verificationUrl,
      });

      section(doc, "Gerador");
      fields(doc, partyFields(data.generator));
      section(doc, "Transportador");
      fields(doc, partyFields(data.transporter));
      section(doc, "Destinador");
      fields(doc, partyFields(data.recipient));

      section(doc, "Resíduos", 50);
      residuesTable(doc, data.residues, false);

      const transport = data.transport;
      section(doc, "Transporte");
      fields(doc, [
        { label: "Tipo de veículo", value: printable(transport.vehicleType, 60), span: 2 },
        { label: "Placa do veículo", value: printable(transport.vehiclePlate, 10).toUpperCase(), span: 1 },
        { label: "Placa da carreta", value: printable(transport.trailerPlate, 10).toUpperCase(), span: 1 },
        { label: "Motorista", value: printable(transport.driverName, 100), span: 2 },
        {
          label: "CPF do motorista",
          value: transport.driverDocument ? formatDocument(transport.driverDocument) : "",
          span: 1,
        },
        { label: "Nº do lacre", value: printable(transport.sealNumber, 40), span: 1 },
      ]);

      section(doc, "Responsável");
      fields(doc, [
        { label: "Responsável pela emissão", value: printable(data.responsible.name, 150), span: 4 },
      ]);

      section(doc, "Nota fiscal");
      if (data.nfe) {
        fields(doc, [
          { label: "Número", value: printable(data.nfe.number, 20), span: 1 },
          { label: "Data de emissão", value: formatIsoDate(data.nfe.emissionDate), span: 1 },
          {
            label: "Chave de acesso",
            value: data.nfe.accessKey ? formatAccessKey(data.nfe.accessKey) : "",
            span: 2,
          },
        ]);
      } else {
        paragraph(doc, "Nenhuma nota fiscal informada.", 8);
      }

      section(doc, "Observações");
      paragraph(doc, printable(data.observations, 2000, true) || "Nenhuma.", 8.5);
    },
    `${data.provisional ? "MTR PROVISÓRIO · " : ""}${title} · emitido em ${issuedAt}`,
  );
}

export async function cdfPdf(data: CdfPdfData): Promise<Buffer> {
  await pdfLibraries(); // printable() reads the fonts' coverage
  const number = printable(data.number, 40);
  const mtrNumber = printable(data.mtrNumber, 40);
  const issuedAt = formatDateTime(data.issuedAt);
  const title = `CDF nº ${number}`;
  return render(
    title,
    data.issuedAt,
    (doc, qr) => {
      header(doc, qr, {
        title: CDF_TITLE,
        lines: [`Nº ${number}`, `Emissão: ${issuedAt}`, `MTR de origem: nº ${mtrNumber}`],
        verificationUrl: data.verificationUrl,
      });

      section(doc, "Gerador");
      fields(doc, partyFields(data.generator));
      section(doc, "Destinador");
      fields(doc, partyFields(data.recipient));

      section(doc, "Resíduos", 50);
      residuesTable(doc, data.residues, true);

      section(doc, "Tratamento");
      paragraph(doc, printable(data.treatment, 500) || "Não informado.");

      section(doc, "Declaração");
      paragraph(
        doc,
        `O destinador certifica que recebeu os resíduos relacionados acima, transportados sob o MTR nº ${mtrNumber}, e lhes deu a destinação final indicada.`,
      );
    },
    `${title} · MTR nº ${mtrNumber} · emitido em ${issuedAt}`,
  );
}
