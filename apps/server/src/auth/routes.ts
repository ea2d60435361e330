import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api/auth-messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { inlineScriptNonce } from "../http/security-headers";
import { handoffRoutes } from "./handoff-routes";
import { type AuthDeps, createSignInKit } from "./kit";
import { passwordRoutes } from "./password-routes";
import { signInRoutes } from "./sign-in-routes";
import { ssoRoutes } from "./sso-routes";

export type { AuthDeps } from "./kit";

/** The login screen's erro 4 text (spec 01 §4), for a browser without scripts on the expired page. */
const TIME_LIMIT_TEXT = "O tempo limite para logar no sistema foi atingido!";

/**
 * The sign-in calls of docs/api/auth.md, registered under /api/v1, in groups: sign-in steps
 * (sign-in-routes.ts), hand-off and exchange (handoff-routes.ts), SSO (sso-routes.ts) and passwords
 * (password-routes.ts); what they share is in kit.ts.
 */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { config, captcha } = deps;
  const kit = createSignInKit(deps);
  // Reset e-mails still going through the SMTP relay are delivered (or kept in the outbox) before closing.
  app.addHook("onClose", kit.settleDeliveries);

  // Answers carry tokens and personal data: no cache (browser or proxy) may keep them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

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
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Trilha</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><script nonce="${nonce}">try{localStorage.setItem("erro","4")}catch(e){}location.replace("/")</script></head><body><p>${TIME_LIMIT_TEXT}</p><p><a href="/">Voltar para o login</a></p></body></html>`,
        );
    }
    return reply.send({ code: AUTH_CODES.tokenExpired, message: AUTH_MESSAGES.tokenExpired });
  }

  signInRoutes(app, kit);
  handoffRoutes(app, kit, expiredPage);
  ssoRoutes(app, kit);
  passwordRoutes(app, kit);

  app.get("/settings/public", async () => ({
    captchaEnabled: captcha.enabled,
    hcaptchaSiteKey: config.hcaptchaSiteKey,
    thirdPartyUrl: config.thirdPartyUrl ?? "/api/v1",
    version: config.version,
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    // The portal warns a minute before the session goes idle and names the limit in its message.
    sessionIdleMinutes: config.sessionIdleMinutes,
  }));
}
