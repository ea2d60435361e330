import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { type CdfPdfData, cdfPdf, type MtrPdfData, mtrPdf } from "../../src/outputs/pdf";

/** The PDF's text, page by page, with runs of whitespace made single spaces. */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)));
  return text.map((page) => page.replace(/\s+/g, " "));
}

const generator = {
  name: "Indústria Metalúrgica São João Ltda.",
  document: "11222333000181",
  address: "Avenida das Nações Unidas, 1500 – Vila Olímpia",
  city: "São Paulo",
  state: "SP",
  license: "LO nº 12345/2025",
};
const recipient = {
  name: "Reciclagem Irmãos Araújo & Cia Ltda.",
  document: "45678901000175",
  city: "Campinas",
  state: "SP",
};

const mtr: MtrPdfData = {
  number: "2026/000001",
  status: "Emitido",
  provisional: true,
  issuedAt: new Date("2026-11-06T02:40:00Z"),
  generator,
  transporter: { name: "Transportes Ágil Ltda.", document: "12345678909" },
  recipient,
  residues: [
    {
      name: "Óleo lubrificante usado ou contaminado",
      ibamaCode: "13 02 05",
      class: "I",
      unNumber: "3082",
      riskClass: "9",
      packingGroup: "III",
      quantity: 1250.5,
      unit: "kg",
      packaging: "Tambor",
      packagingQuantity: 6,
      origin: "Rio Grande do Sul",
    },
    { name: "Sucata de aço", class: "II-B", quantity: 12.5, receivedQuantity: 12.38, unit: "t" },
  ],
  transport: { vehicleType: "Caminhão basculante", vehiclePlate: "abc1d23", driverName: "José Conceição" },
  responsible: { name: "Mariana Gonçalves" },
  nfe: {
    number: "1234",
    accessKey: "35261111222333000181550010000012341273819463",
    emissionDate: "2026-11-05",
  },
  observations: "Carga lonada.\nEntregar na portaria 2.",
  verificationUrl: "https://trilha.example/verificar/mtr/8f14e45f",
};

describe("mtrPdf", () => {
  it("prints the manifest with its parties, residues and verification link", async () => {
    const pdf = await mtrPdf(mtr);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [page, ...others] = await pdfText(pdf);
    expect(others).toEqual([]);
    for (const expected of [
      "Manifesto de Transporte de Resíduos – MTR",
      "MTR PROVISÓRIO",
      "Nº 2026/000001 · Situação: Emitido",
      // 02:40 UTC is still the 5th in São Paulo.
      "Emissão: 05/11/2026 23:40",
      "Indústria Metalúrgica São João Ltda.",
      "11.222.333/0001-81",
      "123.456.789-09",
      // Origem under the residue it is of (a line without one prints none).
      "Óleo lubrificante usado ou contaminado Origem: Rio Grande do Sul",
      "Sucata de aço",
      "1.250,5",
      "Recebida: 12,38",
      "ABC1D23",
      // The NF-e access key in groups of four, as the document page shows it (accessKeyGroups).
      "3526 1111 2223 3300 0181 5500 1000 0012 3412 7381 9463",
      "Verifique a autenticidade em https://trilha.example/verificar/mtr/8f14e45f",
    ]) {
      expect(page).toContain(expected);
    }
  });

  it("says when a cancelled MTR was cancelled, under its issue, in Brasília's time", async () => {
    const cancelled = { ...mtr, status: "Cancelado", provisional: false };
    const [page] = await pdfText(
      await mtrPdf({ ...cancelled, cancelledAt: new Date("2026-11-07T01:15:00Z") }),
    );
    expect(page).toContain(
      "Nº 2026/000001 · Situação: Cancelado Emissão: 05/11/2026 23:40 Cancelado em: 06/11/2026 22:15",
    );
    const [issued] = await pdfText(await mtrPdf({ ...mtr, cancelledAt: null }));
    expect(issued).not.toContain("Cancelado em");
  });

  it("says a provisional MTR cancelled before the public system registered it never will be", async () => {
    const withdrawn = { ...mtr, status: "Cancelado", provisional: false, withdrawn: true };
    const [page] = await pdfText(
      await mtrPdf({ ...withdrawn, cancelledAt: new Date("2026-11-07T01:15:00Z") }),
    );
    expect(page).toContain(
      "Cancelado em: 06/11/2026 22:15 Não registrado no sistema oficial (SINIR): cancelado antes do registro.",
    );
    expect(page).not.toContain("PROVISÓRIO");
    const [provisional] = await pdfText(await mtrPdf(mtr));
    expect(provisional).not.toContain("Não registrado");
  });

  it("continues a long residue list on a new page, with the table header again", async () => {
    const residues = Array.from({ length: 45 }, (_, i) => ({
      name: `Resíduo nº ${i + 1}`,
      quantity: i,
      unit: "kg",
    }));
    const pages = await pdfText(await mtrPdf({ ...mtr, residues, provisional: false }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain("Resíduos (continuação)");
    expect(pages[1]).toContain("Código IBAMA");
    expect(pages.join(" ")).toContain("Resíduo nº 45");
    expect(pages.join(" ")).not.toContain("PROVISÓRIO");
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
  });

  it("prints what the user typed beyond WinAnsi (symbols, other scripts, emoji) as typed, and marks what no font has", async () => {
    const pages = await pdfText(
      await mtrPdf({
        ...mtr,
        generator: { ...generator, name: "Ação Verde ♻ Reciclagem Ltda." },
        transport: { ...mtr.transport, driverName: "Zoë Łukasiewicz" },
        // U+1F69B (a lorry) is in no embedded font; ﬁ (a ligature) prints as its letters.
        observations: "Carga ≥ 2 t → portão 2 ✓ ★ Ω Жук 😀 🚛 ﬁm “aspas” — fim.",
      }),
    );
    const text = pages.join(" ");
    for (const expected of [
      "Ação Verde ♻ Reciclagem Ltda.",
      "Zoë Łukasiewicz",
      "Carga ≥ 2 t → portão 2 ✓ ★ Ω Жук 😀 \uFFFD fim “aspas” — fim.",
      "Óleo lubrificante usado ou contaminado",
      // Each header word fits its column in the wider font.
      "Grupo de embalagem",
      "Unidade",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("?");
  });
});

describe("characters no embedded font has", () => {
  it("prints one mark per visible character, whatever it is made of", async () => {
    // A flag (two regional indicators), a thumbs-up with a skin tone, a family joined by ZWJs, two CJK
    // characters and a Devanagari word of three syllables (five code points): DejaVu Sans has none of them.
    const pages = await pdfText(
      await mtrPdf({
        ...mtr,
        observations: "Bandeira 🇧🇷 ok 👍🏽 família 👨\u200d👩\u200d👧 pedido 汉字 livro किताब fim.",
      }),
    );
    const mark = "\uFFFD";
    expect(pages.join(" ")).toContain(
      `Bandeira ${mark} ok ${mark} família ${mark} pedido ${mark}${mark} livro ${mark}${mark}${mark} fim.`,
    );
  });
});

describe("cdfPdf", () => {
  it("prints the certificate with the received quantities", async () => {
    const cdf: CdfPdfData = {
      number: "2026/000007",
      issuedAt: new Date("2026-11-10T13:05:00Z"),
      mtrNumber: "2026/000001",
      generator,
      recipient,
      residues: mtr.residues,
      treatment: "Rerrefino do óleo; reciclagem da sucata em aciaria.",
      verificationUrl: "https://trilha.example/verificar/cdf/c9f0f895",
    };
    const pdf = await cdfPdf(cdf);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [page] = await pdfText(pdf);
    for (const expected of [
      "Certificado de Destinação Final – CDF",
      "Nº 2026/000007",
      "Emissão: 10/11/2026 10:05",
      "MTR de origem: nº 2026/000001",
      "Reciclagem Irmãos Araújo & Cia Ltda.",
      "Óleo lubrificante usado ou contaminado",
      "Sucata de aço",
      "12,38",
      "Rerrefino do óleo",
      "Verifique a autenticidade em https://trilha.example/verificar/cdf/c9f0f895",
    ]) {
      expect(page).toContain(expected);
    }
  });
});
