import * as Dialog from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type * as React from "react";
import { useRef } from "react";
import { cn } from "../lib/cn";

export const modalVariants = cva(
  "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-surface text-text shadow-xl outline-none",
  {
    variants: {
      size: { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" },
    },
    defaultVariants: { size: "md" },
  },
);

export const modalSizes = ["sm", "md", "lg", "xl"] as const;

export type ModalProps = Omit<React.ComponentProps<typeof Dialog.Content>, "title"> &
  VariantProps<typeof modalVariants> & {
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** The dialog's accessible name, shown as its heading. */
    title: React.ReactNode;
    description?: React.ReactNode;
    /** Buttons row at the bottom (ConfirmDialog puts Cancelar / Confirmar there). */
    footer?: React.ReactNode;
    /** Element that opens the modal on click (rendered as is, via Radix `asChild`). */
    trigger?: React.ReactElement;
    /** Name of the close button. */
    closeLabel?: string;
    /** Hides the × button, for dialogs that must be answered through the footer. */
    hideClose?: boolean;
  };

// A body that scrolls must be reachable by keyboard (WCAG 2.1.1), but a short one should not add a tab stop.
// Focused, it is a region named by the modal's title (as Primer's scrollable regions), so a screen reader
// says what took the focus instead of a nameless stop before the first field.
function focusableWhenScrolling(element: HTMLDivElement | null) {
  if (!element || typeof ResizeObserver === "undefined") return;
  const update = () => {
    const title = element.closest('[data-slot="modal"]')?.getAttribute("aria-labelledby");
    if (element.scrollHeight > element.clientHeight) {
      element.tabIndex = 0;
      element.setAttribute("role", "region");
      if (title) element.setAttribute("aria-labelledby", title);
    } else {
      element.removeAttribute("tabindex");
      element.removeAttribute("role");
      element.removeAttribute("aria-labelledby");
    }
  };
  const observer = new ResizeObserver(update);
  observer.observe(element);
  for (const child of element.children) observer.observe(child);
  update();
  return () => observer.disconnect();
}

// What a form dialog's user does first is fill its first field, so the focus starts there (as the
// inactivation dialog's justification) instead of on the close button; a dialog without fields keeps
// Radix's first control.
const FIELD =
  'input:not([type="hidden"]):not(:disabled):not([readonly]), textarea:not(:disabled):not([readonly]), select:not(:disabled), [role="combobox"]:not(:disabled):not([aria-disabled="true"])';

function focusFirstField(event: Event) {
  const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  const fields = content?.querySelectorAll<HTMLElement>(`[data-slot="modal-body"] :is(${FIELD})`) ?? [];
  // Out of Tab's reach are the native stand-ins that Radix's select and checkbox draw for forms.
  const field = Array.from(fields).find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[aria-hidden="true"]') &&
      element.getClientRects().length > 0,
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
}

export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  footer,
  trigger,
  closeLabel = "Fechar",
  hideClose,
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ModalProps) {
  // Radix returns focus only to its own Trigger; a modal opened from elsewhere (a row menu, a
  // controlled `open`) returns it to whatever had focus when it opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay data-slot="modal-overlay" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-slot="modal"
          data-size={size ?? "md"}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(modalVariants({ size }), className)}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
            onOpenAutoFocus?.(event);
            if (!event.defaultPrevented) focusFirstField(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || trigger) return;
            event.preventDefault();
            if (returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          {...props}
        >
          <header
            data-slot="modal-header"
            className="flex items-start gap-4 border-b border-border px-6 py-4"
          >
            <div className="flex flex-1 flex-col gap-1">
              <Dialog.Title data-slot="modal-title" className="text-lg font-semibold">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description data-slot="modal-description" className="text-sm text-text-muted">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <Dialog.Close
                data-slot="modal-close"
                aria-label={closeLabel}
                className="-mr-2 rounded-md p-2 text-text-muted hover:bg-surface-muted hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
              >
                <XIcon aria-hidden className="size-5" />
              </Dialog.Close>
            )}
          </header>
          <div
            ref={focusableWhenScrolling}
            data-slot="modal-body"
            className="flex-1 overflow-y-auto px-6 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
          >
            {children}
          </div>
          {footer ? (
            // A div, not <footer>: inside a dialog a footer element is a second contentinfo landmark.
            <div
              data-slot="modal-footer"
              className="flex flex-wrap justify-end gap-3 border-t border-border px-6 py-4"
            >
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a footer button with it to close the modal on click. */
export const ModalClose = Dialog.Close;
