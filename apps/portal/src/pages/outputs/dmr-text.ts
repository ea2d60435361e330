/**
 * The DMR page's texts (Declaração de Movimentação de Resíduos); the title is the brief's, the rest is
 * ours (decisions.md).
 */
export const dmrText = {
  title: "Declaração de Movimentação de Resíduos (DMR)",
  /** The Saídas list's button that leads here. */
  open: "DMR",
  intro:
    "Os MTRs emitidos no período, sem os cancelados, somados por resíduo, destinador, transportador e tratamento, para preencher a sua DMR.",
  period: "Período de emissão",
  download: "Baixar CSV",
  downloadError: "Não foi possível baixar o CSV.",
  loadError: "Não foi possível carregar a DMR.",
  table: "Resíduos movimentados",
  empty: "Nenhum MTR emitido no período.",
  truncated: "A tabela mostra os primeiros 1.000 grupos; os totais valem para o período todo.",
  columns: {
    residue: "Resíduo",
    destination: "Destinador",
    transporter: "Transportador",
    treatment: "Tratamento (CDF)",
    sent: "Enviado (t)",
    received: "Recebido (t)",
    mtrs: "MTRs",
    // As the CSV's column: how many of the group's MTRs the recipient has received (Recebido (t) sums theirs).
    receivedMtrs: "MTRs recebidos",
    cdfs: "Com CDF",
  },
  ibama: (code: string) => `IBAMA ${code}`,
  noCdf: "Sem CDF",
  notReceived: "Não recebido",
  total: "Total",
} as const;
