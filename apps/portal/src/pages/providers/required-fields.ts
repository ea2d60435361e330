import type { RegistryType } from "@trilha/api";
import { providerBasicDataEditSchema, providerBasicDataSchema } from "@trilha/forms";

export const basicDataSchemas = { wizard: providerBasicDataSchema, edit: providerBasicDataEditSchema };

/**
 * The fields a schema refuses empty, for the asterisks: the schema in force says which, so the
 * marks never drift from the rules (spec 02 §5 wizard vs edit). Blank values but the registry
 * type (which decides the identifier and the CEP rules) go through the schema; every field that
 * fails is one that cannot be left empty. The optional second responsible stays optional.
 */
export function requiredFields(
  schema: (typeof basicDataSchemas)[keyof typeof basicDataSchemas],
  registry: RegistryType,
): ReadonlySet<string> {
  const blank = { company: { registry_type: registry }, provider: { types: [] }, responsible: [{}] };
  const [error] = schema.validate(blank, { coerce: true });
  return new Set(error ? error.failures().map((failure) => failure.path.join(".")) : []);
}

const cache = new Map<string, ReadonlySet<string>>();

/** `requiredFields` of the wizard's or the edit page's basic data, computed once per registry type. */
export function basicDataRequired(variant: keyof typeof basicDataSchemas, registry: RegistryType) {
  const key = `${variant}:${registry}`;
  let found = cache.get(key);
  if (!found) {
    found = requiredFields(basicDataSchemas[variant], registry);
    cache.set(key, found);
  }
  return found;
}
