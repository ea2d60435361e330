import * as React from "react";

/** An e-mail address as a table cell shows one: no spaces, one @, a dot in its domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sides of an e-mail up to this many characters are kept whole ('verdevale.com.br'). */
const WHOLE_SIDE = 16;

/**
 * Where an e-mail may wrap: after its @, and, in a side (the name or the domain) too long to keep
 * whole, before its dots. So 'maria@verdevale.com.br' takes two lines at most, as a two-word name does,
 * and 'maria.aparecida.fonseca@reciclagemverde.com.br' a few short ones instead of one wide line.
 */
export function emailParts(email: string): string[] {
  const at = email.indexOf("@");
  const sides = at < 0 ? [email] : [email.slice(0, at + 1), email.slice(at + 1)];
  return sides.flatMap((side) => (side.length > WHOLE_SIDE ? side.split(/(?=\.)/) : [side]));
}

/**
 * An e-mail that may wrap only at the points `emailParts` gives, as a name wraps at its spaces: in a
 * narrow table column it takes a few lines instead of widening the table past the phone's width.
 */
export function BreakableEmail({ email }: { email: string }) {
  return emailParts(email).map((part, index) => (
    <React.Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </React.Fragment>
  ));
}

/**
 * A table cell's text: an e-mail is given its break points (`BreakableEmail`); any other value is
 * written as is (react-table's default cell).
 */
export function CellText({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return EMAIL.test(text) ? <BreakableEmail email={text} /> : text;
}
