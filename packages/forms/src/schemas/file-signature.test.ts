import { describe, expect, it, vi } from "vitest";
import {
  checkFileContent,
  fileContentErrors,
  readFileHead,
  SNIFF_LENGTH,
  sniffBytes,
} from "./file-signature";
import { certificateEditLabels, employeeEditLabels, recordFileFields } from "./records";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const HTML = new TextEncoder().encode("<html><script>alert(1)</script></html>");

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const file = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

describe("sniffBytes", () => {
  it("reads PDF, PNG and JPEG from their magic numbers", () => {
    expect(sniffBytes(PDF)).toBe("application/pdf");
    expect(sniffBytes(PNG)).toBe("image/png");
    expect(sniffBytes(JPEG)).toBe("image/jpeg");
  });

  it("reads WebP as a RIFF container whose form is WEBP, not any RIFF file", () => {
    const riff = (form: string) =>
      concat(new TextEncoder().encode("RIFF"), new Uint8Array([4, 0, 0, 0]), new TextEncoder().encode(form));
    expect(sniffBytes(riff("WEBPVP8 "))).toBe("image/webp");
    expect(sniffBytes(riff("WAVEfmt "))).toBeNull();
    expect(sniffBytes(riff("WEBPVP8 ").subarray(0, 10))).toBeNull();
  });

  it("knows nothing else, nor an empty or truncated file", () => {
    expect(sniffBytes(HTML)).toBeNull();
    expect(sniffBytes(new Uint8Array())).toBeNull();
    expect(sniffBytes(PNG.subarray(0, 4))).toBeNull();
    expect(sniffBytes(new TextEncoder().encode("%PDF"))).toBeNull();
  });

  it("wants image signatures at the very start", () => {
    expect(sniffBytes(concat(new Uint8Array([0x20]), PNG))).toBeNull();
    expect(sniffBytes(concat(new Uint8Array([0x20]), JPEG))).toBeNull();
  });

  it("finds %PDF- anywhere in the first KiB, as PDF readers do, and not after it", () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    expect(sniffBytes(concat(bom, PDF))).toBe("application/pdf");
    expect(sniffBytes(concat(new Uint8Array(1019), PDF))).toBe("application/pdf");
    expect(sniffBytes(concat(new Uint8Array(1020), PDF))).toBeNull();
    expect(SNIFF_LENGTH).toBe(1024);
  });

  it("reads Node Buffers too (the server's uploads)", () => {
    expect(sniffBytes(Buffer.from(PNG))).toBe("image/png");
  });
});

describe("checkFileContent", () => {
  it("refuses a PNG renamed .pdf with the server's message", async () => {
    const renamed = file(PNG, "certificado.pdf", "application/pdf");
    expect(await checkFileContent(renamed, "pdf", "Arquivo")).toBe(
      "O campo Arquivo aceita apenas arquivos PDF.",
    );
    expect(await checkFileContent(file(HTML, "lo.pdf", "application/pdf"), "pdf", "Anexo")).toBe(
      "O campo Anexo aceita apenas arquivos PDF.",
    );
  });

  it("accepts a real PDF, and JPEG or PNG for images", async () => {
    expect(await checkFileContent(file(PDF, "lo.pdf", "application/pdf"), "pdf", "Arquivo")).toBeUndefined();
    expect(await checkFileContent(file(JPEG, "cnh.jpg", "image/jpeg"), "image", "CNH")).toBeUndefined();
    expect(await checkFileContent(file(PNG, "cnh.png", "image/png"), "image", "CNH")).toBeUndefined();
    expect(
      await checkFileContent(file(PNG, "nota.png", "image/png"), "pdfOrImage", "Ticket"),
    ).toBeUndefined();
  });

  it("refuses a PDF renamed .png for an image field", async () => {
    expect(await checkFileContent(file(PDF, "mopp.png", "image/png"), "image", "Documento do MOPP")).toBe(
      "O campo Documento do MOPP aceita apenas arquivos JPG, JPEG ou PNG.",
    );
  });

  it("leaves values that are not files to the schema (nothing picked, a stored file kept by name)", async () => {
    for (const value of [undefined, null, "", "iso.pdf", "/api/v1/files/abc", { name: "x.pdf", size: 3 }]) {
      expect(await checkFileContent(value, "pdf", "Anexo")).toBeUndefined();
    }
  });

  it("reads only the first KiB of a file", async () => {
    const big = new Blob([PDF as Uint8Array<ArrayBuffer>, new Uint8Array(5 * 1024 * 1024)]);
    const slice = vi.spyOn(big, "slice");
    expect(await checkFileContent(big, "pdf", "Arquivo")).toBeUndefined();
    expect(slice).toHaveBeenCalledWith(0, 1024);
    expect(await readFileHead(big)).toHaveLength(1024);
  });
});

describe("fileContentErrors", () => {
  it("puts each refused file's message on its field, by the form's labels", async () => {
    const errors = await fileContentErrors(
      {
        name: "Carlos",
        mopp_document_image: file(PDF, "mopp.jpg", "image/jpeg"),
        cnh_document_image: file(JPEG, "cnh.jpg", "image/jpeg"),
      },
      recordFileFields.employeeEdit,
      employeeEditLabels,
    );
    expect(errors).toEqual({
      mopp_document_image: "O campo Documento do MOPP aceita apenas arquivos JPG, JPEG ou PNG.",
    });
  });

  it("answers undefined when every file is fine or kept", async () => {
    expect(
      await fileContentErrors(
        { attachment: file(PDF, "iso.pdf", "application/pdf") },
        recordFileFields.certificateEdit,
        certificateEditLabels,
      ),
    ).toBeUndefined();
    expect(
      await fileContentErrors(
        { attachment: "iso.pdf" },
        recordFileFields.certificateEdit,
        certificateEditLabels,
      ),
    ).toBeUndefined();
  });
});
