import { connect } from "node:net";
import { COMMON_CODES, REQUEST_CODES } from "@trilha/api/error-codes";
import { beforeAll, describe, expect, it } from "vitest";
import { call, providersApp, type Setup } from "./providers/support";
import { useTestDatabase } from "./support/database";

/**
 * Input every route refuses before reading it (http/input.ts, parseWith): bodies nested past 32 levels,
 * text holding a control character or a lone surrogate, bodies that are not an object; and what Node's
 * HTTP parser refuses (a Content-Length that is no number), all in the one error shape, in pt-BR.
 */

const database = useTestDatabase();
let s: Setup;

const BASIC = {
  type: "industriais",
  name: "Óleo lubrificante usado",
  internal_code: "OL-01",
  treatments: [{ category: "reciclagem", technology: "rerrefino", class: "I" }],
  storages: [{ type: "tanque", physical_state: "liquido", packaging: "tambor", discount_packaging: false }],
};

beforeAll(async () => {
  s = await providersApp(database.db);
}, 60_000);

function post(url: string, payload: string, token?: string) {
  return s.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
}

describe("a body nested too deep", () => {
  const deepArrays = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
  const deepObjects = `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`;

  it.each([
    ["anonymous /login", "/login", false],
    ["anonymous /users/password/remember", "/users/password/remember", false],
    ["signed-in /residues", "/residues", true],
  ])("answers 400 INVALID_JSON on %s, not a 500", async (_, url, signedIn) => {
    for (const payload of [deepArrays, deepObjects]) {
      const answer = await post(url, payload, signedIn ? s.token : undefined);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({
        code: REQUEST_CODES.INVALID_JSON,
        message: "O corpo da requisição tem níveis de aninhamento demais.",
      });
    }
  });

  it("takes 32 levels and refuses the 33rd", async () => {
    const nested = (levels: number) => `{"email":${"[".repeat(levels - 1)}${"]".repeat(levels - 1)}}`;
    const ok = await post("/login", nested(32));
    expect(ok.statusCode, ok.body).toBe(422);
    const deep = await post("/login", nested(33));
    expect(deep.statusCode, deep.body).toBe(400);
  });
});

describe("text holding a control character or a lone surrogate", () => {
  it("answers 422 on the field, with its label, at sign-in (anonymous)", async () => {
    const answer = await post("/login", '{"email":"a\\u0000b@x.com","password":"x"}');
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json()).toEqual({
      code: COMMON_CODES.VALIDATION_FAILED,
      message: "Os dados informados são inválidos.",
      fields: { email: "O campo E-mail contém caracteres não permitidos." },
    });
  });

  it.each([
    ["U+0000", "a\u0000b"],
    ["U+001F", "a\u001fb"],
    ["a lone surrogate", "a\ud800b"],
  ])("answers 422 on a residue's name holding %s (JSON), nothing stored", async (_, name) => {
    const answer = await call(s.app, "POST", "/residues", s.token, { ...BASIC, name });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.fields).toEqual({ name: "O campo Nome comum contém caracteres não permitidos." });
    const list = await call(s.app, "GET", "/residues", s.token);
    expect(JSON.stringify(list.body)).not.toContain("\ufffd");
  });

  it("answers 422 on a nested field of a multipart body", async () => {
    const answer = await call(s.app, "POST", "/providers", s.token, [
      ["provider[alias]", "a\u0000b"],
      ["company[company_name]", "x"],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.fields["provider.alias"]).toMatch(/contém caracteres não permitidos\.$/);
  });

  it("keeps tab, line feed and carriage return, and well-formed emoji", async () => {
    const answer = await call(s.app, "POST", "/residues", s.token, {
      ...BASIC,
      name: "Óleo\tusado 😀",
      internal_code: "OL-\r\n02",
    });
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(422);
  });

  it("answers 422 on a query parameter", async () => {
    const answer = await s.app.inject({
      method: "GET",
      url: "/api/v1/residues?search=a%00b",
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().fields).toEqual({ search: "O campo contém caracteres não permitidos." });
  });

  it("answers 400 MALFORMED_FIELD_NAME on a key holding one", async () => {
    const answer = await post("/login", '{"email":"a@x.com","pass\\u0000word":"x"}');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe(REQUEST_CODES.MALFORMED_FIELD_NAME);
  });
});

describe("a body that is not an object", () => {
  it.each(["null", "[1,2]", "42", '"x"', "true"])(
    "answers one 400 message for %s, no per-index fields",
    async (body) => {
      const answer = await post("/login", body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({
        code: REQUEST_CODES.INVALID_JSON,
        message: "Os dados enviados devem ser um objeto JSON.",
      });
    },
  );
});

describe("a field no label names", () => {
  it("gets a message without a raw key or a double space", async () => {
    const created = await call(s.app, "POST", "/residues", s.token, BASIC);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const answer = await call(s.app, "PUT", `/residues/${created.body.uuid_residue}`, s.token, {
      legal_requirements: "x",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    const messages = Object.values(answer.body.fields as Record<string, string>);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).not.toMatch(/legal_requirements| {2}/);
    }
    expect(Object.keys(answer.body.fields)).not.toContain("FINAL_FORM/form-error");
  });
});

describe("a Content-Length that is no number", () => {
  it("answers 400 INVALID_CONTENT_LENGTH in the one error shape (Node's parser refuses it)", async () => {
    const address = await s.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          "POST /api/v1/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
        );
      });
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk) => {
        text += chunk;
      });
      socket.on("end", () => resolve(text));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body!)).toEqual({
      code: REQUEST_CODES.INVALID_CONTENT_LENGTH,
      message: "O tamanho informado não corresponde ao corpo da requisição.",
    });
  });
});
