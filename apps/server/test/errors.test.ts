import {
  AUTH_CODES,
  COMMON_CODES,
  IDEMPOTENCY_CODES,
  REQUEST_CODES,
  RESOURCE_CODES,
} from "@trilha/api/error-codes";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { assert, object, size, string } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, ValidationError } from "../src/http/errors";
import { IDEMPOTENCY_MESSAGES } from "../src/http/idempotency";
import { DEFAULT_MESSAGES, duplicate, notFound, ResourceError } from "../src/resources/errors";
import { testApp } from "./support/app";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp(test.db);
  app.post("/api/v1/test/ours", async () => {
    throw new ValidationError({ email: "E-mail não pode ser vazio!" });
  });
  app.post("/api/v1/test/struct", async (request) => {
    assert(request.body, object({ name: size(string(), 1, 10), email: string() }));
    return { ok: true };
  });
  app.post(
    "/api/v1/test/schema",
    { schema: { body: { type: "object", required: ["uuid"], properties: { uuid: { type: "string" } } } } },
    async () => ({ ok: true }),
  );
  app.get("/api/v1/test/conflict", async () => {
    throw new HttpError(409, "Cannot log in as the account is in use on another device!", {
      code: AUTH_CODES.inUse,
    });
  });
  app.get("/api/v1/test/uncoded", async () => {
    throw new HttpError(409, "Um conflito sem código.");
  });
  app.get("/api/v1/test/kit/:kind", async (request) => {
    const kind = (request.params as { kind: string }).kind;
    if (kind === "missing") throw notFound(DEFAULT_MESSAGES.notFound);
    if (kind === "duplicate") throw duplicate(DEFAULT_MESSAGES.duplicate);
    throw new ResourceError(409, DEFAULT_MESSAGES.inactiveParent, RESOURCE_CODES.INACTIVE_PARENT);
  });
  app.get("/api/v1/test/idempotency", async () => {
    throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, { code: IDEMPOTENCY_CODES.inProgress });
  });
  app.get("/api/v1/test/sql", async () => {
    throw Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: "22P02" });
  });
  app.get("/api/v1/test/with-data", async () => {
    throw new HttpError(428, "x", { code: AUTH_CODES.weakPassword, data: { id: 1, token: "t" } });
  });
  app.get("/api/v1/test/crash", async () => {
    throw new Error("database password leaked in a stack trace");
  });
});
afterAll(() => app.close());

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** Every error answer: JSON `{ code, message, fields?, data? }` and nothing else. */
function errorShape(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  const body = response.json();
  expect(body.code).toMatch(UPPER_SNAKE);
  expect(typeof body.message).toBe("string");
  expect(Object.keys(body).every((key) => ["code", "message", "fields", "data"].includes(key))).toBe(true);
  if ("fields" in body) {
    expect(Object.values(body.fields).every((value) => typeof value === "string")).toBe(true);
  }
  return body;
}

describe("the one error shape", () => {
  it("answers a ValidationError with 422 VALIDATION_FAILED and its field messages", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test/ours" });
    expect(response.statusCode).toBe(422);
    expect(errorShape(response)).toEqual({
      code: COMMON_CODES.VALIDATION_FAILED,
      message: "Os dados informados são inválidos.",
      fields: { email: "E-mail não pode ser vazio!" },
    });
  });

  it("answers a superstruct failure with 422 and a pt-BR message per failing field", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test/struct", payload: { name: "" } });
    expect(response.statusCode).toBe(422);
    const body = errorShape(response);
    expect(body.code).toBe(COMMON_CODES.VALIDATION_FAILED);
    // No labels at hand: the path names the field, the message never carries a raw key.
    expect(body.fields).toEqual({
      email: "O campo é obrigatório.",
      name: "O campo é obrigatório.",
    });
  });

  it("answers a route schema failure with 422 naming the field in pt-BR", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test/schema", payload: {} });
    expect(response.statusCode).toBe(422);
    expect(errorShape(response)).toEqual({
      code: COMMON_CODES.VALIDATION_FAILED,
      message: "Os dados informados são inválidos.",
      fields: { uuid: "O campo é obrigatório." },
    });
  });

  it("gives a framework 4xx its code: malformed JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/test/schema",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(errorShape(response)).toEqual({
      code: REQUEST_CODES.INVALID_JSON,
      message: "O corpo da requisição não é um JSON válido.",
    });
  });

  it("gives a limit its code: a repeated query parameter", async () => {
    const response = await app.inject({ url: "/api/v1/test/conflict?a=1&a=2" });
    expect(response.statusCode).toBe(400);
    expect(errorShape(response).code).toBe(REQUEST_CODES.REPEATED_PARAMETER);
  });

  it("sends an HttpError's status, message and code", async () => {
    const response = await app.inject({ url: "/api/v1/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(errorShape(response)).toEqual({
      code: "IN_USE",
      message: "Cannot log in as the account is in use on another device!",
    });
  });

  it("names the status when an HttpError has no code", async () => {
    const response = await app.inject({ url: "/api/v1/test/uncoded" });
    expect(errorShape(response)).toEqual({ code: COMMON_CODES.CONFLICT, message: "Um conflito sem código." });
  });

  it.each([
    ["missing", 404, RESOURCE_CODES.NOT_FOUND],
    ["duplicate", 409, RESOURCE_CODES.DUPLICATE],
    ["parent", 409, RESOURCE_CODES.INACTIVE_PARENT],
  ])("passes the kit's code through (%s)", async (kind, status, code) => {
    const response = await app.inject({ url: `/api/v1/test/kit/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(errorShape(response).code).toBe(code);
  });

  it("passes the idempotency codes through", async () => {
    const response = await app.inject({ url: "/api/v1/test/idempotency" });
    expect(errorShape(response)).toEqual({
      code: IDEMPOTENCY_CODES.inProgress,
      message: IDEMPOTENCY_MESSAGES.inProgress,
    });
  });

  it("answers a value PostgreSQL refuses with 400 INVALID_PARAMETER", async () => {
    const response = await app.inject({ url: "/api/v1/test/sql" });
    expect(response.statusCode).toBe(400);
    expect(errorShape(response).code).toBe(REQUEST_CODES.INVALID_PARAMETER);
  });

  it("answers the router's own refusal in the shape, without echoing the path: a long parameter", async () => {
    const response = await app.inject({ url: `/api/v1/test/kit/${"x".repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(errorShape(response)).toEqual({
      code: REQUEST_CODES.URI_TOO_LONG,
      message: "O endereço da requisição é longo demais.",
    });
  });

  it("answers an unknown API path with 404 NOT_FOUND", async () => {
    const response = await app.inject({ url: "/api/v1/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(errorShape(response).code).toBe(COMMON_CODES.NOT_FOUND);
  });

  it("carries a route's data beside code and message (the weak-password and throttle answers)", async () => {
    const response = await app.inject({ url: "/api/v1/test/with-data" });
    expect(errorShape(response)).toEqual({
      code: "WEAK_PASSWORD",
      message: "x",
      data: { id: 1, token: "t" },
    });
  });

  it("hides an unexpected error behind a pt-BR 500 INTERNAL_ERROR", async () => {
    const response = await app.inject({ url: "/api/v1/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(errorShape(response)).toEqual({
      code: COMMON_CODES.INTERNAL_ERROR,
      message: "Ocorreu um erro inesperado. Tente novamente em instantes.",
    });
    expect(response.body).not.toMatch(/password leaked/);
  });
});
