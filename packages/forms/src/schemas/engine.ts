import { FORM_ERROR, getIn, setIn } from "final-form";
import type { Failure, Struct } from "superstruct";
import { defaultMessages } from "./messages";

/** pt-BR field labels keyed by path: "company.cnpj", "responsible.0.email", "residues.*.quantity" or a bare key. */
export type Labels = Readonly<Record<string, string>>;

/** A final-form errors object: nested like the values, whole-form errors under FORM_ERROR. */
export type FormErrors = Record<string, unknown>;

export type ValidationResult<T> = { value: T; errors: undefined } | { value: undefined; errors: FormErrors };

/** Failures our rules produce carry this flag; anything else is a superstruct developer message. */
export type TrilhaFailure = Failure & { trilha?: true; referencePath?: (string | number)[] };

type PathKey = string | number;

function isIndex(key: PathKey): boolean {
  return typeof key === "number" || /^\d+$/.test(key);
}

/** Exact path first, then the path with indexes as `*`, then the last named key, then the key itself. */
export function labelFor(path: readonly PathKey[], labels: Labels): string {
  const exact = path.join(".");
  const exactLabel = labels[exact];
  if (exactLabel) return exactLabel;
  const wildcard = labels[path.map((key) => (isIndex(key) ? "*" : key)).join(".")];
  if (wildcard) return wildcard;
  const last = [...path].reverse().find((key) => !isIndex(key));
  if (last === undefined) return "";
  return labels[String(last)] ?? String(last);
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Superstruct's own messages are for developers; users get a pt-BR message chosen by what failed. */
function fallbackTemplate(failure: Failure): string {
  if (isEmptyValue(failure.value)) return defaultMessages.required;
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
  const template = failure.trilha ? failure.message : fallbackTemplate(failure);
  const label = labelFor(failure.path, labels);
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

/** A field already has its message, or a parent already failed as a whole (then its children stay quiet). */
function isTaken(errors: FormErrors, path: readonly PathKey[]): boolean {
  if (getIn(errors, path.join(".")) !== undefined) return true;
  for (let end = 1; end < path.length; end++) {
    if (typeof getIn(errors, path.slice(0, end).join(".")) === "string") return true;
  }
  return false;
}

/** Turns every failure into a message on its field; the first message of a field wins. */
export function toFormErrors(failures: readonly TrilhaFailure[], labels: Labels): FormErrors {
  let errors: FormErrors = {};
  for (const failure of failures) {
    const message = messageFor(failure, labels);
    if (failure.path.length === 0) {
      if (errors[FORM_ERROR] === undefined) {
        errors = { ...errors, [FORM_ERROR]: failure.trilha ? message : defaultMessages.form };
      }
      continue;
    }
    if (isTaken(errors, failure.path)) continue;
    errors = setIn(errors, failure.path.join("."), message) as FormErrors;
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
