import type { Infer } from "superstruct";
import { prefixLabels } from "./engine";
import { type Condition, choice, group, list, text } from "./fields";
import { integratedSystemsLabels } from "./residue";

// Which public system an MTR "Na plataforma e nos sistemas públicos" needs a residue's mapping for
// (spec 02 §2, SISTEMAS INTEGRADOS: "Missing mappings are requested when issuing an output with
// integrated systems"). CTR-E is the city of São Paulo's (AMLURB) transport control, FEPAM Rio Grande
// do Sul's state system: the generating company's address decides. One rule for the server's save and
// the portal's dialog.

export const INTEGRATED_SYSTEMS = ["ctre", "fepam"] as const;
export type IntegratedSystem = (typeof INTEGRATED_SYSTEMS)[number];
export const integratedSystemNames: Record<IntegratedSystem, string> = { ctre: "CTR-E", fepam: "FEPAM" };
/** The four fields a system's mapping holds (the residue wizard's SISTEMAS INTEGRADOS step). */
export const SYSTEM_MAPPING_FIELDS = ["residue", "packaging", "class", "unit"] as const;
export type SystemMapping = Partial<Record<(typeof SYSTEM_MAPPING_FIELDS)[number], string | null>>;

/** Lower case, no accents, single spaces: "  SÃO   Paulo " and "sao paulo" read alike. */
export function foldPlace(value: string | null | undefined): string {
  return (value ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A state written as its UF or its name ("RS", "Rio Grande do Sul"). */
const isState = (state: string, uf: string, name: string) => state === uf.toLowerCase() || state === name;

/** The systems an MTR for the public systems needs mappings for, by the generating company's address. */
export function integratedSystemsFor(company: {
  address_state?: string | null;
  address_city?: string | null;
}): IntegratedSystem[] {
  const state = foldPlace(company.address_state);
  if (isState(state, "SP", "sao paulo") && foldPlace(company.address_city) === "sao paulo") return ["ctre"];
  if (isState(state, "RS", "rio grande do sul")) return ["fepam"];
  return [];
}

/** Whether a mapping has all four fields filled (blank text counts as missing). */
export function isMappingComplete(mapping: SystemMapping | null | undefined): boolean {
  return SYSTEM_MAPPING_FIELDS.every((field) => (mapping?.[field] ?? "").trim() !== "");
}

/** Of `systems`, those whose mapping the residue lacks (any of the four fields). */
export function missingSystems(
  mappings: Partial<Record<IntegratedSystem, SystemMapping | null>> | null | undefined,
  systems: readonly IntegratedSystem[],
): IntegratedSystem[] {
  return systems.filter((system) => !isMappingComplete(mappings?.[system]));
}

/** Only an MTR sent to the public systems asks for mappings. */
export const asksForMappings = (mtrOption: unknown) => mtrOption === "pv_and_others";

/** The save's refusal of a line whose residue lacks a system's mapping (as the SINIR one, outputs.ts). */
export const missingMappingMessage = (residue: string, systems: readonly IntegratedSystem[]) =>
  `O resíduo "${residue}" não tem os códigos do ${systems.map((s) => integratedSystemNames[s]).join(" e do ")} (Sistemas integrados) que o MTR nos sistemas públicos exige. Informe-os ou emita o MTR somente na plataforma.`;

/** A field of a residue's mapping is required when the dialog asks for that system. */
const askedFor =
  (system: IntegratedSystem): Condition =>
  (ctx) => {
    const index = ctx.path[1];
    const residues = (ctx.root as { residues?: unknown } | null)?.residues;
    const item = Array.isArray(residues) && typeof index === "number" ? residues[index] : undefined;
    const asked = (item as { systems?: unknown } | undefined)?.systems;
    return Array.isArray(asked) && asked.includes(system);
  };
const askedMapping = (system: IntegratedSystem) =>
  group({
    residue: text({ required: askedFor(system), max: 100 }),
    packaging: text({ required: askedFor(system), max: 100 }),
    class: text({ required: askedFor(system), max: 100 }),
    unit: text({ required: askedFor(system), max: 100 }),
  });

/**
 * The dialog: for each residue lacking mappings, the systems asked (`systems`) and their four
 * codes, each required only for an asked system.
 */
export const missingMappingsSchema = group({
  residues: list(
    group({
      uuid: text({ required: true }),
      systems: list(choice(INTEGRATED_SYSTEMS, { required: true })),
      ctre: askedMapping("ctre"),
      fepam: askedMapping("fepam"),
    }),
  ),
});
export const missingMappingsLabels = {
  residues: "Resíduos",
  "residues.*.uuid": "Resíduo",
  "residues.*.systems": "Sistemas",
  ...prefixLabels("residues.*", integratedSystemsLabels),
};
export type MissingMappingsValues = Infer<typeof missingMappingsSchema>;
