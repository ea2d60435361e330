import {
  COMPANY_LOGO_MAX_BYTES,
  companyLogoLabels,
  companyLogoSchema,
  companyProfileLabels,
  companyProfileSchema,
} from "./company-profile";
import { describeSchema } from "./schema-test-kit";

const valid = {
  company: {
    company_name: "Recicla Norte Gestão de Resíduos Ltda",
    trading_name: "Recicla Norte",
    address_country: "Brasil",
    address_zip_code: "90010-000",
    address_name: "Rua dos Andradas",
    address_number: "1001",
    address_complement: "Sala 2",
    address_region: "Centro Histórico",
    address_state: "RS",
    address_city: "Porto Alegre",
    phone: "(51) 3333-4444",
    ie: "123456789",
    im: "987654",
    segment: "Reciclagem",
    email: "contato@reciclanorte.com.br",
  },
};

describeSchema("companyProfileSchema (/perfil-empresa)", {
  schema: companyProfileSchema,
  labels: companyProfileLabels,
  valid,
  cases: [
    [
      "trading name over 100",
      { "company.trading_name": "x".repeat(101) },
      "company.trading_name",
      "O campo Nome fantasia deve ter no máximo 100 caracteres.",
    ],
    [
      "number not numeric",
      { "company.address_number": "12A" },
      "company.address_number",
      "Número deve ser numérico",
    ],
    [
      "invalid CEP",
      { "company.address_zip_code": "00000-00" },
      "company.address_zip_code",
      "CEP não possui um formato válido",
    ],
    [
      "a city without its state",
      { "company.address_state": "", "company.address_city": "Porto Alegre" },
      "company.address_city",
      "Selecione um estado para continuar",
    ],
    ["invalid e-mail", { "company.email": "contato@" }, "company.email", "E-mail digitado não é valido!"],
    [
      "segment over 45",
      { "company.segment": "x".repeat(46) },
      "company.segment",
      "O campo Segmento de atuação deve ter no máximo 45 caracteres.",
    ],
  ],
  empty: {
    company: {
      company_name: "O campo Razão social é obrigatório.",
      trading_name: "O campo Nome fantasia é obrigatório.",
      address_name: "O campo Endereço é obrigatório.",
      address_number: "O campo Número é obrigatório.",
      phone: "O campo Telefone é obrigatório.",
    },
  },
});

const logo = (name: string, type: string, size = 1024) => ({ name, type, size });

describeSchema("companyLogoSchema (PUT /company/logo)", {
  schema: companyLogoSchema,
  labels: companyLogoLabels,
  valid: { logo: logo("logo.webp", "image/webp") },
  cases: [
    [
      "a PDF",
      { logo: logo("logo.pdf", "application/pdf") },
      "logo",
      "O campo Logotipo aceita apenas arquivos PNG, JPG ou WebP.",
    ],
    [
      "over 2 MB",
      { logo: logo("logo.png", "image/png", COMPANY_LOGO_MAX_BYTES + 1) },
      "logo",
      "O arquivo do campo Logotipo deve ter no máximo 2 MB.",
    ],
  ],
  empty: { logo: "O campo Logotipo é obrigatório." },
});
