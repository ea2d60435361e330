import { describe, expect, it } from "vitest";
import { version } from "../src/version";
import { testApp } from "./support/app";
import { createTestDatabase, useTestDatabase } from "./support/database";

const test = useTestDatabase();

describe("GET /api/v1/health", () => {
  it("answers ok with the database up on a freshly migrated database", async () => {
    const app = await testApp(test.db);
    const response = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up", version });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    await app.close();
  });

  it("answers 503 with the database down when the database is closed", async () => {
    const broken = await createTestDatabase({ migrated: false });
    const app = await testApp(broken.db);
    await broken.db.close();
    const response = await app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "error", database: "down" });
    await app.close();
    await broken.dispose();
  });
});
