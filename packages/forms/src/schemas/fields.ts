import {
  characterCount,
  isPlatformDay,
  PLATFORM_TIME_ZONE,
  platformTodayIso as today,
} from "@trilha/ui/locale";
import {
  array,
  type Context,
  coerce,
  define,
  type Infer,
  object,
  optional,
  refine,
  Struct,
  tuple,
  unknown,
} from "superstruct";
import {
  defaultMessages,
  fillParams,
  formatBytes,
  formatDate,
  type MessageKey,
  type Messages,
  type Params,
  plural,
} from "./messages";
import { isBlankText, trimText } from "./trim-text";

type PathKey = string | number;

/** What a rule can see: its value, the object holding it (siblings) and the whole payload. */
export type RuleContext = {
  value: unknown;
  parent: Record<string, unknown>;
  root: unknown;
  path: readonly PathKey[];
};

export type Condition = (ctx: RuleContext) => boolean;

export type FieldOptions = {
  /** `true`, or a condition on the siblings / payload (conditional requirement). */
  required?: boolean | Condition;
  /** Overrides of the default pt-BR messages for this field. */
  messages?: Messages;
};

export type RuleFailure = { message: string; trilha: true; referencePath?: PathKey[] };

/** The field's type: always present when `required: true`, possibly absent otherwise. */
export type Req<O, T> = O extends { required: true } ? T : T | undefined;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Nothing given, or a text with nothing visible in it (spaces, zero-width characters). */
export const isEmpty: (value: unknown) => boolean = isBlankText;

export function fail(template: string, params?: Params, extra?: { referencePath?: PathKey[] }): RuleFailure {
  return { message: fillParams(template, params), trilha: true, ...extra };
}

export function messageOf(options: FieldOptions, key: MessageKey): string {
  return options.messages?.[key] ?? defaultMessages[key];
}

export function contextOf(value: unknown, ctx: Context): RuleContext {
  const parent = ctx.branch[ctx.branch.length - 2];
  return { value, parent: isRecord(parent) ? parent : {}, root: ctx.branch[0], path: ctx.path };
}

function isRequired(required: FieldOptions["required"], ctx: RuleContext): boolean {
  return typeof required === "function" ? required(ctx) : required === true;
}

/** A leaf: empty values are checked against `required`, anything else against `accepts`. */
export function leaf<T>(
  type: string,
  options: FieldOptions,
  accepts: (value: unknown) => boolean,
  typeMessage: MessageKey,
): Struct<T, null> {
  return define<T>(type, (value, ctx) => {
    if (isEmpty(value)) {
      return isRequired(options.required, contextOf(value, ctx))
        ? fail(messageOf(options, "required"))
        : true;
    }
    return accepts(value) || fail(messageOf(options, typeMessage));
  });
}

/**
 * A named refinement. Empty values are left to `required`, so a rule only speaks about
 * what the user actually typed.
 */
export function rule<T, S>(
  struct: Struct<T, S>,
  name: string,
  check: (value: NonNullable<T>, ctx: RuleContext) => true | RuleFailure,
): Struct<T, S> {
  return refine(struct, name, (value, ctx) =>
    isEmpty(value) ? true : check(value as NonNullable<T>, contextOf(value, ctx)),
  );
}

/** Applied before validation (superstruct `coerce`), only when validating with coercion. */
export function normalize<T, S>(struct: Struct<T, S>, fn: (value: unknown) => unknown): Struct<T, S> {
  return coerce(struct, unknown(), fn);
}

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

// ——— text ———

export type TextOptions = FieldOptions & {
  min?: number;
  max?: number;
  /**
   * Spaces (and invisible format characters) around what was typed are dropped when validating with
   * coercion (the server stores the trimmed text; lengths count it). `false` keeps every character: passwords (see `secretText()`).
   */
  trim?: boolean;
};

/**
 * A text's length as PostgreSQL's varchar(n) and char_length count it: code points, so an emoji is one
 * character (two UTF-16 units in `String.length`). The design system's, re-exported: the fields' counters
 * and limits count with this same function.
 */
export { characterCount };

/**
 * The longest text a field without a `max` of its own accepts: every string a request carries is bounded
 * (a code, an id or a name left without a limit would otherwise take whatever the body limit lets in).
 */
export const TEXT_MAX_DEFAULT = 1000;

/**
 * A free-text field: a name, a code, a note. Validated with coercion (as the server does) it answers
 * the text without the spaces around it, so "  QA-01  " is stored as "QA-01" and "   " counts as empty.
 * Without `max`, at most TEXT_MAX_DEFAULT characters.
 */
export function text<const O extends TextOptions>(options: O = {} as O): Struct<Req<O, string>, null> {
  const trim = options.trim !== false;
  let struct = leaf<string>("text", options, (value) => typeof value === "string", "text");
  struct = normalize(struct, (value) => {
    if (typeof value === "number") return String(value);
    if (typeof value === "string") return trim ? trimText(value) : value;
    return nullToUndefined(value);
  });
  const { min, max = TEXT_MAX_DEFAULT } = options;
  if (min !== undefined) {
    struct = rule(
      struct,
      "minLength",
      (value) => characterCount(value) >= min || fail(messageOf(options, "minLength"), { min }),
    );
  }
  struct = rule(
    struct,
    "maxLength",
    (value) => characterCount(value) <= max || fail(messageOf(options, "maxLength"), { max }),
  );
  return struct as unknown as Struct<Req<O, string>, null>;
}

/** A password or other secret: every character counts, spaces around it included. */
export function secretText<const O extends FieldOptions & { max?: number }>(
  options: O = {} as O,
): Struct<Req<O, string>, null> {
  return text({ ...options, trim: false }) as unknown as Struct<Req<O, string>, null>;
}

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

// ——— choices and booleans ———

export function choice<const V extends readonly string[], const O extends FieldOptions>(
  values: V,
  options: O = {} as O,
): Struct<Req<O, V[number]>, null> {
  const struct = leaf<V[number]>(
    "choice",
    options,
    (value) => typeof value === "string" && values.includes(value),
    "choice",
  );
  return normalize(struct, nullToUndefined) as unknown as Struct<Req<O, V[number]>, null>;
}

const booleanStrings: Record<string, boolean> = { true: true, false: false, on: true, "1": true, "0": false };

function parseBoolean(value: unknown): unknown {
  if (typeof value === "string" && value in booleanStrings) return booleanStrings[value];
  return nullToUndefined(value);
}

/** A checkbox or switch; multipart "true"/"false" strings are read as booleans. */
export function bool<const O extends FieldOptions>(options: O = {} as O): Struct<Req<O, boolean>, null> {
  const struct = leaf<boolean>("bool", options, (value) => typeof value === "boolean", "boolean");
  return normalize(struct, parseBoolean) as unknown as Struct<Req<O, boolean>, null>;
}

/** A box that must be ticked (terms of use): unticked and absent give the same message. */
export function accepted(options: { messages?: Messages } = {}): Struct<true, null> {
  const message = messageOf(options, "accepted");
  const struct = leaf<boolean>(
    "accepted",
    { required: true, messages: { required: message } },
    (v) => typeof v === "boolean",
    "boolean",
  );
  return rule(
    normalize(struct, parseBoolean),
    "accepted",
    (value) => value === true || fail(message),
  ) as unknown as Struct<true, null>;
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

// ——— groups and lists ———

// Same constraint as superstruct's own (unexported) ObjectSchema, so `object<S>` infers field types.
// biome-ignore lint/suspicious/noExplicitAny: superstruct's schema type is Struct<any, any>
type AnyStruct = Struct<any, any>;
type ObjectSchema = Record<string, AnyStruct>;

/** An object whose unknown keys are stripped; an absent group validates as `{}` so its fields report. */

export function group<S extends ObjectSchema>(schema: S): ReturnType<typeof object<S>> {
  return normalize(object(schema), (value) => (value === undefined || value === null ? {} : value));
}

/** A group the user may leave blank: all-empty reads as absent, anything typed is validated. */
export function optionalGroup<S extends ObjectSchema>(schema: S) {
  return normalize(optional(object(schema)), (value) =>
    isRecord(value) && Object.values(value).every(isEmpty) ? undefined : nullToUndefined(value),
  );
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
