import { FORM_ERROR } from "final-form";
import type { Struct } from "superstruct";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { validate } from "./engine";
import { providerDocumentsStepLabels, providerDocumentsStepSchema } from "./provider-wizard";
import {
  certificateEditLabels,
  certificateEditSchema,
  certificateLabels,
  certificateSchema,
  createCertificateDraftSchema,
  createEmployeeDraftSchema,
  createLicenseDraftSchema,
  EMPLOYEE_TYPES,
  employeeEditLabels,
  employeeEditSchema,
  employeeLabels,
  employeeSchema,
  employeeTypeLabel,
  licenseEditLabels,
  licenseEditSchema,
  licenseLabels,
  licenseSchema,
} from "./records";
import { describeSchema } from "./schema-test-kit";

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 21, 10));
});
afterAll(() => vi.useRealTimers());

const pdf = { name: "documento.pdf", type: "application/pdf", size: 2048 };
const photo = { name: "cnh.jpg", type: "image/jpeg", size: 2048 };

const certificate = { name: "ISO 14001", number: "1234", emission: "2025-03-10", attachment: pdf };
describeSchema("certificate (wizard)", {
  schema: certificateSchema,
  labels: certificateLabels,
  valid: certificate,
  cases: [
    [
      "name too long",
      { name: "x".repeat(101) },
      "name",
      "O campo Nome do certificado deve ter no máximo 100 caracteres.",
    ],
    [
      "number too long",
      { number: "1".repeat(101) },
      "number",
      "O campo Número do certificado deve ter no máximo 100 caracteres.",
    ],
    ["emission missing", { emission: "" }, "emission", "O campo Data de emissão é obrigatório."],
    [
      "emission in the future",
      { emission: "2026-11-22" },
      "emission",
      "O campo Data de emissão não pode ser uma data futura.",
    ],
    [
      "attachment not a PDF",
      { attachment: photo },
      "attachment",
      "O campo Anexo aceita apenas arquivos PDF.",
    ],
    // The server refuses these when the wizard posts the certificate after creating the provider.
    ["number not a number", { number: "abc" }, "number", "Número do documento deve ser um número"],
    ["number negative", { number: "-1" }, "number", "Maior que 0"],
  ],
  empty: {
    name: "O campo Nome do certificado é obrigatório.",
    number: "O campo Número do certificado é obrigatório.",
    emission: "O campo Data de emissão é obrigatório.",
    attachment: "O campo Anexo é obrigatório.",
  },
});

describeSchema("certificate (edit)", {
  schema: certificateEditSchema,
  labels: certificateEditLabels,
  valid: { ...certificate, uuid_certificate: "c1", attachment: "https://files/iso.pdf" },
  cases: [
    ["number not a number", { number: "12a" }, "number", "Número do documento deve ser um número"],
    // JavaScript's number literals are no document number (Number() read them as 16 and 100000).
    ["number in hexadecimal", { number: "0x10" }, "number", "Número do documento deve ser um número"],
    ["number in exponent notation", { number: "1e5" }, "number", "Número do documento deve ser um número"],
    ["number negative", { number: "-1" }, "number", "Maior que 0"],
    ["attachment missing", { attachment: undefined }, "attachment", "O campo Anexo é obrigatório."],
  ],
  empty: {
    name: "O campo Nome do certificado é obrigatório.",
    number: "O campo Número do certificado é obrigatório.",
    emission: "O campo Data de emissão é obrigatório.",
    attachment: "O campo Anexo é obrigatório.",
  },
});

const license = {
  uuid_license_type: "lt-1",
  name: "Licença de Operação",
  code: "123",
  emission: "2025-01-15",
  expiration: "2029-01-15",
  alert_date: "2028-12-15",
  file: pdf,
};
describeSchema("license (wizard)", {
  schema: licenseSchema,
  labels: licenseLabels,
  valid: license,
  expected: { ...license, type: "operacao" },
  cases: [
    [
      "name too long",
      { name: "x".repeat(256) },
      "name",
      "O campo Nome da licença deve ter no máximo 255 caracteres.",
    ],
    ["code in hexadecimal", { code: "0x1F" }, "code", "O campo Número da licença deve ser um número."],
    [
      "code too long",
      { code: "1".repeat(21) },
      "code",
      "O campo Número da licença deve ter no máximo 20 caracteres.",
    ],
    [
      "emission in the future",
      { emission: "2027-01-01" },
      "emission",
      "O campo Data de emissão não pode ser uma data futura.",
    ],
    [
      "validity before the emission",
      { emission: "2024-01-01", expiration: "2023-01-01" },
      "expiration",
      "O campo Data de validade deve ser uma data igual ou posterior a 01/01/2024.",
    ],
    [
      "alert date in the past",
      { alert_date: "2026-11-20" },
      "alert_date",
      "O campo Data de alerta não pode ser uma data passada.",
    ],
    [
      "alert date after the expiration",
      { expiration: "2029-01-15", alert_date: "2029-01-16" },
      "alert_date",
      "O campo Data de alerta deve ser uma data igual ou anterior a 15/01/2029.",
    ],
    ["file missing", { file: undefined }, "file", "O campo Arquivo é obrigatório."],
    ["file not a PDF", { file: photo }, "file", "O campo Arquivo aceita apenas arquivos PDF."],
    ["code not a number", { code: "LO-1" }, "code", "O campo Número da licença deve ser um número."],
    ["code negative", { code: "-5" }, "code", "O campo Número da licença deve ser maior ou igual a 0."],
    [
      "upload type other than operacao",
      { type: "instalacao" },
      "type",
      "Selecione uma opção válida para o campo Tipo de envio.",
    ],
  ],
  empty: {
    uuid_license_type: "O campo Tipo de licença é obrigatório.",
    name: "O campo Nome da licença é obrigatório.",
    code: "O campo Número da licença é obrigatório.",
    emission: "O campo Data de emissão é obrigatório.",
    file: "O campo Arquivo é obrigatório.",
  },
});

describeSchema("license (edit)", {
  schema: licenseEditSchema,
  labels: licenseEditLabels,
  valid: { ...license, uuid_license: "l1", file: "lo.pdf", alert_date: undefined },
  cases: [
    // The edit dialog refused neither (the wizard did): the same rules and messages now.
    [
      "alert date after the expiration",
      { expiration: "2029-01-15", alert_date: "2029-01-16" },
      "alert_date",
      "O campo Data de alerta deve ser uma data igual ou anterior a 15/01/2029.",
    ],
    [
      "alert date in the past",
      { alert_date: "2026-11-20" },
      "alert_date",
      "O campo Data de alerta não pode ser uma data passada.",
    ],
    [
      "alert date changed to another past date",
      { saved_alert_date: "2026-10-01", alert_date: "2026-11-20" },
      "alert_date",
      "O campo Data de alerta não pode ser uma data passada.",
    ],
    ["code not a number", { code: "LO-1" }, "code", "O campo Número da licença deve ser um número."],
    ["code negative", { code: "-5" }, "code", "O campo Número da licença deve ser maior ou igual a 0."],
    [
      "validity before the emission",
      { emission: "2024-01-01", expiration: "2023-01-01" },
      "expiration",
      "O campo Data de validade deve ser uma data igual ou posterior a 01/01/2024.",
    ],
  ],
  empty: {
    uuid_license_type: "O campo Tipo de licença é obrigatório.",
    name: "O campo Nome da licença é obrigatório.",
    code: "O campo Número da licença é obrigatório.",
    emission: "O campo Data de emissão é obrigatório.",
    file: "O campo Arquivo é obrigatório.",
  },
});

describe("license (edit): a stored licence whose alert date has passed", () => {
  const stored = { ...license, uuid_license: "l1", file: "lo.pdf" };
  it("saves again with that alert date unchanged", () => {
    const values = {
      ...stored,
      name: "LO renovada",
      saved_alert_date: "2026-10-01",
      alert_date: "2026-10-01",
    };
    expect(validate(licenseEditSchema, values, licenseEditLabels).errors).toBeUndefined();
  });
  it("still refuses it after the expiration", () => {
    const values = {
      ...stored,
      expiration: "2026-09-30",
      saved_alert_date: "2026-10-01",
      alert_date: "2026-10-01",
    };
    expect(validate(licenseEditSchema, values, licenseEditLabels).errors).toEqual({
      alert_date: "O campo Data de alerta deve ser uma data igual ou anterior a 30/09/2026.",
    });
  });
});

const employee = {
  name: "Caio Lima",
  email: "caio@recicla.com.br",
  function: "Motorista",
  type: "driver",
  cpf: "529.982.247-25",
  moop_expiration: "2027-05-01",
  mopp_file: photo,
  license_number: "12345678901",
  license_expiration: "2028-01-01",
  license_type: "E",
  license_file: { name: "cnh.png", type: "image/png", size: 10 },
};
describeSchema("employee (wizard)", {
  schema: employeeSchema,
  labels: employeeLabels,
  valid: employee,
  expected: { ...employee, cpf: "52998224725" },
  cases: [
    ["name too long", { name: "x".repeat(101) }, "name", "O campo Nome deve ter no máximo 100 caracteres."],
    [
      "e-mail too long",
      { email: `${"a".repeat(250)}@b.com` },
      "email",
      "O campo E-mail deve ter no máximo 255 caracteres.",
    ],
    ["e-mail malformed", { email: "caio" }, "email", "E-mail digitado não é valido!"],
    [
      "function too long",
      { function: "x".repeat(41) },
      "function",
      "O campo Função deve ter no máximo 40 caracteres.",
    ],
    [
      "CNH too long",
      { license_number: "1".repeat(12) },
      "license_number",
      "O campo CNH deve ter no máximo 11 caracteres.",
    ],
    [
      "CNH category too long",
      { license_type: "x".repeat(21) },
      "license_type",
      "O campo Categoria da CNH deve ter no máximo 20 caracteres.",
    ],
    ["CPF invalid", { cpf: "123.456.789-00" }, "cpf", "CPF não possui um formato válido"],
    [
      "unknown type",
      { type: "boss" },
      "type",
      "Selecione uma opção válida para o campo Tipo de colaborador.",
    ],
    [
      "MOPP document not an image",
      { mopp_file: pdf },
      "mopp_file",
      "O campo Documento do MOPP aceita apenas arquivos JPG, JPEG ou PNG.",
    ],
  ],
  empty: { name: "O campo Nome é obrigatório.", email: "O campo E-mail é obrigatório." },
});

describeSchema("employee (edit)", {
  schema: employeeEditSchema,
  labels: employeeEditLabels,
  valid: {
    uuid_employee: "e1",
    name: "Caio",
    email: "caio@recicla.com.br",
    collaborator_type: "assistant",
    cnh_validity: null,
  },
  cases: [
    ["e-mail malformed", { email: "caio@" }, "email", "E-mail digitado não é valido!"],
    [
      "unknown collaborator type",
      { collaborator_type: "manager" },
      "collaborator_type",
      "Selecione uma opção válida para o campo Tipo de colaborador.",
    ],
    [
      "CNH image not an image",
      { cnh_document_image: pdf },
      "cnh_document_image",
      "O campo Documento da CNH aceita apenas arquivos JPG, JPEG ou PNG.",
    ],
  ],
  empty: { name: "O campo Nome é obrigatório.", email: "O campo E-mail é obrigatório." },
});

describe("employee types between the wizard and the edit form", () => {
  it.each(EMPLOYEE_TYPES)(
    "an employee created as %s in the wizard saves again from the edit form",
    (type) => {
      const created = validate(employeeSchema, { ...employee, type }, employeeLabels);
      expect(created.errors).toBeUndefined();
      const edited = validate(
        employeeEditSchema,
        {
          uuid_employee: "e1",
          name: "Caio",
          email: "caio@recicla.com.br",
          collaborator_type: created.value?.type,
        },
        employeeEditLabels,
      );
      expect(edited.errors).toBeUndefined();
      expect(edited.value?.collaborator_type).toBe(type);
    },
  );

  it("labels assistant and driver as the edit spec says, adm and operation as the wizard does", () => {
    expect(EMPLOYEE_TYPES.map(employeeTypeLabel)).toEqual([
      "Administrativo",
      "Ajudante",
      "Motorista",
      "Operação",
    ]);
  });

  it("labels no type, or one no form offers, with nothing", () => {
    for (const type of [null, undefined, "", "manager", "toString", "__proto__"]) {
      expect(employeeTypeLabel(type)).toBe("");
    }
  });
});

describe("duplicates inside the wizard's lists", () => {
  it("refuses a certificate with the same name, number and emission", () => {
    const draft = createCertificateDraftSchema([certificate]);
    expect(validate(draft, { ...certificate, name: " iso 14001 " }).errors).toEqual({
      [FORM_ERROR]: "Cerificado já adicionado",
    });
    expect(validate(draft, { ...certificate, number: "999" }).errors).toBeUndefined();
  });

  it("refuses a license with the same type, name, code and emission", () => {
    const draft = createLicenseDraftSchema([license]);
    expect(validate(draft, license).errors).toEqual({ [FORM_ERROR]: "Licença já adicionada" });
    expect(validate(draft, { ...license, uuid_license_type: "lt-2" }).errors).toBeUndefined();
  });

  it("refuses an employee with the same name and e-mail", () => {
    const draft = createEmployeeDraftSchema([employee]);
    expect(validate(draft, { name: "Caio Lima", email: "CAIO@recicla.com.br" }).errors).toEqual({
      [FORM_ERROR]: "Colaborador já adicionado",
    });
    expect(validate(draft, { name: "Caio Lima", email: "outro@recicla.com.br" }).errors).toBeUndefined();
  });

  it("checks whole lists of the documents step", () => {
    const result = validate(
      providerDocumentsStepSchema,
      { licenses: [license, license], certificates: [certificate, certificate] },
      providerDocumentsStepLabels,
    );
    expect(result.errors).toEqual({
      licenses: "Licença já adicionada",
      certificates: "Cerificado já adicionado",
    });
  });

  it("labels an item's field inside the list", () => {
    const result = validate(
      providerDocumentsStepSchema,
      { licenses: [{ ...license, name: "" }], certificates: [] },
      providerDocumentsStepLabels,
    );
    expect(result.errors).toEqual({ licenses: [{ name: "O campo Nome da licença é obrigatório." }] });
  });
});

/**
 * The wizard's inclusion forms against the edit forms, whose schemas the server validates the wizard's
 * records with (certificates and licenses are posted one by one once the provider exists; employees go
 * into the provider's own POST and are edited later). Field by field, over awkward values: the wizard
 * may be stricter, never looser, and both say the same thing when both refuse.
 */
describe("wizard inclusion forms follow the edit forms", () => {
  const texts: unknown[] = [
    "",
    "  ",
    "abc",
    "12a",
    "-1",
    "0",
    "1,5",
    "1e3",
    "007",
    "x".repeat(21),
    "9".repeat(101),
    "x".repeat(256),
    "2020-01-01",
    "2026-11-21",
    "2999-01-01",
    "2026-02-30",
    "21/11/2026",
    "caio@",
    "caio@recicla.com.br",
    `${"a".repeat(250)}@b.com`,
    "529.982.247-25",
    "529.982.247-24",
    "adm",
    "boss",
    "operacao",
    "instalacao",
    42,
    null,
  ];
  const files: unknown[] = [
    pdf,
    photo,
    { name: "cnh.png", type: "image/png", size: 10 },
    { name: "scan.pdf", type: "application/octet-stream", size: 10 },
    { name: "grande.pdf", type: "application/pdf", size: 11 * 1024 * 1024 },
    { name: "virus.exe", type: "application/x-msdownload", size: 10 },
  ];

  // biome-ignore lint/suspicious/noExplicitAny: three pairs of schemas with different value types
  type AnyStruct = Struct<any, any>;
  type Pair = {
    name: string;
    draft: AnyStruct;
    draftLabels: Record<string, string>;
    draftValid: Record<string, unknown>;
    edit: AnyStruct;
    editLabels: Record<string, string>;
    /** wizard field → edit field */
    fields: Record<string, string>;
    fileFields: string[];
    /** Fields where the wizard is stricter on purpose (spec 02 §5). */
    stricter?: string[];
  };
  const pairs: Pair[] = [
    {
      name: "certificate",
      draft: createCertificateDraftSchema([]),
      draftLabels: certificateLabels,
      draftValid: certificate,
      edit: certificateEditSchema,
      editLabels: certificateEditLabels,
      fields: { name: "name", number: "number", emission: "emission", attachment: "attachment" },
      fileFields: ["attachment"],
    },
    {
      name: "license",
      draft: createLicenseDraftSchema([]),
      draftLabels: licenseLabels,
      draftValid: license,
      edit: licenseEditSchema,
      editLabels: licenseEditLabels,
      fields: {
        uuid_license_type: "uuid_license_type",
        type: "type",
        name: "name",
        code: "code",
        emission: "emission",
        expiration: "expiration",
        alert_date: "alert_date",
        file: "file",
      },
      fileFields: ["file"],
      stricter: ["alert_date"],
    },
    {
      name: "employee",
      draft: createEmployeeDraftSchema([]),
      draftLabels: employeeLabels,
      draftValid: employee,
      edit: employeeEditSchema,
      editLabels: employeeEditLabels,
      fields: {
        name: "name",
        email: "email",
        function: "function",
        type: "collaborator_type",
        cpf: "cpf",
        moop_expiration: "mopp_validity",
        mopp_file: "mopp_document_image",
        license_number: "cnh",
        license_expiration: "cnh_validity",
        license_type: "cnh_categoty",
        license_file: "cnh_document_image",
      },
      fileFields: ["mopp_file", "license_file"],
    },
  ];
  const rename = (values: Record<string, unknown>, fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [fields[key] ?? key, value]));

  describe.each(pairs)("$name", (pair) => {
    it("a valid wizard item is a valid edit-form item", () => {
      const drafted = validate(pair.draft, pair.draftValid, pair.draftLabels);
      expect(drafted.errors).toBeUndefined();
      const edited = validate(
        pair.edit,
        rename(drafted.value as Record<string, unknown>, pair.fields),
        pair.editLabels,
      );
      expect(edited.errors).toBeUndefined();
    });

    it.each(Object.entries(pair.fields))(
      "%s: refused alike, never accepted when the edit form refuses",
      (field, editField) => {
        const values = pair.fileFields.includes(field) ? [...files, "", null] : texts;
        for (const value of values) {
          const draftError = validate(pair.draft, { ...pair.draftValid, [field]: value }, pair.draftLabels)
            .errors?.[field];
          const editError = validate(
            pair.edit,
            rename({ ...pair.draftValid, [field]: value }, pair.fields),
            pair.editLabels,
          ).errors?.[editField];
          const shown = JSON.stringify(value)?.slice(0, 40);
          if (editError !== undefined) expect(draftError, shown).toBe(editError);
          else if (!pair.stricter?.includes(field)) expect(draftError, shown).toBeUndefined();
        }
      },
    );
  });
});
