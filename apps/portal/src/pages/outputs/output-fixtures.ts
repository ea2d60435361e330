import type {
  ChangeHistory,
  MtrVerification,
  Output,
  OutputEvent,
  OutputIndicators,
  OutputLine,
  OutputStatus,
} from "@trilha/api";
import { OUTPUT_CODES, RESOURCE_CODES } from "@trilha/api";
import { outputStatusLabels } from "@trilha/forms";
import { HttpResponse, http, type RequestHandler } from "msw";
import { bodyOf, pageOf, type Received, resourceHandlers } from "../../resources/resource-handlers";
import { API, fail } from "../../stories/story-app";

/** Story data and the outputs part of the in-memory API (MSW), answering like apps/server/src/outputs. */

/** A local day as yyyy-MM-dd (the list's default range is this month, so the documents are today's). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today at `hour`:`minute` local time, as the API's ISO timestamp. */
export function todayAt(hour: number, minute = 0): string {
  const at = new Date();
  at.setHours(hour, minute, 0, 0);
  return at.toISOString();
}

const today = () => localDay(new Date());

export const VERIFICATION = {
  issued: "ABCDEFGHIJKLMNOP",
  provisional: "QRSTUVWXYZ234567",
} as const;

/** The files a document was issued with, answered by GET /files/{uuid} like the server. */
export const outputFiles = {
  xml: { uuid: "7b1e2c3d-4f5a-4b6c-9d8e-0f1a2b3c4d5e", name: "nfe 12345.xml", type: "application/xml" },
  ticket: { uuid: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", name: "ticket balança.jpg", type: "image/jpeg" },
} as const;

export function makeLine(uuid: string, residue: string, overrides: Partial<OutputLine> = {}): OutputLine {
  return {
    uuid,
    residue: `res-${uuid}`,
    residue_name: residue,
    authorization: `lic-${uuid}`,
    authorization_name: "Licença de Operação LO-4521",
    quantity: 2.5,
    measure_unity: "tons",
    packaging: "tambor",
    packaging_name: "Tambor",
    packaging_quantity: 10,
    origin: "SP",
    origin_name: "São Paulo",
    unit_value: 350,
    value_per: "ton",
    received_quantity: null,
    ...overrides,
  };
}

/** A romaneio's document fields: no nota fiscal, so none of its number, date, key or XML. */
export const romaneioFields = {
  document_type: "romaneio",
  nfe_number: null,
  emission_date: null,
  nfe_access_key: null,
  nfe_xml: null,
  nfe_xml_display_name: null,
} satisfies Partial<Output>;

/** A line with packages counted but no Acondicionamento chosen (both are optional) and no negotiated value. */
export const unpackagedLine = () =>
  makeLine("l-2", "Borra oleosa", {
    quantity: 1,
    packaging: null,
    packaging_name: null,
    packaging_quantity: 4,
    unit_value: null,
    value_per: null,
  });

const event = (
  action: OutputEvent["action"],
  at: string,
  detail: Record<string, unknown> = {},
): OutputEvent => ({
  action,
  at,
  user: action === "sent" || action === "send_failed" ? null : "Maria Admin",
  detail,
});

export function makeOutput(id: string, overrides: Partial<Output> = {}): Output {
  const created = overrides.created_at ?? todayAt(8, 30);
  return {
    uuid_output: id,
    document_type: "nfe",
    nfe_number: "12345",
    emission_date: today(),
    nfe_access_key: "35260312345678000195550010000123451000123456",
    nfe_xml: `${API}/files/${outputFiles.xml.uuid}`,
    nfe_xml_display_name: outputFiles.xml.name,
    mtr_option: "only_pv",
    destiny: "d-1",
    destiny_name: "Rerrefino Sul",
    transporter: "t-1",
    transporter_name: "TransResíduos",
    vehicle_type: "bau",
    vehicle_type_name: "Caminhão baú",
    transport_cost: "none",
    transport_cost_value: null,
    transport_cost_per: null,
    driver: "e-1",
    driver_name: "João Motorista",
    vehicle_plate: "ABC1D23",
    trailer_plate: null,
    seal_number: "L-889",
    observations: "Coleta agendada com a portaria.",
    mtr_responsible: "logged_user",
    responsible_name: "Maria Admin",
    generator_ticket: `${API}/files/${outputFiles.ticket.uuid}`,
    generator_ticket_display_name: outputFiles.ticket.name,
    status: "issued",
    mtr_number: "2026/000001",
    verification_code: VERIFICATION.issued,
    received_at: null,
    receiver_name: null,
    receipt_notes: null,
    cdf_number: null,
    closed_at: null,
    treatment: null,
    cancelled_at: null,
    cancel_justification: null,
    public_system: null,
    public_status: null,
    public_number: null,
    public_error: null,
    public_attempts: 0,
    total_quantity: "2.5",
    residues: [makeLine("l-1", "Óleo lubrificante usado"), unpackagedLine()],
    events: [event("issued", created)],
    created_at: created,
    updated_at: created,
    deleted_at: null,
    ...overrides,
  };
}

const received = (id: string, status: OutputStatus = "received"): Partial<Output> => ({
  status,
  received_at: today(),
  receiver_name: "Carlos Recebedor",
  receipt_notes: "Um tambor chegou avariado.",
  residues: [
    makeLine("l-1", "Óleo lubrificante usado", { received_quantity: 2.3 }),
    makeLine("l-2", "Borra oleosa", { quantity: 1, received_quantity: 1, unit_value: null, value_per: null }),
  ],
  events: [
    event("issued", todayAt(8, 30)),
    event("received", todayAt(14, 5), {
      receiver_name: "Carlos Recebedor",
      received_at: today(),
      divergences: [{ residue: "Óleo lubrificante usado", sent: 2.5, received: 2.3 }],
    }),
  ],
  mtr_number: `2026/00000${id.slice(-1)}`,
});

/** One document per state, plus one without MTR and one whose public send failed. */
export function createOutputs(): Output[] {
  const closing = received("o-3", "closed");
  return [
    makeOutput("o-1"),
    makeOutput("o-2", { ...received("o-2"), destiny_name: "Aterro Central" }),
    makeOutput("o-3", {
      ...closing,
      cdf_number: "2026/000007",
      closed_at: todayAt(16, 40),
      treatment: "Rerrefino do óleo lubrificante",
      events: [
        ...(closing.events ?? []),
        event("closed", todayAt(16, 40), {
          cdf_number: "2026/000007",
          treatment: "Rerrefino do óleo lubrificante",
        }),
      ],
    }),
    makeOutput("o-4", {
      status: "cancelled",
      mtr_number: "2026/000004",
      transporter_name: "Via Limpa Transportes",
      cancelled_at: todayAt(9, 15),
      cancel_justification: "Carga remarcada para a próxima semana a pedido do destinatário.",
      events: [
        event("issued", todayAt(8, 30)),
        event("cancelled", todayAt(9, 15), {
          justification: "Carga remarcada para a próxima semana a pedido do destinatário.",
        }),
      ],
    }),
    makeOutput("o-5", {
      ...romaneioFields,
      mtr_option: "pv_and_others",
      mtr_number: "2026/000005",
      verification_code: VERIFICATION.provisional,
      public_system: "SINIR",
      public_status: "failed",
      public_error: "SINIR recusou o manifesto: código IBAMA inválido para o resíduo.",
      public_attempts: 5,
      events: [
        event("issued", todayAt(8, 30)),
        event("send_failed", todayAt(10, 0), {
          message: "SINIR recusou o manifesto: código IBAMA inválido para o resíduo.",
        }),
      ],
    }),
    makeOutput("o-6", {
      mtr_option: "pv_and_others",
      mtr_number: "2026/000006",
      public_system: "SINIR",
      public_status: "pending",
      public_attempts: 1,
      public_error: "Tempo esgotado ao falar com o SINIR.",
    }),
    makeOutput("o-7", {
      mtr_option: "none",
      mtr_number: null,
      verification_code: null,
      generator_ticket: null,
      generator_ticket_display_name: null,
      nfe_number: "777",
      destiny_name: "Aterro Central",
    }),
  ];
}

export type OutputDb = {
  outputs: Output[];
  received: Received[];
  /** The PDFs answer 500 (the download's error toast). */
  failDownloads: boolean;
  /** Field errors the next receipt answers with (422). */
  receiptFields: Record<string, string> | null;
  /** Field errors the next Encerrar com CDF answers with (422). */
  cdfFields: Record<string, string> | null;
  /** Change histories by id (the kit's `…/changes`). */
  history: Record<string, ChangeHistory>;
};

export function createDb(): OutputDb {
  return {
    outputs: createOutputs(),
    received: [],
    failDownloads: false,
    receiptFields: null,
    cdfFields: null,
    history: {},
  };
}

export function resetDb(db: OutputDb, fill: (db: OutputDb) => void = () => undefined) {
  Object.assign(db, createDb());
  fill(db);
}

export function emptyDb(db: OutputDb) {
  db.outputs = [];
}

const refuse = (message: string) => fail(409, OUTPUT_CODES.INVALID_TRANSITION, message);
const missing = () => fail(404, RESOURCE_CODES.NOT_FOUND, "Documento de saída não encontrado.");

/**
 * The counts GET /outputs/indicators answers, from the stored documents: issued (not cancelled), closed
 * and cancelled in this month, each by its own date, and those awaiting receipt now.
 */
export function indicatorsOf(outputs: readonly Output[]): OutputIndicators {
  const month = today().slice(0, 7);
  const inMonth = (at: string | null) => at !== null && localDay(new Date(at)).startsWith(month);
  return {
    issued_this_month: outputs.filter(
      (o) => o.mtr_number && o.status !== "cancelled" && inMonth(o.created_at),
    ).length,
    awaiting_receipt: outputs.filter((o) => o.mtr_number && o.status === "issued").length,
    closed_this_month: outputs.filter((o) => o.status === "closed" && inMonth(o.closed_at)).length,
    cancelled_this_month: outputs.filter((o) => o.status === "cancelled" && inMonth(o.cancelled_at)).length,
  };
}

function verificationOf(output: Output): MtrVerification {
  return {
    number: output.mtr_number ?? "",
    status: output.status,
    status_label: outputStatusLabels[output.status],
    provisional:
      (output.public_status === "pending" || output.public_status === "failed") && !output.public_number,
    withdrawn: output.public_status === "withdrawn",
    public_number: output.public_number,
    issued_at: output.created_at,
    received_at: output.received_at,
    closed_at: output.closed_at,
    cancelled_at: output.cancelled_at,
    cdf_number: output.cdf_number,
    generator: { name: "Indústria Modelo" },
    transporter: { name: output.transporter_name },
    recipient: { name: output.destiny_name },
    residues: (output.residues ?? []).map((line) => ({
      name: line.residue_name,
      class: "Classe I - Perigoso",
      origin_name: line.origin_name || line.origin,
      quantity: line.quantity,
      received_quantity: line.received_quantity,
      unit: "t",
    })),
  };
}

/** The outputs part of the in-memory API, with the kit's get and changes underneath. */
export function outputHandlers(db: OutputDb): RequestHandler[] {
  const log = (method: string, path: string, body?: Record<string, unknown>) =>
    db.received.push(body === undefined ? { method, path } : { method, path, body });
  const find = (id: unknown) => db.outputs.find((o) => o.uuid_output === id);
  const touch = (output: Output, action: OutputEvent["action"], detail: Record<string, unknown>) => {
    const at = new Date().toISOString();
    output.events = [...(output.events ?? []), event(action, at, detail)];
    output.updated_at = at;
    return at;
  };
  const pdf = (kind: "mtr" | "cdf") =>
    http.get(`${API}/outputs/:id/${kind}.pdf`, ({ params }) => {
      log("GET", `/outputs/${params.id}/${kind}.pdf`);
      if (db.failDownloads) return fail(500, "UNKNOWN_ERROR", "falhou");
      return new HttpResponse(new Blob(["%PDF-1.4"], { type: "application/pdf" }), {
        headers: { "content-type": "application/pdf" },
      });
    });

  return [
    http.get(`${API}/files/:uuid`, ({ params, request }) => {
      log("GET", `/files/${params.uuid}`, { authorization: request.headers.get("authorization") });
      const file = Object.values(outputFiles).find((f) => f.uuid === params.uuid);
      if (!file) return fail(404, RESOURCE_CODES.NOT_FOUND, "Arquivo não encontrado.");
      return new HttpResponse(new Blob(["<nfeProc/>"], { type: file.type }), {
        headers: {
          "content-type": file.type,
          "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        },
      });
    }),
    http.get(`${API}/outputs/indicators`, () => HttpResponse.json(indicatorsOf(db.outputs))),
    // The list with the domain's filters (status, creation range); the kit's handlers do not know them.
    http.get(`${API}/outputs`, ({ request }) => {
      const url = new URL(request.url);
      log("GET", "/outputs", Object.fromEntries(url.searchParams));
      const status = url.searchParams.get("status");
      const from = url.searchParams.get("created_from");
      const to = url.searchParams.get("created_to");
      const rows = db.outputs.filter((o) => {
        const day = localDay(new Date(o.created_at));
        return (!status || o.status === status) && (!from || day >= from) && (!to || day <= to);
      });
      return HttpResponse.json(
        pageOf(rows, url, ["mtr_number", "nfe_number", "destiny_name", "transporter_name"]),
      );
    }),
    pdf("mtr"),
    pdf("cdf"),
    http.post(`${API}/outputs/:id/receipt`, async ({ params, request }) => {
      const body = await bodyOf(request);
      log("POST", `/outputs/${params.id}/receipt`, body);
      const output = find(params.id);
      if (!output) return missing();
      if (db.receiptFields)
        return fail(422, "VALIDATION_FAILED", "Os dados informados são inválidos.", {
          fields: db.receiptFields,
        });
      if (output.status !== "issued")
        return refuse(`O MTR já foi recebido (${outputStatusLabels[output.status]}).`);
      const lines = (body.lines as { uuid: string; received_quantity: number }[]) ?? [];
      const divergences: { residue: string; sent: number; received: number }[] = [];
      output.residues = (output.residues ?? []).map((line) => {
        const quantity = lines.find((l) => l.uuid === line.uuid)?.received_quantity ?? line.quantity;
        if (quantity !== line.quantity)
          divergences.push({ residue: line.residue_name, sent: line.quantity, received: quantity });
        return { ...line, received_quantity: quantity };
      });
      Object.assign(output, {
        status: "received",
        received_at: body.received_at,
        receiver_name: body.receiver_name,
        receipt_notes: body.notes || null,
      });
      touch(output, "received", {
        receiver_name: body.receiver_name,
        received_at: body.received_at,
        divergences,
      });
      return HttpResponse.json(output);
    }),
    http.post(`${API}/outputs/:id/cdf`, async ({ params, request }) => {
      const body = await bodyOf(request);
      log("POST", `/outputs/${params.id}/cdf`, body);
      const output = find(params.id);
      if (!output) return missing();
      if (db.cdfFields)
        return fail(422, "VALIDATION_FAILED", "Os dados informados são inválidos.", { fields: db.cdfFields });
      if (output.status !== "received")
        return refuse("O CDF só pode ser emitido depois do recebimento do MTR.");
      const number = "2026/000012";
      const at = touch(output, "closed", { cdf_number: number, treatment: body.treatment });
      Object.assign(output, {
        status: "closed",
        cdf_number: number,
        closed_at: at,
        treatment: body.treatment,
      });
      return HttpResponse.json(output);
    }),
    http.post(`${API}/outputs/:id/cancellation`, async ({ params, request }) => {
      const body = await bodyOf(request);
      log("POST", `/outputs/${params.id}/cancellation`, body);
      const output = find(params.id);
      if (!output) return missing();
      if (output.status !== "issued") return refuse("Um MTR já recebido não pode ser cancelado.");
      const at = touch(output, "cancelled", { justification: body.justification });
      Object.assign(output, {
        status: "cancelled",
        cancelled_at: at,
        cancel_justification: body.justification,
      });
      // Not yet in the public system: its send is withdrawn, as the server does (send.ts).
      if (output.public_system && output.public_status !== "sent" && !output.public_number)
        Object.assign(output, {
          public_status: "withdrawn",
          public_error: "MTR cancelado antes do envio ao sistema público.",
        });
      return HttpResponse.json(output);
    }),
    http.post(`${API}/outputs/:id/resend`, ({ params }) => {
      log("POST", `/outputs/${params.id}/resend`);
      const output = find(params.id);
      if (!output) return missing();
      if (output.public_status !== "failed")
        return refuse("O envio ao SINIR não falhou: não há o que reenviar.");
      touch(output, "resend", { system: output.public_system });
      // Once the system has the MTR, what is tried again is a lifecycle step: it is not provisional again.
      Object.assign(output, { public_status: output.public_number ? "sent" : "pending", public_error: null });
      return HttpResponse.json(output);
    }),
    http.get(`${API}/public/mtr/:code`, ({ params }) => {
      log("GET", `/public/mtr/${params.code}`);
      const output = db.outputs.find((o) => o.verification_code === params.code);
      return output
        ? HttpResponse.json(verificationOf(output))
        : fail(404, RESOURCE_CODES.NOT_FOUND, "MTR não encontrado. Confira o código impresso no manifesto.");
    }),
    ...resourceHandlers({
      base: API,
      history: (id) => (db.history[id] ??= { updates: [], deletions: [] }),
      received: () => db.received,
      resources: [
        {
          path: "/outputs",
          key: "uuid_output",
          rows: () => db.outputs,
          search: ["mtr_number", "nfe_number"],
        },
      ],
    }),
  ];
}
