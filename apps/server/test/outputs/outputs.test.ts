import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSinirClient } from "../../src/integrations/mtr";
import { localClock } from "../../src/notifications";
import { accessKeyCheckDigit } from "../../src/outputs/nfe";
import { brazilYear } from "../../src/outputs/numbering";
import { SEND_QUEUE, sendHandler } from "../../src/outputs/send";
import { call } from "../providers/support";
import { drivenWorker } from "../support/jobs";
import { startMtrStandIn } from "../support/mtr-stand-in";
import { useOutputDocuments } from "./support";

// The demo company's providers, residues and negotiations (seed) are what a user issues MTRs with.
const { demo, options, outputBody, submit, issue, read, post, mtrText } = useOutputDocuments("outputs");

describe("output documents", () => {
  it("issues an MTR numbered per company and year, with the lines' negotiated values and its first step", async () => {
    // Brazil's year, as the numbering counts: a UTC machine's year turns at 21:00 on 31 December in
    // Brasília. Read on both sides of the issue, which may straddle midnight.
    const yearBefore = brazilYear(new Date());
    const output = await issue();
    const years = new Set([yearBefore, brazilYear(new Date())]);
    expect(output).toMatchObject({
      status: "issued",
      mtr_number: expect.stringMatching(new RegExp(`^(${[...years].join("|")})/\\d{6}$`)),
      vehicle_plate: "ABC1D23",
      vehicle_type_name: "Caminhão baú",
      public_status: null,
      events: [expect.objectContaining({ action: "issued", user: expect.any(String) })],
    });
    expect(output).not.toHaveProperty("destiny_id");
    expect(output.residues).toEqual([
      expect.objectContaining({ residue_name: "Papelão", quantity: 2.5, unit_value: 350, value_per: "ton" }),
      expect.objectContaining({ quantity: 0.8 }),
    ]);
    const next = await issue();
    const sequence = (number: string) => Number(number.split("/")[1]);
    expect(sequence(next.mtr_number)).toBe(sequence(output.mtr_number) + 1);
  });

  it("reads the quantities as the API client writes them (a JS number's text), not as pt-BR typing", async () => {
    // The portal reads what the user typed ("1.000" is a thousand, "1,234" a decimal) into a number; the
    // multipart body carries String(number), so "1.234" there is 1.234 t, never 1234.
    const output = await issue({ line: { packaging_quantity: "1000" } });
    expect(output.residues[0]).toMatchObject({ quantity: 2.5, packaging_quantity: 1000 });
    const body = (await outputBody()).map(([name, value]): [string, typeof value] =>
      name === "residues[0][quantity]"
        ? [name, "1.234"]
        : name === "residues[1][quantity]"
          ? [name, "1234.5"]
          : [name, value],
    );
    const created = await submit(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.residues).toEqual([
      expect.objectContaining({ quantity: 1.234 }),
      expect.objectContaining({ quantity: 1234.5 }),
    ]);
  });

  it("refuses another company's parties and a missing residue line, saving nothing", async () => {
    const before = await call(demo.setup.app, "GET", "/outputs?per_page=1", demo.token);
    const body = (await outputBody({ fields: { destiny: "00000000-0000-4000-8000-000000000000" } })).filter(
      ([name]) => !name.startsWith("residues[1]"),
    );
    const refused = await submit(body);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toMatchObject({ destiny: "Selecione um destinatário ativo cadastrado." });
    const after = await call(demo.setup.app, "GET", "/outputs?per_page=1", demo.token);
    expect(after.body.total).toBe(before.body.total);
  });

  it("refuses a transport cost the form would no longer offer (an applied template's ended negotiation)", async () => {
    const body = await outputBody();
    const cost = String(body.find(([name]) => name === "transport_cost")![1]);
    const period = `update residue_negotiations set starts_on = $2::date, ends_on = $3::date where uuid = $1::uuid`;
    const { rows } = await demo.db.query<{ starts_on: string; ends_on: string | null }>(
      "select starts_on::text, ends_on::text from residue_negotiations where uuid = $1::uuid",
      [cost],
    );
    await demo.db.query(period, [cost, "2020-01-01", "2020-01-31"]);
    try {
      const refused = await submit(body);
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toEqual({
        transport_cost: "Selecione um custo de transporte negociado com o transportador.",
      });
    } finally {
      await demo.db.query(period, [cost, rows[0]!.starts_on, rows[0]!.ends_on]);
    }
  });

  it("neither offers nor accepts a residue whose wizard was left unfinished (a draft)", async () => {
    const body = await outputBody({ residues: ["Papelão"] });
    const residue = String(body.find(([name]) => name === "residues[0][residue]")![1]);
    const destiny = String(body.find(([name]) => name === "destiny")![1]);
    const transporter = String(body.find(([name]) => name === "transporter")![1]);
    const setDraft = (draft: boolean) =>
      demo.db.query("update residues set draft = $2 where uuid = $1::uuid", [residue, draft]);
    await setDraft(true);
    try {
      const offered = await options(`?destiny=${destiny}&transporter=${transporter}`);
      expect(offered.residues!.map((r) => r.value)).not.toContain(residue);
      expect(offered.transport_costs!.map((cost) => cost.residue)).not.toContain(residue);
      const refused = await submit(body);
      expect(refused.status).toBe(422);
      expect(refused.body.fields).toMatchObject({
        "residues.0.residue": "Selecione um resíduo ativo cadastrado.",
      });
    } finally {
      await setDraft(false);
    }
  });

  it("offers and accepts only the transport costs negotiated for a residue on the document", async () => {
    const body = await outputBody({ residues: ["Papelão"] });
    const destiny = String(body.find(([name]) => name === "destiny")![1]);
    const transporter = String(body.find(([name]) => name === "transporter")![1]);
    const offered = await options(`?destiny=${destiny}&transporter=${transporter}`);
    const papelao = offered.residues!.find((r) => r.label === "Papelão")!;
    // Each negotiated cost names its residue, for the form to offer those of the document's lines.
    const costs = offered.transport_costs!;
    expect(costs.at(-1)).toEqual({ value: "none", label: "Sem custo negociado" });
    expect(costs.slice(0, -1).every((cost) => typeof cost.residue === "string")).toBe(true);
    const own = costs.find((cost) => cost.residue === papelao.value)!;
    expect(own.label.replace(/\s/g, " ")).toBe("R$ 1,23 por tonelada (Papelão)");
    const other = costs.find((cost) => cost.residue && cost.residue !== papelao.value)!;
    expect(other).toBeDefined();

    const refused = await submit(
      body.map(([name, value]): [string, typeof value] =>
        name === "transport_cost" ? [name, other.value] : [name, value],
      ),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({
      transport_cost: "Selecione um custo de transporte negociado para um dos resíduos do documento.",
    });
    const accepted = await submit(
      body.map(([name, value]): [string, typeof value] =>
        name === "transport_cost" ? [name, own.value] : [name, value],
      ),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it("walks the lifecycle: no CDF before receipt, receipt with divergences, no cancel after it, CDF", async () => {
    const output = await issue();
    const id = output.uuid_output;
    const early = await post(`/outputs/${id}/cdf`, { treatment: "Reciclagem" });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "O CDF só pode ser emitido depois do recebimento do MTR.",
    });

    const today = localClock(new Date()).day;
    const lines = output.residues.map((line: { uuid: string }, i: number) => ({
      uuid: line.uuid,
      received_quantity: i === 0 ? 2.4 : 0.8,
    }));
    const incomplete = await post(`/outputs/${id}/receipt`, {
      received_at: today,
      receiver_name: "Carlos Balança",
      lines: lines.slice(0, 1),
    });
    expect(incomplete.status).toBe(422);
    // The day before the issue (Brasília's day of its creation): the dialog's rule, in the same words.
    const issued = Date.parse(output.created_at);
    const beforeIssue = await post(`/outputs/${id}/receipt`, {
      received_at: localClock(new Date(issued - 86_400_000)).day,
      receiver_name: "Carlos Balança",
      lines,
    });
    expect(beforeIssue.status).toBe(422);
    expect(beforeIssue.body.fields).toEqual({
      received_at: `A data do recebimento não pode ser anterior à emissão do MTR (${localClock(new Date(issued)).day.split("-").reverse().join("/")}).`,
    });
    const received = await post(`/outputs/${id}/receipt`, {
      received_at: today,
      receiver_name: "Carlos Balança",
      lines,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ status: "received", receiver_name: "Carlos Balança" });
    expect(received.body.events.at(-1)).toMatchObject({
      action: "received",
      detail: { divergences: [{ residue: "Papelão", sent: 2.5, received: 2.4 }] },
    });

    const cancel = await post(`/outputs/${id}/cancellation`, {
      justification: "Cancelamento pedido pelo cliente depois da entrega.",
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe("Um MTR já recebido não pode ser cancelado.");

    const closed = await post(`/outputs/${id}/cdf`, { treatment: "Reciclagem de papelão" });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: "closed",
      cdf_number: expect.stringMatching(/^\d{4}\/\d{6}$/),
    });

    for (const path of ["mtr.pdf", "cdf.pdf"]) {
      const pdf = await call(demo.setup.app, "GET", `/outputs/${id}/${path}`, demo.token);
      expect(pdf.status).toBe(200);
      expect(pdf.response.headers["content-type"]).toBe("application/pdf");
      expect(pdf.response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }

    // The QR code's page: anyone with the code, no session; only what the paper shows.
    const code = output.verification_code;
    const page = await demo.setup.app.inject({ method: "GET", url: `/api/v1/public/mtr/${code}` });
    expect(page.statusCode).toBe(200);
    const verified = JSON.parse(page.body);
    expect(verified).toMatchObject({
      number: output.mtr_number,
      status: "closed",
      status_label: "Encerrado",
    });
    expect(JSON.stringify(verified)).not.toMatch(/cpf|vehicle_plate|unit_value/);
    // Typed by hand from the paper (a phone's keyboard starts in lower case, a space slips in): the
    // same MTR, since the code's alphabet (base32) has capitals only.
    const typed = await demo.setup.app.inject({
      method: "GET",
      url: `/api/v1/public/mtr/${encodeURIComponent(` ${code.toLowerCase()} `)}`,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(JSON.parse(typed.body)).toMatchObject({ number: output.mtr_number });
    const unknown = await demo.setup.app.inject({
      method: "GET",
      url: "/api/v1/public/mtr/AAAAAAAAAAAAAAAA",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("prints on the MTR the recipient's licence its lines cite and each residue's whole class", async () => {
    const output = await issue();
    const text = await mtrText(output.uuid_output);
    // Both lines cite the same licence: printed once, as the wizard's picker names it (without its validity).
    const { rows } = await demo.db.query<{ label: string; class: string }>(
      `select concat(l.name, ' nº ', l.code) as label, cl.label as class
         from output_residues x join provider_licenses l on l.id = x.license_id
         join residues r on r.id = x.residue_id
         join reference_options cl on cl.list = 'classes' and cl.parent = '' and cl.code = r.abnt_nbr_10004
        join outputs o on o.id = x.output_id where o.uuid = $1 order by x.position`,
      [output.uuid_output],
    );
    const license = rows[0]!.label;
    expect(text).toContain(`Licença ambiental ${license}`);
    expect(text.split(license)).toHaveLength(2);
    for (const line of rows) expect(text).toContain(line.class);
  });

  it("prints the generator's address, as its company profile holds it, like the other parties'", async () => {
    const output = await issue();
    const text = await mtrText(output.uuid_output);
    const { rows } = await demo.db.query<{ address: string; city: string; state: string }>(
      `select concat_ws(', ', c.address_name, c.address_number) as address, c.address_city as city,
              c.address_state as state
         from outputs o join companies c on c.id = o.company_id where o.uuid = $1`,
      [output.uuid_output],
    );
    const generator = rows[0]!;
    expect(generator.address).not.toBe("");
    const printed = text.slice(text.indexOf("Gerador"), text.indexOf("Transportador"));
    expect(printed).toContain(`Endereço ${generator.address}`);
    expect(printed).toContain(`Município / UF ${generator.city} / ${generator.state}`);
  });

  it("names each party by its legal name (razão social), not its trading name", async () => {
    const output = await issue();
    const text = await mtrText(output.uuid_output);
    const { rows } = await demo.db.query<{ generator: string; transporter: string; recipient: string }>(
      `select c.company_name as generator, t.company_name as transporter, d.company_name as recipient
         from outputs o join companies c on c.id = o.company_id
         join provider_companies t on t.provider_id = o.transporter_id
         join provider_companies d on d.provider_id = o.destiny_id
        where o.uuid = $1`,
      [output.uuid_output],
    );
    const legal = rows[0]!;
    const block = (from: string, to?: string) =>
      text.slice(text.indexOf(from), to ? text.indexOf(to) : undefined);
    expect(block("Gerador", "Transportador")).toContain(`Razão social / Nome ${legal.generator}`);
    expect(block("Transportador", "Destinador")).toContain(`Razão social / Nome ${legal.transporter}`);
    expect(block("Destinador")).toContain(`Razão social / Nome ${legal.recipient}`);
  });

  it("cancels an issued MTR with a justification, after which nothing moves it", async () => {
    const { uuid_output: id } = await issue();
    const short = await post(`/outputs/${id}/cancellation`, { justification: "curta" });
    expect(short.status).toBe(422);
    const cancelled = await post(`/outputs/${id}/cancellation`, {
      justification: "Carga remarcada para a próxima semana pelo transportador.",
    });
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    // Its PDF says so, and when, as the public verification page does.
    const { rows } = await demo.db.query<{ at: string }>(
      `select to_char(cancelled_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI') as at
         from outputs where uuid = $1`,
      [id],
    );
    const text = await mtrText(id);
    expect(text).toContain("Situação: Cancelado");
    expect(text).toContain(`Cancelado em: ${rows[0]?.at}`);
    const receipt = await post(`/outputs/${id}/receipt`, {
      received_at: localClock(new Date()).day,
      receiver_name: "Carlos",
      lines: [],
    });
    expect(receipt.status).toBe(409);
    const list = await call(demo.setup.app, "GET", "/outputs?status=cancelled", demo.token);
    expect(list.body.data.map((o: { uuid_output: string }) => o.uuid_output)).toContain(id);
    const indicators = await call(demo.setup.app, "GET", "/outputs/indicators", demo.token);
    expect(indicators.body.cancelled_this_month).toBeGreaterThanOrEqual(1);
  });

  it("keeps other companies out of a document", async () => {
    const { uuid_output: id } = await issue();
    for (const path of [`/outputs/${id}`, `/outputs/${id}/mtr.pdf`]) {
      const answer = await call(demo.setup.app, "GET", path, demo.setup.otherToken);
      expect(answer.status).toBe(404);
    }
    const receipt = await call(demo.setup.app, "POST", `/outputs/${id}/cancellation`, demo.setup.otherToken, {
      justification: "Tentativa de outra empresa de cancelar este documento.",
    });
    expect(receipt.status).toBe(404);
  });

  it("sends a pv_and_others MTR by a job: provisional while SINIR is down, its number once it answers", async () => {
    const output = await issue({ fields: { mtr_option: "pv_and_others" } });
    expect(output).toMatchObject({ public_system: "SINIR", public_status: "pending", public_number: null });
    const stand = await startMtrStandIn();
    try {
      const system = createSinirClient({
        settings: { apiUrl: stand.url, user: "12345678909", password: "senha-de-teste", unit: "1" },
      });
      const worker = drivenWorker(demo.db, { [SEND_QUEUE]: sendHandler({ db: demo.db, system }) });
      stand.failNext(1, 503);
      expect(await worker.runOnce()).toBe(true);
      expect(await read(output.uuid_output)).toMatchObject({
        public_status: "pending",
        public_attempts: 1,
        public_error: expect.any(String),
      });
      expect(await worker.runOnce()).toBe(true);
      const sent = await read(output.uuid_output);
      expect(sent).toMatchObject({
        public_status: "sent",
        public_number: expect.any(String),
        public_error: null,
      });
      expect(sent.events.at(-1)).toMatchObject({ action: "sent", detail: { system: "SINIR" } });
      expect(await worker.runOnce()).toBe(false);
    } finally {
      await stand.close();
    }
  });

  it("keeps MTR templates by unique name with the form's choices", async () => {
    const values = {
      document_type: "romaneio",
      mtr_option: "only_pv",
      vehicle_plate: "ABC1D23",
      residues: [],
    };
    const created = await post("/mtr-templates", { name: "Coleta semanal", values, ignored: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: "Coleta semanal", values });
    const again = await post("/mtr-templates", { name: "coleta SEMANAL", values });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Já existe um modelo de MTR com este nome.");
    const list = await call(demo.setup.app, "GET", "/mtr-templates", demo.token);
    expect(list.body.data.map((t: { name: string }) => t.name)).toContain("Coleta semanal");
  });

  it("reads the NF-e XML: its key is kept, a number or date unlike it and a malformed file are refused on their fields", async () => {
    const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
    const nfe = async (typed: Record<string, string>, xml: Buffer) => {
      const body = (await outputBody({ fields: { document_type: "nfe", ...typed } })).concat([
        ["nfe_xml", { file: xml, name: "nota.xml", type: "text/xml" }],
      ]);
      return submit(body);
    };
    const xml = fixture("nfe-proc.xml");
    const mismatch = await nfe({ nfe_number: "999", emission_date: "2026-11-05" }, xml);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.fields.nfe_number).toBe(
      "O número da nota fiscal não confere com o XML (XML: 1234).",
    );
    const malformed = await nfe(
      { nfe_number: "1234", emission_date: "2026-11-05" },
      fixture("nfe-malformed.xml"),
    );
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields.nfe_xml).toMatch(/XML/);
    const issued = await nfe({ nfe_number: "1234", emission_date: "2026-11-05" }, xml);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body).toMatchObject({
      nfe_number: "1234",
      nfe_access_key: "35261111222333000181550010000012341273819463",
      nfe_xml_display_name: "nota.xml",
    });
  });

  /** The fixture NF-e under another access key (its cNF, 8 digits), so each test has an NF-e of its own. */
  const nfeWithCode = (code: string) => {
    const xml = readFileSync(new URL("./fixtures/nfe-proc.xml", import.meta.url), "utf8");
    const old = "35261111222333000181550010000012341273819463";
    const first43 = `${old.slice(0, 35)}${code}`;
    return Buffer.from(xml.replaceAll(old, `${first43}${accessKeyCheckDigit(first43)}`));
  };
  const issueNfe = async (xml: Buffer) =>
    submit(
      (
        await outputBody({
          fields: { document_type: "nfe", nfe_number: "1234", emission_date: "2026-11-05" },
        })
      ).concat([["nfe_xml", { file: xml, name: "nota.xml", type: "text/xml" }]]),
    );

  it("refuses an NF-e already on an active output of the company, naming it, and takes it again once that one is cancelled", async () => {
    const xml = nfeWithCode("40000001");
    const first = await issueNfe(xml);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await issueNfe(xml);
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual({
      nfe_xml: `Esta nota fiscal já está na saída do MTR nº ${first.body.mtr_number}.`,
    });
    const cancelled = await post(`/outputs/${first.body.uuid_output}/cancellation`, {
      justification: "Nota fiscal lançada na saída errada; refeita em outra saída.",
    });
    expect(cancelled.status).toBe(200);
    const retaken = await issueNfe(xml);
    expect(retaken.status, JSON.stringify(retaken.body)).toBe(201);
  });

  it("reads an NF-e as soon as it is picked: refused like the save, or warned where its parties are not the output's", async () => {
    const check = (xml: Buffer, destiny?: string, token = demo.token) =>
      call(demo.setup.app, "POST", "/outputs/nfe", token, [
        ["nfe_xml", { file: xml, name: "nota.xml", type: "text/xml" }],
        ...(destiny ? [["destiny", destiny] as [string, string]] : []),
      ]);
    const xml = nfeWithCode("40000002");
    // The seeded destiny (another CNPJ than the XML's recipient) and the demo company (not its issuer).
    const destiny = String((await outputBody()).find(([field]) => field === "destiny")![1]);
    const { rows } = await demo.db.query<{ cnpj: string; document: string }>(
      `select c.cnpj, coalesce(pc.cnpj, pc.cpf) as document from providers p
         join companies c on c.id = p.company_id join provider_companies pc on pc.provider_id = p.id
        where p.uuid = $1`,
      [destiny],
    );
    const { cnpj, document } = rows[0]!;
    expect([cnpj, document]).not.toContain("45678901000175");
    const read = await check(xml, destiny);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({
      access_key: expect.stringMatching(/^3526111122233300018155001000001234140000002\d$/),
      number: "1234",
      emission_date: "2026-11-05",
    });
    expect(read.body.warnings.destiny).toMatch(
      /^O destinatário da nota fiscal \(CNPJ 45\.678\.901\/0001-75\) não é o destinatário escolhido \((CNPJ|CPF) [\d./-]+\)\.$/,
    );
    expect(read.body.warnings.nfe_xml).toBe(
      `O emitente da nota fiscal (CNPJ 11.222.333/0001-81) não é a sua empresa (CNPJ ${cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5")}).`,
    );
    // Issued, the same NF-e is refused at once, in this company only.
    expect((await issueNfe(xml)).status).toBe(201);
    const taken = await check(xml, destiny);
    expect(taken.status).toBe(422);
    expect(taken.body.fields.nfe_xml).toMatch(/^Esta nota fiscal já está na saída do MTR nº \d{4}\/\d{6}\.$/);
    expect((await check(xml, undefined, demo.setup.otherToken)).status).toBe(200);
    const unreadable = await check(Buffer.from("<nota>não</nota>"));
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.fields.nfe_xml).toMatch(/NF-e/);
  });

  it("tries a send the queue gave up on again once its cause is fixed, and only then", async () => {
    const output = await issue({ fields: { mtr_option: "pv_and_others" } });
    const id = output.uuid_output;
    const run = (system: ReturnType<typeof createSinirClient>) =>
      drivenWorker(demo.db, { [SEND_QUEUE]: sendHandler({ db: demo.db, system }) }).runOnce();

    // Not configured: a permanent failure, shown on the document.
    expect(
      await run(createSinirClient({ settings: { apiUrl: null, user: null, password: null, unit: null } })),
    ).toBe(true);
    expect(await read(id)).toMatchObject({
      public_status: "failed",
      public_error: expect.stringContaining("não configurada"),
      public_attempts: 1,
    });

    const resent = await post(`/outputs/${id}/resend`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toMatchObject({ public_status: "pending", public_error: null });
    expect(resent.body.events.at(-1)).toMatchObject({ action: "resend", detail: { system: "SINIR" } });
    const twice = await post(`/outputs/${id}/resend`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("O envio ao SINIR não falhou: não há o que reenviar.");

    const stand = await startMtrStandIn();
    try {
      const configured = createSinirClient({
        settings: { apiUrl: stand.url, user: "12345678909", password: "senha-de-teste", unit: "1" },
      });
      expect(await run(configured)).toBe(true);
      // 'Tentativas' carries on after Reenviar: the resend's first try is the document's second.
      expect(await read(id)).toMatchObject({
        public_status: "sent",
        public_number: expect.any(String),
        public_attempts: 2,
      });
    } finally {
      await stand.close();
    }
  });
});
