import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_NOT_BUILT } from "../src/static/portal";
import { tempDir, testApp, testConfig } from "./support/app";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();
const INDEX = "<!doctype html><title>Trilha portal</title>";

describe("with a built portal", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = tempDir("portal");
    writeFileSync(join(dist, "index.html"), INDEX);
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('portal')");
    app = await testApp(test.db, testConfig({ PORTAL_DIST: dist }));
  });
  afterAll(() => app.close());

  it("serves index.html at /", async () => {
    const response = await app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it("answers a page navigation to any portal route with index.html, uncached", async () => {
    for (const url of ["/login", "/prestadores/edicao/42", "/caminho/que/nao/existe?x=1"]) {
      const response = await app.inject({ url, headers: { accept: "text/html,application/xhtml+xml" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(INDEX);
    }
  });

  it("serves a page opened with a NUL in its query (the API refuses it in its calls, not the page)", async () => {
    const response = await app.inject({
      url: "/prestadores?search=a%00b",
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it("serves fingerprinted assets with a long cache", async () => {
    const response = await app.inject({ url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("console.log('portal')");
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("keeps a missing file a 404 instead of answering HTML", async () => {
    const response = await app.inject({ url: "/assets/missing.js", headers: { accept: "*/*" } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Recurso não encontrado." });
  });

  it("answers unknown API paths with a JSON 404, for any method and even when HTML is accepted", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/nao-existe"],
      ["POST", "/api/v1/nao-existe"],
      ["GET", "/api/v2/health"],
      ["DELETE", "/api"],
    ] as const) {
      const response = await app.inject({ method, url, headers: { accept: "text/html" } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Recurso não encontrado." });
    }
  });

  it("sends a page address with doubled slashes to its one spelling, instead of the static files' bare 403", async () => {
    for (const [url, location] of [
      ["//login", "/login"],
      ["/login//minha-senha/1/abc?x=1", "/login/minha-senha/1/abc?x=1"],
      ["/perfil-empresa//", "/perfil-empresa/"],
      ["///exemplo.com/login", "/exemplo.com/login"],
    ] as const) {
      const response = await app.inject({ url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(308);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it("never redirects to another host: the target starts with one slash and no backslash", async () => {
    for (const url of ["//\\exemplo.com/login", "///\\exemplo.com/login", "////exemplo.com/login"]) {
      const response = await app.inject({ url, headers: { accept: "text/html" } });
      const location = response.headers.location;
      if (location !== undefined) expect(String(location), url).toMatch(/^\/(?![/\\])/);
    }
  });

  it("answers a page navigation with a segment longer than any file name (a mangled link) with the portal", async () => {
    const response = await app.inject({
      url: `/login/recriar-senha/${"x".repeat(5000)}/token`,
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it("does not answer a non-GET page request with the portal", async () => {
    const response = await app.inject({ method: "POST", url: "/login", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(404);
  });
});

describe("without a built portal", () => {
  it("tells how to build it at /", async () => {
    const app = await testApp(test.db, testConfig({ PORTAL_DIST: tempDir("empty-portal") }));
    const response = await app.inject({ url: "/", headers: { accept: "text/html" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe(PORTAL_NOT_BUILT);
    expect(response.body).toContain("pnpm build:product");
    const api = await app.inject({ url: "/api/v1/health" });
    expect(api.statusCode).toBe(200);
    await app.close();
  });
});
