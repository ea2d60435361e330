import { describe, expect, it } from "vitest";
import { DEMO_COMPANY, seedDemo } from "../../src/seed/demo";
import { DEMO_PROVIDER_COUNT } from "../../src/seed/providers";
import { useTestDatabase } from "../support/database";

describe("demo providers", () => {
  const test = useTestDatabase();

  const counts = async () => {
    const { rows } = await test.db.query<Record<string, number>>(
      `select count(*)::int as providers,
              count(*) filter (where p.deleted_at is not null)::int as inactive,
              count(*) filter (where p.updated_at <> p.created_at)::int as edited,
              count(distinct pc.address_state)::int as states,
              (select count(distinct type_code)::int from provider_type_links) as types,
              (select count(*)::int from change_records) as changes
         from providers p join provider_companies pc on pc.provider_id = p.id
         join companies c on c.id = p.company_id where c.cnpj = $1`,
      [DEMO_COMPANY.cnpj],
    );
    return rows[0];
  };

  it("gives the demo company several hundred mixed providers, once", async () => {
    await seedDemo(test.db);
    const first = await counts();
    expect(first).toMatchObject({ providers: DEMO_PROVIDER_COUNT, states: 14, types: 3 });
    expect(first!.inactive).toBeGreaterThan(20);
    expect(first!.edited).toBeGreaterThan(20);
    expect(first!.changes).toBe(first!.inactive! + first!.edited!);
    await seedDemo(test.db);
    expect(await counts()).toEqual(first);
  }, 60_000);
});
