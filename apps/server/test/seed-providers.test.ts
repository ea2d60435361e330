import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANY, DEMO_CREDENTIALS, seedDemo } from "../src/seed/demo";
import { DEMO_FILES } from "../src/seed/files";
import { DEMO_PROVIDER_COUNT } from "../src/seed/providers";
import { createLocalStorage } from "../src/storage/storage";
import { signIn } from "./auth/support/auth-app";
import { call, providersApp, type Setup } from "./providers/support";
import { tempDir } from "./support/app";
import { useTestDatabase } from "./support/database";

// Check digits computed the long way, apart from the seed's own helper.
function validDocument(digits: string, length: 11 | 14): boolean {
  if (digits.length !== length || /^(\d)\1+$/.test(digits)) return false;
  const weights = (n: number) =>
    length === 11
      ? Array.from({ length: n }, (_, i) => n + 1 - i)
      : Array.from({ length: n }, (_, i) => ((n - 1 - i) % 8) + 2);
  for (const n of [length - 2, length - 1]) {
    const sum = weights(n).reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    if (Number(digits[n]) !== (rest < 2 ? 0 : 11 - rest)) return false;
  }
  return true;
}

type Change = { field: string; from: string | null; to: string | null };

describe("demo seed: providers and their records", () => {
  const database = useTestDatabase();
  const storageDir = tempDir("seed-storage");
  const storage = createLocalStorage(storageDir);
  let s: Setup;
  let token: string;
  let companyId: number;
  let userId: number;
  let firstRunMs = 0;

  /** The stored blobs, or those under the storage's folders for `prefixes` (a key's first segment). */
  const storedBlobs = (prefixes?: readonly string[]) =>
    readdirSync(storageDir, { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && (!prefixes || prefixes.includes(basename(e.parentPath))),
    );
  /** The providers' demo documents' blobs (licences, certificates, CNH, MOPP). */
  const demoDocumentBlobs = () => storedBlobs(Object.values(DEMO_FILES).map((file) => file.prefix));
  /** The seeded output documents' files (weighing tickets, the nota fiscal's XML): one blob each. */
  const outputFiles = async () =>
    (
      await database.db.query<{ storage_key: string }>(
        `select f.storage_key from outputs o
           join stored_files f on f.id in (o.generator_ticket_file_id, o.nfe_xml_file_id)
          where o.company_id = $1`,
        [companyId],
      )
    ).rows;

  beforeAll(async () => {
    const started = performance.now();
    await seedDemo(database.db, { storage });
    firstRunMs = performance.now() - started;
    s = await providersApp(database.db, { storage });
    token = await signIn(s.app, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const { rows } = await database.db.query<{ company: number; user: number }>(
      `select (select id from companies where cnpj = $1) as company,
              (select id from users where lower(email) = lower($2)) as user`,
      [DEMO_COMPANY.cnpj, DEMO_CREDENTIALS.email],
    );
    companyId = rows[0]!.company;
    userId = rows[0]!.user;
  }, 120_000);

  it("mixes companies, individuals and providers abroad, with valid documents and real places", async () => {
    const { rows } = await database.db.query<{
      registry_type: string;
      cpf: string | null;
      cnpj: string | null;
      international_registry: string | null;
      address_country: string;
      address_state: string;
      address_city: string;
      real_place: boolean;
      inactive: boolean;
    }>(
      `select pc.registry_type, pc.cpf, pc.cnpj, pc.international_registry, pc.address_country, pc.address_state,
              pc.address_city, p.deleted_at is not null as inactive,
              exists (select 1 from cities c where c.federative_unit = pc.address_state and c.name = pc.address_city)
                as real_place
         from providers p join provider_companies pc on pc.provider_id = p.id where p.company_id = $1`,
      [companyId],
    );
    expect(rows).toHaveLength(DEMO_PROVIDER_COUNT);
    const of = (type: string) => rows.filter((row) => row.registry_type === type);
    expect(of("cnpj").length).toBeGreaterThan(300);
    expect(of("cpf").length).toBeGreaterThan(20);
    expect(of("international_registry").length).toBeGreaterThan(10);
    for (const row of of("cnpj")) expect(validDocument(row.cnpj!, 14), row.cnpj!).toBe(true);
    for (const row of of("cpf")) expect(validDocument(row.cpf!, 11), row.cpf!).toBe(true);

    const national = rows.filter((row) => row.registry_type !== "international_registry");
    expect(national.every((row) => row.address_country === "Brasil" && row.real_place)).toBe(true);
    expect(new Set(national.map((row) => row.address_state)).size).toBe(27);
    for (const row of of("international_registry")) {
      expect(row.address_country).not.toBe("Brasil");
      expect(row.address_state).not.toBe("");
      expect(row.address_city).not.toBe("");
      // The edit form's limit (spec 02 §3).
      expect(row.international_registry!.length).toBeLessThanOrEqual(14);
    }
    expect(rows.filter((row) => row.inactive).length).toBeGreaterThan(20);
    const types = await database.db.query<{ type_code: string }>(
      `select distinct type_code from provider_type_links l join providers p on p.id = l.provider_id
        where p.company_id = $1 order by type_code`,
      [companyId],
    );
    expect(types.rows.map((row) => row.type_code)).toEqual(["carrier", "manager", "recipient"]);
  });

  it("fills the list's Indicadores: employees, licenses expiring within 30 days, certificates", async () => {
    const indicators = await call(s.app, "GET", "/providers/indicators", token);
    expect(indicators.status).toBe(200);
    const { rows } = await database.db.query<Record<string, number>>(
      `select (select count(*)::int from provider_licenses where company_id = $1) as licenses,
              (select count(*)::int from provider_licenses where company_id = $1 and expiration < current_date)
                as expired,
              (select count(*)::int from provider_licenses where company_id = $1 and expiration > current_date + 30)
                as later`,
      [companyId],
    );
    expect(indicators.body.employees).toBeGreaterThan(100);
    expect(indicators.body.certificates).toBeGreaterThan(50);
    expect(indicators.body.licenses_expiring).toBeGreaterThan(10);
    expect(rows[0]!.expired).toBeGreaterThan(10);
    expect(rows[0]!.later).toBeGreaterThan(indicators.body.licenses_expiring);
    expect(indicators.body.licenses_expiring).toBeLessThan(rows[0]!.licenses!);
  });

  it("gives employees of all four types, drivers with their CNH and its document", async () => {
    const { rows } = await database.db.query<{
      collaborator_type: string;
      cpf: string;
      cnh: string | null;
      cnh_validity: string | null;
      cnh_categoty: string | null;
      cnh_document_image: number | null;
    }>(
      "select collaborator_type, cpf, cnh, cnh_validity, cnh_categoty, cnh_document_image from provider_employees where company_id = $1",
      [companyId],
    );
    expect(new Set(rows.map((row) => row.collaborator_type))).toEqual(
      new Set(["adm", "assistant", "driver", "operation"]),
    );
    for (const row of rows) expect(validDocument(row.cpf, 11), row.cpf).toBe(true);
    const drivers = rows.filter((row) => row.collaborator_type === "driver");
    expect(drivers.length).toBeGreaterThan(20);
    for (const driver of drivers) {
      expect(driver.cnh).toMatch(/^\d{11}$/);
      expect(driver.cnh_validity).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(driver.cnh_categoty).toMatch(/^[A-E]$/);
      expect(driver.cnh_document_image).not.toBeNull();
    }
    expect(rows.filter((row) => row.collaborator_type !== "driver").every((row) => row.cnh === null)).toBe(
      true,
    );
  });

  it("records every inactivation with a justification by the demo user, for providers and each record kind", async () => {
    const { rows } = await database.db.query<{ entity: string; inactive: number; recorded: number }>(
      `select entity, count(*)::int as inactive,
              count(*) filter (where exists (select 1 from audit_records c
                where c.resource = x.entity and c.entity_id = x.id and c.action = 'inactivation' and c.user_id = $2
                  and length(c.justification) between 30 and 500
                  and (c.changes -> 0 ->> 'to')::timestamptz = x.deleted_at))::int as recorded
         from (select 'provider' as entity, id, deleted_at from providers where company_id = $1
               union all select 'license', id, deleted_at from provider_licenses where company_id = $1
               union all select 'certificate', id, deleted_at from provider_certificates where company_id = $1
               union all select 'employee', id, deleted_at from provider_employees where company_id = $1) x
        where x.deleted_at is not null
        group by entity order by entity`,
      [companyId, userId],
    );
    expect(rows.map((row) => row.entity)).toEqual(["certificate", "employee", "license", "provider"]);
    for (const row of rows) {
      expect(row.inactive, row.entity).toBeGreaterThan(3);
      expect(row.recorded, row.entity).toBe(row.inactive);
    }
  });

  it("keeps every change history consistent: each edit starts where the last ended, the last ends at the current value", async () => {
    const { rows } = await database.db.query<{
      entity: string;
      entity_id: number;
      kind: string;
      user_id: number | null;
      changes: Change[];
      provider_uuid: string;
    }>(
      `select c.resource as entity, c.entity_id, c.action as kind, c.user_id, c.changes, p.uuid::text as provider_uuid
         from audit_records c join providers p on p.id = coalesce(c.parent_id, c.entity_id)
        where c.company_id = $1 and c.action <> 'create' order by c.created_at, c.id`,
      [companyId],
    );
    expect(rows.every((row) => row.user_id === userId)).toBe(true);
    const updates = rows.filter((row) => row.kind === "update");
    expect(new Set(updates.map((row) => row.entity))).toEqual(
      new Set(["provider", "license", "certificate", "employee"]),
    );

    const chains = new Map<string, { row: (typeof rows)[number]; change: Change }[]>();
    for (const row of updates) {
      for (const change of row.changes) {
        const key = `${row.entity}:${row.entity_id}:${change.field}`;
        chains.set(key, [...(chains.get(key) ?? []), { row, change }]);
      }
    }
    const table = {
      license: "provider_licenses",
      certificate: "provider_certificates",
      employee: "provider_employees",
    };
    let providerChains = 0;
    for (const chain of chains.values()) {
      for (const [i, link] of chain.entries()) {
        expect(link.change.from).not.toBe(link.change.to);
        if (i > 0) expect(link.change.from).toBe(chain[i - 1]!.change.to);
      }
      const { row, change } = chain.at(-1)!;
      let current: unknown;
      if (row.entity === "provider") {
        // As the edit page reads it: the provider's detail from the API.
        const detail = await call(s.app, "GET", `/providers/${row.provider_uuid}`, token);
        const [part, ...rest] = change.field.split(".");
        current =
          part === "company"
            ? detail.body.company[rest[0]!]
            : part === "responsible"
              ? detail.body.responsible[Number(rest[0])][rest[1]!]
              : detail.body[rest[0]!];
        providerChains++;
      } else {
        const record = await database.db.query<{ value: string }>(
          `select row_to_json(r) ->> $2 as value from ${table[row.entity as keyof typeof table]} r where id = $1`,
          [row.entity_id, change.field],
        );
        current = record.rows[0]!.value;
      }
      expect(current, `${row.entity} ${row.entity_id} ${change.field}`).toBe(change.to);
    }
    expect(providerChains).toBeGreaterThan(40);
  });

  it("stores real files through the storage, and they download through GET /files/{uuid}", async () => {
    const licenses = await database.db.query<{ uuid: string }>(
      "select uuid::text from providers where company_id = $1 and deleted_at is null and exists (select 1 from provider_licenses l where l.provider_id = providers.id) limit 1",
      [companyId],
    );
    const listed = await call(s.app, "GET", `/providers/${licenses.rows[0]!.uuid}/licenses`, token);
    expect(listed.status).toBe(200);
    const fileUrl: string =
      listed.body.data?.[0]?.file ?? listed.body.items?.[0]?.file ?? listed.body[0]?.file;
    expect(fileUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const pdf = await call(s.app, "GET", fileUrl.replace("/api/v1", ""), token);
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers["content-type"]).toBe("application/pdf");
    expect(pdf.response.rawPayload.equals(DEMO_FILES.license.data())).toBe(true);
    expect(pdf.response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const cnh = await database.db.query<{ uuid: string }>(
      `select f.uuid::text from provider_employees e join stored_files f on f.id = e.cnh_document_image
        where e.company_id = $1 limit 1`,
      [companyId],
    );
    const image = await call(s.app, "GET", `/files/${cnh.rows[0]!.uuid}`, token);
    expect(image.status).toBe(200);
    expect(image.response.headers["content-type"]).toBe("image/png");
    expect(image.response.rawPayload.subarray(12, 16).toString("latin1")).toBe("IHDR");
    // One blob per kind, however many records point at it…
    expect(demoDocumentBlobs()).toHaveLength(Object.keys(DEMO_FILES).length);
    // …and the output documents' own files: six weighing tickets and one NF-e XML, nothing else stored.
    const files = await outputFiles();
    expect(files).toHaveLength(7);
    expect(files.every((file) => file.storage_key.startsWith("outputs/"))).toBe(true);
    expect(storedBlobs()).toHaveLength(Object.keys(DEMO_FILES).length + files.length);
  });

  it("saves a seeded provider of each registry type, and a record of each kind, back unchanged through the edit routes", async () => {
    const changes = async () =>
      (await database.db.query<{ n: number }>("select count(*)::int as n from audit_records")).rows[0]!.n;
    const before = await changes();
    for (const registry of ["cnpj", "cpf", "international_registry"]) {
      const { rows } = await database.db.query<{ uuid: string }>(
        `select p.uuid::text from providers p join provider_companies pc on pc.provider_id = p.id
          where p.company_id = $1 and p.deleted_at is null and pc.registry_type = $2
            and exists (select 1 from provider_licenses l where l.provider_id = p.id and l.deleted_at is null)
            and exists (select 1 from provider_certificates c where c.provider_id = p.id and c.deleted_at is null)
            and exists (select 1 from provider_employees e where e.provider_id = p.id and e.deleted_at is null)
          order by p.id limit 1`,
        [companyId, registry],
      );
      const uuid = rows[0]!.uuid;
      const { body: detail } = await call(s.app, "GET", `/providers/${uuid}`, token);
      const saved = await call(s.app, "PUT", `/providers/${uuid}`, token, {
        provider: { alias: detail.alias, activity: detail.activity, types: detail.types },
        company: detail.company,
        responsible: detail.responsible,
      });
      expect(saved.status, `${registry}: ${JSON.stringify(saved.body)}`).toBe(200);

      const fields = {
        licenses: ["uuid_license_type", "type", "name", "code", "emission", "expiration", "alert_date"],
        certificates: ["name", "number", "emission"],
        employees: [
          ...["name", "last_name", "email", "function", "collaborator_type", "cpf", "number"],
          ...["mopp_validity", "cnh", "cnh_validity", "cnh_categoty"],
        ],
      };
      for (const [path, names] of Object.entries(fields)) {
        const { body: list } = await call(s.app, "GET", `/providers/${uuid}/${path}`, token);
        const record = list.data[0];
        const key = Object.keys(record).find(
          (name) => name.startsWith("uuid_") && name !== "uuid_license_type",
        )!;
        const value = (name: string) =>
          name === "uuid_license_type" ? record.license_type.uuid_license_type : (record[name] ?? "");
        const put = await call(
          s.app,
          "PUT",
          `/providers/${uuid}/${path}/${record[key]}`,
          token,
          Object.fromEntries(names.map((name) => [name, value(name)])),
        );
        expect(put.status, `${registry} ${path}: ${JSON.stringify(put.body)}`).toBe(200);
      }
    }
    // Nothing differed, so nothing was recorded.
    expect(await changes()).toBe(before);
  });

  it("replaces an earlier seed's phone change that did not lead to the current phone", async () => {
    const { rows } = await database.db.query<{ id: number }>(
      `select p.id from providers p where p.company_id = $1 and p.deleted_at is null
          and exists (select 1 from audit_records c where c.resource = 'provider' and c.entity_id = p.id and c.action = 'update')
        order by p.id limit 1`,
      [companyId],
    );
    const id = rows[0]!.id;
    const stale = [{ field: "company.phone", from: "(11) 3000-0000", to: "(11) 3555-0000" }];
    await database.db.query("delete from audit_records where resource = 'provider' and entity_id = $1", [id]);
    await database.db.query(
      `insert into audit_records (company_id, resource, entity_id, user_id, action, changes)
       values ($1, 'provider', $2, $3, 'update', $4::jsonb)`,
      [companyId, id, userId, JSON.stringify(stale)],
    );
    await seedDemo(database.db, { storage });
    const history = await database.db.query<{ changes: Change[] }>(
      "select changes from audit_records where resource = 'provider' and entity_id = $1 order by created_at, id",
      [id],
    );
    const current = await database.db.query<{ phone: string }>(
      "select phone from provider_companies where provider_id = $1",
      [id],
    );
    expect(history.rows.map((row) => row.changes)).not.toContainEqual(stale);
    const phones = history.rows.flatMap((row) =>
      row.changes.filter((change) => change.field === "company.phone"),
    );
    expect(phones).toHaveLength(2);
    expect(phones[1]!.from).toBe(phones[0]!.to);
    expect(phones[1]!.to).toBe(current.rows[0]!.phone);
  });

  const snapshot = async () => {
    const { rows } = await database.db.query(
      `select (select count(*)::int from providers) as providers,
              (select count(*)::int from provider_companies) as companies,
              (select count(*)::int from provider_type_links) as types,
              (select count(*)::int from provider_responsibles) as responsibles,
              (select count(*)::int from provider_licenses) as licenses,
              (select count(*)::int from provider_certificates) as certificates,
              (select count(*)::int from provider_employees) as employees,
              (select count(*)::int from stored_files) as files,
              (select count(*)::int from audit_records) as changes,
              (select md5(string_agg(concat_ws('|', resource, entity_id, action, changes::text, justification, created_at),
                 ',' order by id)) from audit_records) as history`,
    );
    return { ...rows[0], blobs: storedBlobs().length };
  };

  it("changes nothing when run again, quickly", async () => {
    const before = await snapshot();
    const started = performance.now();
    await seedDemo(database.db, { storage });
    const againMs = performance.now() - started;
    expect(await snapshot()).toEqual(before);
    console.info(`demo seed: first run ${Math.round(firstRunMs)} ms, second run ${Math.round(againMs)} ms`);
  });

  it("stores a file again when its bytes are gone, and the records keep downloading", async () => {
    const { rows } = await database.db.query<{ uuid: string; storage_key: string }>(
      "select uuid::text, storage_key from stored_files where company_id = $1 and storage_key like 'demo-certificates/%'",
      [companyId],
    );
    await storage.remove(rows[0]!.storage_key);
    expect((await call(s.app, "GET", `/files/${rows[0]!.uuid}`, token)).status).toBe(404);
    await seedDemo(database.db, { storage });
    const again = await call(s.app, "GET", `/files/${rows[0]!.uuid}`, token);
    expect(again.status).toBe(200);
    expect(again.response.rawPayload.equals(DEMO_FILES.certificate.data())).toBe(true);
    expect(demoDocumentBlobs().map((entry) => join(entry.parentPath, entry.name))).toHaveLength(
      Object.keys(DEMO_FILES).length,
    );
    expect(storedBlobs()).toHaveLength(Object.keys(DEMO_FILES).length + (await outputFiles()).length);
  });
});
