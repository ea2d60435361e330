import { readdirSync } from "node:fs";
import type { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { newStorageKey } from "../../src/storage/keys";
import { recordPending, sweepPendingUploads } from "../../src/storage/ledger";
import { createLocalStorage, type FileStorage } from "../../src/storage/storage";
import { call, PDF, providerFields, providersApp, type Setup } from "../providers/support";
import { tempDir } from "../support/app";
import { useTestDatabase } from "../support/database";

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

/** The local driver, noting what each put was handed. */
function recording(dir: string) {
  const local = createLocalStorage(dir);
  const puts: (Buffer | Readable)[] = [];
  const storage: FileStorage = {
    ...local,
    put(data, options) {
      puts.push(data);
      return local.put(data, options);
    },
  };
  return { storage, puts };
}

const pdf = (name: string) => ({ file: PDF, name, type: "application/pdf" });

// Issue 10, finding 8: uploads streamed to the storage, limited per request, never left orphaned.
describe("uploads", () => {
  const database = useTestDatabase();
  const dir = tempDir("uploads");
  const { storage, puts } = recording(dir);
  let s: Setup;
  let provider: string;

  const pending = async () =>
    (await database.db.query<{ total: number }>("select count(*)::int as total from pending_uploads"))
      .rows[0]!.total;

  beforeAll(async () => {
    s = await providersApp(database.db, { storage, uploads: { maxBytes: 2 * PDF.length + 10 } });
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    expect(created.status).toBe(201);
    provider = created.body.provider.uuid_provider;
  }, 60_000);

  it("streams a file to the storage instead of holding it whole, and owns it once its row commits", async () => {
    const created = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "ISO 14001"],
      ["number", "123"],
      ["emission", "2026-01-15"],
      ["attachment", pdf("certificado.pdf")],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(puts).toHaveLength(1);
    expect(Buffer.isBuffer(puts[0])).toBe(false);
    expect(files(dir)).toHaveLength(1);
    expect(await pending()).toBe(0);
  });

  it("removes what it stored when validation fails after the bytes arrived", async () => {
    const before = files(dir).length;
    const refused = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["attachment", pdf("certificado.pdf")],
      ["number", "123"],
    ]);
    expect(refused.status).toBe(422);
    expect(files(dir)).toHaveLength(before);
    expect(await pending()).toBe(0);
  });

  it("refuses a request whose files pass the per-request limit, keeping none of them", async () => {
    const before = files(dir).length;
    const refused = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "ISO 14001"],
      ["number", "123"],
      ["emission", "2026-01-15"],
      ["attachment", pdf("um.pdf")],
      ["extra[0]", pdf("dois.pdf")],
      ["extra[1]", pdf("tres.pdf")],
    ]);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe("UPLOAD_TOO_LARGE");
    expect(files(dir)).toHaveLength(before);
    expect(await pending()).toBe(0);
  });

  it("sweeps bytes a dead request left without a row, once past the grace period", async () => {
    const orphan = newStorageKey("certificates");
    const owned = newStorageKey("certificates");
    for (const key of [orphan, owned]) {
      await recordPending(database.db, key);
      await storage.put(PDF, { prefix: "certificates", key });
    }
    const { rows } = await database.db.query<{ id: number }>("select id from companies limit 1");
    await database.db.query(
      `insert into stored_files (company_id, storage_key, display_name, content_type, size)
       values ($1, $2, 'a.pdf', 'application/pdf', $3)`,
      [rows[0]!.id, owned, PDF.length],
    );

    // Within the grace period nothing moves.
    expect(await sweepPendingUploads({ db: database.db, storage, graceMs: 60 * 60 * 1000 })).toEqual([]);
    expect(await storage.open(orphan)).not.toBeNull();

    const later = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
    const removed = await sweepPendingUploads({
      db: database.db,
      storage,
      graceMs: 60 * 60 * 1000,
      now: later,
    });
    expect(removed).toEqual([orphan]);
    expect(await storage.open(orphan)).toBeNull();
    const kept = await storage.open(owned);
    expect(kept).not.toBeNull();
    kept?.destroy();
    expect(await pending()).toBe(0);
  });
});
