import { cva } from "class-variance-authority";
import { CircleCheckIcon, CircleXIcon, InfoIcon, TriangleAlertIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { bindToast, type ToastItem, type ToastStore, type ToastVariant, toastStore } from "./toast-store";

export const toastItemVariants = cva(
  "pointer-events-auto flex w-full items-start gap-3 rounded-md border-l-4 bg-surface p-4 text-sm text-text shadow-lg",
  {
    variants: {
      variant: {
        success: "border-success [&_[data-slot=toast-icon]]:text-success",
        error: "border-error [&_[data-slot=toast-icon]]:text-error",
        info: "border-info [&_[data-slot=toast-icon]]:text-info",
        warning: "border-warning [&_[data-slot=toast-icon]]:text-warning",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const icons: Record<ToastVariant, React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>> = {
  success: CircleCheckIcon,
  error: CircleXIcon,
  info: InfoIcon,
  warning: TriangleAlertIcon,
};

const StoreContext = createContext<ToastStore>(toastStore);

export type ToastProviderProps = {
  /** The app (or the part of it) that shows toasts. */
  children?: React.ReactNode;
  /** A separate queue (tests, embedded apps); defaults to the one the global `toast()` feeds. */
  store?: ToastStore;
  /** Accessible name of the notifications region. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
};

/** Errors and warnings interrupt the screen reader; confirmations and information wait for it to finish. */
const urgent = (item: ToastItem) => item.variant === "error" || item.variant === "warning";

/**
 * How long a toast waits, after the page's first render, before it is drawn: a screen reader (Safari's
 * above all) misses what arrives in a live region that has only just been added (React Aria's announcer
 * waits the same 100 ms).
 */
const LIVE_REGION_READY_MS = 100;

/**
 * Renders its children and the stacked toasts at the top right of the page, below the 80 px header so
 * they never cover its icons, avatar or user menu. The toasts are drawn inside two live regions that are
 * on the page from the first render, before any toast (a region added together with its text is often not
 * read): errors and warnings in an assertive one, above the others in a polite one.
 */
export function ToastProvider({
  children,
  store = toastStore,
  label = "Notificações",
  closeLabel = "Fechar notificação",
}: ToastProviderProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LIVE_REGION_READY_MS);
    return () => clearTimeout(timer);
  }, []);
  const list = (live: "assertive" | "polite") => (
    <div
      data-slot="toast-list"
      aria-live={live}
      aria-relevant="additions text"
      className="flex flex-col gap-2 [&:not(:empty)+&:not(:empty)]:mt-2"
    >
      {ready
        ? toasts
            .filter((item) => urgent(item) === (live === "assertive"))
            .map((item) => <Toast key={item.id} item={item} store={store} closeLabel={closeLabel} />)
        : null}
    </div>
  );
  return (
    <StoreContext.Provider value={store}>
      {children}
      <section
        data-slot="toast-viewport"
        aria-label={label}
        className="pointer-events-none fixed top-[calc(var(--spacing-header)+--spacing(4))] right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col"
      >
        {list("assertive")}
        {list("polite")}
      </section>
    </StoreContext.Provider>
  );
}

function Toast({ item, store, closeLabel }: { item: ToastItem; store: ToastStore; closeLabel: string }) {
  const Icon = icons[item.variant];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only pause the countdown (react-toastify's pauseOnHover); the close button is the control.
    <div
      data-slot="toast"
      data-variant={item.variant}
      className={toastItemVariants({ variant: item.variant })}
      onPointerEnter={() => store.pause(item.id)}
      onPointerLeave={() => store.resume(item.id)}
      onFocus={() => store.pause(item.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) store.resume(item.id);
      }}
    >
      <Icon data-slot="toast-icon" aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        {item.title ? <p className="font-semibold">{item.title}</p> : null}
        <div data-slot="toast-message">{item.message}</div>
      </div>
      <button
        type="button"
        data-slot="toast-close"
        aria-label={closeLabel}
        onClick={() => store.dismiss(item.id)}
        // 24 px drawn; on a touch screen an invisible ::after widens the tap target to 44 × 44 px around it
        // (it stays inside the toast's 16 px padding), so the look is the same everywhere.
        className="relative -m-1 rounded p-1 text-text-muted hover:bg-surface-muted hover:text-text focus-visible:outline-2 focus-visible:outline-primary pointer-coarse:after:absolute pointer-coarse:after:-inset-2.5"
      >
        <XIcon aria-hidden className="size-4" />
      </button>
    </div>
  );
}

/** `const { toast } = useToast(); toast.error("Erro ao inserir a justificativa!")`. */
export function useToast() {
  const store = useContext(StoreContext);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const bound = useMemo(() => bindToast(store), [store]);
  return { toast: bound, dismiss: store.dismiss, toasts };
}

export type { ToastItem, ToastOptions, ToastStore, ToastVariant } from "./toast-store";
export { createToastStore, TOAST_DURATION, toast, toastStore, toastVariants } from "./toast-store";
