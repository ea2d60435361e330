import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { loadOnce } from "../load-once";
import { assertStorageKey, newStorageKey } from "./keys";
import type { FileStorage } from "./storage";

export type S3Settings = {
  driver: "s3";
  bucket: string;
  region: string;
  /** MinIO, Ceph, R2…; AWS itself when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** When absent, the SDK's default chain (AWS_* variables, shared profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key: "" or "folder/". */
  prefix: string;
};

type Env = Record<string, string | undefined>;

/**
 * S3_BUCKET (required), S3_REGION (us-east-1), S3_ENDPOINT (optional), S3_FORCE_PATH_STYLE (default: on
 * when S3_ENDPOINT is set), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (both or neither), S3_PREFIX.
 */
export function readS3Settings(env: Env): S3Settings {
  const value = (name: string) => env[name]?.trim() || undefined;

  const bucket = value("S3_BUCKET");
  if (!bucket) throw new Error("S3_BUCKET: required when STORAGE_DRIVER=s3 (the bucket that keeps uploads).");

  const endpoint = value("S3_ENDPOINT");
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    throw new Error(
      `S3_ENDPOINT: must be an http(s) URL such as http://127.0.0.1:9000 (got ${JSON.stringify(endpoint)}).`,
    );
  }

  // Services other than AWS rarely have a DNS name per bucket, so an endpoint means path-style by default.
  const pathStyle = value("S3_FORCE_PATH_STYLE")?.toLowerCase();
  if (pathStyle !== undefined && !["true", "false", "1", "0"].includes(pathStyle)) {
    throw new Error(`S3_FORCE_PATH_STYLE: must be "true" or "false" (got ${JSON.stringify(pathStyle)}).`);
  }
  const forcePathStyle =
    pathStyle === undefined ? endpoint !== undefined : pathStyle === "true" || pathStyle === "1";

  const accessKeyId = value("S3_ACCESS_KEY_ID");
  const secretAccessKey = value("S3_SECRET_ACCESS_KEY");
  if (accessKeyId && !secretAccessKey) {
    throw new Error("S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID (or leave both unset).");
  }
  if (secretAccessKey && !accessKeyId) {
    throw new Error("S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY (or leave both unset).");
  }

  const prefix = (value("S3_PREFIX") ?? "").replace(/^\/+|\/+$/g, "");
  return {
    driver: "s3",
    bucket,
    region: value("S3_REGION") ?? "us-east-1",
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    prefix: prefix ? `${prefix}/` : "",
  };
}

function isHttpUrl(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

type S3Error = Error & { $metadata?: { httpStatusCode?: number }; code?: string };

/** The key is not there; a missing bucket is a configuration fault and stays an error. */
function isMissingKey(error: unknown) {
  const e = error as S3Error;
  return e?.name === "NoSuchKey" || (e?.$metadata?.httpStatusCode === 404 && e.name !== "NoSuchBucket");
}

const STATUS_HINTS: Record<number, string> = {
  301: "the bucket is in another region",
  400: "refused, often a wrong S3_REGION",
  403: "access denied",
  404: "no such bucket",
};

function summarize(error: unknown) {
  const e = error as S3Error;
  const status = e?.$metadata?.httpStatusCode;
  // A HEAD answer has no body, so the status is all S3 says.
  if (status) return [`HTTP ${status}`, STATUS_HINTS[status]].filter(Boolean).join(", ");
  return e?.message || e?.code || String(error);
}

/**
 * A bucket on S3 or an S3-compatible service. Keys in the bucket are S3_PREFIX + the usual
 * `<prefix>/<uuid>`; rows keep the key without S3_PREFIX, like the local driver's.
 */
export function createS3Storage(
  settings: S3Settings,
  { checkTimeoutMs = 10_000 }: { checkTimeoutMs?: number } = {},
): FileStorage {
  const { bucket } = settings;
  // The SDK loads only when this driver is used: a quarter of a second at start the local driver never pays.
  const connect = loadOnce(() =>
    import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
        // An address that drops packets should fail the upload, not hold the request open forever.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      }),
    })),
  );
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${settings.prefix}${key}`;
  };

  return {
    kind: "s3",
    async put(data, { prefix, key = newStorageKey(prefix) }) {
      const { sdk, s3 } = await connect();
      const send = (Body: Buffer | Readable, ContentLength: number) =>
        // No If-None-Match: a random UUID does not clash, and not every S3-compatible service knows it.
        s3.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body,
            ContentLength,
            ContentType: "application/octet-stream",
          }),
        );
      if (Buffer.isBuffer(data)) {
        await send(data, data.length);
        return key;
      }
      // PutObject needs the length before the first byte, which an upload arriving in parts does not
      // say: the stream goes to a temporary file (disk, not memory), then to the bucket from there.
      const spool = join(tmpdir(), `trilha-upload-${randomUUID()}`);
      try {
        await pipeline(data, createWriteStream(spool, { flags: "wx" }));
        const { size } = await stat(spool);
        await send(createReadStream(spool), size);
      } finally {
        await rm(spool, { force: true });
      }
      return key;
    },
    async open(key) {
      const { sdk, s3 } = await connect();
      try {
        const { Body } = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return (Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissingKey(error)) throw error;
      }
    },
    async check() {
      const { sdk, s3 } = await connect();
      const signal = AbortSignal.timeout(checkTimeoutMs);
      try {
        await s3.send(new sdk.HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal });
      } catch (error) {
        const where = settings.endpoint ?? `AWS region ${settings.region}`;
        const why = signal.aborted ? `no answer within ${checkTimeoutMs} ms` : summarize(error);
        throw new Error(
          `STORAGE_DRIVER=s3: the bucket "${bucket}" at ${where} cannot be reached (${why}). ` +
            "Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials: uploads cannot be stored until then.",
          { cause: error },
        );
      }
    },
  };
}
