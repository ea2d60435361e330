import { FORM_ERROR } from "final-form";
import type { Failure, Struct } from "superstruct";
import { defaultMessages } from "./messages";
import { isBlankText } from "./trim-text";

/** pt-BR field labels keyed by path: "company.cnpj", "responsible.0.email", "residues.*.quantity" or a bare key. */
export type Labels = Readonly<Record<string, string>>;

/** A final-form errors object: nested like the values, whole-form errors under FORM_ERROR. */
export type FormErrors = Record<string, unknown>;

/** final-form's FORM_ERROR, the key of whole-form errors in FormErrors, for code without final-form (the server). */
export const FORM_ERROR_KEY: typeof FORM_ERROR = FORM_ERROR;

export type ValidationResult<T> = { value: T; errors: undefined } | { value: undefined; errors: FormErrors };

/** Failures our rules produce carry this flag; anything else is a superstruct developer message. */
export type TrilhaFailure = Failure & { trilha?: true; referencePath?: (string | number)[] };

type PathKey = string | number;

function isIndex(key: PathKey): boolean {
  return typeof key === "number" || /^\d+$/.test(key);
}

/** The label given for a path: exact path first, then the path with indexes as `*`, then the last named key. */
function givenLabel(path: readonly PathKey[], labels: Labels): string | undefined {
  const exactLabel = labels[path.join(".")];
  if (exactLabel) return exactLabel;
  const wildcard = labels[path.map((key) => (isIndex(key) ? "*" : key)).join(".")];
  if (wildcard) return wildcard;
  const last = [...path].reverse().find((key) => !isIndex(key));
  return last === undefined ? undefined : labels[String(last)] || undefined;
}

/** The label given for a path (see givenLabel), else the last named key itself, else "". */
export function labelFor(path: readonly PathKey[], labels: Labels): string {
  const given = givenLabel(path, labels);
  if (given) return given;
  const last = [...path].reverse().find((key) => !isIndex(key));
  return last === undefined ? "" : String(last);
}

/**
 * A message for a field no label names (a key outside the form, an index of a list sent as the whole
 * body): users never read a raw key or a double space. "O campo {label} é inválido." → "O campo é
 * inválido."; "{label} não possui um formato válido" → "O campo não possui um formato válido".
 */
function withoutLabel(template: string): string {
  return template
    .replace(/^(?:\{label\}|\$\{path\})(?=\s)/, "O campo")
    .replace(/\s(?:\{label\}|\$\{path\})/g, "");
}

/** Superstruct's own messages are for developers; users get a pt-BR message chosen by what failed. */
function fallbackTemplate(failure: Failure): string {
  if (isBlankText(failure.value)) return defaultMessages.required;
  switch (failure.type) {
    case "string":
      return defaultMessages.text;
    case "number":
    case "integer":
      return defaultMessages.number;
    case "enums":
    case "literal":
      return defaultMessages.choice;
    case "boolean":
      return defaultMessages.boolean;
    default:
      return defaultMessages.invalid;
  }
}

export function messageFor(failure: TrilhaFailure, labels: Labels): string {
  const given = failure.trilha ? failure.message : fallbackTemplate(failure);
  const found = givenLabel(failure.path, labels);
  const template = found === undefined ? withoutLabel(given) : given;
  const label = found ?? "";
  const reference = failure.referencePath ? labelFor(failure.referencePath, labels) : "";
  return (
    template
      .replaceAll("{label}", label)
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's placeholder, not a template
      .replaceAll("${path}", label)
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's placeholder, not a template
      .replaceAll("${reference}", reference)
  );
}

type Node = Record<string, unknown> | unknown[];

function child(node: unknown, key: PathKey): unknown {
  return typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined;
}

/** A field already has its message, or a parent already failed as a whole (then its children stay quiet). */
function isTaken(errors: FormErrors, path: readonly PathKey[]): boolean {
  let node: unknown = errors;
  for (const key of path) {
    node = child(node, key);
    if (node === undefined) return false;
    if (typeof node === "string") return true;
  }
  return true;
}

/**
 * Places a message at its path, creating arrays for indexes as final-form's setIn does. It writes in
 * place: setIn copies every level it passes, so 40,000 failures under one array cost 40,000 copies of
 * that array (quadratic); here each failure costs its path's length.
 */
function place(errors: FormErrors, path: readonly PathKey[], message: string) {
  let node: Node = errors;
  for (const [i, key] of path.entries()) {
    const slot = key as keyof typeof node;
    if (i === path.length - 1) {
      (node as Record<string, unknown>)[slot] = message;
      return;
    }
    let next = node[slot] as unknown;
    if (typeof next !== "object" || next === null) {
      next = isIndex(path[i + 1]!) ? [] : {};
      (node as Record<string, unknown>)[slot] = next;
    }
    node = next as Node;
  }
}

/** Turns every failure into a message on its field; the first message of a field wins. */
export function toFormErrors(failures: readonly TrilhaFailure[], labels: Labels): FormErrors {
  const errors: FormErrors = {};
  for (const failure of failures) {
    if (failure.path.length === 0) {
      if (errors[FORM_ERROR] === undefined) {
        errors[FORM_ERROR] = failure.trilha ? messageFor(failure, labels) : defaultMessages.form;
      }
      continue;
    }
    if (isTaken(errors, failure.path)) continue;
    place(errors, failure.path, messageFor(failure, labels));
  }
  return errors;
}

/**
 * Validates and normalises values: coercions run (masks stripped where the schema says so,
 * numbers parsed, defaults filled), unknown keys are dropped from `value`, and every failure
 * becomes a pt-BR message at its path in `errors`.
 */
export function validate<T, S>(
  schema: Struct<T, S>,
  values: unknown,
  labels: Labels = {},
): ValidationResult<T> {
  const [error, value] = schema.validate(values, { coerce: true, mask: true });
  if (error) return { value: undefined, errors: toFormErrors(error.failures(), labels) };
  return { value: value as T, errors: undefined };
}

/** A final-form `validate` for `<Form>`: `{}` when valid. */
export function makeValidate<T, S>(schema: Struct<T, S>, labels: Labels = {}) {
  return (values: unknown): FormErrors => validate(schema, values, labels).errors ?? {};
}

/** Labels of an item schema placed under a path: prefixLabels("licenses.*", licenseLabels). */
export function prefixLabels(prefix: string, labels: Labels): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).map(([key, label]) => [`${prefix}.${key}`, label]));
}
