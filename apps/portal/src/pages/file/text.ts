/** The texts of /arquivos/:uuid, a stored file opened in a tab of its own. */
export const fileText = {
  title: "Arquivo",
  loading: "Carregando o arquivo…",
  download: "Baixar",
  noPreview: "Este tipo de arquivo não tem pré-visualização. Use Baixar para abri-lo.",
  notFound: "Arquivo não encontrado.",
  loadError: "Não foi possível carregar o arquivo. Tente novamente.",
  back: "Voltar ao início",
} as const;
