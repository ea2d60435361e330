import { afterEach, describe, expect, it, vi } from "vitest";
import { authApi, microServiceHandoffUrl, thirdPartyHandoffUrl } from "./auth";
import { createHttp } from "./http";

afterEach(() => vi.unstubAllGlobals());

describe("authApi", () => {
  it("posts the login body as JSON to /login and returns the data", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ token: "t", modules: [] }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const api = authApi(createHttp("http://h/api/v1"));
    await expect(api.login({ email: "a@b.c", password: "x" })).resolves.toEqual({ token: "t", modules: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("http://h/api/v1/login");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "a@b.c", password: "x" });
  });

  it("checks a password link with its id and token in the query", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ valid: true, kind: "reset" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      authApi(createHttp("http://h/api/v1")).checkPasswordLink({ id: 7, token: "a/b c" }),
    ).resolves.toEqual({ valid: true, kind: "reset" });
    const [url, init] = fetchMock.mock.calls[0]!;
    const asked = new URL(String(url));
    expect(asked.pathname).toBe("/api/v1/users/password/check");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ id: "7", token: "a/b c" });
    expect(init.method).toBe("GET");
  });

  it("posts the SSO body with the captcha answer to /sso/login", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ redirectUrl: "https://idp/x" }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const body = {
      login_sso_email_input: "a@b.c",
      login_sso_servico_input: "azure",
      "h-captcha-response": "resposta",
    } as const;
    await expect(authApi(createHttp("http://h/api/v1")).ssoLogin(body)).resolves.toEqual({
      redirectUrl: "https://idp/x",
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("http://h/api/v1/sso/login");
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it("rejects with the response on an error status, keeping the server message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ message: "Provided token is expired." }), { status: 401 }),
      ),
    );
    const api = authApi(createHttp("http://h/api/v1"));
    await expect(api.selectModule({ uuid: "u" })).rejects.toMatchObject({
      status: 401,
      data: { message: "Provided token is expired." },
    });
  });
});

describe("hand-off URLs", () => {
  it("build the micro-service and third-party paths", () => {
    expect(microServiceHandoffUrl("/api/v1/", "tok en")).toBe("/api/v1/logar_by_micro_service/tok%20en");
    expect(thirdPartyHandoffUrl("https://terceiros.example", 42, "t")).toBe(
      "https://terceiros.example/logar_by_micro_service/42/t",
    );
  });
});
