// Output documents (saídas, issue 16) and their MTR: the kit's list/get/create, the wizard's options,
// the list's indicators, the lifecycle (receipt, CDF, cancellation), the PDFs, the public verification
// and the MTR templates. See docs/api/outputs.md.
import { filesApi, saveBlob } from "./files";
import { abortable, type Http } from "./http";
import type { SystemMapping } from "./residues";
import { type ResourceQuery, resourceApi, segment, toResourceParams } from "./resources";
import type { Page } from "./types/page";
import type { RegistryType } from "./types/provider";

/** The list's own filters beside the table's: the status and the creation range (yyyy-MM-dd). */
export type OutputQuery = ResourceQuery & { status?: string; createdFrom?: string; createdTo?: string };

function outputParams({ status, createdFrom, createdTo, ...table }: OutputQuery) {
  return {
    ...toResourceParams(table),
    ...(status ? { status } : {}),
    ...(createdFrom ? { created_from: createdFrom } : {}),
    ...(createdTo ? { created_to: createdTo } : {}),
  };
}

export type OutputStatus = "issued" | "received" | "closed" | "cancelled";
/**
 * The MTR in the public system: pending (provisional, being sent), sent (registered, its number kept),
 * failed (the send or a later step given up: resend), withdrawn (cancelled before the system registered
 * it: never will be).
 */
export type PublicStatus = "pending" | "sent" | "failed" | "withdrawn";

export type OutputLine = {
  uuid: string;
  residue: string;
  residue_name: string;
  authorization: string;
  authorization_name: string;
  quantity: number;
  measure_unity: string;
  packaging: string | null;
  packaging_name: string | null;
  packaging_quantity: number | null;
  /** The state's UF ("SP"); `origin_name` its name ("São Paulo"), as the form's table shows it. */
  origin: string;
  origin_name: string | null;
  unit_value: number | null;
  value_per: string | null;
  received_quantity: number | null;
};

export type OutputEvent = {
  action: "issued" | "received" | "closed" | "cancelled" | "sent" | "send_failed" | "resend";
  at: string;
  user: string | null;
  detail: Record<string, unknown>;
};

export type Output = {
  uuid_output: string;
  document_type: "nfe" | "romaneio";
  nfe_number: string | null;
  emission_date: string | null;
  nfe_access_key: string | null;
  nfe_xml: string | null;
  nfe_xml_display_name: string | null;
  mtr_option: "none" | "only_pv" | "pv_and_others";
  destiny: string;
  destiny_name: string;
  transporter: string;
  transporter_name: string;
  vehicle_type: string;
  vehicle_type_name: string | null;
  transport_cost: string;
  transport_cost_value: string | null;
  transport_cost_per: string | null;
  driver: string;
  driver_name: string;
  vehicle_plate: string;
  trailer_plate: string | null;
  seal_number: string | null;
  observations: string | null;
  mtr_responsible: string | null;
  responsible_name: string | null;
  generator_ticket: string | null;
  generator_ticket_display_name: string | null;
  status: OutputStatus;
  mtr_number: string | null;
  verification_code: string | null;
  received_at: string | null;
  receiver_name: string | null;
  receipt_notes: string | null;
  cdf_number: string | null;
  closed_at: string | null;
  treatment: string | null;
  cancelled_at: string | null;
  cancel_justification: string | null;
  public_system: string | null;
  public_status: PublicStatus | null;
  public_number: string | null;
  public_error: string | null;
  public_attempts: number;
  total_quantity: string;
  /** One document's answer only (get and create). */
  residues?: OutputLine[];
  events?: OutputEvent[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

/**
 * POST /outputs/nfe's answer: the NF-e the form picked, read, with warnings (pt-BR) by field where its
 * parties are not the output's (`destiny`: its recipient; `nfe_xml`: its issuer is not the company).
 */
export type NfeCheck = {
  access_key: string;
  number: string;
  series: string;
  emission_date: string;
  issuer_name: string;
  warnings: { destiny?: string; nfe_xml?: string };
};

export type Option = { value: string; label: string };
/**
 * A recipient or transporter offered: labelled by its trading name, with its legal name (the MTR's) and
 * how it is registered, for @trilha/forms' partiesRegisteredAbroad (an MTR for the public systems refuses
 * a party registered abroad).
 */
export type PartyOption = Option & { company_name: string; registry_type: RegistryType | null };
export type OutputOptions = {
  /**
   * The integrated systems ("ctre", "fepam") whose codes an MTR for the public systems needs, by the
   * company's address (CTR-E: the city of São Paulo; FEPAM: RS); empty elsewhere.
   */
  integrated_systems?: ("ctre" | "fepam")[];
  recipients: PartyOption[];
  transporters: PartyOption[];
  /** The transporter's drivers (empty until one is chosen). */
  drivers: Option[];
  /** The destiny's licences in force (empty until one is chosen). */
  licenses: Option[];
  /** Each residue with the destiny's negotiated price in force ("R$ 350,00 por tonelada"), if any. */
  residues: (Option & {
    unit_value: string | null;
    /** Of `integrated_systems`, those whose four codes the residue lacks. */
    missing_systems?: ("ctre" | "fepam")[];
    /** What it holds already of each system in `integrated_systems`. */
    integrated_systems?: Partial<Record<"ctre" | "fepam", SystemMapping>>;
  })[];
  /**
   * The transporter's negotiated costs, each with its residue's uuid, then "Sem custo negociado" (value
   * "none", no residue). The form offers those of the document's residue lines (`transportCostsFor`).
   */
  transport_costs: (Option & { residue?: string })[];
};
/**
 * The Saídas list's Indicadores: MTRs issued (not cancelled), closed (CDF) and cancelled in this month of
 * Brasília's calendar, each by its own date, and the MTRs awaiting receipt now.
 */
export type OutputIndicators = {
  issued_this_month: number;
  awaiting_receipt: number;
  closed_this_month: number;
  cancelled_this_month: number;
};
export type ReceiptInput = {
  received_at: string;
  receiver_name: string;
  notes?: string;
  lines: { uuid: string; received_quantity: number }[];
};

/** What the QR code's page shows to anyone holding the code. */
export type MtrVerification = {
  number: string;
  status: OutputStatus;
  status_label: string;
  provisional: boolean;
  /** Cancelled before the public system registered it: it never will be (not provisional). */
  withdrawn: boolean;
  public_number: string | null;
  issued_at: string;
  received_at: string | null;
  closed_at: string | null;
  cancelled_at: string | null;
  cdf_number: string | null;
  generator: { name: string };
  transporter: { name: string };
  recipient: { name: string };
  residues: {
    name: string;
    class: string | null;
    /** The line's Origem by the state's name ("São Paulo"), as the MTR prints it (no UF code). */
    origin_name: string;
    quantity: number;
    received_quantity: number | null;
    unit: string;
  }[];
};

export type MtrTemplate = {
  uuid_template: string;
  name: string;
  values: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

export function outputsApi(http: Http) {
  const base = resourceApi<Output, Record<string, unknown>>(http, "/outputs", {
    fileFields: ["nfe_xml", "generator_ticket"],
  });
  const item = (id: string) => `/outputs/${segment(id)}`;
  const step = (id: string, path: string, body: unknown) =>
    http.post<Output>(`${item(id)}/${path}`, body).then((r) => r.data);
  const download = async (id: string, file: "mtr" | "cdf", name: string) => {
    const blob = await filesApi(http).get(`/api/v1${item(id)}/${file}.pdf`);
    saveBlob(blob, name);
  };
  return {
    list: (query: OutputQuery, signal?: AbortSignal) =>
      http
        .get<Page<Output>>("/outputs", { ...abortable(signal), params: outputParams(query) })
        .then((r) => r.data),
    get: base.get,
    create: base.create,
    changes: base.changes,
    options: (query: { destiny?: string; transporter?: string }, signal?: AbortSignal) =>
      http
        .get<OutputOptions>("/outputs/options", { ...abortable(signal), params: query })
        .then((r) => r.data),
    /**
     * Reads an NF-e XML before the save, with the destiny chosen so far: a 422 on `nfe_xml` is what the
     * save would refuse (unreadable, already on an active output); nothing is stored.
     */
    checkNfe: (file: Blob, destiny?: string, signal?: AbortSignal) => {
      const body = new FormData();
      body.append("nfe_xml", file);
      if (destiny) body.append("destiny", destiny);
      return http.post<NfeCheck>("/outputs/nfe", body, abortable(signal)).then((r) => r.data);
    },
    indicators: (signal?: AbortSignal) =>
      http.get<OutputIndicators>("/outputs/indicators", abortable(signal)).then((r) => r.data),
    receive: (id: string, input: ReceiptInput) => step(id, "receipt", input),
    close: (id: string, treatment: string) => step(id, "cdf", { treatment }),
    cancel: (id: string, justification: string) => step(id, "cancellation", { justification }),
    /** Tries a failed send to the public system again (the MTR is provisional until it answers). */
    resend: (id: string) => step(id, "resend", {}),
    /** Saves the MTR's PDF ("MTR-2026-000001.pdf"). */
    downloadMtr: (output: Pick<Output, "uuid_output" | "mtr_number">) =>
      download(output.uuid_output, "mtr", `MTR-${(output.mtr_number ?? "").replace("/", "-")}.pdf`),
    downloadCdf: (output: Pick<Output, "uuid_output" | "cdf_number">) =>
      download(output.uuid_output, "cdf", `CDF-${(output.cdf_number ?? "").replace("/", "-")}.pdf`),
    /** The public verification (no session needed). */
    verify: (code: string, signal?: AbortSignal) =>
      http.get<MtrVerification>(`/public/mtr/${segment(code)}`, abortable(signal)).then((r) => r.data),
    templates: resourceApi<MtrTemplate, { name: string; values: Record<string, unknown> }>(
      http,
      "/mtr-templates",
    ),
  };
}

export type OutputsApi = ReturnType<typeof outputsApi>;
