import { AUTH_CODES, AUTH_MESSAGES, toApiError } from "@trilha/api";
import { describe, expect, it } from "vitest";
import { flagToast, mapLoginError, mapResetResult, mapSsoError } from "./messages";

const error = (status: number, message: string, data: object = {}) =>
  toApiError({ status, data: { message, ...data } });

describe("login error catalogue (spec 01 §8)", () => {
  it.each([
    [
      AUTH_MESSAGES.maxAttempts,
      "O número máximo de tentativas de login foi atingido. Estamos lhe enviando um e-mail para redefinir sua senha.",
    ],
    [AUTH_MESSAGES.contractorInactive, "Prestador inativo. Contate o responsável para reativá-lo"],
    [
      AUTH_MESSAGES.noCompanies,
      "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
    ],
  ])("shows %j in Portuguese", (english, portuguese) => {
    expect(mapLoginError(error(403, english))).toEqual({ message: portuguese });
  });

  it("sends a weak stored password to the strong-password route with the answer's id and token", () => {
    expect(mapLoginError(error(428, AUTH_MESSAGES.weakPassword, { data: { id: 9, token: "tk" } }))).toEqual({
      message: "Altere sua senha para atender aos requisitos de senha segura!",
      strongPassword: { id: 9, token: "tk" },
    });
  });

  it("stores erro 2 for an account in use elsewhere and erro 4 for an expired token", () => {
    expect(mapLoginError(error(409, AUTH_MESSAGES.inUse))).toEqual({
      message: "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
      flag: { kind: "erro", code: 2 },
    });
    expect(mapLoginError(error(401, AUTH_MESSAGES.tokenExpired)).flag).toEqual({ kind: "erro", code: 4 });
  });

  it("names the provider of an expired contract", () => {
    expect(
      mapLoginError(error(403, AUTH_MESSAGES.contractExpired, { data: { provider_name: "Trilha" } })).message,
    ).toBe(
      "Seu contrato de uso com a Trilha está vencido. Caso queira renovar acesse um dos nossos canais de atendimento.",
    );
  });

  it.each([AUTH_MESSAGES.invalidCredentials, AUTH_MESSAGES.captchaFailed, "anything else"])(
    "treats %j as invalid login: both fields marked",
    (english) => {
      expect(mapLoginError(error(401, english))).toEqual({
        message: "Login ou senha inválidos!",
        markFields: true,
      });
    },
  );

  it("tells a throttled login apart by its code, with the wait in minutes, and resets the captcha", () => {
    const throttled = (seconds: number, message: string = AUTH_MESSAGES.throttled) =>
      mapLoginError(error(429, message, { code: AUTH_CODES.throttled, data: { retry_after: seconds } }));
    expect(throttled(840)).toEqual({
      message: "Muitas tentativas de acesso. Tente novamente em 14 minutos.",
      resetCaptcha: true,
    });
    expect(throttled(61).message).toBe("Muitas tentativas de acesso. Tente novamente em 2 minutos.");
    expect(throttled(30).message).toBe("Muitas tentativas de acesso. Tente novamente em 1 minuto.");
    // The code decides, not the text; a missing wait still reads as a throttle.
    expect(throttled(300, "anything").message).toBe(
      "Muitas tentativas de acesso. Tente novamente em 5 minutos.",
    );
    expect(mapLoginError(error(429, AUTH_MESSAGES.throttled, { code: AUTH_CODES.throttled })).message).toBe(
      "Muitas tentativas de acesso. Tente novamente em alguns minutos.",
    );
  });

  it("treats a network failure as invalid login too", () => {
    expect(mapLoginError(toApiError(new TypeError("Failed to fetch"))).markFields).toBe(true);
  });
});

describe("SSO errors", () => {
  it.each([
    AUTH_MESSAGES.ssoEmailMissing,
    AUTH_MESSAGES.ssoInvalidCredentials,
    "SSO para o Serviço azure não configurado.",
  ])("map %j to the not-configured message", (english) => {
    expect(mapSsoError(error(400, english))).toBe(
      "Acesso SSO não configurado. Entre em contato com nossa equipe de suporte ao cliente.",
    );
  });
});

describe("reset request answers", () => {
  it("goes on for success and for 404", () => {
    expect(mapResetResult(null)).toEqual({ ok: true });
    expect(mapResetResult(error(404, "Not found"))).toEqual({ ok: true });
  });

  it("marks the field for 409 and 429", () => {
    expect(mapResetResult(error(409, AUTH_MESSAGES.resetSsoCompany))).toEqual({
      ok: false,
      field: "email",
      message: "Empresa com SSO ativado, por favor entre em contato com setor técnico para troca de senha.",
    });
    expect(mapResetResult(error(429, AUTH_MESSAGES.resetTooMany))).toEqual({
      ok: false,
      field: "email",
      message:
        "Limite máximo de solicitações de recuperação de senha alcançado. Favor, verificar sua caixa de email.",
    });
  });

  it("never shows an English server text or the 429 text for another failure", () => {
    expect(mapResetResult(error(400, AUTH_MESSAGES.captchaFailed))).toEqual({
      ok: false,
      field: "captcha",
      message: "Validação do hCaptcha é obrigatória!",
    });
    expect(
      mapResetResult(
        toApiError({
          status: 422,
          data: { message: "Invalid body", errors: { email: "E-mail digitado não é valido!" } },
        }),
      ),
    ).toEqual({ ok: false, field: "email", message: "E-mail digitado não é valido!" });
    expect(mapResetResult(error(500, "Internal Server Error"))).toEqual({
      ok: false,
      field: "email",
      message: "Não foi possível solicitar a redefinição de senha agora. Tente novamente em instantes.",
    });
    expect(mapResetResult(toApiError(new TypeError("Failed to fetch")))).toMatchObject({
      message: "Não foi possível solicitar a redefinição de senha agora. Tente novamente em instantes.",
    });
  });
});

describe("login screen flags", () => {
  it("toasts one message per arrival, error first", () => {
    expect(
      flagToast([
        { kind: "erro", code: 3 },
        { kind: "sucesso", code: 1 },
      ]),
    ).toMatchObject({
      message: "Sua sessão foi finalizada após 20 minutos de inatividade!",
    });
    expect(flagToast([{ kind: "sucesso", code: 1 }])).toEqual({
      kind: "success",
      message: "Senha editada com sucesso!",
    });
    expect(flagToast([])).toBeNull();
  });

  it("resets the captcha for invalid credentials and sends erro 2 to /dashboard on close", () => {
    expect(flagToast([{ kind: "erro", code: 1 }])).toMatchObject({
      message: "Login ou senha inválidos! Se o problema persistir, redefina sua senha!",
      resetCaptcha: true,
    });
    expect(flagToast([{ kind: "erro", code: 2 }])).toMatchObject({ closeTo: "/dashboard" });
    expect(flagToast([{ kind: "erro", code: 4 }])?.message).toBe(
      "O tempo limite para logar no sistema foi atingido!",
    );
  });
});
