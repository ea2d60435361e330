import { PermanentJobError } from "../../jobs";

/** A company on a manifest (generator, transporter or recipient). */
export type ManifestParty = {
  /** CNPJ, with or without punctuation (sent as digits). */
  cnpj: string;
  name: string;
  address: string;
  /** UF, two letters. */
  state: string;
  city: string;
  /** The company's unit code in the public system, when it has one there. */
  unitCode?: string;
};

/**
 * A residue line. Class, unit, packaging, physical state and treatment are the public system's codes
 * or abbreviations from its reference lists (classes "I", "IIA", "IIB"; units "t", "m³", "L"...).
 */
export type ManifestResidue = {
  /** The residue's code in the IBAMA list (e.g. "150110"). */
  ibamaCode: string;
  description?: string;
  class: string;
  unit: string;
  quantity: number;
  packaging: string;
  physicalState: string;
  treatment: string;
};

/** What a public MTR system needs to issue a manifest for one of our output documents. */
export type ManifestToSend = {
  /** The platform's own number of the document: the generator's code in the public system (idempotency). */
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

/** A received quantity of one residue of the manifest (the recipient's confirmation). */
export type ReceiptLine = { ibamaCode: string; quantity: number; unit: string };

export type ReceiptDetails = {
  /** yyyy-MM-dd; default today. */
  receivedAt?: string;
  responsible?: string;
  observations?: string;
};

/**
 * One public MTR system (SINIR and the state systems of its family). Errors: `MtrUnavailableError`
 * (retry later) or `MtrRejectedError` (a `PermanentJobError`: retrying will not help).
 */
export interface PublicMtrSystem {
  /** The system's name as users know it ("SINIR", "SIGOR"...), used in messages. */
  readonly name: string;
  /**
   * Issues the manifest; idempotent by `platformNumber`: sending a number the system already has answers
   * that manifest's number instead of creating a second one.
   */
  send(manifest: ManifestToSend): Promise<{ externalNumber: string }>;
  receive(externalNumber: string, lines: ReceiptLine[], details?: ReceiptDetails): Promise<void>;
  cancel(externalNumber: string, justification: string): Promise<void>;
  /** Issues the CDF (certificado de destinação final) over received manifests. */
  issueCdf(externalNumbers: string[]): Promise<{ cdfNumber: string }>;
  downloadPdf(externalNumber: string): Promise<Buffer>;
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
