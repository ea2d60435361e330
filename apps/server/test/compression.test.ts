import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, PDF, providerFields, providersApp, type Setup } from "./providers/support";
import { tempDir, testApp, testConfig } from "./support/app";
import { useTestDatabase } from "./support/database";

const database = useTestDatabase();

describe("JSON answers", () => {
  let s: Setup;
  let provider: string;
  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    provider = created.body.provider.uuid_provider;
  }, 60_000);
  afterAll(() => s?.app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${s.token}`, ...headers } });

  it("are gzip- or brotli-compressed above 1 kB when the client accepts it", async () => {
    const plain = await get(`/providers/${provider}`);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzip = await get(`/providers/${provider}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await get(`/providers/${provider}`, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
  });

  it("stay plain below 1 kB", async () => {
    const small = await s.app.inject({ url: "/api/v1/health", headers: { "accept-encoding": "gzip, br" } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("leave file downloads as they are, with their content-length, even for a text type", async () => {
    const created = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "ISO 14001"],
      ["number", "123"],
      ["emission", "2026-01-15"],
      ["attachment", { file: PDF, name: "certificado.pdf", type: "application/pdf" }],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.attachment.split("/").pop();
    await database.db.query("update stored_files set content_type = 'text/plain' where uuid = $1", [uuid]);
    const download = await get(`/files/${uuid}`, { "accept-encoding": "gzip, br" });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.headers["content-length"]).toBe(String(PDF.length));
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });
});

describe("portal assets", () => {
  const SCRIPT = `console.log(${JSON.stringify("portal ".repeat(400))});`;
  let app: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    const dist = tempDir("portal-compressed");
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Trilha</title>");
    mkdirSync(join(dist, "assets"));
    const script = join(dist, "assets", "index-abc123.js");
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    app = await testApp(database.db, testConfig({ PORTAL_DIST: dist }));
  });
  afterAll(() => app?.close());

  it("are sent pre-compressed with Content-Encoding, Vary and the immutable cache", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await app.inject({
        url: "/assets/index-abc123.js",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-type"]).toMatch(/javascript/);
    }
    const gzip = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it("are sent plain to a client that accepts no encoding", async () => {
    const response = await app.inject({ url: "/assets/index-abc123.js" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it("keep index.html uncached", async () => {
    for (const url of ["/", "/login"]) {
      const response = await app.inject({
        url,
        headers: { accept: "text/html", "accept-encoding": "gzip, br" },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });
});
