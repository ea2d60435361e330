import { Check } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";
import { wizardText } from "./wizard";

export type ProgressiveStep = {
  /** Stable key of the step. */
  id: string;
  /** The step's heading; also names its section. */
  label: string;
  /** True once the step holds what the next one needs; the caller decides from its form values. */
  complete: boolean;
  /** The step's fields. */
  content: React.ReactNode;
};

/** How many steps show: every complete step up to and including the first unfilled one. */
export function visibleStepCount(steps: Pick<ProgressiveStep, "complete">[]): number {
  const firstOpen = steps.findIndex((step) => !step.complete);
  return firstOpen === -1 ? steps.length : firstOpen + 1;
}

export type ProgressiveStepsProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** All steps, in order; each shows once the one before it is complete. */
  steps: ProgressiveStep[];
  /** The `(*) campos obrigatórios` note; `false` hides it. */
  requiredNote?: React.ReactNode | false;
  /** Rendered after the last visible step (the `Confirmar e Emitir` button of the output document). */
  footer?: React.ReactNode;
};

/**
 * One long form revealed step by step, as the output document screen does: a step appears once the
 * ones before it are filled, and the label of the step still to fill is highlighted.
 */
export function ProgressiveSteps({
  steps,
  requiredNote = wizardText.requiredNote,
  footer,
  className,
  ...props
}: ProgressiveStepsProps) {
  const visible = steps.slice(0, visibleStepCount(steps));
  return (
    <div data-slot="progressive-steps" className={cn("flex flex-col gap-6", className)} {...props}>
      {requiredNote === false ? null : <p className="text-sm text-text-muted">{requiredNote}</p>}
      {visible.map((step, index) => {
        const state = step.complete ? "complete" : "current";
        const headingId = `progressive-step-${step.id}`;
        return (
          <section
            key={step.id}
            data-slot="progressive-step"
            data-state={state}
            aria-labelledby={headingId}
            aria-current={state === "current" ? "step" : undefined}
            className="flex flex-col gap-4 rounded-md border border-border p-4 data-[state=current]:border-primary"
          >
            <h2
              id={headingId}
              className={cn(
                "inline-flex items-center gap-2 self-start rounded-md text-base font-semibold",
                state === "current" ? "bg-primary-light px-2 py-1 text-primary-dark" : "text-text",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "inline-flex size-6 items-center justify-center rounded-full text-xs font-bold",
                  state === "current" ? "bg-primary text-on-primary" : "border-2 border-primary text-primary",
                )}
              >
                {state === "complete" ? <Check className="size-3.5" /> : index + 1}
              </span>
              {step.label}
            </h2>
            {step.content}
          </section>
        );
      })}
      {footer}
    </div>
  );
}
