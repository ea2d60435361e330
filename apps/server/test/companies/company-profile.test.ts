import { beforeAll, describe, expect, it } from "vitest";
import { forgetSessions } from "../../src/session/cache";
import { call, PNG, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const profile = {
  company_name: "Recicla Norte Gestão de Resíduos Ltda",
  trading_name: "Recicla Norte Ambiental",
  address_country: "Brasil",
  address_zip_code: "90010-000",
  address_name: "Rua dos Andradas",
  address_number: "1001",
  address_complement: "Sala 2",
  address_region: "Centro Histórico",
  address_state: "RS",
  address_city: "Porto Alegre",
  phone: "(51) 3333-4444",
  ie: "123456789",
  im: "",
  segment: "Reciclagem",
  email: "contato@reciclanorte.com.br",
};

describe("/company: the signed-in company's own data", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  /** The audit rows of the company with this CNPJ's own data. */
  const audit = (cnpj: string) =>
    database.db.query<{ user_id: number | null; action: string; changes: unknown[] }>(
      `select r.user_id, r.action, r.changes from audit_records r join companies c on c.id = r.company_id
        where r.resource = 'company' and r.entity_id = c.id and c.cnpj = $1 order by r.id`,
      [cnpj],
    );

  it("answers the company, saves the profile in one audited write and answers what it stored", async () => {
    const before = await call(s.app, "GET", "/company", s.token);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ trading_name: "Recicla Norte", address_name: null, email: null });
    expect(before.body.cnpj).toMatch(/^\d{14}$/);

    // CNPJ and plan are not editable: sent anyway, they are ignored.
    const saved = await call(s.app, "PUT", "/company", s.token, {
      company: { ...profile, cnpj: "11222333000181", plan: "ADM" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      ...profile,
      im: null,
      cnpj: before.body.cnpj,
      plan: before.body.plan,
    });
    expect(saved.body.updated_at).not.toBe(before.body.updated_at);
    const again = await call(s.app, "GET", "/company", s.token);
    expect(again.body).toEqual(saved.body);

    // The session (and so the header after a new page load) reads the new name.
    const session = await call(s.app, "GET", "/session", s.token);
    expect(session.body.company.trading_name).toBe("Recicla Norte Ambiental");

    const { rows } = await audit(before.body.cnpj);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "update" });
    expect(rows[0]!.user_id).toEqual(expect.any(Number));
    expect(rows[0]!.changes).toContainEqual({
      field: "trading_name",
      from: "Recicla Norte",
      to: "Recicla Norte Ambiental",
    });
    expect(rows[0]!.changes).toContainEqual({ field: "address_city", from: null, to: "Porto Alegre" });

    // Saving the same values changes nothing and records nothing.
    await call(s.app, "PUT", "/company", s.token, { company: profile });
    expect((await audit(before.body.cnpj)).rows).toHaveLength(1);
  });

  it("refuses invalid data with 422 and pt-BR messages on the form's field paths, writing nothing", async () => {
    const before = await call(s.app, "GET", "/company", s.token);
    const refused = await call(s.app, "PUT", "/company", s.token, {
      company: { ...profile, trading_name: "", company_name: "x".repeat(101), address_number: "10A" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Os dados informados são inválidos.",
      fields: {
        "company.trading_name": "O campo Nome fantasia é obrigatório.",
        "company.company_name": "O campo Razão social deve ter no máximo 100 caracteres.",
        "company.address_number": "Número deve ser numérico",
      },
    });
    expect((await call(s.app, "GET", "/company", s.token)).body).toEqual(before.body);
  });

  it("lets company B change only B, and needs a session", async () => {
    const a = (await call(s.app, "GET", "/company", s.token)).body;
    const b = (await call(s.app, "GET", "/company", s.otherToken)).body;
    expect(b.cnpj).not.toBe(a.cnpj);

    const saved = await call(s.app, "PUT", "/company", s.otherToken, {
      company: { ...profile, trading_name: "Trilha Adm Editada", company_name: "Trilha Administração S.A." },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ cnpj: b.cnpj, trading_name: "Trilha Adm Editada" });
    expect((await call(s.app, "GET", "/company", s.token)).body).toEqual(a);
    const { rows } = await database.db.query<{ cnpj: string }>(
      `select c.cnpj from audit_records r join companies c on c.id = r.company_id
        where r.resource = 'company' and r.entity_id = c.id order by r.id`,
    );
    expect(rows.map((row) => row.cnpj)).toEqual([a.cnpj, b.cnpj]);

    const anonymous = await s.app.inject({ method: "GET", url: "/api/v1/company" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets only the company's administrators change the profile and the logo; members read them", async () => {
    const setRole = async (role: "admin" | "member") => {
      await database.db.query(
        `update user_companies set role = $1
          where user_id = (select id from users where email = 'restrito@trilha.com.br')`,
        [role],
      );
      forgetSessions();
    };
    const before = (await call(s.app, "GET", "/company", s.token)).body;
    await setRole("member");
    try {
      expect((await call(s.app, "GET", "/company", s.token)).body).toEqual(before);
      const refusals = [
        await call(s.app, "PUT", "/company", s.token, {
          company: { ...profile, trading_name: "Outro Nome" },
        }),
        await call(s.app, "PUT", "/company/logo", s.token, [
          ["logo", { file: PNG, name: "logo.png", type: "image/png" }],
        ]),
        await call(s.app, "DELETE", "/company/logo", s.token),
      ];
      for (const refused of refusals) {
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          code: "COMPANY_ADMIN_ONLY",
          message: "Apenas administradores da empresa podem alterar os dados e o logotipo da empresa.",
        });
      }
      expect((await call(s.app, "GET", "/company", s.token)).body).toEqual(before);
    } finally {
      await setRole("admin");
    }
  });

  it("stores the text fields trimmed, as /meu-perfil keeps a name", async () => {
    const saved = await call(s.app, "PUT", "/company", s.token, {
      company: { ...profile, trading_name: "  Trilha Demonstração  ", segment: " Reciclagem\t", im: "   " },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      trading_name: "Trilha Demonstração",
      segment: "Reciclagem",
      im: null,
    });
    const { rows } = await database.db.query<{ trading_name: string }>(
      "select trading_name from companies where cnpj = $1",
      [saved.body.cnpj],
    );
    expect(rows[0]!.trading_name).toBe("Trilha Demonstração");
  });
  it("refuses a save from an older version (If-Match) with 412, keeping the newer save; a new logo does not age it", async () => {
    const put = (company: Record<string, unknown>, version: string) =>
      s.app.inject({
        method: "PUT",
        url: "/api/v1/company",
        headers: { authorization: `Bearer ${s.token}`, "if-match": `"${version}"` },
        payload: { company },
      });
    const opened = (await call(s.app, "GET", "/company", s.token)).body;
    const first = await put({ ...profile, address_complement: "Aba A" }, opened.updated_at);
    expect(first.statusCode, first.body).toBe(200);
    const stale = await put({ ...profile, segment: "Aba B" }, opened.updated_at);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: "STALE_RECORD" });
    expect((await call(s.app, "GET", "/company", s.token)).body).toMatchObject({
      address_complement: "Aba A",
      segment: profile.segment,
    });

    // The logo keeps its own time: the profile's form read before it still saves.
    const current = (await call(s.app, "GET", "/company", s.token)).body;
    const logo = await call(s.app, "PUT", "/company/logo", s.token, [
      ["logo", { file: PNG, name: "logo.png", type: "image/png" }],
    ]);
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect((await put({ ...profile, segment: "Depois do logotipo" }, current.updated_at)).statusCode).toBe(
      200,
    );
  });

  it("takes only a city of the state chosen, from the tables the state and city selects offer", async () => {
    const before = await call(s.app, "GET", "/company", s.token);
    const put = (place: { address_state: string; address_city: string }) =>
      call(s.app, "PUT", "/company", s.token, { company: { ...profile, ...place } });

    // Porto Alegre is in RS: a company in SP cannot be there.
    const elsewhere = await put({ address_state: "SP", address_city: "Porto Alegre" });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.fields).toEqual({
      "company.address_city": "Cidade não encontrada no estado informado.",
    });
    const noState = await put({ address_state: "XX", address_city: "Porto Alegre" });
    expect(noState.status).toBe(422);
    expect(noState.body.fields).toEqual({ "company.address_state": "Estado inválido." });
    // A city needs its state (the select's own words), as the form says before sending.
    const cityAlone = await put({ address_state: "", address_city: "Porto Alegre" });
    expect(cityAlone.status).toBe(422);
    expect(cityAlone.body.fields).toEqual({ "company.address_city": "Selecione um estado para continuar" });
    expect((await call(s.app, "GET", "/company", s.token)).body).toEqual(before.body);

    // Typed loosely, the pair is stored as the tables spell it; a state alone, or neither, is kept.
    const loose = await put({ address_state: "sp", address_city: "sao paulo" });
    expect(loose.status).toBe(200);
    expect(loose.body).toMatchObject({ address_state: "SP", address_city: "São Paulo" });
    const stateAlone = await put({ address_state: "MG", address_city: "" });
    expect(stateAlone.status).toBe(200);
    expect(stateAlone.body).toMatchObject({ address_state: "MG", address_city: null });
    const neither = await put({ address_state: "", address_city: "" });
    expect(neither.status).toBe(200);
    expect(neither.body).toMatchObject({ address_state: null, address_city: null });
  });
});
