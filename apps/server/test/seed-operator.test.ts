import { describe, expect, it } from "vitest";
import { banner } from "../src/banner";
import { DEMO_COMPANY, DEMO_OPERATOR, seedDemo } from "../src/seed/demo";
import { DEMO_EMAILS, DemoUsersInProductionError, refuseDemoUsersInProduction } from "../src/seed/demo-guard";
import { createLocalStorage } from "../src/storage/storage";
import { signIn } from "./auth/support/auth-app";
import { call } from "./providers/support";
import { tempDir, testConfig } from "./support/app";
import { useSeededDemo } from "./support/seeded-demo";

describe("demo seed: the demo company's Operador", () => {
  const demo = useSeededDemo("seed-operator");

  const place = async () =>
    (
      await demo.db.query<{ role: string; deleted_at: string | null; active: boolean }>(
        `select uc.role, uc.deleted_at, u.active
           from user_companies uc
           join users u on u.id = uc.user_id
           join companies c on c.id = uc.company_id
          where lower(u.email) = lower($1) and c.cnpj = $2`,
        [DEMO_OPERATOR.email, DEMO_COMPANY.cnpj],
      )
    ).rows;

  it("is a member (Operador) of the demo company, signs in with the printed password, and is refused what only administrators do", async () => {
    expect(await place()).toEqual([{ role: "member", deleted_at: null, active: true }]);

    const token = await signIn(demo.setup.app, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const me = await call(demo.setup.app, "GET", "/me", token);
    expect(me.body).toMatchObject({ email: DEMO_OPERATOR.email, role: "member" });
    // The company's everyday work is theirs…
    expect((await call(demo.setup.app, "GET", "/providers", token)).status).toBe(200);
    // …managing users is not, while the demo user (an administrator) may.
    const refused = await call(demo.setup.app, "GET", "/users", token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "ADMIN_ONLY" });
    expect((await call(demo.setup.app, "GET", "/users", demo.token)).status).toBe(200);
  });

  it("is put back to Operador, active, on the next run after being promoted or inactivated", async () => {
    await demo.db.query(
      `update user_companies set role = 'admin', deleted_at = now()
        where user_id = (select id from users where lower(email) = lower($1))`,
      [DEMO_OPERATOR.email],
    );
    await seedDemo(demo.db, { storage: createLocalStorage(tempDir("seed-operator-again")) });
    expect(await place()).toEqual([{ role: "member", deleted_at: null, active: true }]);
  });

  it("is printed in the start log, and counts as a demo user a production start refuses", async () => {
    const text = banner(testConfig({ NODE_ENV: "development" }), { seeded: true });
    expect(text).toContain(`${DEMO_OPERATOR.email} / ${DEMO_OPERATOR.password}`);
    expect(DEMO_EMAILS).toContain(DEMO_OPERATOR.email);
    const refused = refuseDemoUsersInProduction(demo.db, testConfig({ NODE_ENV: "production" }));
    await expect(refused).rejects.toBeInstanceOf(DemoUsersInProductionError);
    await expect(refused).rejects.toThrow(DEMO_OPERATOR.email);
  });
});
