import type { FastifyInstance } from "fastify";
import { assert, object, size, string } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, ValidationError } from "../src/http/errors";
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
    throw new HttpError(409, "Cannot log in as the account is in use on another device!", { code: "IN_USE" });
  });
  app.get("/api/v1/test/crash", async () => {
    throw new Error("database password leaked in a stack trace");
  });
});
afterAll(() => app.close());

describe("error handling", () => {
  it("answers a ValidationError with 422 and its field errors", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test/ours" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Os dados informados são inválidos.",
      errors: { email: "E-mail não pode ser vazio!" },
    });
  });

  it("answers a superstruct failure with 422 and every failing field", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test/struct", payload: { name: "" } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Os dados informados são inválidos.");
    expect(Object.keys(response.json().errors).sort()).toEqual(["email", "name"]);
  });

  it("answers a route schema failure with 422 naming the field", async () => {
    const response = await app.inject({ method: "POST", url: "/api/v1/test/schema", payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Os dados informados são inválidos.");
    expect(response.json().errors).toHaveProperty("uuid");
  });

  it("keeps a malformed body a client error", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/test/schema",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/);
  });

  it("sends an HttpError's status, message and code", async () => {
    const response = await app.inject({ url: "/api/v1/test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "Cannot log in as the account is in use on another device!",
      code: "IN_USE",
    });
  });

  it("hides an unexpected error behind a plain 500", async () => {
    const response = await app.inject({ url: "/api/v1/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal Server Error" });
  });
});
