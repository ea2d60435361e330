import { isValidCep } from "@brazilian-utils/brazilian-utils/is-valid-cep";
import { isValidCnpj } from "@brazilian-utils/brazilian-utils/is-valid-cnpj";
import { isValidCpf } from "@brazilian-utils/brazilian-utils/is-valid-cpf";
import { isValidLicensePlate } from "@brazilian-utils/brazilian-utils/is-valid-license-plate";
import { isValidPhone } from "@brazilian-utils/brazilian-utils/is-valid-phone";
import { refine, type Struct } from "superstruct";
import {
  type Condition,
  fail,
  isRecord,
  messageOf,
  normalize,
  type Req,
  rule,
  type TextOptions,
  text,
} from "./fields";

// The rules without a library (e-mail, URL, digits, equal to / different from a sibling) live in
// ./basic-rules, which the login's schema imports alone, so the check-digit library of the documents
// below stays out of /login's initial JS (issue 12). Every rule is still imported from here.
export { differentFrom, email, emailPattern, equalTo, isEmail, numeric, url } from "./basic-rules";

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
