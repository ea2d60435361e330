import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AUTH_CODES, AUTH_MESSAGES } from "@trilha/api";
import { toastStore } from "@trilha/ui";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ForgotPasswordPage } from "../pages/forgot-password/forgot-password-page";
import { LoginPage } from "../pages/login/login-page";
import { SsoPage } from "../pages/sso/sso-page";
import { resetSettings } from "./settings";

const widget = vi.hoisted(() => ({ solved: 0, resets: 0 }));

// The real widget fetches hcaptcha.com's script. The stand-in answers "resposta-N" when its button is
// pressed and counts resets, which is all the pages see of it.
vi.mock("@hcaptcha/react-hcaptcha", async () => {
  const { Component } = await import("react");
  class FakeHCaptcha extends Component<{ onVerify(token: string): void }> {
    resetCaptcha() {
      widget.resets += 1;
    }
    override render() {
      return (
        <button type="button" onClick={() => this.props.onVerify(`resposta-${++widget.solved}`)}>
          Resolver captcha
        </button>
      );
    }
  }
  return { default: FakeHCaptcha };
});
// The signed-in pages' code is not needed here (a login that got through would preload it).
vi.mock("../routes/signed-in-code", () => ({ preloadSignedInCode: vi.fn() }));

type Answer = { status: number; body: unknown };
/** What the API answers each captcha-guarded call, and the bodies it was sent. */
let answers: Record<string, Answer>;
let sent: { path: string; body: Record<string, unknown> }[];

const refusal = (status: number, key: keyof typeof AUTH_CODES & keyof typeof AUTH_MESSAGES): Answer => ({
  status,
  body: { code: AUTH_CODES[key], message: AUTH_MESSAGES[key] },
});

beforeEach(() => {
  widget.solved = 0;
  widget.resets = 0;
  sent = [];
  answers = {};
  resetSettings();
  toastStore.dismiss();
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, "http://portal.test").pathname.replace(/^\/api\/v1/, "");
      if (path === "/settings/public")
        return Response.json({ captchaEnabled: true, hcaptchaSiteKey: "chave-do-site", version: "3.1.2" });
      sent.push({ path, body: JSON.parse(String(init.body ?? "{}")) });
      const answer = answers[path] ?? { status: 500, body: {} };
      return Response.json(answer.body, { status: answer.status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSettings();
});

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>outra página</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function solveAndSubmit(submit: string) {
  fireEvent.click(await screen.findByRole("button", { name: "Resolver captcha" }));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: submit }));
  });
}

/** After a refusal the widget was reset: sending again without a new answer stops at the captcha rule. */
async function expectCaptchaResetAfter(calls: number, submit: string) {
  await waitFor(() => expect(sent).toHaveLength(calls));
  await waitFor(() => expect(widget.resets).toBe(1));
  await waitFor(() => expect(screen.getByRole("button", { name: submit })).toBeEnabled());
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: submit }));
  });
  expect(await screen.findByText("Validação do hCaptcha é obrigatória!")).toBeInTheDocument();
  expect(sent).toHaveLength(calls);
}

describe("the captcha answer on the sign-in forms", () => {
  describe("SSO", () => {
    it("sends the solved answer with the e-mail", async () => {
      answers["/sso/login"] = { status: 200, body: { redirectUrl: "https://idp.example/authorize" } };
      const leave = vi.fn();
      renderAt("/login-sso", <SsoPage leave={leave} />);
      type("E-mail corporativo", "sofia@sso.trilha.dev");
      await solveAndSubmit("ENTRAR");
      await waitFor(() => expect(leave).toHaveBeenCalledWith("https://idp.example/authorize"));
      expect(sent).toEqual([
        {
          path: "/sso/login",
          body: {
            login_sso_email_input: "sofia@sso.trilha.dev",
            login_sso_servico_input: "azure",
            "h-captcha-response": "resposta-1",
          },
        },
      ]);
    });

    it("shows a refused captcha on the captcha, not as SSO not configured, and resets it", async () => {
      answers["/sso/login"] = refusal(400, "captchaFailed");
      renderAt("/login-sso", <SsoPage leave={vi.fn()} />);
      type("E-mail corporativo", "sofia@sso.trilha.dev");
      await solveAndSubmit("ENTRAR");
      await waitFor(() => expect(widget.resets).toBe(1));
      // The captcha's own message stays although resetting the widget clears its answer.
      expect(screen.getAllByText("Validação do hCaptcha é obrigatória!").length).toBeGreaterThan(0);
      expect(screen.queryByText(/Acesso SSO não configurado/)).toBeNull();
    });

    it("resets the captcha after an e-mail without SSO", async () => {
      answers["/sso/login"] = refusal(404, "ssoEmailMissing");
      renderAt("/login-sso", <SsoPage leave={vi.fn()} />);
      type("E-mail corporativo", "ana@semsso.dev");
      await solveAndSubmit("ENTRAR");
      await expectCaptchaResetAfter(1, "ENTRAR");
    });
  });

  describe("login", () => {
    it.each([
      ["an invalid login", refusal(401, "invalidCredentials")],
      ["a refused captcha", refusal(400, "captchaFailed")],
      ["the account in use", refusal(409, "inUse")],
      ["the lockout", refusal(429, "maxAttempts")],
      ["an inactive user", refusal(403, "noCompanies")],
      ["an inactive provider", refusal(403, "contractorInactive")],
      ["an expired token", refusal(401, "tokenExpired")],
      ["the throttle", { ...refusal(429, "throttled"), body: { code: AUTH_CODES.throttled, data: {} } }],
    ])("resets the captcha after %s", async (_case, answer) => {
      answers["/login"] = answer;
      renderAt("/login", <LoginPage leave={vi.fn()} />);
      type("E-mail ou usuário", "rita@x.dev");
      type("Senha", "Trilha@2024");
      await solveAndSubmit("ENTRAR");
      expect(sent[0]?.body).toMatchObject({ "h-captcha-response": "resposta-1" });
      await expectCaptchaResetAfter(1, "ENTRAR");
    });

    it("shows a refused captcha on the captcha, not as an invalid login", async () => {
      answers["/login"] = refusal(400, "captchaFailed");
      renderAt("/login", <LoginPage leave={vi.fn()} />);
      type("E-mail ou usuário", "rita@x.dev");
      type("Senha", "Trilha@2024");
      await solveAndSubmit("ENTRAR");
      await waitFor(() => expect(widget.resets).toBe(1));
      // The password was never checked: neither field is marked, nothing says it is wrong.
      expect(screen.getAllByText("Validação do hCaptcha é obrigatória!").length).toBeGreaterThan(0);
      expect(screen.queryByText(/Login ou senha inválidos/)).toBeNull();
      expect(screen.getByLabelText("Senha")).not.toHaveAttribute("aria-invalid", "true");
    });
  });

  describe("reset request", () => {
    it("resets the captcha after a refusal", async () => {
      answers["/users/password/remember"] = refusal(429, "resetTooMany");
      renderAt("/esqueci-minha-senha", <ForgotPasswordPage />);
      type("E-mail", "ana@trilha.dev");
      await solveAndSubmit("ENVIAR LINK");
      expect(sent[0]?.body).toMatchObject({ "h-captcha-response": "resposta-1" });
      await expectCaptchaResetAfter(1, "ENVIAR LINK");
    });
  });
});
