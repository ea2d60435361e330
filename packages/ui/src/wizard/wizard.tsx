import { Check } from "lucide-react";
import * as React from "react";
import { Button } from "../button/button";
import { CANCEL_WIZARD_MESSAGE, ConfirmDialog } from "../confirm-dialog/confirm-dialog";
import { cn } from "../lib/cn";

export const wizardText = {
  next: "Próximo",
  finish: "Salvar",
  voltar: "Voltar",
  anterior: "Anterior",
  cancel: "Cancelar",
  confirm: "Confirmar",
  requiredNote: "(*) campos obrigatórios",
  cancelMessage: CANCEL_WIZARD_MESSAGE,
  steps: "Etapas",
} as const;

/**
 * What a step's `validate` may answer: `true` (or nothing) is valid, `false` is invalid, and an
 * errors object (final-form style) is valid only when it has no keys.
 */
export type StepValidation = boolean | Record<string, unknown> | null | undefined;

export function isStepValid(result: StepValidation): boolean {
  if (result === false) return false;
  if (result === true || result == null) return true;
  return Object.keys(result).length === 0;
}

export type WizardStep = {
  /** Stable key of the step. */
  id: string;
  /** The step's name in the stepper (`Dados básicos`); also names its panel. */
  label: string;
  /** The step's fields. */
  content: React.ReactNode;
  /** Runs on Próximo (and on the last step's button); never on going back. Sync or async. */
  // biome-ignore lint/suspicious/noConfusingVoidType: lets a plain `() => {}` checker be a validate
  validate?: () => StepValidation | Promise<StepValidation> | void;
};

export type UseWizardOptions = {
  /** The steps' validations, in order. */
  steps: Pick<WizardStep, "validate">[];
  /** Controlled step index (0-based); leave out to let the wizard keep it. */
  step?: number;
  /** First step shown (0-based) when the wizard keeps the step itself. */
  defaultStep?: number;
  /** Called with the new step index (0-based) after moving. */
  onStepChange?: (index: number) => void;
  /** Runs when the last step's button passes validation (saves the record). */
  onFinish: () => void | Promise<void>;
  /** Called with what `validate` answered when it blocks the way forward. */
  onInvalid?: (result: StepValidation, index: number) => void;
};

/** Headless step controller: gates Próximo on the current step's validation, never below step 0. */
export function useWizard({
  steps,
  step,
  defaultStep = 0,
  onStepChange,
  onFinish,
  onInvalid,
}: UseWizardOptions) {
  const [ownStep, setOwnStep] = React.useState(defaultStep);
  const [pending, setPending] = React.useState(false);
  const current = Math.min(Math.max(step ?? ownStep, 0), Math.max(steps.length - 1, 0));
  const isFirst = current === 0;
  const isLast = current === steps.length - 1;
  const busy = React.useRef(false);

  const goTo = (index: number) => {
    if (step === undefined) setOwnStep(index);
    onStepChange?.(index);
  };

  const next = async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      // A validate that returns nothing counts as valid.
      const result: StepValidation = (await steps[current]?.validate?.()) ?? undefined;
      if (!isStepValid(result)) {
        onInvalid?.(result, current);
        return;
      }
      if (isLast) await onFinish();
      else goTo(current + 1);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const back = () => {
    if (isFirst || busy.current) return;
    goTo(current - 1);
  };

  return { current, isFirst, isLast, pending, next, back };
}

export type StepperProps = Omit<React.ComponentProps<"ol">, "children"> & {
  /** The steps' names, in order. */
  steps: Pick<WizardStep, "id" | "label">[];
  /** Index (0-based) of the current step; the ones before it are ticked. */
  current: number;
};

/** The step labels: done ones ticked, the current one marked with aria-current="step". */
export function Stepper({ steps, current, className, ...props }: StepperProps) {
  return (
    <ol
      data-slot="stepper"
      aria-label={wizardText.steps}
      className={cn("flex flex-wrap items-center gap-x-6 gap-y-2", className)}
      {...props}
    >
      {steps.map((step, index) => {
        const state = index < current ? "complete" : index === current ? "current" : "upcoming";
        return (
          <li
            key={step.id}
            data-slot="stepper-step"
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className="flex items-center gap-2 text-sm text-text-muted data-[state=current]:font-semibold data-[state=current]:text-primary data-[state=complete]:text-text"
          >
            <span
              aria-hidden
              className={cn(
                "inline-flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold",
                state === "upcoming" && "border-border",
                state === "current" && "border-primary bg-primary text-on-primary",
                state === "complete" && "border-primary text-primary",
              )}
            >
              {state === "complete" ? <Check className="size-4" /> : index + 1}
            </span>
            {step.label}
          </li>
        );
      })}
    </ol>
  );
}

export type WizardProps = Omit<React.ComponentProps<"section">, "children" | "title"> &
  Omit<UseWizardOptions, "steps"> & {
    /** The steps, in order, each with its fields and validation. */
    steps: WizardStep[];
    /** The page heading above the stepper (`Cadastrar Novo Prestador`). */
    title?: React.ReactNode;
    /** Last step's button: `Salvar` by default (`Confirmar e Emitir`, `IR`...). */
    finishLabel?: string;
    /** `voltar`: the back button is disabled on the first step; `anterior`: it is hidden there. */
    backButton?: "voltar" | "anterior";
    /** Shows Cancelar; runs after the user confirms the warning. */
    onCancel?: () => void;
    /** The warning asked before cancelling. */
    cancelMessage?: React.ReactNode;
    /** The caller's own sending state (e.g. final-form's `submitting`). */
    submitting?: boolean;
    /** The `(*) campos obrigatórios` note; `false` hides it. */
    requiredNote?: React.ReactNode | false;
  };

export function Wizard({
  steps,
  step,
  defaultStep,
  onStepChange,
  onFinish,
  onInvalid,
  title,
  finishLabel = wizardText.finish,
  backButton = "voltar",
  onCancel,
  cancelMessage = wizardText.cancelMessage,
  submitting = false,
  requiredNote = wizardText.requiredNote,
  className,
  ...props
}: WizardProps) {
  const wizard = useWizard({
    steps,
    ...(step === undefined ? {} : { step }),
    ...(defaultStep === undefined ? {} : { defaultStep }),
    ...(onStepChange ? { onStepChange } : {}),
    ...(onInvalid ? { onInvalid } : {}),
    onFinish,
  });
  const [confirming, setConfirming] = React.useState(false);
  const panelRef = React.useRef<HTMLFieldSetElement>(null);
  const titleId = React.useId();
  const panelId = React.useId();
  const shown = React.useRef(wizard.current);

  // On a step change the page goes back to the top and focus moves to the new step's panel.
  React.useEffect(() => {
    if (shown.current === wizard.current) return;
    shown.current = wizard.current;
    if (typeof window !== "undefined" && typeof window.scrollTo === "function") window.scrollTo({ top: 0 });
    panelRef.current?.focus({ preventScroll: true });
  }, [wizard.current]);

  const currentStep = steps[wizard.current];
  const busy = wizard.pending || submitting;

  return (
    <section
      data-slot="wizard"
      aria-labelledby={title ? titleId : undefined}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      {title ? (
        <h1 id={titleId} className="text-xl font-bold text-text">
          {title}
        </h1>
      ) : null}
      <Stepper steps={steps} current={wizard.current} />
      {requiredNote === false ? null : (
        <p data-slot="wizard-required-note" className="text-sm text-text-muted">
          {requiredNote}
        </p>
      )}
      <fieldset
        ref={panelRef}
        id={panelId}
        aria-label={currentStep?.label}
        tabIndex={-1}
        data-slot="wizard-panel"
        className="m-0 min-w-0 border-0 p-0 outline-none"
      >
        {currentStep?.content}
      </fieldset>
      <div data-slot="wizard-actions" className="flex flex-wrap items-center justify-end gap-3">
        {onCancel ? (
          <Button variant="ghost" className="mr-auto" disabled={busy} onClick={() => setConfirming(true)}>
            {wizardText.cancel}
          </Button>
        ) : null}
        {backButton === "anterior" && wizard.isFirst ? null : (
          <Button variant="outline" disabled={wizard.isFirst || busy} onClick={wizard.back}>
            {backButton === "anterior" ? wizardText.anterior : wizardText.voltar}
          </Button>
        )}
        <Button
          loading={busy}
          data-slot={wizard.isLast ? "wizard-finish" : "wizard-next"}
          onClick={() => void wizard.next()}
        >
          {wizard.isLast ? finishLabel : wizardText.next}
        </Button>
      </div>
      {onCancel ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          message={cancelMessage}
          confirmLabel={wizardText.confirm}
          onConfirm={onCancel}
        />
      ) : null}
    </section>
  );
}
