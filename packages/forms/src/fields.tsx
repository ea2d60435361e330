import {
  Checkbox,
  type CheckboxProps,
  DatePicker,
  type DatePickerProps,
  FilePicker,
  type FilePickerProps,
  MaskedField,
  type MaskedFieldProps,
  NumberField,
  type NumberFieldProps,
  PasswordField,
  type PasswordFieldProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextField,
  type TextFieldProps,
} from "@trilha/ui";
import type { FieldMetaState } from "react-final-form";
import { useField } from "react-final-form";
import { useFormLabels } from "./form";
import { labelFor } from "./schemas/engine";
import { acceptOf, type FileKind, MAX_FILE_SIZE } from "./schemas/fields";

/**
 * The message a field shows: its validation error once it was touched or a submit was tried, and
 * the server's error until the user edits the field again (the login screen's behaviour).
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  const serverError =
    !meta.dirtySinceLastSubmit && typeof meta.submitError === "string" ? meta.submitError : undefined;
  if (serverError) return serverError;
  if ((meta.touched || meta.submitFailed) && typeof meta.error === "string") return meta.error;
  return undefined;
}

type Bound = { name: string; label?: React.ReactNode };

function useBoundField<V>(name: string, label: React.ReactNode | undefined, type?: string) {
  const labels = useFormLabels();
  const { input, meta } = useField<V>(name, type ? { type } : undefined);
  return {
    input,
    meta,
    error: visibleError(meta),
    label: label ?? labelFor(name.split(/[.[\]]+/).filter(Boolean), labels),
  };
}

type NativeBound<P> = Bound & Omit<P, "name" | "label" | "value" | "defaultValue" | "error" | "onChange">;

export type FormTextFieldProps = NativeBound<TextFieldProps>;
export function FormTextField({ name, label, onBlur, onFocus, ...props }: FormTextFieldProps) {
  const field = useBoundField<string>(name, label);
  return (
    <TextField
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onChange={field.input.onChange}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
      onFocus={(event) => {
        field.input.onFocus(event);
        onFocus?.(event);
      }}
    />
  );
}

export type FormPasswordFieldProps = NativeBound<PasswordFieldProps>;
export function FormPasswordField({ name, label, onBlur, ...props }: FormPasswordFieldProps) {
  const field = useBoundField<string>(name, label);
  return (
    <PasswordField
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onChange={field.input.onChange}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
      onFocus={field.input.onFocus}
    />
  );
}

export type FormTextareaProps = NativeBound<TextareaProps>;
export function FormTextarea({ name, label, onBlur, ...props }: FormTextareaProps) {
  const field = useBoundField<string>(name, label);
  return (
    <Textarea
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onChange={field.input.onChange}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
      onFocus={field.input.onFocus}
    />
  );
}

export type FormNumberFieldProps = NativeBound<NumberFieldProps>;
/** Keeps the typed text ("12,5"); the schema's number rule parses it. */
export function FormNumberField({ name, label, onBlur, ...props }: FormNumberFieldProps) {
  const field = useBoundField<string>(name, label);
  return (
    <NumberField
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onChange={field.input.onChange}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
      onFocus={field.input.onFocus}
    />
  );
}

export type FormMaskedFieldProps = Bound &
  Omit<MaskedFieldProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: MaskedFieldProps["onValueChange"];
  };
/** Stores the masked text; schemas strip the mask where the API wants digits (CPF, CNPJ, master user phone). */
export function FormMaskedField({ name, label, onBlur, onValueChange, ...props }: FormMaskedFieldProps) {
  const field = useBoundField<string>(name, label);
  return (
    <MaskedField
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onValueChange={(masked, raw) => {
        field.input.onChange(masked);
        onValueChange?.(masked, raw);
      }}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
      onFocus={field.input.onFocus}
    />
  );
}

export type FormSelectProps = Bound &
  Omit<SelectProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: (value: string) => void;
  };
export function FormSelect({ name, label, onBlur, onValueChange, ...props }: FormSelectProps) {
  const field = useBoundField<string>(name, label);
  return (
    <Select
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onValueChange={(value) => {
        field.input.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={() => {
        field.input.onBlur();
        onBlur?.();
      }}
    />
  );
}

export type FormCheckboxProps = Bound &
  Omit<CheckboxProps, "name" | "label" | "checked" | "error" | "onCheckedChange"> & {
    onCheckedChange?: (checked: boolean) => void;
  };
export function FormCheckbox({ name, label, onCheckedChange, onBlur, ...props }: FormCheckboxProps) {
  const field = useBoundField<boolean>(name, label);
  return (
    <Checkbox
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      checked={field.input.value === true}
      onCheckedChange={(checked) => {
        field.input.onChange(checked);
        // A ticked box has been answered: show its message now rather than on blur.
        field.input.onBlur();
        onCheckedChange?.(checked);
      }}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
    />
  );
}

export type FormSwitchProps = Bound &
  Omit<SwitchProps, "name" | "label" | "checked" | "error" | "onCheckedChange"> & {
    onCheckedChange?: (checked: boolean) => void;
  };
export function FormSwitch({ name, label, onCheckedChange, onBlur, ...props }: FormSwitchProps) {
  const field = useBoundField<boolean>(name, label);
  return (
    <Switch
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      checked={field.input.value === true}
      onCheckedChange={(checked) => {
        field.input.onChange(checked);
        field.input.onBlur();
        onCheckedChange?.(checked);
      }}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
    />
  );
}

export type FormDatePickerProps = Bound &
  Omit<DatePickerProps, "name" | "label" | "value" | "error" | "onValueChange"> & {
    onValueChange?: (iso: string) => void;
  };
/** Stores yyyy-MM-dd, the format the schemas and the API take. */
export function FormDatePicker({ name, label, onBlur, onValueChange, ...props }: FormDatePickerProps) {
  const field = useBoundField<string>(name, label);
  return (
    <DatePicker
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      value={field.input.value ?? ""}
      onValueChange={(iso) => {
        field.input.onChange(iso);
        onValueChange?.(iso);
      }}
      onBlur={(event) => {
        field.input.onBlur(event);
        onBlur?.(event);
      }}
    />
  );
}

export type FormFilePickerProps = Bound &
  Omit<FilePickerProps, "name" | "label" | "value" | "error" | "onValueChange" | "accept"> & {
    /** The schema's file kind ("pdf", "image"…): sets `accept` to match the rule. */
    kind?: FileKind;
    accept?: string;
    onValueChange?: (file: File | null) => void;
  };
/**
 * Stores the chosen File. In edit forms the value may be the name of the attachment already
 * stored (a string); the picker then shows no new file until one is chosen.
 */
export function FormFilePicker({
  name,
  label,
  kind,
  accept,
  maxSize = MAX_FILE_SIZE,
  onBlur,
  onValueChange,
  ...props
}: FormFilePickerProps) {
  const field = useBoundField<File | string | null>(name, label);
  const value = field.input.value;
  return (
    <FilePicker
      {...props}
      name={name}
      label={field.label}
      error={field.error}
      accept={accept ?? (kind ? acceptOf(kind) : undefined)}
      maxSize={maxSize}
      value={typeof File !== "undefined" && value instanceof File ? value : null}
      onValueChange={(file) => {
        field.input.onChange(file ?? undefined);
        field.input.onBlur();
        onValueChange?.(file);
      }}
      onBlur={() => {
        field.input.onBlur();
        onBlur?.();
      }}
    />
  );
}
