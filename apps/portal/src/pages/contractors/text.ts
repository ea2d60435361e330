import { userText } from "../users/text";

/** Every text of the contractors screens (spec 02 §2, §5, §8), letter for letter where the spec gives it. */
export const contractorText = {
  listTitle: "Contratantes",
  tableTitle: "Contratantes cadastrados",
  newItem: "Novo Cadastro",
  wizardTitle: "Cadastrar Novo Contratante",
  editTitle: "Editar Contratante",
  indicators: "Indicadores",
  activeClients: "Clientes ativos",
  inactiveClients: "Clientes inativos",
  period: "Data de criação",
  columns: {
    createdAt: "Data de criação",
    responsible: "Responsável",
    validity: "Validade do Contrato",
  },
  indeterminate: "Indeterminado",
  saved: "Cadastro efetuado com sucesso!",
  saveError: "Erro ao cadastrar o contratante.",
  sections: {
    data: "Dados do Contratante",
    contract: "Dados do Contrato",
    plan: "Funcionalidades",
    master: "Usuário Master",
    history: "Histórico de alterações",
  },
  sectionSaved: "Alterações salvas com sucesso!",
  sectionError: "Erro ao salvar as alterações do contratante.",
  company: "Empresa",
  address: "Endereço",
  documents: "Documentos",
  legalRepresentative: "Representante legal",
  financialRepresentative: "Responsável financeiro",
  contract: "Contrato",
  attachments: "Anexos",
  addAddendum: "Adicionar aditivo",
  removeAddendum: (n: number) => `Remover aditivo ${n}`,
  addendum: (n: number) => `Aditivo ${n}`,
  // The plan builder (spec 02 §2, §4).
  mainModule: "Módulo principal",
  moduleCounts: "Quantidade de módulos",
  generatorType: "Tipo de gerador",
  generatorDescriptions: {
    pg: "Para geradores de pequeno porte: cadastro de resíduos, emissão de documentos de saída e acompanhamento das destinações.",
    gg: "Para grandes geradores: além do pequeno gerador, controle de unidades, inventário de resíduos e relatórios para os órgãos ambientais.",
    ggi: "Para grandes geradores com gestão interna: além do grande gerador, armazenamento temporário, tratamento próprio e rastreio interno.",
  },
  features: "Funcionalidades extras",
  featureColumns: {
    feature: "Funcionalidade",
    users: "Quantidade de usuários",
    valuePerUser: "Valor por usuário",
    total: "Total",
  },
  planTotal: "Total do plano",
  // The master user (spec 02 §2).
  masterTitle: "Usuário master de acesso ao sistema",
  // The server's refusal of a new e-mail after the first access (responsible_first.email), shown beforehand.
  masterEmailLocked: "O e-mail do usuário master só pode ser alterado antes do primeiro acesso.",
  masterNotice:
    "Ao salvar, o usuário master recebe automaticamente um e-mail de boas-vindas com o link de primeiro acesso ao sistema.",
  resendWelcome: "Reenviar e-mail de boas-vindas",
  welcomeSent: "E-mail de boas-vindas reenviado com sucesso!",
  welcomeError: "Erro ao reenviar o e-mail de boas-vindas.",
  // The state's one wording, the /usuarios list's Situação badge (docs/decisions.md).
  welcomePending: (when: string) => `${userText.pending}. Último e-mail de boas-vindas: ${when}.`,
  welcomeNeverSent: `${userText.pending}. O e-mail de boas-vindas ainda não foi enviado.`,
  // First access is a password created or a sign-in (SSO users have no password): 613324d.
  activated: "O usuário master já acessou a plataforma.",
  lookupHint: "Não foi possível consultar os dados do CNPJ agora. Preencha os campos manualmente.",
  // Reactivation is not in the spec: these texts follow the providers' (decisions.md).
  reactivate: "Reativar",
  reactivateDescription: (name: string) => `Informe o motivo da reativação de ${name}.`,
  reactivated: "Contratante reativado com sucesso!",
  reactivateError: "Erro ao reativar o contratante!",
  inactiveNotice: "Este contratante está inativo. Reative-o para editar o cadastro.",
  notFound: "Contratante não encontrado.",
} as const;
