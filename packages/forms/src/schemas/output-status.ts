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
