import type * as React from "react";
import { useState } from "react";
import { Button, type ButtonProps } from "../button/button";
import { Modal, type ModalProps } from "../modal/modal";

/** The warning both registration wizards show before Cancelar discards the filled steps. */
export const CANCEL_WIZARD_MESSAGE =
  "Ao cancelar o processo de cadastro você perderá os dados já preenchidos!";

export type ConfirmDialogProps = Omit<ModalProps, "title" | "footer" | "children" | "onConfirm"> & {
  /** Dialog title; "Atenção" by default. */
  title?: React.ReactNode;
  /** Body text; defaults to the cancel-wizard warning. */
  message?: React.ReactNode;
  /** Text of the confirming button; "Confirmar" by default. */
  confirmLabel?: string;
  /** Text of the cancelling button; "Cancelar" by default. */
  cancelLabel?: string;
  /** The confirming button's variant: `danger` when confirming deletes or inactivates. */
  confirmVariant?: ButtonProps["variant"];
  /** Runs on Confirmar. A returned promise keeps the button busy; the dialog closes when it resolves. */
  onConfirm: () => void | Promise<void>;
  /** Runs on Cancelar, Esc or the close button. */
  onCancel?: () => void;
};

export function ConfirmDialog({
  title = "Atenção",
  message = CANCEL_WIZARD_MESSAGE,
  confirmLabel = "Confirmar",
  cancelLabel = "Cancelar",
  confirmVariant = "primary",
  onConfirm,
  onCancel,
  onOpenChange,
  size = "sm",
  ...props
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  function dismiss(open: boolean) {
    if (busy) return;
    if (!open) onCancel?.();
    onOpenChange?.(open);
  }

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange?.(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      onOpenChange?.(false);
    } catch {
      // The caller reports its own failure (usually a toast); the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      data-slot="confirm-dialog"
      role="alertdialog"
      title={title}
      size={size}
      onOpenChange={dismiss}
      footer={
        <>
          <Button variant="outline" onClick={() => dismiss(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
      {...props}
    >
      <p className="text-sm">{message}</p>
    </Modal>
  );
}
