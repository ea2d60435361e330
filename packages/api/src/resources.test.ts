import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClients } from "./clients";
import { toApiError } from "./errors";
import { atParent, nestedResourceApi, resourceApi } from "./resources";
import { captureFetch, entries, fakeXhr } from "./test-support";

type Contractor = { uuid: string; name: string; deleted_at?: string | null };
type Residue = { uuid: string; name: string; sheet?: Blob | string | null; kind?: string };

afterEach(() => vi.unstubAllGlobals());

describe("resourceApi", () => {
  const http = createApiClients({ baseUrl: "http://api/api/v1" }).providers;
  const contractors = resourceApi<Contractor>(http, "/contractors");

  describe("listing", () => {
    it("sends page, per_page, active, search and sort, and answers { data, total }", async () => {
      const calls = captureFetch({ data: [{ uuid: "c-1", name: "Sul" }], total: 1 });
      const page = await contractors.list({
        page: 2,
        perPage: 30,
        active: true,
        search: "sul",
        sort: "-name",
      });
      expect(calls[0]?.url).toBe(
        "http://api/api/v1/contractors?page=2&per_page=30&active=true&search=sul&sort=-name",
      );
      expect(page).toEqual({ data: [{ uuid: "c-1", name: "Sul" }], total: 1 });
    });

    it("keeps a trailing slash of the base for the list only", async () => {
      const calls = captureFetch({ uuid: "c 1" });
      const slashed = resourceApi<Contractor>(http, "/contractors/");
      await slashed.list({ page: 1, perPage: 10 });
      await slashed.get("c 1");
      expect(calls.map((c) => c.url)).toEqual([
        "http://api/api/v1/contractors/?page=1&per_page=10",
        "http://api/api/v1/contractors/c%201",
      ]);
    });
  });

  describe("one item", () => {
    it("reads an item bare or wrapped in { data }", async () => {
      captureFetch({ data: { uuid: "c-1", name: "Sul" } });
      await expect(contractors.get("c-1")).resolves.toEqual({ uuid: "c-1", name: "Sul" });
    });

    it("inactivates with DELETE and reactivates with POST …/reactivation, both carrying the justification", async () => {
      const calls = captureFetch({ uuid: "c-1", name: "Sul", deleted_at: null });
      const justification = "Justificativa com trinta caracteres ou mais";
      await contractors.inactivate("c-1", justification);
      await expect(contractors.reactivate("c-1", justification)).resolves.toMatchObject({ deleted_at: null });
      expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
        ["DELETE", "http://api/api/v1/contractors/c-1", JSON.stringify({ justification })],
        ["POST", "http://api/api/v1/contractors/c-1/reactivation", JSON.stringify({ justification })],
      ]);
    });

    it("sends an empty body when no justification is given (a resource that takes none: MTR templates)", async () => {
      const calls = captureFetch({ uuid: "c-1", name: "Sul", deleted_at: null });
      await contractors.inactivate("c-1");
      await contractors.reactivate("c-1");
      expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
        ["DELETE", "http://api/api/v1/contractors/c-1", "{}"],
        ["POST", "http://api/api/v1/contractors/c-1/reactivation", "{}"],
      ]);
    });

    it("reads the change history from …/changes", async () => {
      const calls = captureFetch({ updates: [], deletions: [] });
      await expect(contractors.changes("c-1")).resolves.toEqual({ updates: [], deletions: [] });
      expect(calls[0]?.url).toBe("http://api/api/v1/contractors/c-1/changes");
    });
  });

  describe("without file fields", () => {
    it("creates and updates as JSON, defaults filled in", async () => {
      const calls = captureFetch({ uuid: "c-1", name: "Sul" });
      const withKind = resourceApi<Residue>(http, "/residues", { defaults: { kind: "classe-1" } });
      await withKind.create({ name: "Óleo" });
      await withKind.update("r-1", { name: "Óleo", kind: "classe-2" });
      expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
        ["POST", "http://api/api/v1/residues", '{"name":"Óleo","kind":"classe-1"}'],
        ["PUT", "http://api/api/v1/residues/r-1", '{"name":"Óleo","kind":"classe-2"}'],
      ]);
    });

    it("names the version an update was made from (If-Match), and none without one", async () => {
      const calls = captureFetch({ uuid: "r-1" });
      const residues = resourceApi<Residue>(http, "/residues");
      await residues.update("r-1", { name: "Óleo" }, { version: "2026-11-28T09:01:02.123Z" });
      await residues.update("r-1", { name: "Óleo" });
      expect(calls[0]?.headers["if-match"]).toBe('"2026-11-28T09:01:02.123Z"');
      expect(calls[1]?.headers["if-match"]).toBeUndefined();
    });

    it("rejects like redaxios, so toApiError reads the status", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response(JSON.stringify({ message: "duplicado" }), { status: 409 })),
      );
      const error = await contractors.create({ name: "Sul" }).catch((reason: unknown) => toApiError(reason));
      expect(error).toMatchObject({ status: 409, message: "duplicado" });
    });
  });

  describe("with file fields", () => {
    const residues = resourceApi<Residue>(http, "/residues", { fileFields: ["sheet"] });

    it("sends multipart with progress and answers the item", async () => {
      const sent = fakeXhr({ status: 201, body: { data: { uuid: "r-1", name: "Óleo" } } });
      const sheet = new File(["x"], "ficha.pdf", { type: "application/pdf" });
      const progress: number[] = [];
      const created = await residues.create({ name: "Óleo", sheet }, { onProgress: (p) => progress.push(p) });
      expect(created).toEqual({ uuid: "r-1", name: "Óleo" });
      expect(progress).toEqual([0, 25, 100]);
      expect(sent[0]?.method).toBe("POST");
      expect(sent[0]?.url).toBe("http://api/api/v1/residues");
      expect(entries(sent[0]?.body as FormData)).toEqual([
        ["name", "Óleo"],
        ["sheet", "file"],
      ]);
    });

    it("names the version of a multipart update (If-Match)", async () => {
      const sent = fakeXhr({ status: 200, body: { uuid: "r-1" } });
      await residues.update("r-1", { name: "Óleo" }, { version: "2026-11-28T09:01:02.123Z" });
      expect(sent[0]?.headers["If-Match"]).toBe('"2026-11-28T09:01:02.123Z"');
    });

    it("leaves a kept stored file out and sends an emptied one empty", async () => {
      const sent = fakeXhr({ status: 200, body: { uuid: "r-1" } });
      await residues.update("r-1", { name: "Óleo", sheet: "/api/v1/files/ficha" });
      await residues.update("r-1", { name: "Óleo", sheet: "" });
      expect(entries(sent[0]?.body as FormData)).toEqual([["name", "Óleo"]]);
      expect(entries(sent[1]?.body as FormData)).toEqual([
        ["name", "Óleo"],
        ["sheet", ""],
      ]);
    });
  });
});

describe("nestedResourceApi", () => {
  it("takes the parent's id first on every call", async () => {
    const http = createApiClients({ baseUrl: "http://api/api/v1" }).providers;
    const lines = nestedResourceApi<Residue>(
      http,
      (output) => `/outputs/${encodeURIComponent(output)}/lines`,
    );
    const calls = captureFetch({ data: [], total: 0 });
    await lines.list("o 1", { page: 1, perPage: 10, active: false });
    await lines.changes("o 1", "l-2");
    expect(calls.map((c) => c.url)).toEqual([
      "http://api/api/v1/outputs/o%201/lines?page=1&per_page=10&active=false",
      "http://api/api/v1/outputs/o%201/lines/l-2/changes",
    ]);
  });
});

describe("atParent", () => {
  it("binds a nested collection to one parent", async () => {
    const http = createApiClients({ baseUrl: "http://api/api/v1" }).providers;
    const lines = atParent(
      nestedResourceApi<Residue>(http, (output) => `/outputs/${output}/lines`),
      "o-1",
    );
    const calls = captureFetch({});
    await lines.inactivate("l-2", "Justificativa com trinta caracteres ou mais");
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["DELETE", "http://api/api/v1/outputs/o-1/lines/l-2"],
    ]);
  });
});
