import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type * as React from "react";
import { cn } from "../lib/cn";

type ShellTooltipProps = {
  /** Text shown beside the trigger; the trigger carries its own accessible name. */
  content: React.ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  /** A single focusable element (it receives the trigger's props). */
  children: React.ReactElement;
};

/** A small Radix tooltip for icon-only shell controls (header buttons, side menu items). */
export function ShellTooltip({ content, side = "bottom", children }: ShellTooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={200} skipDelayDuration={100}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="shell-tooltip"
            side={side}
            sideOffset={6}
            className={cn(
              "z-50 rounded-md bg-text px-2 py-1 text-xs font-medium text-white shadow-md",
              "transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none",
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-text" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
