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

/** Nothing given: final-form turns an erased input into undefined, a record may hold '' or null, a list []. */
function isBlank(value: unknown) {
  return (
    value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Whether two form values say the same once "nothing" is read alike ('' / undefined / null / []): typing
 * into an empty field and erasing it is no edit. Lists compare item by item, objects key by key.
 */
export function sameFormValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameFormValue(item, b[index]));
  }
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    const left = isPlainObject(a) ? a : {};
    const right = isPlainObject(b) ? b : {};
    // An object of blanks against nothing at all (a group never touched) is no edit either.
    if (!isPlainObject(a) && !isBlank(a)) return false;
    if (!isPlainObject(b) && !isBlank(b)) return false;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameFormValue(left[key], right[key]));
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Edits not saved: values other than the form's initial ones (the stored record, or the record a save
 * reloaded) and, after a successful save that kept the old initial values, other than those saved. An
 * empty field typed into and erased (final-form's undefined against the initial '') is no edit.
 */
export function hasUnsavedEdits(form: Form | null | undefined) {
  const state = form?.getState();
  if (!state || state.submitting) return false;
  return hasEditedValues(state) && (!state.submitSucceeded || state.dirtySinceLastSubmit);
}

/** The form's values differ from its initial ones, empties read alike (final-form's `dirty`, minus blanks). */
export function hasEditedValues(state: {
  dirty?: boolean | undefined;
  values?: unknown;
  initialValues?: unknown;
}) {
  return Boolean(state.dirty) && !sameFormValue(state.values, state.initialValues);
}

/**
 * Closing the tab or reloading while `atStake()` says something typed would be lost: the browser's own
 * question (beforeunload; its text is the browser's, not ours). Read at that moment, so `atStake` may read
 * refs. The one way every part of the kit asks: the page's guard, a wizard's leave guard, and each dialog
 * holding typing (FormDialog, JustificationDialog), which asks on its own, the page around it having a
 * guard or not (the output's page, a list).
 */
export function useUnloadQuestion(atStake: () => boolean) {
  const latest = React.useRef(atStake);
  latest.current = atStake;
  React.useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (latest.current()) event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, []);
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
  useUnloadQuestion(atStake);

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
