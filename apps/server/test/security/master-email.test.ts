import { beforeAll, describe, expect, it } from "vitest";
import { passwordLinkOf, post, setPasswordThroughLink } from "../auth/support/auth-app";
import { contractorParts, masterParts, saveMaster } from "../contractors/support";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/**
 * A contractor's master user is a person's account in the contractor's own company (its providers,
 * outputs, users). The company that registered the contractor edits its data, and the master user's
 * e-mail with it; but once that person has entered the platform the e-mail is their login: changing it
 * and then asking a password reset for the new address handed their account (and the contractor's
 * company) to whoever edits the contractor. After the first access the e-mail is refused; before it, a
 * changed e-mail spends the first-access links sent to the old address.
 */
const PASSWORD = "Contratante@2026";

let serial = 0;
const contractorFields = (email: string) => {
  serial += 1;
  return contractorParts(`55443322${String(serial).padStart(3, "0")}1`, `Mestre ${serial}`, email);
};

describe("a contractor's master user e-mail", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  });

  it("cannot be changed by the contractor's editor once the person has entered the platform", async () => {
    const email = "marta.ativa@mestre.com.br";
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const set = await setPasswordThroughLink(s.app, database.db, email, PASSWORD);
    expect(set.status).toBe(200);

    const edited = await saveMaster(s, created.body.uuid_contractor, masterParts("intruso@example.com"));
    expect(edited.status, JSON.stringify(edited.body)).toBe(422);
    expect(edited.body.fields).toEqual({
      "responsible_first.email": "O e-mail do usuário master só pode ser alterado antes do primeiro acesso.",
    });
    const { rows } = await database.db.query("select 1 from users where lower(email) = $1", [
      "intruso@example.com",
    ]);
    expect(rows).toEqual([]);
    // Its other fields still save (the same e-mail, in another case, is no change).
    const same = await saveMaster(s, created.body.uuid_contractor, masterParts("MARTA.ATIVA@mestre.com.br"));
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });

  it("spends the first-access links of the old address when changed before the first access", async () => {
    const email = "marta.errada@mestre.com.br";
    const created = await call(s.app, "POST", "/contractors", s.token, contractorFields(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const old = await passwordLinkOf(database.db, email);
    const edited = await saveMaster(
      s,
      created.body.uuid_contractor,
      masterParts("marta.certa@mestre.com.br"),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const used = await post(s.app, "/users/password", {
      ...old,
      passwordNew: PASSWORD,
      passwordNewConfirm: PASSWORD,
    });
    expect(used.status).toBe(401);
  });
});
