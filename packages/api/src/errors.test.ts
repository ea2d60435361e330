import { describe, expect, it } from "vitest";
import { AUTH_CODES, CLIENT_CODES, COMMON_CODES, RESOURCE_CODES, statusCode } from "./error-codes";
import { refusalMessage, toApiError } from "./errors";

describe("toApiError", () => {
  it("reads the server's one error shape: code, message, fields", () => {
    const error = toApiError({
      status: 422,
      data: {
        code: COMMON_CODES.VALIDATION_FAILED,
        message: "Os dados informados são inválidos.",
        fields: { "company.phone": "O campo Telefone é inválido." },
      },
    });
    expect(error).toEqual({
      status: 422,
      code: "VALIDATION_FAILED",
      message: "Os dados informados são inválidos.",
      fields: { "company.phone": "O campo Telefone é inválido." },
    });
  });

  it("keeps the route's data (the weak-password id and token)", () => {
    const error = toApiError({
      status: 428,
      data: { code: AUTH_CODES.weakPassword, message: "x", data: { id: 9, token: "tk" } },
    });
    expect(error).toEqual({ status: 428, code: "WEAK_PASSWORD", message: "x", data: { id: 9, token: "tk" } });
  });

  it("no longer reads the old `errors` key, and ignores fields that are not all strings", () => {
    const old = toApiError({ status: 422, data: { message: "m", errors: { email: "E-mail inválido" } } });
    expect(old.fields).toBeUndefined();
    const odd = toApiError({
      status: 422,
      data: { code: "VALIDATION_FAILED", message: "m", fields: { a: 1 } },
    });
    expect(odd.fields).toBeUndefined();
  });

  it("says UNKNOWN_ERROR for an answer without a code (a proxy's page) and keeps its status text", () => {
    expect(toApiError({ status: 502, data: "<html>", statusText: "Bad Gateway" })).toEqual({
      status: 502,
      code: CLIENT_CODES.UNKNOWN_ERROR,
      message: "Bad Gateway",
    });
  });

  it("says NETWORK_ERROR when no answer came back", () => {
    expect(toApiError(new TypeError("Failed to fetch"))).toEqual({
      status: 0,
      code: CLIENT_CODES.NETWORK_ERROR,
      message: "Failed to fetch",
    });
  });
});

describe("statusCode", () => {
  it("names a status the server has nothing more precise for", () => {
    expect(statusCode(404)).toBe(RESOURCE_CODES.NOT_FOUND);
    expect(statusCode(422)).toBe(COMMON_CODES.VALIDATION_FAILED);
    expect(statusCode(418)).toBe(COMMON_CODES.BAD_REQUEST);
    expect(statusCode(500)).toBe(COMMON_CODES.INTERNAL_ERROR);
  });
});

describe("the code table", () => {
  it("holds UPPER_SNAKE codes only, auth's all distinct", () => {
    const auth = Object.values(AUTH_CODES);
    for (const code of auth) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(new Set(auth).size).toBe(auth.length);
  });
});

describe("refusalMessage", () => {
  const fallback = "Erro ao cadastrar a negociação!";
  it("shows the server's own words for a refusal", () => {
    const refused = toApiError({
      status: 409,
      data: { code: "DUPLICATE", message: "Tratamento já adicionado" },
    });
    expect(refusalMessage(refused, fallback)).toBe("Tratamento já adicionado");
  });
  it("falls back when there was no answer, the server failed or the refusal has no words", () => {
    expect(refusalMessage(toApiError(new Error("offline")), fallback)).toBe(fallback);
    expect(refusalMessage(toApiError({ status: 500, data: { message: "boom" } }), fallback)).toBe(fallback);
    expect(refusalMessage(toApiError({ status: 422, data: { code: "VALIDATION_FAILED" } }), fallback)).toBe(
      fallback,
    );
    const proxy = toApiError({ status: 413, data: "<html>", statusText: "Request Entity Too Large" });
    expect(refusalMessage(proxy, fallback)).toBe(fallback);
  });
});
