import { PermanentJobError } from "../../jobs";

/** A party on a manifest (generator, transporter or recipient): a company by CNPJ or a person by CPF. */
export type ManifestParty = {
  /** The party's registry: CNPJ (a company) or CPF (a person), with or without punctuation (sent as digits). */
  document: { type: "cnpj" | "cpf"; number: string };
  name: string;
  address: string;
  /** UF, two letters. */
  state: string;
  city: string;
  /** The company's unit code in the public system, when it has one there. */
  unitCode?: string;
};

/**
 * ANTT's fields of a residue transported as a dangerous good (a hazardous residue with a UN number): the
 * UN number's digits ("1993"), the main risk class ("3", "6.1") and the packing group ("I", "II", "III").
 */
export type ManifestHazard = { unNumber: string; riskClass: string | null; packingGroup: string | null };

/**
 * A residue line. Class, unit, packaging, physical state and treatment are the public system's codes from
 * its reference lists (`referenceList`), never the platform's labels: codes.ts maps one to the other.
 */
export type ManifestResidue = {
  /** The residue's code in the IBAMA list (e.g. "150110"). */
  ibamaCode: string;
  description?: string;
  classCode: string;
  unitCode: string;
  quantity: number;
  packagingCode: string;
  physicalStateCode: string;
  treatmentCode: string;
  /** Only for a residue transported as a dangerous good. */
  hazard?: ManifestHazard;
};

/** What a public MTR system needs to issue a manifest for one of our output documents. */
export type ManifestToSend = {
  /**
   * The generator's code of the manifest in the public system, which dedupes by it: unique across the
   * platform (derived from the document's uuid), since every company's MTRs go through one account.
   */
  code: string;
  /** The company's own number of the document ("2026/000001"; repeats across companies): for messages. */
  platformNumber: string;
  generator: ManifestParty;
  transporter: ManifestParty;
  recipient: ManifestParty;
  residues: ManifestResidue[];
  driverName: string;
  vehiclePlate: string;
  /** Who answers for the manifest at the generator. */
  responsible: string;
  /** yyyy-MM-dd. */
  issuedAt: string;
  observations?: string;
};

/** A received quantity of one residue of the manifest (the recipient's confirmation), in a unit's code. */
export type ReceiptLine = { ibamaCode: string; quantity: number; unitCode: string };

export type ReceiptDetails = {
  /** yyyy-MM-dd; default today. */
  receivedAt?: string;
  responsible?: string;
  observations?: string;
};

/** The reference lists a manifest's codes come from (operation 2 of the family). */
export const REFERENCE_LISTS = ["classes", "units", "treatments", "physicalStates", "packagings"] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/** One entry of a reference list: its code, description and, when the list has one, its abbreviation. */
export type ReferenceEntry = { code: string; description: string; abbreviation?: string };

/**
 * One public MTR system (SINIR and the state systems of its family). Errors: `MtrUnavailableError`
 * (retry later) or `MtrRejectedError` (a `PermanentJobError`: retrying will not help).
 */
export interface PublicMtrSystem {
  /** The system's name as users know it ("SINIR", "SIGOR"...), used in messages. */
  readonly name: string;
  /**
   * Issues the manifest; idempotent by `code`: sending a code the system already has answers that
   * manifest's number instead of creating a second one.
   */
  send(manifest: ManifestToSend): Promise<{ externalNumber: string }>;
  receive(externalNumber: string, lines: ReceiptLine[], details?: ReceiptDetails): Promise<void>;
  cancel(externalNumber: string, justification: string): Promise<void>;
  /** Issues the CDF (certificado de destinação final) over received manifests. */
  issueCdf(externalNumbers: string[]): Promise<{ cdfNumber: string }>;
  downloadPdf(externalNumber: string): Promise<Buffer>;
  /** One of the system's reference lists (classes, units, treatment technologies...). */
  referenceList(list: ReferenceList): Promise<ReferenceEntry[]>;
}

/** The system could not be reached, timed out or answered 5xx: the same call may work later. */
export class MtrUnavailableError extends Error {
  readonly retryable = true;
  constructor(
    readonly system: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "MtrUnavailableError";
  }
}

/** The system refused the request (4xx, a non-zero `retornoCodigo`) or is not configured: fix, then resend. */
export class MtrRejectedError extends PermanentJobError {
  readonly retryable = false;
  constructor(
    readonly system: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "MtrRejectedError";
  }
}
