import type { ReactNode } from "react";

export const toastVariants = ["success", "error", "info", "warning"] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Toasts close on their own after 5 seconds (spec 01 §8). */
export const TOAST_DURATION = 5000;

export type ToastOptions = {
  variant?: ToastVariant;
  title?: string;
  /** Milliseconds before it closes on its own; `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Runs once when the toast closes, whether by timer, close button or `dismiss`. */
  onClose?: () => void;
  /** Reusing an id replaces that toast instead of stacking a new one. */
  id?: string;
};

export type ToastItem = {
  id: string;
  message: ReactNode;
  variant: ToastVariant;
  title?: string;
  duration: number;
  onClose?: () => void;
};

type Timer = { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number };

export type ToastStore = ReturnType<typeof createToastStore>;

/** Framework-free toast queue with its timers; React components only subscribe to it. */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, Timer>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function startTimer(id: string, ms: number) {
    if (!Number.isFinite(ms)) return;
    timers.set(id, { handle: setTimeout(() => dismiss(id), ms), remaining: ms, startedAt: Date.now() });
  }

  function clearTimer(id: string) {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
  }

  function show(message: ReactNode, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++counter}`;
    const item: ToastItem = {
      id,
      message,
      variant: options.variant ?? "info",
      title: options.title,
      duration: options.duration ?? TOAST_DURATION,
      onClose: options.onClose,
    };
    clearTimer(id);
    // The same words again (a second wrong password) take the place of the toast still showing them, at
    // the end and with a new id (drawn anew, so read out again), instead of stacking over the form.
    const repeated = options.id
      ? []
      : toasts.filter(
          (t) =>
            typeof message === "string" &&
            t.message === message &&
            t.variant === item.variant &&
            t.title === item.title,
        );
    for (const t of repeated) clearTimer(t.id);
    const existing = toasts.findIndex((t) => t.id === id);
    const others = toasts.filter((t) => !repeated.includes(t));
    toasts = existing === -1 ? [...others, item] : others.map((t) => (t.id === id ? item : t));
    startTimer(id, item.duration);
    emit();
    for (const t of repeated) t.onClose?.();
    return id;
  }

  function dismiss(id?: string) {
    const closing = id === undefined ? toasts : toasts.filter((t) => t.id === id);
    if (closing.length === 0) return;
    for (const t of closing) clearTimer(t.id);
    toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    emit();
    for (const t of closing) t.onClose?.();
  }

  /** Holds the countdown while the pointer or focus is on the toast, so it can be read. */
  function pause(id: string) {
    const timer = timers.get(id);
    if (!timer?.handle) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(timer.remaining - (Date.now() - timer.startedAt), 0);
  }

  function resume(id: string) {
    const timer = timers.get(id);
    if (!timer || timer.handle) return;
    startTimer(id, timer.remaining);
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    show,
    dismiss,
    pause,
    resume,
  };
}

/** The application-wide queue that `toast()` and the default ToastProvider share. */
export const toastStore = createToastStore();

type ToastFn = ((message: ReactNode, options?: ToastOptions) => string) & {
  [V in ToastVariant]: (message: ReactNode, options?: Omit<ToastOptions, "variant">) => string;
} & { dismiss: (id?: string) => void };

export function bindToast(store: ToastStore): ToastFn {
  const fn = ((message, options) => store.show(message, options)) as ToastFn;
  for (const variant of toastVariants)
    fn[variant] = (message, options) => store.show(message, { ...options, variant });
  fn.dismiss = store.dismiss;
  return fn;
}

/** Imperative API, usable outside React (e.g. after a request fails): `toast.success("Dado inativado com sucesso!")`. */
export const toast = bindToast(toastStore);
