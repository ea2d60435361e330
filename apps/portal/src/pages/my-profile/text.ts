/** The texts of /meu-perfil (the user menu's "Editar Meu Perfil"). */
export const myProfileText = {
  title: "Meu Perfil",
  personal: "Dados pessoais",
  password: "Alterar senha",
  passwordNote: "Depois da troca, as suas outras sessões abertas são encerradas.",
  email: "E-mail",
  emailHint: "O e-mail é o seu login e não pode ser alterado aqui.",
  company: "Empresa",
  role: "Perfil de acesso",
  loading: "Carregando os seus dados…",
  loadError: "Não foi possível carregar os seus dados.",
  saved: "Dados atualizados com sucesso!",
  saveError: "Erro ao atualizar os seus dados.",
  passwordSaved: "Senha alterada com sucesso!",
  passwordError: "Não foi possível alterar a senha.",
} as const;
