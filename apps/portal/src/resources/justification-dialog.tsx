import { InactivationDialog, type InactivationDialogProps } from "@trilha/ui";
import * as React from "react";
import { useDiscardQuestion } from "./discard-edits";
import { useUnloadQuestion } from "./unsaved-edits";

/**
 * The design system's justification dialog (Inativar, Reativar, Cancelar documento) as the portal draws
 * it: closed with a justification typed (Cancelar, Esc, the close button, a click outside), it asks before
 * dropping the text, with the question every form dialog asks (useDiscardQuestion, as FormDialog);
 * empty, it closes at once. Closing the tab or reloading with a justification typed gets the browser's
 * question (useUnloadQuestion, as FormDialog), on a list as on an edit page.
 */
export function JustificationDialog(props: Omit<InactivationDialogProps, "confirmDiscard" | "onTextChange">) {
  const { ask, question } = useDiscardQuestion();
  const typed = React.useRef(false);
  useUnloadQuestion(() => props.open && typed.current);
  return (
    <>
      <InactivationDialog
        {...props}
        confirmDiscard={ask}
        onTextChange={(text) => {
          typed.current = text !== "";
        }}
      />
      {question}
    </>
  );
}
