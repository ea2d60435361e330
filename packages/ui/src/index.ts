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
  AnimatedLogo,
  type AnimatedLogoProps,
  type AnimatedLogoVariant,
  animatedLogoVariants,
} from "./animated-logo/animated-logo";
export { CANCEL_WIZARD_MESSAGE, ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog/confirm-dialog";
export { LoadingOverlay, type LoadingOverlayProps } from "./loading-overlay/loading-overlay";
export { Lottie, type LottieData, type LottieProps } from "./lottie/lottie";
export { useReducedMotion } from "./lottie/use-reduced-motion";
export { Modal, ModalClose, type ModalProps, modalSizes, modalVariants } from "./modal/modal";
export { Skeleton } from "./skeleton/skeleton";
export { Spinner, type SpinnerProps, spinnerVariants } from "./spinner/spinner";
export {
  createToastStore,
  TOAST_DURATION,
  type ToastItem,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastStore,
  type ToastVariant,
  toast,
  toastItemVariants,
  toastStore,
  toastVariants,
  useToast,
} from "./toast/toast";
export { TrafficLightAlert, type TrafficLightAlertProps } from "./traffic-light/traffic-light-alert";
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
export {
  DataTable,
  type DataTablePage,
  type DataTableProps,
  type DataTableState,
  dataTableText,
  defaultDataTableState,
  SEARCH_DEBOUNCE_MS,
  SearchBox,
} from "./data-table/data-table";
export {
  clampPage,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_BUTTONS,
  PAGE_SIZE_OPTIONS,
  type PageItem,
  pageCount,
  pageItems,
  pageRange,
  pageSummary,
  toPage,
  toPageIndex,
} from "./data-table/pagination";
export {
  isDeleted,
  isEdited,
  type RecordTimestamps,
  type RowAction,
  rowActions,
} from "./data-table/row-state";
export { FormTable, type FormTableColumn, type FormTableProps, formTableText } from "./form-table/form-table";
export {
  isStepValid,
  type StepValidation,
  Stepper,
  type StepperProps,
  type UseWizardOptions,
  useWizard,
  Wizard,
  type WizardProps,
  type WizardStep,
  wizardText,
} from "./wizard/wizard";
export {
  type ProgressiveStep,
  ProgressiveSteps,
  type ProgressiveStepsProps,
  visibleStepCount,
} from "./wizard/progressive-steps";
export { type Indicator, IndicatorCards, type IndicatorCardsProps } from "./indicator-cards/indicator-cards";
export {
  type BadgeStatus,
  badgeStatuses,
  recordStatus,
  StatusBadge,
  type StatusBadgeProps,
  statusBadgeText,
  statusBadgeVariants,
} from "./status-badge/status-badge";
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from "./breadcrumbs/breadcrumbs";
export {
  type LogEntry,
  LogTable,
  type LogTableProps,
  logTableText,
  splitTimestamp,
} from "./log-table/log-table";
export { PdfViewer, type PdfViewerProps } from "./pdf-viewer/pdf-viewer";
export { Checkbox, type CheckboxProps, checkboxClasses } from "./checkbox/checkbox";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./radio-group/radio-group";
export {
  SegmentedChoice,
  type SegmentedChoiceProps,
  type SegmentedOption,
  segmentedItemVariants,
} from "./segmented-choice/segmented-choice";
export { Switch, type SwitchProps, switchClasses } from "./switch/switch";
export { IconButton, type IconButtonProps, iconButtonVariants } from "./icon-button/icon-button";
export {
  INACTIVATION_ERROR_MESSAGE,
  INACTIVATION_SUCCESS_MESSAGE,
  InactivationDialog,
  type InactivationDialogProps,
  JUSTIFICATION_ERROR_MESSAGE,
  validateJustification,
} from "./inactivation-dialog/inactivation-dialog";
export {
  formatEntryDate,
  type JustificationEntry,
  JustificationHistory,
  type JustificationHistoryProps,
} from "./justification-history/justification-history";
export { AppShell, type AppShellProps } from "./app-shell/app-shell";
export { type RenderLink, type RenderLinkProps, renderAnchor, ShellLink } from "./app-shell/render-link";
export { AvatarPlaceholder } from "./assets/brand/avatar-placeholder";
export { TrilhaLogo, type TrilhaLogoProps } from "./assets/brand/trilha-logo";
export {
  AnimatedCounter,
  type AnimatedCounterProps,
  counterFrame,
} from "./animated-counter/animated-counter";
export {
  AuthFooter,
  type AuthFooterProps,
  AuthLayout,
  type AuthLayoutProps,
  type AuthSocialLink,
  type AuthTheme,
  authThemes,
} from "./auth-layout/auth-layout";
export { HowItWorks, type HowItWorksProps } from "./auth-layout/how-it-works";
export { Footer, type FooterProps } from "./footer/footer";
export { CompanyAvatar, type CompanyAvatarProps } from "./header/company-avatar";
export {
  Header,
  HeaderActions,
  type HeaderActionsProps,
  HeaderIconButton,
  type HeaderIconButtonProps,
  type HeaderProps,
  headerIconButtonClass,
} from "./header/header";
export {
  isSideMenuItemActive,
  isSideMenuLinkActive,
  pathMatches,
  type SideMenuLink,
  type SideMenuMatchable,
} from "./side-menu/active";
export {
  SideMenu,
  type SideMenuBottomItem,
  type SideMenuItem,
  type SideMenuProps,
  sideMenuControlClass,
} from "./side-menu/side-menu";
export { UserMenu, type UserMenuItem, type UserMenuProps, userMenuItemClass } from "./user-menu/user-menu";
export { FilePicker, type FilePickerProps } from "./file-picker/file-picker";
export { acceptsFile, checkFile, describeAccept, filePickerText, formatFileSize } from "./file-picker/file-rules";
