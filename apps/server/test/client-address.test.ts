import { describe, expect, it } from "vitest";
import { testApp, testConfig } from "./support/app";
import { useTestDatabase } from "./support/database";

const test = useTestDatabase();

async function clientIp(env: Record<string, string>) {
  const app = await testApp(test.db, testConfig(env));
  app.get("/api/v1/test/ip", async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: "/api/v1/test/ip",
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": "203.0.113.9" },
  });
  await app.close();
  return response.json().ip;
}

describe("client address", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted, so a client cannot choose its IP", async () => {
    expect(await clientIp({})).toBe("127.0.0.1");
  });

  it("reads X-Forwarded-For from a trusted proxy", async () => {
    expect(await clientIp({ TRUST_PROXY: "127.0.0.1" })).toBe("203.0.113.9");
    expect(await clientIp({ TRUST_PROXY: "10.0.0.1" })).toBe("127.0.0.1");
  });
});
