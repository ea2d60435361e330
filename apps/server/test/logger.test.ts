import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggerOptions, RequestLog, redactUrl } from "../src/logger";

describe("request log redaction", () => {
  it("hides single-use tokens in sign-in paths", () => {
    const token = "3q2-7wEjZz_k1vQpL0s9aB4cD5eF6gH7";
    expect(redactUrl(`/api/v1/logar_by_micro_service/${token}`)).toBe("/api/v1/logar_by_micro_service/***");
    expect(redactUrl(`/login/recriar-senha/42/${token}/senha-forte`)).toBe(
      "/login/recriar-senha/42/***/senha-forte",
    );
  });

  it("hides secret query values and keeps the others", () => {
    expect(redactUrl("/api/v1/sso/callback?code=abc&state=def&page=2")).toBe(
      "/api/v1/sso/callback?code=***&state=***&page=2",
    );
  });

  it("keeps ordinary paths and record UUIDs readable", () => {
    expect(redactUrl("/api/v1/providers?page=1&per_page=10")).toBe("/api/v1/providers?page=1&per_page=10");
    expect(redactUrl("/api/v1/companies/0b8f3c1e-6a51-4c57-9d1e-2f0f6f1f2a3b")).toBe(
      "/api/v1/companies/0b8f3c1e-6a51-4c57-9d1e-2f0f6f1f2a3b",
    );
  });

  it("is the request serializer of the production logger", async () => {
    const options = (await loggerOptions({ env: "production", logLevel: "info" })) as {
      level: string;
      serializers: { req: (request: unknown) => { url: string } };
    };
    expect(options.level).toBe("info");
    const token = "x".repeat(32);
    expect(
      options.serializers.req({
        method: "GET",
        url: `/api/v1/logar_by_micro_service/${token}`,
        ip: "10.0.0.1",
      }),
    ).toEqual({ method: "GET", url: "/api/v1/logar_by_micro_service/***", remoteAddress: "10.0.0.1" });
  });
});

describe("log format by NODE_ENV", () => {
  it("writes JSON lines at info in production, with redacted request urls", async () => {
    const options = (await loggerOptions({ env: "production", logLevel: "info" })) as Record<string, unknown>;
    expect(options).not.toHaveProperty("stream");
    expect(options).not.toHaveProperty("transport");
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { ...options, stream: sink } });
    app.get("/api/v1/logar_by_micro_service/:token", async () => ({ ok: true }));
    app.log.debug("not at info");
    await app.inject({ method: "GET", url: `/api/v1/logar_by_micro_service/${"y".repeat(32)}` });
    await app.close();
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } },
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.level >= 30)).toBe(true);
    expect(entries.find((entry) => entry.req)?.req?.url).toBe("/api/v1/logar_by_micro_service/***");
  });

  it("writes one line per request, when it is answered", async () => {
    const options = (await loggerOptions({ env: "production", logLevel: "info" })) as Record<string, unknown>;
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { ...options, stream: sink }, logController: new RequestLog() });
    app.get("/api/v1/logar_by_micro_service/:token", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: `/api/v1/logar_by_micro_service/${"y".repeat(32)}` });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(entries).toEqual([
      expect.objectContaining({
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", url: "/api/v1/logar_by_micro_service/***" }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("keeps pretty lines in development", async () => {
    const options = (await loggerOptions({ env: "development", logLevel: "info" })) as Record<
      string,
      unknown
    >;
    expect(options.stream).toBeDefined();
  });
});
