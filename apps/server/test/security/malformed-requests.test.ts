import { beforeAll, describe, expect, it } from "vitest";
import { call, providerFields, providersApp, type Setup } from "../providers/support";
import { useTestDatabase } from "../support/database";

const NOT_UUID = "000000000000000000000000000000000000";

// Issue 10, finding 7: requests that answered 500.
describe("malformed requests", () => {
  const database = useTestDatabase();
  let s: Setup;
  let providerId: string;

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    expect(created.status).toBe(201);
    providerId = created.body.provider.uuid_provider;
  }, 60_000);

  const expectRepeated = (answer: { status: number; body: { code?: string; message?: string } }) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "REPEATED_PARAMETER",
      message: expect.stringMatching(/mais de uma vez/),
    });
  };

  it("answers a repeated query key with 400, signed in or not", async () => {
    expectRepeated(await call(s.app, "GET", "/providers?type=a&type=b", s.token));
    for (const url of ["/users/password/check?id=1&token=a&token=b", "/sso/callback?state=a&state=b"]) {
      const answer = await s.app.inject({ url: `/api/v1${url}` });
      expectRepeated({ status: answer.statusCode, body: answer.json() });
    }
  });

  it("answers 404 to every id that is not a UUID, 36 characters long or not", async () => {
    for (const url of [
      `/files/${NOT_UUID}`,
      `/providers/${NOT_UUID}`,
      `/providers/${providerId}/certificates/${NOT_UUID}`,
      `/providers/${providerId}/employees/------------------------------------`,
      "/files/not-a-uuid",
    ]) {
      const answer = await call(s.app, "GET", url, s.token);
      expect(answer.status, url).toBe(404);
      expect(answer.body.message, url).toMatch(/não encontrad/);
    }
  });

  it("answers a malformed multipart body with 400 and a pt-BR message", async () => {
    const bodies = [
      '--x\r\nContent-Disposition: form-data; name="provider[alias]"\r\n\r\nsem fim',
      "nada de multipart",
    ];
    for (const payload of bodies) {
      const answer = await s.app.inject({
        method: "POST",
        url: "/api/v1/providers",
        headers: { authorization: `Bearer ${s.token}`, "content-type": "multipart/form-data; boundary=x" },
        payload,
      });
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json(), payload).toEqual({
        message: "O formulário enviado está malformado. Tente enviar novamente.",
        code: "MALFORMED_MULTIPART",
      });
    }
  });
});
