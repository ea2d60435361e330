import * as React from "react";
import { AnimatedLogo, type AnimatedLogoVariant } from "../animated-logo/animated-logo";
import { cn } from "../lib/cn";

export type LoadingOverlayProps = React.ComponentProps<"div"> & {
  /** Hides the overlay when false, so callers can keep it mounted. */
  open?: boolean;
  /** Accessible text, also shown under the logo. */
  label?: string;
  /** Which logo animation plays (`intro` by default). */
  variant?: AnimatedLogoVariant;
  /** false freezes the logo (visual tests; prefers-reduced-motion does the same on its own). */
  animated?: boolean;
  /**
   * Milliseconds the overlay waits, transparent but already covering the page, before it shows its
   * backdrop, the logo and the label: a wait shorter than this never flashes them nor fetches the
   * animation's player. 0 (the default) shows them at once, as after a click the user waits on.
   */
  delay?: number;
};

/** True once the overlay has been open for `delay` ms (at once for 0); counts again at each opening. */
function useShownAfter(delay: number, open: boolean) {
  const [passed, setPassed] = React.useState(false);
  React.useEffect(() => {
    if (!open || delay <= 0) return;
    const timer = setTimeout(() => setPassed(true), delay);
    return () => {
      clearTimeout(timer);
      setPassed(false);
    };
  }, [open, delay]);
  return delay <= 0 || passed;
}

/** Full-page overlay with the animated logo, shown while authentication or a page is loading. */
export function LoadingOverlay({
  open = true,
  label = "Carregando",
  variant = "intro",
  animated = true,
  delay = 0,
  className,
  ...props
}: LoadingOverlayProps) {
  const shown = useShownAfter(delay, open);
  if (!open) return null;
  return (
    <div
      data-slot="loading-overlay"
      data-state={shown ? "shown" : "waiting"}
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={cn(
        "fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 text-text-muted",
        // While it waits it only keeps the pointer off the page: what is under it stays in view.
        shown && "bg-surface/95",
        className,
      )}
      {...props}
    >
      {shown ? (
        <>
          <AnimatedLogo variant={variant} loop playing={animated} label="" className="size-32" />
          <span className="text-sm font-semibold">{label}</span>
        </>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
}
