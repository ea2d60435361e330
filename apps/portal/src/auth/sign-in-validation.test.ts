import { describe, expect, it } from "vitest";
import {
  validateChooseCompany,
  validateChooseUnit,
  validateLogin,
  validateResetRequest,
  validateSsoRequest,
} from "./sign-in-validation";

const noCaptcha = { captchaEnabled: false, automated: false };
const withCaptcha = { captchaEnabled: true, automated: false };

describe("login validation (spec 01 §5)", () => {
  it("requires both fields and lets any e-mail text through", () => {
    expect(validateLogin({ email: "", password: "", captcha: "" }, noCaptcha)).toEqual({
      email: "E-mail não pode ser vazio!",
      password: "Password não pode ser vazio!",
    });
    expect(validateLogin({ email: "   ", password: "x", captcha: "" }, noCaptcha)).toEqual({
      email: "E-mail não pode ser vazio!",
    });
    expect(validateLogin({ email: "usuario", password: "x", captcha: "" }, noCaptcha)).toEqual({});
    expect(validateLogin({ email: "ana@", password: "x", captcha: "" }, noCaptcha)).toEqual({});
  });

  it("asks for the captcha (under the portal's field name) only when enabled and not in an automated run", () => {
    expect(validateLogin({ email: "a", password: "b", captcha: "" }, withCaptcha)).toEqual({
      captcha: "Validação do hCaptcha é obrigatória!",
    });
    expect(validateLogin({ email: "a", password: "b", captcha: "tok" }, withCaptcha)).toEqual({});
    expect(
      validateLogin({ email: "a", password: "b", captcha: "" }, { ...withCaptcha, automated: true }),
    ).toEqual({});
  });
});

describe.each([
  ["SSO", validateSsoRequest],
  ["reset request", validateResetRequest],
])("%s validation", (_name, validateRequest) => {
  it("requires a full e-mail", () => {
    expect(validateRequest({ email: "", captcha: "" }, noCaptcha)).toEqual({
      email: "E-mail não pode ser vazio!",
    });
    expect(validateRequest({ email: "ana@", captcha: "" }, noCaptcha)).toEqual({
      email: "E-mail digitado não é valido!",
    });
    expect(validateRequest({ email: " ana@trilha.dev ", captcha: "" }, noCaptcha)).toEqual({});
  });

  it("applies the captcha rule", () => {
    expect(validateRequest({ email: "ana@trilha.dev", captcha: "" }, withCaptcha)).toEqual({
      captcha: "Validação do hCaptcha é obrigatória!",
    });
    expect(validateRequest({ email: "ana@trilha.dev", captcha: "tok" }, withCaptcha)).toEqual({});
    expect(
      validateRequest({ email: "ana@trilha.dev", captcha: "" }, { ...withCaptcha, automated: true }),
    ).toEqual({});
  });
});

describe("choice steps", () => {
  it("asks for a unit", () => {
    expect(validateChooseUnit({ unit: "" })).toEqual({ unit: "Escolha uma unidade!" });
    expect(validateChooseUnit({ unit: "7" })).toEqual({});
  });

  it("asks for a module", () => {
    expect(validateChooseCompany({ company: "" })).toEqual({ company: "Escolha um módulo!" });
    expect(validateChooseCompany({ company: "abc" })).toEqual({});
  });
});
