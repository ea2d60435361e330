// A local OpenID provider (oidc-provider) on 127.0.0.1 standing in for Microsoft Entra ID, as /dev/outbox
// stands in for SMTP: the local demo (`pnpm start`, scripts/start.mjs), the server tests and the e2e
// journeys (e2e/serve.mjs) sign in against it. Never part of a production start. Any login name is accepted and
// becomes the account's e-mail claim, so a journey types the demo user's address on its dev login page.
import { createServer } from "node:http";
import Provider from "oidc-provider";

/**
 * @param {{ port?: number, clientId?: string, clientSecret?: string, redirectUris: string[] }} options
 */
export async function startOidcStandIn({
  port = 0,
  clientId = "trilha",
  clientSecret = "segredo-de-teste",
  redirectUris,
}) {
  const server = createServer();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: sub, email_verified: true, preferred_username: sub, name: sub };
        },
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "preferred_username"] },
    // Entra ID puts the user's claims in the ID token; so does the stand-in.
    conformIdTokenClaims: false,
    // No consent screen: the company's tenant has already granted the app, as in Entra ID.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ["trilha-oidc-stand-in"] },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Drives the stand-in's login page without a browser: follows the authorization URL, logs in as
 * `login` and answers the URL the provider sends back to the relying party (the callback with `code`).
 * @param {string} authorizationUrl
 * @param {string} login
 * @param {string} callbackPrefix
 */
export async function signInAtStandIn(authorizationUrl, login, callbackPrefix) {
  const cookies = new Map();
  let url = authorizationUrl;
  /** @type {{ method: string, body?: URLSearchParams }} */
  let next = { method: "GET" };
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const response = await fetch(url, {
      method: next.method,
      body: next.body,
      redirect: "manual",
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) cookies.set(name.trim(), value.join("="));
    }
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      next = { method: "GET" };
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt)
      throw new Error(`stand-in answered ${response.status}: ${page.slice(0, 300)}`);
    next = {
      method: "POST",
      body: new URLSearchParams(prompt === "login" ? { prompt, login, password: "x" } : { prompt }),
    };
  }
  throw new Error("too many redirects at the OpenID stand-in");
}
