import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_CODES, pruneIdempotencyKeys } from "../src/http/idempotency";
import { createLocalStorage, type FileStorage } from "../src/storage/storage";
import { signIn } from "./auth/support/auth-app";
import { cnpjOf, multipart, PDF, providerFields, providersApp, type Setup } from "./providers/support";
import { tempDir } from "./support/app";
import { useTestDatabase } from "./support/database";

const database = useTestDatabase();
let s: Setup;
let provider: string;
// Uploads wait on this gate when a test closes it: a retry then arrives while the first save runs.
let gate: Promise<void> = Promise.resolve();
let puts = 0;

beforeAll(async () => {
  const local = createLocalStorage(tempDir("idempotency"));
  const storage: FileStorage = {
    ...local,
    put: async (...args: Parameters<FileStorage["put"]>) => {
      puts++;
      await gate;
      return local.put(...args);
    },
  };
  s = await providersApp(database.db, { storage });
  const created = await post(
    "/providers",
    undefined,
    providerFields({ "company[cnpj]": cnpjOf("551112220009") }),
  );
  provider = created.json().provider.uuid_provider;
}, 60_000);
afterAll(() => s?.app.close());

const certificate = (name = "ISO 9001"): Fields => [
  ["name", name],
  ["number", "77"],
  ["emission", "2026-01-15"],
  ["attachment", { file: PDF, name: "iso.pdf", type: "application/pdf" }],
];

type Fields = [string, string | { file: Buffer; name: string; type: string }][];

function post(
  url: string,
  key: string | undefined,
  body: [string, string | { file: Buffer; name: string; type: string }][] | Record<string, unknown>,
  token = s.token,
) {
  const form = Array.isArray(body) ? multipart(body) : undefined;
  return s.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { "idempotency-key": key }),
      ...(form?.headers ?? {}),
    },
    payload: form ? form.payload : (body as Record<string, unknown>),
  });
}

async function count(table: string) {
  const { rows } = await database.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

const key = () => `k-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

describe("Idempotency-Key on creating POSTs", () => {
  it("creates one provider for two POSTs with the same key and answers the retry with the first answer", async () => {
    const sent = key();
    const fields = providerFields({
      "company[cnpj]": cnpjOf("551112220001"),
      "company[trading_name]": "Uma Vez",
    });
    const before = await count("providers");
    const first = await post("/providers", sent, fields);
    expect(first.statusCode, first.body).toBe(201);
    // The same form sent again: a new multipart boundary, the same fields.
    const retry = await post("/providers", sent, fields);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await count("providers")).toBe(before + 1);
  });

  it("refuses the same key with a different body (pt-BR message) and creates nothing", async () => {
    const sent = key();
    const first = await post("/providers", sent, providerFields({ "company[cnpj]": cnpjOf("551112220002") }));
    expect(first.statusCode, first.body).toBe(201);
    const before = await count("providers");
    const other = await post("/providers", sent, providerFields({ "company[cnpj]": cnpjOf("551112220003") }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: IDEMPOTENCY_CODES.keyReused });
    expect(other.json().message).toMatch(/chave.*outros dados/i);
    expect(await count("providers")).toBe(before);
  });

  it("covers sub-records and reactivation, scoped per company", async () => {
    const created = await post(
      "/providers",
      key(),
      providerFields({ "company[cnpj]": cnpjOf("551112220004") }),
    );
    const provider = created.json().provider.uuid_provider as string;
    const sent = key();
    const before = await count("provider_certificates");
    const one = await post(`/providers/${provider}/certificates`, sent, certificate());
    const two = await post(`/providers/${provider}/certificates`, sent, certificate());
    expect(one.statusCode, one.body).toBe(201);
    expect(two.json()).toEqual(one.json());
    expect(await count("provider_certificates")).toBe(before + 1);

    // Another company using the same key string is another key: it gets its own (here, 404) answer.
    const foreign = await post(`/providers/${provider}/certificates`, sent, certificate(), s.otherToken);
    expect(foreign.statusCode).toBe(404);

    const justification = { justification: "Reativado para conferir a chave de idempotência." };
    const reactivation = key();
    const a = await post(`/providers/${provider}/reactivation`, reactivation, justification);
    const b = await post(`/providers/${provider}/reactivation`, reactivation, justification);
    expect(a.statusCode).toBe(409);
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual(a.json());
    expect(b.headers["idempotent-replayed"]).toBe("true");
  });

  it("keeps a key's answer for its user alone: a co-worker sending the same key runs the route", async () => {
    const sent = key();
    const mine = await post(`/providers/${provider}/certificates`, sent, certificate("Só meu"));
    expect(mine.statusCode, mine.body).toBe(201);
    // Another user of the same company (Recicla Norte) who learnt the key, with the same body: the
    // route runs for them (here a duplicate of the same provider's certificate, 409: the same company),
    // never the first user's stored answer.
    const coworker = await signIn(s.app, "empresas@trilha.com.br");
    const theirs = await post(`/providers/${provider}/certificates`, sent, certificate("Só meu"), coworker);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.statusCode, theirs.body).toBe(409);
    // The first user's retry is still replayed.
    const again = await post(`/providers/${provider}/certificates`, sent, certificate("Só meu"));
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(mine.json());
  });

  it("answers 409 (pt-BR) to a retry arriving while the first request still runs, then replays its answer", async () => {
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const sent = key();
      const calls = puts;
      const before = await count("provider_certificates");
      const first = post(`/providers/${provider}/certificates`, sent, certificate("Concorrente"));
      await expect.poll(() => puts).toBe(calls + 1);
      const meanwhile = await post(`/providers/${provider}/certificates`, sent, certificate("Concorrente"));
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json()).toMatchObject({ code: IDEMPOTENCY_CODES.inProgress });
      expect(meanwhile.json().message).toMatch(/em andamento/);
      release();
      const done = await first;
      expect(done.statusCode, done.body).toBe(201);
      const later = await post(`/providers/${provider}/certificates`, sent, certificate("Concorrente"));
      expect(later.statusCode).toBe(201);
      expect(later.json()).toEqual(done.json());
      expect(puts).toBe(calls + 1);
      expect(await count("provider_certificates")).toBe(before + 1);
    } finally {
      release();
    }
  });

  it("refuses a malformed key with 400 in pt-BR before running the route", async () => {
    const before = await count("provider_certificates");
    for (const bad of ["curta", "x".repeat(129), "tem espaço aqui", "ação-com-acento"]) {
      const answer = await post(`/providers/${provider}/certificates`, bad, certificate());
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json()).toMatchObject({ code: IDEMPOTENCY_CODES.invalidKey });
      expect(answer.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await count("provider_certificates")).toBe(before);
  });

  // Certificates differ by name below: the same one twice is a duplicate (409, spec 02 §5).
  it("without a key, every POST runs (the header is optional)", async () => {
    const before = await count("provider_certificates");
    await post(`/providers/${provider}/certificates`, undefined, certificate("Sem chave 1"));
    await post(`/providers/${provider}/certificates`, undefined, certificate("Sem chave 2"));
    expect(await count("provider_certificates")).toBe(before + 2);
  });

  it("prunes keys older than 24 hours, after which the key runs the route again", async () => {
    const sent = key();
    const before = await count("provider_certificates");
    await post(`/providers/${provider}/certificates`, sent, certificate("Chave antiga"));
    await database.db.query(
      "update idempotency_keys set created_at = now() - interval '25 hours' where key = $1",
      [sent],
    );
    await pruneIdempotencyKeys(database.db);
    const { rows } = await database.db.query("select 1 from idempotency_keys where key = $1", [sent]);
    expect(rows).toEqual([]);
    await post(`/providers/${provider}/certificates`, sent, certificate("Chave antiga, outra vez"));
    expect(await count("provider_certificates")).toBe(before + 2);
  });
});
