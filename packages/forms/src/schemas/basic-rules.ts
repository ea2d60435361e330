import type { Struct } from "superstruct";
import {
  fail,
  isEmpty,
  messageOf,
  normalize,
  type Req,
  type RuleContext,
  rule,
  type TextOptions,
  text,
} from "./basic-fields";
import { defaultMessages } from "./messages";

/**
 * The rules that need no library: the login's schema imports them from here, not from ./rules, whose
 * document checks (CPF, CNPJ, CEP, phone, plate) bring @brazilian-utils into whatever first page imports
 * it (issue 12). ./rules re-exports them.
 */

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
