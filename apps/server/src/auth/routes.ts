import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CaptchaVerifier } from "../captcha/hcaptcha";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { inlineScriptNonce } from "../http/security-headers";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "../mail/templates";
import { bearerToken, sessionOf } from "../session/authenticate";
import {
  advanceSession,
  createSession,
  endAllSessions,
  endSession,
  endUnfinishedSignIns,
  findSessionByToken,
  liveSession,
  type SessionRow,
  type SessionStage,
} from "../session/sessions";
import { type Sso, SsoError } from "../sso/oidc";
import { loginThrottle, recordAttempt, resetRequestsLastHour, unknownEmailFailures } from "./attempts";
import type { AuthConfig } from "./config";
import { hashPassword, verifyPassword } from "./crypto";
import { consumeUrlToken, issueUrlToken, peekUrlToken, voidPasswordLinks } from "./url-tokens";
import {
  countUserCompanies,
  findCompanyById,
  findUserByEmail,
  findUserById,
  findUserModule,
  moduleCompanies,
  toModuleView,
  type UserRow,
  userModules,
} from "./users";
import { bodies, parseBody, passwordProblem } from "./validation";

export type AuthDeps = {
  db: Database;
  config: AuthConfig;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  sso: Sso;
};

/**
 * Routes whose URL carries a token or an authorization code: their request lines stay out of the
 * info-level access log (the tokens are single use, but logs outlive them and travel further).
 */
const quiet = { logLevel: "warn" } as const;

const HANDOFF_SECONDS = 60;
const EXCHANGE_SECONDS = 60;
/** Name of the platform operator in the expired-contract message (spec 01 §8 "{provider name}"). */
const PROVIDER_NAME = "Trilha";
/** The login screen's erro 4 text (spec 01 §4), for a browser without scripts on the expired page. */
const TIME_LIMIT_TEXT = "O tempo limite para logar no sistema foi atingido!";

/** The sign-in calls of docs/api/auth.md, registered under /api/v1. */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db, config, mailer, captcha, sso } = deps;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  // Answers carry tokens and personal data: no cache (browser or proxy) may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  /** E-mails a reset link. A mail failure is logged, never answered: the answer must not depend on it. */
  async function sendReset(request: FastifyRequest, user: UserRow) {
    const token = await issueUrlToken(db, {
      kind: "reset",
      userId: user.id,
      seconds: config.resetLinkMinutes * 60,
    });
    const message = resetPasswordMail({
      to: user.email,
      name: user.name || user.email,
      link: `${config.publicUrl}/login/recriar-senha/${user.id}/${token}`,
      minutes: config.resetLinkMinutes,
    });
    await mailer.send(message).catch((error: unknown) => {
      request.log.error({ err: error, userId: user.id }, "reset e-mail not sent (kept in the outbox)");
    });
  }

  async function requireCaptcha(
    request: FastifyRequest,
    body: { "h-captcha-response"?: string; cypress_test?: unknown },
  ) {
    const ok = await captcha.verify({
      response: body["h-captcha-response"],
      remoteIp: request.ip,
      bypass: body.cypress_test,
    });
    if (!ok) throw new HttpError(400, AUTH_MESSAGES.captchaFailed);
  }

  /** Checks shared by password and SSO sign-in once the person is known. */
  async function openSignIn(user: UserRow, via: "password" | "sso") {
    if (!user.active) throw new HttpError(403, AUTH_MESSAGES.noCompanies);
    if (user.contractor_active === false) throw new HttpError(403, AUTH_MESSAGES.contractorInactive);
    if ((await countUserCompanies(db, user.id)) === 0) throw new HttpError(403, AUTH_MESSAGES.noCompanies);
    // The user's row is locked while the live-session check and the new session happen, so two
    // devices signing in at the same moment cannot both pass the "one live session" rule.
    const { token } = await db.transaction(async (tx) => {
      await tx.query(`select id from users where id = $1 for update`, [user.id]);
      if (await liveSession(tx, user.id, config.sessionIdleMinutes))
        throw new HttpError(409, AUTH_MESSAGES.inUse);
      await endUnfinishedSignIns(tx, user.id);
      return createSession(tx, {
        userId: user.id,
        stage: "module",
        via,
        expiresAt: minutes(config.signInMinutes),
      });
    });
    const modules = (await userModules(db, user.id)).map(toModuleView);
    return { token, modules };
  }

  const spent = () => new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.sessionEnded });

  /** Moves the session on, or answers 401 when the session ended or its token was spent meanwhile. */
  async function advance(sessionId: number, change: Parameters<typeof advanceSession>[2]) {
    const token = await advanceSession(db, sessionId, change);
    if (token === null) throw spent();
    return token;
  }

  /** A sign-in token at one of `stages`, not past its deadline. */
  async function signInSession(request: FastifyRequest, stages: SessionStage[]) {
    const token = bearerToken(request);
    const session = token ? await findSessionByToken(db, token) : null;
    if (!session || session.ended_at || !stages.includes(session.stage)) throw spent();
    if (session.expires_at && session.expires_at.getTime() <= Date.now()) {
      await endSession(db, session.id, "expired");
      throw new HttpError(401, AUTH_MESSAGES.tokenExpired);
    }
    return { ...session, presented: token as string };
  }

  async function sessionView(session: Pick<SessionRow, "user_id" | "company_id">) {
    const user = await findUserById(db, session.user_id);
    const company = session.company_id ? await findCompanyById(db, session.company_id) : null;
    if (!user || !company)
      throw new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.sessionEnded });
    return {
      user: { id: user.id, name: user.name, email: user.email, plans: company.plan },
      company,
    };
  }

  /** Ends the hand-off: the session becomes the signed-in one and a single-use exchange code carries it. */
  async function activateForHandoff(sessionId: number, userId: number) {
    await advance(sessionId, { stage: "active", expiresAt: null });
    return issueUrlToken(db, {
      kind: "exchange",
      userId,
      sessionId,
      seconds: EXCHANGE_SECONDS,
      data: { mode: "session" },
    });
  }

  /**
   * A browser that follows a used or old hand-off link gets spec 01 §8's answer to "Provided token is
   * expired.": erro 4 is stored for the login screen, which toasts it, and the browser returns to the
   * login. Without scripts the same pt-BR text shows with the link back.
   */
  function expiredPage(request: FastifyRequest, reply: FastifyReply) {
    reply.code(401);
    if ((request.headers.accept ?? "").includes("text/html")) {
      // The CSP refuses inline scripts: this one runs by a nonce valid for this answer only.
      const nonce = inlineScriptNonce(reply);
      return reply
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Trilha</title><script nonce="${nonce}">try{localStorage.setItem("erro","4")}catch(e){}location.replace("/")</script></head><body><p>${TIME_LIMIT_TEXT}</p><p><a href="/">Voltar para o login</a></p></body></html>`,
        );
    }
    return reply.send({ message: AUTH_MESSAGES.tokenExpired });
  }

  app.post("/login", async (request, reply) => {
    const body = parseBody(bodies.login, request.body);
    await requireCaptcha(request, body);
    const email = body.email.trim();
    const throttle = await loginThrottle(db, email, request.ip, {
      perIp: config.throttlePerIp,
      perEmail: config.throttlePerEmail,
    });
    if (throttle) {
      // RFC 9110 Retry-After, and draft-ietf-httpapi-ratelimit-headers-07's policy and state.
      reply.header("retry-after", String(throttle.retryAfter));
      reply.header("ratelimit-policy", `${throttle.limit};w=${throttle.windowSeconds}`);
      reply.header("ratelimit", `limit=${throttle.limit}, remaining=0, reset=${throttle.retryAfter}`);
      throw new HttpError(429, AUTH_MESSAGES.throttled, {
        code: AUTH_CODES.throttled,
        data: { retry_after: throttle.retryAfter },
      });
    }

    // A known and an unknown e-mail take the same path: one argon2 verify (a dummy hash for the unknown
    // one), the same 401, and the same lockout answer after as many failures.
    const user = await findUserByEmail(db, email);
    const failedBefore = user ? user.failed_attempts : await unknownEmailFailures(db, email);
    if (failedBefore >= config.lockoutAttempts) {
      await recordAttempt(db, { kind: "login", email, ip: request.ip, success: false });
      throw new HttpError(429, AUTH_MESSAGES.maxAttempts);
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
        // Only a real user gets the reset e-mail.
        if (user) await sendReset(request, user);
        throw new HttpError(429, AUTH_MESSAGES.maxAttempts);
      }
      throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    }
    await db.query(`update users set failed_attempts = 0 where id = $1`, [user.id]);
    await recordAttempt(db, { kind: "login", email, ip: request.ip, success: true });

    if (user.active && (user.must_change_password || passwordProblem(body.password))) {
      const token = await issueUrlToken(db, {
        kind: "reset",
        userId: user.id,
        seconds: config.resetLinkMinutes * 60,
      });
      throw new HttpError(428, AUTH_MESSAGES.weakPassword, { data: { id: user.id, token } });
    }
    return openSignIn(user, "password");
  });

  app.post("/login/module", async (request) => {
    const session = await signInSession(request, ["module", "company"]);
    const body = parseBody(bodies.module, request.body);
    const module = await findUserModule(db, session.user_id, { uuid: body.uuid });
    if (!module) throw new HttpError(404, "Module not found.");
    const companies = await moduleCompanies(db, session.user_id, module.module_id);
    const token = await advance(session.id, {
      stage: "company",
      moduleId: module.module_id,
      expiresAt: minutes(config.signInMinutes),
      from: session.presented,
    });
    return { token, companies };
  });

  app.post("/companies/current", async (request) => {
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
    if (!module || !company) throw new HttpError(404, "Company not found.");
    if (company.plan === "CANCELADO")
      throw new HttpError(403, AUTH_MESSAGES.contractExpired, { data: { provider_name: PROVIDER_NAME } });
    const restricted = module.email === "restricted";
    let token: string;
    if (restricted) {
      token = await advance(session.id, {
        stage: "active",
        companyId: company.id,
        expiresAt: null,
        from: session.presented,
      });
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

  app.get<{ Params: { token: string } }>("/logar_by_micro_service/:token", quiet, async (request, reply) => {
    const handoff = await consumeUrlToken(db, request.params.token, ["handoff"]);
    const session = handoff?.session_id ? await findSessionById(handoff.session_id) : null;
    if (!handoff || !session || session.ended_at || session.stage !== "handoff")
      return expiredPage(request, reply);
    const code = await activateForHandoff(session.id, session.user_id);
    const target = config.microServiceUrl ?? "";
    return reply.redirect(`${target}/login/integracao/${encodeURIComponent(code)}`, 302);
  });

  /**
   * Stand-in for the third-party application when THIRD_PARTY_URL is not set (settings then point the
   * portal here): takes the sign-in or hand-off token of a third-party user and lands them in the portal.
   */
  app.get<{ Params: { usuarioId: string; token: string } }>(
    "/logar_by_micro_service/:usuarioId/:token",
    quiet,
    async (request, reply) => {
      const { usuarioId, token } = request.params;
      const handoff = await peekUrlToken(db, token, ["handoff"]);
      const session = handoff?.session_id
        ? await findSessionById(handoff.session_id)
        : await findSessionByToken(db, token);
      const live =
        session && !session.ended_at && (!session.expires_at || session.expires_at.getTime() > Date.now());
      if (!session || !live || session.stage === "active") return expiredPage(request, reply);
      const module = (await userModules(db, session.user_id)).find(
        (m) => m.usuario_id !== null && String(m.usuario_id) === usuarioId,
      );
      const company = module ? (await moduleCompanies(db, session.user_id, module.module_id))[0] : undefined;
      if (!module || !company || company.plan === "CANCELADO") return expiredPage(request, reply);
      if (handoff) await consumeUrlToken(db, token, ["handoff"]);
      await advance(session.id, {
        stage: "handoff",
        moduleId: module.module_id,
        companyId: company.id,
        expiresAt: null,
      });
      const code = await activateForHandoff(session.id, session.user_id);
      return reply.redirect(`/login/integracao/${encodeURIComponent(code)}`, 302);
    },
  );

  async function findSessionById(id: number) {
    const { rows } = await db.query<SessionRow>(
      `select id, user_id, stage, via, module_id, company_id, last_seen_at, expires_at, ended_at, end_reason
         from auth_sessions where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  app.post("/login/exchange", async (request) => {
    const body = parseBody(bodies.exchange, request.body);
    const exchange = await consumeUrlToken(db, body.code, ["exchange"]);
    const session = exchange?.session_id ? await findSessionById(exchange.session_id) : null;
    if (!exchange || !session || session.ended_at) throw new HttpError(401, AUTH_MESSAGES.tokenExpired);
    if (exchange.data.mode === "sso") {
      const token = await advance(session.id, {
        stage: "module",
        expiresAt: minutes(config.signInMinutes),
      });
      return { token, modules: (await userModules(db, session.user_id)).map(toModuleView) };
    }
    const token = await advance(session.id, { stage: "active", expiresAt: null });
    return { token, ...(await sessionView(session)) };
  });

  app.post("/logout", async (request, reply) => {
    const token = bearerToken(request);
    const session = token ? await findSessionByToken(db, token) : null;
    if (session) await endSession(db, session.id, "logout");
    return reply.code(204).send();
  });

  app.get("/session", { preHandler: app.authenticate }, async (request) => {
    const { user, company } = sessionOf(request);
    return { user, company };
  });

  app.post("/ms-dashboards/login", { preHandler: app.authenticate }, async (request) => {
    const session = sessionOf(request);
    const token = await issueUrlToken(db, {
      kind: "dashboard",
      userId: session.user.id,
      sessionId: session.id,
      seconds: 15 * 60,
      data: { company_id: session.company.id },
    });
    return { ms_dashboard_token: token };
  });

  app.post("/sso/login", async (request) => {
    const body = parseBody(bodies.sso, request.body);
    await requireCaptcha(request, body);
    const service = body.login_sso_servico_input;
    const notConfigured = new HttpError(
      400,
      `${AUTH_MESSAGES.ssoNotConfiguredPrefix} ${service} não configurado.`,
    );
    const idp = await sso.findProvider(body.login_sso_email_input, service);
    if (!idp) throw notConfigured;
    const user = await findUserByEmail(db, body.login_sso_email_input);
    if (!user) throw new HttpError(404, AUTH_MESSAGES.ssoEmailMissing);
    if (!user.active) throw new HttpError(401, AUTH_MESSAGES.ssoInvalidCredentials);
    try {
      return { redirectUrl: await sso.start(idp, body.login_sso_email_input) };
    } catch (error) {
      if (error instanceof SsoError && error.reason === "unavailable")
        throw new HttpError(502, `${AUTH_MESSAGES.ssoNotConfiguredPrefix} ${service} indisponível.`);
      if (error instanceof SsoError) throw notConfigured;
      throw error;
    }
  });

  app.get<{ Querystring: Record<string, string> }>("/sso/callback", quiet, async (request, reply) => {
    try {
      const { email } = await sso.complete(request.query ?? {});
      const user = await findUserByEmail(db, email);
      if (!user) return reply.redirect("/erro/credenciais", 302);
      const { token } = await openSignIn(user, "sso");
      const session = await findSessionByToken(db, token);
      if (!session) return reply.redirect("/erro/credenciais", 302);
      const code = await issueUrlToken(db, {
        kind: "exchange",
        userId: user.id,
        sessionId: session.id,
        seconds: EXCHANGE_SECONDS,
        data: { mode: "sso" },
      });
      return reply.redirect(`/login/integracao/${encodeURIComponent(code)}`, 302);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409)
        return reply.redirect("/erro/jalogado", 302);
      if (error instanceof HttpError || error instanceof SsoError) {
        request.log.info({ reason: error.message }, "SSO callback refused");
        return reply.redirect("/erro/credenciais", 302);
      }
      throw error;
    }
  });

  app.post("/users/password/remember", async (request) => {
    const body = parseBody(bodies.resetRequest, request.body);
    await requireCaptcha(request, body);
    const email = body.email.trim();
    if (await sso.isSsoDomain(email)) throw new HttpError(409, AUTH_MESSAGES.resetSsoCompany);
    if ((await resetRequestsLastHour(db, email)) >= config.resetRequestsPerHour)
      throw new HttpError(429, AUTH_MESSAGES.resetTooMany);
    await recordAttempt(db, { kind: "reset", email, ip: request.ip, success: true });
    const user = await findUserByEmail(db, email);
    if (user?.active) await sendReset(request, user);
    // Same answer whether or not the address is registered.
    return { message: "If the e-mail is registered, a reset link is on its way." };
  });

  app.get<{ Querystring: { id?: string; token?: string } }>(
    "/users/password/check",
    quiet,
    async (request) => {
      const { id, token } = request.query;
      const link = token ? await peekUrlToken(db, token, ["reset", "first_access"]) : null;
      if (!link || String(link.user_id) !== String(id)) throw new HttpError(401, AUTH_MESSAGES.tokenExpired);
      return { valid: true, kind: link.kind };
    },
  );

  app.post("/users/password", async (request) => {
    const body = parseBody(bodies.passwordChange, request.body);
    const hash = await hashPassword(body.passwordNew);
    await db.transaction(async (tx) => {
      const link = await consumeUrlToken(tx, body.token, ["reset", "first_access"]);
      if (!link || String(link.user_id) !== String(body.id))
        throw new HttpError(401, AUTH_MESSAGES.tokenExpired);
      await tx.query(
        `update users set password_hash = $2, must_change_password = false, failed_attempts = 0 where id = $1`,
        [link.user_id, hash],
      );
      await voidPasswordLinks(tx, link.user_id);
      await endAllSessions(tx, link.user_id, "password_changed");
    });
    return { message: "Password changed." };
  });

  app.get("/settings/public", async () => ({
    captchaEnabled: captcha.enabled,
    hcaptchaSiteKey: config.hcaptchaSiteKey,
    thirdPartyUrl: config.thirdPartyUrl ?? "/api/v1",
    version: config.version,
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
  }));
}
