import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { call, HTML, JPEG, PNG, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(16),
]);

const part = (
  file: Buffer,
  name: string,
  type: string,
): [string, { file: Buffer; name: string; type: string }][] => [["logo", { file, name, type }]];

/** Every file the local storage holds (keys `<prefix>/<uuid>`). */
function storedKeys(root: string): string[] {
  try {
    return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? readdirSync(join(root, entry.name)).map((name) => `${entry.name}/${name}`) : [],
    );
  } catch {
    return [];
  }
}

describe("/company/logo: the signed-in company's logo", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  const logoOf = (token: string) =>
    s.app.inject({
      method: "GET",
      url: "/api/v1/company/logo",
      headers: { authorization: `Bearer ${token}` },
    });
  const pending = async () =>
    (await database.db.query("select storage_key from pending_uploads")).rows.map((row) => row.storage_key);

  it("has none at first: the company says so and the logo answers 404", async () => {
    expect((await call(s.app, "GET", "/company", s.token)).body).toMatchObject({ logo_updated_at: null });
    const none = await logoOf(s.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NOT_FOUND", message: "A empresa não tem logotipo." });
  });

  it("stores an upload, serves its bytes with their type, and replaces it (the old bytes removed)", async () => {
    const saved = await call(s.app, "PUT", "/company/logo", s.token, part(PNG, "logo.png", "image/png"));
    expect(saved.status).toBe(200);
    expect(saved.body.logo_updated_at).toEqual(expect.any(String));
    expect(saved.body).toMatchObject({ trading_name: "Recicla Norte" });
    expect((await call(s.app, "GET", "/company", s.token)).body.logo_updated_at).toBe(
      saved.body.logo_updated_at,
    );

    const served = await logoOf(s.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const first = storedKeys(s.storageDir).filter((key) => key.startsWith("company-logos/"));
    expect(first).toHaveLength(1);

    // A WebP whose browser said nothing of its type: the bytes decide.
    const replaced = await call(
      s.app,
      "PUT",
      "/company/logo",
      s.token,
      part(WEBP, "marca.webp", "application/octet-stream"),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.logo_updated_at >= saved.body.logo_updated_at).toBe(true);
    const again = await logoOf(s.token);
    expect(again.headers["content-type"]).toBe("image/webp");
    expect(again.rawPayload.equals(WEBP)).toBe(true);
    const now = storedKeys(s.storageDir).filter((key) => key.startsWith("company-logos/"));
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(first);
    expect(await pending()).toEqual([]);

    const { rows } = await database.db.query<{ changes: unknown[] }>(
      `select r.changes from audit_records r join companies c on c.id = r.company_id
        where r.resource = 'company' and r.entity_id = c.id and c.trading_name = 'Recicla Norte' order by r.id`,
    );
    expect(rows.map((row) => row.changes)).toEqual([
      [{ field: "logo", from: null, to: "logo.png" }],
      [{ field: "logo", from: "logo.png", to: "marca.webp" }],
    ]);
  });

  it("refuses what is not an image by its bytes, and a file over 2 MB, keeping the logo it has", async () => {
    const before = await logoOf(s.token);
    const keys = storedKeys(s.storageDir);

    const renamed = await call(s.app, "PUT", "/company/logo", s.token, part(HTML, "logo.png", "image/png"));
    expect(renamed.status).toBe(422);
    expect(renamed.body.fields).toEqual({
      logo: "O campo Logotipo aceita apenas arquivos PNG, JPG ou WebP.",
    });

    const pdf = await call(
      s.app,
      "PUT",
      "/company/logo",
      s.token,
      part(Buffer.from("%PDF-1.4\n"), "l.pdf", "application/pdf"),
    );
    expect(pdf.status).toBe(422);
    expect(pdf.body.fields).toEqual({ logo: "O campo Logotipo aceita apenas arquivos PNG, JPG ou WebP." });

    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await call(s.app, "PUT", "/company/logo", s.token, part(big, "foto.jpg", "image/jpeg"));
    expect(large.status).toBe(422);
    expect(large.body).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { logo: "O arquivo do campo Logotipo deve ter no máximo 2 MB." },
    });

    const empty = await call(s.app, "PUT", "/company/logo", s.token, [["other", "x"]]);
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({ logo: "O campo Logotipo é obrigatório." });

    const after = await logoOf(s.token);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(storedKeys(s.storageDir)).toEqual(keys);
    expect(await pending()).toEqual([]);
  });

  it("is never seen nor changed through another company's session, and needs a session", async () => {
    const mine = await logoOf(s.token);
    expect(mine.statusCode).toBe(200);

    expect((await call(s.app, "GET", "/company", s.otherToken)).body.logo_updated_at).toBeNull();
    expect((await logoOf(s.otherToken)).statusCode).toBe(404);
    const removed = await call(s.app, "DELETE", "/company/logo", s.otherToken);
    expect(removed.status).toBe(200);
    expect(removed.body.logo_updated_at).toBeNull();

    // B's own logo is B's: A still gets its own bytes.
    const theirs = await call(s.app, "PUT", "/company/logo", s.otherToken, part(JPEG, "b.jpg", "image/jpeg"));
    expect(theirs.status).toBe(200);
    expect((await logoOf(s.otherToken)).rawPayload.equals(JPEG)).toBe(true);
    expect((await logoOf(s.token)).rawPayload.equals(mine.rawPayload)).toBe(true);

    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const anonymous = await s.app.inject({ method, url: "/api/v1/company/logo" });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it("removes the logo and its bytes; removing none is not an error", async () => {
    const keys = storedKeys(s.storageDir).length;
    const removed = await call(s.app, "DELETE", "/company/logo", s.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ logo_updated_at: null, trading_name: "Recicla Norte" });
    expect((await logoOf(s.token)).statusCode).toBe(404);
    expect(storedKeys(s.storageDir)).toHaveLength(keys - 1);
    expect(await pending()).toEqual([]);

    const twice = await call(s.app, "DELETE", "/company/logo", s.token);
    expect(twice.status).toBe(200);
    expect(twice.body.logo_updated_at).toBeNull();
  });
});
