import { AUTH_CODES, AUTH_MESSAGES, type Company, type Module } from "@trilha/api";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { session, sessionActions } from "../session/store";
import { createLoginFlow, type LoginFlowDeps } from "./login-flow";
import { AUTH_TEXTS } from "./messages";

const restricted: Module = { id: 1, nome_comercial: "Gerador", email: "restricted", user_profile: null };
const micro: Module = {
  id: 2,
  nome_comercial: "Administrativo",
  email: "adm@trilha.dev",
  user_profile: null,
};
const thirdParty: Module = {
  id: 3,
  nome_comercial: "Parceiro",
  email: "p@x.dev",
  user_profile: { usuario_id: 77 },
};
const acme: Company = { id: 1, trading_name: "ACME", cnpj: "1", uuid: "c-1", plan: "PRO" };
const beta: Company = { id: 2, trading_name: "Beta", cnpj: "2", uuid: "c-2", plan: "ADM" };

/** A rejected redaxios call carries the response itself. */
const reject = (status: number, body: object) => Promise.reject({ status, data: body });

function fakeAuth(overrides: Partial<LoginFlowDeps["auth"]> = {}) {
  return {
    login: vi.fn(async () => ({ token: "t-login", modules: [restricted] })),
    selectModule: vi.fn(async () => ({ token: "t-module", companies: [acme] })),
    selectCompany: vi.fn(async () => ({ token: "t-company", user: { name: "Ana", email: "a@x.dev" } })),
    ...overrides,
  };
}

function flowWith(auth = fakeAuth()) {
  const flow = createLoginFlow({
    auth,
    session,
    actions: sessionActions,
    apiBaseUrl: "/api/v1",
    thirdPartyUrl: () => "https://terceiros.example/",
  });
  return { flow, auth };
}

const credentials = { email: "ana@x.dev", password: "Senha@123" };

describe("login flow (spec 01 §4)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    sessionActions.logout();
  });

  describe("with one module without a profile", () => {
    it("calls the module automatically and, with one company, chooses it without asking", async () => {
      const { flow, auth } = flowWith();
      const step = await flow.login(credentials);
      expect(auth.selectModule).toHaveBeenCalledWith({ uuid: "1" });
      expect(auth.selectCompany).toHaveBeenCalledWith({ uuid_company: "c-1" });
      expect(step).toEqual({ type: "enter" });
    });

    it("keeps a restricted user in the portal with the session stored", async () => {
      const { flow } = flowWith();
      await flow.login(credentials);
      expect(session.isAuthenticated).toBe(true);
      expect(session.token).toBe("t-company");
      expect(session.companySelected?.uuid).toBe("c-1");
      expect(session.user).toMatchObject({ name: "Ana", plans: "PRO" });
      expect(session.loading).toBe(false);
    });

    it("hands any other user off to the micro-service application with the company token", async () => {
      const { flow } = flowWith(fakeAuth({ login: vi.fn(async () => ({ token: "t", modules: [micro] })) }));
      const step = await flow.login(credentials);
      expect(step).toEqual({ type: "handoff", url: "/api/v1/logar_by_micro_service/t-company" });
      expect(session.isAuthenticated).toBe(false);
    });

    it("sends a third-party user at once to the third-party application with usuario_id and the sign-in token", async () => {
      const auth = fakeAuth({ login: vi.fn(async () => ({ token: "t-login", modules: [thirdParty] })) });
      const { flow } = flowWith(auth);
      const step = await flow.login(credentials);
      expect(step).toEqual({
        type: "handoff",
        url: "https://terceiros.example/logar_by_micro_service/77/t-login",
      });
      expect(auth.selectModule).not.toHaveBeenCalled();
    });

    it("sends a third-party profile away even when its module is restricted", async () => {
      const profiled = { ...restricted, user_profile: { usuario_id: 5 } };
      const { flow } = flowWith(
        fakeAuth({ login: vi.fn(async () => ({ token: "t", modules: [profiled] })) }),
      );
      const step = await flow.login(credentials);
      expect(step).toEqual({ type: "handoff", url: "https://terceiros.example/logar_by_micro_service/5/t" });
      expect(session.isAuthenticated).toBe(false);
    });

    it("asks for a company when the module has several", async () => {
      const auth = fakeAuth({ selectModule: vi.fn(async () => ({ token: "t-m", companies: [acme, beta] })) });
      const { flow } = flowWith(auth);
      const step = await flow.login(credentials);
      expect(step).toEqual({ type: "chooseCompany" });
      expect(auth.selectCompany).not.toHaveBeenCalled();
      expect(session.companyModuled).toHaveLength(2);
      expect(session.token).toBe("t-m");
      expect(session.loading).toBe(false);
    });
  });

  describe("with several modules", () => {
    it("stores them and asks for a unit without calling a module", async () => {
      const auth = fakeAuth({ login: vi.fn(async () => ({ token: "t-l", modules: [restricted, micro] })) });
      const { flow } = flowWith(auth);
      expect(await flow.login(credentials)).toEqual({ type: "chooseUnit" });
      expect(auth.selectModule).not.toHaveBeenCalled();
      expect(session.modules).toHaveLength(2);
      expect(session.token).toBe("t-l");
    });

    it("follows the chosen unit to its company", async () => {
      const { flow, auth } = flowWith();
      const step = await flow.chooseModule(micro);
      expect(auth.selectModule).toHaveBeenCalledWith({ uuid: "2" });
      expect(session.moduleSelected?.id).toBe(2);
      expect(step.type).toBe("handoff");
    });
  });

  describe("after an SSO hand-off", () => {
    it("goes on from the exchanged sign-in answer as after a login", async () => {
      const { flow, auth } = flowWith();
      const step = await flow.resume({ token: "t-sso", modules: [restricted] });
      expect(auth.login).not.toHaveBeenCalled();
      expect(auth.selectModule).toHaveBeenCalledWith({ uuid: "1" });
      expect(step).toEqual({ type: "enter" });
    });
  });

  describe("when the company's plan is CANCELADO", () => {
    it("blocks entry with the expired-contract message naming the provider the server gives", async () => {
      const auth = fakeAuth({
        selectCompany: vi.fn(() =>
          reject(403, {
            code: AUTH_CODES.contractExpired,
            message: AUTH_MESSAGES.contractExpired,
            data: { provider_name: "Trilha Gestão" },
          }),
        ),
      });
      const { flow } = flowWith(auth);
      const step = await flow.login(credentials);
      expect(step).toEqual({
        type: "failed",
        failure: { message: AUTH_TEXTS.contractExpired("Trilha Gestão") },
      });
      expect(session.isAuthenticated).toBe(false);
      expect(session.loading).toBe(false);
    });

    it("blocks entry even if the server lets the company through", async () => {
      const { flow } = flowWith();
      sessionActions.chooseModule(restricted);
      const step = await flow.chooseCompany({ ...beta, plan: "CANCELADO" });
      expect(step).toEqual({ type: "failed", failure: { message: AUTH_TEXTS.contractExpired("Gerador") } });
      expect(session.isAuthenticated).toBe(false);
    });
  });

  describe("when the sign-in fails", () => {
    it("turns loading off and marks both fields for invalid credentials", async () => {
      const { flow } = flowWith(
        fakeAuth({
          login: vi.fn(() =>
            reject(401, { code: AUTH_CODES.invalidCredentials, message: AUTH_MESSAGES.invalidCredentials }),
          ),
        }),
      );
      const step = await flow.login(credentials);
      expect(step).toEqual({
        type: "failed",
        failure: { message: "Login ou senha inválidos!", markFields: true },
      });
      expect(session.loading).toBe(false);
    });

    it("says the sign-in is throttled, with the wait, instead of 'Login ou senha inválidos!'", async () => {
      const { flow } = flowWith(
        fakeAuth({
          login: vi.fn(() =>
            reject(429, {
              message: AUTH_MESSAGES.throttled,
              code: AUTH_CODES.throttled,
              data: { retry_after: 600 },
            }),
          ),
        }),
      );
      const step = await flow.login(credentials);
      expect(step).toEqual({
        type: "failed",
        failure: {
          message: "Muitas tentativas de acesso. Tente novamente em 10 minutos.",
        },
      });
      expect(session.loading).toBe(false);
    });

    it("reports a user without companies", async () => {
      const { flow } = flowWith(
        fakeAuth({ selectModule: vi.fn(async () => ({ token: "t", companies: [] })) }),
      );
      const step = await flow.login(credentials);
      expect(step).toEqual({ type: "failed", failure: { message: AUTH_TEXTS.noCompanies } });
    });

    it("stores flag 4 when the sign-in token expired between steps", async () => {
      const { flow } = flowWith(
        fakeAuth({
          selectModule: vi.fn(() =>
            reject(401, { code: AUTH_CODES.tokenExpired, message: AUTH_MESSAGES.tokenExpired }),
          ),
        }),
      );
      const step = await flow.login(credentials);
      expect(step).toMatchObject({ type: "failed", failure: { flag: { kind: "erro", code: 4 } } });
    });
  });
});
