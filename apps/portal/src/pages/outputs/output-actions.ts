/**
 * A list row's lifecycle step opens its dialog on the document's page: /saidas/{id}?acao=recebimento
 * (Registrar recebimento), ?acao=cdf (Encerrar com CDF), ?acao=cancelamento (Cancelar MTR).
 */
export const ACTION_PARAM = "acao";
export const actionOf = { receipt: "recebimento", cdf: "cdf", cancel: "cancelamento" } as const;
