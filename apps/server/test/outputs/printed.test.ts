import { describe, expect, it } from "vitest";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

/**
 * An issued MTR is a legal document: what its PDF and the public verification page (/mtr/{code}, where
 * an inspector checks the paper) show of its parties, driver and residues is what was true when it was
 * issued. Editing a residue, a provider or an employee afterwards changes later documents, never one
 * already issued (a closed MTR read its names from the live records and showed today's).
 */
const { demo, issue, mtrText } = useOutputDocuments("outputs-printed");

describe("an issued MTR after its records are edited", () => {
  it("keeps the parties, driver and residues it was issued with", { timeout: 60_000 }, async () => {
    const issued = await issue();
    const code = issued.verification_code as string;
    const before = (await call(demo.setup.app, "GET", `/public/mtr/${code}`, "")).body;
    const printedBefore = await mtrText(issued.uuid_output);
    expect(printedBefore).toContain("Papelão");

    // The residue renamed and reclassified through its edit form.
    const line = issued.residues[0] as { residue: string };
    const residue = (await call(demo.setup.app, "GET", `/residues/${line.residue}`, demo.token)).body;
    const edited = await call(demo.setup.app, "PUT", `/residues/${line.residue}`, demo.token, {
      ...residue,
      name: "Nome trocado depois",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // The recipient's and transporter's legal names and the driver, as their edit forms write them.
    await demo.db.query(
      `update provider_companies pc set company_name = 'Razão trocada depois Ltda.'
         from outputs o where o.uuid = $1 and pc.provider_id in (o.destiny_id, o.transporter_id)`,
      [issued.uuid_output],
    );
    await demo.db.query(
      `update provider_employees e set name = 'Motorista', last_name = 'Trocado', cpf = '11144477735'
         from outputs o where o.uuid = $1 and e.id = o.driver_id`,
      [issued.uuid_output],
    );

    const after = (await call(demo.setup.app, "GET", `/public/mtr/${code}`, "")).body;
    expect(after).toEqual(before);
    const printed = await mtrText(issued.uuid_output);
    expect(printed).toBe(printedBefore);
    expect(printed).not.toContain("trocad");
  });
});
