// What the benches share: JSON posts to the API and the demo user's sign-in (login, module, company).

export async function post(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path} ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Signs the seeded demo user in through the three steps; answers each step's answer and the session token. */
export async function signInDemo(base) {
  const login = await post(base, "/api/v1/login", { email: "demo@trilha.com.br", password: "Trilha@2024" });
  const module = await post(base, "/api/v1/login/module", { uuid: login.modules[0].id }, login.token);
  const company = module.companies[0];
  const chosen = await post(base, "/api/v1/companies/current", { uuid_company: company.uuid }, module.token);
  return { login, module, company, token: chosen.token };
}
