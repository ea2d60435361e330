import { beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../src/mail/mailer";
import { lastLink, post, setPasswordThroughLink, signIn } from "../auth/support/auth-app";
import { call, cnpjOf, PDF, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const PASSWORD = "Contratante@2026";

type Part = string | { file: Buffer; name: string; type: string };

let serial = 0;

/** A whole wizard body with a fresh CNPJ and master e-mail, as multipart pairs. */
function contractorFields(overrides: Record<string, string> = {}, extra: [string, Part][] = []) {
  serial += 1;
  const base: Record<string, string> = {
    "contractor[cnpj]": cnpjOf(`5566677${String(serial).padStart(4, "0")}1`.slice(0, 12)),
    "contractor[company_name]": `Cliente ${serial} Indústria Ltda.`,
    "contractor[trading_name]": `Cliente ${serial}`,
    "contractor[address_country]": "Brasil",
    "contractor[address_zip_code]": "01310-100",
    "contractor[address_name]": "Avenida Paulista",
    "contractor[address_number]": "1000",
    "contractor[phone]": "(11) 3333-4444",
    "responsible_contractor_cool[name]": "Laura Legal",
    "responsible_contractor_cool[phone]": "(11) 3333-4444",
    "responsible_contractor_cool[email]": "laura@cliente.com.br",
    "responsible_contractor_financial[name]": "Fábio Financeiro",
    "responsible_contractor_financial[phone]": "(11) 3333-4445",
    "responsible_contractor_financial[email]": "fabio@cliente.com.br",
    "contract[inicio]": "2026-01-01",
    "contract[termino]": "2027-01-01",
    "contract[observacoes]": "Contrato anual.",
    "plan[main_module]": "mmf",
    "plan[small_generators]": "2",
    "plan[large_generators]": "0",
    "plan[internal_management_generators]": "1",
    "plan[features][0][feature]": "monitoring",
    "plan[features][0][enabled]": "true",
    "plan[features][0][users]": "30",
    "responsible_first[name]": "Marta Master",
    "responsible_first[phone]": "11988887777",
    "responsible_first[email]": `master${serial}@cliente${serial}.com.br`,
    ...overrides,
  };
  const fields: [string, Part][] = Object.entries(base).filter(([, value]) => value !== "");
  return [...fields, ...extra];
}

const pdf = (name: string): Part => ({ file: PDF, name, type: "application/pdf" });

async function count(db: ReturnType<typeof useTestDatabase>["db"], sql: string, params: unknown[] = []) {
  const { rows } = await db.query<{ total: number }>(`select count(*)::int as total ${sql}`, params);
  return rows[0]!.total;
}

describe("contractors", () => {
  const database = useTestDatabase();
  let s: Setup;
  /** Verde Sul's user (an ordinary plan, another company). */
  let sulToken: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    // empresas@ is bound to Recicla Norte, Verde Sul and Trilha Administração: sign in to Verde Sul.
    const login = await post(s.app, "/login", { email: "empresas@trilha.com.br", password: "Trilha@2024" });
    const module = await post(s.app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const sul = module.body.companies.find((c: { trading_name: string }) => c.trading_name === "Verde Sul");
    const company = await post(s.app, "/companies/current", { uuid_company: sul.uuid }, module.body.token);
    sulToken = company.body.token;
  }, 60_000);

  it("creates contractor, contract, plan and master user in one call, and sends one welcome e-mail", async () => {
    const fields = contractorFields({}, [
      ["contractor[cartao_cnpj]", pdf("cartao.pdf")],
      ["contract[contrato]", pdf("contrato.pdf")],
      ["contract[aditivos][0]", pdf("aditivo-1.pdf")],
      ["contract[aditivos][1]", pdf("aditivo-2.pdf")],
    ]);
    const email = fields.find(([name]) => name === "responsible_first[email]")![1] as string;
    const created = await call(s.app, "POST", "/contractors", s.token, fields);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = created.body;
    expect(body.trading_name).toMatch(/^Cliente \d+$/);
    expect(body.contractor.cartao_cnpj_display_name).toBe("cartao.pdf");
    expect(body.contract.contrato.display_name).toBe("contrato.pdf");
    expect(body.contract.aditivos.map((a: { display_name: string }) => a.display_name)).toEqual([
      "aditivo-1.pdf",
      "aditivo-2.pdf",
    ]);
    expect(body.plan.modules).toEqual([
      "Módulo Matriz-Filial",
      "Módulo Pequeno Gerador",
      "Módulo Gerador com Gestão Interna",
    ]);
    const monitoring = body.plan.features.find((f: { feature: string }) => f.feature === "monitoring");
    expect(monitoring).toMatchObject({ enabled: true, users: 30 });
    expect(body.plan.features).toHaveLength(8);
    expect(body.responsible_first).toMatchObject({ email, first_access_pending: true });
    expect(body.responsible_first.welcome_sent_at).not.toBeNull();

    const mails = await listOutbox(database.db, { to: email });
    expect(mails).toHaveLength(1);

    // The master user creates a password through the link and enters the new company's plan modules.
    const changed = await setPasswordThroughLink(s.app, database.db, email, PASSWORD);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const login = await post(s.app, "/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.modules.map((m: { nome_comercial: string }) => m.nome_comercial).sort()).toEqual(
      [...body.plan.modules].sort(),
    );
    const module = await post(s.app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    expect(module.body.companies.map((c: { uuid: string }) => c.uuid)).toEqual([body.uuid_company]);
    expect(await signIn(s.app, email, PASSWORD)).toEqual(expect.any(String));
  });

  it("lists, filters by creation date and counts active and inactive ones", async () => {
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields());
    expect(created.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const list = await call(
      s.app,
      "GET",
      `/contractors/?created_from=2000-01-01&created_to=${today}`,
      s.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { uuid_contractor: string }) => c.uuid_contractor)).toContain(
      created.body.uuid_contractor,
    );
    const before = await call(s.app, "GET", "/contractors/?created_to=2000-01-01", s.token);
    expect(before.body.total).toBe(0);
    const bad = await call(s.app, "GET", "/contractors/?created_from=ontem", s.token);
    expect(bad.status).toBe(422);

    const counts = await call(s.app, "GET", "/contractors/indicators", s.token);
    const inactivated = await call(s.app, "DELETE", `/contractors/${created.body.uuid_contractor}`, s.token, {
      justification: "Contrato encerrado pelo cliente ao fim do período.",
    });
    expect(inactivated.status).toBe(200);
    const after = await call(s.app, "GET", "/contractors/indicators", s.token);
    expect(after.body).toEqual({ active: counts.body.active - 1, inactive: counts.body.inactive + 1 });
    // The inactive contractor's company can no longer be entered.
    expect(
      await count(
        database.db,
        "from companies c join contractors x on x.client_company_id = c.id where x.uuid = $1 and c.active",
        [created.body.uuid_contractor],
      ),
    ).toBe(0);
  });

  it("answers 409 naming the existing contractor for a duplicate CNPJ, and no e-mail", async () => {
    const first = await call(s.app, "POST", "/contractors", s.token, contractorFields());
    const cnpj = first.body.cnpj as string;
    const fields = contractorFields({ "contractor[cnpj]": cnpj });
    const email = fields.find(([name]) => name === "responsible_first[email]")![1] as string;
    const again = await call(s.app, "POST", "/contractors", s.token, fields);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("DUPLICATE");
    expect(again.body.message).toBe(
      `Um contratante já foi cadastrado com o CNPJ informado: ${first.body.trading_name}.`,
    );
    expect(again.body.data.existing.uuid_contractor).toBe(first.body.uuid_contractor);
    // Another company is told of a duplicate without the name.
    const other = await call(
      s.app,
      "POST",
      "/contractors",
      sulToken,
      contractorFields({ "contractor[cnpj]": cnpj }),
    );
    expect(other.status).toBe(409);
    expect(other.body.data).toBeUndefined();
    expect(await listOutbox(database.db, { to: email })).toHaveLength(0);
  });

  it("finds the contractor of a CNPJ (the wizard's duplicate check), active or not, within its scope", async () => {
    const first = await call(s.app, "POST", "/contractors", s.token, contractorFields());
    const cnpj = first.body.cnpj as string;
    const masked = cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
    const found = await call(
      s.app,
      "GET",
      `/contractors/?active=all&cnpj=${encodeURIComponent(masked)}`,
      s.token,
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.map((c: { uuid_contractor: string }) => c.uuid_contractor)).toEqual([
      first.body.uuid_contractor,
    ]);
    const inactivated = await call(s.app, "DELETE", `/contractors/${first.body.uuid_contractor}`, s.token, {
      justification: "Contrato encerrado pelo cliente ao fim do período.",
    });
    expect(inactivated.status, JSON.stringify(inactivated.body)).toBe(200);
    const inactive = await call(s.app, "GET", `/contractors/?active=all&cnpj=${cnpj}`, s.token);
    expect(inactive.body.data).toHaveLength(1);
    const unknown = await call(
      s.app,
      "GET",
      `/contractors/?active=all&cnpj=${cnpjOf("101010100001")}`,
      s.token,
    );
    expect(unknown.body).toMatchObject({ data: [], total: 0 });
    // Another company does not see it.
    expect((await call(s.app, "GET", `/contractors/?active=all&cnpj=${cnpj}`, sulToken)).body.data).toEqual(
      [],
    );
    const malformed = await call(s.app, "GET", "/contractors/?cnpj=123", s.token);
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields).toEqual({ cnpj: "CNPJ não possui um formato válido" });
  });

  it("refuses a master e-mail that already signs in, on its field", async () => {
    const taken = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorFields({ "responsible_first[email]": "RESTRITO@trilha.com.br" }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body.fields["responsible_first.email"]).toBe("Já existe um usuário com o e-mail informado.");
  });

  it("validates the contract and the plan with the form's rules", async () => {
    const invalid = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorFields({
        "contract[termino]": "2025-01-01",
        "plan[features][0][users]": "35",
        "contract[observacoes]": "x".repeat(501),
      }),
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(
      ["contract.observacoes", "contract.termino", "plan.features.0.users"].sort(),
    );
    const indeterminate = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorFields({
        "contract[termino]": "",
        "contract[prazo_indeterminado]": "true",
        "plan[main_module]": "mg",
        "plan[generator_type]": "gg",
      }),
    );
    expect(indeterminate.status, JSON.stringify(indeterminate.body)).toBe(201);
    expect(indeterminate.body).toMatchObject({ termino: null, prazo_indeterminado: true });
    expect(indeterminate.body.plan).toMatchObject({
      main_module: "mg",
      generator_type: "gg",
      small_generators: null,
    });
    expect(indeterminate.body.plan.modules).toEqual(["Módulo Gerador", "Módulo Grande Gerador"]);
  });

  it("leaves nothing behind, and sends nothing, when a write fails after the company insert", async () => {
    const tables = [
      "companies",
      "users",
      "contractors",
      "contractor_addenda",
      "stored_files",
      "user_modules",
    ];
    const before = Object.fromEntries(
      await Promise.all(tables.map(async (t) => [t, await count(database.db, `from ${t}`)] as const)),
    );
    const outbox = (await listOutbox(database.db)).length;
    // A real failure inside the transaction, after the company, the user and the files: the addenda insert.
    await database.db.query(`create or replace function fail_addenda() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await database.db.query(
      "create trigger fail_addenda before insert on contractor_addenda for each row execute function fail_addenda()",
    );
    try {
      const failed = await call(
        s.app,
        "POST",
        "/contractors",
        s.token,
        contractorFields({}, [
          ["contractor[cartao_cnpj]", pdf("cartao.pdf")],
          ["contract[aditivos][0]", pdf("aditivo.pdf")],
        ]),
      );
      expect(failed.status).toBe(500);
    } finally {
      await database.db.query("drop trigger fail_addenda on contractor_addenda");
    }
    for (const table of tables) expect(await count(database.db, `from ${table}`), table).toBe(before[table]);
    expect((await listOutbox(database.db)).length).toBe(outbox);
  });

  it("keeps the contractor when the welcome e-mail fails after the commit; the resend then sends it once", async () => {
    const fields = contractorFields();
    const email = String(fields.find(([name]) => name === "responsible_first[email]")![1]);
    // The outbox (the development mailer) refuses every message: sending fails after the transaction.
    await database.db.query(`create or replace function fail_outbox() returns trigger language plpgsql as $$
      begin raise exception 'mail server down'; end $$`);
    await database.db.query(
      "create trigger fail_outbox before insert on auth_outbox for each row execute function fail_outbox()",
    );
    let created: Awaited<ReturnType<typeof call>>;
    try {
      created = await call(s.app, "POST", "/contractors", s.token, fields);
    } finally {
      await database.db.query("drop trigger fail_outbox on auth_outbox");
    }
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.responsible_first).toMatchObject({
      email,
      first_access_pending: true,
      welcome_sent_at: null,
    });
    const id = created.body.uuid_contractor;
    const stored = await call(s.app, "GET", `/contractors/${id}`, s.token);
    expect(stored.status).toBe(200);
    expect((await listOutbox(database.db)).filter((m) => m.to === email)).toHaveLength(0);

    const resent = await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token, {});
    expect(resent.status).toBe(200);
    expect(typeof resent.body.welcome_sent_at).toBe("string");
    expect((await listOutbox(database.db)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it("scopes contractors to the company that registered them; ADM sees and manages all", async () => {
    const norte = await call(s.app, "POST", "/contractors", s.token, contractorFields());
    const id = norte.body.uuid_contractor as string;
    expect((await call(s.app, "GET", `/contractors/${id}`, sulToken)).status).toBe(404);
    const sulList = await call(s.app, "GET", "/contractors/?active=all", sulToken);
    expect(sulList.body.data.map((c: { uuid_contractor: string }) => c.uuid_contractor)).not.toContain(id);
    expect((await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, sulToken)).status).toBe(404);

    const admList = await call(s.app, "GET", "/contractors/?active=all&per_page=100", s.otherToken);
    expect(admList.body.data.map((c: { uuid_contractor: string }) => c.uuid_contractor)).toContain(id);
    const edited = await call(s.app, "PUT", `/contractors/${id}`, s.otherToken, [
      ["contract[inicio]", "2026-02-01"],
      ["contract[prazo_indeterminado]", "true"],
    ]);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.contract).toMatchObject({
      inicio: "2026-02-01",
      termino: null,
      prazo_indeterminado: true,
    });
    // The sections not sent stay as they were.
    expect(edited.body.trading_name).toBe(norte.body.trading_name);
    expect(edited.body.plan.modules).toEqual(norte.body.plan.modules);
    // Owner and ADM read one history, the ADM's edit included.
    for (const token of [s.token, s.otherToken]) {
      const history = await call(s.app, "GET", `/contractors/${id}/changes`, token);
      expect(JSON.stringify(history.body), "history").toContain("contract.prazo_indeterminado");
    }
  });

  it("saves one section at a time and follows a new plan with the master user's modules", async () => {
    const created = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorFields({}, [["contract[contrato]", pdf("contrato.pdf")]]),
    );
    const id = created.body.uuid_contractor as string;
    const plan = await call(s.app, "PUT", `/contractors/${id}`, s.token, [
      ["plan[main_module]", "mg"],
      ["plan[generator_type]", "pg"],
    ]);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.plan.modules).toEqual(["Módulo Gerador", "Módulo Pequeno Gerador"]);
    const { rows } = await database.db.query<{ nome_comercial: string }>(
      `select m.nome_comercial from user_modules um join modules m on m.id = um.module_id
        join users u on u.id = um.user_id where u.uuid = $1 order by 1`,
      [created.body.responsible_first.uuid_user],
    );
    expect(rows.map((r) => r.nome_comercial)).toEqual(["Módulo Gerador", "Módulo Pequeno Gerador"]);
    // A contract section that sends the stored file's URL keeps it.
    const contract = await call(s.app, "PUT", `/contractors/${id}`, s.token, [
      ["contract[inicio]", "2026-01-01"],
      ["contract[termino]", "2028-01-01"],
      ["contract[contrato]", created.body.contract.contrato.url],
    ]);
    expect(contract.status, JSON.stringify(contract.body)).toBe(200);
    expect(contract.body.contract.contrato.display_name).toBe("contrato.pdf");
    const history = await call(s.app, "GET", `/contractors/${id}/changes`, s.token);
    expect(JSON.stringify(history.body)).toContain("contract.termino");
  });

  it("resends the welcome e-mail with a new link, spending the old one, until a password exists", async () => {
    const fields = contractorFields();
    const email = fields.find(([name]) => name === "responsible_first[email]")![1] as string;
    const created = await call(s.app, "POST", "/contractors", s.token, fields);
    const id = created.body.uuid_contractor as string;
    const first = (await lastLink(database.db, email)).link!;
    // The first link expired: a resend still gives a working one.
    await database.db.query(
      "update auth_url_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = $1)",
      [email],
    );
    const resent = await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token);
    expect(resent.status).toBe(200);
    expect(await listOutbox(database.db, { to: email })).toHaveLength(2);
    const second = (await lastLink(database.db, email)).link!;
    expect(second).not.toBe(first);
    // Resending again spends the second link.
    await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token);
    const third = (await lastLink(database.db, email)).link!;
    const [, userId, secondToken] = /minha-senha\/(\d+)\/(\S+)$/.exec(second)!;
    const stale = await post(s.app, "/users/password", {
      id: userId,
      token: secondToken,
      passwordNew: PASSWORD,
      passwordNewConfirm: PASSWORD,
    });
    expect(stale.status).not.toBe(200);
    const [, , thirdToken] = /minha-senha\/(\d+)\/(\S+)$/.exec(third)!;
    const ok = await post(s.app, "/users/password", {
      id: userId,
      token: thirdToken,
      passwordNew: PASSWORD,
      passwordNewConfirm: PASSWORD,
    });
    expect(ok.status).toBe(200);
    const refused = await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("ALREADY_ACTIVATED");
    expect(await listOutbox(database.db, { to: email })).toHaveLength(3);
  });

  it("prefills by CNPJ from the contractors the company knows", async () => {
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields());
    const found = await call(s.app, "GET", `/companies?cnpj=${created.body.cnpj}`, s.token);
    expect(found.body.data[0]).toMatchObject({
      cnpj: created.body.cnpj,
      trading_name: created.body.trading_name,
    });
    const hidden = await call(s.app, "GET", `/companies?cnpj=${created.body.cnpj}`, sulToken);
    expect(hidden.body.data).toEqual([]);
  });
});
