import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { issueDashboardToken } from "../dashboards/token";
import { HttpError } from "../http/errors";
import { bearerToken, sessionOf } from "../session/authenticate";
import { endSession, findSessionByToken } from "../session/sessions";
import { releaseBrowser, sameBrowser } from "./browser-binding";
import { quiet, type SignInKit } from "./kit";
import { consumeUrlToken, peekUrlToken } from "./url-tokens";
import { moduleCompanies, toModuleView, userModules } from "./users";
import { bodies, parseBody } from "./validation";

/** Hand-off and exchange: leaving for the micro-service or third-party application and landing back with a code; the signed-in session calls. */
export function handoffRoutes(
  app: FastifyInstance,
  kit: SignInKit,
  /** The answer to a used or old hand-off link (routes.ts). */
  expiredPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
) {
  const { db, config, minutes, advance, sessionView, activateForHandoff, findSessionById } = kit;

  app.get<{ Params: { token: string } }>("/logar_by_micro_service/:token", quiet, async (request, reply) => {
    const handoff = await consumeUrlToken(db, request.params.token, ["handoff"]);
    const session = handoff?.session_id ? await findSessionById(handoff.session_id) : null;
    if (!handoff || !session || session.ended_at || session.stage !== "handoff")
      return expiredPage(request, reply);
    // Only the browser that signed in may follow its hand-off link (login CSRF, browser-binding.ts).
    if (!sameBrowser(request, session.browser_hash)) return expiredPage(request, reply);
    const portal = !config.microServiceUrl;
    const code = await activateForHandoff(session.id, session.user_id, portal);
    // A code for the micro-service application is that application's to exchange: the binding ends here.
    if (!portal) releaseBrowser(reply, config);
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
      if (!sameBrowser(request, session.browser_hash)) return expiredPage(request, reply);
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
      const code = await activateForHandoff(session.id, session.user_id, true);
      return reply.redirect(`/login/integracao/${encodeURIComponent(code)}`, 302);
    },
  );

  app.post("/login/exchange", async (request, reply) => {
    const body = parseBody(bodies.exchange, request.body);
    const exchange = await consumeUrlToken(db, body.code, ["exchange"]);
    const session = exchange?.session_id ? await findSessionById(exchange.session_id) : null;
    // A landing code works only in the browser that signed in (login CSRF): a code taken from one's own
    // sign-in and sent to someone else as a /login/integracao link is refused there.
    const bound = exchange?.data.mode === "sso" || exchange?.data.portal !== false;
    if (!exchange || !session || session.ended_at || (bound && !sameBrowser(request, session.browser_hash)))
      throw new HttpError(401, AUTH_MESSAGES.tokenExpired, { code: AUTH_CODES.tokenExpired });
    if (exchange.data.mode === "sso") {
      const token = await advance(session.id, {
        stage: "module",
        expiresAt: minutes(config.signInMinutes),
      });
      return { token, modules: (await userModules(db, session.user_id)).map(toModuleView) };
    }
    const token = await advance(session.id, { stage: "active", expiresAt: null });
    releaseBrowser(reply, config);
    return { token, ...(await sessionView(session)) };
  });

  app.post("/logout", async (request, reply) => {
    const token = bearerToken(request);
    const session = token ? await findSessionByToken(db, token) : null;
    if (session) await endSession(db, session.id, "logout");
    return reply.code(204).send();
  });

  app.get("/session", { preHandler: app.authenticate }, async (request) => {
    const { user, company, role } = sessionOf(request);
    return { user, company, role };
  });

  // Passive (spec 01 §9): the control panel asks again every 600000 ms on its own, so an open /dashboard
  // must not keep an idle session alive; the session is still checked, and an idle one still ends.
  app.post(
    "/ms-dashboards/login",
    { preHandler: app.authenticate, config: { passiveSession: true } },
    async (request) => {
      return { ms_dashboard_token: await issueDashboardToken(db, sessionOf(request)) };
    },
  );
}
