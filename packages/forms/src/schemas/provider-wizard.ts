import type { Infer } from "superstruct";
import { prefixLabels } from "./engine";
import { group } from "./fields";
import { providerBasicDataLabels, providerBasicDataSchema } from "./provider";
import {
  certificateLabels,
  certificateListSchema,
  employeeLabels,
  employeeListSchema,
  licenseLabels,
  licenseListSchema,
} from "./records";

/** Step "Licenças / certificados": the inclusion tables, without repeated entries. */
export const providerDocumentsStepSchema = group({
  licenses: licenseListSchema,
  certificates: certificateListSchema,
});
export const providerDocumentsStepLabels = {
  licenses: "Licenças",
  certificates: "Certificados",
  ...prefixLabels("licenses.*", licenseLabels),
  ...prefixLabels("certificates.*", certificateLabels),
};
export type ProviderDocumentsStepValues = Infer<typeof providerDocumentsStepSchema>;

/** Step "Colaboradores" (create payload `employee[i]`). */
export const providerEmployeesStepSchema = group({ employee: employeeListSchema });
export const providerEmployeesStepLabels = {
  employee: "Colaboradores",
  ...prefixLabels("employee.*", employeeLabels),
};
export type ProviderEmployeesStepValues = Infer<typeof providerEmployeesStepSchema>;

/**
 * Body of POST /providers once the server has read the multipart fields
 * (provider[...], company[...], responsible[0|1][...], employee[i][...]).
 * Licenses and certificates are posted afterwards, one request each.
 */
export const providerCreateSchema = group({
  ...providerBasicDataSchema.schema,
  employee: employeeListSchema,
});
export const providerCreateLabels = { ...providerBasicDataLabels, ...providerEmployeesStepLabels };
export type ProviderCreatePayload = Infer<typeof providerCreateSchema>;

/** The three steps of "Cadastrar Novo Prestador", in order, for `useWizardForm`. */
export const providerWizardSteps = [
  { title: "Dados básicos", schema: providerBasicDataSchema, labels: providerBasicDataLabels },
  {
    title: "Licenças / certificados",
    schema: providerDocumentsStepSchema,
    labels: providerDocumentsStepLabels,
  },
  { title: "Colaboradores", schema: providerEmployeesStepSchema, labels: providerEmployeesStepLabels },
] as const;
