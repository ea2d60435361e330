import { beforeAll, describe, expect, it } from "vitest";
import { LANDMARK_ROWS } from "../../src/resources/paging";
import { call, createProvider, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/** More rows than two landmarks' worth, with timestamps shared by three rows each (the id breaks ties). */
const ROWS = 2 * LANDMARK_ROWS + 537;

describe("a deep page, read from a landmark instead of an OFFSET over every row before it", () => {
  const database = useTestDatabase();
  let s: Setup;
  let companyId: number;

  const pageOf = async (query: string) => {
    const answer = await call(s.app, "GET", `/providers/?${query}`, s.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { data: { uuid_provider: string }[]; total: number };
  };
  /** The same page by a plain OFFSET, as the list read it before landmarks. */
  const expected = async (page: number, perPage: number, direction: "asc" | "desc") => {
    const { rows } = await database.db.query<{ uuid: string }>(
      `select uuid::text from providers where company_id = $1 and deleted_at is null
        order by created_at ${direction}, id ${direction} limit ${perPage} offset ${(page - 1) * perPage}`,
      [companyId],
    );
    return rows.map((row) => row.uuid);
  };

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await createProvider(s, "515151500001");
    const { rows } = await database.db.query<{ company_id: number }>(
      "select company_id from providers where uuid = $1",
      [created],
    );
    companyId = rows[0]!.company_id;
    await database.db.query(
      `insert into providers (company_id, alias, activity, created_at, updated_at, deleted_at)
       select $1, 'Landmark ' || i, 'Coleta', now() - make_interval(mins => i / 3), now(),
              case when i % 10 = 0 then now() end
         from generate_series(1, $2::int) i`,
      [companyId, ROWS],
    );
    // What a provider created through the API also has: its company's register and a service type.
    await database.db.query(
      `insert into provider_companies (provider_id, company_id, registry_type, cnpj, company_name, trading_name)
       select p.id, p.company_id, 'cnpj', '9' || lpad(p.id::text, 13, '0'), p.alias || ' Ltda.', p.alias
         from providers p
        where p.company_id = $1 and not exists (select 1 from provider_companies pc where pc.provider_id = p.id)`,
      [companyId],
    );
    await database.db.query(
      `insert into provider_type_links (provider_id, type_code)
       select p.id, 'carrier' from providers p
        where p.company_id = $1 and not exists (select 1 from provider_type_links l where l.provider_id = p.id)`,
      [companyId],
    );
  }, 120_000);

  it("holds the rows an OFFSET holds, on every side of a landmark, in both orders and page sizes", async () => {
    const cases: [page: number, perPage: number, sort: "" | "created_at"][] = [
      // Before the first landmark, cut from a walk rounded up to WALK_STEP rows (one crossing a step).
      [2, 10, ""],
      [7, 15, ""],
      [10, 100, ""],
      [12, 100, ""],
      [100, 10, ""],
      [101, 10, ""],
      [102, 10, ""],
      [150, 10, ""],
      [201, 10, ""],
      [221, 10, ""],
      [21, 50, ""],
      [101, 10, "created_at"],
      [123, 20, "created_at"],
      // Past the last row: no rows, as an OFFSET has none.
      [400, 10, ""],
    ];
    for (const [page, perPage, sort] of cases) {
      const answer = await pageOf(
        `page=${page}&per_page=${perPage}&active=true${sort ? `&sort=${sort}` : ""}`,
      );
      expect(
        answer.data.map((p) => p.uuid_provider),
        `page ${page} of ${perPage}${sort ? `, ${sort}` : ""}`,
      ).toEqual(await expected(page, perPage, sort ? "asc" : "desc"));
    }
  });

  it("reads a search's pages by their ids, then their rows: the rows and order a plain query finds", async () => {
    // "Landmark 12" is in the aliases (and the names made from them) that start with it: 12, 120–129, …
    const matching = async (page: number, perPage: number) => {
      const { rows } = await database.db.query<{ uuid: string }>(
        `select uuid::text from providers
          where company_id = $1 and deleted_at is null and alias like 'Landmark 12%'
          order by created_at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}`,
        [companyId],
      );
      return rows.map((row) => row.uuid);
    };
    for (const [page, perPage] of [
      [1, 10],
      [2, 10],
      [3, 25],
      [20, 10],
    ] as const) {
      const answer = await pageOf(`page=${page}&per_page=${perPage}&active=true&search=landmark%2012`);
      expect(
        answer.data.map((p) => p.uuid_provider),
        `page ${page} of ${perPage}`,
      ).toEqual(await matching(page, perPage));
    }
    const none = await pageOf("page=1&per_page=10&active=true&search=no%20such%20provider");
    expect(none).toMatchObject({ data: [], total: 0 });
  });

  it("follows a write through the kit at once: the landmarks are found again", async () => {
    const before = await pageOf("page=150&per_page=10&active=true");
    await createProvider(s, "525252500001");
    const after = await pageOf("page=150&per_page=10&active=true");
    // The newest row comes first, so every row moves one place down the list.
    expect(after.data.map((p) => p.uuid_provider)).toEqual(await expected(150, 10, "desc"));
    expect(after.data[1]?.uuid_provider).toBe(before.data[0]?.uuid_provider);
  });
});
