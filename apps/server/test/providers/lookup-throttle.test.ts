import { LOOKUP_CODES } from "@trilha/api/error-codes";
import { beforeAll, describe, expect, it } from "vitest";
import { LOOKUP_THROTTLED, LOOKUP_WINDOW_SECONDS, LOOKUPS_PER_WINDOW } from "../../src/lookups/routes";
import { useTestDatabase } from "../support/database";
import { call, cnpjOf, providersApp, type Setup } from "./support";

/** The external lookups (CEP, the federal register's CNPJ) are limited per user. */
describe("lookup limit per user", () => {
  const database = useTestDatabase();
  let s: Setup;
  const asked = { cep: 0, company: 0 };

  beforeAll(async () => {
    s = await providersApp(database.db, {
      lookups: {
        cep: async (cep) => {
          asked.cep++;
          return { cep, state: "SP", city: "São Paulo", neighborhood: "Centro", street: "Rua A" };
        },
        company: async () => {
          asked.company++;
          return null;
        },
      },
    });
  }, 60_000);

  it("refuses the user's CEP lookups past the limit with a pt-BR 429, without asking the service", async () => {
    for (let i = 0; i < LOOKUPS_PER_WINDOW; i++)
      expect((await call(s.app, "GET", `/cep/0131010${i % 10}`, s.token)).status).toBe(200);
    const before = asked.cep;
    const refused = await call(s.app, "GET", "/cep/01310100", s.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: LOOKUP_CODES.LOOKUP_THROTTLED,
      message: "Limite de consultas de CEP atingido. Aguarde alguns minutos e tente novamente.",
      data: { retry_after: expect.any(Number) },
    });
    expect(refused.body.message).toBe(LOOKUP_THROTTLED.lookup_cep);
    const wait = Number(refused.response.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOOKUP_WINDOW_SECONDS);
    expect(refused.response.headers["ratelimit-policy"]).toBe(
      `${LOOKUPS_PER_WINDOW};w=${LOOKUP_WINDOW_SECONDS}`,
    );
    expect(asked.cep).toBe(before);
    // A malformed CEP is still told as such (nothing is looked up, nothing counted).
    expect((await call(s.app, "GET", "/cep/123", s.token)).status).toBe(422);
  });

  it("counts each user apart, and each kind of lookup apart", async () => {
    expect((await call(s.app, "GET", "/cep/01310100", s.otherToken)).status).toBe(200);
    const receita = await call(
      s.app,
      "GET",
      `/companies?source=receita&cnpj=${cnpjOf("334445550001")}`,
      s.token,
    );
    expect(receita.status).toBe(404);
  });

  it("refuses the federal register past the limit, and lets the user in again once the window passes", async () => {
    const cnpj = cnpjOf("334445550001");
    for (let i = 1; i < LOOKUPS_PER_WINDOW; i++)
      expect((await call(s.app, "GET", `/companies?source=receita&cnpj=${cnpj}`, s.token)).status).toBe(404);
    const refused = await call(s.app, "GET", `/companies?source=receita&cnpj=${cnpj}`, s.token);
    expect(refused).toMatchObject({
      status: 429,
      body: { code: LOOKUP_CODES.LOOKUP_THROTTLED, message: LOOKUP_THROTTLED.lookup_receita },
    });
    // The providers' own CNPJ search is no external lookup: never limited.
    expect((await call(s.app, "GET", `/companies?cnpj=${cnpj}`, s.token)).status).toBe(200);
    // The window slides: once the counted calls are older than it, the CEP lookup works again.
    await database.db.query(
      `update auth_attempts set created_at = created_at - make_interval(secs => $1) where kind like 'lookup_%'`,
      [LOOKUP_WINDOW_SECONDS],
    );
    expect((await call(s.app, "GET", "/cep/01310100", s.token)).status).toBe(200);
  });
});
