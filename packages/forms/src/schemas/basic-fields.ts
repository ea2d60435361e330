/**
 * The field machinery (rule, leaf, normalize, messages) and the plain fields: text, secretText, choice,
 * bool, accepted, group. Apart from ./fields (numbers, dates, files, lists), which re-exports all of it,
 * so the login's schema, which imports this module alone, leaves the rest out of /login's initial JS:
 * a module a first page imports goes into that page's JS whole (issue 12).
 */
import { characterCount } from "@trilha/ui/locale";
import { type Context, coerce, define, object, optional, refine, type Struct, unknown } from "superstruct";
import { defaultMessages, fillParams, type MessageKey, type Messages, type Params } from "./messages";
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

/** Internal to the field builders (./fields uses it too); not exported by the package. */
export const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

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

// ——— groups and lists ———

// Same constraint as superstruct's own (unexported) ObjectSchema, so `object<S>` infers field types.
// biome-ignore lint/suspicious/noExplicitAny: superstruct's schema type is Struct<any, any>
export type AnyStruct = Struct<any, any>;
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
