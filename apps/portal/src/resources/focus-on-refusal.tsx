import * as React from "react";
import { toast } from "../toasts/toasts";
import { focusFirstInvalid } from "./form-focus";
import type { FormState } from "./form-state";

type FormApi = FormState["form"];

/**
 * Wraps a form: after a refused submit the first field showing an error gets the focus, once the
 * errors show (capture: react-final-form stops the submit event from bubbling). The field is looked
 * for in the form submitted, so a dialog's form rendered inside another form's tree (a portal) keeps
 * its own.
 */
export function focusFirstInvalidOnSubmit(event: React.FormEvent<HTMLElement>) {
  const root = event.target instanceof HTMLFormElement ? event.target : event.currentTarget;
  window.setTimeout(() => focusFirstInvalid(root), 0);
}

/**
 * `focusFirstInvalidOnSubmit` for a long form whose button sits far below its fields (the output
 * form): a submit its own checks stop also says `message` in an error toast, as a server's refusal
 * with field errors does, so the press never looks dead. `onToast` gets the toast's id (to close it
 * once the form is saved: it no longer applies).
 */
export function focusAndToastOnBlockedSubmit(
  form: () => FormApi | null,
  message: string,
  onToast?: (id: string) => void,
) {
  return (event: React.FormEvent<HTMLElement>) => {
    focusFirstInvalidOnSubmit(event);
    if (!form()?.getState().hasValidationErrors) return;
    const id = toast("error", message);
    onToast?.(id);
  };
}

/**
 * Inside a `<Form>`'s render function: when a submit that went to the server comes back refused with
 * field errors (a 422), the first field showing one is scrolled into view and focused, even in a step
 * far above the button (`focusFirstInvalidOnSubmit` only sees the errors known when the submit starts).
 */
export function FocusOnRefusal({ state }: { state: Pick<FormState, "submitting" | "hasSubmitErrors"> }) {
  const anchor = React.useRef<HTMLSpanElement>(null);
  const wasSubmitting = React.useRef(state.submitting);
  const { submitting, hasSubmitErrors } = state;
  React.useEffect(() => {
    const ended = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    const form = anchor.current?.closest("form");
    if (!ended || !hasSubmitErrors || !form) return;
    // After this render's fields have drawn their messages (they subscribe on their own).
    const timer = window.setTimeout(() => focusFirstInvalid(form), 0);
    return () => window.clearTimeout(timer);
  }, [submitting, hasSubmitErrors]);
  return <span ref={anchor} hidden />;
}
