// "MTR Modelo" (issue 16): an output's choices kept under a name for repetitive shipments, on the kit.
// Renamed through the kit's update (name and values, as saved); deleted through its inactivation without
// a justification (a user's own shortcut, not a document), which frees the name (the unique index skips
// inactive rows).
import { mtrTemplateLabels, mtrTemplateSchema } from "@trilha/forms/schemas";
import { defineResource } from "../resources";

export const mtrTemplates = defineResource({
  name: "mtr_template",
  path: "mtr-templates",
  idKey: "uuid_template",
  table: "mtr_templates",
  scope: "company",
  columns: ["name", "values"],
  schema: mtrTemplateSchema,
  labels: mtrTemplateLabels,
  search: ["name"],
  sort: { fields: { name: "search_fold(r.name)" }, default: "name" },
  justification: "optional",
  messages: { notFound: "Modelo de MTR não encontrado." },
  duplicate: () => "Já existe um modelo de MTR com este nome.",
  // The name comes trimmed from the schema (text()); jsonb takes the values as JSON text.
  resolve: async (value) => ({ ...value, values: JSON.stringify(value.values) }),
});
