import type { RegistryType } from "@trilha/api";
import { providerBasicDataEditSchema, providerBasicDataSchema } from "@trilha/forms";
import { requiredPaths } from "../../resources/required-fields";

export const basicDataSchemas = { wizard: providerBasicDataSchema, edit: providerBasicDataEditSchema };

/**
 * The asterisks of the wizard's or the edit page's basic data (spec 02 §5 wizard vs edit), per
 * registry type (which decides the identifier and the CEP rules). The optional second responsible
 * stays optional.
 */
export function basicDataRequired(variant: keyof typeof basicDataSchemas, registry: RegistryType) {
  return requiredPaths(basicDataSchemas[variant], {
    company: { registry_type: registry },
    provider: { types: [] },
    responsible: [{}],
  });
}
