import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let s: Setup;

const BASIC = {
  type: "industriais",
  name: "Óleo do rascunho",
  treatments: [{ category: "reciclagem", technology: "rerrefino", class: "I" }],
  storages: [{ type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false }],
};
const EMPTY_MAPPING = { residue: "", packaging: "", class: "", unit: "" };
const step = (ctre: typeof EMPTY_MAPPING, extra: Record<string, unknown> = {}) => ({
  type: BASIC.type,
  name: BASIC.name,
  legal_requirements: { abnt_nbr_10004: "I" },
  integrated_systems: { ctre, fepam: EMPTY_MAPPING },
  ...extra,
});

beforeAll(async () => {
  s = await providersApp(database.db);
}, 60_000);

describe("a residue registered through the wizard (a draft until its last step)", () => {
  it("is not 'edited' by its own steps: no change history, updated_at left at its creation", async () => {
    const created = await call(s.app, "POST", "/residues", s.token, { ...BASIC, draft: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.uuid_residue as string;
    // REQUISITOS LEGAIS, then SISTEMAS INTEGRADOS with its last Próximo (draft: false).
    expect((await call(s.app, "PUT", `/residues/${id}`, s.token, step(EMPTY_MAPPING))).status).toBe(200);
    const finished = await call(
      s.app,
      "PUT",
      `/residues/${id}`,
      s.token,
      step({ ...EMPTY_MAPPING, residue: "CTRE-01" }, { draft: false }),
    );
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body).toMatchObject({
      draft: false,
      integrated_systems: { ctre: { residue: "CTRE-01" } },
    });
    expect(finished.body.updated_at).toBe(finished.body.created_at);
    const history = await call(s.app, "GET", `/residues/${id}/changes`, s.token);
    expect(history.body.updates).toEqual([]);

    // Once finished, an edit is one: recorded, and the residue is 'edited'.
    const edited = await call(
      s.app,
      "PUT",
      `/residues/${id}`,
      s.token,
      step({ ...EMPTY_MAPPING, residue: "CTRE-02" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.updated_at).not.toBe(edited.body.created_at);
    const after = await call(s.app, "GET", `/residues/${id}/changes`, s.token);
    expect(after.body.updates).toHaveLength(1);
  });
});
