import { describe, expect, it } from "vitest";
import { DEMO_CONTRACTORS } from "../../src/seed/contractors";
import { call } from "../providers/support";
import { useSeededDemo } from "../support/seeded-demo";

describe("demo seed: contractors", () => {
  const demo = useSeededDemo("seed-contractors");

  it("gives the demo company its contractors once, one of them inactive, shown by the API", async () => {
    const list = await call(demo.setup.app, "GET", "/contractors/?active=all", demo.token);
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { cnpj: string }) => c.cnpj).sort()).toEqual(
      DEMO_CONTRACTORS.map((c) => c.cnpj).sort(),
    );
    const indicators = await call(demo.setup.app, "GET", "/contractors/indicators", demo.token);
    expect(indicators.body).toEqual({ active: 1, inactive: 1 });
    const first = await call(
      demo.setup.app,
      "GET",
      `/contractors/${list.body.data[0].uuid_contractor}`,
      demo.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.responsible_first.first_access_pending).toBe(true);
    expect(first.body.plan.features).toHaveLength(8);
  });

  it("lets the ADM demo user see them too, and no other company", async () => {
    const adm = await call(
      demo.setup.app,
      "GET",
      "/contractors/?active=all&per_page=50",
      demo.setup.otherToken,
    );
    expect(adm.body.total).toBeGreaterThanOrEqual(DEMO_CONTRACTORS.length);
    const norte = await call(demo.setup.app, "GET", "/contractors/?active=all", demo.setup.token);
    expect(norte.body.total).toBe(0);
  });
});
