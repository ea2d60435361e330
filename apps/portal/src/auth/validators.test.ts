import { describe, expect, it } from "vitest";
import { validateEmailRequest, validateLogin } from "./validators";

const noCaptcha = { captchaEnabled: false, automated: false };
const withCaptcha = { captchaEnabled: true, automated: false };

describe("login validation (spec 01 §5)", () => {
  it("requires both fields and lets any e-mail text through", () => {
    expect(validateLogin({ email: "", password: "", captcha: "" }, noCaptcha)).toEqual({
      email: "E-mail não pode ser vazio!",
      password: "Password não pode ser vazio!",
    });
    expect(validateLogin({ email: "usuario", password: "x", captcha: "" }, noCaptcha)).toEqual({});
  });

  it("asks for the captcha only when enabled and not in an automated run", () => {
    expect(validateLogin({ email: "a", password: "b", captcha: "" }, withCaptcha)).toEqual({
      captcha: "Validação do hCaptcha é obrigatória!",
    });
    expect(validateLogin({ email: "a", password: "b", captcha: "tok" }, withCaptcha)).toEqual({});
    expect(
      validateLogin({ email: "a", password: "b", captcha: "" }, { ...withCaptcha, automated: true }),
    ).toEqual({});
  });
});

describe("SSO and reset request validation", () => {
  it("requires a full e-mail", () => {
    expect(validateEmailRequest({ email: "", captcha: "" }, noCaptcha).email).toBe(
      "E-mail não pode ser vazio!",
    );
    expect(validateEmailRequest({ email: "ana@", captcha: "" }, noCaptcha).email).toBe(
      "E-mail digitado não é valido!",
    );
    expect(validateEmailRequest({ email: " ana@trilha.dev ", captcha: "" }, noCaptcha)).toEqual({});
  });

  it("applies the same captcha rule", () => {
    expect(validateEmailRequest({ email: "ana@trilha.dev", captcha: "" }, withCaptcha).captcha).toBe(
      "Validação do hCaptcha é obrigatória!",
    );
  });
});
