import { Button, Modal } from "@trilha/ui";
import * as React from "react";
import { resourceText } from "./text";

/** An inclusion table's editor, as the step's submit sees it. */
export type PendingDraft = {
  /** The table's title ("Licenças"), named in the question. */
  title: string;
  /** Something was typed or picked and not included yet. */
  filled: boolean;
  /** Includes it as Incluir would; false when the editor refused it (its messages are then shown). */
  include: () => Promise<boolean>;
  discard: () => void;
  /** Puts the focus on the editor's first field in error (after a refused `include`). */
  focusInvalid: () => void;
};

type Registry = Map<string, PendingDraft>;

const PendingDraftsContext = React.createContext<Registry | null>(null);

/** Values a user typed or picked (an editor starts empty; see use-draft.ts). */
export function isFilled(values: Record<string, unknown>): boolean {
  return Object.values(values).some(
    (value) =>
      (typeof File !== "undefined" && value instanceof File) ||
      (typeof value === "string" && value.trim() !== "") ||
      typeof value === "number" ||
      value === true,
  );
}

/** An inclusion table tells the form around it (a wizard's step, an edit section) what its editor holds. */
export function useRegisterPendingDraft(name: string, draft: PendingDraft) {
  const registry = React.useContext(PendingDraftsContext);
  // The latest state after every commit (never during render, which React may run and throw away);
  // a submit happens after a commit, so it reads what the user sees.
  React.useLayoutEffect(() => {
    registry?.set(name, draft);
  });
  React.useEffect(() => {
    return () => {
      registry?.delete(name);
    };
  }, [registry, name]);
}

type Asking = { drafts: PendingDraft[]; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Próximo or Salvar while an inclusion table's editor holds an item that was filled but not included:
 * instead of silently leaving it out, the submit stops and asks — Incluir (then go on), Descartar (then
 * go on) or Voltar. `intercept` goes first in the form's onSubmitCapture; `Provider` wraps the form.
 */
export function usePendingDraftsGuard() {
  const registry = React.useMemo<Registry>(() => new Map(), []);
  const [asking, setAsking] = React.useState<Asking | null>(null);
  const [busy, setBusy] = React.useState(false);
  const passNext = React.useRef(false);
  // An editor that refused its item: the focus goes to its field in error once the question closes,
  // not back to Próximo or Salvar.
  const refused = React.useRef<PendingDraft | null>(null);

  const intercept = React.useCallback(
    (event: React.FormEvent<HTMLElement>) => {
      if (passNext.current) {
        passNext.current = false;
        return false;
      }
      const drafts = [...registry.values()].filter((draft) => draft.filled);
      if (drafts.length === 0 || !(event.target instanceof HTMLFormElement)) return false;
      event.preventDefault();
      event.stopPropagation();
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
      setAsking({ drafts, form: event.target, submitter });
      return true;
    },
    [registry],
  );

  const goOn = (target: Asking) => {
    setAsking(null);
    passNext.current = true;
    // After React has applied the inclusion (or the emptied editor), as if the button were pressed again.
    window.setTimeout(() => target.form.requestSubmit(target.submitter ?? undefined), 0);
  };

  const include = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const results = [];
      for (const draft of asking.drafts) results.push(await draft.include());
      if (results.every(Boolean)) goOn(asking);
      else {
        refused.current = asking.drafts[results.indexOf(false)] ?? null;
        setAsking(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    if (!asking) return;
    for (const draft of asking.drafts) draft.discard();
    goOn(asking);
  };

  const Provider = React.useCallback(
    ({ children }: { children: React.ReactNode }) => (
      <PendingDraftsContext.Provider value={registry}>{children}</PendingDraftsContext.Provider>
    ),
    [registry],
  );

  const dialog = (
    <Modal
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open && !busy) setAsking(null);
      }}
      role="alertdialog"
      size="sm"
      onCloseAutoFocus={(event) => {
        const draft = refused.current;
        refused.current = null;
        if (!draft) return;
        event.preventDefault();
        draft.focusInvalid();
      }}
      title={resourceText.pendingTitle}
      footer={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => setAsking(null)}>
            {resourceText.pendingBack}
          </Button>
          <Button variant="outline" disabled={busy} onClick={discard}>
            {resourceText.pendingDiscard}
          </Button>
          {/* Busy, not disabled: the focus stays on Incluir while the items are checked. */}
          <Button loading={busy} onClick={include}>
            {resourceText.include}
          </Button>
        </>
      }
    >
      <p>{resourceText.pendingMessage(asking?.drafts.map((draft) => draft.title) ?? [])}</p>
    </Modal>
  );

  return { intercept, Provider, dialog };
}
