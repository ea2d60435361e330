import { beforeAll, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/db/migrate";
import { createTestDatabase, useTestDatabase } from "../support/database";
import { call, cnpjOf, createProvider, providerFields, providersApp, type Setup } from "./support";

describe("provider search, accent- and case-insensitive", () => {
  const database = useTestDatabase();
  let s: Setup;

  const aliases = async (search: string) => {
    const answer = await call(
      s.app,
      "GET",
      `/providers/?page=1&per_page=50&search=${encodeURIComponent(search)}`,
      s.token,
    );
    expect(answer.status).toBe(200);
    return answer.body.data.map((p: { alias: string }) => p.alias).sort();
  };

  const create = (base: string, overrides: Record<string, string>) => createProvider(s, base, overrides);

  beforeAll(async () => {
    s = await providersApp(database.db);
    await create("101010100001", {
      "provider[alias]": "João Coletas",
      "company[company_name]": "Transportes São Tomé Ltda.",
      "company[trading_name]": "SÃO TOMÉ TRANSPORTES",
    });
    await create("202020200001", {
      "provider[alias]": "Conceicao Reciclagem",
      "company[company_name]": "Conceicao Reciclagem ME",
      "company[trading_name]": "Conceicao",
    });
    // Typed in decomposed form (e + U+0301), as some keyboards and pasted text send it.
    await create("303030300001", {
      "provider[alias]": "Jose\u0301 Entulhos",
      "company[company_name]": "Entulhos do Jose\u0301 Ltda.",
      "company[trading_name]": "Entulhos",
    });
  }, 60_000);

  it("finds accented names without the accents, in any case", async () => {
    for (const search of ["sao tome", "Sao Tome", "SAO TOME", "São Tomé", "são tomé", "SÃO TOMÉ"]) {
      expect(await aliases(search), search).toEqual(["João Coletas"]);
    }
    for (const search of ["joao", "JOAO", "João", "jOãO"]) {
      expect(await aliases(search), search).toEqual(["João Coletas"]);
    }
  });

  it("finds unaccented names when the search has the accents", async () => {
    expect(await aliases("Conceição")).toEqual(["Conceicao Reciclagem"]);
    expect(await aliases("CONCEIÇÃO RECICLAGEM")).toEqual(["Conceicao Reciclagem"]);
  });

  it("matches composed and decomposed accents alike", async () => {
    const decomposed = "Jose\u0301 Entulhos";
    for (const search of ["jose", "José", "JOSÉ", "Jose\u0301"]) {
      expect(await aliases(search), search).toEqual([decomposed]);
    }
  });

  it("keeps matching document digits and treats % and _ as plain characters", async () => {
    expect(await aliases("20.202.020")).toEqual(["Conceicao Reciclagem"]);
    expect(await aliases("%")).toEqual([]);
    expect(await aliases("S_o")).toEqual([]);
    expect(await aliases("nada parecido")).toEqual([]);
  });

  describe("text with digits", () => {
    beforeAll(async () => {
      await create("580004180001", {
        "provider[alias]": "Limpa Sul",
        "company[company_name]": "Limpa Sul Ambiental Ltda.",
        // Ends where the CNPJ digits begin in the stored search text: "… sanitario 58000418…".
        "company[trading_name]": "Limpa Sul Aterro Sanitário",
      });
      await create("610006100001", {
        "provider[alias]": "Aterro 5 Estrelas",
        "company[company_name]": "Cinco Estrelas Aterros Ltda.",
        "company[trading_name]": "Aterro Cinco",
      });
      await create("620006200001", {
        "provider[alias]": "Aterro 50",
        "company[company_name]": "Aterro Cinquenta Ltda.",
        "company[trading_name]": "Aterro 50",
      });
    }, 60_000);

    it("looks for text with a digit in the alias and names only, not in every document with that digit", async () => {
      expect(await aliases("Aterro 5")).toEqual(["Aterro 5 Estrelas", "Aterro 50"]);
      expect(await aliases("Limpa Sul Aterro Sanitário 5")).toEqual([]);
      // The stored text parts names from digits with a line break; a typed one is only a space.
      expect(await aliases("Sanitário\n58000418")).toEqual([]);
      expect(await aliases("aterro sanitario")).toEqual(["Limpa Sul"]);
      expect(await aliases("Rua 1")).toEqual([]);
    });

    it("reads digits with mask characters as a document number", async () => {
      expect(await aliases("58.000.418")).toEqual(["Limpa Sul"]);
      expect(await aliases("58000418")).toEqual(["Limpa Sul"]);
      expect(await aliases(" 58.000.418/0001-")).toEqual(["Limpa Sul"]);
      // Digits also find names that hold them, as before.
      expect(await aliases("50")).toContain("Aterro 50");
    });
  });

  it("finds a provider by the city the list shows, and follows a move", async () => {
    const uuid = await create("505050500001", {
      "provider[alias]": "Coleta Interior",
      "company[company_name]": "Coleta Interior Ltda.",
      "company[trading_name]": "Coleta Interior",
      "company[address_city]": "Campinas",
    });
    expect(await aliases("campinas")).toEqual(["Coleta Interior"]);
    const moved = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({
        "company[cnpj]": cnpjOf("505050500001"),
        "provider[alias]": "Coleta Interior",
        "company[company_name]": "Coleta Interior Ltda.",
        "company[trading_name]": "Coleta Interior",
        "company[address_state]": "MG",
        "company[address_city]": "Uberlândia",
      }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await aliases("campinas")).toEqual([]);
    expect(await aliases("uberlandia")).toEqual(["Coleta Interior"]);
  });

  it("follows an edit of the alias and of the company names", async () => {
    const uuid = await create("404040400001", {
      "provider[alias]": "Rota Limpa",
      "company[company_name]": "Rota Limpa Ltda.",
      "company[trading_name]": "Rota Limpa",
    });
    const edited = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({
        "company[cnpj]": cnpjOf("404040400001"),
        "provider[alias]": "Rota Limpa Goiânia",
        "company[company_name]": "Rota Limpa Maranhão Ltda.",
        "company[trading_name]": "Rota Limpa",
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await aliases("goiania")).toEqual(["Rota Limpa Goiânia"]);
    expect(await aliases("maranhao")).toEqual(["Rota Limpa Goiânia"]);
  });

  it("uses the trigram index for a folded search when PostgreSQL has pg_trgm", async () => {
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from pg_indexes where indexname = 'providers_search_trgm' and schemaname = current_schema()",
    );
    if (rows[0]!.n === 0) return; // PGlite (no pg_trgm): the search is a scan there, by design.
    const plan = await database.db.transaction(async (tx) => {
      await tx.query("set local enable_seqscan = off");
      const explained = await tx.query<{ "QUERY PLAN": string }>(
        // Only the search condition: the tiny test table would otherwise be read through the company index.
        "explain select id from providers p where p.search_text like search_fold($1)",
        ["%São Paulo%"],
      );
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("providers_search_trgm");
    // Folded once at planning time into a constant pattern the index can serve.
    expect(plan).toContain("'%sao paulo%'");
  });
});

describe("migrations 0014 and 0015 (search folding, digits apart)", () => {
  it("recomputes the search text of providers saved before them", async () => {
    const test = await createTestDatabase({ migrated: false });
    try {
      const migrations = readMigrations();
      await migrate(test.db, { migrations: migrations.filter((m) => m.version < "0014") });
      const company = await test.db.query<{ id: number }>(
        "insert into companies (trading_name, company_name, cnpj, plan) values ('T', 'T', '11222333000181', 'BASICO') returning id",
      );
      const companyId = company.rows[0]!.id;
      const provider = await test.db.query<{ id: number }>(
        "insert into providers (company_id, alias) values ($1, 'Águas de Março') returning id",
        [companyId],
      );
      await test.db.query(
        `insert into provider_companies (provider_id, company_id, registry_type, cnpj, company_name, trading_name)
         values ($1, $2, 'cnpj', '11444777000161', 'Saneamento Paraná S.A.', 'ÁGUAS')`,
        [provider.rows[0]!.id, companyId],
      );
      const searchText = async () =>
        (await test.db.query<{ search_text: string }>("select search_text from providers")).rows[0]!
          .search_text;
      expect(await searchText()).toContain("março");
      await migrate(test.db, { migrations });
      expect(await searchText()).toBe("aguas de marco saneamento parana s.a. aguas\n11444777000161");
    } finally {
      await test.dispose();
    }
  }, 60_000);
});
