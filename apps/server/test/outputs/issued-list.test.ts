import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

/**
 * The Saídas list (GET /outputs) names an issued document's parties and driver as the document page
 * does: by the names it was issued with (its fixed copy, printed.ts), not the records' names after they
 * are edited. Its search finds a document by those names and by the parties' current trading names. A
 * document issued before the copy reads the records.
 */
const { demo, issue, submit, outputBody, renameParties, printedNames } =
  useOutputDocuments("outputs-issued-list");

type Row = { uuid_output: string; destiny_name: string; transporter_name: string; driver_name: string };

async function listed(uuid: string, search?: string): Promise<Row | undefined> {
  const query = new URLSearchParams({ per_page: "100", ...(search ? { search } : {}) });
  const answer = await call(demo.setup.app, "GET", `/outputs?${query}`, demo.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Row[]).find((row) => row.uuid_output === uuid);
}

describe("GET /outputs after an issued document's parties are renamed", () => {
  it("names them as the document was issued, as its page does", { timeout: 60_000 }, async () => {
    const issued = await issue();
    const copy = await printedNames(issued.uuid_output);

    await renameParties(issued.uuid_output, "A");

    const row = await listed(issued.uuid_output);
    expect(row).toMatchObject({
      destiny_name: copy.recipient,
      transporter_name: copy.transporter,
      driver_name: copy.driver,
    });
    expect(JSON.stringify(row)).not.toMatch(/trocad/i);
    const page = await call(demo.setup.app, "GET", `/outputs/${issued.uuid_output}`, demo.token);
    expect(page.body).toMatchObject({
      destiny_name: row!.destiny_name,
      transporter_name: row!.transporter_name,
      driver_name: row!.driver_name,
    });
  });

  it("finds it by the issued names and by the parties' current trading names", {
    timeout: 60_000,
  }, async () => {
    const issued = await issue();
    const copy = await printedNames(issued.uuid_output);

    await renameParties(issued.uuid_output, "B");

    expect(await listed(issued.uuid_output, copy.recipient)).toBeDefined();
    expect(await listed(issued.uuid_output, copy.transporter)).toBeDefined();
    expect(await listed(issued.uuid_output, "fantasia trocada b")).toBeDefined();
    // The legal name it has now is on neither the document nor the list.
    expect(await listed(issued.uuid_output, "Razão trocada B")).toBeUndefined();
  });

  it("reads the records for a document issued without a fixed copy", { timeout: 60_000 }, async () => {
    const issued = await issue();
    await demo.db.query("update outputs set printed = null where uuid = $1", [issued.uuid_output]);

    await renameParties(issued.uuid_output, "C");

    expect(await listed(issued.uuid_output)).toMatchObject({
      destiny_name: "Fantasia trocada C",
      transporter_name: "Fantasia trocada C",
      driver_name: "Motorista Trocado",
    });
    expect(await listed(issued.uuid_output, "Fantasia trocada C")).toBeDefined();
    expect(await listed(issued.uuid_output, "motorista trocado")).toBeDefined();
  });
});

/** The text as a user might type it: accents left out, in capitals. */
const unaccented = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();

describe("GET /outputs?search=", () => {
  it("finds a document by its vehicle's and trailer's plates, with or without the hyphen, in any case", {
    timeout: 60_000,
  }, async () => {
    const issued = await issue({ fields: { vehicle_plate: "QWE-1234", trailer_plate: "rty5u67" } });

    for (const search of ["QWE-1234", "qwe1234", "Qwe-12", "RTY-5U67", "rty5u67"])
      expect(await listed(issued.uuid_output, search), search).toBeDefined();
    expect(await listed(issued.uuid_output, "QWE-1235")).toBeUndefined();
  });

  it("finds a document by its driver's name, accents and case aside, and CPF, masked or not", {
    timeout: 60_000,
  }, async () => {
    const issued = await issue();
    const { rows } = await demo.db.query<{ cpf: string }>(
      "select printed->>'driver_cpf' as cpf from outputs where uuid = $1",
      [issued.uuid_output],
    );
    const cpf = rows[0]!.cpf;
    expect(cpf).toMatch(/^\d{11}$/);
    const { driver } = await printedNames(issued.uuid_output);

    expect(await listed(issued.uuid_output, unaccented(driver))).toBeDefined();
    expect(await listed(issued.uuid_output, cpf)).toBeDefined();
    const masked = cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
    expect(await listed(issued.uuid_output, masked)).toBeDefined();
    expect(await listed(issued.uuid_output, masked.slice(0, 7))).toBeDefined();
  });

  it("finds a document by its kind as the list names it: MTR, Romaneio, Nota fiscal", {
    timeout: 60_000,
  }, async () => {
    const withMtr = await issue();
    const withoutMtr = await issue({ fields: { mtr_option: "none" } });
    const xml = readFileSync(new URL("./fixtures/nfe-proc.xml", import.meta.url));
    const invoice = await submit(
      (
        await outputBody({
          fields: { document_type: "nfe", nfe_number: "1234", emission_date: "2026-11-05" },
        })
      ).concat([["nfe_xml", { file: xml, name: "nota.xml", type: "text/xml" }]]),
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

    /** Whether the search finds the MTR romaneio, the romaneio without MTR and the invoice (with MTR). */
    const found = (search: string) =>
      Promise.all(
        [withMtr, withoutMtr, invoice.body].map(
          async (output) => (await listed(output.uuid_output, search)) !== undefined,
        ),
      );
    expect(await found("romaneio")).toEqual([true, true, false]);
    expect(await found("Nota fiscal")).toEqual([false, false, true]);
    expect(await found("nota fiscal nº 1234")).toEqual([false, false, true]);
    expect(await found("MTR")).toEqual([true, false, true]);
    expect(await found(`MTR ${withMtr.mtr_number}`)).toEqual([true, false, false]);
    // The ordinal indicator folds away: the invoice as a user types it, with or without 'nº' (or 'n°'),
    // or 'NF'; the MTR as its page names it ('MTR nº <número>').
    for (const search of [
      "nota fiscal 1234",
      "NOTA FISCAL N 1234",
      "nota fiscal n° 1234",
      "nº 1234",
      "n 1234",
      "NF 1234",
      "nf-e 1234",
      "1234",
    ])
      expect(await found(search), search).toEqual([false, false, true]);
    expect(await found("nota fiscal 12345")).toEqual([false, false, false]);
    for (const search of [`MTR nº ${withMtr.mtr_number}`, `mtr n ${withMtr.mtr_number}`])
      expect(await found(search), search).toEqual([true, false, false]);
  });

  it("finds an MTR by the number the public system gave it", { timeout: 60_000 }, async () => {
    const issued = await issue();
    const other = await issue();
    await demo.db.query(
      "update outputs set public_system = 'sinir', public_status = 'sent', public_number = $2 where uuid = $1",
      [issued.uuid_output, "2409876543"],
    );

    expect(await listed(issued.uuid_output, "2409876543")).toBeDefined();
    expect(await listed(issued.uuid_output, "240987")).toBeDefined();
    expect(await listed(other.uuid_output, "2409876543")).toBeUndefined();
  });
});
