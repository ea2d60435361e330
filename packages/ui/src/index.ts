export { Button, type ButtonProps, buttonVariants } from "./button/button";
export {
  Field,
  type FieldControlProps,
  type FieldIds,
  type FieldOwnProps,
  type FieldProps,
  fieldLabelVariants,
  inputVariants,
  useFieldIds,
} from "./field/field";
export { cn } from "./lib/cn";
export {
  applyPattern,
  isMaskComplete,
  type MaskKind,
  mask,
  maskKinds,
  maskMaxLength,
  maskPatterns,
  maskValue,
  unmask,
} from "./lib/mask";
export { MaskedField, type MaskedFieldProps } from "./masked-field/masked-field";
export {
  type FormatDecimalOptions,
  formatDecimal,
  isTypableDecimal,
  parseDecimal,
} from "./number-field/decimal";
export { NumberField, type NumberFieldProps } from "./number-field/number-field";
export { PasswordField, type PasswordFieldProps, passwordFieldText } from "./password-field/password-field";
export { TextField, type TextFieldProps } from "./text-field/text-field";
export {
  counterText,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  Textarea,
  type TextareaCounter,
  type TextareaProps,
  textareaCounters,
} from "./textarea/textarea";
export {
  filterOptions,
  normalizeSearch,
  SEARCHABLE_MAX_RENDERED,
  Select,
  type SelectOption,
  type SelectProps,
  selectText,
  selectTriggerClasses,
} from "./select/select";
