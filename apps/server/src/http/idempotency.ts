import { createHash, type Hash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { IDEMPOTENCY_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Database } from "../db/database";
import { HttpError } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: this POST ignores Idempotency-Key (every other POST behind a session honours it). */
    idempotency?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Sent on an answer replayed from the first request with the same key. */
export const REPLAYED_HEADER = "idempotent-replayed";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A first request still "running" after this long died with its process (kill -9): its key is free again. */
const ABANDONED_MINUTES = 5;
/** Most bytes a replayed multipart body is read to compare it with the first one. */
const MAX_COMPARED_BYTES = 64 * 1024 * 1024;
const PRUNE_EVERY_MS = 10 * 60_000;

/** The codes live in the table shared with the clients (@trilha/api/error-codes). */
export { IDEMPOTENCY_CODES };

export const IDEMPOTENCY_MESSAGES = {
  invalidKey:
    "O cabeçalho Idempotency-Key deve ter de 8 a 128 caracteres, apenas letras sem acento, números, hífen ou sublinhado.",
  inProgress: "Esta operação ainda está em andamento. Aguarde alguns instantes e tente novamente.",
  keyReused:
    "Esta chave de idempotência já foi usada com outros dados. Gere uma nova chave para uma nova operação.",
} as const;

/** SHA-256 of a byte stream with every occurrence of the multipart boundary left out (a resent form gets a new one). */
class Fingerprint {
  private readonly hash: Hash = createHash("sha256");
  private pending = Buffer.alloc(0);
  private readonly boundary: Buffer | null;
  complete = false;
  bytes = 0;

  constructor(boundary?: string) {
    this.boundary = boundary ? Buffer.from(boundary) : null;
  }

  update(chunk: Buffer) {
    this.bytes += chunk.length;
    if (!this.boundary) {
      this.hash.update(chunk);
      return;
    }
    let buffer = Buffer.concat([this.pending, chunk]);
    for (let at = buffer.indexOf(this.boundary); at !== -1; at = buffer.indexOf(this.boundary)) {
      this.hash.update(buffer.subarray(0, at));
      buffer = buffer.subarray(at + this.boundary.length);
    }
    // A boundary may straddle two chunks: keep its possible beginning for the next one.
    const keep = Math.min(buffer.length, this.boundary.length - 1);
    this.hash.update(buffer.subarray(0, buffer.length - keep));
    this.pending = Buffer.from(buffer.subarray(buffer.length - keep));
  }

  digest(): string {
    this.hash.update(this.pending);
    this.pending = Buffer.alloc(0);
    return this.hash.digest("hex");
  }
}

type BodyHash = { ready: true; value: string } | { ready: false; tap: Fingerprint; value?: string };

function multipartBoundary(request: FastifyRequest): string | undefined {
  const type = request.headers["content-type"] ?? "";
  if (!/^multipart\/form-data/i.test(type)) return undefined;
  return /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type)?.slice(1).find(Boolean) ?? "";
}

/**
 * The body's fingerprint. JSON (parsed already): its text. Multipart (read later by the route from the
 * raw request): the raw bytes, tapped as the route reads them, so nothing is buffered twice.
 */
function bodyHash(request: FastifyRequest): BodyHash {
  const boundary = multipartBoundary(request);
  if (boundary === undefined) {
    const text = request.body === undefined ? "" : JSON.stringify(request.body);
    return { ready: true, value: createHash("sha256").update(text).digest("hex") };
  }
  const tap = new Fingerprint(boundary);
  const raw: IncomingMessage = request.raw;
  // Paused first: a 'data' listener then does not start the flow; the route's pipe() does.
  raw.pause();
  raw.on("data", (chunk: Buffer) => tap.update(chunk));
  raw.once("end", () => {
    tap.complete = true;
  });
  return { ready: false, tap };
}

/** Reads the rest of a multipart body nobody will parse (a retry being compared), up to a limit. */
function drained(request: FastifyRequest, hash: BodyHash & { ready: false }): Promise<string | null> {
  const raw = request.raw;
  return new Promise((resolve) => {
    if (raw.readableEnded) return resolve(hash.tap.complete ? hash.tap.digest() : null);
    const finish = (value: string | null) => {
      raw.removeListener("data", guard);
      resolve(value);
    };
    const guard = () => {
      if (hash.tap.bytes > MAX_COMPARED_BYTES) finish(null);
    };
    raw.on("data", guard);
    raw.once("end", () => finish(hash.tap.digest()));
    raw.once("error", () => finish(null));
    raw.once("close", () => finish(hash.tap.complete ? hash.tap.digest() : null));
    raw.resume();
  });
}

type Claim = { id: number; hash: BodyHash };
const claims = new WeakMap<FastifyRequest, Claim>();

type KeptAnswer = {
  state: "running" | "done";
  request_hash: string | null;
  status: number | null;
  content_type: string | null;
  body: string | null;
};

/** Deletes the kept answers older than 24 hours. */
export async function pruneIdempotencyKeys(db: Database) {
  await db.query(
    `delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
  );
}

/**
 * Idempotency-Key for creating POSTs (issue 10, finding 9). Every POST route behind a session takes an
 * optional `Idempotency-Key` (8–128 of [A-Za-z0-9_-], else 400): the first answer under 500 is kept
 * 24 hours per (company, user, key, method, path) and replayed to a retry with the same body
 * (`Idempotent-Replayed: true`); the same key with another body answers 422, and a retry while the first
 * still runs answers 409. A 5xx (or a body the route did not read to its end) frees the key.
 * New POST routes get it by default; `config: { idempotency: false }` opts one out. Register on the root
 * instance before the modules: it hooks each route as it is added, after the route's own preHandlers
 * (so after `authenticate`, which gives the company and the user).
 */
export async function registerIdempotency(app: FastifyInstance, { db }: { db: Database }) {
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("POST") || route.config?.idempotency === false) return;
    route.preHandler = [...asArray(route.preHandler), claimKey];
    route.onSend = [...asArray(route.onSend), keepAnswer];
  });

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    const company = request.session?.company;
    const user = request.session?.user;
    if (header === undefined || request.method !== "POST" || !company || !user) return;
    if (typeof header !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(header))
      throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalidKey, { code: IDEMPOTENCY_CODES.invalidKey });

    // Per user too: a co-worker who learnt someone's key must not be replayed that person's answer.
    const scope = [company.id, user.id, header, request.method, request.url.split("?")[0] ?? "/"];
    const hash = bodyHash(request);
    for (let attempt = 0; attempt < 3; attempt++) {
      // A new key, or one whose answer expired or whose first request died, becomes this request's.
      const claimed = await db.query<{ id: number }>(
        `insert into idempotency_keys (company_id, user_id, key, method, path, request_hash)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (company_id, user_id, key, method, path) do update
            set request_hash = excluded.request_hash, state = 'running', status = null, content_type = null,
                body = null, created_at = now()
          where idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
             or (idempotency_keys.state = 'running'
                 and idempotency_keys.created_at < now() - make_interval(mins => ${ABANDONED_MINUTES}))
         returning id`,
        [...scope, hash.ready ? hash.value : null],
      );
      if (claimed.rows[0]) {
        claims.set(request, { id: Number(claimed.rows[0].id), hash });
        return;
      }
      const { rows } = await db.query<KeptAnswer>(
        `select state, request_hash, status, content_type, body from idempotency_keys
          where company_id = $1 and user_id = $2 and key = $3 and method = $4 and path = $5`,
        scope,
      );
      const kept = rows[0];
      if (!kept) continue; // pruned between the two statements: claim it again
      if (kept.state === "running")
        throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, { code: IDEMPOTENCY_CODES.inProgress });
      const value = hash.ready ? hash.value : await drained(request, hash);
      if (value === null || value !== kept.request_hash)
        throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused, { code: IDEMPOTENCY_CODES.keyReused });
      return reply
        .code(kept.status ?? 200)
        .header(REPLAYED_HEADER, "true")
        .type(kept.content_type ?? "application/json; charset=utf-8")
        .send(kept.body ?? "");
    }
    throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, { code: IDEMPOTENCY_CODES.inProgress });
  }

  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const { hash } = claim;
    const requestHash = hash.ready ? hash.value : hash.tap.complete ? hash.tap.digest() : null;
    try {
      if (reply.statusCode < 500 && typeof payload === "string" && requestHash !== null) {
        const type = reply.getHeader("content-type");
        await db.query(
          `update idempotency_keys
              set state = 'done', status = $2, content_type = $3, body = $4, request_hash = $5
            where id = $1`,
          [claim.id, reply.statusCode, typeof type === "string" ? type : null, payload, requestHash],
        );
      } else {
        // Nothing kept to replay (a failure, or a body not read to its end): the key may be tried again.
        await db.query("delete from idempotency_keys where id = $1", [claim.id]);
      }
    } catch (error) {
      request.log.warn({ err: error }, "idempotency key not recorded");
    }
    return payload;
  }

  const pruning = setInterval(() => {
    pruneIdempotencyKeys(db).catch((error) =>
      app.log.warn({ err: error }, "pruning idempotency keys failed"),
    );
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook("onClose", async () => clearInterval(pruning));
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
