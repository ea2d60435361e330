/** The texts of /perfil-empresa (issue 17); the title is the route's and the user menu's. */
export const companyProfileText = {
  title: "Perfil da Empresa",
  form: "Dados cadastrais",
  requiredNote: "(*) campos obrigatórios",
  identification: "Identificação",
  address: "Endereço",
  contact: "Contato",
  cnpj: "CNPJ",
  loading: "Carregando os dados da empresa…",
  loadError: "Não foi possível carregar os dados da empresa.",
  saved: "Dados da empresa atualizados com sucesso!",
  saveError: "Erro ao atualizar os dados da empresa.",
} as const;
