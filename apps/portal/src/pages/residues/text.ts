import { type ApiError, refusalMessage } from "@trilha/api";
/** Every text of the residues screens (spec 02 §2, §8), letter for letter where the spec gives it. */
export const residueText = {
  listTitle: "Resíduos",
  tableTitle: "Resíduos cadastrados",
  newItem: "Novo resíduo",
  wizardTitle: "Cadastrar Novo Resíduo",
  editTitle: "Editar Resíduo",
  columns: {
    createdAt: "Data de criação",
    name: "Nome",
    type: "Tipo",
    destinations: "Destinações",
    transporters: "Transportadores",
  },
  saved: "Sucesso ao cadastrar o resíduo!",
  savedWithErrors: (kinds: readonly string[]) =>
    `Sucesso ao cadastrar o resíduo! Com erros no cadastro de: ${kinds.join(" e ")}`,
  createError: "Erro ao cadastrar o resíduo",
  // What the spec does not give (decisions.md).
  stepError: "Erro ao salvar os dados do resíduo.",
  draftCancelled: "Cadastro cancelado pelo usuário no assistente de cadastro de resíduos.",
  // A wizard left before its last Próximo (decisions.md; not in the spec).
  draft: {
    status: "Rascunho",
    resume: "Continuar cadastro",
    discard: "Descartar rascunho",
    discardConfirm: "Descartar",
    discardMessage: (name: string) =>
      `O cadastro do resíduo "${name}" não foi concluído. Ao descartar o rascunho você perderá os dados já preenchidos!`,
    discarded: "Rascunho descartado.",
    discardError: "Erro ao descartar o rascunho.",
    loadError: "Não foi possível carregar o rascunho do resíduo.",
  },
  treatments: "Tratamentos",
  storages: "Armazenamentos",
  // What each inclusion table adds, in its Incluir's name ("Incluir tratamento"; not in the spec).
  treatmentItem: "tratamento",
  storageItem: "armazenamento",
  negotiations: "Negociações",
  negotiationsKind: "negociações",
  residue: "Resíduo",
  classification: "Classificação do resíduo",
  risk: "Transporte de produtos perigosos",
  yes: "Sim",
  no: "Não",
  systems: { ctre: "CTR-E", fepam: "FEPAM" },
  systemsNote:
    "Informe os códigos equivalentes deste resíduo nos sistemas integrados. Os que faltarem serão pedidos ao emitir um documento de saída com sistemas integrados.",
  negotiationColumns: {
    number: "Número",
    manager: "Gerenciador",
    period: "Período",
    type: "Tipo",
    releaseType: "Tipo de lançamento",
  },
  recipientSide: "Destinador",
  carrierSide: "Transportador",
  sections: {
    data: "Dados básicos",
    treatments: "Tratamentos",
    storages: "Armazenamentos",
    legal: "Requisitos legais",
    negotiations: "Negociações",
    systems: "Sistemas integrados",
    history: "Histórico de alterações",
  },
  sectionSaved: "Alterações salvas com sucesso!",
  sectionError: "Erro ao salvar as alterações do resíduo.",
  reactivate: "Reativar",
  reactivateDescription: (name: string) => `Informe o motivo da reativação de ${name}.`,
  reactivated: "Resíduo reativado com sucesso!",
  reactivateError: "Erro ao reativar o resíduo!",
  inactiveNotice: "Este resíduo está inativo. Reative-o para editar o cadastro.",
  notFound: "Resíduo não encontrado.",
} as const;

/**
 * A child collection's texts (the edit page's sections), in the providers' records' words; a refused
 * save toasts the server's own reason (spec 02 §8: the residue inclusion's exception message).
 */
const childText = (one: string, many: string, article: "o" | "a", item: string) => ({
  title: many,
  newItem: `Nov${article} ${one}`,
  createTitle: `Nov${article} ${one}`,
  editTitle: `Editar ${one}`,
  createError: (error: ApiError) => refusalMessage(error, `Erro ao cadastrar ${article} ${one}!`),
  editError: (error: ApiError) => refusalMessage(error, `Erro ao editar ${article} ${one}!`),
  saved: `${item} salv${article} com sucesso!`,
  item,
  reactivated: `${item} reativad${article} com sucesso!`,
  reactivateError: `Erro ao reativar ${article} ${one}!`,
});

export const residueChildText = {
  treatments: childText("tratamento", "Tratamentos", "o", "Tratamento"),
  storages: childText("armazenamento", "Armazenamentos", "o", "Armazenamento"),
  negotiations: childText("negociação", "Negociações", "a", "Negociação"),
} as const;
