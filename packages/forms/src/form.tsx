import { Button, type ButtonProps } from "@trilha/ui";
import {
  FORM_ERROR,
  type FormApi,
  type FormState,
  type FormSubscription,
  formSubscriptionItems,
  getIn,
  type SubmissionErrors,
  setIn,
} from "final-form";
import * as React from "react";
import { Form as FinalForm, type FormRenderProps, useField, useForm, useFormState } from "react-final-form";
import type { Struct } from "superstruct";
import { type FormErrors, type Labels, makeValidate, validate } from "./schemas/engine";

const noLabels: Labels = {};
const LabelsContext = React.createContext<Labels>(noLabels);

/** The labels of the enclosing `<Form>`: fields take their label from here when none is given. */
export function useFormLabels(): Labels {
  return React.useContext(LabelsContext);
}

/**
 * The values of the last submit that reached validation and the server (`null` before the first): a
 * server's field error stands only while its field still holds the value it was given for.
 */
const SentValuesContext = React.createContext<React.RefObject<Record<string, unknown> | null> | null>(null);

/** The enclosing `<Form>`'s last sent values, or null outside one (a bare react-final-form). */
export function useSentValues(): React.RefObject<Record<string, unknown> | null> | null {
  return React.useContext(SentValuesContext);
}

/**
 * Refusals a field holds outside the form's values (a FilePicker's refused pick: the value stays the
 * stored file or the last one taken): `report(name, message)` while it stands, `report(name, null)` once
 * cleared. Each blocks the submit with its message on its field, over the schema's.
 */
type ReportRefusal = (name: string, message: string | null) => void;
const RefusalsContext = React.createContext<ReportRefusal | null>(null);

/** The enclosing `<Form>`'s refusal reporter, or null outside one (a bare react-final-form). */
export function useReportRefusal(): ReportRefusal | null {
  return React.useContext(RefusalsContext);
}

/** What `onSubmit` may answer: nothing on success, or errors from the server mapped onto fields. */
// biome-ignore lint/suspicious/noConfusingVoidType: lets `async () => { await save(); }` be a submit handler
export type SubmitResult = SubmissionErrors | undefined | void;

export type FormProps<T> = {
  // biome-ignore lint/suspicious/noExplicitAny: any struct schema; its value type is what matters
  schema: Struct<T, any>;
  labels?: Labels;
  initialValues?: Partial<T> | Record<string, unknown>;
  /**
   * Called only with valid values, already normalised by the schema (masks stripped where the
   * schema says so, numbers parsed, unknown keys dropped). Return server errors to show them.
   */
  onSubmit: (values: T, form: FormApi<Record<string, unknown>>) => SubmitResult | Promise<SubmitResult>;
  /**
   * Rules beyond the schema's that need what the page learnt after render (an NF-e read: its number
   * must be the one typed): a message by field path, or nothing. A message stands where the schema has
   * none for the field (the schema's comes first, as on the server), shows and blocks the submit like
   * the schema's, and is checked again whenever the function changes (a new answer) or a value does.
   */
  validate?: (values: Record<string, unknown>) => Record<string, string | undefined>;
  children: React.ReactNode | ((state: FormRenderProps<Record<string, unknown>>) => React.ReactNode);
  /**
   * What of the form's state draws the render function again (final-form's subscription). A render
   * function gets everything by default; `stateButFocus` spares it a field's focus. Plain children get
   * only `submitting`: their fields subscribe on their own.
   */
  subscription?: FormSubscription;
  className?: string;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
};

/**
 * A react-final-form form validated by a superstruct schema: messages in pt-BR with labels,
 * whole-form errors (FORM_ERROR) shown above the fields, submit state for the buttons.
 */
export function Form<T>({
  schema,
  labels = noLabels,
  initialValues,
  onSubmit,
  validate: validateMore,
  children,
  subscription = typeof children === "function" ? undefined : submittingOnly,
  className,
  ...props
}: FormProps<T>) {
  // A new function whenever the rules change: react-final-form then validates again (in an effect).
  const refusals = React.useRef<Record<string, string>>({});
  const validateForm = React.useMemo(() => {
    const bySchema = makeValidate(schema, labels);
    const all = validateMore
      ? (values: Record<string, unknown>) => withRules(bySchema(values), validateMore(values))
      : bySchema;
    return (values: Record<string, unknown>) =>
      Object.entries(refusals.current).reduce(
        (errors, [path, message]) => setIn(errors, path, message) as FormErrors,
        all(values),
      );
  }, [schema, labels, validateMore]);
  const current = React.useRef({
    validate: validateForm,
    form: null as FormApi<Record<string, unknown>> | null,
  });
  current.current.validate = validateForm;
  const reportRefusal = React.useCallback<ReportRefusal>((name, message) => {
    if ((refusals.current[name] ?? null) === message) return;
    const { [name]: _gone, ...rest } = refusals.current;
    refusals.current = message === null ? rest : { ...rest, [name]: message };
    // Validated again at once (final-form's setConfig runs the validation), not in react-final-form's
    // effect a render later: a withdrawn refusal leaves with the file that withdrew it, never a render
    // after the new file's name shows (the same function: the effect has nothing to redo).
    const { form, validate: latest } = current.current;
    form?.setConfig("validate", latest);
  }, []);
  const sent = React.useRef<Record<string, unknown> | null>(null);
  const submit = React.useCallback(
    (values: Record<string, unknown>, form: FormApi<Record<string, unknown>>) => {
      // final-form keeps submit errors through a later submit its own validation blocks (and then
      // counts the field as not changed since): the values sent tell which errors still stand.
      sent.current = values;
      const result = validate(schema, values, labels);
      if (result.errors) return result.errors;
      return onSubmit(result.value, form);
    },
    [schema, labels, onSubmit],
  );
  return (
    <LabelsContext.Provider value={labels}>
      <SentValuesContext.Provider value={sent}>
        <RefusalsContext.Provider value={reportRefusal}>
          <FinalForm<Record<string, unknown>>
            onSubmit={submit}
            validate={validateForm}
            initialValues={initialValues as Record<string, unknown> | undefined}
            subscription={subscription}
            render={(state) => {
              current.current.form = state.form;
              return (
                <form
                  data-slot="form"
                  noValidate
                  onSubmit={state.handleSubmit}
                  aria-busy={state.submitting || undefined}
                  className={className}
                  {...props}
                >
                  <FormError />
                  {typeof children === "function" ? children(state) : children}
                </form>
              );
            }}
          />
        </RefusalsContext.Provider>
      </SentValuesContext.Provider>
    </LabelsContext.Provider>
  );
}

const submittingOnly: FormSubscription = { submitting: true };

/**
 * The form's state for a render function that reads values, errors, `touched` or submit flags: every
 * part but what a field's focus changes (`active`, and `visited` on a first focus). Focusing a field
 * then draws only that field; its first blur still draws the render function (`touched` changes).
 */
export const stateButFocus: FormSubscription = Object.fromEntries(
  formSubscriptionItems.filter((item) => item !== "active" && item !== "visited").map((item) => [item, true]),
);

/** The schema's errors, and each message of `more` at a field the schema finds nothing wrong with. */
function withRules(errors: FormErrors, more: Record<string, string | undefined>): FormErrors {
  let merged = errors;
  for (const [path, message] of Object.entries(more)) {
    if (message && getIn(merged, path) === undefined) merged = setIn(merged, path, message) as FormErrors;
  }
  return merged;
}

/** Submit state for buttons and banners outside the render function. */
export function useSubmitState() {
  const state = useFormState({
    subscription: {
      submitting: true,
      submitFailed: true,
      submitSucceeded: true,
      submitError: true,
      error: true,
    },
  });
  const formError =
    (state.submitError as string | undefined) ??
    (state.submitFailed ? (state.error as string | undefined) : undefined);
  return {
    submitting: state.submitting,
    submitFailed: state.submitFailed,
    submitSucceeded: state.submitSucceeded,
    formError,
  };
}

/**
 * The whole-form error (FORM_ERROR from the server or from a form-level rule), announced. The alert region
 * stays in the page to be announced, but while empty it is out of the flow: a form laid out with a gap
 * (the edit pages' sections, the wizards) would otherwise open with an empty gap above its first field.
 */
export function FormError({ className }: { className?: string }) {
  const { formError } = useSubmitState();
  return (
    <div
      data-slot="form-error"
      role="alert"
      className={className}
      style={formError ? undefined : { position: "absolute" }}
    >
      {formError ? (
        <p className="rounded-md bg-error-light px-3 py-2 text-sm text-text">{formError}</p>
      ) : null}
    </div>
  );
}

/** A submit button that shows loading while the form is sending; a mouse press leaves the focus in the form's field. */
export function SubmitButton({ disabled, onMouseDown, ...props }: Omit<ButtonProps, "type" | "loading">) {
  const { submitting } = useSubmitState();
  return (
    <Button
      type="submit"
      loading={submitting}
      disabled={disabled}
      // A mouse press keeps the focus in the form's field being edited: blurring it would show its message
      // at once and push the button from under the pointer before the click lands (a lost first Salvar).
      // The submit then shows every message. Focus elsewhere, and the keyboard, are unchanged.
      onMouseDown={(event) => {
        const button = event.currentTarget;
        const active = button.ownerDocument.activeElement;
        if (active && active !== button && button.form?.contains(active)) event.preventDefault();
        onMouseDown?.(event);
      }}
      {...props}
    />
  );
}

/**
 * Server answers → final-form submission errors. Field paths may be dotted ("company.cnpj") or
 * nested already; a list of messages keeps its first; `message` becomes the whole-form error.
 */
export function submissionErrors(
  fields: Record<string, string | string[] | undefined> | undefined,
  message?: string,
): FormErrors {
  let errors: FormErrors = {};
  for (const [path, value] of Object.entries(fields ?? {})) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text) errors = setIn(errors, path, text) as FormErrors;
  }
  if (message) errors = { ...errors, [FORM_ERROR]: message };
  return errors;
}

export { FORM_ERROR };

/** The current value of one field of the enclosing `<Form>` (a field shown or required by another's value). */
export function useFieldValue<V = unknown>(name: string): V | undefined {
  return useField<V>(name, { subscription: { value: true } }).input.value as V | undefined;
}

/**
 * What a wizard's or a form's frame reads (its buttons, FocusOnRefusal), for a render function whose
 * parts read the values, errors and flags they need on their own (`useFormValue`, `useFormSelector`,
 * the Form* fields): typing in a field then draws only that field and what reads its value.
 */
export const submitFlags: FormSubscription = { submitting: true, hasSubmitErrors: true };

/**
 * A part of the enclosing `<Form>`'s state, read without registering a field: the component is drawn
 * again only when what `select` returns changes (`isEqual`, `Object.is` by default), not on every change
 * of what `subscription` names (which says when `select` runs again). `select` must read only what
 * `subscription` names, and return the same value for the same state (a list: give `isEqual`).
 */
export function useFormSelector<T>(
  select: (state: FormState<Record<string, unknown>>) => T,
  subscription: FormSubscription,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const form = useForm("useFormSelector");
  // A new subscription object on each render subscribes again only when its items change.
  const items = formSubscriptionItems.filter((item) => subscription[item]).join(" ");
  const subscribe = React.useCallback(
    (notify: () => void) =>
      form.subscribe(() => notify(), Object.fromEntries(items.split(" ").map((item) => [item, true]))),
    [form, items],
  );
  const latest = React.useRef({ select, isEqual });
  latest.current = { select, isEqual };
  const selected = React.useRef<{ value: T } | null>(null);
  const getSnapshot = () => {
    const next = latest.current.select(form.getState());
    const last = selected.current;
    if (last && latest.current.isEqual(last.value, next)) return last.value;
    selected.current = { value: next };
    return next;
  };
  return React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The enclosing `<Form>`'s API (change, batch, blur…), for a part that reads its state on its own. */
export function useFormApi(): FormApi<Record<string, unknown>> {
  return useForm("useFormApi");
}

const valuesOnly: FormSubscription = { values: true };

/**
 * The value at `path` in the enclosing `<Form>`'s values (`undefined` when unset), drawn again only when
 * that value changes. Unlike `useFieldValue` it registers no field: for a value no field of the form
 * draws (a plain control's, a list an inclusion table keeps), which must not count as a field.
 */
export function useFormValue<V = unknown>(path: string): V | undefined {
  return useFormSelector((state) => getIn(state.values ?? {}, path) as V | undefined, valuesOnly);
}
