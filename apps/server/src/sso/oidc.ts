import * as client from "openid-client";
import type { AuthConfig } from "../auth/config";
import { sha256 } from "../auth/crypto";
import type { Database } from "../db/database";
import { isSsoEmail } from "./domains";

export type IdentityProvider = {
  id: number;
  company_id: number;
  kind: string;
  domain: string;
  issuer: string | null;
  client_id: string | null;
  client_secret: string | null;
};

export class SsoError extends Error {
  constructor(readonly reason: "not_configured" | "unavailable" | "invalid") {
    super(`SSO ${reason}`);
  }
}

const STATE_SECONDS = 10 * 60;

/**
 * OpenID Connect code flow (openid-client 6) against the company's identity provider, found by the
 * e-mail's domain. State, nonce and the PKCE verifier stay server-side (auth_sso_states), keyed by the
 * state's hash, so the browser carries nothing but the state itself.
 */
export function createSso(options: { db: Database; config: AuthConfig }) {
  const { db, config } = options;
  const redirectUri = `${config.publicUrl}/api/v1/sso/callback`;
  const discovered = new Map<string, Promise<client.Configuration>>();

  function settings(idp: IdentityProvider) {
    const issuer = idp.issuer ?? config.sso.issuer;
    const clientId = idp.client_id ?? config.sso.clientId;
    const clientSecret = idp.client_secret ?? config.sso.clientSecret;
    if (!issuer || !clientId) throw new SsoError("not_configured");
    return { issuer, clientId, clientSecret };
  }

  async function configuration(idp: IdentityProvider) {
    const { issuer, clientId, clientSecret } = settings(idp);
    const key = `${issuer} ${clientId}`;
    let pending = discovered.get(key);
    if (!pending) {
      const insecure = new URL(issuer).protocol === "http:";
      pending = client.discovery(new URL(issuer), clientId, clientSecret ?? undefined, undefined, {
        // Plain http only reaches a local stand-in provider (tests, e2e); real tenants are https.
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      discovered.set(key, pending);
      // A provider that was down must be retried next time, not remembered as broken.
      pending.catch(() => discovered.delete(key));
    }
    try {
      return await pending;
    } catch {
      throw new SsoError("unavailable");
    }
  }

  return {
    redirectUri,

    async findProvider(email: string, kind: string) {
      const domain = email.trim().toLowerCase().split("@")[1] ?? "";
      const { rows } = await db.query<IdentityProvider>(
        `select id, company_id, kind, domain, issuer, client_id, client_secret
           from auth_identity_providers
          where lower(domain) = $1 and kind = $2 and enabled`,
        [domain, kind],
      );
      return rows[0] ?? null;
    },

    isSsoDomain: (email: string) => isSsoEmail(db, email),

    /** The authorization URL to send the browser to; `browserHash` binds the state to the browser starting it. */
    async start(idp: IdentityProvider, email: string, browserHash: string) {
      const oidc = await configuration(idp);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const verifier = client.randomPKCECodeVerifier();
      await db.query(
        `insert into auth_sso_states (state_hash, provider_id, email, code_verifier, nonce, expires_at, browser_hash)
         values ($1, $2, lower($3), $4, $5, now() + make_interval(secs => $6), $7)`,
        [sha256(state), idp.id, email.trim(), verifier, nonce, STATE_SECONDS, browserHash],
      );
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        response_type: "code",
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        login_hint: email.trim(),
        ...(idp.kind === "azure" ? { response_mode: "query" } : {}),
      });
      return url.href;
    },

    /**
     * Completes the code flow; answers the signed-in e-mail and the provider it came from. `sameBrowser`
     * tells whether the callback's browser carries the binding kept with the state (login CSRF: a state
     * started in one browser is refused in another).
     */
    async complete(query: Record<string, string>, sameBrowser: (browserHash: string | null) => boolean) {
      const state = query.state;
      if (!state) throw new SsoError("invalid");
      const { rows } = await db.query<{
        provider_id: number;
        code_verifier: string;
        nonce: string;
        expired: boolean;
        browser_hash: string | null;
      }>(
        `delete from auth_sso_states where state_hash = $1
         returning provider_id, code_verifier, nonce, expires_at <= now() as expired, browser_hash`,
        [sha256(state)],
      );
      const saved = rows[0];
      if (!saved || saved.expired || !sameBrowser(saved.browser_hash)) throw new SsoError("invalid");
      const { rows: providers } = await db.query<IdentityProvider>(
        `select id, company_id, kind, domain, issuer, client_id, client_secret from auth_identity_providers where id = $1`,
        [saved.provider_id],
      );
      const idp = providers[0];
      if (!idp) throw new SsoError("invalid");
      const oidc = await configuration(idp);
      const current = new URL(redirectUri);
      for (const [name, value] of Object.entries(query)) current.searchParams.set(name, value);
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(oidc, current, {
          pkceCodeVerifier: saved.code_verifier,
          expectedState: state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw new SsoError("invalid");
      }
      // Entra ID puts the address in `email` when the tenant exposes it, otherwise in the UPN.
      const email = [claims?.email, claims?.preferred_username, claims?.upn].find(
        (value): value is string => typeof value === "string" && value.includes("@"),
      );
      if (!email || email.toLowerCase().split("@")[1] !== idp.domain.toLowerCase())
        throw new SsoError("invalid");
      return { email: email.toLowerCase(), provider: idp, browserHash: saved.browser_hash as string };
    },
  };
}

export type Sso = ReturnType<typeof createSso>;
