import { isValidCep } from "@brazilian-utils/brazilian-utils/is-valid-cep";
import { isValidCnpj } from "@brazilian-utils/brazilian-utils/is-valid-cnpj";
import { isValidCpf } from "@brazilian-utils/brazilian-utils/is-valid-cpf";
import { isValidLicensePlate } from "@brazilian-utils/brazilian-utils/is-valid-license-plate";
import { isValidPhone } from "@brazilian-utils/brazilian-utils/is-valid-phone";
import { refine, type Struct } from "superstruct";
import {
  type Condition,
  fail,
  isEmpty,
  isRecord,
  messageOf,
  normalize,
  type Req,
  type RuleContext,
  rule,
  type TextOptions,
  text,
} from "./fields";
import { defaultMessages } from "./messages";

type RuleOptions = { when?: Condition };

const always: Condition = () => true;

/** Mask characters users type or masks insert; letters stay so they still fail the check. */
const maskCharacters = /[\s.\-/()]/g;

export function stripMask(value: unknown): unknown {
  return typeof value === "string" ? value.replace(maskCharacters, "") : value;
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** The e-mail shape the spec asks for: a local part, "@", and a domain with at least one dot. */
export const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

/** An e-mail address; surrounding spaces (a paste) are dropped. */
export function email<const O extends TextOptions>(options: O = {} as O): Struct<Req<O, string>, null> {
  return rule(
    normalize(text(options), (value) => (typeof value === "string" ? value.trim() : value)),
    "email",
    (value) => isEmail(value) || fail(messageOf(options, "email")),
  );
}

export function url<const O extends TextOptions>(options: O = {} as O): Struct<Req<O, string>, null> {
  return rule(text(options), "url", (value) => {
    try {
      const parsed = new URL(value);
      return ["http:", "https:"].includes(parsed.protocol) || fail(messageOf(options, "url"));
    } catch {
      return fail(messageOf(options, "url"));
    }
  });
}

/** Digits only ("Número deve ser numérico", "Ramal deve ser numérico"). */
export function numeric<const O extends TextOptions>(options: O = {} as O): Struct<Req<O, string>, null> {
  return rule(
    text(options),
    "numeric",
    (value) => /^\d+$/.test(value) || fail(messageOf(options, "numeric")),
  );
}

/**
 * A tax document checked by its digits: accepted masked or not, the value comes out unmasked and
 * a failure reads "{label} não possui um formato válido".
 */
function taxDocument(name: "cpf" | "cnpj", isValid: (digits: string) => boolean) {
  return <const O extends TextOptions & RuleOptions>(options: O = {} as O): Struct<Req<O, string>, null> => {
    const when = options.when ?? always;
    return rule(
      normalize(text(options), stripMask),
      name,
      (value, ctx) => !when(ctx) || isValid(value) || fail(messageOf(options, "document")),
    );
  };
}

/** CPF: 11 digits, not all equal, both check digits. Masked or not; the value comes out unmasked. */
export const cpf = taxDocument("cpf", isValidCpf);

/** CNPJ: 14 digits and both check digits. Masked or not; the value comes out unmasked. */
export const cnpj = taxDocument("cnpj", isValidCnpj);

/** The cnpj() rule's check on its own, for a form that looks a CNPJ up only once it can be one. */
export { isValidCnpj };

/** CEP "00000-000" (or its 8 digits); kept as typed. */
export function cep<const O extends TextOptions & RuleOptions>(
  options: O = {} as O,
): Struct<Req<O, string>, null> {
  const when = options.when ?? always;
  return rule(
    text(options),
    "cep",
    (value, ctx) =>
      !when(ctx) ||
      (/^\d{5}-?\d{3}$/.test(value.trim()) && isValidCep(value)) ||
      fail(messageOf(options, "document")),
  );
}

/**
 * Brazilian landline or mobile number with area code. `unmask` sends digits only (the master
 * user's phone); otherwise the value is kept as typed.
 */
export function phone<const O extends TextOptions & RuleOptions & { unmask?: boolean }>(
  options: O = {} as O,
): Struct<Req<O, string>, null> {
  const when = options.when ?? always;
  const base = options.unmask
    ? normalize(text(options), (value) => (typeof value === "string" ? onlyDigits(value) : value))
    : text(options);
  return rule(
    base,
    "phone",
    (value, ctx) => !when(ctx) || isValidPhone(value) || fail(messageOf(options, "document")),
  );
}

/** Vehicle plate, old (ABC-1234) or Mercosul (ABC1D23); stored upper-case without the hyphen. */
export function plate<const O extends TextOptions>(options: O = {} as O): Struct<Req<O, string>, null> {
  return rule(
    normalize(text(options), (value) =>
      typeof value === "string" ? value.replace(/[\s-]/g, "").toUpperCase() : value,
    ),
    "plate",
    (value) => isValidLicensePlate(value) || fail(messageOf(options, "document")),
  );
}

/** Equal to a sibling field (password confirmation). Message: "${path} precisa ser igual à ${reference}". */
export function equalTo<T, S>(
  struct: Struct<T, S>,
  reference: string,
  message: string = defaultMessages.equalTo,
) {
  return rule(
    struct,
    "equalTo",
    (value, ctx) =>
      value === ctx.parent[reference] ||
      fail(message, {}, { referencePath: [...ctx.path.slice(0, -1), reference] }),
  );
}

/** Different from another value of the payload (second responsible's e-mail). */
export function differentFrom<T, S>(
  struct: Struct<T, S>,
  other: (ctx: RuleContext) => unknown,
  message: string,
  normalise: (value: unknown) => unknown = (value) =>
    typeof value === "string" ? value.trim().toLowerCase() : value,
) {
  return rule(struct, "differentFrom", (value, ctx) => {
    const otherValue = other(ctx);
    return isEmpty(otherValue) || normalise(value) !== normalise(otherValue) || fail(message);
  });
}

// ——— lists: duplicates ———

function keyOf(item: unknown, keys: readonly string[]): string {
  const record = isRecord(item) ? item : {};
  return JSON.stringify(
    keys.map((key) => {
      const value = record[key];
      return typeof value === "string" ? value.trim().toLowerCase() : (value ?? null);
    }),
  );
}

/** Whether `item` matches an entry of `list` on every key (strings compared trimmed, case-insensitively). */
export function isDuplicate(list: readonly unknown[], item: unknown, keys: readonly string[]): boolean {
  const key = keyOf(item, keys);
  return list.some((entry) => keyOf(entry, keys) === key);
}

/** A list whose entries may not repeat on `keys`; the message goes on the list. */
export function distinct<T, S>(struct: Struct<T[], S>, keys: readonly string[], message: string) {
  return refine(struct, "distinct", (items) => {
    const seen = new Set<string>();
    for (const item of items) {
      const key = keyOf(item, keys);
      if (seen.has(key)) return fail(message);
      seen.add(key);
    }
    return true;
  });
}

/** An item about to be added to `list` (the wizard's "Incluir"): a duplicate is a whole-form error. */
export function notIn<T, S>(
  struct: Struct<T, S>,
  list: readonly unknown[],
  keys: readonly string[],
  message: string,
) {
  return refine(struct, "notDuplicate", (item) => !isDuplicate(list, item, keys) || fail(message));
}
