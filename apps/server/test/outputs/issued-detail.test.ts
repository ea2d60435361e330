import { describe, expect, it } from "vitest";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

/**
 * The signed-in document page (GET /outputs/:id) shows the document as its MTR prints it: after its
 * residue, recipient, transporter or driver are edited, the names it was issued with (the fixed copy,
 * printed.ts), as the PDF and /mtr/{code} do. A document issued before the copy reads the records.
 */
const { demo, issue, mtrText, renameParties, printedNames } = useOutputDocuments("outputs-issued-detail");

async function renameRecords(outputUuid: string, residueUuid: string) {
  const residue = (await call(demo.setup.app, "GET", `/residues/${residueUuid}`, demo.token)).body;
  const edited = await call(demo.setup.app, "PUT", `/residues/${residueUuid}`, demo.token, {
    ...residue,
    name: "Nome trocado depois",
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  await renameParties(outputUuid, "depois");
}

async function document(uuid: string) {
  const answer = await call(demo.setup.app, "GET", `/outputs/${uuid}`, demo.token);
  expect(answer.status).toBe(200);
  return answer.body as {
    destiny_name: string;
    transporter_name: string;
    driver_name: string;
    residues: { residue: string; residue_name: string }[];
  };
}

describe("GET /outputs/:id after the document's records are edited", () => {
  it("answers the names the document was issued with", { timeout: 60_000 }, async () => {
    const issued = await issue();
    const copy = await printedNames(issued.uuid_output);
    const before = await document(issued.uuid_output);
    const line = before.residues[0]!;

    await renameRecords(issued.uuid_output, line.residue);

    const after = await document(issued.uuid_output);
    expect(after.residues[0]!.residue_name).toBe(line.residue_name);
    expect(after.destiny_name).toBe(copy.recipient);
    expect(after.transporter_name).toBe(copy.transporter);
    expect(after.driver_name).toBe(copy.driver);
    expect(JSON.stringify(after)).not.toMatch(/trocad/i);
  });

  it("reads the records for a document issued without a fixed copy", { timeout: 60_000 }, async () => {
    const issued = await issue();
    await demo.db.query("update outputs set printed = null where uuid = $1", [issued.uuid_output]);
    const line = (await document(issued.uuid_output)).residues[0]!;

    await renameRecords(issued.uuid_output, line.residue);

    const after = await document(issued.uuid_output);
    expect(after.residues[0]!.residue_name).toBe("Nome trocado depois");
    expect(after.destiny_name).toBe("Fantasia trocada depois");
    expect(after.driver_name).toBe("Motorista Trocado");
  });
});

describe("a residue line's Origem", () => {
  it("is answered by the state's name beside its UF, and printed under the residue on the MTR", async () => {
    const issued = await issue({ line: { origin: "rs" } });
    const answer = await document(issued.uuid_output);
    for (const line of answer.residues as unknown as { origin: string; origin_name: string }[])
      expect(line).toMatchObject({ origin: "RS", origin_name: "Rio Grande do Sul" });
    const text = await mtrText(issued.uuid_output);
    expect(text).toContain(`${answer.residues[0]!.residue_name} Origem: Rio Grande do Sul`);
  });

  it("is on the QR code's page by the state's name, as the MTR prints it", async () => {
    const issued = await issue({ line: { origin: "rs" } });
    const page = await call(demo.setup.app, "GET", `/public/mtr/${issued.verification_code}`, "");
    expect(page.status).toBe(200);
    const lines = page.body.residues as Record<string, unknown>[];
    expect(lines.length).toBeGreaterThan(0);
    // Only the name the paper shows: not the line's UF code nor anything else of the line.
    for (const line of lines) {
      expect(line).toMatchObject({ origin_name: "Rio Grande do Sul" });
      expect(Object.keys(line).sort()).toEqual([
        "class",
        "name",
        "origin_name",
        "quantity",
        "received_quantity",
        "unit",
      ]);
    }
  });
});
