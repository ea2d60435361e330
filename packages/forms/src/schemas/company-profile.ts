import type { Infer } from "superstruct";
import { COMPANY_FIELDS, companyFields, companyLabels, registrationFields } from "./company";
import { prefixLabels } from "./engine";
import { fail, file, group, isEmpty, rule, text } from "./fields";
import { SELECT_STATE_FIRST } from "./provider";
import { email } from "./rules";

// The signed-in company's own data (/perfil-empresa, issue 17): the company fields every form shares
// (names, address, phone, registrations) plus its segment and a contact e-mail. The CNPJ and the plan
// are shown, never edited. The form, the PUT /company body and its 422 field paths share the `company`
// group, so the kit's address fields (`CepField`, `StateCityFields`, prefix "company") fit as they are.

/** What the profile edits, as the server stores and answers it (companies' columns, migration 0041). */
export const COMPANY_PROFILE_FIELDS = [...COMPANY_FIELDS, "segment", "email"] as const;
export type CompanyProfileField = (typeof COMPANY_PROFILE_FIELDS)[number];

/** The company's segment (spec 02 §5: max 45) and its contact e-mail (a representative's limit, 100). */
export const companyProfileFields = () => ({
  ...companyFields(),
  address_region: text({ max: 100 }),
  // The kit's selects hold a UF code and a city name; the server checks the pair against the states and
  // cities tables the selects are filled from (the provider's check). Both stay optional for a company
  // saved before they were asked, but a city needs its state, as the provider's select says.
  address_state: text({ max: 100 }),
  address_city: rule(
    text({ max: 100 }),
    "stateFirst",
    (_city, ctx) => !isEmpty(ctx.parent.address_state) || fail(SELECT_STATE_FIRST),
  ),
  ...registrationFields(),
  segment: text({ max: 45 }),
  email: email({ max: 100 }),
});

export const companyProfileSchema = group({ company: group(companyProfileFields()) });

export const companyProfileLabels: Record<string, string> = prefixLabels("company", {
  ...companyLabels,
  cnpj: "CNPJ",
  segment: "Segmento de atuação",
  email: "E-mail de contato",
});

export type CompanyProfileValues = Infer<typeof companyProfileSchema>;

/** 2 MB: a logo drawn for screens is far smaller; a photo straight from a camera is refused. */
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** The company's logo (PUT /company/logo, one multipart part named `logo`): PNG, JPEG or WebP up to 2 MB. */
export const companyLogoSchema = group({
  logo: file({ required: true, accept: "logo", maxSize: COMPANY_LOGO_MAX_BYTES }),
});

export const companyLogoLabels: Record<string, string> = { logo: "Logotipo" };
