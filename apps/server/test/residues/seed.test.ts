import { describe, expect, it } from "vitest";
import { DEMO_RESIDUES } from "../../src/seed/residues";
import { call } from "../providers/support";
import { useSeededDemo } from "../support/seeded-demo";

describe("demo seed: residues", () => {
  const demo = useSeededDemo("seed-residues");

  it("gives the demo company its residues once, each with a treatment, a storage and a negotiation", async () => {
    const list = await call(demo.setup.app, "GET", "/residues/?per_page=50", demo.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { name: string }) => r.name).sort()).toEqual(
      DEMO_RESIDUES.map((r) => r.name).sort(),
    );
    for (const residue of list.body.data) {
      expect(residue.destination_count, residue.name).toBe(1);
      const id = residue.uuid_residue;
      for (const child of ["treatments", "storages", "negotiations"]) {
        const rows = await call(demo.setup.app, "GET", `/residues/${id}/${child}`, demo.token);
        expect(rows.body.total, `${residue.name} ${child}`).toBe(1);
      }
    }
    // The seeded codes are the reference lists' own: the residue saves again as it is.
    const first = list.body.data[0];
    const saved = await call(demo.setup.app, "PUT", `/residues/${first.uuid_residue}`, demo.token, {
      type: first.type,
      name: first.name,
      internal_code: first.internal_code,
      legal_requirements: { abnt_nbr_10004: first.legal_requirements.abnt_nbr_10004 },
      integrated_systems: { ctre: {}, fepam: {} },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("shows their negotiations to the ADM user in the overview", async () => {
    const adm = await call(demo.setup.app, "GET", "/negotiations?per_page=100", demo.setup.otherToken);
    const names = adm.body.data.map((n: { residue: { name: string } }) => n.residue.name);
    for (const residue of DEMO_RESIDUES) expect(names).toContain(residue.name);
  });
});
