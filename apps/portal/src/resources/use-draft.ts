import { type FileKind, FORM_ERROR, fileContentErrors, type Labels, validate } from "@trilha/forms";
import * as React from "react";
import { isFilled } from "./pending-drafts";

type Errors = Record<string, unknown>;

/**
 * The "Incluir" editor above an inclusion table: its own values, validated only when the user
 * includes, against the item schema plus the "already added" rule over the rows listed so far.
 */
// biome-ignore lint/suspicious/noExplicitAny: any item schema, whatever its value type
type AnySchema = Parameters<typeof validate<any, any>>[0];

/**
 * `files` names the item's file fields and the kind their bytes must be: the schema sees only names and
 * types, so a PNG renamed .pdf would pass it and be refused by the server at save, after the provider
 * was created. Their bytes are read on include and a refused file is reported on its field, with the
 * server's message, beside the other fields' messages.
 */
export function useDraft<T>(
  schemaFor: (existing: readonly unknown[]) => AnySchema,
  labels: Labels,
  files: Readonly<Record<string, FileKind>> = {},
) {
  const [values, setValues] = React.useState<Record<string, unknown>>({});
  const [errors, setErrors] = React.useState<Errors>({});
  // A file picker's refused pick, which never becomes a value: it keeps the item out until a valid pick
  // or its removal (as FormFilePicker's refusal keeps a form from saving), instead of the item being
  // included without the file the user thinks they attached.
  const [refusals, setRefusals] = React.useState<Record<string, string>>({});
  const [version, setVersion] = React.useState(0);
  // Reading the files takes a moment: a second Incluir meanwhile must not add the item twice.
  const including = React.useRef(false);

  const set = React.useCallback((name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRefusals((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _refused, ...rest } = current;
      return rest;
    });
    setErrors((current) => {
      if (current[name] === undefined && current[FORM_ERROR] === undefined) return current;
      const { [name]: _field, [FORM_ERROR]: _form, ...rest } = current;
      return rest;
    });
  }, []);

  /** A file field's refused pick (its message), until `set` gives the field a value or removes it. */
  const refuse = React.useCallback((name: string, message: string) => {
    setRefusals((current) => ({ ...current, [name]: message }));
  }, []);

  const empty = React.useCallback(() => {
    setValues({});
    setRefusals({});
    setErrors({});
    // A new key remounts the editor's controls, so file pickers and date texts start empty too.
    setVersion((v) => v + 1);
    including.current = false;
  }, []);

  /**
   * The valid item, normalised by the schema; or none, with the messages shown on the fields and the
   * editor's own refusal ("Licença já adicionada") given back for a toast.
   */
  const include = async (existing: readonly unknown[]): Promise<{ item: T | null; refusal?: string }> => {
    if (including.current) return { item: null };
    including.current = true;
    let included = false;
    try {
      const refused = await fileContentErrors(values, files, labels);
      const result = validate(schemaFor(existing), values, labels);
      const blocked = Object.keys(refusals).length > 0;
      if (result.errors || refused || blocked) {
        const shown: Errors = { ...result.errors, ...refused, ...refusals };
        setErrors(shown);
        const refusal = shown[FORM_ERROR];
        return typeof refusal === "string" ? { item: null, refusal } : { item: null };
      }
      included = true;
      // At once, not 200 ms later (spec 02 §9): a delayed reset closed the next item's select the user had
      // already opened (decisions.md).
      empty();
      return { item: result.value as T };
    } finally {
      if (!included) including.current = false;
    }
  };

  /** Drops the editor's own message ("Licença já adicionada") once the list it spoke of has changed. */
  const clearFormError = React.useCallback(() => {
    setErrors((current) => {
      if (current[FORM_ERROR] === undefined) return current;
      const { [FORM_ERROR]: _form, ...rest } = current;
      return rest;
    });
  }, []);

  /** Empties the editor (its values, messages and controls) at once, as after an inclusion. */
  const discard = empty;

  const error = (name: string) => (typeof errors[name] === "string" ? (errors[name] as string) : undefined);
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const formError = typeof errors[FORM_ERROR] === "string" ? (errors[FORM_ERROR] as string) : undefined;
  /**
   * Something typed or picked and not included: a refused pick counts too, though it never becomes a
   * value, so a step's submit asks about an editor holding only a refused file instead of dropping it.
   */
  const filled = isFilled(values) || Object.keys(refusals).length > 0;
  return { values, filled, set, refuse, include, error, text, formError, version, clearFormError, discard };
}
