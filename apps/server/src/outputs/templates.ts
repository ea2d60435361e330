// "MTR Modelo" (issue 16): an output's choices kept under a name for repetitive shipments, on the kit.
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
  routes: { update: false },
  messages: { notFound: "Modelo de MTR não encontrado." },
  duplicate: () => "Já existe um modelo de MTR com este nome.",
  // The name comes trimmed from the schema (text()); jsonb takes the values as JSON text.
  resolve: async (value) => ({ ...value, values: JSON.stringify(value.values) }),
});
