import { defaulted, type Infer, type Struct } from "superstruct";
import {
  choice,
  date,
  type FileKind,
  fail,
  file,
  group,
  isIsoDate,
  list,
  parseDecimal,
  rule,
  type TextOptions,
  text,
} from "./fields";
import { defaultMessages, fillParams, formatDate } from "./messages";
import { cpf, distinct, email, notIn } from "./rules";

/**
 * A number typed as text (document number, license code): numeric and not negative. Numeric as people
 * write it (digits, a decimal comma or point), read by the schemas' `parseDecimal`; JavaScript's own
 * literals ("0x10", "1e5", "0b1") are not numbers to a user and are refused.
 */
function nonNegativeNumberText<const O extends TextOptions & { notNumber: string; negative: string }>(
  options: O,
) {
  return rule(text(options), "nonNegative", (value) => {
    const parsed = parseDecimal(value);
    if (typeof parsed !== "number") return fail(options.notNumber);
    return parsed >= 0 || fail(options.negative, { min: 0 });
  });
}

// ——— certificates ———

export const CERTIFICATE_DUPLICATE = "Cerificado já adicionado";
export const certificateDuplicateKeys = ["name", "number", "emission"] as const;

/**
 * The fields a certificate has in the wizard and in the edit form alike. The wizard's certificates are
 * posted to the same endpoint the edit form uses, after the provider exists: a wizard rule looser than
 * the edit's would let the user include a certificate the server then refuses, and it would be lost.
 */
const certificateFields = {
  name: text({ required: true, max: 100 }),
  number: nonNegativeNumberText({
    required: true,
    max: 100,
    notNumber: "Número do documento deve ser um número",
    negative: "Maior que 0",
  }),
  emission: date({ required: true, past: true }),
};

/** A certificate of the provider wizard's "Licenças / certificados" step. */
export const certificateSchema = group({
  ...certificateFields,
  attachment: file({ required: true, accept: "pdf" }),
});
/** Create/edit form of a provider's certificate (POST/PUT /providers/{id}/certificates). */
export const certificateEditSchema = group({
  uuid_certificate: text(),
  ...certificateFields,
  attachment: file({ required: true, accept: "pdf", keepExisting: true }),
});
export const certificateListSchema = distinct(
  list(certificateSchema),
  certificateDuplicateKeys,
  CERTIFICATE_DUPLICATE,
);
/** The inclusion form: the certificate about to be added may not repeat one already listed. */
export function createCertificateDraftSchema(existing: readonly unknown[]) {
  return notIn(certificateSchema, existing, certificateDuplicateKeys, CERTIFICATE_DUPLICATE);
}
export const certificateLabels = {
  uuid_certificate: "Certificado",
  name: "Nome do certificado",
  number: "Número do certificado",
  emission: "Data de emissão",
  attachment: "Anexo",
};
export const certificateEditLabels = certificateLabels;
export type CertificateValues = Infer<typeof certificateSchema>;
export type CertificateEditValues = Infer<typeof certificateEditSchema>;

// ——— licenses ———

export const LICENSE_DUPLICATE = "Licença já adicionada";
export const licenseDuplicateKeys = ["uuid_license_type", "name", "code", "emission"] as const;
/** Uploads are always operating licenses (spec §9). */
export const LICENSE_UPLOAD_TYPE = "operacao";

const licenseType = defaulted(choice([LICENSE_UPLOAD_TYPE]), LICENSE_UPLOAD_TYPE) as Struct<"operacao", null>;

/** As for certificates: the wizard's licenses are posted to the edit form's endpoint. */
const licenseFields = {
  uuid_license_type: text({ required: true }),
  type: licenseType,
  name: text({ required: true, max: 255 }),
  code: nonNegativeNumberText({
    required: true,
    max: 20,
    notNumber: defaultMessages.number,
    negative: defaultMessages.min,
  }),
  emission: date({ required: true, past: true }),
  // A licence cannot expire before it was issued (the same rule as a negotiation's Fim after Início).
  expiration: date({ notBefore: "emission" }),
};

/**
 * A license of the wizard. Its alert date must be today or later (spec 02 §5) and, an alert being of
 * use only before the licence expires, not after its expiration.
 */
export const licenseSchema = group({
  ...licenseFields,
  alert_date: date({ todayOrFuture: true, notAfter: "expiration" }),
  file: file({ required: true, accept: "pdf" }),
});
/**
 * Create/edit form of a provider's license. The old screen called the expiration field
 * `validity_date`; the API takes `expiration` on both forms. The alert date follows the wizard's rules
 * (today or later, not after the expiration), except that the date already saved (`saved_alert_date`,
 * sent by the edit form; the server checks it against the stored licence) is kept as it is once past:
 * a stored licence stays editable, only an alert date changed to the past is refused.
 */
export const licenseEditSchema = group({
  uuid_license: text(),
  ...licenseFields,
  saved_alert_date: date(),
  alert_date: date({ todayOrFuture: true, unlessSaved: "saved_alert_date", notAfter: "expiration" }),
  file: file({ required: true, accept: "pdf", keepExisting: true }),
});
export const licenseListSchema = distinct(list(licenseSchema), licenseDuplicateKeys, LICENSE_DUPLICATE);
export function createLicenseDraftSchema(existing: readonly unknown[]) {
  return notIn(licenseSchema, existing, licenseDuplicateKeys, LICENSE_DUPLICATE);
}
export const licenseLabels = {
  uuid_license: "Licença",
  uuid_license_type: "Tipo de licença",
  type: "Tipo de envio",
  name: "Nome da licença",
  code: "Número da licença",
  emission: "Data de emissão",
  expiration: "Data de validade",
  alert_date: "Data de alerta",
  file: "Arquivo",
};
export const licenseEditLabels = licenseLabels;

/**
 * The Data de alerta picker's limits once Data de validade is a whole day: its calendar ends on the
 * expiration, and a day typed after it reads the schemas' own refusal (their `notAfter: "expiration"`),
 * which names that day ('O campo Data de alerta deve ser uma data igual ou anterior a dd/mm/aaaa.'), not
 * the picker's generic 'Data fora do período permitido.'. Without a valid expiration, no limit.
 */
export function licenseAlertBounds(expiration: unknown): { max?: string; maxMessage?: string } {
  if (!isIsoDate(expiration)) return {};
  const message = fillParams(defaultMessages.maxDate, { max: formatDate(expiration) });
  return { max: expiration, maxMessage: message.replaceAll("{label}", licenseLabels.alert_date) };
}
export type LicenseValues = Infer<typeof licenseSchema>;
export type LicenseEditValues = Infer<typeof licenseEditSchema>;

// ——— employees ———

export const EMPLOYEE_DUPLICATE = "Colaborador já adicionado";
export const employeeDuplicateKeys = ["name", "email"] as const;

/**
 * The wizard's `type` and the edit form's `collaborator_type` take the same four values, so an
 * employee created in the wizard can be saved again from the edit page (docs/decisions.md).
 */
export const EMPLOYEE_TYPES = ["adm", "assistant", "driver", "operation"] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];
export const employeeTypeLabels: Record<EmployeeType, string> = {
  adm: "Administrativo",
  assistant: "Ajudante",
  driver: "Motorista",
  operation: "Operação",
};
/** The label of a stored type; empty for none (or a value no form offers). */
export function employeeTypeLabel(type: string | null | undefined): string {
  return type && Object.hasOwn(employeeTypeLabels, type) ? employeeTypeLabels[type as EmployeeType] : "";
}

/**
 * Rules an employee has in the wizard and the edit form alike (some fields go by other names there):
 * one created in the wizard must save again from the edit page without new errors.
 */
const employeeFields = {
  name: text({ required: true, max: 100 }),
  email: email({ required: true, max: 255 }),
  function: text({ max: 40 }),
  cpf: cpf(),
};
const employeeCnh = text({ max: 11 });
const employeeCnhCategory = text({ max: 20 });

/** An employee of the provider wizard's "Colaboradores" step (create payload `employee[i]`). */
export const employeeSchema = group({
  id: text(),
  ...employeeFields,
  type: choice(EMPLOYEE_TYPES),
  moop_expiration: date(),
  mopp_file: file({ accept: "image" }),
  license_number: employeeCnh,
  license_expiration: date(),
  license_type: employeeCnhCategory,
  license_file: file({ accept: "image" }),
});
/** Create/edit form of a provider's employee (POST/PUT /providers/{id}/employees): name and e-mail required. */
export const employeeEditSchema = group({
  uuid_employee: text(),
  ...employeeFields,
  last_name: text(),
  collaborator_type: choice(EMPLOYEE_TYPES),
  number: text(),
  mopp_validity: date(),
  mopp_document_image: file({ accept: "image", keepExisting: true }),
  cnh: employeeCnh,
  cnh_validity: date(),
  cnh_document_image: file({ accept: "image", keepExisting: true }),
  cnh_categoty: employeeCnhCategory,
});
export const employeeListSchema = distinct(list(employeeSchema), employeeDuplicateKeys, EMPLOYEE_DUPLICATE);
export function createEmployeeDraftSchema(existing: readonly unknown[]) {
  return notIn(employeeSchema, existing, employeeDuplicateKeys, EMPLOYEE_DUPLICATE);
}
export const employeeLabels = {
  id: "Colaborador",
  name: "Nome",
  email: "E-mail",
  function: "Função",
  type: "Tipo de colaborador",
  cpf: "CPF",
  moop_expiration: "Validade do MOPP",
  mopp_file: "Documento do MOPP",
  license_number: "CNH",
  license_expiration: "Validade da CNH",
  license_type: "Categoria da CNH",
  license_file: "Documento da CNH",
};
export const employeeEditLabels = {
  uuid_employee: "Colaborador",
  name: "Nome",
  last_name: "Sobrenome",
  email: "E-mail",
  function: "Função",
  collaborator_type: "Tipo de colaborador",
  cpf: "CPF",
  number: "Telefone",
  mopp_validity: "Validade do MOPP",
  mopp_document_image: "Documento do MOPP",
  cnh: "CNH",
  cnh_validity: "Validade da CNH",
  cnh_document_image: "Documento da CNH",
  cnh_categoty: "Categoria da CNH",
};
export type EmployeeValues = Infer<typeof employeeSchema>;
export type EmployeeEditValues = Infer<typeof employeeEditSchema>;

// ——— file contents ———

/**
 * Each form's file fields and the kind their bytes must be, for `fileContentErrors` (the schemas
 * above only see names, types and sizes). The server checks the same bytes when it stores them.
 */
export const recordFileFields = {
  certificate: { attachment: "pdf" },
  certificateEdit: { attachment: "pdf" },
  license: { file: "pdf" },
  licenseEdit: { file: "pdf" },
  employee: { mopp_file: "image", license_file: "image" },
  employeeEdit: { mopp_document_image: "image", cnh_document_image: "image" },
} as const satisfies Record<string, Record<string, FileKind>>;
