import { type ApiError, refusalMessage } from "@trilha/api";
import { duplicateProviderMessage } from "@trilha/forms";

/**
 * A record's save refused: the spec's §8 message ('Erro ao cadastrar o certificado!'), whose form marks
 * the fields a 422 names; a conflict the spec's message would not explain (409: a repeat's 'Cerificado já
 * adicionado', an inactive provider) in the server's own words.
 */
const refused = (fallback: string) => (error: ApiError) =>
  error.status === 409 ? refusalMessage(error, fallback) : fallback;

/** Every text of the providers screens (spec 02 §2, §5, §8), letter for letter. */
export const providerText = {
  listTitle: "Prestadores",
  tableTitle: "Prestadores cadastrados",
  newItem: "Novo Cadastro",
  wizardTitle: "Cadastrar Novo Prestador",
  editTitle: "Editar Provedor",
  indicators: "Indicadores",
  cancel: "Cancelar",
  saved: "Cadastro efetuado com sucesso!",
  duplicateProvider: duplicateProviderMessage,
  providerError: "Erro ao cadastrar o prestador!",
  licensesError: "Erro ao cadastrar as licenças!",
  certificatesError: "Erro ao cadastrar os certificados!",
  duplicateTitle: "Cadastro existente",
  duplicateMessage: (field: string) =>
    `O número de ${field} digitado já possui cadastro em nosso sistema com as seguintes informações:`,
  notInformed: "Não informado",
  editExisting: "Editar cadastro existente",
  newSearch: "Realizar uma nova busca",
  basicDataSaved: "Dados básicos salvos com sucesso!",
  basicDataError: "Erro ao salvar os dados básicos!",
  sections: {
    basic: "Dados básicos",
    documents: "Licenças e Certificados",
    employees: "Colaboradores",
    history: "Histórico de alterações",
  },
  firstResponsible: "Responsável 1",
  secondResponsible: "Responsável 2 (opcional)",
  services: "Serviços prestados",
  address: "Endereço",
  company: "Empresa",
  licenses: "Licenças",
  certificates: "Certificados",
  employees: "Colaboradores",
  // What each inclusion table adds, in its Incluir's name ("Incluir licença"; not in the spec).
  licenseItem: "licença",
  certificateItem: "certificado",
  employeeItem: "colaborador",
  // Reactivation is not in the spec: these texts follow the inactivation's (decisions.md).
  reactivate: "Reativar",
  reactivateDescription: (name: string) => `Informe o motivo da reativação de ${name}.`,
  reactivated: "Prestador reativado com sucesso!",
  reactivateError: "Erro ao reativar o prestador!",
  inactiveNotice: "Este prestador está inativo. Reative-o para editar o cadastro.",
} as const;

/** The per-record messages of §8, shown as error toasts. */
export const recordText = {
  certificates: {
    singular: "certificado",
    title: "Certificados",
    newItem: "Novo certificado",
    editTitle: "Editar certificado",
    createTitle: "Novo certificado",
    createError: refused("Erro ao cadastrar o certificado!"),
    editError: refused("Erro ao editar o certificado!"),
    saved: "Certificado salvo com sucesso!",
    /** Names the item over the spec's inactivation toast ("Certificado: <name>"). */
    item: "Certificado",
    reactivated: "Certificado reativado com sucesso!",
    reactivateError: "Erro ao reativar o certificado!",
  },
  licenses: {
    singular: "licença",
    title: "Licenças",
    newItem: "Nova licença",
    editTitle: "Editar licença",
    createTitle: "Nova licença",
    createError: refused("Erro ao cadastrar a licença!"),
    editError: refused("Erro ao editar a licença!"),
    saved: "Licença salva com sucesso!",
    /** Names the item over the spec's inactivation toast ("Licença: <name>"). */
    item: "Licença",
    reactivated: "Licença reativada com sucesso!",
    reactivateError: "Erro ao reativar a licença!",
  },
  employees: {
    singular: "colaborador",
    title: "Colaboradores",
    newItem: "Novo colaborador",
    editTitle: "Editar colaborador",
    createTitle: "Novo colaborador",
    createError: refused("Erro ao cadastrar o colaborador!"),
    editError: refused("Erro ao editar o colaborador!"),
    saved: "Colaborador salvo com sucesso!",
    /** Names the item over the spec's inactivation toast ("Colaborador: <name>"). */
    item: "Colaborador",
    reactivated: "Colaborador reativado com sucesso!",
    reactivateError: "Erro ao reativar o colaborador!",
  },
} as const;
