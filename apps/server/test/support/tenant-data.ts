import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/database";
import { DEMO_CREDENTIALS, seedDemo } from "../../src/seed/demo";
import { seedResidues } from "../../src/seed/residues";
import { createLocalStorage } from "../../src/storage/storage";
import { post, signIn } from "../auth/support/auth-app";
import { call, cnpjOf, JPEG, PDF, PNG, providerFields, providersApp, type Setup } from "../providers/support";
import { tempDir } from "./app";

/** The ids one company's records carry: a provider, one of each sub-record, their stored files, a user. */
export type CompanyRecords = {
  provider: string;
  certificate: string;
  license: string;
  employee: string;
  files: string[];
  /** A user the company added (its place in the company: /users/{id}). */
  user: string;
  /** An MTR template ("MTR Modelo") the company saved. */
  template: string;
  /** Every id above, in that order. */
  all: string[];
};

/**
 * Creates, through the API and as `token`'s company, a provider with a certificate (PDF), a license (PDF)
 * and an employee with two stored images, a user of the company and an MTR template. `base` (12 digits) makes the
 * provider's CNPJ and the user's e-mail unique.
 */
export async function createCompanyRecords(
  app: FastifyInstance,
  token: string,
  base = "334445550001",
): Promise<CompanyRecords> {
  const expectStatus = (what: string, result: { status: number; body: unknown }, status: number) => {
    if (result.status !== status)
      throw new Error(`creating ${what}: ${result.status} ${JSON.stringify(result.body).slice(0, 500)}`);
  };
  const created = await call(
    app,
    "POST",
    "/providers",
    token,
    providerFields({ "company[cnpj]": cnpjOf(base), "provider[alias]": `Prestador ${base}` }),
  );
  expectStatus("the provider", created, 201);
  const provider: string = created.body.provider.uuid_provider;

  const certificate = await call(app, "POST", `/providers/${provider}/certificates`, token, [
    ["name", "ISO 14001"],
    ["number", "123"],
    ["emission", "2026-01-15"],
    ["attachment", { file: PDF, name: "iso.pdf", type: "application/pdf" }],
  ]);
  expectStatus("the certificate", certificate, 201);

  const types = await call(app, "GET", "/licenses/types", token);
  const license = await call(app, "POST", `/providers/${provider}/licenses`, token, [
    ["type", "operacao"],
    ["uuid_license_type", types.body[0].uuid_license_type],
    ["name", "LO Cetesb"],
    ["code", "4455"],
    ["emission", "2025-06-01"],
    ["expiration", "2027-06-01"],
    ["file", { file: PDF, name: "lo.pdf", type: "application/pdf" }],
  ]);
  expectStatus("the license", license, 201);

  const employee = await call(app, "POST", `/providers/${provider}/employees`, token, [
    ["name", "Beatriz"],
    ["last_name", "Motorista"],
    ["email", "beatriz@coletaazul.com.br"],
    ["function", "Motorista"],
    ["collaborator_type", "operation"],
    ["cpf", "529.982.247-25"],
    ["mopp_validity", "2027-05-31"],
    ["mopp_document_image", { file: PNG, name: "mopp.png", type: "image/png" }],
    ["cnh", "12345678901"],
    ["cnh_validity", "2028-02-29"],
    ["cnh_categoty", "AB"],
    ["cnh_document_image", { file: JPEG, name: "cnh.jpg", type: "image/jpeg" }],
  ]);
  expectStatus("the employee", employee, 201);

  const files = [
    certificate.body.attachment,
    license.body.file,
    employee.body.mopp_document_image,
    employee.body.cnh_document_image,
  ]
    .filter((url): url is string => typeof url === "string")
    .map((url) => url.split("/").pop()!);
  if (files.length !== 4) throw new Error(`expected 4 stored files, got ${JSON.stringify(files)}`);

  const user = await call(app, "POST", "/users", token, {
    name: "Usuária da empresa",
    email: `usuaria.${base}@example.com`,
    role: "member",
  });
  expectStatus("the user", user, 201);

  const template = await call(app, "POST", "/mtr-templates", token, {
    name: `Modelo ${base}`,
    values: { document_type: "romaneio", vehicle_plate: "ABC1D23" },
  });
  expectStatus("the MTR template", template, 201);

  const ids = {
    provider,
    certificate: certificate.body.uuid_certificate as string,
    license: license.body.uuid_license as string,
    employee: employee.body.uuid_employee as string,
    files,
    user: user.body.uuid_user as string,
    template: template.body.uuid_template as string,
  };
  return {
    ...ids,
    all: [ids.provider, ids.certificate, ids.license, ids.employee, ...files, ids.user, ids.template],
  };
}

/** Tables whose rows change on any signed-in request (session activity, throttling, kept idempotent answers). */
export const BOOKKEEPING_TABLES = new Set(["auth_sessions", "auth_attempts", "idempotency_keys"]);

/** Row count and an md5 of every row of every application table (bookkeeping tables left out). */
export async function snapshotTables(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING_TABLES.has(name)) continue;
    const { rows } = await db.query<{ count: number; digest: string | null }>(
      `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
         from "${name}" t`,
    );
    snapshot[name] = `${rows[0]!.count} rows, md5 ${rows[0]!.digest}`;
  }
  return snapshot;
}

/**
 * Two companies for the generated cross-company tests: A, the demo company seeded with every domain's
 * records (and today's licence alerts: notifications), signed in as `demoToken`; B, Recicla Norte
 * (`setup.token`), with records of its own (createCompanyRecords and the demo's residues), so its routes'
 * parameters have something of B's to accept. `setup.otherToken` is the ADM plan's session.
 */
export async function seededTenants(db: Database): Promise<{
  setup: Setup;
  demoToken: string;
  companyA: number;
  companyB: number;
}> {
  const storage = createLocalStorage(tempDir("tenants"));
  await seedDemo(db, { storage });
  const setup = await providersApp(db, {
    storage,
    lookups: { cep: async () => null, company: async () => null },
  });
  const demoToken = await signIn(setup.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
  await post(setup.app, "/test/notifications/license-alerts", undefined, demoToken);
  const companyOf = async (token: string) => {
    const session = await setup.app.inject({
      method: "GET",
      url: "/api/v1/session",
      headers: { authorization: `Bearer ${token}` },
    });
    const { rows } = await db.query<{ id: number }>("select id from companies where uuid = $1", [
      session.json().company.uuid,
    ]);
    return rows[0]!.id;
  };
  const companyA = await companyOf(demoToken);
  const companyB = await companyOf(setup.token);
  await createCompanyRecords(setup.app, setup.token, "778889990001");
  await db.transaction((tx) => seedResidues(tx, { companyId: companyB }));
  return { setup, demoToken, companyA, companyB };
}

/** Tables with a `company_id` column: the rows every company owns. */
async function companyTables(db: Database): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select c.table_name as name from information_schema.columns c
       join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.column_name = 'company_id'`,
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Every foreign key from one company's row to another company's row, read from the schema (a new table
 * or reference is checked with no test code): "table.column → table (row id): company X → company Y".
 * A company's records may only name its own (a negotiation's providers, an output's residue, a file).
 */
export async function crossCompanyReferences(db: Database): Promise<string[]> {
  const owned = await companyTables(db);
  // Column pairs of every foreign key (a composite key gives one pair per column).
  const { rows: keys } = await db.query<{ source: string; column: string; target: string; key: string }>(
    `select c.conrelid::regclass::text as source, a.attname as column,
            c.confrelid::regclass::text as target, b.attname as key
       from pg_constraint c
       cross join lateral unnest(c.conkey, c.confkey) as k(source_column, target_column)
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.source_column
       join pg_attribute b on b.attrelid = c.confrelid and b.attnum = k.target_column
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
      order by 1, 2`,
  );
  const found: string[] = [];
  for (const { source, column, target, key } of keys) {
    if (!owned.has(source) || !owned.has(target) || column === "company_id") continue;
    const { rows } = await db.query<{ id: string; own: number; other: number }>(
      `select s.ctid::text as id, s.company_id as own, t.company_id as other from "${source}" s
         join "${target}" t on t."${key}" = s."${column}" where s.company_id <> t.company_id limit 5`,
    );
    for (const row of rows)
      found.push(
        `${source}.${column} → ${target} (row ${row.id}): company ${row.own} → company ${row.other}`,
      );
  }
  return found;
}
