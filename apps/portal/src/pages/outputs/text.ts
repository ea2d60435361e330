import type { OutputStatus } from "@trilha/api";
import type { BadgeStatus } from "@trilha/ui";

/**
 * The outputs list, document and public verification texts (spec 02 §2 "Saídas", issue 16); the
 * wording the spec does not give is ours (decisions.md). The create form's texts are in create-text.ts.
 */
export const outputText = {
  listTitle: "Saídas",
  tableTitle: "Documentos de saída",
  newItem: "Novo Cadastro",
  indicators: "Indicadores",
  issuedThisMonth: "MTRs emitidos no mês",
  awaitingReceipt: "Aguardando recebimento",
  closedThisMonth: "Encerrados no mês",
  cancelledThisMonth: "Cancelados no mês",
  period: "Data de criação",
  statusFilter: "Status",
  allStatuses: "Todos os status",
  columns: {
    createdAt: "Data",
    mtr: "MTR",
    document: "Documento",
    recipient: "Destinatário",
    transporter: "Transportador",
    status: "Status",
  },
  noMtr: "Sem MTR",
  invoice: (number: string) => `Nota fiscal nº ${number}`,
  romaneio: "Romaneio",
  /** Names a document without MTR apart from the others ("Romaneio de 12/05/2026 08:30 para Aterro Central"). */
  documentOf: (document: string, createdAt: string, recipient: string) =>
    `${document} de ${createdAt} para ${recipient}`,
  provisional: "Provisório",
  sendFailed: "Falha no envio",
  /** A cancelled MTR whose send was withdrawn before the public system registered it (public_status withdrawn). */
  notRegistered: "Não registrado",
  view: "Ver documento",
  downloadMtr: "Baixar MTR",
  downloadCdf: "Baixar CDF",
  downloadError: "Não foi possível baixar o PDF.",

  // The document (/saidas/:id).
  detailTitle: "Documento de Saída",
  notFound: "Documento de saída não encontrado.",
  back: "Voltar para Saídas",
  mtrNumber: (number: string) => `MTR nº ${number}`,
  verify: "Verificar autenticidade",
  sections: {
    parties: "Partes",
    transport: "Transporte",
    invoice: "Nota fiscal",
    residues: "Resíduos",
    observations: "Observações",
    publicSystem: "Sistema público",
    receipt: "Recebimento",
    closing: "Encerramento",
    cancellation: "Cancelamento",
    timeline: "Histórico do documento",
  },
  fields: {
    documentType: "Tipo de documento",
    mtrOption: "Opção de MTR",
    recipient: "Destinatário",
    transporter: "Transportador",
    responsible: "Responsável pelo MTR",
    vehicleType: "Tipo de veículo",
    vehiclePlate: "Placa do veículo",
    trailerPlate: "Placa da carreta",
    sealNumber: "Número do lacre",
    driver: "Motorista",
    transportCost: "Custo do transporte",
    nfeNumber: "Número da nota fiscal",
    emissionDate: "Data de emissão",
    accessKey: "Chave de acesso",
    system: "Sistema",
    publicNumber: "Número no sistema público",
    publicStatus: "Situação do envio",
    lastError: "Último erro",
    attempts: "Tentativas",
    receivedAt: "Data do recebimento",
    receiverName: "Recebido por",
    receiptNotes: "Observações do recebimento",
    cdfNumber: "CDF nº",
    closedAt: "Encerrado em",
    treatment: "Tratamento / destinação final",
    cancelledAt: "Cancelado em",
    justification: "Justificativa",
  },
  residueColumns: {
    residue: "Resíduo",
    authorization: "Autorização ambiental",
    sent: "Quantidade enviada",
    received: "Quantidade recebida",
    packaging: "Acondicionamento",
    unitValue: "Valor unitário",
  },
  publicStatus: {
    pending: "Aguardando envio (MTR provisório)",
    sent: "Enviado",
    failed: "Falha no envio",
    withdrawn: "Não registrado (MTR cancelado antes do registro)",
  },
  noTransportCost: "Sem custo negociado",
  notInformed: "Não informado",
  // The timeline (output events).
  events: {
    issued: "Emitido",
    received: "Recebido",
    closed: "Encerrado",
    cancelled: "Cancelado",
    sent: (system: string, number: string) => `Enviado ao ${system} nº ${number}`,
    send_failed: "Falha no envio",
    resend: "Reenvio solicitado",
  },
  // A lifecycle step declared to the public system once it has the MTR (a `sent` step with `detail.step`).
  relayed: {
    receipt: (system: string) => `Recebimento declarado ao ${system}`,
    cdf: (system: string, number: string) => `CDF emitido no ${system} nº ${number}`,
    cancel: (system: string) => `Cancelamento registrado no ${system}`,
  },
  // One the public system refused for good (a `send_failed` step with `detail.step`).
  relayFailed: {
    receipt: (system: string) => `Falha ao declarar o recebimento ao ${system}`,
    cdf: (system: string) => `Falha ao emitir o CDF no ${system}`,
    cancel: (system: string) => `Falha ao cancelar o MTR no ${system}`,
  },
  resend: (system: string) => `Reenviar ao ${system}`,
  resent: (system: string) => `O envio ao ${system} foi reagendado.`,
  eventBy: (user: string) => `por ${user}`,
  receivedBy: (name: string) => `Recebido por ${name}.`,
  divergences: "Divergências",
  divergence: (residue: string, sent: string, received: string) =>
    `${residue}: enviado ${sent}, recebido ${received}`,
  noDivergence: "Sem divergências.",
  cdf: (number: string) => `CDF nº ${number}`,

  // Lifecycle dialogs.
  receive: "Registrar recebimento",
  receiveDescription: "Informe quando e quem recebeu, e a quantidade recebida de cada resíduo.",
  receivedToast: "Recebimento registrado com sucesso!",
  close: "Encerrar com CDF",
  closeDescription: "Informe o tratamento ou a destinação final dada aos resíduos.",
  closed: (number: string) => `MTR encerrado com o CDF nº ${number}.`,
  cancel: "Cancelar MTR",
  cancelDescription: (number: string) => `Informe o motivo do cancelamento do MTR nº ${number}.`,
  cancelledToast: "MTR cancelado.",
  // A document without MTR is cancelled too, under its own name.
  cancelDocument: "Cancelar documento",
  cancelDocumentDescription: "Informe o motivo do cancelamento do documento de saída.",
  documentCancelledToast: "Documento de saída cancelado.",
  confirm: "Confirmar",
  failed: "Não foi possível concluir a operação.",
  receivedQuantity: (residue: string) => `Quantidade recebida de ${residue}`,

  // Public verification (/mtr/:code).
  verificationTitle: "Verificação de MTR",
  /** The name of the logo linking to the portal (not in the spec). */
  verificationHome: "Ir para o Trilha",
  verificationNotFound: "MTR não encontrado. Confira o código impresso no manifesto.",
  verificationFailed: "Não foi possível verificar o MTR agora. Tente novamente em instantes.",
  provisionalMtr: "MTR provisório",
  provisionalHint: "Ainda não registrado no sistema público.",
  withdrawnMtr: "MTR cancelado antes do registro no sistema público",
  withdrawnHint: "Não será registrado.",
  verificationFields: {
    number: "Número do MTR",
    status: "Status",
    publicNumber: "Número no sistema público",
    issuedAt: "Emitido em",
    receivedAt: "Recebido em",
    closedAt: "Encerrado em",
    cancelledAt: "Cancelado em",
    cdfNumber: "CDF nº",
    generator: "Gerador",
    transporter: "Transportador",
    recipient: "Destinatário",
  },
  verificationResidues: "Resíduos",
  verificationColumns: {
    residue: "Resíduo",
    class: "Classe",
    quantity: "Quantidade",
    received: "Quantidade recebida",
  },
} as const;

/** The badge colour of each MTR state: in progress, done, or cancelled (the label is the state's). */
export const outputBadge: Record<OutputStatus, BadgeStatus> = {
  issued: "active",
  received: "active",
  closed: "AVAILABLE",
  cancelled: "inactive",
};

/** The units an output line is measured and priced in, as the document shows them. */
export const unitLabels: Record<string, string> = {
  tons: "t",
  ton: "t",
  t: "t",
  kg: "kg",
  liters: "L",
  travel: "viagem",
};

/**
 * The units a negotiated price is per, as the document shows them: the negotiation's `liters` stands for
 * litres and m³ alike (spec 02 §3), so a price per m³ is never shown as a price per litre.
 */
export const priceUnitLabels: Record<string, string> = { ...unitLabels, liters: "L ou m³" };
