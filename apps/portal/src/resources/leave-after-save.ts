import * as React from "react";
import { type NavigateOptions, type To, useNavigate } from "react-router-dom";

/**
 * A create form or wizard whose save leads to another page (the list, the new record). `leave` is the
 * submit's last step, awaited: the form stays submitting (its button busy, final-form refusing another
 * submit) until the next page has opened, its code and data included, which takes seconds on a phone;
 * and `once` wraps the submit so a form already saved never sends again, should the page still be
 * there (a second press once created a second record: the QA walk of 2026-11-29).
 *
 * ```ts
 * const after = useLeaveAfterSave();
 * const onFinish = async (values) => { await create(values); toast(…); await after.leave(paths.list); };
 * useWizardForm({ …, onFinish: after.once(onFinish) });
 * ```
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const saved = React.useRef(false);
  return React.useMemo(
    () => ({
      /** The save is done: goes to `to`, and resolves once the page there has opened. */
      leave: async (to: To, options?: NavigateOptions) => {
        saved.current = true;
        await navigate(to, options);
      },
      /** The submit, sending nothing once a save has led away (`leave`). */
      once:
        <A extends unknown[], R>(submit: (...args: A) => R) =>
        (...args: A): R | undefined =>
          saved.current ? undefined : submit(...args),
    }),
    [navigate],
  );
}
