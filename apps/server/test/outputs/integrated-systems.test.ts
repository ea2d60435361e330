import { describe, expect, it } from "vitest";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

// Spec 02 §2 (SISTEMAS INTEGRADOS): an MTR for the public systems needs each residue's codes in the
// generating company's integrated system (CTR-E in the city of São Paulo, FEPAM in RS); missing ones
// are refused on the line and filled through PUT /residues/:id/integrated-systems.
const { demo, options, outputBody, submit } = useOutputDocuments("outputs-integrated-systems");

/** Moves the demo company (the only one with residues here). */
async function placeCompany(state: string | null, city: string | null) {
  await demo.db.query(
    `update companies set address_state = $1, address_city = $2
      where id = (select company_id from residues limit 1)`,
    [state, city],
  );
}

/** An MTR of Papelão alone: the tests fill its codes only, and another residue's line would lack its own. */
const issue = async (mtrOption: string) =>
  submit(await outputBody({ fields: { mtr_option: mtrOption }, residues: ["Papelão"] }));
const outputCount = async () =>
  (await demo.db.query<{ n: number }>("select count(*)::int as n from outputs")).rows[0]!.n;
const paperId = async () =>
  (await demo.db.query<{ uuid: string }>("select uuid::text from residues where name = 'Papelão'")).rows[0]!
    .uuid;
const FEPAM = { residue: "150101", packaging: "E05", class: "II A", unit: "T" };
const putMappings = (id: string, body: Record<string, unknown>) =>
  call(demo.setup.app, "PUT", `/residues/${id}/integrated-systems`, demo.token, body);

describe("integrated-system codes on issuing an MTR for the public systems", () => {
  it("asks nothing of a company outside São Paulo city and RS, nor for an MTR only on the platform", async () => {
    await placeCompany("SP", "Campinas");
    expect((await options()).integrated_systems).toEqual([]);
    expect((await issue("pv_and_others")).status).toBe(201);
    await placeCompany("RS", "Porto Alegre");
    expect((await issue("only_pv")).status).toBe(201);
  });

  it("refuses in RS a line whose residue lacks its FEPAM codes, saving nothing, and the options tell", async () => {
    await placeCompany("RS", "Porto Alegre");
    const listed = await options();
    expect(listed.integrated_systems).toEqual(["fepam"]);
    expect(listed.residues!.find((r) => r.label === "Papelão")).toMatchObject({
      missing_systems: ["fepam"],
      integrated_systems: { fepam: { residue: null, packaging: null, class: null, unit: null } },
    });
    const before = await outputCount();
    const refused = await issue("pv_and_others");
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "MISSING_SYSTEM_MAPPINGS",
      fields: {
        "residues.0.residue":
          'O resíduo "Papelão" não tem os códigos do FEPAM (Sistemas integrados) que o MTR nos sistemas públicos exige. Informe-os ou emita o MTR somente na plataforma.',
      },
    });
    expect(await outputCount()).toBe(before);
  });

  it("issues it once the codes are filled through the residue's integrated-systems route, recorded in its history", async () => {
    await placeCompany("RS", "Porto Alegre");
    const id = await paperId();
    const partial = await putMappings(id, { fepam: { ...FEPAM, unit: "" } });
    expect(partial.status).toBe(200);
    expect((await issue("pv_and_others")).status).toBe(422);

    const ctre = { residue: "C1", packaging: "C2", class: "C3", unit: "C4" };
    expect((await putMappings(id, { ctre })).status).toBe(200);
    const filled = await putMappings(id, { fepam: FEPAM });
    expect(filled.status).toBe(200);
    // The system not sent keeps its codes.
    expect(filled.body.integrated_systems).toEqual({ ctre, fepam: FEPAM });
    const listed = await options();
    expect(listed.residues!.find((r) => r.label === "Papelão")!.missing_systems).toEqual([]);
    const issued = await issue("pv_and_others");
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);

    const history = await call(demo.setup.app, "GET", `/residues/${id}/changes`, demo.token);
    expect(history.body.updates[0].changes).toEqual([{ field: "fepam_unit", from: null, to: "T" }]);
    // Sending the same codes again changes nothing and records nothing.
    await putMappings(id, { fepam: FEPAM });
    const again = await call(demo.setup.app, "GET", `/residues/${id}/changes`, demo.token);
    expect(again.body.updates).toHaveLength(history.body.updates.length);
  });

  it("asks for CTR-E in the city of São Paulo, its name written in any case and accent", async () => {
    await placeCompany("SP", "SAO PAULO");
    const id = await paperId();
    await putMappings(id, { ctre: { residue: "C1", packaging: "", class: "", unit: "" } });
    const refused = await issue("pv_and_others");
    expect(refused.status).toBe(422);
    expect(refused.body.fields["residues.0.residue"]).toContain("não tem os códigos do CTR-E");
  });

  it("validates the route's body, refuses an inactive residue and answers another company's as a missing one", async () => {
    const id = await paperId();
    const malformed = await putMappings(id, { fepam: "150101" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields).toHaveProperty("fepam");
    const nowhere = await putMappings("00000000-0000-4000-8000-000000000000", { fepam: FEPAM });
    expect(nowhere.status).toBe(404);
    const { rows } = await demo.db.query<{ uuid: string }>(
      `with c as (insert into companies (trading_name, company_name, cnpj, plan)
                  values ('Outra', 'Outra Ltda.', '11222333000181', 'PRO') returning id)
       insert into residues (company_id, type, name) select id, 'industriais', 'Alheio' from c
       returning uuid::text`,
    );
    const other = await putMappings(rows[0]!.uuid, { fepam: FEPAM });
    expect({ status: other.status, message: other.body.message }).toEqual({
      status: nowhere.status,
      message: nowhere.body.message,
    });
    await demo.db.query("update residues set deleted_at = now() where uuid = $1", [id]);
    try {
      const inactive = await putMappings(id, { fepam: FEPAM });
      expect(inactive.status).toBe(409);
      expect(inactive.body.code).toBe("INACTIVE");
    } finally {
      await demo.db.query("update residues set deleted_at = null where uuid = $1", [id]);
    }
  });
});
