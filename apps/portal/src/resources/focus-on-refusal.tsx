import type * as React from "react";
import { focusFirstInvalid } from "./form-focus";

/**
 * Wraps a form: after a refused submit the first field showing an error gets the focus, once the
 * errors show (capture: react-final-form stops the submit event from bubbling).
 */
export function focusFirstInvalidOnSubmit(event: React.FormEvent<HTMLElement>) {
  const root = event.currentTarget;
  window.setTimeout(() => focusFirstInvalid(root), 0);
}
