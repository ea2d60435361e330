import type { FormApi } from "final-form";
import * as React from "react";
import type { Struct } from "superstruct";
import type { SubmitResult } from "./form";
import { type Labels, validate } from "./schemas/engine";

const noLabels: Labels = {};

export type WizardFormStep = {
  title: string;
  // biome-ignore lint/suspicious/noExplicitAny: each step has its own schema type
  schema: Struct<any, any>;
  labels?: Labels;
};

export type UseWizardFormOptions<T> = {
  steps: readonly WizardFormStep[];
  /**
   * The last step's submit, with every value of every step. With `schema`, the values are
   * validated and normalised by it first (the create payload), and its errors come back to the form.
   */
  onFinish: (values: T, form: FormApi<Record<string, unknown>>) => SubmitResult | Promise<SubmitResult>;
  // biome-ignore lint/suspicious/noExplicitAny: any struct schema
  schema?: Struct<T, any>;
  labels?: Labels;
  initialStep?: number;
  onStepChange?: (index: number) => void;
  /**
   * Runs when Próximo leaves a valid step, before the next one shows (a wizard that saves each step as a
   * draft). Errors it answers stay on the step's fields; `false` keeps the step without a message (the
   * caller said why, e.g. in a toast).
   */
  onLeaveStep?: (
    index: number,
    values: Record<string, unknown>,
    form: FormApi<Record<string, unknown>>,
  ) => SubmitResult | false | Promise<SubmitResult | false>;
};

/**
 * One form across the steps of a wizard. Próximo is the form's submit: final-form validates the
 * current step with its own schema and, only when it passes, moves on; going back never
 * validates, and the values of every step stay in the one form.
 *
 * ```tsx
 * const wizard = useWizardForm({ steps: providerWizardSteps, schema: providerCreateSchema, onFinish: save });
 * <Form {...wizard.formProps}>…{wizard.isLast ? "Salvar" : "Próximo"}…</Form>
 * ```
 */
export function useWizardForm<T = Record<string, unknown>>({
  steps,
  onFinish,
  schema,
  labels,
  initialStep = 0,
  onStepChange,
  onLeaveStep,
}: UseWizardFormOptions<T>) {
  const [current, setCurrent] = React.useState(() => Math.min(Math.max(initialStep, 0), steps.length - 1));
  const step = steps[current]!;
  const isFirst = current === 0;
  const isLast = current === steps.length - 1;

  const goTo = React.useCallback(
    (index: number) => {
      setCurrent(index);
      onStepChange?.(index);
    },
    [onStepChange],
  );

  const back = React.useCallback(() => {
    if (current > 0) goTo(current - 1);
  }, [current, goTo]);

  const onSubmit = React.useCallback(
    async (_stepValues: unknown, form: FormApi<Record<string, unknown>>): Promise<SubmitResult> => {
      if (!isLast) {
        const left = await onLeaveStep?.(current, form.getState().values, form);
        if (left === false) return undefined;
        if (left && Object.keys(left).length > 0) return left;
        goTo(current + 1);
        return undefined;
      }
      const values = form.getState().values;
      if (!schema) return onFinish(values as T, form);
      const result = validate(schema, values, labels ?? noLabels);
      if (result.errors) return result.errors;
      return onFinish(result.value, form);
    },
    [isLast, current, goTo, schema, labels, onFinish, onLeaveStep],
  );

  return {
    current,
    step,
    steps,
    isFirst,
    isLast,
    back,
    /** Moves back to an earlier step (never forward: forward is Próximo, which validates). */
    backTo: (index: number) => {
      if (index >= 0 && index < current) goTo(index);
    },
    /** Spread on `<Form>`: the current step's schema and labels, and the submit that moves on. */
    formProps: { schema: step.schema, labels: step.labels ?? labels ?? noLabels, onSubmit },
  };
}
