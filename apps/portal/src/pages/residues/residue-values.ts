import type { Residue, ResidueCreateInput, ResidueUpdateInput } from "@trilha/api";
import { paths } from "../../routes/paths";

/** The address of a draft's wizard (Continuar cadastro, and the wizard's own once it created it). */
export const DRAFT_PARAM = "rascunho";
export const residueDraftPath = (id: string) =>
  `${paths.residueCreate}?${DRAFT_PARAM}=${encodeURIComponent(id)}`;

/**
 * A wizard's residue not finished and not discarded: listed as 'Rascunho' and continued in its wizard
 * (a discarded draft is an inactive residue, on its edit page with its history and Reativar).
 */
export const isOpenDraft = (r: Pick<Residue, "draft" | "deleted_at">) => r.draft && !r.deleted_at;

// The residue's form values ↔ the API's bodies: the first step creates the residue with its treatments
// and storages; every later save sends the residue with its legal requirements and mappings, whole.

type Values = Record<string, unknown>;
const record = (value: unknown): Values =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Values) : {};
const rows = (value: unknown) => (Array.isArray(value) ? (value as Values[]) : []);
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

export function toCreateInput(values: Values): ResidueCreateInput {
  return {
    type: String(values.type ?? ""),
    name: String(values.name ?? ""),
    internal_code: text(values.internal_code),
    treatments: rows(values.treatments) as unknown as ResidueCreateInput["treatments"],
    storages: rows(values.storages) as unknown as ResidueCreateInput["storages"],
  };
}

export function toUpdateInput(values: Values): ResidueUpdateInput {
  const systems = record(values.integrated_systems);
  return {
    type: String(values.type ?? ""),
    name: String(values.name ?? ""),
    internal_code: text(values.internal_code),
    legal_requirements: record(values.legal_requirements) as ResidueUpdateInput["legal_requirements"],
    integrated_systems: {
      ctre: record(systems.ctre) as ResidueUpdateInput["integrated_systems"]["ctre"],
      fepam: record(systems.fepam) as ResidueUpdateInput["integrated_systems"]["fepam"],
    },
  };
}

const orUndefined = (value: string | null | undefined) => value ?? undefined;
const mapping = (m: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(m).map(([key, value]) => [key, orUndefined(value)]));

/** A stored residue as the edit page's forms hold it (nulls as empty fields). */
export function toEditValues(residue: Residue): Values {
  return {
    type: residue.type,
    name: residue.name,
    internal_code: orUndefined(residue.internal_code),
    legal_requirements: mapping(residue.legal_requirements),
    integrated_systems: {
      ctre: mapping(residue.integrated_systems.ctre),
      fepam: mapping(residue.integrated_systems.fepam),
    },
  };
}
