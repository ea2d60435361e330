import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCE_CODES } from "../../src/resources";
import { HTML, multipart, PDF } from "../providers/support";
import { useTestDatabase } from "../support/database";
import { addCompany, type Company, kitApp, TABLES } from "./support";

const database = useTestDatabase();
let app: FastifyInstance;
let ours: Company;
let other: Company;

beforeAll(async () => {
  await database.db.exec(TABLES);
  ours = await addCompany(database.db, "Recicla Norte", "11222333000181");
  other = await addCompany(database.db, "Outra Empresa", "44555666000199");
  app = await kitApp(database.db);
});

type Body = [string, string | { file: Buffer; name: string; type: string }][] | Record<string, unknown>;

async function call(
  who: Company,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: Body,
  headers: Record<string, string> = {},
) {
  const form = Array.isArray(body) ? multipart(body) : undefined;
  const response = await app.inject({
    method,
    url,
    headers: { ...who.header, ...(form?.headers ?? {}), ...headers },
    ...(form ? { payload: form.payload } : body ? { payload: body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers freely
  return { status: response.statusCode, body: response.json() as any };
}

const JUSTIFICATION = "Widget fora de linha, substituído por outro modelo.";
const REACTIVATION = "Widget voltou a ser fabricado pelo fornecedor.";

async function widget(who: Company, name: string, extra: Record<string, unknown> = {}) {
  const created = await call(who, "POST", "/widgets", { name, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.uuid_widget as string;
}

async function auditOf(resource: string, uuid: string, table: string) {
  const { rows } = await database.db.query<Record<string, unknown>>(
    `select a.action, a.company_id, a.user_id, a.parent_resource, a.parent_id, a.justification, a.changes
       from audit_records a join ${table} t on t.id = a.entity_id
      where a.resource = $1 and t.uuid = $2 order by a.id`,
    [resource, uuid],
  );
  return rows;
}

describe("a resource's routes", () => {
  it("creates, reads and updates a record, recording each change in the audit trail", async () => {
    const created = await call(ours, "POST", "/widgets", { name: "Válvula São João", code: "V-1" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Válvula São João",
      code: "V-1",
      manual: null,
      manual_display_name: null,
      deleted_at: null,
    });
    expect(created.body).not.toHaveProperty("id");
    expect(created.body).not.toHaveProperty("company_id");
    const uuid = created.body.uuid_widget;

    expect((await call(ours, "GET", `/widgets/${uuid}`)).body).toEqual(created.body);

    const updated = await call(ours, "PUT", `/widgets/${uuid}`, { name: "Válvula Nova", code: "V-1" });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.name).toBe("Válvula Nova");
    // The same values again change nothing and record nothing.
    await call(ours, "PUT", `/widgets/${uuid}`, { name: "Válvula Nova", code: "V-1" });

    const history = (await call(ours, "GET", `/widgets/${uuid}/changes`)).body;
    expect(history.updates).toEqual([
      expect.objectContaining({
        action: "update",
        user: expect.objectContaining({ name: "Usuária Recicla Norte" }),
        changes: [{ field: "name", from: "Válvula São João", to: "Válvula Nova" }],
      }),
    ]);
    expect(history.created).toMatchObject({
      action: "create",
      changes: [
        { field: "name", from: null, to: "Válvula São João" },
        { field: "code", from: null, to: "V-1" },
      ],
    });
    expect(history.deletions).toEqual([]);
    expect(await auditOf("widget", uuid, "widgets")).toEqual([
      expect.objectContaining({
        action: "create",
        company_id: ours.id,
        user_id: ours.userId,
        parent_id: null,
      }),
      expect.objectContaining({ action: "update", company_id: ours.id, user_id: ours.userId }),
    ]);
  });

  it("refuses a save made from an older version (If-Match) with 412, writing nothing", async () => {
    const uuid = await widget(ours, "Registro de duas abas", { code: "ABAS-1" });
    const opened = (await call(ours, "GET", `/widgets/${uuid}`)).body;
    const version = { "if-match": `"${opened.updated_at}"` };
    // Tab A saves from the version it opened: accepted, and the record moves on.
    const first = await call(
      ours,
      "PUT",
      `/widgets/${uuid}`,
      { name: "Nome da aba A", code: "ABAS-1" },
      version,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.updated_at).not.toBe(opened.updated_at);
    // Tab B still holds the version it opened: refused, and tab A's change stays.
    const second = await call(
      ours,
      "PUT",
      `/widgets/${uuid}`,
      { name: "Registro de duas abas", code: "ABAS-B" },
      version,
    );
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({
      code: RESOURCE_CODES.STALE,
      message: expect.stringContaining("Recarregue a página"),
    });
    expect((await call(ours, "GET", `/widgets/${uuid}`)).body).toMatchObject({
      name: "Nome da aba A",
      code: "ABAS-1",
    });
    // From the version it now reads (weak tags alike), or without asking, the save goes on.
    const fresh = { "if-match": `W/"${first.body.updated_at}"` };
    expect(
      (await call(ours, "PUT", `/widgets/${uuid}`, { name: "Nome da aba B", code: "ABAS-1" }, fresh)).status,
    ).toBe(200);
    expect((await call(ours, "PUT", `/widgets/${uuid}`, { name: "Sem versão", code: "ABAS-1" })).status).toBe(
      200,
    );
  });

  it("answers 422 with the form's pt-BR messages and 409 DUPLICATE for a taken unique value", async () => {
    const invalid = await call(ours, "POST", "/widgets", { code: "x".repeat(21) });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(["code", "name"]);
    expect(invalid.body.fields.name).toMatch(/Nome/);

    await widget(ours, "Primeiro", { code: "DUP-1" });
    const taken = await call(ours, "POST", "/widgets", { name: "Segundo", code: "DUP-1" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: "Um widget já foi cadastrado com o código DUP-1",
      code: RESOURCE_CODES.DUPLICATE,
    });
    // Another company may use the same code.
    await widget(other, "Da outra", { code: "DUP-1" });
  });

  it("inactivates and reactivates with a justification of 30 to 500 characters, recorded with it", async () => {
    const uuid = await widget(ours, "Bomba");
    for (const justification of ["x".repeat(29), "x".repeat(501), " ".repeat(40)]) {
      const refused = await call(ours, "DELETE", `/widgets/${uuid}`, { justification });
      expect(refused.status).toBe(422);
      expect(refused.body.fields.justification).toBe(
        "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.",
      );
    }
    const inactivated = await call(ours, "DELETE", `/widgets/${uuid}`, {
      justification: ` ${JUSTIFICATION} `,
    });
    expect(inactivated.status).toBe(200);
    expect(inactivated.body.deleted_at).not.toBeNull();
    const again = await call(ours, "DELETE", `/widgets/${uuid}`, { justification: JUSTIFICATION });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(RESOURCE_CODES.ALREADY_INACTIVE);

    // An inactive record is read-only until it is reactivated.
    const edit = await call(ours, "PUT", `/widgets/${uuid}`, { name: "Bomba 2" });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe(RESOURCE_CODES.INACTIVE);

    expect(
      (await call(ours, "POST", `/widgets/${uuid}/reactivation`, { justification: "curta" })).status,
    ).toBe(422);
    const reactivated = await call(ours, "POST", `/widgets/${uuid}/reactivation`, {
      justification: "y".repeat(500),
    });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.deleted_at).toBeNull();
    const active = await call(ours, "POST", `/widgets/${uuid}/reactivation`, { justification: REACTIVATION });
    expect(active.status).toBe(409);
    expect(active.body.code).toBe(RESOURCE_CODES.ALREADY_ACTIVE);

    const history = (await call(ours, "GET", `/widgets/${uuid}/changes`)).body;
    expect(history.deletions).toEqual([
      expect.objectContaining({
        action: "inactivation",
        justification: JUSTIFICATION,
        changes: [{ field: "deleted_at", from: null, to: inactivated.body.deleted_at }],
      }),
    ]);
    expect(history.updates).toEqual([
      expect.objectContaining({
        action: "reactivation",
        justification: "y".repeat(500),
        changes: [{ field: "deleted_at", from: inactivated.body.deleted_at, to: null }],
      }),
    ]);
    expect((await auditOf("widget", uuid, "widgets")).map((row) => row.action)).toEqual([
      "create",
      "inactivation",
      "reactivation",
    ]);
  });

  it("stores a file field's upload, keeps it on an edit that does not send it, and refuses wrong bytes", async () => {
    const created = await call(ours, "POST", "/widgets", [
      ["name", "Com manual"],
      ["manual", { file: PDF, name: "manual.pdf", type: "application/pdf" }],
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    expect(created.body.manual).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    expect(created.body.manual_display_name).toBe("manual.pdf");
    const uuid = created.body.uuid_widget;

    const kept = await call(ours, "PUT", `/widgets/${uuid}`, [["name", "Com manual 2"]]);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.manual).toBe(created.body.manual);

    const html = await call(ours, "POST", "/widgets", [
      ["name", "Manual falso"],
      ["manual", { file: HTML, name: "manual.pdf", type: "application/pdf" }],
    ]);
    expect(html.status).toBe(422);
    expect(Object.keys(html.body.fields)).toEqual(["manual"]);
  });
});

describe("a resource's list", () => {
  let lists: Company;
  beforeAll(async () => {
    lists = await addCompany(database.db, "Listas", "77888999000155");
    for (const name of ["Árvore", "Bússola", "Caixa", "Dado", "Escada"]) await widget(lists, name);
    await widget(lists, "Ímã João", { code: "ÇX-9" });
    const inactive = await widget(lists, "Fora de linha");
    await call(lists, "DELETE", `/widgets/${inactive}`, { justification: JUSTIFICATION });
  });

  const names = async (query: string) => {
    const answer = await call(lists, "GET", `/widgets?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { names: answer.body.data.map((row: { name: string }) => row.name), total: answer.body.total };
  };

  it("pages the active records, newest first by default", async () => {
    expect(await names("per_page=2")).toEqual({ names: ["Ímã João", "Escada"], total: 6 });
    expect(await names("per_page=2&page=3")).toEqual({ names: ["Bússola", "Árvore"], total: 6 });
    expect(await names("per_page=2&page=4")).toEqual({ names: [], total: 6 });
    // The portal lists top-level collections with a trailing slash.
    expect((await call(lists, "GET", "/widgets/?per_page=1")).body.total).toBe(6);
    expect((await call(lists, "GET", "/widgets?per_page=101")).status).toBe(422);
    expect((await call(lists, "GET", "/widgets?page=0")).status).toBe(422);
  });

  it("filters by active state: true (default), false or all", async () => {
    expect((await names("active=false")).names).toEqual(["Fora de linha"]);
    expect((await names("active=all")).total).toBe(7);
    expect((await names("active=true")).total).toBe(6);
    expect((await call(lists, "GET", "/widgets?active=maybe")).status).toBe(422);
  });

  it("searches the search fields without accents or case", async () => {
    expect((await names("search=ima%20JOAO")).names).toEqual(["Ímã João"]);
    expect((await names("search=bussola")).names).toEqual(["Bússola"]);
    expect((await names("search=cx-9")).names).toEqual(["Ímã João"]);
    // LIKE's wildcards typed by the user are plain characters.
    expect((await names("search=%25")).names).toEqual([]);
    expect((await names("search=_")).names).toEqual([]);
  });

  it("finds a number kept bare when it is typed with its mask", async () => {
    const numbers = await addCompany(database.db, "Números", "66777888000144");
    await widget(numbers, "Nota de serviço", { code: "11444777000161" });
    await widget(numbers, "Outra", { code: "99" });
    for (const search of ["11.444.777/0001-61", "11.444.777", "0001-61", "11444777"]) {
      const answer = await call(numbers, "GET", `/widgets?search=${encodeURIComponent(search)}`);
      expect(
        answer.body.data.map((row: { name: string }) => row.name),
        search,
      ).toEqual(["Nota de serviço"]);
    }
    const none = await call(numbers, "GET", `/widgets?search=${encodeURIComponent("22.333.444")}`);
    expect(none.body.data).toEqual([]);
  });

  it("sorts by a whitelisted field, ascending or descending, and refuses any other", async () => {
    expect((await names("sort=name&per_page=3")).names).toEqual(["Árvore", "Bússola", "Caixa"]);
    expect((await names("sort=-name&per_page=2")).names).toEqual(["Ímã João", "Escada"]);
    const refused = await call(lists, "GET", "/widgets?sort=deleted_at");
    expect(refused.status).toBe(422);
    expect(refused.body.fields.sort).toMatch(/^O campo sort deve ser um destes: /);
    expect((await call(lists, "GET", "/widgets?sort=name;drop%20table%20widgets")).status).toBe(422);
  });
});

describe("a large list's total", () => {
  it("is exact up to 10,000 matching rows and the planner's flagged estimate above", async () => {
    const big = await addCompany(database.db, "Muitos", "22333444000166");
    await database.db.query(
      `insert into widgets (company_id, name) select $1, 'Widget ' || g from generate_series(1, 10001) g`,
      [big.id],
    );
    await database.db.query("analyze widgets");
    const all = await call(big, "GET", "/widgets?per_page=2");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.total_is_estimate).toBe(true);
    expect(all.body.total).toBeGreaterThan(10_000);
    // A filter that matches few rows is counted exactly, and says nothing about estimates.
    const few = await call(big, "GET", "/widgets?search=widget%209999");
    expect(few.body).toMatchObject({ total: 1 });
    expect(few.body).not.toHaveProperty("total_is_estimate");
    // Exactly at the limit the count is still exact (the inactivation, a write through the kit, drops
    // the total kept for this list).
    const { rows } = await database.db.query<{ uuid: string }>(
      "select uuid::text from widgets where company_id = $1 order by id desc limit 1",
      [big.id],
    );
    const gone = await call(big, "DELETE", `/widgets/${rows[0]!.uuid}`, { justification: JUSTIFICATION });
    expect(gone.status).toBe(200);
    const limit = await call(big, "GET", "/widgets?per_page=1");
    expect(limit.body.total).toBe(10_000);
    expect(limit.body).not.toHaveProperty("total_is_estimate");
  });

  it("is kept briefly when large, so paging does not count again; a write through the kit forgets it", async () => {
    const many = await addCompany(database.db, "Bastante", "33444555000177");
    await database.db.query(
      `insert into widgets (company_id, name) select $1, 'Peça ' || g from generate_series(1, 1500) g`,
      [many.id],
    );
    expect((await call(many, "GET", "/widgets?page=1")).body.total).toBe(1500);
    // Rows written behind the kit's back (another server) show once the kept total expires...
    await database.db.query("insert into widgets (company_id, name) values ($1, 'Peça extra')", [many.id]);
    const paging = await call(many, "GET", "/widgets?page=2");
    expect(paging.body.total).toBe(1500);
    expect(paging.body.data).toHaveLength(10);
    // ...or at once after a write through this server.
    await widget(many, "Peça nova");
    expect((await call(many, "GET", "/widgets?page=3")).body.total).toBe(1502);
    // Small lists are counted afresh every time.
    const few = await addCompany(database.db, "Poucos", "44555666000188");
    await widget(few, "Única");
    await database.db.query("insert into widgets (company_id, name) values ($1, 'Outra')", [few.id]);
    expect((await call(few, "GET", "/widgets")).body.total).toBe(2);
  });
});

describe("a child resource", () => {
  it("lives under its parent, and is read-only while the parent is inactive", async () => {
    const parent = await widget(ours, "Motor");
    const base = `/widgets/${parent}/parts`;
    const created = await call(ours, "POST", base, { name: "Rotor", quantity: "2" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: "Rotor", quantity: 2, label: "Rotor (2)" });
    expect(created.body).not.toHaveProperty("widget_id");
    const part = created.body.uuid_part;
    await call(ours, "POST", base, { name: "Estator" });
    expect((await call(ours, "GET", base)).body.data.map((row: { name: string }) => row.name)).toEqual([
      "Estator",
      "Rotor",
    ]);
    // A part is found under its own widget only.
    const sibling = await widget(ours, "Outro motor");
    expect((await call(ours, "GET", `/widgets/${sibling}/parts/${part}`)).status).toBe(404);

    await call(ours, "DELETE", `/widgets/${parent}`, { justification: JUSTIFICATION });
    const attempts = [
      await call(ours, "POST", base, { name: "Eixo" }),
      await call(ours, "PUT", `${base}/${part}`, { name: "Rotor 2" }),
      await call(ours, "DELETE", `${base}/${part}`, { justification: JUSTIFICATION }),
      await call(ours, "POST", `${base}/${part}/reactivation`, { justification: REACTIVATION }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(409);
      expect(attempt.body).toEqual({
        message: "O widget está inativo. Reative-o para editar as peças.",
        code: RESOURCE_CODES.INACTIVE_PARENT,
      });
    }
    // Still readable.
    expect((await call(ours, "GET", `${base}/${part}`)).body.name).toBe("Rotor");
    expect((await call(ours, "GET", base)).body.total).toBe(2);

    await call(ours, "POST", `/widgets/${parent}/reactivation`, { justification: REACTIVATION });
    const edited = await call(ours, "PUT", `${base}/${part}`, { name: "Rotor 2", quantity: 3 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const parentId = (
      await database.db.query<{ id: number }>("select id from widgets where uuid = $1", [parent])
    ).rows[0]!.id;
    expect(await auditOf("widget_part", part, "widget_parts")).toEqual([
      expect.objectContaining({ action: "create", parent_resource: "widget", parent_id: parentId }),
      expect.objectContaining({
        action: "update",
        parent_resource: "widget",
        parent_id: parentId,
        changes: [
          { field: "name", from: "Rotor", to: "Rotor 2" },
          { field: "quantity", from: "2", to: "3" },
        ],
      }),
    ]);
  });
});

describe("company scope", () => {
  it("answers 404 NOT_FOUND on every route for another company's records", async () => {
    const uuid = await widget(ours, "Só nossa");
    const part = (await call(ours, "POST", `/widgets/${uuid}/parts`, { name: "Só nossa peça" })).body
      .uuid_part;
    const justification = { justification: JUSTIFICATION };
    const attempts: [string, "GET" | "POST" | "PUT" | "DELETE", string, Body?][] = [
      ["get", "GET", `/widgets/${uuid}`],
      ["update", "PUT", `/widgets/${uuid}`, { name: "Tomada" }],
      ["inactivate", "DELETE", `/widgets/${uuid}`, justification],
      ["reactivate", "POST", `/widgets/${uuid}/reactivation`, justification],
      ["changes", "GET", `/widgets/${uuid}/changes`],
      ["child list", "GET", `/widgets/${uuid}/parts`],
      ["child create", "POST", `/widgets/${uuid}/parts`, { name: "Intrusa" }],
      ["child get", "GET", `/widgets/${uuid}/parts/${part}`],
      ["child update", "PUT", `/widgets/${uuid}/parts/${part}`, { name: "Intrusa" }],
      ["child inactivate", "DELETE", `/widgets/${uuid}/parts/${part}`, justification],
      ["child reactivate", "POST", `/widgets/${uuid}/parts/${part}/reactivation`, justification],
      ["child changes", "GET", `/widgets/${uuid}/parts/${part}/changes`],
    ];
    for (const [what, method, url, body] of attempts) {
      const answer = await call(other, method, url, body);
      expect(answer.status, what).toBe(404);
      expect(answer.body.code, what).toBe(RESOURCE_CODES.NOT_FOUND);
    }
    // Nothing changed, and the other company's list does not show it.
    expect((await call(ours, "GET", `/widgets/${uuid}`)).body).toMatchObject({
      name: "Só nossa",
      deleted_at: null,
    });
    const theirs = (await call(other, "GET", "/widgets?active=all&search=nossa")).body;
    expect(theirs).toEqual({ data: [], total: 0 });
    expect((await auditOf("widget", uuid, "widgets")).map((row) => row.action)).toEqual(["create"]);
  });

  it("answers 404 to an id that is not a UUID, before querying", async () => {
    for (const url of [
      "/widgets/123",
      "/widgets/not-a-uuid/changes",
      "/widgets/1/parts",
      "/widgets/x'--/parts",
    ]) {
      const answer = await call(ours, "GET", url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.code, url).toBe(RESOURCE_CODES.NOT_FOUND);
    }
    const missing = await call(ours, "GET", "/widgets/00000000-0000-4000-8000-000000000000");
    expect(missing.body).toEqual({ message: "Widget não encontrado.", code: RESOURCE_CODES.NOT_FOUND });
  });
});
