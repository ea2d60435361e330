import { ConfirmDialog, wizardText } from "@trilha/ui";
import * as React from "react";
import { resourceText } from "./text";

/**
 * The question a dialog asks before what was typed in it is lost ('As alterações deste formulário ainda
 * não foram salvas…': Cancelar keeps the edits, Confirmar drops them). `ask(discard)` opens it and runs
 * `discard` on Confirmar; `question` is drawn beside the dialog. One question for every dialog that holds
 * typing: FormDialog and the justification dialogs (Inativar, Reativar, Cancelar documento).
 */
export function useDiscardQuestion() {
  const [discard, setDiscard] = React.useState<(() => void) | null>(null);
  // Where the typing was when the question was asked, for Cancelar to put the focus back. A click
  // outside the dialog asks once the click is done, when the press on the overlay (which takes no focus)
  // has already moved it to <body>: then it is the element focused last.
  const askedFrom = React.useRef<HTMLElement | null>(null);
  const focusedLast = React.useRef<HTMLElement | null>(null);
  React.useEffect(() => {
    const note = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) focusedLast.current = event.target;
    };
    document.addEventListener("focusin", note);
    return () => document.removeEventListener("focusin", note);
  }, []);
  const ask = React.useCallback((drop: () => void) => {
    const active = document.activeElement;
    askedFrom.current =
      active instanceof HTMLElement && active !== document.body ? active : focusedLast.current;
    setDiscard(() => drop);
  }, []);
  const kept = React.useRef(false);
  const question = (
    <ConfirmDialog
      open={discard !== null}
      message={resourceText.unsavedRecord}
      confirmLabel={wizardText.confirm}
      onCancel={() => {
        kept.current = true;
        setDiscard(null);
      }}
      onConfirm={() => {
        kept.current = false;
        setDiscard(null);
        discard?.();
      }}
      onCloseAutoFocus={(event) => {
        const field = askedFrom.current;
        askedFrom.current = null;
        if (!kept.current || !field?.isConnected) return;
        kept.current = false;
        event.preventDefault();
        field.focus();
      }}
    />
  );
  return { ask, question };
}
