import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneAuthTables } from "../../src/auth/cleanup";
import { sessionOf } from "../../src/auth/index";
import { SIGN_IN_PASSWORD, SIGN_IN_USERS, seedSignIn } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { get, post, signIn, signInApp, signInCookie } from "./support/auth-app";

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db, { MICRO_SERVICE_URL: "http://micro.test/app/" });
  // A later module guarding every route of its plugin, as the comment on `authenticate` shows.
  await app.register(
    async (scope) => {
      scope.addHook("preHandler", scope.authenticate);
      scope.get("/whoami", async (request) => {
        const { user, company } = sessionOf(request);
        const { rows } = await database.db.query<{ trading_name: string }>(
          "select trading_name from companies where id = $1",
          [company.id],
        );
        return { email: user.email, company: rows[0]?.trading_name };
      });
    },
    { prefix: "/api/v1/example" },
  );
});
afterAll(() => app?.close());

describe("app.authenticate for later modules", () => {
  it("scopes a guarded route to the signed-in company and refuses anonymous calls", async () => {
    const token = await signIn(app, "empresas@trilha.com.br");
    expect((await get(app, "/example/whoami", token)).body).toEqual({
      email: "empresas@trilha.com.br",
      company: "Recicla Norte",
    });
    expect((await get(app, "/example/whoami")).status).toBe(401);
    await post(app, "/logout", undefined, token);
    expect((await get(app, "/example/whoami", token)).status).toBe(401);
  });
});

describe("hand-off with MICRO_SERVICE_URL", () => {
  it("redirects to the configured application with a single-use code", async () => {
    const login = await post(app, "/login", {
      email: "microservico@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    const browser = signInCookie(login);
    const module = await post(app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const current = await post(
      app,
      "/companies/current",
      { uuid_company: module.body.companies[0].uuid },
      module.body.token,
    );
    const handoff = await get(app, `/logar_by_micro_service/${current.body.token}`, undefined, browser);
    expect(handoff.status).toBe(302);
    expect(handoff.response.headers.location).toMatch(
      /^http:\/\/micro\.test\/app\/login\/integracao\/[\w-]+$/,
    );
    // The code is the micro-service application's to exchange: this portal's binding ends here.
    expect(String(handoff.response.headers["set-cookie"])).toMatch(/^trilha_signin=; Max-Age=0;/);
    const again = await app.inject({
      method: "GET",
      url: `/api/v1/logar_by_micro_service/${current.body.token}`,
      headers: { accept: "text/html", cookie: browser },
    });
    expect(again.statusCode).toBe(401);
    expect(again.headers["content-type"]).toContain("text/html");
    // Spec 01 §8: erro 4 is stored for the login screen and the browser returns to the login, in pt-BR.
    expect(again.body).toContain('localStorage.setItem("erro","4")');
    expect(again.body).toContain('location.replace("/")');
    expect(again.body).toContain("O tempo limite para logar no sistema foi atingido!");
    expect(again.body).not.toContain("Provided token is expired.");
  });

  it("refuses a hand-off token after 60 seconds", async () => {
    await post(app, "/test/users/microservico@trilha.com.br/reset");
    const login = await post(app, "/login", {
      email: "microservico@trilha.com.br",
      password: SIGN_IN_PASSWORD,
    });
    const browser = signInCookie(login);
    const module = await post(app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const current = await post(
      app,
      "/companies/current",
      { uuid_company: module.body.companies[0].uuid },
      module.body.token,
    );
    await database.db.query(
      `update auth_url_tokens set expires_at = now() - interval '1 second' where kind = 'handoff' and used_at is null`,
    );
    expect((await get(app, `/logar_by_micro_service/${current.body.token}`, undefined, browser)).status).toBe(
      401,
    );
  });
});

describe("demo seed", () => {
  it("is idempotent and puts users back to their printed state", async () => {
    const count = async () =>
      (await database.db.query<{ n: number }>("select count(*)::int as n from users")).rows[0]!.n;
    const before = await count();
    await database.db.query(
      "update users set active = false, failed_attempts = 9, password_hash = null where email = 'restrito@trilha.com.br'",
    );
    await seedSignIn(database.db, { env: { NODE_ENV: "test" } });
    expect(await count()).toBe(before);
    const login = await post(app, "/login", { email: "restrito@trilha.com.br", password: SIGN_IN_PASSWORD });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
    for (const user of SIGN_IN_USERS) {
      const { rows } = await database.db.query("select 1 from users where email = $1", [user.email]);
      expect(rows, user.email).toHaveLength(1);
    }
  });

  it("puts the printed password back over a stored value that is no hash at all, instead of failing", async () => {
    await database.db.query(
      "update users set password_hash = 'not-a-hash' where email = 'restrito@trilha.com.br'",
    );
    await seedSignIn(database.db, { env: { NODE_ENV: "test" } });
    const login = await post(app, "/login", { email: "restrito@trilha.com.br", password: SIGN_IN_PASSWORD });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });
});

describe("pruning", () => {
  it("drops old attempts, dead tokens and long-ended sessions, keeping recent ones", async () => {
    await database.db.query(
      `insert into auth_attempts (kind, email, ip, created_at) values
         ('login', 'velho@x.dev', '1.1.1.1', now() - interval '2 days'), ('login', 'novo@x.dev', '1.1.1.1', now())`,
    );
    await pruneAuthTables(database.db);
    const { rows } = await database.db.query<{ email: string }>(
      "select email from auth_attempts where email in ('velho@x.dev', 'novo@x.dev')",
    );
    expect(rows).toEqual([{ email: "novo@x.dev" }]);
  });
});

describe("access log", () => {
  it("keeps hand-off tokens out of the info-level request lines", async () => {
    const { buildApp } = await import("../../src/app");
    const { testConfig } = await import("../support/app");
    const { authConfig } = await import("./support/auth-app");
    const lines: string[] = [];
    const logged = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
      auth: authConfig(),
    });
    await logged.inject({ method: "GET", url: "/api/v1/logar_by_micro_service/segredo-do-token" });
    await logged.inject({ method: "GET", url: "/api/v1/users/password/check?id=1&token=segredo-do-link" });
    await logged.inject({ method: "GET", url: "/api/v1/settings/public" });
    await logged.close();
    expect(lines.join("\n")).toContain("/api/v1/settings/public");
    expect(lines.join("\n")).not.toContain("segredo");
  });
});
