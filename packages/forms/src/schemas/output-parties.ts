// The public systems' rule on an output's parties, one for the form (said on the field as soon as a party
// is chosen) and the API (its 422 on destiny / transporter when the document is issued).
import { asksForMappings } from "./integrated-systems";

/** An output's party as the rule reads it: its legal name (the MTR's) and how it is registered. */
export type OutputParty = { company_name: string; registry_type?: string | null };

/** The output's fields that name a party, with the word the messages use for each. */
export const OUTPUT_PARTY_ROLES = { destiny: "destinatário", transporter: "transportador" } as const;
export type OutputPartyField = keyof typeof OUTPUT_PARTY_ROLES;

/** Why an MTR for the public systems refuses a party registered abroad (the API's words). */
export const registeredAbroadMessage = (field: OutputPartyField, name: string) => {
  const role = OUTPUT_PARTY_ROLES[field];
  return `O ${role} "${name}" tem registro internacional: os sistemas públicos identificam as partes por CNPJ ou CPF. Escolha outro ${role} ou emita o MTR somente na plataforma.`;
};

/**
 * The public systems name every party by its CNPJ or CPF: an MTR sent to them ('Na plataforma e nos
 * sistemas públicos') refuses a Destinatário or Transportador registered abroad, on its field; any other
 * option, or a party not known (yet), refuses nothing.
 */
export function partiesRegisteredAbroad(
  mtrOption: unknown,
  parties: Partial<Record<OutputPartyField, OutputParty | null | undefined>>,
): Partial<Record<OutputPartyField, string>> {
  if (!asksForMappings(mtrOption)) return {};
  const refused: Partial<Record<OutputPartyField, string>> = {};
  for (const field of Object.keys(OUTPUT_PARTY_ROLES) as OutputPartyField[]) {
    const party = parties[field];
    if (party?.registry_type === "international_registry") {
      refused[field] = registeredAbroadMessage(field, party.company_name);
    }
  }
  return refused;
}
