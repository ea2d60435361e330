import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/errors";
import { findSessionByToken } from "../session/sessions";
import { SsoError } from "../sso/oidc";
import { bindBrowser, newBrowserBinding, sameBrowser } from "./browser-binding";
import { deviceOf, keepDevice } from "./device";
import { EXCHANGE_SECONDS, quiet, type SignInKit } from "./kit";
import { issueUrlToken } from "./url-tokens";
import { findUserByEmail } from "./users";
import { bodies, parseBody } from "./validation";

/** SSO sign-in: the authorization URL and the provider's callback. */
export function ssoRoutes(app: FastifyInstance, kit: SignInKit) {
  const { db, config, sso, requireCaptcha, openSignIn } = kit;

  app.post("/sso/login", async (request, reply) => {
    const body = parseBody(bodies.sso, request.body);
    await requireCaptcha(request, body);
    const service = body.login_sso_servico_input;
    const notConfigured = new HttpError(
      400,
      `${AUTH_MESSAGES.ssoNotConfiguredPrefix} ${service} não configurado.`,
      { code: AUTH_CODES.ssoNotConfigured },
    );
    const idp = await sso.findProvider(body.login_sso_email_input, service);
    if (!idp) throw notConfigured;
    const user = await findUserByEmail(db, body.login_sso_email_input);
    if (!user) throw new HttpError(404, AUTH_MESSAGES.ssoEmailMissing, { code: AUTH_CODES.ssoEmailMissing });
    if (!user.active)
      throw new HttpError(401, AUTH_MESSAGES.ssoInvalidCredentials, {
        code: AUTH_CODES.ssoInvalidCredentials,
      });
    try {
      const binding = newBrowserBinding();
      const redirectUrl = await sso.start(idp, body.login_sso_email_input, binding.hash);
      bindBrowser(reply, config, binding);
      return { redirectUrl };
    } catch (error) {
      if (error instanceof SsoError && error.reason === "unavailable")
        throw new HttpError(502, `${AUTH_MESSAGES.ssoNotConfiguredPrefix} ${service} indisponível.`, {
          code: AUTH_CODES.ssoUnavailable,
        });
      if (error instanceof SsoError) {
        // The domain has an identity provider, but this server was given no issuer or client for it:
        // the refusal is right, and the operator is told what to set.
        if (error.reason === "not_configured")
          request.log.warn(
            { domain: idp.domain, kind: idp.kind },
            "SSO refused: the identity provider has no issuer or client id (set SSO_ISSUER and SSO_CLIENT_ID)",
          );
        throw notConfigured;
      }
      throw error;
    }
  });

  app.get<{ Querystring: Record<string, string> }>("/sso/callback", quiet, async (request, reply) => {
    try {
      const { email, browserHash } = await sso.complete(request.query ?? {}, (kept) =>
        sameBrowser(request, kept),
      );
      const user = await findUserByEmail(db, email);
      if (!user) return reply.redirect("/erro/credenciais", 302);
      // The device is read here, where the sign-in is decided: the same browser that asked for SSO (the
      // state's binding above), back from the identity provider with its cookies (SameSite=Lax).
      const device = deviceOf(request);
      const { token } = await openSignIn(user, "sso", browserHash, device);
      keepDevice(reply, config, device);
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
      if (error instanceof HttpError && error.options.code === AUTH_CODES.inUse)
        return reply.redirect("/erro/jalogado", 302);
      if (error instanceof HttpError || error instanceof SsoError) {
        request.log.info({ reason: error.message }, "SSO callback refused");
        return reply.redirect("/erro/credenciais", 302);
      }
      throw error;
    }
  });
}
