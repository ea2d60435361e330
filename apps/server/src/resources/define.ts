import type { Labels } from "@trilha/forms/schemas";
import { Struct } from "superstruct";
import type { Database, Row } from "../db/database";
import type { FileWrites } from "../storage/uploads";
import { DEFAULT_MESSAGES } from "./errors";
import type { Owned, Params, Scope, ScopeKind } from "./scope";

/** A stored file of a record: the body field (and JSON key: its download URL) and its column. */
export type FileField = {
  field: string;
  /** Integer column referencing stored_files (id). */
  column: string;
  /** "xml" has no signature to check: the domain parses it (an NF-e in `resolve`). */
  kind: "pdf" | "image" | "pdfOrImage" | "xml";
  /** pt-BR label for messages ("Cartão CNPJ"). */
  label: string;
};

/** What a write hook is given: the transaction, the company and user, the parent, the current row. */
export type WriteContext = {
  tx: Database;
  scope: Scope;
  /** The parent record of a child resource (already checked: owned and active). */
  parent: Owned | null;
  /** The record being updated as the kit selects it (`id` included); null on create. */
  current: Row | null;
  /** Stores the body's other uploads (a related row's files) in the same write. */
  files: FileWrites | null;
};

// biome-ignore lint/suspicious/noExplicitAny: a schema's second type parameter (its shape) is never read
type AnyStruct<T> = Struct<T, any>;

/**
 * A column already holding folded text. With `digits`, a search made only of digits and mask characters
 * (". / - space") also looks for its digits alone, as a document number is stored ("12.345" finds 12345678000190).
 * `related` finds rows by what their own column cannot hold (another table's current values): each entry,
 * given the company's placeholder, the folded search (`search_fold($n)`) and the bare digits' pattern
 * when `digits` applies (else null), names a select of ids (`ids`, its first column) and the row's
 * `columns` that hold them. The list reads those ids first and then matches the column or any of them:
 * planned with the ids known, a rare term still walks the column's trigram index.
 */
export type SearchColumn = {
  column: string;
  digits?: boolean;
  related?: readonly ((search: { company: string; folded: string; digits: string | null }) => {
    columns: readonly string[];
    ids: string;
  })[];
};

/** What a domain states about itself; `defineResource` fills in the rest. */
export type ResourceDefinition<C extends object, U extends object = C> = {
  /** Singular, lower case: the audit trail's `resource` ("contractor", "license"). */
  name: string;
  /** The URL segment (default: name + "s"). */
  path?: string;
  /** Needs id (integer), uuid, company_id, created_at, updated_at, deleted_at (+ the parent column). */
  table: string;
  /**
   * Every record belongs to one company: every query filters by the session's company; with
   * "company-or-adm", an ADM-plan user's queries span every company (contractors).
   */
  scope: ScopeKind;
  /** The JSON key of the record's uuid (default "uuid_" + name, as "uuid_provider"). */
  idKey?: string;
  /** A child resource's parent: routes nest under `/<parent path>/:parentId`, the parent must be active to write. */
  parent?: { resource: AnyResource; column?: string };
  /** Plain columns, named as in the body and in the JSON. */
  columns: readonly string[];
  /**
   * Body fields the kit fills from the stored record before the schema reads an update (and drops from
   * a create), whatever the client sent: a rule that compares with what is saved (a licence's
   * `saved_alert_date`, from its `alert_date` column) reads the record, never the client's word.
   */
  savedFields?: Readonly<Record<string, string>>;
  files?: readonly FileField[];
  /** The same superstruct schema the form uses (one for both, or one each for create and update). */
  schema: AnyStruct<C> | { create: AnyStruct<C>; update: AnyStruct<U> };
  labels: Labels;
  /**
   * The list's `search`: columns (or SQL over `r.`, the joins) folded at query time with the database's
   * search_fold(), or one column already holding folded text (kept by triggers, maybe trigram-indexed).
   */
  search?: readonly string[] | SearchColumn;
  /** `sort=name` / `sort=-name`: the allowed fields (column names or `name: "SQL"`) and the default. */
  sort?: { fields?: readonly string[] | Readonly<Record<string, string>>; default?: string };
  messages: { notFound: string } & Partial<Record<keyof typeof DEFAULT_MESSAGES, string>>;
  /**
   * Routes left out: a document that is never edited nor inactivated once issued (an MTR is cancelled
   * through its own lifecycle) sets `update: false` and `inactivation: false` (which drops reactivation too).
   */
  routes?: { update?: boolean; inactivation?: boolean };
  /**
   * Whether an inactivation or reactivation must say why (default "required": 30–500 characters). A
   * record a user keeps for their own convenience (an MTR template) sets "optional": the body may leave
   * it out (or blank), and one sent is still checked and kept in the history.
   */
  justification?: "required" | "optional";
  /** An inactive record can still be edited (a provider's licenses today); default: read-only. */
  editInactive?: boolean;
  /** The list's `active` when the query does not say (default true); undefined lists both. */
  activeDefault?: (query: Readonly<Record<string, string | undefined>>) => boolean | undefined;
  /** Storage key prefix of the uploads its bodies carry (default: the path). */
  uploadPrefix?: string;

  // ——— hooks, for what plain columns do not say (today's `Kind` in providers/records.ts) ———
  /** Extra select expressions (with their `as` names) and the joins they need (`r` is the table). */
  select?: string;
  /**
   * Select expressions only one record's answer reads (`expand`, `snapshot`: a provider's responsibles
   * and employees), after `select`; lists leave them out.
   */
  detail?: string;
  join?: string;
  /** Validated body → column values (a reference uuid into its id); may throw a ValidationError. */
  resolve?: (value: C | U, context: WriteContext) => Promise<Record<string, unknown>>;
  /** After the row is written, in the same transaction: related rows (a provider's responsibles). */
  afterWrite?: (id: number, value: C | U, context: WriteContext) => Promise<void>;
  /** The JSON of a row (after the kit's: ids hidden, files as URLs); `scope` is the asking session's. */
  shape?: (json: Record<string, unknown>, row: Row, scope?: Scope) => Record<string, unknown>;
  /** The answer for one record (get and every write), beyond the list item: details read by `select`. */
  expand?: (json: Record<string, unknown>, row: Row) => Record<string, unknown>;
  /**
   * A row still being registered (a wizard's draft, as a residue before its last step): its writes are
   * its registration, not edits, so they record no change history and leave `updated_at` as it is; the
   * finished record is not "edited" (no Justificativas for its own registration steps).
   */
  isDraft?: (row: Row) => boolean;
  /** What the history compares (default: the columns, files by display name). */
  snapshot?: (row: Row) => Record<string, unknown>;
  /** Extra list conditions from the query string, with parameters added through `params`. */
  filters?: (query: Readonly<Record<string, string | undefined>>, params: Params) => string[];
  /**
   * Before an inactivation or reactivation changes the row, in its transaction: may refuse it (throw),
   * or change what depends on the record (a user's sessions in the company).
   */
  beforeStateChange?: (
    id: number,
    action: "inactivation" | "reactivation",
    context: { tx: Database; scope: Scope },
  ) => Promise<void>;
  /**
   * After an inactivation or reactivation changed the row, in its transaction (before its audit row):
   * what the record's state also rests on (a user's account, see `inactiveSince`).
   */
  afterStateChange?: (
    id: number,
    action: "inactivation" | "reactivation",
    context: { tx: Database; scope: Scope },
  ) => Promise<void>;
  /**
   * SQL over `r` and the joins: since when the record is inactive, when more than its own deleted_at
   * says so (a user whose account is inactive everywhere). The JSON's `deleted_at`, the list's active
   * filter and the reactivation's "already active" check read it; an inactivation still sets
   * `r.deleted_at`, a reactivation clears it (`afterStateChange` clears the rest). Default `r.deleted_at`.
   */
  inactiveSince?: string;
  /** After any write of the resource has committed (caches that read its rows forget them). */
  afterCommit?: () => void;
  /** The 409 answered when a unique index refuses the write (default: DUPLICATE with a generic text). */
  duplicate?: (value: C | U) => string;
  /** The created record's answer (default: the record itself). */
  created?: (json: Record<string, unknown>) => unknown;
};

/** A descriptor with its defaults filled in; what `resourceRoutes` registers. */
export type Resource<C extends object = Record<string, unknown>, U extends object = C> = Readonly<
  Omit<
    ResourceDefinition<C, U>,
    "path" | "idKey" | "schema" | "files" | "messages" | "sort" | "parent" | "search"
  >
> & {
  readonly path: string;
  readonly idKey: string;
  readonly files: readonly FileField[];
  readonly schema: { create: AnyStruct<C>; update: AnyStruct<U> };
  readonly messages: { notFound: string } & Record<keyof typeof DEFAULT_MESSAGES, string>;
  readonly sort: { fields: Readonly<Record<string, string>>; field: string; descending: boolean };
  readonly search?: { fields: readonly string[] } | SearchColumn;
  readonly parent?: { resource: AnyResource; column: string };
};

// biome-ignore lint/suspicious/noExplicitAny: a parent is any resource, whatever its body types
export type AnyResource = Resource<any, any>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Names that are put into SQL must be plain identifiers: checked once, when the domain is defined. */
function identifier(value: string, what: string) {
  if (!IDENTIFIER.test(value))
    throw new Error(`defineResource: ${what} "${value}" is not a plain identifier.`);
  return value;
}

export function defineResource<C extends object, U extends object = C>(
  definition: ResourceDefinition<C, U>,
): Resource<C, U> {
  const { name } = definition;
  identifier(name, "name");
  identifier(definition.table, "table");
  for (const column of definition.columns) identifier(column, "column");
  for (const file of definition.files ?? []) {
    identifier(file.field, "file field");
    identifier(file.column, "file column");
  }
  const path = definition.path ?? `${name}s`;
  if (!/^[a-z0-9-]+$/.test(path)) throw new Error(`defineResource: path "${path}" must be one URL segment.`);
  if (definition.parent?.resource.parent) {
    throw new Error(`defineResource: "${name}" nests two levels deep; the kit nests one.`);
  }
  const parent = definition.parent && {
    resource: definition.parent.resource,
    column: identifier(definition.parent.column ?? `${definition.parent.resource.name}_id`, "parent column"),
  };

  const sortFields: Record<string, string> = { created_at: "r.created_at", updated_at: "r.updated_at" };
  const given = definition.sort?.fields ?? [];
  if (Array.isArray(given))
    for (const field of given) sortFields[field] = `r.${identifier(field, "sort field")}`;
  else Object.assign(sortFields, given);
  const fallback = definition.sort?.default ?? "-created_at";
  const field = fallback.replace(/^-/, "");
  if (!sortFields[field]) throw new Error(`defineResource: default sort "${fallback}" is not a sort field.`);

  const searchGiven = definition.search;
  const search =
    searchGiven === undefined
      ? undefined
      : Array.isArray(searchGiven)
        ? { fields: searchGiven.map((item) => (IDENTIFIER.test(item) ? `r.${item}` : item)) }
        : {
            ...(searchGiven as SearchColumn),
            column: identifier((searchGiven as SearchColumn).column, "search column"),
          };

  const schema =
    definition.schema instanceof Struct
      ? { create: definition.schema as AnyStruct<C>, update: definition.schema as unknown as AnyStruct<U> }
      : definition.schema;

  return {
    ...definition,
    path,
    idKey: identifier(definition.idKey ?? `uuid_${name}`, "idKey"),
    parent,
    files: definition.files ?? [],
    schema,
    messages: { ...DEFAULT_MESSAGES, ...definition.messages },
    sort: { fields: sortFields, field, descending: fallback.startsWith("-") },
    search,
  };
}
