import { beforeAll, describe, expect, it } from "vitest";
import { listOutbox } from "../../src/mail/mailer";
import { SIGN_IN_PASSWORD } from "../../src/seed/sign-in";
import { lastLink, post, setPasswordThroughLink, signIn } from "../auth/support/auth-app";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const PASSWORD = "Usuaria@2026";
const NEW_PASSWORD = "Trocada#2027";
const JUSTIFICATION = "Saiu da empresa e não deve mais acessar os dados desta unidade.";

describe("/users: the company's users and their access profiles", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  /** Creates a user of the signed-in company and lets them create their password through the e-mail. */
  async function addUser(email: string, role: "admin" | "member", activate = true) {
    const created = await call(s.app, "POST", "/users", s.token, { name: `Pessoa ${email}`, email, role });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (activate) {
      const changed = await setPasswordThroughLink(s.app, database.db, email, PASSWORD);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    }
    return created.body as { uuid_user: string; pending: boolean; welcome_sent_at: string | null };
  }

  it("lists the company's users, the signed-in one marked as itself", async () => {
    const list = await call(s.app, "GET", "/users", s.token);
    expect(list.status).toBe(200);
    const self = list.body.data.find((user: { email: string }) => user.email === "restrito@trilha.com.br");
    expect(self).toMatchObject({ role: "admin", is_self: true, pending: false, deleted_at: null });
    expect(self).not.toHaveProperty("user_id");
    // Another company's users are not in it.
    expect(list.body.data.map((user: { email: string }) => user.email)).not.toContain("adm@trilha.com.br");
  });

  it("creates a user who gets the first-access e-mail and then signs in to this company only", async () => {
    const email = "nova.operadora@example.com";
    const created = await addUser(email, "member", false);
    expect(created).toMatchObject({ pending: true, is_self: false, role: "member" });
    expect(created.welcome_sent_at).toEqual(expect.any(String));
    expect(await listOutbox(database.db, { to: email })).toHaveLength(1);

    // Resent while pending: a new link, the first one spent.
    const first = (await lastLink(database.db, email)).link!;
    const resent = await call(s.app, "POST", `/users/${created.uuid_user}/welcome`, s.token);
    expect(resent.status).toBe(200);
    const second = (await lastLink(database.db, email)).link!;
    expect(second).not.toBe(first);
    const [, id, token] = /\/login\/minha-senha\/(\d+)\/([^/\s]+)$/.exec(first)!;
    const stale = await post(s.app, "/users/password", {
      id,
      token,
      passwordNew: PASSWORD,
      passwordNewConfirm: PASSWORD,
    });
    expect(stale.status).toBe(401);
    const [, id2, token2] = /\/login\/minha-senha\/(\d+)\/([^/\s]+)$/.exec(second)!;
    const set = await post(s.app, "/users/password", {
      id: id2,
      token: token2,
      passwordNew: PASSWORD,
      passwordNewConfirm: PASSWORD,
    });
    expect(set.status).toBe(200);

    const login = await post(s.app, "/login", { email, password: PASSWORD });
    const module = await post(s.app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    const own = await call(s.app, "GET", "/company", s.token);
    expect(module.body.companies.map((c: { uuid: string }) => c.uuid)).toEqual([own.body.uuid]);

    // Once the password exists, no more invitations.
    const again = await call(s.app, "POST", `/users/${created.uuid_user}/welcome`, s.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "ALREADY_ACTIVATED",
      message: "O usuário já acessou a plataforma.",
    });
  });

  it("sends no invitation to an inactive user, whose link would open a refused sign-in", async () => {
    const created = await addUser("convite.inativo@example.com", "member", false);
    const out = await call(s.app, "DELETE", `/users/${created.uuid_user}`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(out.status).toBe(200);
    const refused = await call(s.app, "POST", `/users/${created.uuid_user}/welcome`, s.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "INACTIVE",
      message: "O usuário está inativo. Reative-o para reenviar o convite.",
    });
  });

  it("welcomes a user whose e-mail domain signs in through SSO to the SSO sign-in, with no password link", async () => {
    // The domain's provider belongs to another company: what counts is how the e-mail signs in.
    await database.db.query(
      "insert into auth_identity_providers (company_id, kind, domain) select id, 'azure', 'corp-sso.example.com' from companies limit 1",
    );
    const email = "pessoa@corp-sso.example.com";
    const created = await call(s.app, "POST", "/users", s.token, {
      name: "Pessoa SSO",
      email,
      role: "member",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ pending: true, welcome_sent_at: expect.any(String) });
    const resent = await call(s.app, "POST", `/users/${created.body.uuid_user}/welcome`, s.token);
    expect(resent.status).toBe(200);

    const mails = await listOutbox(database.db, { to: email });
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe("Trilha - Seu acesso foi criado");
      expect(mail.text).toContain("/login-sso");
      expect(mail.text).not.toContain("/login/minha-senha/");
    }
    const { rows } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from auth_url_tokens t join users u on u.id = t.user_id
        where lower(u.email) = $1 and t.kind = 'first_access'`,
      [email],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("refuses an e-mail that is already someone's login, and bad fields, with pt-BR messages", async () => {
    const taken = await call(s.app, "POST", "/users", s.token, {
      name: "Outra",
      email: "ADM@trilha.com.br",
      role: "member",
    });
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual({ email: "Já existe um usuário com o e-mail informado." });

    const bad = await call(s.app, "POST", "/users", s.token, { name: "", email: "nope", role: "root" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["email", "name", "role"]);
  });

  it("keeps an administrator from inactivating or demoting themselves", async () => {
    const list = await call(s.app, "GET", "/users?search=restrito", s.token);
    const self = list.body.data[0];
    const demoted = await call(s.app, "PUT", `/users/${self.uuid_user}`, s.token, {
      name: self.name,
      role: "member",
    });
    expect(demoted.status).toBe(409);
    expect(demoted.body).toMatchObject({
      code: "SELF_CHANGE",
      message: "Você não pode alterar o seu próprio perfil de acesso.",
    });
    const inactivated = await call(s.app, "DELETE", `/users/${self.uuid_user}`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(inactivated.status).toBe(409);
    expect(inactivated.body.message).toBe("Você não pode inativar o seu próprio usuário.");
    // Renaming oneself is fine, and the history names the change.
    const renamed = await call(s.app, "PUT", `/users/${self.uuid_user}`, s.token, {
      name: "Restrito Renomeado",
      role: "admin",
    });
    expect(renamed.status).toBe(200);
    const history = await call(s.app, "GET", `/users/${self.uuid_user}/changes`, s.token);
    expect(JSON.stringify(history.body)).toContain("Restrito Renomeado");
  });

  it("gives an operator no access to users and permissions, and applies a profile change at once", async () => {
    const email = "operador@example.com";
    const created = await addUser(email, "member");
    const operator = await signIn(s.app, email, PASSWORD);
    const refused = await call(s.app, "GET", "/users", operator);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "ADMIN_ONLY",
      message: "Apenas administradores da empresa podem gerenciar usuários e permissões.",
    });
    expect(
      (await call(s.app, "POST", "/users", operator, { name: "X", email: "x@example.com", role: "admin" }))
        .status,
    ).toBe(403);
    // Everything else stays theirs.
    expect((await call(s.app, "GET", "/providers", operator)).status).toBe(200);
    expect((await call(s.app, "GET", "/me", operator)).body).toMatchObject({ email, role: "member" });

    const promoted = await call(s.app, "PUT", `/users/${created.uuid_user}`, s.token, {
      name: "Operador Promovido",
      role: "admin",
    });
    expect(promoted.status).toBe(200);
    expect((await call(s.app, "GET", "/users", operator)).status).toBe(200);
    expect((await call(s.app, "GET", "/session", operator)).body).toMatchObject({ role: "admin" });
  });

  it("inactivating a user ends their sessions in the company and the sign-in no longer offers it", async () => {
    const email = "desligada@example.com";
    const created = await addUser(email, "member");
    const theirs = await signIn(s.app, email, PASSWORD);
    expect((await call(s.app, "GET", "/providers", theirs)).status).toBe(200);

    const inactivated = await call(s.app, "DELETE", `/users/${created.uuid_user}`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(inactivated.status).toBe(200);
    expect(inactivated.body.deleted_at).not.toBeNull();
    expect((await call(s.app, "GET", "/providers", theirs)).status).toBe(401);
    // Their only company: the sign-in answers as for a user bound to none.
    const login = await post(s.app, "/login", { email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: "NO_COMPANIES", message: "No companies bounded to user" });

    // Reactivated: back in.
    const back = await call(s.app, "POST", `/users/${created.uuid_user}/reactivation`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(back.status).toBe(200);
    expect(await signIn(s.app, email, PASSWORD)).toEqual(expect.any(String));
  });

  it("shows the last access once a sign-in completes, not before", async () => {
    const email = "acesso@example.com";
    const created = await addUser(email, "member");
    const read = async () =>
      (await call(s.app, "GET", `/users/${created.uuid_user}`, s.token)).body as {
        last_login_at: string | null;
        pending: boolean;
      };
    expect(await read()).toMatchObject({ last_login_at: null, pending: false });
    // Credentials and the module step alone are no access yet.
    const login = await post(s.app, "/login", { email, password: PASSWORD });
    await post(s.app, "/login/module", { uuid: login.body.modules[0].id }, login.body.token);
    expect((await read()).last_login_at).toBeNull();

    const before = Date.now();
    const token = await signIn(s.app, email, PASSWORD);
    const first = (await read()).last_login_at;
    expect(first).toEqual(expect.any(String));
    expect(new Date(first!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const listed = await call(s.app, "GET", `/users?search=${encodeURIComponent(email)}`, s.token);
    expect(listed.body.data).toEqual([expect.objectContaining({ email, last_login_at: first })]);
    expect((await call(s.app, "GET", "/me", token)).body.last_login_at).toBe(first);
    await post(s.app, "/logout", {}, token);
  });

  it("lists a user whose account is inactive as inactive; reactivating them lets them sign in again", async () => {
    // Seeded with the account inactive and the place in Recicla Norte active.
    const email = "inativo@trilha.com.br";
    const find = async (active: string) =>
      (await call(s.app, "GET", `/users?active=${active}&search=inativo`, s.token)).body.data.find(
        (user: { email: string }) => user.email === email,
      );
    expect(await find("true")).toBeUndefined();
    const listed = await find("false");
    expect(listed).toMatchObject({ name: "Ivo Inativo", deleted_at: expect.any(String) });
    expect((await post(s.app, "/login", { email, password: SIGN_IN_PASSWORD })).body).toMatchObject({
      code: "INACTIVE_USER",
    });
    // Read-only while inactive, as any inactive record.
    const edited = await call(s.app, "PUT", `/users/${listed.uuid_user}`, s.token, {
      name: "Ivo",
      role: "member",
    });
    expect(edited.status).toBe(409);

    const back = await call(s.app, "POST", `/users/${listed.uuid_user}/reactivation`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.deleted_at).toBeNull();
    expect(await find("false")).toBeUndefined();
    const again = await call(s.app, "POST", `/users/${listed.uuid_user}/reactivation`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(again.status).toBe(409);
    const history = await call(s.app, "GET", `/users/${listed.uuid_user}/changes`, s.token);
    expect(JSON.stringify(history.body)).toContain(JUSTIFICATION);
    const token = await signIn(s.app, email);
    await post(s.app, "/logout", {}, token);

    // Inactivating goes on as before: the place closes, the account stays open for other companies.
    const out = await call(s.app, "DELETE", `/users/${listed.uuid_user}`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(out.status).toBe(200);
    expect((await find("false"))?.deleted_at).toEqual(expect.any(String));
    expect((await post(s.app, "/login", { email, password: SIGN_IN_PASSWORD })).body).toMatchObject({
      code: "NO_COMPANIES",
    });
    const { rows } = await database.db.query("select active from users where email = $1", [email]);
    expect(rows[0]).toEqual({ active: true });
  });

  it("lists an inactive contractor's user as inactive; reactivating them lets them sign in", async () => {
    // Seeded flagged as an inactive contractor's ('Prestador inativo…'), the place in Recicla Norte active.
    const email = "prestador.inativo@trilha.com.br";
    const listed = (await call(s.app, "GET", "/users?active=false&search=prestador", s.token)).body.data.find(
      (user: { email: string }) => user.email === email,
    );
    expect(listed).toMatchObject({ name: "Paulo Prestador", deleted_at: expect.any(String) });
    expect((await post(s.app, "/login", { email, password: SIGN_IN_PASSWORD })).body).toMatchObject({
      code: "INACTIVE_CONTRACTOR",
    });

    const back = await call(s.app, "POST", `/users/${listed.uuid_user}/reactivation`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.deleted_at).toBeNull();
    await post(s.app, "/logout", {}, await signIn(s.app, email));
  });

  it("reopens a closed account only where it opens this company alone", async () => {
    const email = "conta.compartilhada@example.com";
    const created = await addUser(email, "member");
    const { rows } = await database.db.query<{ id: number }>(
      `insert into user_companies (user_id, company_id)
       select u.id, c.id from users u, companies c
        where u.email = $1 and c.id <> (select company_id from user_companies where uuid = $2)
        limit 1
       returning id`,
      [email, created.uuid_user],
    );
    await database.db.query("update users set active = false where email = $1", [email]);
    const refused = await call(s.app, "POST", `/users/${created.uuid_user}/reactivation`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "SHARED_USER",
      message:
        "A conta deste usuário está inativa e ele também acessa outras empresas: somente a administração da plataforma pode reativá-la.",
    });
    expect((await call(s.app, "GET", `/users/${created.uuid_user}`, s.token)).body.deleted_at).toEqual(
      expect.any(String),
    );

    // Once the other company closed its place, reopening the account opens this company only.
    await database.db.query("update user_companies set deleted_at = now() where id = $1", [rows[0]!.id]);
    const back = await call(s.app, "POST", `/users/${created.uuid_user}/reactivation`, s.token, {
      justification: JUSTIFICATION,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await post(s.app, "/logout", {}, await signIn(s.app, email, PASSWORD));
  });

  it("renames only a user who belongs to this company alone: a person's name is theirs everywhere", async () => {
    const created = await addUser("compartilhada@example.com", "member", false);
    // The same person also enters another company (bound there by that company's side).
    await database.db.query(
      `insert into user_companies (user_id, company_id)
       select u.id, c.id from users u, companies c
        where u.email = 'compartilhada@example.com'
          and c.id <> (select company_id from user_companies where uuid = $1) limit 1`,
      [created.uuid_user],
    );
    const renamed = await call(s.app, "PUT", `/users/${created.uuid_user}`, s.token, {
      name: "Outro Nome",
      role: "admin",
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({
      code: "SHARED_USER",
      message:
        "Este usuário também acessa outras empresas: só ele pode alterar o próprio nome, em Editar Meu Perfil.",
    });
    // The profile is this company's own: it changes.
    const promoted = await call(s.app, "PUT", `/users/${created.uuid_user}`, s.token, {
      name: "Pessoa compartilhada@example.com",
      role: "admin",
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ role: "admin", name: "Pessoa compartilhada@example.com" });
  });

  it("answers another company's user as a missing one", async () => {
    const created = await addUser("isolada@example.com", "member", false);
    const read = await call(s.app, "GET", `/users/${created.uuid_user}`, s.otherToken);
    const missing = await call(s.app, "GET", "/users/00000000-0000-4000-8000-000000000000", s.otherToken);
    expect(read.status).toBe(404);
    expect(read.body).toEqual(missing.body);
    expect(read.body.message).toBe("Usuário não encontrado.");
  });
});

describe("/me: the signed-in user's own profile and password", () => {
  const database = useTestDatabase();
  let s: Setup;
  const email = "perfil@example.com";

  beforeAll(async () => {
    s = await providersApp(database.db);
    await call(s.app, "POST", "/users", s.token, { name: "Perfil", email, role: "member" });
    await setPasswordThroughLink(s.app, database.db, email, PASSWORD);
  });

  it("renames the user; the session and the header read the new name", async () => {
    const token = await signIn(s.app, email, PASSWORD);
    const saved = await call(s.app, "PUT", "/me", token, { name: "  Perfil Renomeado " });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Perfil Renomeado", email, role: "member" });
    expect((await call(s.app, "GET", "/session", token)).body.user.name).toBe("Perfil Renomeado");
    const empty = await call(s.app, "PUT", "/me", token, { name: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.fields).toEqual({ name: expect.stringContaining("Nome") });
    await post(s.app, "/logout", {}, token);
  });

  it("makes an Editar Usuário opened before the user renamed themselves stale, so its save cannot undo the rename", async () => {
    const listed = await call(s.app, "GET", "/users", s.token);
    const before = listed.body.data.find((user: { email: string }) => user.email === email);
    const token = await signIn(s.app, email, PASSWORD);
    expect((await call(s.app, "PUT", "/me", token, { name: "Perfil Pelo Próprio" })).status).toBe(200);
    await post(s.app, "/logout", {}, token);

    const stale = await s.app.inject({
      method: "PUT",
      url: `/api/v1/users/${before.uuid_user}`,
      headers: { authorization: `Bearer ${s.token}`, "if-match": `"${before.updated_at}"` },
      payload: { name: before.name, role: "admin" },
    });
    expect(stale.statusCode, stale.body).toBe(412);
    const now = await call(s.app, "GET", `/users/${before.uuid_user}`, s.token);
    expect(now.body).toMatchObject({ name: "Perfil Pelo Próprio", role: "member" });
    // Opened again, the edit saves.
    const saved = await s.app.inject({
      method: "PUT",
      url: `/api/v1/users/${before.uuid_user}`,
      headers: { authorization: `Bearer ${s.token}`, "if-match": `"${now.body.updated_at}"` },
      payload: { name: now.body.name, role: "member" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("changes the password after the current one; the session goes on, the old password is gone", async () => {
    const here = await signIn(s.app, email, PASSWORD);

    const wrong = await call(s.app, "PUT", "/me/password", here, {
      passwordCurrent: "Errada@2026",
      passwordNew: NEW_PASSWORD,
      passwordNewConfirm: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: "WRONG_PASSWORD",
      fields: { passwordCurrent: "A senha atual não confere." },
    });
    const weak = await call(s.app, "PUT", "/me/password", here, {
      passwordCurrent: PASSWORD,
      passwordNew: "fraca",
      passwordNewConfirm: "fraca",
    });
    expect(weak.status).toBe(422);
    expect(weak.body.fields.passwordNew).toBe("Senha Inválida - Ter no mínimo 8 caracteres");
    // The current password again is not a change (the form's rule, @trilha/forms myPasswordSchema).
    const same = await call(s.app, "PUT", "/me/password", here, {
      passwordCurrent: PASSWORD,
      passwordNew: PASSWORD,
      passwordNewConfirm: PASSWORD,
    });
    expect(same.status).toBe(422);
    expect(same.body.fields.passwordNew).toBe("A nova senha deve ser diferente da senha atual.");

    const changed = await call(s.app, "PUT", "/me/password", here, {
      passwordCurrent: PASSWORD,
      passwordNew: NEW_PASSWORD,
      passwordNewConfirm: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await call(s.app, "GET", "/me", here)).status).toBe(200);
    await post(s.app, "/logout", {}, here);
    expect((await post(s.app, "/login", { email, password: PASSWORD })).status).toBe(401);
    await post(s.app, "/logout", {}, await signIn(s.app, email, NEW_PASSWORD));
  });

  it("stops answering after as many wrong current passwords as the sign-in's lockout", async () => {
    const token = await signIn(s.app, email, NEW_PASSWORD);
    const attempt = () =>
      call(s.app, "PUT", "/me/password", token, {
        passwordCurrent: "Errada@2026",
        passwordNew: PASSWORD,
        passwordNewConfirm: PASSWORD,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses[5]).toBe(429);
  });
});
