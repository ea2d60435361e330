import { describe, expect, it } from "vitest";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

/**
 * The Saídas list (GET /outputs) names an issued document's parties and driver as the document page
 * does: by the names it was issued with (its fixed copy, printed.ts), not the records' names after they
 * are edited. Its search finds a document by those names and by the parties' current trading names. A
 * document issued before the copy reads the records.
 */
const { demo, issue, renameParties, printedNames } = useOutputDocuments("outputs-issued-list");

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
  });
});
