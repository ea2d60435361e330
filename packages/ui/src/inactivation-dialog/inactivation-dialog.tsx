import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../button/button";
import { characterCount, trimText } from "../locale/locale";
import { Modal } from "../modal/modal";
import { JUSTIFICATION_MAX, JUSTIFICATION_MIN, Textarea } from "../textarea/textarea";

/** Spec 01 §7: the rule shown under the field. */
export const JUSTIFICATION_ERROR_MESSAGE =
  "A justificativa é obrigatória e deve conter entre 30 e 500 caracteres.";
/** Spec 01 §8: the caller shows these as toasts after `onConfirm` settles. */
export const INACTIVATION_SUCCESS_MESSAGE = "Dado inativado com sucesso!";
export const INACTIVATION_ERROR_MESSAGE = "Erro ao inserir a justificativa!";

/**
 * The justification rule (30–500 characters, as the shared schema counts them: code points, without the
 * spaces and invisible characters around the text); returns the message or undefined.
 */
export function validateJustification(text: string): string | undefined {
  const length = characterCount(trimText(text));
  return length >= JUSTIFICATION_MIN && length <= JUSTIFICATION_MAX ? undefined : JUSTIFICATION_ERROR_MESSAGE;
}

export type InactivationDialogProps = {
  /** Whether the dialog is open; the caller owns this state. */
  open: boolean;
  /** Called when the dialog asks to open or close (Cancelar, Esc, the close button, success). */
  onOpenChange: (open: boolean) => void;
  /** Sends the trimmed justification; reject to keep the dialog open with the text and an error. */
  onConfirm: (justification: string) => Promise<void>;
  /** After closing: `refresh: true` when the item was inactivated, so the list reloads. */
  onClose?: (result: { refresh: boolean }) => void;
  /** Dialog title; "Inativar" by default. */
  title?: React.ReactNode;
  /** Text under the title; "Informe o motivo da inativação." by default. */
  description?: React.ReactNode;
  /** Label of the justification field; "Justificativa" by default. */
  label?: string;
  /** Shown inside the dialog when `onConfirm` rejects. */
  errorMessage?: string;
  /**
   * Asked before a typed justification is dropped: the dialog closed with text in its field (Cancelar, Esc,
   * the close button, a click outside) calls this instead of closing, and closes only when `discard` is
   * called (the app's "edits not saved" question); an empty field closes at once. Without it the dialog
   * closes at once and the text is lost.
   */
  confirmDiscard?: (discard: () => void) => void;
  /**
   * The justification's text whenever it changes ('' once dropped or sent), for the app to know what the
   * dialog holds (a reload or a closed tab asking before typing is lost).
   */
  onTextChange?: (text: string) => void;
};

export function InactivationDialog({
  open,
  onOpenChange,
  onConfirm,
  onClose,
  title = "Inativar",
  description = "Informe o motivo da inativação.",
  label = "Justificativa",
  errorMessage = INACTIVATION_ERROR_MESSAGE,
  confirmDiscard,
  onTextChange,
}: InactivationDialogProps) {
  const formId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const textChanged = useRef(onTextChange);
  textChanged.current = onTextChange;
  useEffect(() => {
    textChanged.current?.(text);
  }, [text]);

  // Every opening starts blank, also when the caller closed the dialog by changing `open` itself.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setText("");
      setSubmitted(false);
      setFailed(false);
    }
  }

  // The rule is checked from the first Confirmar on, then live, so the message leaves as soon as it is met.
  const error = submitted ? validateJustification(text) : undefined;

  function reset() {
    setText("");
    setSubmitted(false);
    setFailed(false);
  }

  function close(refresh: boolean) {
    reset();
    onOpenChange(false);
    onClose?.({ refresh });
  }

  /** Closed without confirming: a typed justification is dropped only once the caller's question agrees. */
  function dismiss() {
    if (confirmDiscard && text !== "") confirmDiscard(() => close(false));
    else close(false);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailed(false);
    // Refused: back to the justification, where the message now is (not left on Confirmar).
    if (validateJustification(text)) {
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onConfirm(trimText(text));
    } catch {
      setFailed(true);
      return;
    } finally {
      setSending(false);
    }
    close(true);
  }

  return (
    <Modal
      data-slot="inactivation-dialog"
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        if (next) onOpenChange(true);
        else dismiss();
      }}
      title={title}
      description={description}
      // The justification is the one thing to do here, so it gets the focus rather than the close button.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        field.current?.focus();
      }}
      footer={
        <>
          <Button variant="outline" onClick={dismiss} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            Confirmar
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Textarea
          ref={field}
          label={label}
          required
          counter="justification"
          rows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          readOnly={sending}
        />
        {failed ? (
          <p role="alert" data-slot="inactivation-error" className="text-sm font-semibold text-error">
            {errorMessage}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
