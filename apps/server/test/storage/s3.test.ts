import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, readS3Settings } from "../../src/storage/s3";
import { createStorage, readStorageSettings } from "../../src/storage/storage";
import { PDF } from "../providers/support";
import { type S3StandIn, startS3StandIn } from "../support/s3-stand-in";

describe("S3 settings", () => {
  const s3 = (env: Record<string, string>) => {
    const settings = readStorageSettings({ STORAGE_DRIVER: "s3", ...env }, "/data");
    if (settings.driver !== "s3") throw new Error(`Expected the S3 settings, got ${settings.driver}.`);
    return settings;
  };

  it("needs a bucket and names the variable when it is missing", () => {
    expect(() => s3({})).toThrow("S3_BUCKET: required when STORAGE_DRIVER=s3");
    expect(() => s3({ S3_BUCKET: "  " })).toThrow("S3_BUCKET");
  });

  it("defaults to AWS in us-east-1 with the SDK's own credentials and virtual-hosted addressing", () => {
    expect(s3({ S3_BUCKET: "uploads" })).toEqual({
      driver: "s3",
      bucket: "uploads",
      region: "us-east-1",
      forcePathStyle: false,
      prefix: "",
    });
  });

  it("reads an endpoint (path-style unless told otherwise), a key pair, a region and a prefix", () => {
    expect(
      s3({
        S3_BUCKET: "uploads",
        S3_REGION: "sa-east-1",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PREFIX: "/trilha/prod/",
      }),
    ).toEqual({
      driver: "s3",
      bucket: "uploads",
      region: "sa-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      prefix: "trilha/prod/",
    });
    const endpoint = { S3_BUCKET: "uploads", S3_ENDPOINT: "https://s3.example.com" };
    expect(s3({ ...endpoint, S3_FORCE_PATH_STYLE: "false" }).forcePathStyle).toBe(false);
    expect(s3({ S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "true" }).forcePathStyle).toBe(true);
    expect(() => s3({ ...endpoint, S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE");
  });

  it("refuses an endpoint that is not an http(s) URL", () => {
    for (const bad of ["minio:9000", "ftp://127.0.0.1:9000", "http//127.0.0.1", "not a url"]) {
      expect(() => s3({ S3_BUCKET: "uploads", S3_ENDPOINT: bad }), bad).toThrow(
        `S3_ENDPOINT: must be an http(s) URL such as http://127.0.0.1:9000 (got ${JSON.stringify(bad)})`,
      );
    }
  });

  it("wants both halves of a key pair or neither", () => {
    expect(() => s3({ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID",
    );
    expect(() => s3({ S3_BUCKET: "uploads", S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      "S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY",
    );
  });

  it("builds the S3 driver from them", () => {
    expect(createStorage(s3({ S3_BUCKET: "uploads" })).kind).toBe("s3");
  });
});

describe("the S3 driver against a local stand-in", () => {
  let standIn: S3StandIn;

  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn.close());

  it("stores bytes in the bucket under an opaque key, reads them back and removes them", async () => {
    const storage = createS3Storage(standIn.settings());
    const key = await storage.put(PDF, { prefix: "../Certificates" });
    expect(key).toMatch(/^___certificates\/[0-9a-f-]{36}$/);
    expect(standIn.objects.get(key)?.equals(PDF)).toBe(true);

    const stream = await storage.open(key);
    expect(Buffer.from(await text(stream!), "latin1").equals(PDF)).toBe(true);

    await storage.remove(key);
    expect(standIn.objects.has(key)).toBe(false);
    expect(await storage.open(key)).toBeNull();
  });

  it("keeps S3_PREFIX in the bucket but not in the key it answers", async () => {
    const storage = createS3Storage(standIn.settings({ prefix: "trilha/test/" }));
    const key = await storage.put(Buffer.from("conteúdo"), { prefix: "employees" });
    expect(key).toMatch(/^employees\/[0-9a-f-]{36}$/);
    expect(standIn.objects.get(`trilha/test/${key}`)?.toString()).toBe("conteúdo");
    expect(await text((await storage.open(key))!)).toBe("conteúdo");
    await storage.remove(key);
    expect(standIn.objects.has(`trilha/test/${key}`)).toBe(false);
  });

  it("answers null for a key that holds nothing and removes a missing key without complaint", async () => {
    const storage = createS3Storage(standIn.settings());
    const missing = "certificates/00000000-0000-4000-8000-000000000000";
    expect(await storage.open(missing)).toBeNull();
    await expect(storage.remove(missing)).resolves.toBeUndefined();
    expect(standIn.requests.filter((r) => r.key === missing).map((r) => [r.method, r.status])).toEqual([
      ["GET", 404],
      ["DELETE", 204],
    ]);
  });

  it("refuses keys of another shape before asking the bucket", async () => {
    const storage = createS3Storage(standIn.settings());
    const before = standIn.requests.length;
    await expect(storage.open("../../etc/passwd")).rejects.toThrow("Invalid storage key");
    await expect(storage.remove("certificates/../../x")).rejects.toThrow("Invalid storage key");
    expect(standIn.requests.length).toBe(before);
  });

  it("fails, rather than reading nothing, when the bucket itself is missing", async () => {
    const storage = createS3Storage(standIn.settings({ bucket: "someone-else" }));
    await expect(storage.open("certificates/00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });

  it("is refused by the bucket with a wrong credential", async () => {
    const wrongKey = createS3Storage(
      standIn.settings({ credentials: { accessKeyId: "OTHER", secretAccessKey: standIn.secretAccessKey } }),
    );
    await expect(wrongKey.put(PDF, { prefix: "certificates" })).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
    });
    const wrongSecret = createS3Storage(
      standIn.settings({ credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: "guess" } }),
    );
    await expect(wrongSecret.put(PDF, { prefix: "certificates" })).rejects.toMatchObject({
      name: "SignatureDoesNotMatch",
    });
    const wrongRegion = createS3Storage(standIn.settings({ region: "eu-west-1" }));
    await expect(wrongRegion.put(PDF, { prefix: "certificates" })).rejects.toMatchObject({
      name: "AuthorizationHeaderMalformed",
    });
    expect(standIn.objects.size).toBe(0);
  });

  describe("the start check", () => {
    it("passes when the bucket answers", async () => {
      await expect(createS3Storage(standIn.settings()).check!()).resolves.toBeUndefined();
    });

    it("names the bucket, the endpoint and the variables when the bucket is missing", async () => {
      const check = createS3Storage(standIn.settings({ bucket: "no-such-bucket" })).check!();
      await expect(check).rejects.toThrow(
        `STORAGE_DRIVER=s3: the bucket "no-such-bucket" at ${standIn.endpoint} cannot be reached (HTTP 404, no such bucket). ` +
          "Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials",
      );
    });

    it("fails on a wrong credential too", async () => {
      const check = createS3Storage(
        standIn.settings({ credentials: { accessKeyId: standIn.accessKeyId, secretAccessKey: "guess" } }),
      ).check!();
      await expect(check).rejects.toThrow("cannot be reached (HTTP 403, access denied)");
      const region = createS3Storage(standIn.settings({ region: "eu-west-1" })).check!();
      await expect(region).rejects.toThrow("cannot be reached (HTTP 400, refused, often a wrong S3_REGION)");
    });

    it("fails when nothing listens at the endpoint", async () => {
      const closed = await startS3StandIn();
      await closed.close();
      const check = createS3Storage(closed.settings()).check!();
      await expect(check).rejects.toThrow(
        new RegExp(`at ${closed.endpoint} cannot be reached \\(.*ECONNREFUSED.*\\)`),
      );
    });

    it("gives up on an endpoint that never answers", async () => {
      const silent = createServer(() => {});
      await new Promise<void>((done) => silent.listen(0, "127.0.0.1", done));
      try {
        const { port } = silent.address() as AddressInfo;
        const storage = createS3Storage(standIn.settings({ endpoint: `http://127.0.0.1:${port}` }), {
          checkTimeoutMs: 300,
        });
        await expect(storage.check!()).rejects.toThrow("cannot be reached (no answer within 300 ms)");
      } finally {
        silent.closeAllConnections();
        silent.close();
      }
    });
  });
});

describe("S3 settings and driver together", () => {
  it("reads the stand-in's settings from the environment as an operator would write them", async () => {
    const standIn = await startS3StandIn();
    try {
      const settings = readS3Settings({
        S3_BUCKET: standIn.bucket,
        S3_ENDPOINT: standIn.endpoint,
        S3_ACCESS_KEY_ID: standIn.accessKeyId,
        S3_SECRET_ACCESS_KEY: standIn.secretAccessKey,
      });
      const storage = createS3Storage(settings);
      await storage.check!();
      const key = await storage.put(PDF, { prefix: "licenses" });
      expect(standIn.objects.get(key)?.equals(PDF)).toBe(true);
    } finally {
      await standIn.close();
    }
  });
});
