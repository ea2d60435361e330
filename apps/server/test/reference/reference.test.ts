import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "../../src/paths";
import { CITIES_MIGRATION, citiesMigrationSql } from "../../src/reference/generate-cities";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

describe("reference data", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  }, 60_000);

  it("loads the 27 UFs and every IBGE municipality", async () => {
    const states = await call(s.app, "GET", "/states", s.token);
    expect(states.body).toHaveLength(27);
    expect(states.body).toContainEqual({ federative_unit: "SP", name: "São Paulo" });
    const { rows } = await database.db.query<{ total: number }>("select count(*)::int as total from cities");
    // 5,570 municipalities plus Boa Esperança do Norte (MT), installed in 2025.
    expect(rows[0]!.total).toBe(5571);
  });

  it("lists a state's cities by name and asks for a state first", async () => {
    const sp = await call(s.app, "GET", "/cities?state=sp", s.token);
    expect(sp.body).toHaveLength(645);
    expect(sp.body).toContainEqual({ ibge_code: 3550308, name: "São Paulo" });
    const df = await call(s.app, "GET", "/cities?state=DF", s.token);
    expect(df.body).toEqual([{ ibge_code: 5300108, name: "Brasília" }]);
    const none = await call(s.app, "GET", "/cities", s.token);
    expect(none.status).toBe(422);
    expect(none.body.fields).toEqual({ state: "Selecione um estado para continuar" });
  });

  it("needs a session", async () => {
    expect((await s.app.inject({ method: "GET", url: "/api/v1/states" })).statusCode).toBe(401);
  });

  it("keeps the migration equal to what the brazil-cities package generates", async () => {
    expect(readFileSync(join(migrationsDir, CITIES_MIGRATION), "utf8")).toBe(await citiesMigrationSql());
  });
});
