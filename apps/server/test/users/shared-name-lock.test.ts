import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/**
 * A person with a place in another company is renamed by themselves alone (409 SHARED_USER): the users
 * list and record say so (`shared`), so Editar Usuário shows the name read-only before any save.
 */
describe("/users: a person who also enters other companies", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  type Listed = { uuid_user: string; email: string; shared: boolean; name: string };

  it("is listed and read as shared, and the name they keep is refused as the record said", async () => {
    // Trilha Administração (adm@): Elisa (empresas@) also enters Recicla Norte and Verde Sul.
    const list = await call(s.app, "GET", "/users", s.otherToken);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const byEmail = new Map((list.body.data as Listed[]).map((user) => [user.email, user]));
    const elisa = byEmail.get("empresas@trilha.com.br")!;
    expect(elisa).toMatchObject({ shared: true });
    expect(byEmail.get("adm@trilha.com.br")).toMatchObject({ shared: false });

    const record = await call(s.app, "GET", `/users/${elisa.uuid_user}`, s.otherToken);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ shared: true, is_self: false });
    const renamed = await call(s.app, "PUT", `/users/${elisa.uuid_user}`, s.otherToken, {
      name: "Outro Nome",
      role: record.body.role,
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ code: "SHARED_USER" });
  });

  it("is not shared once the person has a place in this company alone", async () => {
    const created = await call(s.app, "POST", "/users", s.token, {
      name: "Pessoa Única",
      email: "unica@reciclanorte.com.br",
      role: "member",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const record = await call(s.app, "GET", `/users/${created.body.uuid_user}`, s.token);
    expect(record.body).toMatchObject({ shared: false });
  });
});
