import { toast as uiToast } from "@trilha/ui";
import type { ToastKind } from "../auth/messages";

/**
 * The portal's toasts go to @trilha/ui's application-wide queue (top-right, 5 s); the one
 * ToastProvider at the app's root renders them.
 */
export function toast(kind: ToastKind, message: string, onClose?: () => void) {
  return uiToast(message, { variant: kind, onClose });
}
