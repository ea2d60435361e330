import { CANCEL_WIZARD_MESSAGE, ConfirmDialog, wizardText } from "@trilha/ui";
import * as React from "react";
import { useBlocker } from "react-router-dom";
import type { FormState } from "./form-state";
import { hasEditedValues, useUnloadQuestion } from "./unsaved-edits";

export type LeaveGuardOptions = {
  /** The form whose typed values would be lost (read when the user tries to leave). */
  form: () => FormState["form"] | null | undefined;
  /** Something is at stake besides the form's own edits (a wizard past its first step, a saved draft). */
  started?: () => boolean;
  /** What leaving without finishing undoes (the residue wizard's draft is inactivated), before going. */
  discard?: () => Promise<void> | void;
};

/**
 * A registration left half-way by another route (the side menu, a header icon, Back) asks first, with
 * the wizard's own Cancelar warning ('Ao cancelar o processo de cadastro você perderá os dados já
 * preenchidos!'); closing the tab or reloading gets the browser's own question. The typed data is not
 * lost by a stray click. The form's own submit (its save leads to the list or the record) and a move the
 * page allowed (`allowLeaving`, Cancelar confirmed, a duplicate's 'Editar cadastro existente') are not
 * asked about.
 */
export function useLeaveGuard({ form, started, discard }: LeaveGuardOptions) {
  const allowed = React.useRef(false);
  const atStake = () => {
    if (allowed.current) return false;
    const state = form()?.getState();
    if (state?.submitting) return false;
    return (state ? hasEditedValues(state) : false) || Boolean(started?.());
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && atStake(),
  );
  // Closing the tab or reloading: the browser's own question (its text is the browser's, not ours).
  useUnloadQuestion(atStake);

  const allowLeaving = React.useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      message={CANCEL_WIZARD_MESSAGE}
      confirmLabel={wizardText.confirm}
      onCancel={() => blocker.reset?.()}
      onConfirm={async () => {
        allowed.current = true;
        try {
          await discard?.();
        } finally {
          blocker.proceed?.();
        }
      }}
    />
  );
  return { dialog, allowLeaving };
}
