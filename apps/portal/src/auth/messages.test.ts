import { AUTH_CODES, AUTH_MESSAGES, toApiError } from "@trilha/api";
import { describe, expect, it } from "vitest";
import { flagToast, LOGIN_ERROR_TEXTS, mapLoginError, mapResetResult, mapSsoError } from "./messages";

/** A failed call as the server answers it: `{ code, message, fields?, data? }`. */
const error = (
  status: number,
  code: string,
  extra: { message?: string; data?: object; fields?: object } = {},
) => toApiError({ status, data: { code, message: extra.message ?? "ignored", ...extra } });

describe("login error catalogue (spec 01 §8), by code", () => {
  it("holds the spec's pt-BR texts, letter for letter", () => {
    expect(LOGIN_ERROR_TEXTS).toEqual({
      MAX_ATTEMPTS:
        "O número máximo de tentativas de login foi atingido. Estamos lhe enviando um e-mail para redefinir sua senha.",
      WEAK_PASSWORD: "Altere sua senha para atender aos requisitos de senha segura!",
      INACTIVE_CONTRACTOR: "Prestador inativo. Contate o responsável para reativá-lo",
      INACTIVE_USER:
        "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
      NO_COMPANIES:
        "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
      IN_USE: "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
      TOKEN_EXPIRED: "O tempo limite para logar no sistema foi atingido!",
      SESSION_ENDED: "O tempo limite para logar no sistema foi atingido!",
    });
  });

  it.each([
    [
      AUTH_CODES.maxAttempts,
      "O número máximo de tentativas de login foi atingido. Estamos lhe enviando um e-mail para redefinir sua senha.",
    ],
    [AUTH_CODES.contractorInactive, "Prestador inativo. Contate o responsável para reativá-lo"],
    [
      AUTH_CODES.noCompanies,
      "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
    ],
    [
      AUTH_CODES.userInactive,
      "Usuário inativo no sistema. Por favor entre em contato com o responsável para reativar seu acesso ao sistema!",
    ],
  ])("shows %s in Portuguese", (code, portuguese) => {
    expect(mapLoginError(error(403, code))).toEqual({ message: portuguese });
  });

  it("decides by the code, never by the server's message", () => {
    expect(
      mapLoginError(error(401, AUTH_CODES.invalidCredentials, { message: AUTH_MESSAGES.maxAttempts })),
    ).toEqual({
      message: "Login ou senha inválidos!",
      markFields: true,
    });
    expect(mapLoginError(error(429, AUTH_CODES.maxAttempts, { message: "anything" })).message).toBe(
      LOGIN_ERROR_TEXTS.MAX_ATTEMPTS,
    );
  });

  it("sends a weak stored password to the strong-password route with the answer's id and token", () => {
    expect(mapLoginError(error(428, AUTH_CODES.weakPassword, { data: { id: 9, token: "tk" } }))).toEqual({
      message: "Altere sua senha para atender aos requisitos de senha segura!",
      strongPassword: { id: 9, token: "tk" },
    });
  });

  it("stores erro 2 for an account in use elsewhere and erro 4 for an expired or ended sign-in", () => {
    expect(mapLoginError(error(409, AUTH_CODES.inUse))).toEqual({
      message: "Não é possível efetuar o login pois a conta está em uso em outro dispositivo!",
      flag: { kind: "erro", code: 2 },
    });
    expect(mapLoginError(error(401, AUTH_CODES.tokenExpired)).flag).toEqual({ kind: "erro", code: 4 });
    expect(mapLoginError(error(401, AUTH_CODES.sessionEnded)).flag).toEqual({ kind: "erro", code: 4 });
  });

  it("names the provider of an expired contract", () => {
    expect(
      mapLoginError(error(403, AUTH_CODES.contractExpired, { data: { provider_name: "Trilha" } })).message,
    ).toBe(
      "Seu contrato de uso com a Trilha está vencido. Caso queira renovar acesse um dos nossos canais de atendimento.",
    );
    expect(mapLoginError(error(403, AUTH_CODES.contractExpired), "Reciclar").message).toMatch(
      /com a Reciclar está/,
    );
  });

  it.each([AUTH_CODES.invalidCredentials, AUTH_CODES.moduleNotFound, "SOMETHING_NEW"])(
    "treats %s as invalid login: both fields marked",
    (code) => {
      expect(mapLoginError(error(401, code))).toEqual({
        message: "Login ou senha inválidos!",
        markFields: true,
      });
    },
  );

  it("tells a refused captcha apart: the captcha's rule on the captcha, no field marked", () => {
    expect(mapLoginError(error(400, AUTH_CODES.captchaFailed))).toEqual({
      message: "Validação do hCaptcha é obrigatória!",
      captcha: true,
    });
  });

  it("tells a throttled login apart by its code, with the wait in minutes, marking no field", () => {
    const throttled = (seconds: number) =>
      mapLoginError(error(429, AUTH_CODES.throttled, { data: { retry_after: seconds } }));
    expect(throttled(840)).toEqual({
      message: "Muitas tentativas de acesso. Tente novamente em 14 minutos.",
    });
    expect(throttled(61).message).toBe("Muitas tentativas de acesso. Tente novamente em 2 minutos.");
    expect(throttled(30).message).toBe("Muitas tentativas de acesso. Tente novamente em 1 minuto.");
    expect(mapLoginError(error(429, AUTH_CODES.throttled)).message).toBe(
      "Muitas tentativas de acesso. Tente novamente em alguns minutos.",
    );
  });

  it("treats a network failure as invalid login too", () => {
    expect(mapLoginError(toApiError(new TypeError("Failed to fetch"))).markFields).toBe(true);
  });
});

describe("SSO errors", () => {
  it.each([
    AUTH_CODES.ssoEmailMissing,
    AUTH_CODES.ssoInvalidCredentials,
    AUTH_CODES.ssoNotConfigured,
    AUTH_CODES.ssoUnavailable,
  ])("map %s to the not-configured message", (code) => {
    expect(mapSsoError(error(400, code))).toEqual({
      message: "Acesso SSO não configurado. Entre em contato com nossa equipe de suporte ao cliente.",
      field: "email",
    });
  });

  it("does not report a refused captcha as SSO not configured", () => {
    expect(mapSsoError(error(400, AUTH_CODES.captchaFailed))).toEqual({
      message: "Validação do hCaptcha é obrigatória!",
      field: "captcha",
    });
  });
});

describe("reset request answers", () => {
  it("goes on for success and for 404", () => {
    expect(mapResetResult(null)).toEqual({ ok: true });
    expect(mapResetResult(error(404, "NOT_FOUND"))).toEqual({ ok: true });
  });

  it("marks the field for RESET_SSO_COMPANY and RESET_TOO_MANY", () => {
    expect(mapResetResult(error(409, AUTH_CODES.resetSsoCompany))).toEqual({
      ok: false,
      field: "email",
      message: "Empresa com SSO ativado, por favor entre em contato com setor técnico para troca de senha.",
    });
    expect(mapResetResult(error(429, AUTH_CODES.resetTooMany))).toEqual({
      ok: false,
      field: "email",
      message:
        "Limite máximo de solicitações de recuperação de senha alcançado. Favor, verificar sua caixa de email.",
    });
  });

  it("never shows an English server text or the 429 text for another failure", () => {
    expect(mapResetResult(error(400, AUTH_CODES.captchaFailed))).toEqual({
      ok: false,
      field: "captcha",
      message: "Validação do hCaptcha é obrigatória!",
    });
    expect(
      mapResetResult(error(422, "VALIDATION_FAILED", { fields: { email: "E-mail digitado não é valido!" } })),
    ).toEqual({ ok: false, field: "email", message: "E-mail digitado não é valido!" });
    expect(mapResetResult(error(429, "TOO_MANY_REQUESTS"))).toMatchObject({
      message: "Não foi possível solicitar a redefinição de senha agora. Tente novamente em instantes.",
    });
    expect(mapResetResult(error(500, "INTERNAL_ERROR"))).toEqual({
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
