import { toast as uiToast } from "@trilha/ui";
import type { ToastKind } from "../auth/messages";

/**
 * The portal's toasts go to @trilha/ui's application-wide queue (top-right, 5 s); the one
 * ToastProvider at the app's root renders them.
 */
export function toast(
  kind: ToastKind,
  message: string,
  options: (() => void) | { onClose?: () => void; title?: string } = {},
) {
  const { onClose, title } = typeof options === "function" ? { onClose: options, title: undefined } : options;
  return uiToast(message, { variant: kind, ...(onClose ? { onClose } : {}), ...(title ? { title } : {}) });
}

/** Closes one toast before its time (what it said no longer applies). */
export function dismissToast(id: string) {
  uiToast.dismiss(id);
}
