// A module of its own: the output list's route reads a status from its URL (to prefetch the list)
// without the output document's schemas.

/** The MTR's states (issue 16): issued → received → closed with a CDF; or cancelled before receipt. */
export const OUTPUT_STATUSES = ["issued", "received", "closed", "cancelled"] as const;
export type OutputStatus = (typeof OUTPUT_STATUSES)[number];
export const outputStatusLabels: Record<OutputStatus, string> = {
  issued: "Emitido",
  received: "Recebido",
  closed: "Encerrado",
  cancelled: "Cancelado",
};

/** A lifecycle step a document offers: the recipient's receipt, closing with a CDF, cancellation. */
export type OutputStep = "receipt" | "cdf" | "cancel";

/**
 * The steps a document offers in its state, as the server takes them: an issued MTR is received or
 * cancelled, a received one closed with a CDF; a document without MTR has no receipt nor CDF, but is
 * cancelled while issued like any other (a mistake is cancelled and issued again).
 */
export function outputSteps(output: {
  status: OutputStatus;
  mtr_number?: string | null;
}): readonly OutputStep[] {
  const withMtr = Boolean(output.mtr_number);
  if (output.status === "issued") return withMtr ? ["receipt", "cancel"] : ["cancel"];
  if (output.status === "received" && withMtr) return ["cdf"];
  return [];
}
