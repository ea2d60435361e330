import type { Database } from "../db/database";
import { ValidationError } from "../http/errors";

export const STATE_INVALID = "Estado inválido.";
export const CITY_NOT_FOUND = "Cidade não encontrada no estado informado.";

/** Registry types whose address is in Brazil: state and city come from the IBGE tables. */
const BRAZILIAN_REGISTRIES = new Set(["cpf", "cnpj"]);

type Address = { registry_type: string; address_state?: unknown; address_city?: unknown };

/**
 * A Brazilian address's state (UF) and city, checked against the states and cities tables and answered
 * as those tables spell them ("sp" / "sao paulo" → "SP" / "São Paulo"). Cities compare through
 * search_fold (migration 0014): case and accents aside, as the provider search does. An exact spelling
 * wins over a folded one, should two cities of a state differ only by accents. International registries
 * keep free text. Failures are 422s on `{path}.address_state` / `{path}.address_city`.
 */
export async function withCanonicalPlace<T extends Address>(
  db: Database,
  address: T,
  path = "company",
): Promise<T> {
  if (!BRAZILIAN_REGISTRIES.has(address.registry_type)) return address;
  return { ...address, ...(await canonicalPlace(db, address, path)) };
}

/**
 * The same check where state and city may be left empty (Perfil da Empresa: a company saved before they
 * were asked): an empty pair passes as it is; a state alone is checked; a city is checked against its
 * state. The schemas refuse a city without a state before this is reached.
 */
export async function withOptionalCanonicalPlace<T extends Omit<Address, "registry_type">>(
  db: Database,
  address: T,
  path = "company",
): Promise<T> {
  if (isBlank(address.address_state) && isBlank(address.address_city)) return address;
  return { ...address, ...(await canonicalPlace(db, address, path, { cityRequired: false })) };
}

const isBlank = (value: unknown) => String(value ?? "").trim() === "";

async function canonicalPlace(
  db: Database,
  address: Omit<Address, "registry_type">,
  path: string,
  { cityRequired = true } = {},
): Promise<{ address_state: string; address_city?: string }> {
  const state = String(address.address_state ?? "")
    .trim()
    .toUpperCase();
  const states = await db.query<{ federative_unit: string }>(
    "select federative_unit from states where federative_unit = $1",
    [state],
  );
  if (!states.rows[0]) throw new ValidationError({ [`${path}.address_state`]: STATE_INVALID });
  const city = String(address.address_city ?? "")
    .trim()
    .replace(/\s+/g, " ");
  if (!city && !cityRequired) return { address_state: state };
  const cities = await db.query<{ name: string }>(
    `select name from cities where federative_unit = $1 and search_fold(name) = search_fold($2)
      order by (name = $2) desc, ibge_code limit 1`,
    [state, city],
  );
  if (!cities.rows[0]) throw new ValidationError({ [`${path}.address_city`]: CITY_NOT_FOUND });
  return { address_state: state, address_city: cities.rows[0].name };
}
