import {
  Checkbox,
  type CheckboxProps,
  DatePicker,
  type DatePickerProps,
  datePickerError,
  FilePicker,
  type FilePickerProps,
  formatDecimal,
  MaskedField,
  type MaskedFieldProps,
  NumberField,
  type NumberFieldProps,
  PasswordField,
  type PasswordFieldProps,
  parseDecimal,
  RadioGroup,
  type RadioGroupProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextField,
  type TextFieldProps,
} from "@trilha/ui";
import { getIn } from "final-form";
import * as React from "react";
import type { FieldMetaState, UseFieldConfig } from "react-final-form";
import { useField, useForm } from "react-final-form";
import { useFormLabels, useFormSelector, useReportRefusal, useSentValues } from "./form";
import { labelFor } from "./schemas/engine";
import { acceptOf, type FileKind, fileKinds, MAX_FILE_SIZE } from "./schemas/fields";
import { checkFileContent } from "./schemas/file-signature";
import { defaultMessages } from "./schemas/messages";

/**
 * The message a field shows: its validation error once it was touched or a submit was tried, and
 * the server's error until the user edits the field again (the login screen's behaviour).
 * `changedSinceSent` says whether the field's value differs from the one the server's error was given
 * for: final-form keeps submit errors through a submit its own validation blocks and then counts the
 * field as unchanged, so without it a server's error would come back for a value it never saw.
 */
export function visibleError(meta: FieldMetaState<unknown>, changedSinceSent?: boolean): string | undefined {
  const changed = changedSinceSent ?? meta.dirtySinceLastSubmit;
  const serverError = !changed && typeof meta.submitError === "string" ? meta.submitError : undefined;
  if (serverError) return serverError;
  if ((meta.touched || meta.submitFailed) && typeof meta.error === "string") return meta.error;
  return undefined;
}

/**
 * A press of the mouse's main button in progress (from its pointerdown until its click). A field the
 * press leaves is marked touched (its message shown) only once the press has ended: shown at once, the
 * message pushes what is below the field down while the button is held, the release lands beside the
 * pressed control (a searchable select, a radio, a file or Incluir button) and the browser sends the click
 * to their common parent, so the first click did nothing. The keyboard and touch are unchanged.
 */
const press = { held: false, listening: false, after: [] as (() => void)[] };

function runAfterPress() {
  for (const run of press.after.splice(0)) run();
}

function endPress() {
  if (!press.held) return;
  press.held = false;
  // Normally the release's click runs them (below); a release that makes no click runs them after it.
  setTimeout(runAfterPress);
}

function listenToPresses(view: Window) {
  if (press.listening) return;
  press.listening = true;
  view.addEventListener(
    "pointerdown",
    (event) => {
      if (event.pointerType === "mouse" && event.button === 0) press.held = true;
    },
    true,
  );
  for (const type of ["pointerup", "pointercancel", "keydown"]) view.addEventListener(type, endPress, true);
  // Before the click's own handlers, as a blur comes before the click; the click's target is already set.
  view.addEventListener("click", runAfterPress, true);
}

/** Runs `blur` now, or once the mouse press that caused it has ended. */
function afterPress(blur: () => void) {
  if (press.held) press.after.push(blur);
  else blur();
}

/**
 * For a field registered by hand and drawn with a plain @trilha/ui control (the portal's CEP, which adds
 * its lookup's message): its blur, run through the function this returns, waits for the mouse press that
 * caused it to end, as the bound fields' blur does.
 */
export function useBlurAfterPress(): (blur: () => void) => void {
  React.useEffect(() => {
    if (typeof window !== "undefined") listenToPresses(window);
  }, []);
  return afterPress;
}

type Bound = { name: string; label?: React.ReactNode };

type Handler<E> = ((event: E) => void) | undefined;

/**
 * The one binding every Form* field goes through: final-form's field, its label from the form's
 * labels, the error it may show, and blur/focus reaching final-form before the caller's handlers.
 */
function useBinding<V, E = void>(
  name: string,
  label: React.ReactNode | undefined,
  onBlur?: Handler<E>,
  config?: UseFieldConfig,
) {
  const labels = useFormLabels();
  const { input, meta } = useField<V>(name, config);
  const form = useForm();
  const sent = useSentValues();
  React.useEffect(() => {
    if (typeof window !== "undefined") listenToPresses(window);
  }, []);
  const changedSinceSent =
    sent?.current && meta.submitError !== undefined
      ? !Object.is(getIn(form.getState().values, name), getIn(sent.current, name))
      : undefined;
  return {
    input,
    meta,
    shared: {
      name,
      label: label ?? labelFor(name.split(/[.[\]]+/).filter(Boolean), labels),
      error: visibleError(meta, changedSinceSent),
      onBlur: (event: E) => {
        afterPress(() => input.onBlur(event as never));
        onBlur?.(event);
      },
    },
    focus: (onFocus?: Handler<E>) => (event: E) => {
      input.onFocus(event as never);
      onFocus?.(event);
    },
    /** A choice made with one click or key is already an answer: the field counts as touched at once. */
    answer: (value: V) => {
      input.onChange(value);
      input.onBlur();
    },
  };
}

type NativeControl = HTMLInputElement | HTMLTextAreaElement;

/** Text-like controls: the text is the value and native change/blur/focus events pass through. */
function useNativeBinding<T extends NativeControl>(
  name: string,
  label: React.ReactNode | undefined,
  onBlur?: Handler<React.FocusEvent<T>>,
  onFocus?: Handler<React.FocusEvent<T>>,
) {
  const { input, shared, focus } = useBinding<string, React.FocusEvent<T>>(name, label, onBlur);
  return {
    ...shared,
    value: input.value ?? "",
    onChange: input.onChange as React.ChangeEventHandler<T>,
    onFocus: focus(onFocus),
  };
}

/** Checkbox and Switch: a boolean, touched as soon as it is toggled so its message shows at once. */
function useCheckedBinding(
  name: string,
  label: React.ReactNode | undefined,
  onBlur?: Handler<React.FocusEvent<HTMLButtonElement>>,
  onCheckedChange?: (checked: boolean) => void,
) {
  const { input, shared, answer } = useBinding<boolean, React.FocusEvent<HTMLButtonElement>>(
    name,
    label,
    onBlur,
  );
  return {
    ...shared,
    checked: input.value === true,
    onCheckedChange: (checked: boolean) => {
      answer(checked);
      onCheckedChange?.(checked);
    },
  };
}

type NativeBound<P> = Bound & Omit<P, "name" | "label" | "value" | "defaultValue" | "error" | "onChange">;

export type FormTextFieldProps = NativeBound<TextFieldProps>;
export function FormTextField({ name, label, onBlur, onFocus, ...props }: FormTextFieldProps) {
  const bound = useNativeBinding<HTMLInputElement>(name, label, onBlur, onFocus);
  return <TextField {...props} {...bound} />;
}

export type FormPasswordFieldProps = NativeBound<PasswordFieldProps>;
export function FormPasswordField({ name, label, onBlur, onFocus, ...props }: FormPasswordFieldProps) {
  const bound = useNativeBinding<HTMLInputElement>(name, label, onBlur, onFocus);
  return <PasswordField {...props} {...bound} />;
}

export type FormTextareaProps = NativeBound<TextareaProps>;
export function FormTextarea({ name, label, onBlur, onFocus, ...props }: FormTextareaProps) {
  const bound = useNativeBinding<HTMLTextAreaElement>(name, label, onBlur, onFocus);
  return <Textarea {...props} {...bound} />;
}

export type FormNumberFieldProps = NativeBound<NumberFieldProps>;

/**
 * What the form holds for a typed text: its number, read by the design system's pt-BR rule ("1.000" is
 * a thousand, "1.000,50" 1000.5), so the schema never reads thousands dots as a decimal point; ""
 * when blank, and the text itself when unreadable ("1.000.5", a partial entry), which the schema refuses.
 */
export function typedNumber(text: string): number | string {
  if (text.trim() === "") return "";
  return parseDecimal(text) ?? text;
}

/** The text a form value is shown as: a number with a decimal comma (no thousands dots), a text as it is. */
function numberText(value: unknown, decimals: number): string {
  if (typeof value === "number") return formatDecimal(value, { maximumFractionDigits: decimals });
  return typeof value === "string" ? value : "";
}

/**
 * Shows the typed text ("12,", "1.000,50") and gives the form its number (`typedNumber`); a value
 * set from elsewhere (initial values, a reset, a template) is shown in its stead.
 */
export function FormNumberField({ name, label, onBlur, onFocus, ...props }: FormNumberFieldProps) {
  const { input, shared, focus } = useBinding<unknown, React.FocusEvent<HTMLInputElement>>(
    name,
    label,
    onBlur,
  );
  const decimals = props.decimals ?? 2;
  const [text, setText] = React.useState(() => numberText(input.value, decimals));
  const held = input.value ?? "";
  if (!Object.is(typedNumber(text), held) && text !== held) {
    const shown = numberText(held, decimals);
    if (shown !== text) setText(shown);
  }
  return (
    <NumberField
      {...props}
      {...shared}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        input.onChange(typedNumber(typed));
      }}
      onFocus={focus(onFocus)}
    />
  );
}

export type FormMaskedFieldProps = Bound &
  Omit<MaskedFieldProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: MaskedFieldProps["onValueChange"];
  };
/** Stores the masked text; schemas strip the mask where the API wants digits (CPF, CNPJ, master user phone). */
export function FormMaskedField({
  name,
  label,
  onBlur,
  onFocus,
  onValueChange,
  ...props
}: FormMaskedFieldProps) {
  const { input, shared, focus } = useBinding<string, React.FocusEvent<HTMLInputElement>>(
    name,
    label,
    onBlur,
  );
  return (
    <MaskedField
      {...props}
      {...shared}
      value={input.value ?? ""}
      onValueChange={(masked, raw) => {
        input.onChange(masked);
        onValueChange?.(masked, raw);
      }}
      onFocus={focus(onFocus)}
    />
  );
}

export type FormSelectProps = Bound &
  Omit<SelectProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: (value: string) => void;
  };
export function FormSelect({ name, label, onBlur, onValueChange, ...props }: FormSelectProps) {
  const { input, shared } = useBinding<string>(name, label, onBlur);
  return (
    <Select
      {...props}
      {...shared}
      value={input.value ?? ""}
      onValueChange={(value) => {
        input.onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}

export type FormRadioGroupProps = Bound &
  Omit<RadioGroupProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: (value: string) => void;
  };
/** One choice among a few shown at once (a plan's main module); chosen with a click or an arrow key. */
export function FormRadioGroup({ name, label, onBlur, onValueChange, ...props }: FormRadioGroupProps) {
  const { input, shared, answer } = useBinding<string, React.FocusEvent<HTMLDivElement>>(name, label, onBlur);
  return (
    <RadioGroup
      {...props}
      {...shared}
      value={input.value ?? ""}
      onValueChange={(value) => {
        answer(value);
        onValueChange?.(value);
      }}
    />
  );
}

export type FormCheckboxProps = Bound &
  Omit<CheckboxProps, "name" | "label" | "checked" | "error" | "onCheckedChange"> & {
    onCheckedChange?: (checked: boolean) => void;
  };
export function FormCheckbox({ name, label, onCheckedChange, onBlur, ...props }: FormCheckboxProps) {
  const bound = useCheckedBinding(name, label, onBlur, onCheckedChange);
  return <Checkbox {...props} {...bound} />;
}

export type FormSwitchProps = Bound &
  Omit<SwitchProps, "name" | "label" | "checked" | "error" | "onCheckedChange"> & {
    onCheckedChange?: (checked: boolean) => void;
  };
export function FormSwitch({ name, label, onCheckedChange, onBlur, ...props }: FormSwitchProps) {
  const bound = useCheckedBinding(name, label, onBlur, onCheckedChange);
  return <Switch {...props} {...bound} />;
}

/**
 * Limits of a FormDatePicker that follow another field of the form (an end not before its start): the
 * `field` followed (a path, as `contract.inicio`) and the limits its value gives.
 */
export type DatePickerBoundsFrom = {
  field: string;
  bounds: (value: unknown) => Pick<DatePickerProps, "min" | "minMessage" | "max" | "maxMessage">;
};

export type FormDatePickerProps = Bound &
  Omit<DatePickerProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: (value: string) => void;
    /**
     * Limits read from another field's value, over `min`/`minMessage`/`max`/`maxMessage`: at each check,
     * so a change of the field they follow checks this one again at once (a `min` prop is only seen after
     * the render that follows the change, when final-form has already checked the field against the old
     * one). The picker is drawn again by that field's value only, not by typing elsewhere in the form.
     */
    boundsFrom?: DatePickerBoundsFrom;
  };
/**
 * Stores yyyy-MM-dd, the format the schemas and the API take, or the text typed while it is no whole
 * day. The picker's own check runs as the field's validator: an impossible or unfinished date reads
 * "Data inválida.", a day outside `past`/`future`/`min`/`max` "Data fora do período permitido." (a day
 * before `min` reads `minMessage` when given: the schema's rule naming that day, a day after `max`
 * `maxMessage` likewise; a day after today with `past` the schema's own "O campo {label} não pode ser
 * uma data futura.", a day before today with `future` its "O campo {label} não pode ser uma data
 * passada."), both kept on screen and blocking the submit (a field's own message wins over the schema's).
 */
export function FormDatePicker({
  name,
  label,
  onBlur,
  onValueChange,
  boundsFrom,
  ...props
}: FormDatePickerProps) {
  const { past, future, today } = props;
  // A future day in a past-only field, or a past day in a future-only one, reads the schema's own rule
  // (date({ past }), the today-or-future rule), in its one wording.
  const pastMessage = useDayRuleMessage(name, label, past, props.pastMessage, defaultMessages.pastDate);
  const futureMessage = useDayRuleMessage(
    name,
    label,
    future,
    props.futureMessage,
    defaultMessages.todayOrFuture,
  );
  const followedIn = (values: object | undefined) =>
    boundsFrom ? getIn(values ?? {}, boundsFrom.field) : undefined;
  const boundsAt = (followed: unknown) => {
    const { min, minMessage, max, maxMessage } = { ...props, ...definedOnly(boundsFrom?.bounds(followed)) };
    return { min, minMessage, max, maxMessage };
  };
  // Only the followed field's value draws the picker again (its calendar's limits); nothing without one.
  const followed = useFormSelector((state) => followedIn(state.values), boundsFrom ? valuesOnly : noState);
  const { input, shared } = useBinding<string, React.FocusEvent<HTMLInputElement>>(name, label, onBlur, {
    validate: (value: unknown, all: object) =>
      datePickerError(typeof value === "string" ? value : "", {
        ...boundsAt(followedIn(all)),
        past,
        pastMessage,
        future,
        futureMessage,
        today,
      }),
  });
  return (
    <DatePicker
      {...props}
      pastMessage={pastMessage}
      futureMessage={futureMessage}
      {...boundsAt(followed)}
      {...shared}
      value={input.value ?? ""}
      onValueChange={(value) => {
        input.onChange(value);
        onValueChange?.(value);
      }}
    />
  );
}

/**
 * A schema's day rule message (`defaultMessages.pastDate`, `todayOrFuture`) for this field's label, when
 * the picker has that rule (`past`, `future`) and no message of its own.
 */
function useDayRuleMessage(
  name: string,
  label: React.ReactNode | undefined,
  rule: boolean | undefined,
  given: string | undefined,
  template: string,
) {
  const labels = useFormLabels();
  if (given !== undefined || !rule) return given;
  const text = typeof label === "string" ? label : labelFor(name.split(/[.[\]]+/).filter(Boolean), labels);
  return template.replaceAll("{label}", text);
}

const valuesOnly = { values: true } as const;
const noState = {} as const;

function definedOnly<T extends object>(object: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(object ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type FormFilePickerProps = Bound &
  Omit<FilePickerProps, "name" | "label" | "value" | "error" | "onValueChange" | "accept"> & {
    /** The schema's file kind ("pdf", "image"…): sets `accept` to match the rule. */
    kind?: FileKind;
    accept?: string;
    onValueChange?: (file: File | null) => void;
    /**
     * The form value holding the stored file's display name; by default `<name>_display_name`, as the
     * API names it beside the file's URL.
     */
    displayNameField?: string;
  };
/** The value of a stored file the user removed: sent as an empty field, which the API reads as "remove". */
export const REMOVED_FILE = "";

/**
 * Stores the chosen File. In edit forms a string value is the file already stored (its download URL,
 * kept unless replaced, as the schemas' `keepExisting` and the API read it): the picker shows it as a
 * download link named by the display-name value. Removing a file chosen in its place, or a file refused
 * in its place (which withdraws the refusal that blocks the submit), brings the stored one back. An
 * optional field's stored file offers "Remover" (`removable` overrides): the value becomes
 * `REMOVED_FILE` (""), which the API reads as "remove the stored file", while a value left as the URL
 * means "keep". A required field's stored file can only be replaced.
 */
export function FormFilePicker({
  name,
  label,
  kind,
  accept,
  maxSize = MAX_FILE_SIZE,
  onBlur,
  onValueChange,
  displayNameField = `${name}_display_name`,
  removable,
  check,
  onReject,
  onWithdraw,
  ...props
}: FormFilePickerProps) {
  // A refused pick leaves the value as it was (the stored file): the form is told, so Salvar is refused
  // with the picker's message instead of saving the old file as if the new one had been taken.
  const reportRefusal = useReportRefusal();
  React.useEffect(() => () => reportRefusal?.(name, null), [reportRefusal, name]);
  // No parse: final-form's default turns "" into undefined, which would read as "keep".
  const { input, meta, shared, answer } = useBinding<File | string | null | undefined>(name, label, onBlur, {
    parse: (value) => value,
  });
  const displayName = useField<string | null | undefined>(displayNameField, { subscription: { value: true } })
    .input.value;
  const storedValue = (value: unknown) =>
    typeof value === "string" && value !== "" ? { name: displayName || value, href: value } : null;
  const value = input.value;
  return (
    <FilePicker
      {...props}
      {...shared}
      accept={accept ?? (kind ? acceptOf(kind) : undefined)}
      {...(kind ? { acceptLabel: fileKinds[kind].label } : {})}
      // The content too, when the file is picked: a PNG renamed .pdf is refused here, with the words
      // the schema and the server use, not at Salvar; then the caller's own check, if any.
      {...(kind
        ? {
            check: async (file: File) =>
              (await checkFileContent(file, kind, typeof shared.label === "string" ? shared.label : name)) ??
              (await check?.(file)),
          }
        : { check })}
      maxSize={maxSize}
      removable={removable}
      onReject={(message, file) => {
        reportRefusal?.(name, message);
        onReject?.(message, file);
      }}
      // The refused file removed over the stored one: the refusal goes, the stored file is kept.
      onWithdraw={() => {
        reportRefusal?.(name, null);
        onWithdraw?.();
      }}
      value={typeof File !== "undefined" && value instanceof File ? value : storedValue(value)}
      onValueChange={(file) => {
        const stored = storedValue(meta.initial);
        const cleared = stored && value === meta.initial ? REMOVED_FILE : undefined;
        reportRefusal?.(name, null);
        answer(file ?? (stored && value !== meta.initial ? (meta.initial as string) : cleared));
        onValueChange?.(file);
      }}
    />
  );
}
