// The template bar's texts beyond the form's own (create-text.ts `templates`): loading, rename, delete.
export const mtrTemplatesText = {
  loading: "Carregando modelos…",
  rename: "Renomear modelo",
  renameDescription: (name: string) => `Escolha um novo nome para o modelo "${name}".`,
  renamed: (name: string) => `Modelo renomeado para "${name}".`,
  remove: "Excluir modelo",
  removeMessage: (name: string) =>
    `O modelo "${name}" será excluído. As saídas já emitidas com ele não mudam.`,
  removeConfirm: "Excluir",
  removed: (name: string) => `Modelo "${name}" excluído.`,
} as const;
