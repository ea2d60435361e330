// The demo company's output documents (issue 16), so a fresh `pnpm start` shows /saidas, a document's
// page, its timeline and PDFs, the public /mtr/{code} page, the DMR and the dashboard's output figures
// without issuing one first. Each document is issued and moved through its lifecycle by the server's own
// domain code (the kit's create with the outputs' rules, the lifecycle's takeStep): the same checks,
// numbers, verification codes and timeline entries as the routes. Only the dates are the seed's own:
// each step, once taken, is moved back to its day in the last weeks (and one closed MTR to the last
// full semester, the DMR's default period), as the other seeded records carry their own created_at.
import { Readable } from "node:stream";
import {
  NO_TRANSPORT_NEGOTIATION,
  type OutputDocumentValues,
  outputDocumentLabels,
  outputDocumentSchema,
} from "@trilha/forms/schemas";
import type { Database } from "../db/database";
import { parseWith, Upload } from "../http/body";
import { HttpError } from "../http/errors";
import { type LifecycleStep, takeStep } from "../outputs/lifecycle";
import { accessKeyCheckDigit } from "../outputs/nfe";
import { outputResource } from "../outputs/outputs";
import { createRecord, type Scope } from "../resources";
import type { FileStorage } from "../storage/storage";
import { FileWrites, PendingUploads } from "../storage/uploads";
import { demoPdf } from "./files";

const OIL = "Óleo lubrificante usado";
const PAPER = "Papelão";
const ORGANIC = "Resíduo orgânico de refeitório";

/** A day of Brasília's calendar and a time on it ("2026-11-10", "08:40"). */
type When = { day: string; time: string };

type Line = { residue: string; quantity: string; packaging: string; packages: string };

/** One seeded document: what the wizard would have sent, and the steps taken after it. */
type DemoOutput = {
  issued: When;
  lines: Line[];
  vehicle: { type: string; plate: string };
  observations: string;
  /** A nota fiscal (its XML generated for the day) instead of a romaneio. */
  nfe?: { number: string };
  steps: {
    step: Exclude<LifecycleStep, "resend">;
    at: When;
    body: (lines: string[]) => unknown;
    by?: "operator";
  }[];
};

const BRASILIA_OFFSET = "-03:00"; // Brasília has kept UTC−3 all year since 2019.
const instant = ({ day, time }: When) => new Date(`${day}T${time}:00${BRASILIA_OFFSET}`);

/** Brasília's calendar day of an instant ("2026-11-28"). */
const brasiliaDay = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The same day `months` earlier, on the month's last day when it is shorter ("2026-08-31" − 6 = "2026-02-28"). */
function monthsBefore(day: string, months: number) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The documents, dated from `now`. The recent ones are `n` days before today but inside this month when
 * it has begun (/saidas lists this month by default; on its first day they stay in the last one), never
 * today; the first is six months back, which is always inside the last full semester (the DMR's default).
 */
export function demoOutputs(now: Date): DemoOutput[] {
  const today = brasiliaDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const daysAgo = (n: number, time: string): When => {
    const day = addDays(today, -n);
    return { day: today === monthStart || day >= monthStart ? day : monthStart, time };
  };
  const semester = monthsBefore(today, 6);
  const receipt =
    (quantities: string[], receiver: string, notes = "") =>
    (lines: string[]) => ({
      received_at: "", // the step's day, set when it is taken
      receiver_name: receiver,
      notes,
      lines: lines.map((uuid, i) => ({ uuid, received_quantity: quantities[i] })),
    });
  return [
    {
      issued: { day: semester, time: "09:20" },
      lines: [
        { residue: PAPER, quantity: "3.2", packaging: "fardo", packages: "8" },
        { residue: OIL, quantity: "0.6", packaging: "tambor", packages: "3" },
      ],
      vehicle: { type: "bau", plate: "FTR4B21" },
      observations: "Coleta mensal de recicláveis e óleo da manutenção.",
      steps: [
        {
          step: "receipt",
          at: { day: addDays(semester, 1), time: "10:40" },
          body: receipt(["3.2", "0.6"], "Carlos Balança"),
        },
        {
          step: "cdf",
          at: { day: addDays(semester, 4), time: "16:10" },
          body: () => ({ treatment: "Reciclagem das aparas de papelão e rerrefino do óleo lubrificante." }),
        },
      ],
    },
    {
      issued: daysAgo(18, "08:40"),
      lines: [{ residue: PAPER, quantity: "2.4", packaging: "fardo", packages: "6" }],
      vehicle: { type: "bau", plate: "FTR4B21" },
      observations: "Carga lonada.",
      steps: [
        { step: "receipt", at: daysAgo(17, "10:15"), body: receipt(["2.4"], "Carlos Balança") },
        {
          step: "cdf",
          at: daysAgo(14, "15:30"),
          body: () => ({
            treatment: "Reciclagem das aparas de papelão (enfardadas para a indústria papeleira).",
          }),
        },
      ],
    },
    {
      issued: daysAgo(11, "09:30"),
      lines: [{ residue: ORGANIC, quantity: "1.5", packaging: "bombona", packages: "12" }],
      vehicle: { type: "basculante", plate: "GHK7C45" },
      observations: "Bombonas tampadas e lacradas.",
      steps: [
        {
          step: "cancellation",
          at: daysAgo(11, "11:05"),
          body: () => ({
            justification:
              "Coleta remarcada pelo transportador: o caminhão não saiu da unidade e um novo MTR será emitido.",
          }),
        },
      ],
    },
    {
      issued: daysAgo(6, "07:50"),
      lines: [
        { residue: PAPER, quantity: "2.5", packaging: "fardo", packages: "6" },
        { residue: OIL, quantity: "0.8", packaging: "tambor", packages: "4" },
      ],
      vehicle: { type: "bau", plate: "FTR4B21" },
      observations: "Carga lonada; tambores com tampa rosqueada.",
      steps: [
        {
          step: "receipt",
          at: daysAgo(5, "13:20"),
          body: receipt(
            ["2.36", "0.8"],
            "Carlos Balança",
            "Diferença na pesagem do papelão na balança do destinatário.",
          ),
          by: "operator",
        },
      ],
    },
    {
      issued: daysAgo(3, "10:00"),
      nfe: { number: "4821" },
      lines: [{ residue: OIL, quantity: "1.2", packaging: "tambor", packages: "6" }],
      vehicle: { type: "tanque", plate: "DKP2E19" },
      observations: "Óleo usado da troca dos compressores.",
      steps: [],
    },
    {
      issued: daysAgo(1, "15:30"),
      lines: [{ residue: ORGANIC, quantity: "0.9", packaging: "bombona", packages: "8" }],
      vehicle: { type: "basculante", plate: "GHK7C45" },
      observations: "",
      steps: [],
    },
  ];
}

type Parties = {
  destiny: string;
  destinyDocument: string;
  destinyName: string;
  transporter: string;
  /** The carrier's negotiated cost by residue uuid: an output carries its first line's (as the form offers). */
  transportCosts: Map<string, string>;
  driver: string;
  license: string;
  residues: Map<string, string>;
};

/**
 * The seeded negotiations' recipient (with its longest-valid licence) and carrier (with a driver), and
 * the residues by name: the parties a demo user would choose in the wizard. Null when any is missing.
 */
async function demoParties(tx: Database, companyId: number): Promise<Parties | null> {
  const { rows } = await tx.query<Omit<Parties, "residues" | "transportCosts">>(
    `select rp.uuid::text as destiny, coalesce(rc.cnpj, rc.cpf) as "destinyDocument",
            coalesce(rc.company_name, rc.trading_name) as "destinyName", cp.uuid::text as transporter,
            (select e.uuid::text from provider_employees e
              where e.provider_id = cp.id and e.deleted_at is null and e.collaborator_type = 'driver'
              order by e.id limit 1) as driver,
            (select l.uuid::text from provider_licenses l
              where l.provider_id = rp.id and l.deleted_at is null
                and (l.expiration is null or l.expiration > current_date + 30)
              order by l.expiration desc nulls first, l.id limit 1) as license
       from residue_negotiations n
       join providers rp on rp.id = n.recipient_id and rp.deleted_at is null
       join provider_companies rc on rc.provider_id = rp.id
       join providers cp on cp.id = n.carrier_id and cp.deleted_at is null
      where n.company_id = $1 and n.deleted_at is null and n.carrier_cost is not null
        and n.starts_on <= current_date and (n.ends_on is null or n.ends_on >= current_date)
      order by n.id limit 1`,
    [companyId],
  );
  const parties = rows[0];
  if (!parties?.driver || !parties.license || !parties.destinyDocument) return null;
  const residues = await tx.query<{ name: string; uuid: string }>(
    "select name, uuid::text from residues where company_id = $1 and deleted_at is null and name = any($2)",
    [companyId, [OIL, PAPER, ORGANIC]],
  );
  if (residues.rows.length < 3) return null;
  const costs = await tx.query<{ residue: string; cost: string }>(
    `select r.uuid::text as residue, n.uuid::text as cost
       from residue_negotiations n join residues r on r.id = n.residue_id and r.deleted_at is null
       join providers cp on cp.id = n.carrier_id
      where n.company_id = $1 and cp.uuid = $2 and n.deleted_at is null and n.carrier_cost is not null
        and n.starts_on <= current_date and (n.ends_on is null or n.ends_on >= current_date)
      order by n.id`,
    [companyId, parties.transporter],
  );
  return {
    ...parties,
    residues: new Map(residues.rows.map((r) => [r.name, r.uuid])),
    transportCosts: new Map(costs.rows.reverse().map((c) => [c.residue, c.cost])),
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** An authorised NF-e (model 55) of the demo company to the recipient, its access key's check digit valid. */
export function demoNfeXml(
  number: string,
  day: string,
  company: DemoCompany,
  parties: Pick<Parties, "destinyDocument" | "destinyName">,
) {
  const [year, month] = day.split("-") as [string, string];
  const first43 = `35${year.slice(2)}${month}${company.cnpj}55001${number.padStart(9, "0")}1${"48213579"}`;
  const key = `${first43}${accessKeyCheckDigit(first43)}`;
  const dest = parties.destinyDocument.length === 11 ? "CPF" : "CNPJ";
  return `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">
  <NFe xmlns="http://www.portalfiscal.inf.br/nfe">
    <infNFe Id="NFe${key}" versao="4.00">
      <ide><cUF>35</cUF><cNF>48213579</cNF><natOp>Remessa de resíduos para destinação final</natOp><mod>55</mod><serie>1</serie><nNF>${number}</nNF><dhEmi>${day}T09:15:00-03:00</dhEmi><tpNF>1</tpNF><tpAmb>2</tpAmb></ide>
      <emit><CNPJ>${company.cnpj}</CNPJ><xNome>${escapeXml(company.companyName)}</xNome><xFant>${escapeXml(company.tradingName)}</xFant></emit>
      <dest><${dest}>${parties.destinyDocument}</${dest}><xNome>${escapeXml(parties.destinyName)}</xNome></dest>
      <det nItem="1"><prod><cProd>OLU-01</cProd><xProd>Óleo lubrificante usado (resíduo classe I)</xProd><NCM>27109100</NCM><CFOP>5949</CFOP><uCom>T</uCom><qCom>1.2000</qCom></prod></det>
      <infAdic><infCpl>Documento de demonstração do Trilha, sem valor fiscal.</infCpl></infAdic>
    </infNFe>
  </NFe>
  <protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><chNFe>${key}</chNFe><cStat>100</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe>
</nfeProc>
`;
}

/** The generator: who issues the NF-e and weighs the load. */
type DemoCompany = { cnpj: string; companyName: string; tradingName: string };

type Context = {
  companyId: number;
  company: DemoCompany;
  userId: number;
  operatorId: number;
  storage: FileStorage;
  /** Keys this run stored, removed by the caller if its transaction rolls back. */
  written: string[];
  now?: Date;
};

/**
 * Issues the demo documents (see demoOutputs) unless the company has any output document already: a
 * second run, or a company its users have already issued documents in, is left as it is. Every MTR is
 * "Somente na plataforma": nothing is queued for SINIR, which a demo has no account with. Answers how
 * many documents it issued. Should the company's data no longer allow them (the domain refuses one: a
 * party its users changed), none is issued and the rest of the seed goes on: the demo still starts.
 */
export async function seedOutputs(tx: Database, context: Context): Promise<number> {
  const existing = await tx.query("select 1 from outputs where company_id = $1 limit 1", [context.companyId]);
  if (existing.rows.length > 0) return 0;
  const parties = await demoParties(tx, context.companyId);
  if (!parties) return 0;
  const stored = context.written.length;
  try {
    // A savepoint: a refusal takes back every document of this run, and only them.
    return await tx.transaction((sp) => issueDemoOutputs(sp, context, parties));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const keys = context.written.splice(stored);
    await Promise.allSettled(keys.map((key) => context.storage.remove(key)));
    return 0;
  }
}

async function issueDemoOutputs(tx: Database, context: Context, parties: Parties): Promise<number> {
  const { companyId, company, storage, written } = context;

  let clock = new Date();
  const resource = outputResource({ storage, now: () => clock });
  const uploads = new PendingUploads(tx, storage);
  const upload = async (name: string, type: string, data: Buffer) => {
    const key = await uploads.store(Readable.from([data]), resource.path);
    written.push(key);
    return new Upload(name, type, data.length, key, data.subarray(0, 64), uploads);
  };
  const scope: Scope = { companyId, userId: context.userId };
  const plan = demoOutputs(context.now ?? new Date()).sort(
    (a, b) => instant(a.issued).getTime() - instant(b.issued).getTime(),
  );
  for (const output of plan) {
    clock = instant(output.issued);
    const weight = output.lines.reduce((sum, line) => sum + Number(line.quantity), 0);
    const ticket = demoPdf("Ticket de balança", [
      `${company.tradingName} - pesagem de saída`,
      `Data: ${output.issued.day.split("-").reverse().join("/")} ${output.issued.time}`,
      `Placa: ${output.vehicle.plate}`,
      `Peso líquido: ${weight.toFixed(3).replace(".", ",")} t`,
      "Documento de demonstração do Trilha.",
    ]);
    const body: Record<string, unknown> = {
      document_type: output.nfe ? "nfe" : "romaneio",
      mtr_option: "only_pv",
      destiny: parties.destiny,
      transporter: parties.transporter,
      vehicle_type: output.vehicle.type,
      // The cost negotiated for a residue on the document (the save refuses another's), else none.
      transport_cost:
        output.lines
          .map((line) => parties.transportCosts.get(parties.residues.get(line.residue) ?? ""))
          .find(Boolean) ?? NO_TRANSPORT_NEGOTIATION,
      driver: parties.driver,
      vehicle_plate: output.vehicle.plate,
      observations: output.observations,
      mtr_responsible: "logged_user",
      responsible_name: "Usuário Demonstração",
      residues: output.lines.map((line, i) => ({
        uuid: `line-${i}`,
        residue: parties.residues.get(line.residue),
        authorization: parties.license,
        quantity: line.quantity,
        packaging: line.packaging,
        packaging_quantity: line.packages,
        origin: "SP",
      })),
      generator_ticket: await upload("ticket-balanca.pdf", "application/pdf", ticket),
    };
    if (output.nfe) {
      const xml = Buffer.from(demoNfeXml(output.nfe.number, output.issued.day, company, parties));
      Object.assign(body, {
        nfe_number: output.nfe.number,
        emission_date: output.issued.day,
        nfe_xml: await upload(`nfe-${output.nfe.number}.xml`, "application/xml", xml),
      });
    }
    // As the route reads its body: the wizard's schema, then the kit's create with the outputs' rules.
    const value = parseWith(outputDocumentSchema, outputDocumentLabels, body) as OutputDocumentValues;
    const files = new FileWrites();
    const id = await createRecord(resource, { tx, scope, files }, value as Record<string, unknown>);
    await dateStep(tx, id, "issued", clock);
    const { rows } = await tx.query<{ uuid: string; lines: string[] }>(
      `select o.uuid::text, array(select x.uuid::text from output_residues x where x.output_id = o.id
                                  order by x.position) as lines
         from outputs o where o.id = $1`,
      [id],
    );
    const { uuid, lines } = rows[0]!;
    for (const { step, at, body: stepBody, by } of output.steps) {
      clock = instant(at);
      const taken = stepBody(lines) as Record<string, unknown>;
      if (step === "receipt") taken.received_at = at.day;
      const who: Scope = by === "operator" ? { companyId, userId: context.operatorId } : scope;
      await takeStep(tx, who, uuid, step, taken, () => clock);
      await dateStep(tx, id, STEP_EVENTS[step], clock);
    }
  }
  return plan.length;
}

const STEP_EVENTS = { receipt: "received", cdf: "closed", cancellation: "cancelled" } as const;

/**
 * Moves a step just taken back to its day: its timeline entry, the document's timestamps for it (and,
 * for the issue, its history's creation and its files). Only dates: what the step wrote stays.
 */
async function dateStep(
  tx: Database,
  id: number,
  action: "issued" | "received" | "closed" | "cancelled",
  at: Date,
) {
  await tx.query("update output_events set created_at = $3 where output_id = $1 and action = $2", [
    id,
    action,
    at,
  ]);
  await tx.query(
    `update outputs set updated_at = $3,
            created_at = case when $2 = 'issued' then $3 else created_at end,
            closed_at = case when $2 = 'closed' then $3 else closed_at end,
            cancelled_at = case when $2 = 'cancelled' then $3 else cancelled_at end
      where id = $1`,
    [id, action, at],
  );
  if (action !== "issued") return;
  await tx.query(
    "update audit_records set created_at = $2 where resource = 'output' and entity_id = $1 and action = 'create'",
    [id, at],
  );
  await tx.query(
    `update stored_files set created_at = $2
      where id in (select unnest(array[nfe_xml_file_id, generator_ticket_file_id]) from outputs where id = $1)`,
    [id, at],
  );
}
