import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const database = useTestDatabase();
let s: Setup;

const TREATMENT = { category: "reciclagem", technology: "rerrefino", class: "I" };
const STORAGE = { type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false };
const JUSTIFICATION = { justification: "Justificativa de teste com mais de trinta caracteres." };
let residue: string;

beforeAll(async () => {
  s = await providersApp(database.db);
  const created = await call(s.app, "POST", "/residues", s.token, {
    type: "industriais",
    name: "Óleo com gêmeos",
    treatments: [TREATMENT],
    storages: [STORAGE],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  residue = created.body.uuid_residue;
}, 60_000);

describe("a residue's treatments and storages on its edit page", () => {
  it.each([
    ["treatments", TREATMENT, "Tratamento já adicionado", "uuid_treatment"],
    // Twins by type, physical state and packaging: the tare choice does not tell them apart.
    ["storages", { ...STORAGE, discount_packaging: true }, "Armazenamento já adicionado", "uuid_storage"],
  ] as const)(
    "refuse a %s row equal to an active one (409), as the wizard's Incluir does",
    async (path, item, message, idKey) => {
      const twin = await call(s.app, "POST", `/residues/${residue}/${path}`, s.token, item);
      expect(twin.status, JSON.stringify(twin.body)).toBe(409);
      expect(twin.body).toMatchObject({ code: "DUPLICATE", message });

      // Once the first is inactivated, the same values may be registered again; the old one cannot come back.
      const list = await call(s.app, "GET", `/residues/${residue}/${path}`, s.token);
      const first = list.body.data[0][idKey] as string;
      expect(
        (await call(s.app, "DELETE", `/residues/${residue}/${path}/${first}`, s.token, JUSTIFICATION)).status,
      ).toBe(200);
      expect((await call(s.app, "POST", `/residues/${residue}/${path}`, s.token, item)).status).toBe(201);
      const back = await call(
        s.app,
        "POST",
        `/residues/${residue}/${path}/${first}/reactivation`,
        s.token,
        JUSTIFICATION,
      );
      expect(back.status, JSON.stringify(back.body)).toBe(409);
      expect(back.body).toMatchObject({ code: "DUPLICATE", message });
    },
  );
});
