import { Form, type FormProps, SubmitButton, submitFlags, useFormSelector } from "@trilha/forms";
import { Button, CANCEL_WIZARD_MESSAGE, ConfirmDialog, Stepper, wizardText } from "@trilha/ui";
import * as React from "react";
import { FocusOnRefusal, focusFirstInvalidOnSubmit } from "./focus-on-refusal";
import type { FormState } from "./form-state";
import { useLeaveGuard } from "./leave-guard";
import { usePendingDraftsGuard } from "./pending-drafts";
import { type Upload, UploadProgress } from "./upload-progress";

/** What `useWizardForm` hands the page: the step, the moves, and the form's props. */
export type WizardControl = {
  current: number;
  isFirst: boolean;
  isLast: boolean;
  back: () => void;
  // biome-ignore lint/suspicious/noExplicitAny: any wizard's form props, whatever its values
  formProps: Omit<FormProps<any>, "children">;
};

/** What a wizard's render function gets: the form's API and the submit flags the page's frame reads. */
export type WizardStepState = Pick<FormState, "form" | "submitting" | "hasSubmitErrors">;

export type WizardPageProps = {
  title: React.ReactNode;
  steps: readonly { id: string; label: string }[];
  wizard: WizardControl;
  initialValues: object;
  /** The uploads of the last step's save, with their progress. */
  uploads?: readonly Upload[];
  /** After the cancel confirmation (back to the list). */
  onCancel: () => void;
  /**
   * What leaving without finishing undoes, by Cancelar or by another route confirmed (the residue
   * wizard's saved draft is inactivated).
   */
  onDiscard?: () => Promise<void> | void;
  /**
   * The current step's fields, given the form's API and its submit flags only: each part reads the
   * values, errors and flags it needs on its own (the Form* fields, `useFormValue`, `useFormSelector`),
   * so typing draws only the field and what reads its value, never the whole step.
   */
  children: (state: WizardStepState) => React.ReactNode;
  /**
   * Dialogs of the domain (a duplicate check's); given `allowLeaving`, for a way out the user already
   * chose in them ('Editar cadastro existente'), which the leave guard then does not ask about.
   */
  dialogs?: React.ReactNode | ((allowLeaving: () => void) => React.ReactNode);
  /** Last step's button: Salvar by default (the residue wizard's is Próximo). */
  finishLabel?: string;
  /** `voltar`: the back button is disabled on the first step; `anterior`: it is hidden there. */
  backButton?: "voltar" | "anterior";
};

const valuesOnly = { values: true } as const;
const allValues = (state: { values?: object }) => state.values;

/**
 * Keeps every field a step registered registered after the step is left. react-final-form 7.0.1 gives a
 * field that registers anew the form's initial value (its fix for StrictMode's destroyOnUnregister), so
 * without this, Anterior would bring back a step with its defaults instead of what the user chose
 * (a toggled switch, ticked features, an edited country). Drawn after each change of a value (itself
 * only: it draws nothing), so a field a value brings into the step (Matriz-Filial's counts) is kept too.
 */
function KeepStepFields({ form }: { form: FormState["form"] }) {
  useFormSelector(allValues, valuesOnly);
  const kept = React.useRef(new Map<string, () => void>());
  React.useEffect(() => {
    for (const name of form.getRegisteredFields()) {
      if (!kept.current.has(name))
        kept.current.set(
          name,
          form.registerField(name, () => undefined, {}),
        );
    }
  });
  React.useEffect(() => {
    const registrations = kept.current;
    return () => {
      for (const unregister of registrations.values()) unregister();
      registrations.clear();
    };
  }, []);
  return null;
}

/**
 * A resource's wizard page (spec 02 §2): title, stepper, the "(*) campos obrigatórios" note, the
 * current step, upload progress, and Cancelar (with its confirmation) / Voltar / Próximo or Salvar.
 * A refused step (by its own checks or by the server) puts the focus on its first invalid field.
 */
export function WizardPage({
  title,
  steps,
  wizard,
  initialValues,
  uploads = [],
  onCancel,
  onDiscard,
  children,
  dialogs,
  finishLabel = wizardText.finish,
  backButton = "voltar",
}: WizardPageProps) {
  const titleId = React.useId();
  const [cancelling, setCancelling] = React.useState(false);
  const pending = usePendingDraftsGuard();
  const form = React.useRef<FormState["form"] | null>(null);
  const current = React.useRef(wizard.current);
  current.current = wizard.current;
  // Another route taken half-way asks first; past the first step something was saved or checked.
  const leave = useLeaveGuard({
    form: () => form.current,
    started: () => current.current > 0,
    ...(onDiscard ? { discard: onDiscard } : {}),
  });
  const stepHeading = React.useRef<HTMLHeadingElement>(null);
  const shownStep = React.useRef(wizard.current);
  // After Próximo or Voltar the new step's heading takes the focus (the page scrolls to it), so keyboard
  // and screen-reader users start at the top of the step instead of on the button they pressed.
  React.useEffect(() => {
    if (shownStep.current === wizard.current) return;
    shownStep.current = wizard.current;
    stepHeading.current?.focus();
  }, [wizard.current]);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-6"
      onSubmitCapture={(event) => {
        // An item filled but not included is asked about before the step goes on.
        if (pending.intercept(event)) return;
        focusFirstInvalidOnSubmit(event);
      }}
    >
      <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
        {title}
      </h1>
      <Stepper steps={[...steps]} current={wizard.current} />
      <p className="text-sm text-text-muted">{wizardText.requiredNote}</p>
      <pending.Provider>
        <Form
          {...wizard.formProps}
          initialValues={initialValues}
          // Only the submit flags draw the page's frame and the step again: a field's value or focus draws
          // that field and what reads it (plan-renders and the wizards' renders unit tests).
          subscription={submitFlags}
          aria-labelledby={titleId}
          className="flex flex-col gap-8"
        >
          {(state: WizardStepState) => {
            form.current = state.form;
            return (
              <>
                <h2
                  ref={stepHeading}
                  tabIndex={-1}
                  data-slot="wizard-step-heading"
                  className="text-lg font-semibold text-text outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  {steps[wizard.current]?.label}
                </h2>
                {/* A save the server refused on fields (a 422, a duplicate document): the first one, back on
                    its step if the wizard returned there, is scrolled to and focused. */}
                <FocusOnRefusal state={state} />
                {children(state)}
                <KeepStepFields form={state.form} />
                <UploadProgress uploads={uploads} />
                <div className="flex flex-wrap items-center justify-end gap-3">
                  <Button
                    type="button"
                    variant="ghost"
                    className="mr-auto"
                    disabled={state.submitting}
                    onClick={() => setCancelling(true)}
                  >
                    {wizardText.cancel}
                  </Button>
                  {backButton === "anterior" && wizard.isFirst ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      disabled={wizard.isFirst || state.submitting}
                      onClick={wizard.back}
                    >
                      {wizardText[backButton]}
                    </Button>
                  )}
                  <SubmitButton>{wizard.isLast ? finishLabel : wizardText.next}</SubmitButton>
                </div>
              </>
            );
          }}
        </Form>
      </pending.Provider>
      {pending.dialog}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        message={CANCEL_WIZARD_MESSAGE}
        confirmLabel={wizardText.confirm}
        onConfirm={async () => {
          leave.allowLeaving();
          await onDiscard?.();
          onCancel();
        }}
      />
      {leave.dialog}
      {typeof dialogs === "function" ? dialogs(leave.allowLeaving) : dialogs}
    </section>
  );
}
