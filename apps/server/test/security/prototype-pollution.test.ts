import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, providerFields, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const JUSTIFICATION = "Injetada pelo atacante para todas as empresas";

// Issue 10, finding 1: bracketed multipart names must never reach Object.prototype.
describe("a multipart body naming prototype keys", () => {
  const database = useTestDatabase();
  let s: Setup;
  let providerId: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(s.app, "POST", "/providers", s.otherToken, providerFields());
    expect(created.status).toBe(201);
    providerId = created.body.provider.uuid_provider;
  }, 60_000);

  afterAll(() => {
    // Should the test fail, keep the pollution from leaking into the rest of the worker.
    for (const key of ["justification", "validation", "polluted"]) {
      delete (Object.prototype as Record<string, unknown>)[key];
    }
  });

  it("changes nothing outside the request, so a later empty inactivation still answers 422", async () => {
    const names = [
      "__proto__[justification]",
      "__proto__[validation]",
      "provider[__proto__][polluted]",
      "constructor[prototype][justification]",
      "company[constructor][prototype][polluted]",
      "responsible[0][__proto__][polluted]",
      "prototype[justification]",
    ];
    for (const name of names) {
      const answer = await call(
        s.app,
        "POST",
        "/providers",
        s.token,
        providerFields({}, [[name, JUSTIFICATION]]),
      );
      expect(answer.status, name).toBeLessThan(500);
    }

    expect(({} as Record<string, unknown>).justification).toBeUndefined();
    expect(({} as Record<string, unknown>).validation).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const inactivation = await call(s.app, "DELETE", `/providers/${providerId}`, s.otherToken, {});
    expect(inactivation.status).toBe(422);
    expect(inactivation.body.fields.justification).toBe(
      "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.",
    );
  });
});
