/** Every text of the data table (spec 02 §2), letter for letter. */
export const dataTableText = {
  columns: "Colunas",
  pageSize: "Exibir Itens:",
  perPage: "POR PÁGINA",
  inactive: "INATIVOS",
  search: "Pesquisa",
  newItem: "Novo Cadastro",
  empty: "Sem dados para carregar",
  previous: "Anterior",
  next: "Próximo",
  /** The pager's names: its visible text first (WCAG 2.5.3), then where it goes, unlike a wizard's own. */
  previousName: "Anterior (página anterior)",
  nextName: "Próximo (página seguinte)",
  pagination: "Paginação",
  page: (n: number) => `Página ${n}`,
  actions: "Ações",
  rowActions: (label: string) => `Ações: ${label}`,
  loading: "Carregando…",
  edit: "Editar",
  inactivate: "Inativar",
  justifications: "Justificativas",
  reactivate: "Reativar",
} as const;
