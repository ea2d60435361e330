import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";
import { contractorParts, masterParts, saveMaster } from "./support";

/**
 * A contractor's master user is a person: their name is shown in every company they enter. The users
 * screen lets one company rename only a person who enters it alone (409 SHARED_USER); the contractor's
 * edit writes the same name and follows the same rule, or it would rename the person in the other
 * companies behind the users screen's back.
 */
let serial = 0;
const contractorFields = (email: string) => {
  serial += 1;
  return contractorParts(`66554433${String(serial).padStart(3, "0")}1`, `Nome ${serial}`, email);
};

describe("a contractor's master user name", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  const nameOf = async (email: string) =>
    (await database.db.query<{ name: string }>("select name from users where lower(email) = $1", [email]))
      .rows[0]?.name;

  it("is not rewritten by the contractor's edit when the person also enters another company", async () => {
    const email = "marta.compartilhada@nome.com.br";
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // The same person also enters another company (bound there by that company's side).
    await database.db.query(
      `insert into user_companies (user_id, company_id)
       select c.master_user_id, o.id from contractors c, companies o
        where c.uuid = $1 and o.id <> c.client_company_id limit 1`,
      [created.body.uuid_contractor],
    );

    const renamed = await saveMaster(s, created.body.uuid_contractor, masterParts(email, "Outro Nome"));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(409);
    expect(renamed.body).toMatchObject({
      code: "SHARED_USER",
      message:
        "Este usuário também acessa outras empresas: só ele pode alterar o próprio nome, em Editar Meu Perfil.",
    });
    expect(await nameOf(email)).toBe("Marta");

    // The section's other fields still save with the name as it is.
    const same = await saveMaster(
      s,
      created.body.uuid_contractor,
      masterParts(email, "Marta", "11977776666"),
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it("is rewritten when the person enters the contractor's company alone", async () => {
    const email = "marta.unica@nome.com.br";
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await saveMaster(s, created.body.uuid_contractor, masterParts(email, "Marta Souza"));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await nameOf(email)).toBe("Marta Souza");
  });
});

describe("a contractor's master user who entered without a password (SSO)", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  it("is no longer pending: the e-mail is locked as the answer says and no welcome is resent", async () => {
    const email = "marta.sso@nome.com.br";
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.uuid_contractor;
    expect(created.body.responsible_first.first_access_pending).toBe(true);
    // Signed in through the company's identity provider: a sign-in, no password.
    await database.db.query("update users set last_login_at = now() where lower(email) = $1", [email]);

    const read = await call(s.app, "GET", `/contractors/${id}`, s.token);
    expect(read.body.responsible_first.first_access_pending).toBe(false);
    const edited = await saveMaster(s, id, masterParts("outra@nome.com.br", "Marta"));
    expect(edited.status).toBe(422);
    const resent = await call(s.app, "POST", `/contractors/${id}/master-user/welcome`, s.token, []);
    expect(resent.status, JSON.stringify(resent.body)).toBe(409);
    expect(resent.body).toMatchObject({ message: "O usuário master já acessou a plataforma." });
  });
});
