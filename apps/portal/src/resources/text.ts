/** The texts every resource screen shares (spec 02 §2, §4); a domain's own texts stay with its pages. */
export const resourceText = {
  historyTitle: "Histórico de alterações",
  justifications: "Justificativas",
  // A read-only row's one action and its dialog's title (another company's negotiation; decisions.md).
  details: "Ver detalhes",
  detailsTitle: "Detalhes",
  detailsEmpty: "—",
  historyAction: { deletion: "Inativação", reactivation: "Reativação", update: "Alteração" },
  // The history's own words; the spec names the panel but not its columns (decisions.md).
  historyStatus: "Situação",
  historyEmpty: "Nenhuma alteração registrada.",
  historyColumns: ["Data", "Usuário", "Ação", "Campo", "De", "Para", "Justificativa"],
  loadingHistory: "Carregando histórico",
  // An edit page's record on its way (a screen reader's word for the skeleton).
  loadingRecord: "Carregando os dados…",
  include: "Incluir",
  // The inclusion table's Incluir, named after what it adds (WCAG 2.5.3: the name starts with the visible text).
  includeItem: (item: string) => `Incluir ${item}`,
  // An included item named by its position, in a refusal about it ("Item 2: …").
  item: (position: number) => `Item ${position}`,
  save: "Salvar",
  cancel: "Cancelar",
  // Wording the spec does not give (docs/decisions.md).
  downloadError: "Não foi possível baixar o arquivo.",
  uploads: "Envio dos arquivos",
  uploadProgress: (name: string) => `Envio de ${name}`,
  // Próximo / Salvar with an item filled but not included (issue 13; decisions.md).
  pendingTitle: "Item não incluído",
  pendingMessage: (tables: readonly string[]) =>
    `Há dados preenchidos em ${tables.join(", ")} que não foram incluídos. Deseja incluí-los antes de continuar?`,
  pendingDiscard: "Descartar",
  pendingBack: "Voltar",
  // An edit page whose item could not be read (no answer, or the server's error), unlike one not found.
  loadFailed: "Não foi possível carregar os dados agora.",
  retry: "Tentar novamente",
  // An edit page's item not found: back to its domain's list (as the document's "Voltar para Saídas").
  backToList: (list: string) => `Voltar para ${list}`,
  // An edit page's section left with edits not saved (decisions.md).
  unsavedEdits:
    "As alterações desta seção ainda não foram salvas. Se continuar, você perderá os dados alterados.",
  // A record's form in a dialog (a licence, an employee…) closed with edits not saved.
  unsavedRecord:
    "As alterações deste formulário ainda não foram salvas. Se continuar, você perderá os dados alterados.",
} as const;

/** The list refreshes about 200 ms after a change (spec 02 §4). */
export const REFRESH_DELAY_MS = 200;
