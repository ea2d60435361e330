import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../src/mail/mailer";
import { SIGN_IN_PASSWORD } from "../../src/seed/sign-in";
import { useTestDatabase } from "../support/database";
import { get, lastLink, post, signIn, signInApp } from "./support/auth-app";

const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await signInApp(database.db);
});
afterAll(() => app?.close());

const change = (id: string, token: string, password: string, confirm = password) =>
  post(app, "/users/password", { id, token, passwordNew: password, passwordNewConfirm: confirm });

describe("POST /users/password/remember", () => {
  it("answers the same for known and unknown e-mails and only mails the known one", async () => {
    const known = await post(app, "/users/password/remember", { email: "redefinir@trilha.com.br" });
    const unknown = await post(app, "/users/password/remember", { email: "ninguem@trilha.com.br" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await lastLink(database.db, "redefinir@trilha.com.br")).link).toMatch(
      /^http:\/\/portal\.test\/login\/recriar-senha\/\d+\/[\w-]+$/,
    );
    expect(await listOutbox(database.db, { to: "ninguem@trilha.com.br" })).toEqual([]);
  });

  it("answers 429 after 3 requests in an hour for one e-mail", async () => {
    const email = "limite@trilha.com.br";
    for (let i = 0; i < 3; i++)
      expect((await post(app, "/users/password/remember", { email })).status).toBe(200);
    const fourth = await post(app, "/users/password/remember", { email });
    expect(fourth).toMatchObject({
      status: 429,
      body: { code: AUTH_CODES.resetTooMany, message: AUTH_MESSAGES.resetTooMany },
    });
    await database.db.query(
      `update auth_attempts set created_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    expect((await post(app, "/users/password/remember", { email })).status).toBe(200);
  });

  it("validates the e-mail (422)", async () => {
    expect(await post(app, "/users/password/remember", { email: "" })).toMatchObject({
      status: 422,
      body: { code: "VALIDATION_FAILED", fields: { email: "E-mail não pode ser vazio!" } },
    });
    expect(await post(app, "/users/password/remember", { email: "sem-arroba" })).toMatchObject({
      status: 422,
      body: { code: "VALIDATION_FAILED", fields: { email: "E-mail digitado não é valido!" } },
    });
  });
});

describe("POST /users/password", () => {
  it("sets the password once per link: the link is single use and ends open sessions", async () => {
    const email = "redefinir@trilha.com.br";
    const session = await signIn(app, email);
    await post(app, "/users/password/remember", { email });
    const { link } = await lastLink(database.db, email);
    const [id, token] = link!.split("/").slice(-2) as [string, string];
    expect((await get(app, `/users/password/check?id=${id}&token=${token}`)).body).toEqual({
      valid: true,
      kind: "reset",
    });
    expect((await change(id, token, "Renovada@2025")).status).toBe(200);
    expect((await get(app, "/session", session)).status).toBe(401);
    const used = await change(id, token, "Outra@2025x");
    expect(used).toMatchObject({
      status: 401,
      body: { code: AUTH_CODES.tokenExpired, message: AUTH_MESSAGES.tokenExpired },
    });
    expect((await get(app, `/users/password/check?id=${id}&token=${token}`)).status).toBe(401);
    expect((await post(app, "/login", { email, password: SIGN_IN_PASSWORD })).status).toBe(401);
    const login = await post(app, "/login", { email, password: "Renovada@2025" });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });

  it("voids every other open reset and first-access link of the user when a password is set", async () => {
    const email = "adm@trilha.com.br";
    const firstAccess = await post(app, `/test/users/${email}/first-access`);
    expect(firstAccess.status).toBe(200);
    await post(app, "/users/password/remember", { email });
    const older = (await lastLink(database.db, email)).link!.split("/").slice(-2) as [string, string];
    await post(app, "/users/password/remember", { email });
    const newer = (await lastLink(database.db, email)).link!.split("/").slice(-2) as [string, string];
    expect(newer[1]).not.toBe(older[1]);
    expect((await change(...newer, "Recente@2025")).status).toBe(200);

    const expired = {
      status: 401,
      body: { code: AUTH_CODES.tokenExpired, message: AUTH_MESSAGES.tokenExpired },
    };
    for (const [id, token] of [older, [String(firstAccess.body.id), firstAccess.body.token as string]]) {
      expect(await get(app, `/users/password/check?id=${id}&token=${token}`)).toMatchObject(expired);
      expect(await change(id!, token!, "Antiga@2025x")).toMatchObject(expired);
    }
    const login = await post(app, "/login", { email, password: "Recente@2025" });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });

  it("refuses an expired link and a link used with another user's id", async () => {
    const email = "modulos@trilha.com.br";
    await post(app, "/users/password/remember", { email });
    const [id, token] = (await lastLink(database.db, email)).link!.split("/").slice(-2) as [string, string];
    expect((await change(String(Number(id) + 1), token, "Valida@2025")).status).toBe(401);
    await database.db.query(
      `update auth_url_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
      [Number(id)],
    );
    expect((await change(id, token, "Valida@2025")).status).toBe(401);
  });

  it("checks the password rules server-side with the spec's messages (422)", async () => {
    const email = "empresas@trilha.com.br";
    await post(app, "/users/password/remember", { email });
    const [id, token] = (await lastLink(database.db, email)).link!.split("/").slice(-2) as [string, string];
    const cases: [string, string, Record<string, string>][] = [
      ["Curta@1", "Curta@1", { passwordNew: "Senha Inválida - Ter no mínimo 8 caracteres" }],
      ["SemNumero@", "SemNumero@", { passwordNew: "Senha Inválida - Ter pelo menos 1 número" }],
      [
        "SemEspecial1",
        "SemEspecial1",
        { passwordNew: "Senha Inválida - Ter pelo menos 1 caractere especial" },
      ],
      [
        "semmaiuscula@1",
        "semmaiuscula@1",
        { passwordNew: "Senha Inválida - Ter pelo menos 1 letra maiúscula" },
      ],
      [
        "SEMMINUSCULA@1",
        "SEMMINUSCULA@1",
        { passwordNew: "Senha Inválida - Ter pelo menos 1 letra minúscula" },
      ],
      ["Acentuação@1", "Acentuação@1", { passwordNew: "Senha não pode possuir acento!" }],
      [
        "Valida@2025",
        "Diferente@2025",
        { passwordNewConfirm: "Senha Inválida - Senhas não podem ser diferentes" },
      ],
    ];
    for (const [password, confirm, errors] of cases) {
      const answer = await change(id, token, password, confirm);
      expect(answer.status, password).toBe(422);
      expect(answer.body.fields).toMatchObject(errors);
    }
    expect((await post(app, "/users/password", { id, token })).status).toBe(422);
    // Refusals do not spend the link.
    expect((await change(id, token, "Valida@2025")).status).toBe(200);
  });

  it("lets a first-access user create a password from the seeded e-mail", async () => {
    const email = "primeiro.acesso@trilha.com.br";
    const { message, link } = await lastLink(database.db, email);
    expect(message?.subject).toBe("Trilha - Cadastre sua senha de acesso");
    expect(link).toMatch(/^http:\/\/portal\.test\/login\/minha-senha\/\d+\/[\w-]+$/);
    expect((await post(app, "/login", { email, password: "Primeira@2025" })).status).toBe(401);
    const [id, token] = link!.split("/").slice(-2) as [string, string];
    expect((await get(app, `/users/password/check?id=${id}&token=${token}`)).body.kind).toBe("first_access");
    expect((await change(id, token, "Primeira@2025")).status).toBe(200);
    const login = await post(app, "/login", { email, password: "Primeira@2025" });
    expect(login.status).toBe(200);
    await post(app, "/logout", undefined, login.body.token);
  });
});

describe("GET /settings/public", () => {
  it("tells the portal whether captcha is on and where things are", async () => {
    expect((await get(app, "/settings/public")).body).toEqual({
      captchaEnabled: false,
      hcaptchaSiteKey: null,
      thirdPartyUrl: "/api/v1",
      version: "3.1.2",
      supportPhone: expect.any(String),
      supportEmail: expect.any(String),
      sessionIdleMinutes: 20,
    });
  });
});
