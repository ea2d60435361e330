import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_COMPANY, DEMO_CREDENTIALS, seedDemo } from "../src/seed/demo";
import { demoOutputs } from "../src/seed/outputs";
import { createLocalStorage } from "../src/storage/storage";
import { call } from "./providers/support";
import { tempDir } from "./support/app";
import { useTestDatabase } from "./support/database";
import { useSeededDemo } from "./support/seeded-demo";

type Event = { action: string; at: string; user: string | null; detail: Record<string, unknown> };
type Output = {
  uuid_output: string;
  status: string;
  document_type: string;
  mtr_option: string;
  mtr_number: string | null;
  cdf_number: string | null;
  verification_code: string | null;
  public_status: string | null;
  cancel_justification: string | null;
  created_at: string;
  events: Event[];
};

/** Brasília's calendar day of an instant. */
const day = (at: string | Date) =>
  new Date(new Date(at).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

describe("demo seed: the demo company's output documents", () => {
  // Seeded twice (useSeededDemo): the second run must add nothing.
  const demo = useSeededDemo("seed-outputs");

  const documents = async () => {
    const { rows } = await demo.db.query<{ uuid: string }>(
      `select o.uuid::text from outputs o join companies c on c.id = o.company_id
        where c.cnpj = $1 order by o.created_at, o.id`,
      [DEMO_COMPANY.cnpj],
    );
    const read = async (uuid: string) =>
      (await call(demo.setup.app, "GET", `/outputs/${uuid}`, demo.token)).body as Output;
    return Promise.all(rows.map((row) => read(row.uuid)));
  };

  it("issues six documents through the lifecycle, once: issued, received with a divergence, closed with a CDF, cancelled, a nota fiscal", async () => {
    const outputs = await documents();
    expect(outputs.map((o) => [o.status, o.document_type, o.mtr_option])).toEqual([
      ["closed", "romaneio", "only_pv"],
      ["closed", "romaneio", "only_pv"],
      ["cancelled", "romaneio", "only_pv"],
      ["received", "romaneio", "only_pv"],
      ["issued", "nfe", "only_pv"],
      ["issued", "romaneio", "only_pv"],
    ]);
    // Numbered by the domain, in the order they were issued.
    const sequences = outputs.map((o) => Number(o.mtr_number!.split("/")[1]));
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(outputs.map((o) => o.verification_code)).size).toBe(6);
    expect(outputs.filter((o) => o.cdf_number).map((o) => o.cdf_number)).toHaveLength(2);

    // Each document's timeline, step by step, each on its own (earlier) day.
    expect(outputs.map((o) => o.events.map((e) => e.action))).toEqual([
      ["issued", "received", "closed"],
      ["issued", "received", "closed"],
      ["issued", "cancelled"],
      ["issued", "received"],
      ["issued"],
      ["issued"],
    ]);
    for (const output of outputs) {
      const times = output.events.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Date.parse(output.events[0]!.at)).toBe(Date.parse(output.created_at));
      expect(day(output.created_at) < day(new Date())).toBe(true);
    }
    const received = outputs[3]!.events[1]!;
    expect(received.user).toBe("Otávio Operador");
    expect(received.detail.divergences).toEqual([{ residue: "Papelão", sent: 2.5, received: 2.36 }]);
    expect(outputs[2]!.cancel_justification).toMatch(/^Coleta remarcada pelo transportador/);
    expect(outputs[2]!.events[1]!.detail).toEqual({ justification: outputs[2]!.cancel_justification });

    // Nothing for SINIR: platform-only MTRs queue no send.
    expect(outputs.every((o) => o.public_status === null)).toBe(true);
    const jobs = await demo.db.query("select 1 from jobs");
    expect(jobs.rows).toHaveLength(0);
  });

  it("leaves a company that has documents as it is on a later run", async () => {
    const before = (await documents()).length;
    expect(before).toBe(6);
    await seedDemo(demo.db, { storage: createLocalStorage(tempDir("seed-outputs-again")) });
    expect((await documents()).length).toBe(before);
  });

  it("gives every document its PDFs and its public verification page", async () => {
    const outputs = await documents();
    for (const output of outputs) {
      const mtr = await call(demo.setup.app, "GET", `/outputs/${output.uuid_output}/mtr.pdf`, demo.token);
      expect(mtr.status).toBe(200);
      const page = await demo.setup.app.inject({
        method: "GET",
        url: `/api/v1/public/mtr/${output.verification_code}`,
      });
      expect(page.statusCode).toBe(200);
    }
    const closed = outputs.find((o) => o.status === "closed")!;
    const cdf = await call(demo.setup.app, "GET", `/outputs/${closed.uuid_output}/cdf.pdf`, demo.token);
    expect(cdf.status).toBe(200);
    const nfe = outputs.find((o) => o.document_type === "nfe")!;
    expect(nfe).toMatchObject({ nfe_number: "4821", nfe_xml: expect.stringMatching(/^\/api\/v1\/files\//) });
  });

  it("fills this month's list, the dashboard's figures and the last semester's DMR", async () => {
    const today = day(new Date());
    const monthStart = `${today.slice(0, 8)}01`;
    const list = await call(
      demo.setup.app,
      "GET",
      `/outputs?created_from=${monthStart}&created_to=${today}&per_page=100`,
      demo.token,
    );
    // On a month's first day the recent documents are last month's (never today's).
    expect(list.body.total).toBe(today === monthStart ? 0 : 5);
    const indicators = await call(demo.setup.app, "GET", "/outputs/indicators", demo.token);
    // One closure six months back, one closure and the cancellation within this month (last month's on its first day).
    expect(indicators.body).toMatchObject({
      awaiting_receipt: 2,
      closed_this_month: today === monthStart ? 0 : 1,
      cancelled_this_month: today === monthStart ? 0 : 1,
    });

    const [year, month] = today.split("-").map(Number) as [number, number];
    const semester =
      month <= 6 ? [`${year - 1}-07-01`, `${year - 1}-12-31`] : [`${year}-01-01`, `${year}-06-30`];
    const dmr = await call(
      demo.setup.app,
      "GET",
      `/outputs/dmr?from=${semester[0]}&to=${semester[1]}`,
      demo.token,
    );
    expect(dmr.status).toBe(200);
    expect(dmr.body.totals).toEqual({
      sent_tons: 3.8,
      received_tons: 3.8,
      mtrs: 1,
      received_mtrs: 1,
      cdfs: 1,
    });
  });
});

describe("demo seed: output documents the company's data no longer allows", () => {
  const database = useTestDatabase();

  it("issues none and seeds the rest, leaving nothing of them behind", async () => {
    const dir = tempDir("seed-outputs-refused");
    const storage = createLocalStorage(dir);
    const blobs = () => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    await seedDemo(database.db, { storage });
    // The documents gone (a company that never had them), and the negotiated recipient no longer one:
    // the outputs' rules refuse the first document ('Selecione um destinatário ativo cadastrado.').
    await database.db.query(
      `delete from outputs o using companies c where c.id = o.company_id and c.cnpj = $1`,
      [DEMO_COMPANY.cnpj],
    );
    await database.db.query(
      `delete from provider_type_links t using residue_negotiations n, companies c
        where t.provider_id = n.recipient_id and t.type_code = 'recipient' and n.company_id = c.id and c.cnpj = $1`,
      [DEMO_COMPANY.cnpj],
    );
    const before = blobs().length;
    await database.db.query("update users set failed_attempts = 3 where email = $1", [
      DEMO_CREDENTIALS.email,
    ]);

    expect(await seedDemo(database.db, { storage })).toMatchObject({ outputsIssued: 0 });
    const { rows } = await database.db.query<{ outputs: number; pending: number; attempts: number }>(
      `select (select count(*)::int from outputs) as outputs, (select count(*)::int from pending_uploads) as pending,
              (select failed_attempts from users where email = $1) as attempts`,
      [DEMO_CREDENTIALS.email],
    );
    // The rest of the seed committed (the demo user unlocked), no document, no file of theirs stored.
    expect(rows[0]).toEqual({ outputs: 0, pending: 0, attempts: 0 });
    expect(blobs()).toHaveLength(before);
  });
});

describe("demo seed: the output documents' days", () => {
  const at = (iso: string) => new Date(`${iso}-03:00`);
  const days = (now: Date) =>
    demoOutputs(now).map((o) => [o.issued.day, ...o.steps.map((s) => s.at.day)] as string[]);

  it.each([
    ["mid-month", "2026-11-28T08:00:00", "2026-11-01", "2026-05-28"],
    ["a month's second day", "2026-12-02T00:30:00", "2026-12-01", "2026-06-02"],
    ["a short month's end", "2026-08-31T12:00:00", "2026-08-01", "2026-02-28"],
    ["January", "2027-01-20T18:00:00", "2027-01-01", "2026-07-20"],
  ])(
    "on %s: this month's days before today, the first in the last full semester",
    (_, now, monthStart, semester) => {
      const [first, ...recent] = days(at(now));
      const today = now.slice(0, 10);
      expect(first![0]).toBe(semester);
      for (const steps of recent) {
        for (const d of steps) {
          expect(d >= monthStart && d < today, d).toBe(true);
        }
        expect(steps).toEqual([...steps].sort());
      }
    },
  );

  it("keeps them in the last month on a month's first day, never today", () => {
    for (const steps of days(at("2026-12-01T09:00:00")).slice(1)) {
      for (const d of steps) expect(d >= "2026-11-13" && d < "2026-12-01", d).toBe(true);
    }
  });
});
