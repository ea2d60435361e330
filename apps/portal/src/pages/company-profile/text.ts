/** The texts of /perfil-empresa (issue 17); the title is the route's and the user menu's. */
export const companyProfileText = {
  title: "Perfil da Empresa",
  form: "Dados cadastrais",
  identification: "Identificação",
  address: "Endereço",
  contact: "Contato",
  cnpj: "CNPJ",
  loading: "Carregando os dados da empresa…",
  loadError: "Não foi possível carregar os dados da empresa.",
  saved: "Dados da empresa atualizados com sucesso!",
  saveError: "Erro ao atualizar os dados da empresa.",
  adminOnly: "Somente os administradores da empresa podem alterar estes dados e o logotipo.",
  logo: {
    title: "Logotipo da empresa",
    field: "Logotipo",
    hint: "PNG, JPG ou WebP, até 2 MB. Aparece no cabeçalho da plataforma.",
    current: "Logotipo atual da empresa",
    none: "Nenhum logotipo enviado.",
    send: "Enviar logotipo",
    remove: "Remover",
    // Remover's confirmation (decisions.md; not in the spec).
    removeTitle: "Remover logotipo",
    removeMessage:
      "O logotipo da empresa será removido e deixará de aparecer no cabeçalho da plataforma. Para exibi-lo de novo, será preciso enviá-lo outra vez.",
    removeConfirm: "Remover",
    sent: "Logotipo atualizado com sucesso!",
    sendError: "Erro ao enviar o logotipo.",
    removed: "Logotipo removido com sucesso!",
    removeError: "Erro ao remover o logotipo.",
  },
} as const;
