import { COMMON_CODES } from "@trilha/api/error-codes";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { HttpError, ValidationError } from "../http/errors";

/**
 * The option lists of the residue screens (spec 02 §7 "Residues"): each endpoint answers a map of value
 * to label, read from `reference_options` (migration 0030, sources in docs/api/residue-reference.md).
 * The spec's misspelt paths (/storagies, /fisical/states) are kept beside the corrected ones.
 */
const LISTS: { paths: string[]; list: string }[] = [
  { paths: ["/residues/types"], list: "residue_types" },
  { paths: ["/storages", "/storagies"], list: "storage_types" },
  { paths: ["/fisical/states", "/physical/states"], list: "physical_states" },
  { paths: ["/packagings"], list: "packagings" },
  { paths: ["/categories"], list: "treatment_categories" },
  { paths: ["/treatment/technology"], list: "treatment_technologies" },
  { paths: ["/classes"], list: "classes" },
  { paths: ["/packing/groups"], list: "packing_groups" },
  { paths: ["/risk/numbers"], list: "risk_numbers" },
  { paths: ["/main/risk/classes"], list: "risk_classes" },
  { paths: ["/onu/code/lists"], list: "un_numbers" },
  { paths: ["/nbr_147253/lists"], list: "nbr_14725_3" },
  { paths: ["/conama/code/lists"], list: "conama_313" },
  { paths: ["/ibama/table"], list: "ibama_chapters" },
  { paths: ["/ibama/code/lists"], list: "ibama_subchapters" },
  { paths: ["/vehicles/types"], list: "vehicle_types" },
];

/** Option codes are short: anything longer (or with odd characters) cannot name an option. */
const CODE = /^[\p{L}\p{N} ._()*-]{1,40}$/u;

export type OptionMap = Record<string, string>;

/** A list's options; with `parent`, only the sub-list hanging from that code. */
async function options(db: Database, list: string, parent?: string): Promise<OptionMap> {
  const { rows } = await db.query<{ code: string; label: string }>(
    `select code, label from reference_options
      where list = $1 and ($2::text is null or parent = $2) order by parent, position`,
    [list, parent ?? null],
  );
  // Empty keys are dropped (spec 02 §7); the table refuses them, the answer never carries one either.
  return Object.fromEntries(rows.filter((row) => row.code.trim() !== "").map((row) => [row.code, row.label]));
}

async function isOption(db: Database, list: string, code: string): Promise<boolean> {
  if (!CODE.test(code)) return false;
  const { rows } = await db.query("select 1 from reference_options where list = $1 and code = $2", [
    list,
    code,
  ]);
  return rows.length > 0;
}

const notFound = (message: string) => new HttpError(404, message, { code: COMMON_CODES.NOT_FOUND });

/** IBAMA sub-chapters are "13 02"; "1302" and "13-02" name the same one. */
const ibamaSubchapter = (code: string) => {
  const digits = code.replace(/\D/g, "");
  return digits.length === 4 ? `${digits.slice(0, 2)} ${digits.slice(2)}` : code;
};

export function residueOptionRoutes(app: FastifyInstance, { db }: { db: Database }) {
  for (const { paths, list } of LISTS) {
    for (const path of paths) {
      if (list === "treatment_technologies") continue;
      app.get(path, async () => options(db, list));
    }
  }

  // Every technology, or with `?category=` only those of that treatment category (the technology select
  // follows the category chosen beside it).
  app.get<{ Querystring: { category?: string } }>("/treatment/technology", async (request) => {
    const category = typeof request.query.category === "string" ? request.query.category : "";
    if (!category) return options(db, "treatment_technologies");
    if (!(await isOption(db, "treatment_categories", category)))
      throw notFound("Categoria de tratamento não encontrada.");
    return options(db, "treatment_technologies", category);
  });

  // A subsidiary risk is any class but the principal one (ANTT: a product's subsidiary risk differs from it).
  app.get<{ Params: { code: string } }>("/subsidiary/risk/classes/:code", async (request) => {
    const { code } = request.params;
    if (!(await isOption(db, "risk_classes", code))) throw notFound("Classe de risco não encontrada.");
    const all = await options(db, "risk_classes");
    delete all[code];
    return all;
  });

  app.get<{ Params: { code: string } }>("/nbr_147253/sub/lists/:code", async (request) => {
    const { code } = request.params;
    if (!(await isOption(db, "nbr_14725_3", code))) throw notFound("Classe de perigo não encontrada.");
    return options(db, "nbr_14725_3_categories", code);
  });

  app.get<{ Params: { code: string } }>("/ibama/code/sub/lists/:code", async (request) => {
    const code = ibamaSubchapter(request.params.code);
    if (!(await isOption(db, "ibama_subchapters", code))) throw notFound("Lista do IBAMA não encontrada.");
    return options(db, "ibama_residues", code);
  });
}

/** One option a write names: the body field, its label, the list it must come from, and its value. */
export type OptionCheck = { field: string; label: string; list: string; value: unknown; parent?: unknown };

/**
 * Refuses a write that names an option no list has (422, one pt-BR message per field), in the write's
 * transaction; an empty value is left to the schema (optional fields stay optional).
 */
export async function assertOptions(tx: Database, checks: OptionCheck[]) {
  const fields: Record<string, string> = {};
  for (const { field, label, list, value, parent } of checks) {
    if (value === undefined || value === null || value === "") continue;
    const { rows } = await tx.query(
      `select 1 from reference_options where list = $1 and code = $2 and ($3::text is null or parent = $3)`,
      [list, String(value), parent === undefined || parent === null || parent === "" ? null : String(parent)],
    );
    if (rows.length === 0) fields[field] = `Selecione uma opção válida para o campo ${label}.`;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
