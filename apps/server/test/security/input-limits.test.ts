import { beforeAll, describe, expect, it, vi } from "vitest";
import * as body from "../../src/http/body";
import { call, providerFields, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

// Issue 10, finding 2: one small request may not freeze the server.
describe("requests with huge lists", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db);
  }, 60_000);

  it("refuses 40,000 employees in a JSON body with one message on the list", async () => {
    const answer = await call(s.app, "POST", "/providers", s.token, {
      employee: Array.from({ length: 40_000 }, () => ({})),
    });
    expect(answer.status).toBe(422);
    // A single message: the 40,000 items were never validated one by one.
    expect(answer.body.fields.employee).toBe("O campo Colaboradores deve ter no máximo 100 itens.");
    expect(Object.keys(answer.body.fields).filter((key) => key.startsWith("employee."))).toEqual([]);
  });

  it("refuses an index past the cap in a multipart name before building the list", async () => {
    const answer = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({}, [["responsible[100000][name]", "x"]]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe("LIST_TOO_LONG");
    expect(answer.body.fields).toEqual({ responsible: expect.stringMatching(/no máximo 100 itens/) });
  });

  it("refuses more responsibles than the spec has", async () => {
    const answer = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({}, [["responsible[5][name]", "x"]]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.fields).toEqual({ responsible: "O campo Responsáveis deve ter no máximo 2 itens." });
  });

  it("refuses a JSON body over the size limit before parsing it", async () => {
    const parse = vi.spyOn(body, "parseWith");
    const answer = await call(s.app, "POST", "/providers", s.token, {
      provider: { alias: "x".repeat(600_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: "BODY_TOO_LARGE", message: expect.stringMatching(/grande/) });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
