import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";
import { loginThrottle, recordAttempt, throttled, unknownEmailFailures } from "./attempts";
import { bindBrowser, newBrowserBinding, releaseBrowser } from "./browser-binding";
import { verifyPassword } from "./crypto";
import { deviceOf, keepDevice } from "./device";
import { HANDOFF_SECONDS, PROVIDER_NAME, type SignInKit } from "./kit";
import { issueUrlToken } from "./url-tokens";
import { findUserByEmail, findUserModule, moduleCompanies } from "./users";
import { bodies, parseBody, passwordProblem } from "./validation";

/** Sign-in steps: credentials, then the module, then the company (spec 01 §4 login flow). */
export function signInRoutes(app: FastifyInstance, kit: SignInKit) {
  const { db, config, minutes, sendReset, requireCaptcha, openSignIn, advance, signInSession, sessionView } =
    kit;

  app.post("/login", async (request, reply) => {
    const body = parseBody(bodies.login, request.body);
    await requireCaptcha(request, body);
    const email = body.email.trim();
    const throttle = await loginThrottle(db, email, request.ip, {
      perIp: config.throttlePerIp,
      perEmail: config.throttlePerEmail,
    });
    if (throttle) throw throttled(reply, throttle, AUTH_MESSAGES.throttled, AUTH_CODES.throttled);

    // A known and an unknown e-mail take the same path: one argon2 verify (a dummy hash for the unknown
    // one), the same 401, and the same lockout answer after as many failures.
    const user = await findUserByEmail(db, email);
    const failedBefore = user ? user.failed_attempts : await unknownEmailFailures(db, email);
    if (failedBefore >= config.lockoutAttempts) {
      await recordAttempt(db, { kind: "login", email, ip: request.ip, success: false });
      throw new HttpError(429, AUTH_MESSAGES.maxAttempts, { code: AUTH_CODES.maxAttempts });
    }
    const valid = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !valid) {
      await recordAttempt(db, { kind: "login", email, ip: request.ip, success: false });
      let failed = failedBefore + 1;
      if (user) {
        const { rows } = await db.query<{ failed_attempts: number }>(
          `update users set failed_attempts = failed_attempts + 1 where id = $1 returning failed_attempts`,
          [user.id],
        );
        failed = Number(rows[0]?.failed_attempts);
      }
      if (failed >= config.lockoutAttempts) {
        // Only a real user gets the e-mail, with the lockout text (its current password no longer works).
        if (user) await sendReset(request, user, "lockout");
        throw new HttpError(429, AUTH_MESSAGES.maxAttempts, { code: AUTH_CODES.maxAttempts });
      }
      throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, { code: AUTH_CODES.invalidCredentials });
    }
    await db.query(`update users set failed_attempts = 0 where id = $1`, [user.id]);
    await recordAttempt(db, { kind: "login", email, ip: request.ip, success: true });

    if (user.active && (user.must_change_password || passwordProblem(body.password))) {
      const token = await issueUrlToken(db, {
        kind: "reset",
        userId: user.id,
        seconds: config.resetLinkMinutes * 60,
      });
      throw new HttpError(428, AUTH_MESSAGES.weakPassword, {
        code: AUTH_CODES.weakPassword,
        data: { id: user.id, token },
      });
    }
    const binding = newBrowserBinding();
    const device = deviceOf(request);
    const answer = await openSignIn(user, "password", binding.hash, device);
    bindBrowser(reply, config, binding);
    keepDevice(reply, config, device);
    return answer;
  });

  app.post("/login/module", async (request) => {
    const session = await signInSession(request, ["module", "company"]);
    const body = parseBody(bodies.module, request.body);
    const module = await findUserModule(db, session.user_id, { uuid: body.uuid });
    if (!module) throw new HttpError(404, AUTH_MESSAGES.moduleNotFound, { code: AUTH_CODES.moduleNotFound });
    const companies = await moduleCompanies(db, session.user_id, module.module_id);
    const token = await advance(session.id, {
      stage: "company",
      moduleId: module.module_id,
      expiresAt: minutes(config.signInMinutes),
      from: session.presented,
    });
    return { token, companies };
  });

  app.post("/companies/current", async (request, reply) => {
    const session = await signInSession(request, ["company"]);
    const body = parseBody(bodies.company, request.body);
    const module = session.module_id
      ? await findUserModule(db, session.user_id, { id: session.module_id })
      : null;
    const company = module
      ? (await moduleCompanies(db, session.user_id, module.module_id)).find(
          (c) => c.uuid === body.uuid_company.trim().toLowerCase(),
        )
      : undefined;
    if (!module || !company)
      throw new HttpError(404, AUTH_MESSAGES.companyNotFound, { code: AUTH_CODES.companyNotFound });
    if (company.plan === "CANCELADO")
      throw new HttpError(403, AUTH_MESSAGES.contractExpired, {
        code: AUTH_CODES.contractExpired,
        data: { provider_name: PROVIDER_NAME },
      });
    const restricted = module.email === "restricted";
    let token: string;
    if (restricted) {
      token = await advance(session.id, {
        stage: "active",
        companyId: company.id,
        expiresAt: null,
        from: session.presented,
      });
      // The sign-in ends here, in this browser: its binding has nothing left to guard.
      releaseBrowser(reply, config);
    } else {
      await advance(session.id, {
        stage: "handoff",
        companyId: company.id,
        expiresAt: new Date(Date.now() + HANDOFF_SECONDS * 1000),
        from: session.presented,
      });
      token = await issueUrlToken(db, {
        kind: "handoff",
        userId: session.user_id,
        sessionId: session.id,
        seconds: HANDOFF_SECONDS,
      });
    }
    const view = await sessionView({ user_id: session.user_id, company_id: company.id });
    return { token, companies: [company], user: view.user };
  });
}
