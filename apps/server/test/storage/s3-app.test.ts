import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { readServices } from "../../src/services";
import { authConfig } from "../auth/support/auth-app";
import { call, cnpjOf, JPEG, PDF, providerFields, providersApp, type Setup } from "../providers/support";
import { testConfig } from "../support/app";
import { useTestDatabase } from "../support/database";
import { type S3StandIn, startS3StandIn } from "../support/s3-stand-in";

/** The variables an operator would set, pointing at the stand-in. */
const s3Env = (standIn: S3StandIn, overrides: Record<string, string> = {}) => ({
  STORAGE_DRIVER: "s3",
  S3_BUCKET: standIn.bucket,
  S3_ENDPOINT: standIn.endpoint,
  S3_ACCESS_KEY_ID: standIn.accessKeyId,
  S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
  S3_PREFIX: "trilha",
  ...overrides,
});

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe("the server with STORAGE_DRIVER=s3", () => {
  const database = useTestDatabase();
  let standIn: S3StandIn;
  let s: Setup;
  let provider: string;

  beforeAll(async () => {
    standIn = await startS3StandIn();
    const { storage } = readServices(s3Env(standIn), testConfig());
    s = await providersApp(database.db, { storage });
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    provider = created.body.provider.uuid_provider;
  }, 60_000);

  afterAll(async () => {
    await s?.app.close();
    await standIn?.close();
  });

  it("checked the bucket when it started", () => {
    expect(standIn.requests[0]).toEqual({ method: "HEAD", key: null, status: 200 });
  });

  it("keeps an uploaded certificate in the bucket and serves it back with its display name", async () => {
    const created = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "ISO 14001"],
      ["number", "123"],
      ["emission", "2026-01-15"],
      ["attachment", { file: PDF, name: "Certificação ambiental.pdf", type: "application/pdf" }],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.attachment.split("/").pop();

    const { rows } = await database.db.query<{ storage_key: string }>(
      "select storage_key from stored_files where uuid = $1",
      [uuid],
    );
    const key = rows[0]!.storage_key;
    expect(key).toMatch(/^[a-z0-9_-]+\/[0-9a-f-]{36}$/);
    expect(standIn.objects.get(`trilha/${key}`)?.equals(PDF)).toBe(true);
    expect(files(s.storageDir)).toEqual([]);

    const file = await s.app.inject({
      method: "GET",
      url: `/api/v1/files/${uuid}`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="Certificacao ambiental.pdf"; filename*=UTF-8''${encodeURIComponent("Certificação ambiental.pdf")}`,
    );
    expect(standIn.requests.at(-1)).toEqual({ method: "GET", key: `trilha/${key}`, status: 200 });

    const stolen = await s.app.inject({
      method: "GET",
      url: `/api/v1/files/${uuid}`,
      headers: { authorization: `Bearer ${s.otherToken}` },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("answers 404 for a file whose object has gone from the bucket", async () => {
    const created = await call(s.app, "POST", `/providers/${provider}/certificates`, s.token, [
      ["name", "Alvará"],
      ["number", "9"],
      ["emission", "2026-02-01"],
      ["attachment", { file: PDF, name: "alvara.pdf", type: "application/pdf" }],
    ]);
    expect(created.status).toBe(201);
    const { rows } = await database.db.query<{ storage_key: string }>(
      "select storage_key from stored_files where uuid = $1",
      [created.body.attachment.split("/").pop()],
    );
    standIn.objects.delete(`trilha/${rows[0]!.storage_key}`);
    const file = await s.app.inject({
      method: "GET",
      url: created.body.attachment,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ message: "Arquivo não encontrado." });
  });

  it("removes the objects of a create that the bucket refuses midway", async () => {
    const before = new Set(standIn.objects.keys());
    const { rows: counted } = await database.db.query<{ total: number }>(
      "select count(*)::int as total from providers",
    );
    standIn.refusePutsAfter(1);
    try {
      const failed = await call(
        s.app,
        "POST",
        "/providers",
        s.token,
        providerFields({ "company[cnpj]": cnpjOf("998887770001") }, [
          ["employee[0][name]", "Primeiro"],
          ["employee[0][email]", "primeiro@coletaazul.com.br"],
          ["employee[0][mopp_file]", { file: JPEG, name: "mopp.jpg", type: "image/jpeg" }],
          ["employee[1][name]", "Segundo"],
          ["employee[1][email]", "segundo@coletaazul.com.br"],
          ["employee[1][mopp_file]", { file: JPEG, name: "mopp2.jpg", type: "image/jpeg" }],
        ]),
      );
      expect(failed.status).toBe(500);
    } finally {
      standIn.refusePutsAfter(Number.POSITIVE_INFINITY);
    }
    // The first employee's file reached the bucket, then was deleted when the create rolled back.
    const stored = standIn.requests.filter((r) => r.method === "PUT" && r.status === 200).at(-1)!;
    expect(standIn.requests).toContainEqual({ method: "DELETE", key: stored.key, status: 204 });
    expect(new Set(standIn.objects.keys())).toEqual(before);
    const { rows } = await database.db.query<{ total: number }>(
      "select count(*)::int as total from providers",
    );
    expect(rows[0]!.total).toBe(counted[0]!.total);
  });
});

describe("starting with STORAGE_DRIVER=s3 and a bucket that cannot be reached", () => {
  const database = useTestDatabase();

  it("fails to build the app, naming the bucket", async () => {
    const standIn = await startS3StandIn();
    try {
      const config = testConfig();
      const services = readServices(s3Env(standIn, { S3_BUCKET: "not-created-yet" }), config);
      await expect(
        buildApp({ config, db: database.db, logger: false, auth: authConfig(), services }),
      ).rejects.toThrow(
        `STORAGE_DRIVER=s3: the bucket "not-created-yet" at ${standIn.endpoint} cannot be reached`,
      );
    } finally {
      await standIn.close();
    }
  });

  it("fails before that when S3_BUCKET is missing", () => {
    expect(() => readServices({ STORAGE_DRIVER: "s3" }, testConfig())).toThrow("S3_BUCKET");
  });
});
