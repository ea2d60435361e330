import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

// "MTR Modelo" (issue 16): a company's templates, renamed and deleted through the kit (no justification).
const database = useTestDatabase();
let s: Setup;
beforeAll(async () => {
  s = await providersApp(database.db);
});

const values = { document_type: "romaneio", mtr_option: "only_pv", vehicle_plate: "ABC1D23", residues: [] };
const EMPTY = "Preencha ao menos um campo do formulário antes de salvar um modelo.";

async function create(name: string, token = s.token) {
  const created = await call(s.app, "POST", "/mtr-templates", token, { name, values });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { uuid_template: string; name: string; updated_at: string };
}

const names = async (token: string, query = "") =>
  (await call(s.app, "GET", `/mtr-templates${query}`, token)).body.data.map((t: { name: string }) => t.name);

describe("MTR templates", () => {
  it("refuses a template of an empty form, with the pt-BR message on its values", async () => {
    for (const empty of [{}, { residues: [] }, { vehicle_plate: "  ", observations: "" }]) {
      const answer = await call(s.app, "POST", "/mtr-templates", s.token, { name: "Vazio", values: empty });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).toContain(EMPTY);
    }
    expect(await names(s.token, "?search=Vazio")).toEqual([]);
  });

  it("are the company's own: another company neither lists, reads, renames nor deletes them", async () => {
    const own = await create("Coleta da filial");
    expect(await names(s.otherToken, "?search=filial")).toEqual([]);
    const other = (method: "GET" | "PUT" | "DELETE", body?: Record<string, unknown>) =>
      call(s.app, method, `/mtr-templates/${own.uuid_template}`, s.otherToken, body);
    for (const answer of [
      await other("GET"),
      await other("PUT", { name: "Tomado", values }),
      await other("DELETE", {}),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "NOT_FOUND", message: "Modelo de MTR não encontrado." });
    }
    expect(await names(s.token, "?search=filial")).toEqual(["Coleta da filial"]);
  });

  it("are renamed keeping their values; a name already used answers the clear 409", async () => {
    const first = await create("Coleta de segunda");
    await create("Coleta de terça");
    const renamed = await call(s.app, "PUT", `/mtr-templates/${first.uuid_template}`, s.token, {
      name: "  Coleta de segunda-feira ",
      values,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Coleta de segunda-feira", values });
    const taken = await call(s.app, "PUT", `/mtr-templates/${first.uuid_template}`, s.token, {
      name: "COLETA DE TERÇA",
      values,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: "DUPLICATE",
      message: "Já existe um modelo de MTR com este nome.",
    });
    const again = await call(s.app, "POST", "/mtr-templates", s.token, { name: "coleta de terça", values });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Já existe um modelo de MTR com este nome.");
  });

  it("are deleted without a justification, leave the list and free their name", async () => {
    const template = await create("Coleta mensal");
    const deleted = await call(s.app, "DELETE", `/mtr-templates/${template.uuid_template}`, s.token, {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.deleted_at).toEqual(expect.any(String));
    expect(await names(s.token, "?search=mensal")).toEqual([]);
    const twice = await call(s.app, "DELETE", `/mtr-templates/${template.uuid_template}`, s.token, {});
    expect(twice.body.code).toBe("ALREADY_INACTIVE");
    // The name is free again; bringing the old one back then meets the new one's name: 409, not a 500.
    await create("Coleta mensal");
    const back = await call(
      s.app,
      "POST",
      `/mtr-templates/${template.uuid_template}/reactivation`,
      s.token,
      {},
    );
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      code: "DUPLICATE",
      message: "Já existe um modelo de MTR com este nome.",
    });
  });

  it("still check a justification sent with a deletion, and keep it in the history", async () => {
    const template = await create("Coleta trimestral");
    const short = await call(s.app, "DELETE", `/mtr-templates/${template.uuid_template}`, s.token, {
      justification: "curta",
    });
    expect(short.status).toBe(422);
    const justification = "Modelo substituído pelo da nova transportadora contratada.";
    const deleted = await call(s.app, "DELETE", `/mtr-templates/${template.uuid_template}`, s.token, {
      justification,
    });
    expect(deleted.status).toBe(200);
    const history = await call(s.app, "GET", `/mtr-templates/${template.uuid_template}/changes`, s.token);
    expect(history.body.deletions).toEqual([expect.objectContaining({ justification })]);
  });

  it("are found by name past the first page (search and pagination)", async () => {
    for (let i = 1; i <= 12; i += 1) await create(`Rota ${String(i).padStart(2, "0")}`);
    const page = await call(s.app, "GET", "/mtr-templates?search=rota&per_page=5&page=3&sort=name", s.token);
    expect(page.body.total).toBe(12);
    expect(page.body.data.map((t: { name: string }) => t.name)).toEqual(["Rota 11", "Rota 12"]);
    expect(await names(s.token, "?search=ROTA%2007")).toEqual(["Rota 07"]);
  });
});
