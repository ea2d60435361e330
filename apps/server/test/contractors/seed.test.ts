import { describe, expect, it } from "vitest";
import { DEMO_CONTRACTORS } from "../../src/seed/contractors";
import { DEMO_CREDENTIALS } from "../../src/seed/demo";
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

  it("inactivates the inactive one as a user does: its history says why, by the demo user", async () => {
    const inactive = DEMO_CONTRACTORS.find((c) => c.inactive)!;
    const list = await call(demo.setup.app, "GET", `/contractors/?active=false`, demo.token);
    const item = list.body.data.find((c: { cnpj: string }) => c.cnpj === inactive.cnpj);
    expect(item?.deleted_at).toBeTruthy();
    const changes = await call(
      demo.setup.app,
      "GET",
      `/contractors/${item.uuid_contractor}/changes`,
      demo.token,
    );
    expect(changes.status).toBe(200);
    // Seeded twice, inactivated once.
    expect(changes.body.deletions).toHaveLength(1);
    expect(changes.body.deletions[0]).toMatchObject({
      action: "inactivation",
      justification: inactive.inactive,
      user: { name: expect.stringMatching(/\S/) },
      changes: [{ field: "deleted_at", from: null, to: item.deleted_at }],
    });
    const { rows } = await demo.db.query<{ email: string }>(
      `select u.email from audit_records a join users u on u.id = a.user_id
        where a.resource = 'contractor' and a.action = 'inactivation'`,
    );
    expect(rows).toEqual([{ email: DEMO_CREDENTIALS.email }]);
  });

  it("leaves no seeded record inactive without its inactivation in the history", async () => {
    // Every table the kit inactivates (a deleted_at column) against the history's inactivations.
    const { rows: tables } = await demo.db.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.column_name = 'deleted_at' and c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and exists (select 1 from information_schema.columns k where k.table_name = c.table_name
                        and k.table_schema = c.table_schema and k.column_name = 'company_id')`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["contractors", "providers", "residues"]),
    );
    for (const { table_name: table } of tables) {
      const { rows } = await demo.db.query<{ id: number }>(
        `select t.id from ${table} t where t.deleted_at is not null
           and not exists (select 1 from audit_records a where a.entity_id = t.id and a.action = 'inactivation'
                             and a.justification is not null)`,
      );
      expect(rows, table).toEqual([]);
    }
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
