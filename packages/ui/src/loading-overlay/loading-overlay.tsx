import type * as React from "react";
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
};

/** Full-page overlay with the animated logo, shown while authentication or a page is loading. */
export function LoadingOverlay({
  open = true,
  label = "Carregando",
  variant = "intro",
  animated = true,
  className,
  ...props
}: LoadingOverlayProps) {
  if (!open) return null;
  return (
    <div
      data-slot="loading-overlay"
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={cn(
        "fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-surface/95 text-text-muted",
        className,
      )}
      {...props}
    >
      <AnimatedLogo variant={variant} loop playing={animated} label="" className="size-32" />
      <span className="text-sm font-semibold">{label}</span>
    </div>
  );
}
