import { userRoleDescriptions, userRoleLabels } from "@trilha/forms/schemas";

/**
 * Every text of the company's users screens (/usuarios, /permissoes; docs/decisions.md), the roles'
 * names and descriptions from @trilha/forms.
 */
export const userText = {
  listTitle: "Usuários",
  tableTitle: "Usuários cadastrados",
  newItem: "Novo Usuário",
  createTitle: "Novo Usuário",
  editTitle: "Editar Usuário",
  itemName: "Usuário",
  columns: {
    name: "Nome",
    email: "E-mail",
    role: "Perfil de acesso",
    status: "Situação",
    lastLogin: "Último acesso",
  },
  /** Situação of a user without a password yet; the contractor's Usuário Master says the same. */
  pending: "Aguardando primeiro acesso",
  neverLoggedIn: "—",
  resendInvite: "Reenviar convite",
  inviteResent: (email: string) => `Convite reenviado para ${email}.`,
  inviteError: "Erro ao reenviar o convite.",
  created: (email: string) => `Usuário cadastrado. Um e-mail de primeiro acesso foi enviado para ${email}.`,
  createError: "Erro ao cadastrar o usuário.",
  /** The server's ADMIN_ONLY message, shown by Novo Usuário to an Operador before any call is refused. */
  adminOnly: "Apenas administradores da empresa podem gerenciar usuários e permissões.",
  cancel: "Cancelar",
  sections: { data: "Dados do usuário", history: "Histórico de alterações" },
  navLabel: "Seções do usuário",
  saved: "Alterações salvas com sucesso!",
  saveError: "Erro ao salvar as alterações do usuário.",
  selfRole: "Você não pode alterar o seu próprio perfil de acesso.",
  /** Another person who also enters other companies: the server's SHARED_NAME, shown before any save. */
  sharedName:
    "Este usuário também acessa outras empresas: só ele pode alterar o próprio nome, em Editar Meu Perfil.",
  emailHint: "O e-mail é o nome de acesso do usuário e não pode ser alterado.",
  // Reactivation follows the other domains' texts (decisions.md).
  reactivate: "Reativar",
  reactivateDescription: (name: string) => `Informe o motivo da reativação de ${name}.`,
  reactivated: "Usuário reativado com sucesso!",
  reactivateError: "Erro ao reativar o usuário!",
  inactiveNotice: "Este usuário está inativo e não acessa a empresa. Reative-o para editar o cadastro.",
  notFound: "Usuário não encontrado.",
  // /permissoes.
  permissionsTitle: "Permissões",
  profiles: "Perfis de acesso",
  permissionsTable: "Usuários ativos",
  roleOf: (name: string) => `Perfil de acesso de ${name}`,
  roleSaved: (name: string) => `Perfil de acesso de ${name} atualizado.`,
  roleError: "Erro ao atualizar o perfil de acesso.",
  loading: "Carregando…",
  roles: userRoleLabels,
  roleDescriptions: userRoleDescriptions,
} as const;
