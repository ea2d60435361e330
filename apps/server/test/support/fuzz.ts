import {
  certificateEditSchema,
  chooseModuleSchema,
  chooseUnitSchema,
  createLoginSchema,
  createResetRequestSchema,
  createSsoLoginSchema,
  employeeEditSchema,
  inactivationSchema,
  licenseEditSchema,
  mtrTemplateSchema,
  passwordChangePayloadSchema,
  providerBasicDataEditSchema,
  providerCreateSchema,
} from "@trilha/forms/schemas";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Struct } from "superstruct";
import { fillPath, type Route, type RouteInput } from "./route-table";

/**
 * Request generators and answer checks for the generated fuzz tests (test/generated/fuzz.test.ts).
 * Bodies and queries come from the route's superstruct struct when one is known (the route's
 * `config.input`, else the hints below), otherwise from generic arbitraries; then they are mutated.
 * Sizes are bounded so that the `pnpm test` budget stays small; `FUZZ_RUNS` raises the count, not the sizes.
 */

const noCaptcha = { captcha: false };

/** What today's routes validate with, until they declare it themselves (`config.input`, route-table.ts). */
const HINTS: Record<string, RouteInput> = {
  "POST /api/v1/login": { body: createLoginSchema(noCaptcha) },
  "POST /api/v1/login/module": { body: chooseUnitSchema },
  "POST /api/v1/companies/current": { body: chooseModuleSchema },
  "POST /api/v1/sso/login": { body: createSsoLoginSchema(noCaptcha) },
  "POST /api/v1/users/password/remember": { body: createResetRequestSchema(noCaptcha) },
  "POST /api/v1/users/password": { body: passwordChangePayloadSchema },
  "POST /api/v1/providers": { body: providerCreateSchema, multipart: true },
  "PUT /api/v1/providers/:id": { body: providerBasicDataEditSchema, multipart: true },
  "DELETE /api/v1/providers/:id": { body: inactivationSchema },
  "POST /api/v1/providers/:id/reactivation": { body: inactivationSchema },
  "POST /api/v1/providers/:id/certificates": { body: certificateEditSchema, multipart: true },
  "PUT /api/v1/providers/:id/certificates/:uuid": { body: certificateEditSchema, multipart: true },
  "DELETE /api/v1/providers/:id/certificates/:uuid": { body: inactivationSchema },
  "POST /api/v1/providers/:id/licenses": { body: licenseEditSchema, multipart: true },
  "PUT /api/v1/providers/:id/licenses/:uuid": { body: licenseEditSchema, multipart: true },
  "DELETE /api/v1/providers/:id/licenses/:uuid": { body: inactivationSchema },
  "POST /api/v1/providers/:id/employees": { body: employeeEditSchema, multipart: true },
  "PUT /api/v1/providers/:id/employees/:uuid": { body: employeeEditSchema, multipart: true },
  "DELETE /api/v1/providers/:id/employees/:uuid": { body: inactivationSchema },
  "POST /api/v1/mtr-templates": { body: mtrTemplateSchema },
  "PUT /api/v1/mtr-templates/:id": { body: mtrTemplateSchema },
  "DELETE /api/v1/mtr-templates/:id": { body: inactivationSchema },
  "POST /api/v1/mtr-templates/:id/reactivation": { body: inactivationSchema },
};

/** Query keys today's list and lookup routes read (any route also gets random keys). */
const QUERY_KEYS = [
  "page",
  "per_page",
  "perPage",
  "search",
  "active",
  "type",
  "cnpj",
  "cpf",
  "international_register",
  "source",
  "state",
  "to",
  "id",
  "token",
  "state",
  "code",
  "error",
];

export function inputOf(route: Route): RouteInput {
  return route.input ?? HINTS[`${route.method} ${route.url}`] ?? {};
}

// ——— values ———

/** Marker for a file part in a body (multipart only; JSON sends its name). */
export type FilePart = { __file: true; name: string; type: string; data: Buffer };
const isFilePart = (value: unknown): value is FilePart =>
  typeof value === "object" && value !== null && (value as FilePart).__file === true;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);

const filePart: fc.Arbitrary<FilePart> = fc.record({
  __file: fc.constant(true as const),
  name: fc.constantFrom("a.pdf", "foto.png", "x.exe", "", "../../etc/passwd", "%00.pdf"),
  type: fc.constantFrom("application/pdf", "image/png", "text/html", "application/octet-stream", ""),
  data: fc.constantFrom(PDF, PNG, Buffer.from("<html><script>alert(1)</script>"), Buffer.alloc(0)),
});

const shortText = fc.string({ maxLength: 40 });
/** Text no field takes (http/input.ts): NUL, other C0 controls, lone surrogates; every route refuses it. */
export const UNSAFE_TEXT = ["a\u0000b", "a\u0007b", "\u001f", "a\ud800b", "\udc00z"];
/** JSON bodies that parse but are not an object; every route answers them 400 INVALID_JSON. */
export const NOT_OBJECT_JSON = ["null", "[]", '[{"name":"x"}]', '"texto"', "42", "true"];
/** Its message, said to the caller (http/input.ts). */
export const NOT_AN_OBJECT = "Os dados enviados devem ser um objeto JSON.";
/** Nesting far past the 32 levels a body may have, well under the 256 kB body limit. */
export const DEEP_JSON = [
  `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
  `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
  `{"name":${"[".repeat(33)}"x"${"]".repeat(33)}}`,
];
const isoDay = fc
  .date({ min: new Date("1990-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const scalar = fc.oneof(
  shortText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  isoDay,
  fc.uuid(),
  fc.constantFrom("", " ", "0", "-1", "true", "1e308", "NaN", "Infinity", "2026-02-30", "ÿ", "\u0000"),
  fc.constantFrom(...UNSAFE_TEXT),
);
const generic: fc.Arbitrary<unknown> = fc.oneof(
  fc.dictionary(fc.constantFrom(...QUERY_KEYS, "name", "justification", "email", "uuid"), scalar, {
    maxKeys: 5,
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

// biome-ignore lint/suspicious/noExplicitAny: any superstruct struct
type AnyStruct = Struct<any, any>;

/** A plausible value for a struct, from its `type` and `schema` (object and array walk into theirs). */
export function structValue(struct: AnyStruct, multipart: boolean, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return scalar;
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case "object":
    case "type": {
      const fields = schema as Record<string, AnyStruct>;
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(fields))
        record[key] = structValue(field, multipart, depth + 1);
      return fc.record(record, { requiredKeys: [] });
    }
    case "array":
      return fc.array(schema ? structValue(schema as AnyStruct, multipart, depth + 1) : scalar, {
        maxLength: 3,
      });
    case "text":
    case "city":
      return fc.oneof(shortText, fc.constantFrom("São Paulo", "SP", "01310-100", "529.982.247-25"));
    case "number":
      return fc.oneof(fc.integer(), fc.double(), fc.constantFrom("1,5", "10"));
    case "date":
      return isoDay;
    case "bool":
    case "accepted":
      return fc.oneof(fc.boolean(), fc.constantFrom("true", "false", "on"));
    case "file":
      return multipart ? fc.oneof(filePart, shortText) : shortText;
    default:
      return scalar;
  }
}

/** Paths to a struct's text fields (depth-first, lists entered at index 0), at most `max` of them. */
export function textPaths(struct: AnyStruct, max = 8, path: (string | number)[] = []): (string | number)[][] {
  if (path.length > 5) return [];
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case "object":
    case "type": {
      const found: (string | number)[][] = [];
      for (const [key, field] of Object.entries(schema as Record<string, AnyStruct>)) {
        if (found.length >= max) break;
        found.push(...textPaths(field, max - found.length, [...path, key]));
      }
      return found;
    }
    case "array":
      return schema ? textPaths(schema as AnyStruct, max, [...path, 0]) : [];
    case "text":
    case "string":
    case "city":
      return [path];
    default:
      return [];
  }
}

function placed(path: readonly (string | number)[], value: unknown): unknown {
  let node = value;
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i]!;
    node = typeof key === "number" ? [node] : { [key]: node };
  }
  return node;
}

// ——— mutations ———

type Body = Record<string, unknown>;

const WRONG = [null, 0, -1, 1e308, true, [], {}, "", "x", [null], { "0": {} }];
/** Array length for the "huge array" mutation: big enough to show quadratic work, small enough to run fast. */
export const HUGE_ARRAY = 1_000;
const HUGE_STRING = 200_000;

function withKey(body: unknown, key: string, value: unknown): Body {
  const base = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Body) : {};
  return { ...base, [key]: value };
}

const keyOf = (body: unknown) =>
  fc.oneof(
    fc.constantFrom(
      ...(typeof body === "object" && body !== null ? Object.keys(body) : []),
      "employee",
      "responsible",
      "types",
      "justification",
      "name",
    ),
    fc.string({ minLength: 1, maxLength: 12 }),
  );

export type Mutation = { kind: string; body: unknown };

function mutated(base: unknown): fc.Arbitrary<Mutation> {
  return fc.oneof(
    fc.constant({ kind: "as derived", body: base }),
    keyOf(base).chain((key) =>
      fc
        .constantFrom(...WRONG)
        .map((value) => ({ kind: `wrong type at ${key}`, body: withKey(base, key, value) })),
    ),
    keyOf(base).map((key) => ({
      kind: `huge string at ${key}`,
      body: withKey(base, key, "a".repeat(HUGE_STRING)),
    })),
    keyOf(base).map((key) => ({
      kind: `huge array at ${key}`,
      body: withKey(
        base,
        key,
        Array.from({ length: HUGE_ARRAY }, () => ({})),
      ),
    })),
    fc.constant({ kind: "not an object", body: [base] }),
  );
}

// ——— requests ———

export type FuzzRequest = {
  note: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What a hostile input must answer besides the shape: a refusal (any 4xx), or this status and code. */
  expected?: Expected;
};

/** `refused`: any 4xx (a route may refuse for another reason first, a 401 or a 404); else status and code. */
export type Expected = { refused: true } | { status: number; code: string; message?: string };

export type Context = {
  /** Ids the fuzz may put in path params besides random ones (the signed-in company's own records). */
  ids: readonly string[];
  token?: string;
  /** Param values that reach a real record (a provider and its own certificate), so bodies get parsed. */
  resolved?: Record<string, string>;
};

const PROTO_JSON = [
  '{"__proto__":{"justification":"poluído pelo fuzz de rotas","validation":true}}',
  '{"constructor":{"prototype":{"justification":"poluído pelo fuzz de rotas","validation":true}}}',
  '{"provider":{"__proto__":{"justification":"poluído pelo fuzz de rotas"}},"justification":{"__proto__":{"x":1}}}',
];
const PROTO_FIELDS = [
  "__proto__[justification]",
  "__proto__[validation]",
  "constructor[prototype][justification]",
  "provider[__proto__][justification]",
  "responsible[0][__proto__][justification]",
  "employee[__proto__][validation]",
  "__proto__",
  "constructor",
  "hasOwnProperty",
];
const PROTO_QUERIES = [
  "__proto__[justification]=x",
  "constructor[prototype][justification]=x",
  "__proto__=x",
  "hasOwnProperty=x",
  "toString=x",
];
/** Query text no field takes: every /api route answers 422 on the parameter (http/input.ts); pages ignore it. */
const UNSAFE_QUERIES = ["search=a%00b", "page=1%01", "x=%1F"];
/**
 * Queries that are odd, not refused as such: bracketed names nested deep (Fastify's parser keeps them
 * flat, nothing recurses on them), percent-encodings that are no UTF-8 (a surrogate, an overlong NUL:
 * the parser leaves them as typed, so they reach no one as a NUL).
 */
const ODD_QUERIES = [
  `a${"[b]".repeat(1_000)}=x`,
  `${"[".repeat(5_000)}=x`,
  "a[][][][][][][][][][][]=x",
  "x=%ED%A0%80",
  "token=%C0%80",
  "search=%",
  "%00=x", // a name holding NUL: 400 MALFORMED_FIELD_NAME
];
const NOT_UUIDS = [
  "000000000000000000000000000000000000",
  "00000000-0000-0000-0000-00000000000g",
  "1",
  "-1",
  "0",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "%00",
  "' or '1'='1",
  "a".repeat(1_000),
  "😀",
  "..",
];

export function paramValue(ctx: Context): fc.Arbitrary<string> {
  return fc.oneof(
    ...(ctx.ids.length ? [fc.constantFrom(...ctx.ids)] : []),
    fc.uuid(),
    fc.constantFrom(...NOT_UUIDS),
    fc.string({ maxLength: 40 }),
  );
}

/** encodeURIComponent, which throws on a lone surrogate (no UTF-8 for it): the URL carries "�" there. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );

function queryString(route: Route): fc.Arbitrary<string> {
  const input = inputOf(route).query;
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), scalar);
  const fromStruct = input
    ? structValue(input, false).map((value) =>
        Object.entries(typeof value === "object" && value ? value : {})
          .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
          .join("&"),
      )
    : fc.constant("");
  return fc.oneof(
    fc.constant(""),
    fromStruct,
    fc
      .array(pair, { maxLength: 5 })
      .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join("&")),
    // Repeated keys: Fastify gives the handler an array where it expects a string.
    fc.constantFrom(...QUERY_KEYS).map((key) => `${key}=a&${key}=b`),
    fc.constantFrom(...PROTO_QUERIES),
    fc.constantFrom(...QUERY_KEYS).map((key) => `${key}[]=a&${key}[x]=b`),
    fc.constantFrom(...QUERY_KEYS).map((key) => `${key}=${"a".repeat(10_000)}`),
  );
}

/** Bracket fields of a body, the way the portal sends a form (`a[b][0][c]`). */
export function toFields(value: unknown, prefix = ""): [string, string | FilePart][] {
  if (isFilePart(value)) return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => toFields(item, `${prefix}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => toFields(item, prefix ? `${prefix}[${key}]` : key));
  }
  return [[prefix || "value", value === null || value === undefined ? "" : String(value)]];
}

const BOUNDARY = "----trilhafuzz7MA4YWxk";

export function multipartBody(fields: [string, string | FilePart][], boundary = BOUNDARY) {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    if (isFilePart(value)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.data,
        Buffer.from("\r\n"),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function jsonText(body: unknown): string {
  return JSON.stringify(body, (_, value) => (isFilePart(value) ? value.name : value));
}

type Encoded = {
  note: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  expected?: Expected;
};

function encodings(body: unknown): fc.Arbitrary<Encoded> {
  const json = (): Encoded => ({
    note: "json",
    headers: { "content-type": "application/json" },
    payload: jsonText(body),
  });
  const form = (): Encoded => {
    const { payload, contentType } = multipartBody(toFields(body));
    return { note: "multipart", headers: { "content-type": contentType }, payload };
  };
  return fc.oneof(
    fc.constant(null).map(json),
    fc.constant(null).map(form),
    fc.constant({ note: "no body", headers: {} }),
    fc.constantFrom<Encoded>(
      { note: "invalid json", headers: { "content-type": "application/json" }, payload: '{"a":' },
      { note: "empty json", headers: { "content-type": "application/json" }, payload: "" },
      { note: "json null", headers: { "content-type": "application/json" }, payload: "null" },
      { note: "text", headers: { "content-type": "text/plain" }, payload: "justification=x" },
      {
        note: "urlencoded",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "a[b]=1",
      },
    ),
  );
}

/** The fixed hostile bodies every route with a body gets, whatever the random runs draw. */
export function hostileBodies(route: Route): Encoded[] {
  const bodies: Encoded[] = [];
  for (const text of PROTO_JSON) {
    bodies.push({
      note: `prototype keys (json) ${text}`,
      headers: { "content-type": "application/json" },
      payload: text,
    });
  }
  for (const name of PROTO_FIELDS) {
    const { payload, contentType } = multipartBody([
      [name, "poluído pelo fuzz de rotas"],
      ["justification", "x"],
    ]);
    bodies.push({
      note: `prototype key (multipart) ${name}`,
      headers: { "content-type": contentType },
      payload,
    });
  }
  const good = multipartBody([["name", "x"]]);
  bodies.push(
    {
      note: "multipart with a boundary the body does not use",
      headers: { "content-type": "multipart/form-data; boundary=other" },
      payload: good.payload,
    },
    {
      note: "multipart without boundary",
      headers: { "content-type": "multipart/form-data" },
      payload: good.payload,
    },
    {
      note: "multipart truncated",
      headers: { "content-type": good.contentType },
      payload: good.payload.subarray(0, good.payload.length - 12),
    },
    {
      note: "multipart truncated inside the headers",
      headers: { "content-type": good.contentType },
      payload: good.payload.subarray(0, 30),
    },
    {
      note: "multipart part without name",
      headers: { "content-type": good.contentType },
      payload: Buffer.from(
        `--${good.contentType.split("=")[1]}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${good.contentType.split("=")[1]}--\r\n`,
      ),
    },
    {
      note: `multipart huge index responsible[${HUGE_ARRAY * 5}][name]`,
      headers: { "content-type": multipartBody([]).contentType },
      payload: multipartBody([
        [`responsible[${HUGE_ARRAY * 5}][name]`, "x"],
        [`employee[${HUGE_ARRAY * 5}][name]`, "x"],
      ]).payload,
    },
    {
      note: `multipart ${HUGE_ARRAY} array elements`,
      headers: { "content-type": multipartBody([]).contentType },
      payload: multipartBody(
        Array.from({ length: HUGE_ARRAY }, (_, i) => [`employee[${i}][name]`, "x"] as [string, string]),
      ).payload,
    },
    {
      note: `json ${HUGE_ARRAY} array elements`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        employee: Array.from({ length: HUGE_ARRAY }, () => ({})),
        responsible: Array.from({ length: HUGE_ARRAY }, () => ({})),
        provider: { types: Array.from({ length: HUGE_ARRAY }, () => ({ code: "carrier" })) },
      }),
    },
  );
  // A JSON body that is not an object (null, a list, a scalar): one answer on every route, whatever
  // the route reads (http/input.ts).
  for (const text of NOT_OBJECT_JSON) {
    bodies.push({
      note: `json body that is not an object: ${text}`,
      headers: { "content-type": "application/json" },
      payload: text,
      expected: { status: 400, code: "INVALID_JSON", message: NOT_AN_OBJECT },
    });
  }
  for (const [i, text] of DEEP_JSON.entries()) {
    bodies.push({
      note: `json nested past 32 levels (${text.length} bytes)`,
      headers: { "content-type": "application/json" },
      payload: text,
      expected: { status: 400, code: "INVALID_JSON" },
    });
    if (i === 0) {
      // The same depth inside multipart names: qs stops at 5 levels (MALFORMED_FIELD_NAME).
      const deep = multipartBody([[`a${"[b]".repeat(40)}`, "x"]]);
      bodies.push({
        note: "multipart name nested 40 levels",
        headers: { "content-type": deep.contentType },
        payload: deep.payload,
      });
    }
  }
  for (const text of ["[1,2]", "42", '"x"', "[[[]]]"]) {
    bodies.push({
      note: `json that is not an object ${text}`,
      headers: { "content-type": "application/json" },
      payload: text,
    });
  }
  bodies.push(
    {
      note: "json key holding NUL",
      headers: { "content-type": "application/json" },
      payload: '{"na\\u0000me":"x","justification":{"\\ud800":"x"}}',
    },
    {
      note: "multipart name and value holding NUL, value with invalid UTF-8",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="na\u0000me"\r\n\r\na\u0000b\r\n` +
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\na`,
        ),
        Buffer.from([0xed, 0xa0, 0x80, 0xff]), // a surrogate in UTF-8 (invalid), then a byte UTF-8 never has
        Buffer.from(`b\r\n--${BOUNDARY}--\r\n`),
      ]),
    },
  );
  const input = inputOf(route);
  // Unsafe text in each of the struct's text fields: whatever else is wrong, the route refuses it.
  const unsafeAt = input.body ? textPaths(input.body) : [["name"], ["justification"], ["email"]];
  for (const [i, path] of unsafeAt.entries()) {
    const text = UNSAFE_TEXT[i % UNSAFE_TEXT.length]!;
    const body = placed(path, text);
    const expected: Expected | undefined = input.body ? { refused: true } : undefined;
    bodies.push({
      note: `json ${JSON.stringify(text)} at ${path.join(".")}`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
      expected,
    });
    // Multipart carries UTF-8: a lone surrogate cannot travel there, the control characters can.
    if (input.multipart && !/[\ud800-\udfff]/.test(text)) {
      const form = multipartBody(toFields(body));
      bodies.push({
        note: `multipart ${JSON.stringify(text)} at ${path.join(".")}`,
        headers: { "content-type": form.contentType },
        payload: form.payload,
        expected,
      });
    }
  }
  if (input.body)
    bodies.push({
      note: "json for the route's struct, all wrong types",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(
        Object.fromEntries(Object.keys((input.body.schema ?? {}) as object).map((key) => [key, { "0": [] }])),
      ),
    });
  return bodies;
}

/**
 * Values of the route's params, taken from `ids`, for which a GET of the same path answers 200: the
 * signed-in company's own provider with its own certificate, say. Undefined when no combination does.
 */
export async function resolvingParams(
  app: FastifyInstance,
  route: Route,
  ids: readonly string[],
  token: string,
): Promise<Record<string, string> | undefined> {
  if (route.params.length === 0 || route.params.length > 2) return undefined;
  const combos = route.params.reduce<Record<string, string>[]>(
    (acc, name) => acc.flatMap((combo) => ids.map((id) => ({ ...combo, [name]: id }))),
    [{}],
  );
  for (const combo of combos) {
    const answer = await app.inject({
      method: "GET",
      url: fillPath(route, combo),
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
    });
    if (answer.statusCode === 200) return combo;
  }
  return undefined;
}

/** One random request for the route: params, query, body derived from its struct (or generic), then mutated. */
export function requestFor(route: Route, ctx: Context): fc.Arbitrary<FuzzRequest> {
  const input = inputOf(route);
  const paramArbs = Object.fromEntries(route.params.map((name) => [name, paramValue(ctx)]));
  const base = input.body ? structValue(input.body, input.multipart ?? false) : generic;
  const body = route.method === "GET" ? fc.constant(undefined) : base.chain(mutated);
  return fc
    .record({
      params: ctx.resolved ? fc.oneof(fc.constant(ctx.resolved), fc.record(paramArbs)) : fc.record(paramArbs),
      query: queryString(route),
      body,
      key: fc.option(fc.string({ maxLength: 20 }), { freq: 4 }),
    })
    .chain(({ params, query, body: mutation, key }) =>
      (mutation === undefined
        ? fc.constant<Encoded>({ note: "no body", headers: {} })
        : encodings(mutation.body)
      ).map((encoded): FuzzRequest => {
        const path = fillPath(route, params);
        const headers: Record<string, string> = { accept: "application/json", ...encoded.headers };
        if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
        if (key !== null && route.method === "POST") headers["idempotency-key"] = key;
        return {
          note: [mutation?.kind, encoded.note].filter(Boolean).join(", "),
          method: route.method,
          url: query ? `${path}?${query}` : path,
          headers,
          payload: encoded.payload,
        };
      }),
    );
}

/** The deterministic part: hostile bodies, repeated and prototype query keys, ids that are not UUIDs. */
export function fixedRequestsFor(route: Route, ctx: Context): FuzzRequest[] {
  const auth: Record<string, string> = ctx.token ? { authorization: `Bearer ${ctx.token}` } : {};
  const pathWith = (value: string) =>
    fillPath(route, Object.fromEntries(route.params.map((name) => [name, value])));
  const path = ctx.resolved
    ? fillPath(route, ctx.resolved)
    : pathWith(ctx.ids[0] ?? "00000000-0000-4000-8000-000000000000");
  const requests: FuzzRequest[] = [];
  for (const value of NOT_UUIDS) {
    if (route.params.length === 0) break;
    requests.push({
      note: `path param ${JSON.stringify(value.slice(0, 40))}`,
      method: route.method,
      url: pathWith(value),
      headers: { accept: "application/json", ...auth },
    });
  }
  for (const key of QUERY_KEYS) {
    requests.push({
      note: `repeated query key ${key}`,
      method: route.method,
      url: `${path}?${key}=a&${key}=b`,
      headers: { accept: "application/json", ...auth },
    });
  }
  for (const query of PROTO_QUERIES) {
    requests.push({
      note: `prototype query ${query}`,
      method: route.method,
      url: `${path}?${query}`,
      headers: { accept: "application/json", ...auth },
    });
  }
  for (const query of UNSAFE_QUERIES) {
    requests.push({
      note: `unsafe query ${query}`,
      method: route.method,
      url: `${path}?${query}`,
      headers: { accept: "application/json", ...auth },
      // Only /api refuses them: a page (the portal's, /dev/outbox) is served whatever its query says.
      ...(path.startsWith("/api/") ? { expected: { status: 422, code: "VALIDATION_FAILED" } } : {}),
    });
  }
  for (const query of ODD_QUERIES) {
    requests.push({
      note: `odd query ${query.slice(0, 40)}`,
      method: route.method,
      url: `${path}?${query}`,
      headers: { accept: "application/json", ...auth },
    });
  }
  if (route.method !== "GET") {
    for (const body of hostileBodies(route)) {
      requests.push({
        note: body.note,
        method: route.method,
        url: path,
        headers: { accept: "application/json", ...auth, ...body.headers },
        payload: body.payload,
        ...(body.expected ? { expected: body.expected } : {}),
      });
    }
  }
  return requests;
}

// ——— checks ———

const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
} as const;
const pristine = Object.fromEntries(
  Object.entries(PROTOTYPES).map(([name, proto]) => [name, new Set(Reflect.ownKeys(proto))]),
);

/** Keys added to the built-in prototypes since this module loaded (and removes them, so later checks mean something). */
export function prototypePollution(): string[] {
  const added: string[] = [];
  for (const [name, proto] of Object.entries(PROTOTYPES)) {
    for (const key of Reflect.ownKeys(proto)) {
      if (pristine[name]!.has(key)) continue;
      added.push(`${name}.prototype.${String(key)}`);
      delete (proto as unknown as Record<PropertyKey, unknown>)[key];
    }
  }
  const probe = {} as Record<string, unknown>;
  for (const key of ["justification", "validation", "x"]) {
    if (probe[key] !== undefined) added.push(`({}).${key}`);
  }
  return added;
}

// Messages of JavaScript's own errors: an answer that carries one is a crash that was caught late.
const INTERNAL =
  /Cannot read propert|Cannot set propert|is not a function|is not iterable|is not defined|undefined \(reading/;

/** The one error shape (@trilha/api/error-codes): `{ code, message, fields?, data? }`, code UPPER_SNAKE. */
const ERROR_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const ERROR_KEYS = new Set(["code", "message", "fields", "data"]);

/**
 * What is wrong with an answer (empty when nothing): never a 5xx; an error answers JSON in the one
 * error shape, with a string UPPER_SNAKE code and a string message, `fields` (422 only) flat strings.
 */
export function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (response.statusCode >= 400) {
    const type = String(response.headers["content-type"] ?? "");
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`error answer is not JSON (content-type ${type || "none"})`);
    }
    if (body !== undefined) {
      if (!type.includes("application/json")) problems.push(`error answer content-type ${type}`);
      const { code, message, fields } = (body ?? {}) as {
        code?: unknown;
        message?: unknown;
        fields?: unknown;
      };
      if (typeof code !== "string") problems.push("error answer has no string code");
      else if (!ERROR_CODE.test(code)) problems.push(`error code is not UPPER_SNAKE: ${code}`);
      if (typeof message !== "string") problems.push("error answer has no string message");
      else if (INTERNAL.test(message)) problems.push(`error message leaks an internal error: ${message}`);
      if (typeof body !== "object" || body === null || Array.isArray(body))
        problems.push("error answer is not an object");
      else {
        const extra = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
        if (extra.length)
          problems.push(`error answer has keys outside { code, message, fields, data }: ${extra}`);
      }
      if (fields !== undefined) {
        const flat =
          typeof fields === "object" &&
          fields !== null &&
          !Array.isArray(fields) &&
          Object.values(fields).every((value) => typeof value === "string");
        if (!flat) problems.push("error fields are not one string per field path");
        if (response.statusCode !== 422) problems.push(`error fields on a ${response.statusCode}`);
      }
    }
  }
  return problems;
}

function expectationProblems(expected: Expected | undefined, response: LightMyRequestResponse): string[] {
  if (!expected) return [];
  const { statusCode } = response;
  if ("refused" in expected)
    return statusCode >= 400 && statusCode < 500 ? [] : [`expected a 4xx refusal, got ${statusCode}`];
  let code: unknown;
  let message: unknown;
  try {
    ({ code, message } = JSON.parse(response.body) as { code?: unknown; message?: unknown });
  } catch {}
  if (statusCode !== expected.status || code !== expected.code)
    return [`expected ${expected.status} ${expected.code}, got ${statusCode} ${String(code)}`];
  return expected.message === undefined || message === expected.message
    ? []
    : [`expected the message ${JSON.stringify(expected.message)}, got ${JSON.stringify(message)}`];
}

/** Sends one request and answers every problem found (answer, prototypes), with how to reproduce it. */
export async function probe(app: FastifyInstance, request: FuzzRequest, remoteAddress: string) {
  const response = await app.inject({
    method: request.method as "GET",
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress,
  });
  const problems = [
    ...problemsOf(response),
    ...expectationProblems(request.expected, response),
    ...prototypePollution().map((key) => `prototype polluted: ${key}`),
  ];
  return { response, problems };
}

export function describeRequest(request: FuzzRequest, response?: LightMyRequestResponse): string {
  const payload =
    request.payload === undefined
      ? ""
      : ` body(${request.payload.length} bytes): ${JSON.stringify(request.payload.toString("latin1").slice(0, 300))}`;
  const answer = response ? ` → ${response.statusCode} ${response.body.slice(0, 300)}` : "";
  const { authorization: _, ...headers } = request.headers;
  return `${request.method} ${request.url.slice(0, 300)} [${request.note}] headers ${JSON.stringify(headers)}${payload}${answer}`;
}

/** Runs counts and seed from the environment: FUZZ_RUNS (random requests per route and identity), FUZZ_SEED. */
export function fuzzSettings() {
  const runs = Number(process.env.FUZZ_RUNS || "6");
  const seed = Number(process.env.FUZZ_SEED || "20260110");
  return {
    runs: Number.isInteger(runs) && runs > 0 ? runs : 6,
    seed: Number.isInteger(seed) ? seed : 20_260_110,
    path: process.env.FUZZ_PATH || undefined,
  };
}

/** A stable per-route seed, so adding a route does not change the requests drawn for the others. */
export function seedFor(base: number, route: Route, identity: string): number {
  let hash = base | 0;
  for (const char of `${identity} ${route.method} ${route.url}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
