import { crc32, deflateSync } from "node:zlib";
import type { Database } from "../db/database";
import type { FileStorage } from "../storage/storage";

/** A one-page PDF with a title and a few lines (Helvetica, WinAnsi: Portuguese accents print). */
export function demoPdf(title: string, lines: string[]): Buffer {
  const literal = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    "BT /F1 18 Tf 72 770 Td",
    `(${literal(title)}) Tj`,
    "/F1 11 Tf",
    ...lines.map((line) => `0 -22 Td (${literal(line)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** An RGB PNG of a document card: a coloured header band over a light page with grey "text" lines. */
export function demoPng(width: number, height: number, band: [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inBand = y < height / 5;
      const inLine = !inBand && y % 8 < 2 && x > width / 10 && x < width * 0.9 && y < height * 0.9;
      const [r, g, b] = inBand ? band : inLine ? [150, 150, 150] : [246, 246, 240];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The four demo documents. One stored blob each, shared by every seeded record of its kind: records
 * point at stored_files rows, nothing deletes a row that another record still uses, and the demo
 * downloads work without hundreds of copies.
 */
export const DEMO_FILES = {
  license: {
    prefix: "demo-licenses",
    name: "licenca-de-operacao.pdf",
    type: "application/pdf",
    data: () =>
      demoPdf("Licença Ambiental de Operação", [
        "Documento de demonstração do Trilha.",
        "Órgão emissor: Secretaria Estadual do Meio Ambiente.",
        "Atividade: coleta, transporte e destinação de resíduos.",
        "Este arquivo não tem valor legal.",
      ]),
  },
  certificate: {
    prefix: "demo-certificates",
    name: "certificado.pdf",
    type: "application/pdf",
    data: () =>
      demoPdf("Certificado", [
        "Documento de demonstração do Trilha.",
        "Certificamos a regularidade do prestador para as atividades declaradas.",
        "Este arquivo não tem valor legal.",
      ]),
  },
  cnh: {
    prefix: "demo-employees-cnh",
    name: "cnh.png",
    type: "image/png",
    data: () => demoPng(96, 64, [36, 110, 70]),
  },
  mopp: {
    prefix: "demo-employees-mopp",
    name: "mopp.png",
    type: "image/png",
    data: () => demoPng(96, 64, [200, 120, 30]),
  },
} as const;

export type DemoFileKind = keyof typeof DEMO_FILES;
export type DemoFileIds = Record<DemoFileKind, number>;

/**
 * The stored_files id of each demo document, storing the bytes the first time. A row whose bytes are
 * gone (storage emptied, database kept) gets new bytes under a new key, so old references download
 * again. `written` lists the keys stored by this call, for the caller to remove if its transaction fails.
 */
export async function ensureDemoFiles(
  tx: Database,
  storage: FileStorage,
  companyId: number,
  written: string[],
): Promise<DemoFileIds> {
  const kinds = Object.keys(DEMO_FILES) as DemoFileKind[];
  const { rows } = await tx.query<{ id: number; storage_key: string }>(
    `select distinct on (split_part(storage_key, '/', 1)) id, storage_key from stored_files
      where company_id = $1 and split_part(storage_key, '/', 1) = any($2)
      order by split_part(storage_key, '/', 1), id`,
    [companyId, kinds.map((kind) => DEMO_FILES[kind].prefix)],
  );
  const ids = {} as DemoFileIds;
  for (const kind of kinds) {
    const file = DEMO_FILES[kind];
    const row = rows.find((r) => r.storage_key.startsWith(`${file.prefix}/`));
    if (row && (await present(storage, row.storage_key))) {
      ids[kind] = row.id;
      continue;
    }
    const data = file.data();
    const key = await storage.put(data, { prefix: file.prefix });
    written.push(key);
    const saved = row
      ? await tx.query<{ id: number }>(
          "update stored_files set storage_key = $2, size = $3 where id = $1 returning id",
          [row.id, key, data.length],
        )
      : await tx.query<{ id: number }>(
          `insert into stored_files (company_id, storage_key, display_name, content_type, size)
           values ($1, $2, $3, $4, $5) returning id`,
          [companyId, key, file.name, file.type, data.length],
        );
    ids[kind] = saved.rows[0]!.id;
  }
  return ids;
}

async function present(storage: FileStorage, key: string) {
  const stream = await storage.open(key);
  stream?.destroy();
  return stream !== null;
}
