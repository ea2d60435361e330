import { beforeAll, describe, expect, it } from "vitest";
import { forgetSessions } from "../../src/session/cache";
import { get, post, setPasswordThroughLink, signIn } from "../auth/support/auth-app";
import { contractorParts } from "../contractors/support";
import { call, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

/**
 * What refuses a sign-in also ends a session already open: a contractor inactivated by the company that
 * registered it closes the contractor's company (spec 01: "inactive blocks login"), and its users'
 * sessions, used every minute, must not go on reading and writing there; an account closed by the
 * platform likewise. Before, the session check read neither the company's state nor the account's.
 */
const PASSWORD = "Contratante@2026";
const JUSTIFICATION = "Contrato encerrado: o contratante deixa de usar a plataforma a partir de hoje.";

describe("sessions of a closed company or account", () => {
  const database = useTestDatabase();
  let s: Setup;
  let contractor: string;
  let master: string;
  const email = "marta@fechada.com.br";

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(
      s.app,
      "POST",
      "/contractors",
      s.token,
      contractorParts("667778880001", "Fechada", email),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    contractor = created.body.uuid_contractor;
    const changed = await setPasswordThroughLink(s.app, database.db, email, PASSWORD);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  }, 60_000);

  it("ends the contractor's users' sessions and dashboards tokens when the contractor is inactivated", async () => {
    master = await signIn(s.app, email, PASSWORD);
    expect((await get(s.app, "/session", master)).status).toBe(200);
    const dashboards = await post(s.app, "/ms-dashboards/login", undefined, master);
    expect(dashboards.status).toBe(200);
    const dashboardsToken: string = dashboards.body.ms_dashboard_token;
    expect((await get(s.app, "/dashboard/figures", dashboardsToken)).status).toBe(200);

    const inactivated = await s.app.inject({
      method: "DELETE",
      url: `/api/v1/contractors/${contractor}`,
      headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
      payload: JSON.stringify({ justification: JUSTIFICATION }),
    });
    expect(inactivated.statusCode, inactivated.body).toBe(200);

    const after = await get(s.app, "/session", master);
    expect([after.status, after.body.code]).toEqual([401, "SESSION_ENDED"]);
    expect((await get(s.app, "/providers", master)).status).toBe(401);
    expect((await get(s.app, "/dashboard/figures", dashboardsToken)).status).toBe(401);
    // And the sign-in stays refused, as before: the master user's only company is closed.
    const login = await post(s.app, "/login", { email, password: PASSWORD });
    expect(login.status).toBe(403);
  });

  it("ends the sessions of an account closed by the platform", async () => {
    const token = s.token;
    expect((await get(s.app, "/session", token)).status).toBe(200);
    await database.db.query("update users set active = false where lower(email) = 'restrito@trilha.com.br'");
    // Closed outside the API: what this process cached of the session lasts SESSION_CACHE_SECONDS at most.
    forgetSessions();
    const after = await get(s.app, "/session", token);
    expect([after.status, after.body.code]).toEqual([401, "SESSION_ENDED"]);
    await database.db.query("update users set active = true where lower(email) = 'restrito@trilha.com.br'");
  });
});
