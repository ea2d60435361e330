export { Button, type ButtonProps, buttonVariants } from "./button/button";
export { cn } from "./lib/cn";
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
