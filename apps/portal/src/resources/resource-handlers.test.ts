import type { ChangeHistory } from "@trilha/api";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  pageOf,
  type Received,
  type ResourceDb,
  resourceHandlers,
  type StoredRow,
} from "./resource-handlers";

const base = "http://api/api/v1";

function contractorsDb() {
  const rows: StoredRow[] = [
    { uuid: "c-1", name: "São João Ltda", deleted_at: null },
    { uuid: "c-2", name: "Sul Coleta", deleted_at: "2026-06-01T08:00:00Z" },
    { uuid: "c-3", name: "Norte Reciclagem", deleted_at: null },
  ];
  const lines: Record<string, StoredRow[]> = { "c-1": [] };
  const histories: Record<string, ChangeHistory> = {};
  const received: Received[] = [];
  const db: ResourceDb = {
    base,
    history: (id) => {
      histories[id] ??= { updates: [], deletions: [] };
      return histories[id];
    },
    received: () => received,
    resources: [
      { path: "/contractors", key: "uuid", rows: () => rows, search: ["name"] },
      {
        path: "/contractors/:parent/lines",
        key: "uuid",
        rows: (parent) => {
          lines[parent] ??= [];
          return lines[parent];
        },
        search: ["name"],
        fileFields: ["sheet"],
      },
    ],
  };
  return { db, rows, lines, histories, received, handlers: resourceHandlers(db) };
}

const ask = async (handlers: ReturnType<typeof resourceHandlers>, url: string, init?: RequestInit) => {
  const response = await getResponse(handlers, new Request(`${base}${url}`, init));
  return { status: response?.status, body: response?.status === 204 ? null : await response?.json() };
};

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("pageOf", () => {
  it("filters by active and an accent-insensitive search, then slices the 1-based page", () => {
    const rows = [{ name: "São João" }, { name: "Sao Paulo" }, { name: "Santos", deleted_at: "x" }];
    const url = new URL(`${base}/x?page=1&per_page=1&active=true&search=sao`);
    expect(pageOf(rows, url, ["name"])).toEqual({ data: [{ name: "São João" }], total: 2 });
  });

  it("refuses page 0 as the server does (422), so a story catches a page asking for it", async () => {
    const refused = (() => {
      try {
        pageOf([], new URL(`${base}/x?page=0&per_page=10`), []);
      } catch (answer) {
        return answer as Response;
      }
    })();
    expect(refused?.status).toBe(422);
    expect(await refused?.json()).toMatchObject({
      fields: { page: "O campo page deve ser um número inteiro de 1 a 1000000." },
    });
  });
});

describe("resourceHandlers", () => {
  it("lists a page like the API", async () => {
    const { handlers } = contractorsDb();
    await expect(ask(handlers, "/contractors?page=1&per_page=10&active=true")).resolves.toEqual({
      status: 200,
      body: {
        data: [expect.objectContaining({ uuid: "c-1" }), expect.objectContaining({ uuid: "c-3" })],
        total: 2,
      },
    });
  });

  it("inactivates and reactivates with the justification in the history, and refuses to reactivate an active row", async () => {
    const { handlers, rows, histories, received } = contractorsDb();
    const justification = "Justificativa com trinta caracteres ou mais";
    await expect(ask(handlers, "/contractors/c-1", json("DELETE", { justification }))).resolves.toEqual({
      status: 204,
      body: null,
    });
    expect(rows[0]?.deleted_at).toEqual(expect.any(String));
    await ask(handlers, "/contractors/c-1/reactivation", json("POST", { justification }));
    expect(rows[0]?.deleted_at).toBeNull();
    expect(histories["c-1"]?.deletions[0]?.justification).toBe(justification);
    expect(histories["c-1"]?.updates[0]?.changes).toEqual([
      { field: "deleted_at", from: expect.any(String), to: null },
    ]);
    await expect(
      ask(handlers, "/contractors/c-3/reactivation", json("POST", { justification })),
    ).resolves.toEqual({
      status: 409,
      body: { code: "ALREADY_ACTIVE", message: "O item já está ativo." },
    });
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      "DELETE /contractors/c-1",
      "POST /contractors/c-1/reactivation",
      "POST /contractors/c-3/reactivation",
    ]);
  });

  it("creates a nested row from multipart and removes a file sent empty on edit", async () => {
    const { handlers, lines } = contractorsDb();
    const form = new FormData();
    form.append("name", "Óleo");
    form.append("sheet", new File(["x"], "ficha.pdf"));
    const created = await ask(handlers, "/contractors/c-1/lines", { method: "POST", body: form });
    expect(created).toEqual({
      status: 201,
      body: expect.objectContaining({ uuid: "lines-1", sheet: expect.stringMatching(/^file:/) }),
    });
    const edit = new FormData();
    edit.append("sheet", "");
    await ask(handlers, "/contractors/c-1/lines/lines-1", { method: "PUT", body: edit });
    expect(lines["c-1"]?.[0]).toMatchObject({ name: "Óleo", sheet: null, sheet_display_name: null });
  });
});
