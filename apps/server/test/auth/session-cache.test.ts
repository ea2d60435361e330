import { AUTH_CODES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthSession } from "../../src/session/authenticate";
import { createSessionCache, forgetSessions, sessionEpoch } from "../../src/session/cache";
import { useTestDatabase } from "../support/database";
import { get, lastLink, post, signIn, signInApp } from "./support/auth-app";

const session = { id: 1 } as AuthSession;

describe("the session cache", () => {
  const check = (over: Partial<{ startedAt: number; lifeMs: number; touchMs: number }> = {}) => ({
    startedAt: 1_000,
    since: sessionEpoch(),
    lifeMs: 20 * 60_000,
    touchMs: 60_000,
    ...over,
  });

  it("answers a checked session for its few seconds, never past the idle end", () => {
    const cache = createSessionCache(2_000);
    cache.store("a", session, check());
    expect(cache.find("a", false, 2_999)).toBe(session);
    expect(cache.find("a", false, 3_000)).toBeNull();
    cache.store("b", session, check({ lifeMs: 500 }));
    expect(cache.find("b", true, 1_499)).toBe(session);
    expect(cache.find("b", true, 1_500)).toBeNull();
  });

  it("sends a call that counts as activity to the database once last_seen_at is due a touch", () => {
    const cache = createSessionCache(2_000);
    cache.store("a", session, check({ touchMs: 300 }));
    expect(cache.find("a", false, 1_299)).toBe(session);
    expect(cache.find("a", false, 1_300)).toBeNull();
    // A passive call (the notifications poll) never touches: it may still be answered.
    expect(cache.find("a", true, 1_300)).toBe(session);
  });

  it("forgets everything at once, and keeps nothing a check read before the forget", () => {
    const cache = createSessionCache(2_000);
    cache.store("a", session, check());
    const before = check();
    forgetSessions();
    expect(cache.find("a", false, 1_001)).toBeNull();
    cache.store("b", session, before);
    expect(cache.find("b", false, 1_001)).toBeNull();
  });

  it("keeps nothing when turned off (SESSION_CACHE_SECONDS=0)", () => {
    const cache = createSessionCache(0);
    cache.store("a", session, check());
    expect(cache.find("a", false, 1_001)).toBeNull();
  });
});

describe("a signed-in session answered from memory", () => {
  const database = useTestDatabase();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await signInApp(database.db, { SESSION_CACHE_SECONDS: "10" });
  });
  afterAll(() => app?.close());

  it("is answered again without the database until the session changes", async () => {
    const email = "restrito@trilha.com.br";
    const token = await signIn(app, email);
    expect((await get(app, "/session", token)).status).toBe(200);
    // Ended behind the server's back (another process): this process still answers it for a moment...
    await database.db.query(
      "update auth_sessions set ended_at = now(), end_reason = 'test' where ended_at is null and user_id = (select id from users where email = $1)",
      [email],
    );
    expect((await get(app, "/session", token)).status).toBe(200);
    // ...until it forgets, as every way of ending a session in this process does.
    forgetSessions();
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionEnded);
  });

  it("ends at once on sign-out", async () => {
    const token = await signIn(app, "adm@trilha.com.br");
    expect((await get(app, "/session", token)).status).toBe(200);
    expect((await post(app, "/logout", undefined, token)).status).toBe(204);
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionEnded);
  });

  it("ends at once when the password is changed", async () => {
    const email = "redefinir@trilha.com.br";
    const token = await signIn(app, email);
    expect((await get(app, "/session", token)).status).toBe(200);
    await post(app, "/users/password/remember", { email });
    const [id, link] = (await lastLink(database.db, email)).link!.split("/").slice(-2) as [string, string];
    const password = "Renovada@2025";
    const changed = await post(app, "/users/password", {
      id,
      token: link,
      passwordNew: password,
      passwordNewConfirm: password,
    });
    expect(changed.status).toBe(200);
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionEnded);
  });

  it("ends at once when a test journey ages or resets the user", async () => {
    const email = "empresas@trilha.com.br";
    const token = await signIn(app, email);
    expect((await get(app, "/session", token)).status).toBe(200);
    expect((await post(app, `/test/sessions/${email}/idle`)).body).toEqual({ aged: 1 });
    expect((await get(app, "/session", token)).body.code).toBe(AUTH_CODES.sessionIdle);
    const again = await signIn(app, email);
    expect((await get(app, "/session", again)).status).toBe(200);
    expect((await post(app, `/test/users/${email}/reset`)).status).toBe(200);
    expect((await get(app, "/session", again)).body.code).toBe(AUTH_CODES.sessionEnded);
  });
});
