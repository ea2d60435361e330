import { describe, expect, it } from "vitest";
import { csvCell, DMR_CSV_TRUNCATED, dmrCsv } from "../../src/outputs/dmr";
import { call } from "../providers/support";
import { useOutputDocuments } from "./support";

// The demo company's providers, residues and negotiations (seed) issue the MTRs the DMR sums.
const { demo, issue, post, renameParties, printedNames } = useOutputDocuments("dmr");

/** Brasília's today, the day the MTRs issued here are counted on. */
async function today() {
  const { rows } = await demo.db.query<{ day: string }>(
    "select ((now() at time zone 'America/Sao_Paulo')::date)::text as day",
  );
  return rows[0]!.day;
}

describe("the DMR", () => {
  it("sums the period's MTRs per residue, destination, transporter and treatment, cancelled ones and documents without MTR left out", async () => {
    const received = await issue();
    const pending = await issue();
    const cancelled = await issue();
    await issue({ fields: { mtr_option: "none" } });
    const day = await today();
    const receipt = await post(`/outputs/${received.uuid_output}/receipt`, {
      received_at: day,
      receiver_name: "Carlos Balança",
      lines: received.residues.map((line: { uuid: string }, i: number) => ({
        uuid: line.uuid,
        received_quantity: i === 0 ? 2.4 : 0.8,
      })),
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect((await post(`/outputs/${received.uuid_output}/cdf`, { treatment: "Reciclagem" })).status).toBe(
      200,
    );
    const cancel = await post(`/outputs/${cancelled.uuid_output}/cancellation`, {
      justification: "Emitido por engano, o caminhão não saiu da unidade.",
    });
    expect(cancel.status).toBe(200);
    expect(pending.uuid_output).toBeTruthy();

    const answer = await call(demo.setup.app, "GET", `/outputs/dmr?from=${day}&to=${day}`, demo.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { groups, totals, truncated } = answer.body;
    expect(truncated).toBe(false);
    expect(totals).toEqual({ sent_tons: 6.6, received_tons: 3.2, mtrs: 2, received_mtrs: 1, cdfs: 1 });
    const paper = groups.filter((g: { residue: { name: string } }) => g.residue.name === "Papelão");
    expect(paper).toEqual([
      expect.objectContaining({
        treatment: null,
        sent_tons: 2.5,
        received_tons: null,
        mtrs: 1,
        received_mtrs: 0,
        cdfs: 0,
      }),
      expect.objectContaining({
        treatment: "Reciclagem",
        sent_tons: 2.5,
        received_tons: 2.4,
        mtrs: 1,
        received_mtrs: 1,
        cdfs: 1,
      }),
    ]);
    expect(paper[0].residue).toEqual({
      name: "Papelão",
      ibama_code: "15 01 01",
      class: expect.stringMatching(/^Classe II/),
    });
    expect(paper[0].destination).toEqual({
      name: expect.any(String),
      document: expect.stringMatching(/^\d+$/),
    });
    expect(paper[0].transporter.name).toEqual(expect.any(String));
    expect(groups).toHaveLength(4);

    const before = await call(
      demo.setup.app,
      "GET",
      "/outputs/dmr?from=2020-01-01&to=2020-12-31",
      demo.token,
    );
    expect(before.body).toMatchObject({ groups: [], totals: { mtrs: 0, sent_tons: 0, received_tons: null } });

    const csv = await call(demo.setup.app, "GET", `/outputs/dmr.csv?from=${day}&to=${day}`, demo.token);
    expect(csv.status).toBe(200);
    expect(csv.response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.response.headers["content-disposition"]).toBe(`attachment; filename="dmr-${day}-${day}.csv"`);
    const text = csv.response.rawPayload.toString("utf8");
    expect(text.startsWith("\uFEFFResíduo;Código IBAMA;Classe (NBR 10004);Destinador;")).toBe(true);
    const rows = text.slice(1).trimEnd().split("\r\n");
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.startsWith("Papelão;") && row.includes(";Reciclagem;"))).toMatch(
      /;2,500;2,400;1;1;1$/,
    );
    expect(rows.at(-1)).toBe("Total;;;;;;;;6,600;3,200;2;1;1");
    expect(rows[1]).toMatch(/;\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2};/);
  });

  it("shows another company nothing of the company's MTRs", async () => {
    await issue();
    const day = await today();
    const other = await call(
      demo.setup.app,
      "GET",
      `/outputs/dmr?from=${day}&to=${day}`,
      demo.setup.otherToken,
    );
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ groups: [], totals: { mtrs: 0, sent_tons: 0 } });
    const csv = await call(
      demo.setup.app,
      "GET",
      `/outputs/dmr.csv?from=${day}&to=${day}`,
      demo.setup.otherToken,
    );
    expect(csv.response.rawPayload.toString("utf8")).not.toContain("Papelão");
    const anonymous = await demo.setup.app.inject({
      method: "GET",
      url: `/api/v1/outputs/dmr?from=${day}&to=${day}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [
      "",
      {
        from: "Informe a data inicial do período (yyyy-MM-dd).",
        to: "Informe a data final do período (yyyy-MM-dd).",
      },
    ],
    ["?from=2026-01-01", { to: "Informe a data final do período (yyyy-MM-dd)." }],
    ["?from=2026-02-30&to=2026-03-01", { from: "O campo from deve ser uma data no formato yyyy-MM-dd." }],
    ["?from=01/01/2026&to=2026-03-01", { from: "O campo from deve ser uma data no formato yyyy-MM-dd." }],
    ["?from=2026-03-01&to=2026-02-28", { to: "A data final do período não pode ser anterior à inicial." }],
    ["?from=2025-01-01&to=2026-01-03", { to: "O período da DMR pode ter no máximo um ano." }],
  ])("refuses the period %s with a 422 on its fields", async (query, fields) => {
    for (const path of ["/outputs/dmr", "/outputs/dmr.csv"]) {
      const answer = await call(demo.setup.app, "GET", `${path}${query}`, demo.token);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: "VALIDATION_FAILED", fields });
    }
  });

  it("takes a year and a day at most", async () => {
    const answer = await call(
      demo.setup.app,
      "GET",
      "/outputs/dmr?from=2025-01-01&to=2026-01-02",
      demo.token,
    );
    expect(answer.status).toBe(200);
  });

  it("quotes CSV cells (RFC 4180) and defuses formulas", () => {
    expect(csvCell("Papelão")).toBe("Papelão");
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell("linha\nquebrada")).toBe('"linha\nquebrada"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    for (const start of ["+", "-", "@"]) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("says at the end of the CSV when the groups were cut, and only then", () => {
    const zero = { sent_tons: 0, received_tons: null, mtrs: 0, received_mtrs: 0, cdfs: 0 };
    const dmr = { from: "2026-01-01", to: "2026-06-30", groups: [], totals: zero, truncated: false };
    const lastLine = (text: string) => text.trimEnd().split("\r\n").at(-1);
    expect(lastLine(dmrCsv(dmr))).toMatch(/^Total;/);
    expect(lastLine(dmrCsv({ ...dmr, truncated: true }))).toBe(csvCell(DMR_CSV_TRUNCATED));
  });
});

// Last in the file: it renames the parties every MTR here names.
describe("the DMR after an MTR's parties are renamed", () => {
  type Group = {
    residue: { name: string };
    destination: { name: string; document: string | null };
    transporter: { name: string; document: string | null };
    mtrs: number;
  };

  it("groups and names each MTR's parties as it was issued", { timeout: 60_000 }, async () => {
    const before = await issue();
    const issued = await printedNames(before.uuid_output);
    await renameParties(before.uuid_output, "DMR");
    await issue();
    // Issued before the fixed copy existed: read from the records as its PDF prints them (the legal name).
    const legacy = await issue();
    await demo.db.query("update outputs set printed = null where uuid = $1", [legacy.uuid_output]);

    const day = await today();
    const answer = await call(demo.setup.app, "GET", `/outputs/dmr?from=${day}&to=${day}`, demo.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const paper = (answer.body.groups as Group[]).filter((g) => g.residue.name === "Papelão");
    const named = (name: string) => paper.filter((g) => g.destination.name === name);

    // The MTRs issued before the renaming keep the names they were issued with (a group per treatment).
    const kept = named(issued.recipient);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    for (const group of kept) expect(group.transporter.name).toBe(issued.transporter);
    // The one issued after it and the one without a copy carry the new legal name, with the same document.
    expect(named("Razão trocada DMR Ltda.")).toEqual([
      expect.objectContaining({
        destination: {
          name: "Razão trocada DMR Ltda.",
          document: kept[0]!.destination.document,
        },
        transporter: expect.objectContaining({ name: "Razão trocada DMR Ltda." }),
        mtrs: 2,
      }),
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/Fantasia trocada/);

    const csv = await call(demo.setup.app, "GET", `/outputs/dmr.csv?from=${day}&to=${day}`, demo.token);
    const text = csv.response.rawPayload.toString("utf8");
    expect(text).toContain(`;${issued.recipient};`);
    expect(text).not.toContain("Fantasia trocada");
  });
  it("names each MTR's residues as it was issued: a residue renamed later keeps its earlier MTRs' name", async () => {
    const before = await issue();
    const line = before.residues[0] as { residue: string };
    const residue = (await call(demo.setup.app, "GET", `/residues/${line.residue}`, demo.token)).body;
    const issuedName = residue.name as string;
    const renamedTo = `${issuedName} renomeado na DMR`;
    const rename = (name: string) =>
      call(demo.setup.app, "PUT", `/residues/${line.residue}`, demo.token, { ...residue, name });
    try {
      expect((await rename(renamedTo)).status).toBe(200);
      const after = await issue();
      expect((after.residues[0] as { residue: string }).residue).toBe(line.residue);

      const day = await today();
      const answer = await call(demo.setup.app, "GET", `/outputs/dmr?from=${day}&to=${day}`, demo.token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const mtrsNamed = (name: string) =>
        (answer.body.groups as Group[])
          .filter((g) => g.residue.name === name)
          .reduce((sum, g) => sum + g.mtrs, 0);
      // MTRs without a fixed copy of their lines (the test above made one) read the record, as their PDFs.
      const { rows } = await demo.db.query<{ legacy: number }>(
        `select count(distinct o.id)::int as legacy from outputs o join output_residues x on x.output_id = o.id
          where x.residue_id = (select id from residues where uuid = $1) and o.printed is null
            and o.mtr_number is not null and o.status <> 'cancelled'`,
        [line.residue],
      );
      // Besides those, only the MTR issued after the renaming carries the new name; the earlier ones
      // (this test's and every other MTR of the day with that residue) keep the name they were issued with.
      expect(mtrsNamed(renamedTo)).toBe(1 + rows[0]!.legacy);
      expect(mtrsNamed(issuedName)).toBeGreaterThanOrEqual(1);
    } finally {
      expect((await rename(issuedName)).status).toBe(200);
    }
  });
});
