import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/** How many options each list ships (docs/api/residue-reference.md names each list's source). */
const COUNTS: Record<string, number> = {
  "/residues/types": 11,
  "/storages": 10,
  "/storagies": 10,
  "/fisical/states": 5,
  "/physical/states": 5,
  "/packagings": 15,
  "/categories": 7,
  "/treatment/technology": 24,
  "/classes": 3,
  "/packing/groups": 3,
  "/risk/numbers": 46,
  "/main/risk/classes": 15,
  "/onu/code/lists": 42,
  "/nbr_147253/lists": 30,
  "/conama/code/lists": 21,
  "/ibama/table": 20,
  "/ibama/code/lists": 13,
  "/vehicles/types": 12,
};

describe("residue option lists", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  }, 60_000);

  it("answers every list as a map of value to label, with no empty key or label", async () => {
    for (const [path, count] of Object.entries(COUNTS)) {
      const { status, body } = await call(s.app, "GET", path, s.token);
      expect(status, path).toBe(200);
      expect(Object.keys(body), path).toHaveLength(count);
      for (const [value, label] of Object.entries(body)) {
        expect(value.trim(), path).not.toBe("");
        expect(typeof label === "string" && label.trim() !== "", path).toBe(true);
      }
    }
  });

  it("carries the legal lists' own codes", async () => {
    const classes = await call(s.app, "GET", "/classes", s.token);
    expect(classes.body).toEqual({
      I: "Classe I - Perigoso",
      IIA: "Classe II A - Não inerte",
      IIB: "Classe II B - Inerte",
    });
    const un = await call(s.app, "GET", "/onu/code/lists", s.token);
    expect(un.body.UN1203).toBe("UN 1203 - Gasolina");
    const conama = await call(s.app, "GET", "/conama/code/lists", s.token);
    expect(conama.body.A001).toBe("Resíduos de restaurante (restos de alimentos)");
    const risk = await call(s.app, "GET", "/risk/numbers", s.token);
    expect(risk.body["33"]).toMatch(/^33 - Líquido altamente inflamável/);
  });

  it("lists a treatment category's technologies, and refuses a category no list has", async () => {
    const all = await call(s.app, "GET", "/treatment/technology", s.token);
    const recycling = await call(s.app, "GET", "/treatment/technology?category=reciclagem", s.token);
    expect(recycling.status).toBe(200);
    expect(recycling.body).toHaveProperty("rerrefino");
    expect(Object.keys(recycling.body).length).toBeGreaterThan(0);
    expect(Object.keys(recycling.body).length).toBeLessThan(Object.keys(all.body).length);
    for (const [code, label] of Object.entries(recycling.body)) expect(all.body[code]).toBe(label);
    const unknown = await call(s.app, "GET", "/treatment/technology?category=nuclear", s.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Categoria de tratamento não encontrada.");
  });

  it("lists a principal class's possible subsidiary risks without the class itself", async () => {
    const { status, body } = await call(s.app, "GET", "/subsidiary/risk/classes/3", s.token);
    expect(status).toBe(200);
    expect(body).not.toHaveProperty("3");
    expect(body["8"]).toBe("Classe 8 - Substâncias corrosivas");
    expect(Object.keys(body)).toHaveLength(14);
  });

  it("lists an NBR 14725-3 hazard class's categories", async () => {
    const { body } = await call(s.app, "GET", "/nbr_147253/sub/lists/liquidos_inflamaveis", s.token);
    expect(Object.values(body)).toEqual(["Categoria 1", "Categoria 2", "Categoria 3", "Categoria 4"]);
  });

  it("lists an IBAMA sub-chapter's residues, however the code is spaced", async () => {
    const spaced = await call(s.app, "GET", `/ibama/code/sub/lists/${encodeURIComponent("13 02")}`, s.token);
    const plain = await call(s.app, "GET", "/ibama/code/sub/lists/1302", s.token);
    expect(spaced.body).toEqual(plain.body);
    expect(spaced.body["13 02 05(*)"]).toMatch(/^13 02 05\(\*\) - Óleos minerais não clorados/);
  });

  it("answers 404 with a pt-BR message for a code no list has", async () => {
    for (const [path, message] of [
      ["/subsidiary/risk/classes/42", "Classe de risco não encontrada."],
      ["/nbr_147253/sub/lists/nada", "Classe de perigo não encontrada."],
      ["/ibama/code/sub/lists/9999", "Lista do IBAMA não encontrada."],
      [`/subsidiary/risk/classes/${"9".repeat(60)}`, "Classe de risco não encontrada."],
    ] as const) {
      const { status, body } = await call(s.app, "GET", path, s.token);
      expect(status, path).toBe(404);
      expect(body).toEqual({ code: "NOT_FOUND", message });
    }
  });

  it("needs a session", async () => {
    expect((await s.app.inject({ method: "GET", url: "/api/v1/classes" })).statusCode).toBe(401);
  });
});
