import { describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/db/migrate";
import { useUnmigratedDatabase } from "../support/database";

// A database as it stood before migration 0069, holding a provider's change records written before the
// history named a responsible's phones by the edit form's names (commit 26bdc0e).
const database = useUnmigratedDatabase();

const VERSION = "0069";

describe("migration 0069 (a responsible's phone names in old provider history)", () => {
  it("renames telephone / telephone_extension to phone / phone_extension and leaves everything else", async () => {
    const db = database.db;
    await migrate(db, { migrations: readMigrations().filter((m) => m.version < VERSION) });
    const company = await db.query<{ id: number }>(
      `insert into companies (trading_name, company_name, cnpj, plan)
       values ('Recicla', 'Recicla Ltda', '11222333000181', 'CLIENTE') returning id`,
    );
    const companyId = company.rows[0]!.id;
    const old = [
      { field: "responsible.0.telephone", from: "(11) 98888-7777", to: "(11) 97777-6666" },
      { field: "responsible.1.telephone_extension", from: null, to: "123" },
      { field: "responsible.0.cellphone", from: null, to: "(11) 95555-4444" },
      { field: "company.phone", from: "1", to: "2" },
    ];
    const inserted = await db.query<{ id: number; resource: string }>(
      `insert into audit_records (company_id, resource, entity_id, parent_resource, parent_id, action, changes)
       values ($1, 'provider', 1, null, null, 'update', $2::jsonb),
              ($1, 'provider', 1, null, null, 'inactivation', '[{"field":"deleted_at","from":null,"to":"2026-01-01"}]'),
              -- Another resource's own field of that name is not the providers' to rename.
              ($1, 'employee', 2, 'provider', 1, 'update', '[{"field":"telephone","from":"1","to":"2"}]')
       returning id, resource`,
      [companyId, JSON.stringify(old)],
    );
    const before = await db.query("select id, changes from audit_records order by id");

    expect(await migrate(db)).toEqual(
      readMigrations()
        .filter((m) => m.version >= VERSION)
        .map((m) => m.version),
    );

    const after = await db.query<{ id: number; changes: unknown }>(
      "select id, changes from audit_records order by id",
    );
    expect(after.rows[0]!.changes).toEqual([
      { field: "responsible.0.phone", from: "(11) 98888-7777", to: "(11) 97777-6666" },
      { field: "responsible.1.phone_extension", from: null, to: "123" },
      { field: "responsible.0.cellphone", from: null, to: "(11) 95555-4444" },
      { field: "company.phone", from: "1", to: "2" },
    ]);
    expect(after.rows.slice(1)).toEqual(before.rows.slice(1));
    expect(inserted.rows).toHaveLength(3);
  });
});
