import { type ApiError, toApiError, type UploadOptions } from "@trilha/api";
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

export type EditText = { createError: RefusalText; editError: RefusalText; saved: string };

export type EditControllerOptions<T> = {
  getId: (item: T) => string;
  /** The form's values of a stored item. */
  toValues: (item: T) => Record<string, unknown>;
  text: EditText;
  /** After a save (the list reloads). */
  onSaved?: () => void;
};

/**
 * The headless controller of a create/edit form (react-admin's `useEditController`): which item is
 * open (none, a new one, a stored one), the upload progress while saving, the save with its toasts.
 * A failed save keeps the form open with what the user typed, and its answer marks the fields the
 * server refused.
 */
export function useEditController<T, Input = Record<string, unknown>>(
  api: EditApi<Input>,
  { getId, toValues, text, onSaved }: EditControllerOptions<T>,
) {
  const [editing, setEditing] = React.useState<{ id: string | null; values: Record<string, unknown> } | null>(
    null,
  );
  const [progress, setProgress] = React.useState<number>();

  const save = async (values: Record<string, unknown>) => {
    const id = editing?.id ?? null;
    const options = { onProgress: setProgress };
    try {
      if (id) await api.update(id, values as Input, options);
      else await api.create(values as Input, options);
    } catch (reason) {
      setProgress(undefined);
      const error = toApiError(reason);
      const message = id ? text.editError : text.createError;
      toast("error", typeof message === "function" ? message(error) : message);
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
    edit: (item: T) => setEditing({ id: getId(item), values: toValues(item) }),
    close: () => setEditing(null),
    save,
  };
}
