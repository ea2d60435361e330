import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  accessKeyCheckDigit,
  checkNfeParties,
  NfeError,
  type NfeErrorReason,
  parseNfe,
} from "../../src/outputs/nfe";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const KEY = "35261111222333000181550010000012341273819463";

async function refusal(xml: Buffer | string): Promise<{ reason: NfeErrorReason; message: string }> {
  try {
    await parseNfe(xml);
  } catch (error) {
    if (error instanceof NfeError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error("expected the XML to be refused");
}

describe("parseNfe", () => {
  it("reads an authorized nfeProc of model 55", async () => {
    expect(await parseNfe(fixture("nfe-proc.xml"))).toEqual({
      accessKey: KEY,
      number: "1234",
      series: "1",
      // 23:40 at -03:00 is already the 6th in UTC: the date stays as the issuer wrote it.
      emissionDate: "2026-11-05",
      issuerCnpj: "11222333000181",
      issuerName: "Indústria Metalúrgica São João Ltda.",
      recipientDocument: "45678901000175",
    });
  });

  it("reads a bare NFe, with leading zeros and a CPF issuer", async () => {
    const proc = fixture("nfe-proc.xml").toString("utf8");
    const bare = proc
      .slice(proc.indexOf("<NFe "), proc.indexOf("</NFe>") + "</NFe>".length)
      .replace("<nNF>1234</nNF>", "<nNF>000001234</nNF>")
      .replace("<CNPJ>11222333000181</CNPJ>", "<CPF>12345678909</CPF>")
      .replace(/<dest>[\s\S]*<\/dest>/, "");
    const summary = await parseNfe(bare);
    expect(summary).toMatchObject({ accessKey: KEY, number: "1234", issuerCpf: "12345678909" });
    expect(summary.issuerCnpj).toBeUndefined();
    expect(summary.recipientDocument).toBeUndefined();
  });

  it("computes the mod-11 check digit, 10 and 11 giving 0", () => {
    expect(accessKeyCheckDigit(KEY.slice(0, 43))).toBe(3);
    // Sum 0 (remainder 0 → 11) and a sum with remainder 1 (→ 10) both give 0.
    expect(accessKeyCheckDigit("0".repeat(43))).toBe(0);
    expect(accessKeyCheckDigit(`${"0".repeat(42)}6`)).toBe(0);
  });

  it("refuses another fiscal document's XML in the NF-e's layout: an NFC-e (model 65) or a key of another model", async () => {
    const proc = fixture("nfe-proc.xml").toString("utf8");
    // A consumer invoice (NFC-e) has the NF-e's layout: its key and <mod> say 65.
    const first43 = `${KEY.slice(0, 20)}65${KEY.slice(22, 43)}`;
    const nfceKey = `${first43}${accessKeyCheckDigit(first43)}`;
    const nfce = proc.replaceAll(KEY, nfceKey).replace("<mod>55</mod>", "<mod>65</mod>");
    expect(await refusal(nfce)).toEqual({
      reason: "not_nfe",
      message: "O XML é de outro documento fiscal (modelo 65), não de uma NF-e (modelo 55).",
    });
    // <mod> and the key must both say 55.
    expect((await refusal(proc.replace("<mod>55</mod>", "<mod>65</mod>"))).reason).toBe("not_nfe");
    expect((await refusal(proc.replaceAll(KEY, nfceKey))).reason).toBe("not_nfe");
  });

  it("refuses a key whose check digit does not match", async () => {
    expect(await refusal(fixture("nfe-wrong-check-digit.xml"))).toEqual({
      reason: "invalid_key",
      message: "A chave de acesso da NF-e é inválida (dígito verificador não confere).",
    });
  });

  it("refuses malformed XML and XML that is not an NF-e", async () => {
    expect(await refusal(fixture("nfe-malformed.xml"))).toEqual({
      reason: "malformed",
      message: "O arquivo não é um XML válido de NF-e.",
    });
    expect((await refusal(Buffer.from([0x3c, 0x61, 0x3e, 0xff, 0x3c, 0x2f, 0x61, 0x3e]))).reason).toBe(
      "malformed",
    );
    expect((await refusal(fixture("not-nfe.xml"))).reason).toBe("not_nfe");
  });

  it("refuses a DOCTYPE with entity declarations before expanding anything", async () => {
    expect(await refusal(fixture("nfe-entity-bomb.xml"))).toEqual({
      reason: "malformed",
      message: "O XML da NF-e não pode conter declarações DOCTYPE ou ENTITY.",
    });
  });

  it("refuses input over 1 MB", async () => {
    const proc = fixture("nfe-proc.xml").toString("utf8");
    const padded = proc.replace("<nfeProc", `<!--${" ".repeat(1024 * 1024)}--><nfeProc`);
    expect((await refusal(padded)).reason).toBe("too_large");
  });
});

describe("checkNfeParties", () => {
  const summary = { recipientDocument: "45678901000175", issuerCnpj: "11222333000181" };

  it("says nothing where the XML's recipient is the destiny and its issuer the company", () => {
    expect(
      checkNfeParties(summary, { destinyDocument: "45.678.901/0001-75", companyCnpj: "11222333000181" }),
    ).toEqual({});
  });

  it("warns on the field of each party that differs, naming both documents", () => {
    expect(
      checkNfeParties(
        { recipientDocument: "12345678909", issuerCnpj: "11222333000181" },
        { destinyDocument: "45678901000175", companyCnpj: "98765432000110" },
      ),
    ).toEqual({
      destiny:
        "O destinatário da nota fiscal (CPF 123.456.789-09) não é o destinatário escolhido (CNPJ 45.678.901/0001-75).",
      nfe_xml:
        "O emitente da nota fiscal (CNPJ 11.222.333/0001-81) não é a sua empresa (CNPJ 98.765.432/0001-10).",
    });
  });

  it("says nothing where a side has no document to compare", () => {
    expect(checkNfeParties({ issuerCnpj: "11222333000181" }, { destinyDocument: "45678901000175" })).toEqual(
      {},
    );
  });
});
