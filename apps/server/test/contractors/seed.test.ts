import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CONTRACTORS } from "../../src/seed/contractors";
import { DEMO_CREDENTIALS, seedDemo } from "../../src/seed/demo";
import { createLocalStorage } from "../../src/storage/storage";
import { signIn } from "../auth/support/auth-app";
import { call, providersApp, type Setup } from "../providers/support";
import { tempDir } from "../support/app";
import { useTestDatabase } from "../support/database";

describe("demo seed: contractors", () => {
  const database = useTestDatabase();
  const storage = createLocalStorage(tempDir("seed-contractors"));
  let s: Setup;
  let demoToken: string;

  beforeAll(async () => {
    await seedDemo(database.db, { storage });
    // Twice: the second run changes nothing.
    await seedDemo(database.db, { storage });
    s = await providersApp(database.db, { storage });
    demoToken = await signIn(s.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  }, 60_000);

  it("gives the demo company its contractors once, one of them inactive, shown by the API", async () => {
    const list = await call(s.app, "GET", "/contractors/?active=all", demoToken);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { cnpj: string }) => c.cnpj).sort()).toEqual(
      DEMO_CONTRACTORS.map((c) => c.cnpj).sort(),
    );
    const indicators = await call(s.app, "GET", "/contractors/indicators", demoToken);
    expect(indicators.body).toEqual({ active: 1, inactive: 1 });
    const first = await call(s.app, "GET", `/contractors/${list.body.data[0].uuid_contractor}`, demoToken);
    expect(first.status).toBe(200);
    expect(first.body.responsible_first.first_access_pending).toBe(true);
    expect(first.body.plan.features).toHaveLength(8);
  });

  it("lets the ADM demo user see them too, and no other company", async () => {
    const adm = await call(s.app, "GET", "/contractors/?active=all&per_page=50", s.otherToken);
    expect(adm.body.total).toBeGreaterThanOrEqual(DEMO_CONTRACTORS.length);
    const norte = await call(s.app, "GET", "/contractors/?active=all", s.token);
    expect(norte.body.total).toBe(0);
  });
});
