import { type ApiError, RESOURCE_CODES, toApiError, type UploadOptions } from "@trilha/api";
import { submissionErrors } from "@trilha/forms";
import * as React from "react";
import { toast } from "../toasts/toasts";

/** The calls an edit needs; a `resourceApi` fits as it is. */
export type EditApi<Input> = {
  create: (input: Input, options?: UploadOptions) => Promise<unknown>;
  update: (id: string, input: Input, options?: UploadOptions) => Promise<unknown>;
};

/** A refusal's toast: fixed, or read from the refusal (a domain that shows the server's own words). */
export type RefusalText = string | ((error: ApiError) => string);

/**
 * A refused save's toast. A save over a version changed meanwhile (412 STALE_RECORD: another tab, another
 * person) says so in the server's words (reload; nothing saved), whatever the screen's usual refusal text.
 */
export function refusalText(text: RefusalText, error: ApiError): string {
  if (error.code === RESOURCE_CODES.STALE) return error.message;
  return typeof text === "function" ? text(error) : text;
}

/** The version a save of `item` is made from (its `updated_at`), sent so a stale save is refused. */
export const versionOf = (item: unknown): string | undefined =>
  (item as { updated_at?: string | null } | null | undefined)?.updated_at ?? undefined;

export type EditText = { createError: RefusalText; editError: RefusalText; saved: string };

export type EditControllerOptions<T> = {
  getId: (item: T) => string;
  /** The form's values of a stored item. */
  toValues: (item: T) => Record<string, unknown>;
  text: EditText;
  /** After a save (the list reloads). */
  onSaved?: () => void;
  /**
   * After a save refused because the item changed meanwhile (412 STALE_RECORD): the list reloads, so
   * the item opened again is the current one (the dialog keeps what was typed).
   */
  onStale?: () => void;
};

/**
 * The headless controller of a create/edit form (react-admin's `useEditController`): which item is
 * open (none, a new one, a stored one), the upload progress while saving, the save with its toasts.
 * A failed save keeps the form open with what the user typed, and its answer marks the fields the
 * server refused.
 */
export function useEditController<T, Input = Record<string, unknown>>(
  api: EditApi<Input>,
  { getId, toValues, text, onSaved, onStale }: EditControllerOptions<T>,
) {
  const [editing, setEditing] = React.useState<{
    id: string | null;
    values: Record<string, unknown>;
    version?: string | undefined;
  } | null>(null);
  const [progress, setProgress] = React.useState<number>();

  const save = async (values: Record<string, unknown>) => {
    const id = editing?.id ?? null;
    const options = { onProgress: setProgress };
    try {
      if (id) await api.update(id, values as Input, { ...options, version: editing?.version });
      else await api.create(values as Input, options);
    } catch (reason) {
      setProgress(undefined);
      const error = toApiError(reason);
      toast("error", refusalText(id ? text.editError : text.createError, error));
      if (error.code === RESOURCE_CODES.STALE) onStale?.();
      return submissionErrors(error.fields);
    }
    setProgress(undefined);
    setEditing(null);
    toast("success", text.saved);
    onSaved?.();
    return undefined;
  };

  return {
    /** The open form's values, or null while closed. */
    values: editing?.values ?? null,
    /** True when a stored item is open (its id known). */
    isEdit: !!editing?.id,
    progress,
    create: () => setEditing({ id: null, values: {} }),
    edit: (item: T) => setEditing({ id: getId(item), values: toValues(item), version: versionOf(item) }),
    close: () => setEditing(null),
    save,
  };
}
