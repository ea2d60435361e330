import { isPlatformDay, PLATFORM_TIME_ZONE, platformTodayIso as today } from "@trilha/ui/locale";
import { array, type Infer, refine, Struct, tuple } from "superstruct";
import {
  type AnyStruct,
  type FieldOptions,
  fail,
  isEmpty,
  isRecord,
  leaf,
  messageOf,
  normalize,
  nullToUndefined,
  type Req,
  rule,
} from "./basic-fields";
import { fillParams, formatBytes, formatDate, type Messages, plural } from "./messages";

// The field builders. The plain ones (text, secretText, choice, bool, accepted, group) and the rule
// machinery live in ./basic-fields, which the login's schema imports alone: a module a first page imports
// goes whole into /login's initial JS, and numbers, dates, files and lists are for signed-in forms
// (issue 12). Every builder is still imported from here.
export {
  accepted,
  bool,
  type Condition,
  characterCount,
  choice,
  contextOf,
  type FieldOptions,
  fail,
  group,
  isEmpty,
  isRecord,
  leaf,
  messageOf,
  normalize,
  optionalGroup,
  type Req,
  type RuleContext,
  type RuleFailure,
  rule,
  secretText,
  TEXT_MAX_DEFAULT,
  type TextOptions,
  text,
} from "./basic-fields";

// ——— numbers ———

export type NumberOptions = FieldOptions & {
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  /** Most digits after the comma: the scale of the `numeric` column it is saved in, which would round the rest away. */
  decimals?: number;
};

/**
 * Whether `value` has at most `decimals` digits after the point (a float's last-bit noise aside). A whole
 * number has none, however large: scaling 1e308 would overflow to Infinity and report decimals instead of
 * the field's maximum.
 */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (Number.isInteger(value)) return true;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1, Math.abs(scaled)) * Number.EPSILON * 8;
}

/**
 * The largest value a `numeric(precision, scale)` column stores (numeric(14, 2): 999999999999.99); a
 * number field saved in one takes it as `max`, so a bigger value is refused on the field instead of
 * overflowing the column.
 */
export function numericMax(precision: number, scale: number): number {
  return Number(`${"9".repeat(precision - scale)}.${"9".repeat(scale)}`);
}
/** The largest value of a PostgreSQL `integer` column. */
export const INTEGER_MAX = 2_147_483_647;

/**
 * A number, or its text as a program wrote it ("1234.56", "1.234": a multipart body carries String(n))
 * or as pt-BR writes it with a comma ("1.234,56"); anything else is left for the type check. A lone dot
 * is a decimal point here, so text typed by people ("1.000", a thousand) is read by the design system's
 * `parseDecimal` first, which the form fields do (FormNumberField's `typedNumber`), handing a number on.
 */
export function parseDecimal(value: unknown): unknown {
  if (typeof value !== "string") return nullToUndefined(value);
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const normalised = trimmed.includes(",") ? trimmed.replaceAll(".", "").replace(",", ".") : trimmed;
  const parsed = Number(normalised);
  return /^-?\d*\.?\d+$/.test(normalised) && Number.isFinite(parsed) ? parsed : value;
}

export function number<const O extends NumberOptions>(options: O = {} as O): Struct<Req<O, number>, null> {
  let struct = leaf<number>(
    "number",
    options,
    (value) => typeof value === "number" && Number.isFinite(value),
    "number",
  );
  struct = normalize(struct, parseDecimal);
  const { min, max, step, integer, decimals } = options;
  if (integer) {
    struct = rule(
      struct,
      "integer",
      (value) => Number.isInteger(value) || fail(messageOf(options, "integer")),
    );
  }
  if (decimals !== undefined && !integer) {
    struct = rule(
      struct,
      "decimals",
      (value) => hasAtMostDecimals(value, decimals) || fail(messageOf(options, "decimals"), { decimals }),
    );
  }
  if (min !== undefined) {
    struct = rule(struct, "min", (value) => value >= min || fail(messageOf(options, "min"), { min }));
  }
  if (max !== undefined) {
    struct = rule(struct, "max", (value) => value <= max || fail(messageOf(options, "max"), { max }));
  }
  if (step !== undefined) {
    const base = min ?? 0;
    struct = rule(
      struct,
      "step",
      (value) => Number.isInteger((value - base) / step) || fail(messageOf(options, "step"), { step }),
    );
  }
  return struct as unknown as Struct<Req<O, number>, null>;
}

// ——— dates (yyyy-MM-dd, as the date picker gives and the API takes) ———

export type DateOptions = FieldOptions & {
  min?: string;
  max?: string;
  /** Not after today (an emission date). Today is allowed. */
  past?: boolean;
  /** Today or later (an alert date). */
  todayOrFuture?: boolean;
  /**
   * With `todayOrFuture`: a sibling holding the date already saved, accepted as it is even once past
   * (a stored record stays editable; only a date changed to the past is refused).
   */
  unlessSaved?: string;
  /** A sibling date this one may not precede (end after start). */
  notBefore?: string;
  /** A sibling date this one may not follow (an alert date after the expiration). */
  notAfter?: string;
};

/**
 * A yyyy-MM-dd day of the calendar from 01/01/1900 on: the date pickers' rule (isPlatformDay, one place),
 * so a year the picker refuses ("01/01/0001") the schema and the server refuse too, and no other.
 */
export function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && isPlatformDay(value);
}

/*
 * The platform's calendar and clock are the design system's (@trilha/ui/locale), re-exported:
 * PLATFORM_TIME_ZONE is Brasília's, whatever zone the server or the browser runs in (the pickers and the
 * server's SQL and dates, apps/server/src/time-zone.ts, use this one constant), and `today()` is that
 * calendar's day as yyyy-MM-dd, whatever the machine's time zone.
 */
export { PLATFORM_TIME_ZONE, today };

export function date<const O extends DateOptions>(options: O = {} as O): Struct<Req<O, string>, null> {
  let struct = leaf<string>("date", options, isIsoDate, "date");
  struct = normalize(struct, (value) =>
    // Dates that arrive as full timestamps keep only their calendar day.
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)
      ? value.slice(0, 10)
      : nullToUndefined(value),
  );
  const { min, max, past, todayOrFuture, unlessSaved, notBefore, notAfter } = options;
  if (min !== undefined) {
    struct = rule(
      struct,
      "minDate",
      (v) => v >= min || fail(messageOf(options, "minDate"), { min: formatDate(min) }),
    );
  }
  if (max !== undefined) {
    struct = rule(
      struct,
      "maxDate",
      (v) => v <= max || fail(messageOf(options, "maxDate"), { max: formatDate(max) }),
    );
  }
  if (past) {
    struct = rule(struct, "pastDate", (v) => v <= today() || fail(messageOf(options, "pastDate")));
  }
  if (todayOrFuture) {
    struct = rule(
      struct,
      "todayOrFuture",
      (v, ctx) =>
        v >= today() ||
        (unlessSaved !== undefined && ctx.parent[unlessSaved] === v) ||
        fail(messageOf(options, "todayOrFuture")),
    );
  }
  if (notBefore !== undefined) {
    struct = rule(struct, "notBefore", (v, ctx) => {
      const other = ctx.parent[notBefore];
      return (
        !isIsoDate(other) || v >= other || fail(messageOf(options, "minDate"), { min: formatDate(other) })
      );
    });
  }
  if (notAfter !== undefined) {
    struct = rule(struct, "notAfter", (v, ctx) => {
      const other = ctx.parent[notAfter];
      return (
        !isIsoDate(other) || v <= other || fail(messageOf(options, "maxDate"), { max: formatDate(other) })
      );
    });
  }
  return struct as unknown as Struct<Req<O, string>, null>;
}

// ——— files ———

/**
 * A browser File/Blob, or the descriptor a server builds for an uploaded part: the rule only
 * reads `name`, `type` and `size`, so one schema serves both sides.
 */
export type FileLike = { readonly name?: string; readonly type?: string; readonly size: number };

export const fileKinds = {
  pdf: { extensions: ["pdf"], mimeTypes: ["application/pdf"], label: "PDF" },
  image: {
    extensions: ["jpg", "jpeg", "png"],
    mimeTypes: ["image/jpeg", "image/png"],
    label: "JPG, JPEG ou PNG",
  },
  xml: { extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], label: "XML" },
  pdfOrImage: {
    extensions: ["pdf", "jpg", "jpeg", "png"],
    mimeTypes: ["application/pdf", "image/jpeg", "image/png"],
    label: "PDF, JPG, JPEG ou PNG",
  },
  /** A company's logo (/perfil-empresa): pictures a browser shows, WebP included. */
  logo: {
    extensions: ["png", "jpg", "jpeg", "webp"],
    mimeTypes: ["image/png", "image/jpeg", "image/webp"],
    label: "PNG, JPG ou WebP",
  },
} as const;

export type FileKind = keyof typeof fileKinds;

/** The `accept` attribute for a file input of this kind (".pdf", ".jpg,.jpeg,.png"). */
export function acceptOf(kind: FileKind): string {
  return fileKinds[kind].extensions.map((ext) => `.${ext}`).join(",");
}

/** 10 MB: a scanned licence or a phone photo fits, a video does not. */
export const MAX_FILE_SIZE = 10 * 1024 * 1024;

export type FileOptions = FieldOptions & {
  accept: FileKind;
  maxSize?: number;
  /** Edit forms: a string is the attachment already stored (its name or URL) and is kept. */
  keepExisting?: boolean;
};

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FileLike).size === "number" &&
    ["string", "undefined"].includes(typeof (value as FileLike).name) &&
    ["string", "undefined"].includes(typeof (value as FileLike).type)
  );
}

// Generic binary types say nothing about the content; the extension decides then.
const untypedMimes = new Set(["", "application/octet-stream"]);

export function file<const O extends FileOptions>(
  options: O,
): Struct<Req<O, O extends { keepExisting: true } ? FileLike | string : FileLike>, null> {
  const kind = fileKinds[options.accept];
  const maxSize = options.maxSize ?? MAX_FILE_SIZE;
  let struct = leaf<FileLike | string>(
    "file",
    options,
    (value) => isFileLike(value) || (options.keepExisting === true && typeof value === "string"),
    "file",
  );
  struct = normalize(struct, nullToUndefined);
  struct = rule(struct, "fileType", (value) => {
    if (typeof value === "string") return true;
    const extension = value.name?.includes(".") ? value.name.split(".").pop()?.toLowerCase() : undefined;
    const extensionOk =
      value.name === undefined ||
      (extension !== undefined && (kind.extensions as readonly string[]).includes(extension));
    const mime = value.type?.toLowerCase() ?? "";
    const mimeOk = untypedMimes.has(mime) || (kind.mimeTypes as readonly string[]).includes(mime);
    const known = value.name !== undefined || !untypedMimes.has(mime);
    return (extensionOk && mimeOk && known) || fail(messageOf(options, "fileType"), { types: kind.label });
  });
  struct = rule(
    struct,
    "fileSize",
    (value) =>
      typeof value === "string" ||
      value.size <= maxSize ||
      fail(messageOf(options, "fileSize"), { size: formatBytes(maxSize) }),
  );
  return struct as never;
}

/**
 * Most items any list takes, where the spec gives no smaller number: a form never holds more, and a
 * request with more is refused as a whole before any item is read.
 */
export const MAX_LIST_ITEMS = 100;

/**
 * Multipart parsers turn `employee[0][name]…employee[25][name]` into an object keyed by index once a
 * list grows past their array limit; read such an object back as the list it is.
 */
function indexedToArray(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  // Only indexes a list can reach: `{ "100000": … }` stays an object and is refused, not read as one item.
  const isIndex = (key: string) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < MAX_LIST_ITEMS;
  if (keys.length === 0 || !keys.every(isIndex)) return value;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
}

export type ListOptions = { min?: number; max?: number; messages?: Messages };

/**
 * An array struct that refuses a too-long array before it looks at a single item: superstruct runs
 * refinements only after every item has been validated, so a 40,000-item array would be read in full
 * (and give 40,000 failures) before a `maxItems` refinement said no.
 */
function capped<T, S>(struct: Struct<T, S>, max: number, message: string): Struct<T, S> {
  return new Struct({
    ...struct,
    validator: (value, ctx) =>
      Array.isArray(value) && value.length > max ? fail(message) : struct.validator(value, ctx),
    *entries(value, ctx) {
      if (Array.isArray(value) && value.length > max) return;
      yield* struct.entries(value, ctx);
    },
  });
}

const maxItemsMessage = (options: { messages?: Messages }, max: number) =>
  fillParams(messageOf(options, "maxItems"), { max, items: plural(max, "item", "itens") });

/** A list of items; at most `max` (MAX_LIST_ITEMS unless said), refused before the items are read. */
export function list<T, S>(item: Struct<T, S>, options: ListOptions = {}): Struct<T[], Struct<T, S>> {
  const { min, max = MAX_LIST_ITEMS } = options;
  let struct = normalize(capped(array(item), max, maxItemsMessage(options, max)), (value) =>
    value === undefined || value === null ? [] : indexedToArray(value),
  );
  if (min !== undefined) {
    struct = refine(
      struct,
      "minItems",
      (value) =>
        value.length >= min ||
        fail(messageOf(options, "minItems"), { min, items: plural(min, "item", "itens") }),
    );
  }
  return struct;
}

/** A fixed set of positions (first and optional second responsible); more positions are refused whole. */
export function positions<A extends AnyStruct, B extends AnyStruct[]>(
  structs: [A, ...B],
  options: { messages?: Messages } = {},
) {
  const struct = capped(tuple(structs), structs.length, maxItemsMessage(options, structs.length));
  return normalize(struct, (value) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return value;
    // Trailing positions left blank are absent, not empty records.
    const items = [...value];
    while (items.length > 1 && isBlank(items[items.length - 1])) items.pop();
    return items;
  });
}

function isBlank(value: unknown): boolean {
  return isEmpty(value) || (isRecord(value) && Object.values(value).every(isEmpty));
}

export type { Infer };
