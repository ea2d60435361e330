import { ConfirmDialog, wizardText } from "@trilha/ui";
import * as React from "react";
import { useBlocker } from "react-router-dom";
import type { FormState } from "./form-state";
import { resourceText } from "./text";

type Form = FormState["form"];

type UnsavedEdits = {
  /** A section's form registers itself while shown; the returned function unregisters it. */
  register: (form: () => Form | null | undefined) => () => void;
  /** Runs `move` (another section of the page) at once, or after the user confirms losing the edits. */
  guard: (move: () => void) => void;
};

const UnsavedEditsContext = React.createContext<UnsavedEdits | null>(null);

/**
 * Edits not saved: values other than the form's initial ones (the stored record, or the record a save
 * reloaded) and, after a successful save that kept the old initial values, other than those saved.
 */
export function hasUnsavedEdits(form: Form | null | undefined) {
  const state = form?.getState();
  if (!state || state.submitting) return false;
  return state.dirty && (!state.submitSucceeded || state.dirtySinceLastSubmit);
}

/**
 * An edit page whose sections save on their own (SectionForm): leaving a section with edits not saved
 * yet, by the page's side menu, another route (side menu, header, Back) or closing the tab, asks first,
 * as the wizards do; the typed data is not lost by a stray click. One per page: React Router consults
 * only one blocker at a time.
 */
export function UnsavedEditsGuard({ children }: { children: React.ReactNode }) {
  const forms = React.useRef(new Set<() => Form | null | undefined>());
  const atStake = React.useCallback(() => [...forms.current].some((form) => hasUnsavedEdits(form())), []);
  const [pendingMove, setPendingMove] = React.useState<(() => void) | null>(null);
  // While it proceeds, React Router does not ask the blocker again.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && atStake(),
  );
  React.useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (atStake()) event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [atStake]);

  const value = React.useMemo<UnsavedEdits>(
    () => ({
      register: (form) => {
        forms.current.add(form);
        return () => {
          forms.current.delete(form);
        };
      },
      guard: (move) => {
        if (atStake()) setPendingMove(() => move);
        else move();
      },
    }),
    [atStake],
  );

  const asking = blocker.state === "blocked" || pendingMove !== null;
  return (
    <UnsavedEditsContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={asking}
        message={resourceText.unsavedEdits}
        confirmLabel={wizardText.confirm}
        onCancel={() => {
          setPendingMove(null);
          if (blocker.state === "blocked") blocker.reset();
        }}
        onConfirm={() => {
          const move = pendingMove;
          setPendingMove(null);
          if (blocker.state === "blocked") blocker.proceed();
          else move?.();
        }}
      />
    </UnsavedEditsContext.Provider>
  );
}

/**
 * Registers a section's form with the page's UnsavedEditsGuard, when there is one. Drawn inside the
 * form's render function, which hands a new `form` object (same methods) on every render.
 */
export function UnsavedEditsOf({ form }: { form: Form }) {
  const guard = React.useContext(UnsavedEditsContext);
  const latest = React.useRef(form);
  latest.current = form;
  React.useEffect(() => guard?.register(() => latest.current), [guard]);
  return null;
}

/** The page's guard for a move inside it (another section): runs the move at once without a guard. */
export function useGuardedMove() {
  const guard = React.useContext(UnsavedEditsContext);
  return React.useCallback((move: () => void) => (guard ? guard.guard(move) : move()), [guard]);
}
