import { InactivationDialog, type InactivationDialogProps } from "@trilha/ui";
import { useDiscardQuestion } from "./discard-edits";

/**
 * The design system's justification dialog (Inativar, Reativar, Cancelar documento) as the portal draws
 * it: closed with a justification typed (Cancelar, Esc, the close button, a click outside), it asks before
 * dropping the text, with the question every form dialog asks (useDiscardQuestion, as FormDialog);
 * empty, it closes at once.
 */
export function JustificationDialog(props: Omit<InactivationDialogProps, "confirmDiscard">) {
  const { ask, question } = useDiscardQuestion();
  return (
    <>
      <InactivationDialog {...props} confirmDiscard={ask} />
      {question}
    </>
  );
}
