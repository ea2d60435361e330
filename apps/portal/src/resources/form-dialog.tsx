import { Form, type FormProps, submitFlags } from "@trilha/forms";
import { Modal } from "@trilha/ui";
import * as React from "react";
import { DialogFormButtons } from "./dialog-form-buttons";
import { useDiscardQuestion } from "./discard-edits";
import { FocusOnRefusal, focusFirstInvalidOnSubmit } from "./focus-on-refusal";
import type { FormState } from "./form-state";
import { RequiredNote } from "./required-note";
import { hasUnsavedEdits, UnsavedEditsOf, useUnloadQuestion } from "./unsaved-edits";

type FormDialogProps<T> = Omit<FormProps<T>, "children" | "aria-label" | "aria-labelledby" | "id"> & {
  open: boolean;
  /** Closes the dialog: at once when nothing was changed, else after the user confirms losing the edits. */
  onClose: () => void;
  title: string;
  description?: string;
  size?: React.ComponentProps<typeof Modal>["size"];
  /** The submit button's text (Salvar unless named). */
  submit?: string;
  /** The dialog's fields, drawn inside its form, above Cancelar and the submit. */
  children: React.ReactNode;
};

/**
 * A form in a dialog (a record of a section, a template's name, a step of a document). Closing it with
 * edits not saved (Cancelar, Esc, the close button, a click outside) asks 'As alterações deste formulário
 * ainda não foram salvas…' first (Cancelar keeps the edits, Confirmar closes); opened and left unchanged,
 * it closes at once. While it is open it registers its form with the page's UnsavedEditsGuard, if any, so
 * leaving the page asks too; closing the tab or reloading with its edits gets the browser's question on
 * any page (useUnloadQuestion). A refused save, by its own checks or by the server, focuses its first field
 * in error, and its submit stays its own when the dialog sits inside another form's React tree (a
 * wizard's step). The form draws again on its submit flags only: each field reads its own state. While a
 * field shows the required asterisk, '(*) campos obrigatórios' says what it means, as an edit page's
 * section does (RequiredNote).
 */
export function FormDialog<T>({
  open,
  onClose,
  title,
  description,
  size,
  submit,
  children,
  subscription = submitFlags,
  ...form
}: FormDialogProps<T>) {
  const shown = React.useRef<FormState["form"] | null>(null);
  const discard = useDiscardQuestion();
  // Closing the tab or reloading with edits typed here gets the browser's question, whatever page the
  // dialog is on (the output's page and the output form have no UnsavedEditsGuard to register with).
  useUnloadQuestion(() => open && Boolean(hasUnsavedEdits(shown.current)));
  const requestClose = () => {
    if (hasUnsavedEdits(shown.current)) discard.ask(onClose);
    else onClose();
  };
  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose();
        }}
        title={title}
        description={description}
        size={size}
      >
        <div
          className="contents"
          onSubmitCapture={focusFirstInvalidOnSubmit}
          onSubmit={(event) => event.stopPropagation()}
        >
          <Form<T> {...form} aria-label={title} subscription={subscription}>
            {(state) => (
              <>
                <FocusOnRefusal state={state} />
                <ShownForm form={state.form} shown={shown} />
                <RequiredNote slot="dialog-required-note" />
                {children}
                <DialogFormButtons onCancel={requestClose} submit={submit} />
              </>
            )}
          </Form>
        </div>
      </Modal>
      {discard.question}
    </>
  );
}

/** The dialog's form while shown (none once closed), for the page's guard and the dialog's own question. */
function ShownForm({
  form,
  shown,
}: {
  form: FormState["form"];
  shown: React.MutableRefObject<FormState["form"] | null>;
}) {
  shown.current = form;
  React.useEffect(
    () => () => {
      shown.current = null;
    },
    [shown],
  );
  return <UnsavedEditsOf form={form} />;
}
