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
  const ask = React.useCallback((drop: () => void) => setDiscard(() => drop), []);
  const question = (
    <ConfirmDialog
      open={discard !== null}
      message={resourceText.unsavedRecord}
      confirmLabel={wizardText.confirm}
      onCancel={() => setDiscard(null)}
      onConfirm={() => {
        setDiscard(null);
        discard?.();
      }}
    />
  );
  return { ask, question };
}
