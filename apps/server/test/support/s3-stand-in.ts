import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { S3Settings } from "../../src/storage/s3";

/**
 * A minimal S3 on 127.0.0.1 for tests: one bucket, path-style, objects in memory; HEAD bucket and
 * PUT/GET/HEAD/DELETE object. Every request must carry a valid Signature Version 4 made with the
 * configured key pair and region (checked here, not by the SDK that signed it), so a wrong credential
 * fails the test as it would against S3. No npm stand-in fits: s3rver never checks V4 signatures, and its
 * maintained fork needs Node 24.
 */
export type S3StandIn = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's objects by full key (S3_PREFIX included). */
  objects: Map<string, Buffer>;
  /** Every request answered, in order. */
  requests: { method: string; key: string | null; status: number }[];
  /** After `count` more stored objects, refuse every PUT (403), as a full quota or revoked grant would. */
  refusePutsAfter(count: number): void;
  /** Driver settings pointing here (override to misconfigure). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  close(): Promise<void>;
};

export async function startS3StandIn({
  bucket = "trilha-uploads",
  region = "us-east-1",
  accessKeyId = "TRILHATESTKEY",
  secretAccessKey = "trilha-test-secret",
}: {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
} = {}): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const requests: S3StandIn["requests"] = [];
  let putsLeft = Number.POSITIVE_INFINITY;

  const server = createServer(async (request, response) => {
    const body = await read(request);
    const url = new URL(request.url ?? "/", "http://stand-in");
    const [, bucketName = "", ...rest] = url.pathname.split("/");
    // The SDK asks for the bucket as `/bucket/`: an empty key means the bucket itself.
    const key = rest.map(decodeURIComponent).join("/") || null;
    const answer = (status: number, code?: string, message?: string) => {
      requests.push({ method: request.method ?? "", key, status });
      if (code && request.method !== "HEAD") {
        response.writeHead(status, { "content-type": "application/xml" });
        response.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message ?? code}</Message></Error>`,
        );
      } else {
        response.writeHead(status);
        response.end();
      }
    };

    const denied = verifySignature(request, url, body, { accessKeyId, secretAccessKey, region });
    if (denied) return answer(denied.status, denied.code, denied.message);
    if (decodeURIComponent(bucketName) !== bucket) return answer(404, "NoSuchBucket");

    if (key === null) {
      if (request.method === "HEAD") return answer(200);
      return answer(501, "NotImplemented");
    }
    switch (request.method) {
      case "PUT":
        if (putsLeft <= 0) return answer(403, "AccessDenied", "Refused by the test.");
        putsLeft -= 1;
        objects.set(key, awsChunkedDecoded(request, body));
        requests.push({ method: "PUT", key, status: 200 });
        response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return response.end();
      case "GET":
      case "HEAD": {
        const object = objects.get(key);
        if (!object) return answer(404, "NoSuchKey", "The specified key does not exist.");
        requests.push({ method: request.method, key, status: 200 });
        response.writeHead(200, {
          "content-type": "application/octet-stream",
          "content-length": object.length,
        });
        return response.end(request.method === "GET" ? object : undefined);
      }
      case "DELETE":
        // S3 answers 204 whether or not the key was there.
        objects.delete(key);
        return answer(204);
      default:
        return answer(501, "NotImplemented");
    }
  });

  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    refusePutsAfter: (count) => {
      putsLeft = count;
    },
    settings: (overrides = {}) => ({
      driver: "s3",
      bucket,
      region,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      prefix: "",
      ...overrides,
    }),
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

async function read(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Signature Version 4 (header form), recomputed from the request as received. */
function verifySignature(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  account: { accessKeyId: string; secretAccessKey: string; region: string },
): { status: number; code: string; message: string } | null {
  const authorization = request.headers.authorization;
  const match = authorization?.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!match) return { status: 403, code: "AccessDenied", message: "Missing or malformed Authorization." };
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== account.accessKeyId) {
    return { status: 403, code: "InvalidAccessKeyId", message: `Unknown access key ${keyId}.` };
  }
  if (region !== account.region) {
    return { status: 400, code: "AuthorizationHeaderMalformed", message: `Region ${region} is wrong.` };
  }
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body)) {
    return { status: 400, code: "XAmzContentSHA256Mismatch", message: "Body does not match its hash." };
  }
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const query = [...url.searchParams]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const headers = signedHeaders!
    .split(";")
    .map((name) => `${name}:${headerValue(request, name)}\n`)
    .join("");
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let signingKey = hmac(`AWS4${account.secretAccessKey}`, day!);
  for (const part of [region!, "s3", "aws4_request"]) signingKey = hmac(signingKey, part);
  if (createHmac("sha256", signingKey).update(toSign).digest("hex") !== signature) {
    return { status: 403, code: "SignatureDoesNotMatch", message: "The signature does not match." };
  }
  return null;
}

function headerValue(request: IncomingMessage, name: string) {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");
}

/**
 * A streamed PutObject arrives in S3's aws-chunked encoding (`<hex size>\r\n<bytes>\r\n` … `0\r\n`,
 * then checksum trailers); S3 keeps the decoded bytes, and so does the stand-in.
 */
function awsChunkedDecoded(request: IncomingMessage, body: Buffer): Buffer {
  if (!String(request.headers["content-encoding"] ?? "").includes("aws-chunked")) return body;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
