import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, PDF, providerFields, providersApp, type Setup } from "./support";

const PAST = "O campo Data de alerta não pode ser uma data passada.";

// A licence's alert date: the wizard refused one in the past or after the expiration, the edit form and
// its endpoints took both. Now the same rules everywhere, except that a stored licence whose alert date
// has since passed can still be saved with that date unchanged.
describe("a licence's alert date", () => {
  const database = useTestDatabase();
  let s: Setup;
  let provider: string;
  let licenseType: string;
  let uuid: string;

  const fields = (extra: Record<string, string> = {}) => ({
    uuid_license_type: licenseType,
    name: "LO Fepam",
    code: "7788",
    emission: "2020-03-01",
    expiration: "2099-06-01",
    ...extra,
  });

  beforeAll(async () => {
    s = await providersApp(database.db);
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    provider = created.body.provider.uuid_provider;
    licenseType = (await call(s.app, "GET", "/licenses/types", s.token)).body[0].uuid_license_type;
    const licence = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, [
      ...Object.entries(fields({ alert_date: "2099-05-01" })),
      ["file", { file: PDF, name: "lo.pdf", type: "application/pdf" }],
    ]);
    expect(licence.status, JSON.stringify(licence.body)).toBe(201);
    uuid = licence.body.uuid_license;
    // Saved when it was still ahead; the day has passed since.
    await database.db.query("update provider_licenses set alert_date = '2021-01-10' where uuid::text = $1", [
      uuid,
    ]);
  }, 60_000);

  const put = (body: Record<string, string>) =>
    call(s.app, "PUT", `/providers/${provider}/licenses/${uuid}`, s.token, body);

  it("refuses a new licence alerted in the past or after its expiration", async () => {
    for (const [alert_date, message] of [
      ["2021-01-10", PAST],
      ["2099-06-02", "O campo Data de alerta deve ser uma data igual ou anterior a 01/06/2099."],
    ] as const) {
      const refused = await call(s.app, "POST", `/providers/${provider}/licenses`, s.token, [
        ...Object.entries(fields({ code: "9900", alert_date })),
        ["file", { file: PDF, name: "lo.pdf", type: "application/pdf" }],
      ]);
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual({ alert_date: message });
    }
  });

  it("saves a stored licence again with its past alert date unchanged", async () => {
    const saved = await put(fields({ name: "LO Fepam renovada", alert_date: "2021-01-10" }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ name: "LO Fepam renovada", alert_date: "2021-01-10" });
  });

  it("refuses the alert date changed to another past day, whatever saved date the client claims", async () => {
    const changed = await put(fields({ alert_date: "2021-02-10" }));
    expect(changed.status).toBe(422);
    expect(changed.body.fields).toEqual({ alert_date: PAST });
    const claimed = await put(fields({ alert_date: "2021-02-10", saved_alert_date: "2021-02-10" }));
    expect(claimed.status).toBe(422);
    expect(claimed.body.fields).toEqual({ alert_date: PAST });
  });

  it("refuses an alert date after the expiration", async () => {
    const late = await put(fields({ alert_date: "2099-06-02" }));
    expect(late.status).toBe(422);
    expect(late.body.fields).toEqual({
      alert_date: "O campo Data de alerta deve ser uma data igual ou anterior a 01/06/2099.",
    });
    const ahead = await put(fields({ alert_date: "2099-05-20" }));
    expect(ahead.status, JSON.stringify(ahead.body)).toBe(200);
  });
});
