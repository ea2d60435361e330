import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/db/migrate";
import { historyOf, listAudit, recordAudit } from "../../src/resources";
import { type TestDatabase, useUnmigratedDatabase } from "../support/database";

// An existing database as it stood before migration 0018: change_records holds the providers' history.
const database = useUnmigratedDatabase();

const before18 = () => readMigrations().filter((migration) => migration.version < "0018");
const through18 = () => readMigrations().filter((migration) => migration.version <= "0018");
const listChanges = async (db: TestDatabase["db"], companyId: number, resource: string, id: number) =>
  historyOf(await listAudit(db, companyId, resource, id));

async function existingDatabase() {
  const db = database.db;
  await migrate(db, { migrations: before18() });
  const company = await db.query<{ id: number }>(
    `insert into companies (trading_name, company_name, cnpj, plan)
     values ('Recicla', 'Recicla Ltda', '11222333000181', 'CLIENTE') returning id`,
  );
  const companyId = company.rows[0]!.id;
  const user = await db.query<{ id: number }>(
    "insert into users (name, email) values ('Rita Restrita', 'rita@example.com') returning id",
  );
  const userId = user.rows[0]!.id;
  const provider = await db.query<{ id: number }>(
    "insert into providers (company_id, alias) values ($1, 'Coleta Azul') returning id",
    [companyId],
  );
  const providerId = provider.rows[0]!.id;
  const file = await db.query<{ id: number }>(
    `insert into stored_files (company_id, storage_key, display_name, content_type, size)
     values ($1, 'k/1', 'cert.pdf', 'application/pdf', 10) returning id`,
    [companyId],
  );
  const certificate = await db.query<{ id: number }>(
    `insert into provider_certificates (provider_id, company_id, name, number, emission, attachment_file_id)
     values ($1, $2, 'ISO 14001', '123', '2024-01-02', $3) returning id`,
    [providerId, companyId, file.rows[0]!.id],
  );
  const certificateId = certificate.rows[0]!.id;
  // Ids with gaps and times out of id order, as a long-lived database has them.
  await db.query(
    `insert into change_records (id, uuid, company_id, provider_id, entity, entity_id, user_id, kind, changes,
       justification, created_at)
     values
       (3, 'a0000000-0000-4000-8000-000000000003', $1, $2, 'provider', $2, $3, 'update',
        '[{"field":"company.phone","from":"1","to":"2"}]', null, '2024-02-01T10:00:00Z'),
       (7, 'a0000000-0000-4000-8000-000000000007', $1, $2, 'provider', $2, $3, 'deletion',
        '[{"field":"deleted_at","from":null,"to":"2024-03-01T10:00:00.000Z"}]',
        'Contrato encerrado e prestador sem licença vigente.', '2024-03-01T10:00:00Z'),
       (9, 'a0000000-0000-4000-8000-000000000009', $1, $2, 'provider', $2, null, 'update',
        '[{"field":"deleted_at","from":"2024-03-01T10:00:00.000Z","to":null}]',
        'Contrato renovado por mais doze meses com o prestador.', '2024-04-01T10:00:00Z'),
       (12, 'a0000000-0000-4000-8000-000000000012', $1, $2, 'certificate', $4, $3, 'update',
        '[{"field":"number","from":"12","to":"123"}]', null, '2024-01-15T10:00:00Z'),
       (13, 'a0000000-0000-4000-8000-000000000013', $1, $2, 'certificate', $4, $3, 'deletion',
        '[{"field":"deleted_at","from":null,"to":"2024-05-01T10:00:00.000Z"}]',
        'Certificado vencido e substituído por outro mais novo.', '2024-05-01T10:00:00Z')`,
    [companyId, providerId, userId, certificateId],
  );
  return { db, companyId, userId, providerId, certificateId };
}

const everyRow = (db: TestDatabase["db"]) =>
  db.query("select * from change_records order by id").then((result) => result.rows);

describe("migration 0018 (audit trail)", () => {
  it("keeps every change record of an existing database, with its id, uuid, time, user and justification", async () => {
    const { db, companyId, providerId, certificateId } = await existingDatabase();
    const old = await everyRow(db);
    const oldProvider = await listChangesRaw(db, companyId, "provider", providerId);

    expect(await migrate(db, { migrations: through18() })).toContain("0018");

    // Read through the compatibility view, the history is the same rows, value for value.
    expect(await everyRow(db)).toEqual(old);
    const { rows } = await db.query(
      `select id, uuid::text as uuid, resource, entity_id, parent_resource, parent_id, action, justification,
              created_at, user_id is null as anonymous
         from audit_records order by id`,
    );
    expect(rows.map((row) => [row.id, row.resource, row.action, row.parent_resource])).toEqual([
      [3, "provider", "update", null],
      [7, "provider", "inactivation", null],
      [9, "provider", "reactivation", null],
      [12, "certificate", "update", "provider"],
      [13, "certificate", "inactivation", "provider"],
    ]);
    expect(rows[3]).toMatchObject({ entity_id: certificateId, parent_id: providerId });
    expect(rows[0]).toMatchObject({ entity_id: providerId, parent_id: null, anonymous: false });
    expect(rows[2]).toMatchObject({ anonymous: true });
    expect(rows.map((row) => row.uuid)).toEqual(old.map((row) => row.uuid));
    expect(rows.map((row) => row.created_at)).toEqual(old.map((row) => row.created_at));
    expect(rows.map((row) => row.justification)).toEqual(old.map((row) => row.justification));

    // The providers' history answers what the old table held.
    const history = await listChanges(db, companyId, "provider", providerId);
    expect(history.updates.map((item) => item.uuid)).toEqual(oldProvider.updates);
    expect(history.deletions.map((item) => item.uuid)).toEqual(oldProvider.deletions);
    expect(history.updates[1]).toMatchObject({
      user: { name: "Rita Restrita" },
      changes: [{ field: "company.phone", from: "1", to: "2" }],
    });
    expect(history.updates[0]!.user).toBeNull();
    const certificateHistory = await listChanges(db, companyId, "certificate", certificateId);
    expect(certificateHistory.deletions).toEqual([
      expect.objectContaining({ justification: "Certificado vencido e substituído por outro mais novo." }),
    ]);
  });

  it("goes on numbering after the copied rows; 0019 drops the change_records view", async () => {
    const { db, companyId, userId, providerId } = await existingDatabase();
    await migrate(db);

    await recordAudit(db, {
      companyId,
      resource: "provider",
      entityId: providerId,
      userId,
      action: "update",
      changes: [{ field: "provider.alias", from: "Coleta Azul", to: "Coleta Verde" }],
    });
    const newest = await db.query<{ id: number; action: string }>(
      "select id, action from audit_records order by id desc limit 1",
    );
    expect(newest.rows[0]).toEqual({ id: 14, action: "update" });

    // Migration 0019: the seed writes audit_records itself, and the compatibility view is gone.
    const view = await db.query("select to_regclass('change_records') as name");
    expect(view.rows[0]).toEqual({ name: null });
  });
});

/** The uuids the old table gave as updates and deletions of a record, before the migration. */
async function listChangesRaw(db: TestDatabase["db"], companyId: number, entity: string, entityId: number) {
  const { rows } = await db.query<{ uuid: string; kind: string }>(
    `select uuid::text as uuid, kind from change_records
      where company_id = $1 and entity = $2 and entity_id = $3 order by created_at desc, id desc`,
    [companyId, entity, entityId],
  );
  return {
    updates: rows.filter((row) => row.kind === "update").map((row) => row.uuid),
    deletions: rows.filter((row) => row.kind === "deletion").map((row) => row.uuid),
  };
}
