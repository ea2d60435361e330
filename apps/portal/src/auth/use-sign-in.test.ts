import { act, renderHook } from "@testing-library/react";
import { toastStore } from "@trilha/ui";
import { createElement } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PARTNERS } from "../partners/partners";
import { forgetReturnPath, rememberReturnPath, returnPath } from "../routes/return-path";
import { preloadSignedInCode } from "../routes/signed-in-code";
import type { FlowStep } from "./login-flow";
import { applyStep, showStoredFlags, useLoginFlow } from "./use-sign-in";

vi.mock("../routes/signed-in-code", () => ({ preloadSignedInCode: vi.fn() }));

const partner = (id: string) => PARTNERS.find((p) => p.id === id);

function env(partnerId?: string) {
  return {
    navigate: vi.fn(),
    leave: vi.fn(),
    onResetCaptcha: vi.fn(),
    partner: partnerId ? partner(partnerId) : undefined,
  };
}

const messages = () => toastStore.getSnapshot().map((t) => t.message);

describe("applyStep: what each step of the flow does on screen", () => {
  beforeEach(() => {
    toastStore.dismiss();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("enters the control panel, or leaves the portal for a hand-off", () => {
    const e = env();
    applyStep({ type: "enter" }, e);
    expect(e.navigate).toHaveBeenCalledWith("/dashboard", { replace: true });
    applyStep({ type: "handoff", url: "/api/v1/logar_by_micro_service/t" }, e);
    expect(e.leave).toHaveBeenCalledWith("/api/v1/logar_by_micro_service/t");
  });

  it("enters the private page asked for before signing in, until its guard forgets it on arrival", () => {
    const e = env();
    rememberReturnPath("/arquivos/4b1f");
    applyStep({ type: "enter" }, e);
    expect(e.navigate).toHaveBeenCalledWith("/arquivos/4b1f", { replace: true });
    // Still remembered, so the public page's guard, if it redirects first, goes there too.
    expect(returnPath()).toBe("/arquivos/4b1f");
    forgetReturnPath();
    applyStep({ type: "enter" }, e);
    expect(e.navigate).toHaveBeenLastCalledWith("/dashboard", { replace: true });
  });

  it("closes a refusal's toast once a later attempt gets through, and leaves other toasts", () => {
    const e = env();
    showStoredFlags(e, { kind: "erro", code: 2 });
    const flagged = messages();
    expect(flagged).toHaveLength(1);
    applyStep({ type: "failed", failure: { message: "Login ou senha inválidos!", markFields: true } }, e);
    expect(messages()).toContain("Login ou senha inválidos!");
    applyStep({ type: "enter" }, e);
    expect(messages()).not.toContain("Login ou senha inválidos!");
    expect(messages()).toEqual(flagged);
  });

  it("keeps the partner's branded choice steps", () => {
    const retail = env("retail");
    applyStep({ type: "chooseUnit" }, retail);
    expect(retail.navigate).toHaveBeenCalledWith("/escolher-empresa-valeverde", {
      state: { partner: "retail" },
    });
    const fastfood = env("fastfood");
    applyStep({ type: "chooseCompany" }, fastfood);
    expect(fastfood.navigate).toHaveBeenCalledWith("/escolher-modulo-rapidao", {
      state: { partner: "fastfood" },
    });
    const generic = env("association");
    applyStep({ type: "chooseCompany" }, generic);
    // The association's choice steps are the generic screens: the partner travels in the state, so
    // 'VOLTAR PARA O LOGIN' there returns to the association's login.
    expect(generic.navigate).toHaveBeenCalledWith("/escolher-modulo", { state: { partner: "association" } });
  });

  it("toasts an invalid login and answers it so the form marks both fields", () => {
    const e = env();
    const failure = applyStep(
      { type: "failed", failure: { message: "Login ou senha inválidos!", markFields: true } },
      e,
    );
    expect(failure?.markFields).toBe(true);
    expect(messages()).toEqual(["Login ou senha inválidos!"]);
  });

  it("sends a weak stored password to the strong-password route", () => {
    const e = env();
    applyStep(
      {
        type: "failed",
        failure: {
          message: "Altere sua senha para atender aos requisitos de senha segura!",
          strongPassword: { id: 7, token: "a/b" },
        },
      },
      e,
    );
    expect(e.navigate).toHaveBeenCalledWith("/login/recriar-senha/7/a%2Fb/senha-forte");
  });

  it("shows erro 2 once and goes to /dashboard when its toast closes", () => {
    const e = env();
    applyStep(
      {
        type: "failed",
        failure: {
          message: "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
          flag: { kind: "erro", code: 2 },
        },
      },
      e,
    );
    expect(messages()).toEqual([
      "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
    ]);
    expect(window.localStorage.getItem("erro")).toBeNull();
    expect(e.navigate).not.toHaveBeenCalled();
    toastStore.dismiss();
    expect(e.navigate).toHaveBeenCalledWith("/dashboard");
  });

  it("reads the stored flags once: one toast, then cleared (a second arrival shows nothing)", () => {
    window.localStorage.setItem("erro", "1");
    window.localStorage.setItem("sucesso", "1");
    const e = env();
    showStoredFlags(e);
    showStoredFlags(e);
    expect(messages()).toEqual(["Login ou senha inválidos! Se o problema persistir, redefina sua senha!"]);
    expect(e.onResetCaptcha).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem("erro")).toBeNull();
    expect(window.localStorage.getItem("sucesso")).toBeNull();
  });

  it("returns a choice step to its login when the sign-in token expired (erro 4)", () => {
    const e = { ...env("retail"), returnTo: "/valeverde" };
    applyStep(
      {
        type: "failed",
        failure: {
          message: "O tempo limite para logar no sistema foi atingido!",
          flag: { kind: "erro", code: 4 },
        },
      },
      e,
    );
    expect(messages()).toEqual(["O tempo limite para logar no sistema foi atingido!"]);
    expect(e.navigate).toHaveBeenCalledWith("/valeverde", { replace: true });
    expect(window.localStorage.getItem("erro")).toBeNull();
  });

  it("keeps an unflagged failure on the choice step (e.g. an expired contract)", () => {
    const e = { ...env(), returnTo: "/" };
    applyStep({ type: "failed", failure: { message: "Seu contrato de uso com a Trilha está vencido." } }, e);
    expect(e.navigate).not.toHaveBeenCalled();
  });
});

describe("useLoginFlow", () => {
  it("starts downloading the signed-in code when a step is sent, before the API answers", async () => {
    let answer!: (step: FlowStep) => void;
    const { result } = renderHook(() => useLoginFlow({}), { wrapper: MemoryRouter });
    const pending = result.current.run(
      new Promise<FlowStep>((resolve) => {
        answer = resolve;
      }),
    );
    expect(preloadSignedInCode).toHaveBeenCalledTimes(1);
    answer({ type: "enter" });
    await expect(pending).resolves.toBeNull();
  });

  it("enters the page asked for even when the signed-in session reached it first", async () => {
    // QA walk: a bookmark, then a company choice. Signed in, the choice page's guard sends the user to
    // the remembered page, whose guard forgets it, before the step's 'enter' is applied.
    window.sessionStorage.clear();
    rememberReturnPath("/residuos/cadastro");
    const { result } = renderHook(() => ({ login: useLoginFlow({}), location: useLocation() }), {
      wrapper: ({ children }) =>
        createElement(MemoryRouter, { initialEntries: ["/escolher-modulo"] }, children),
    });
    let answer!: (step: FlowStep) => void;
    const pending = result.current.login.run(
      new Promise<FlowStep>((resolve) => {
        answer = resolve;
      }),
    );
    forgetReturnPath();
    answer({ type: "enter" });
    await act(() => pending);
    expect(result.current.location.pathname).toBe("/residuos/cadastro");
  });
});
