import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS, seedDemo } from "../../src/seed/demo";
import { DEMO_RESIDUES } from "../../src/seed/residues";
import { createLocalStorage } from "../../src/storage/storage";
import { signIn } from "../auth/support/auth-app";
import { call, providersApp, type Setup } from "../providers/support";
import { tempDir } from "../support/app";
import { useTestDatabase } from "../support/database";

describe("demo seed: residues", () => {
  const database = useTestDatabase();
  const storage = createLocalStorage(tempDir("seed-residues"));
  let s: Setup;
  let demoToken: string;

  beforeAll(async () => {
    await seedDemo(database.db, { storage });
    // Twice: the second run changes nothing.
    await seedDemo(database.db, { storage });
    s = await providersApp(database.db, { storage });
    demoToken = await signIn(s.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  }, 60_000);

  it("gives the demo company its residues once, each with a treatment, a storage and a negotiation", async () => {
    const list = await call(s.app, "GET", "/residues/?per_page=50", demoToken);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { name: string }) => r.name).sort()).toEqual(
      DEMO_RESIDUES.map((r) => r.name).sort(),
    );
    for (const residue of list.body.data) {
      expect(residue.destination_count, residue.name).toBe(1);
      const id = residue.uuid_residue;
      for (const child of ["treatments", "storages", "negotiations"]) {
        const rows = await call(s.app, "GET", `/residues/${id}/${child}`, demoToken);
        expect(rows.body.total, `${residue.name} ${child}`).toBe(1);
      }
    }
    // The seeded codes are the reference lists' own: the residue saves again as it is.
    const first = list.body.data[0];
    const saved = await call(s.app, "PUT", `/residues/${first.uuid_residue}`, demoToken, {
      type: first.type,
      name: first.name,
      internal_code: first.internal_code,
      legal_requirements: { abnt_nbr_10004: first.legal_requirements.abnt_nbr_10004 },
      integrated_systems: { ctre: {}, fepam: {} },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("shows their negotiations to the ADM user in the overview", async () => {
    const adm = await call(s.app, "GET", "/negotiations?per_page=100", s.otherToken);
    const names = adm.body.data.map((n: { residue: { name: string } }) => n.residue.name);
    for (const residue of DEMO_RESIDUES) expect(names).toContain(residue.name);
  });
});
