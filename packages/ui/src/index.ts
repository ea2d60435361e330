export {
  AnimatedCounter,
  type AnimatedCounterProps,
  counterFrame,
} from "./animated-counter/animated-counter";
export {
  AnimatedLogo,
  type AnimatedLogoProps,
  type AnimatedLogoVariant,
  animatedLogoVariants,
} from "./animated-logo/animated-logo";
export { AppShell, type AppShellProps } from "./app-shell/app-shell";
export { type RenderLink, type RenderLinkProps, renderAnchor, ShellLink } from "./app-shell/render-link";
export { AvatarPlaceholder } from "./assets/brand/avatar-placeholder";
export {
  InstagramIcon,
  LinkedInIcon,
  SocialIcon,
  type SocialNetwork,
  socialNetworks,
  YouTubeIcon,
} from "./assets/brand/social-icons";
export { TrilhaLogo, type TrilhaLogoProps } from "./assets/brand/trilha-logo";
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
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from "./breadcrumbs/breadcrumbs";
export { Button, type ButtonProps, buttonVariants } from "./button/button";
export { Checkbox, type CheckboxProps, checkboxClasses } from "./checkbox/checkbox";
export {
  CANCEL_WIZARD_MESSAGE,
  ConfirmDialog,
  type ConfirmDialogProps,
} from "./confirm-dialog/confirm-dialog";
export {
  DataTable,
  type DataTablePage,
  type DataTableProps,
  type DataTableRowAction,
  DataTableRowMenu,
  dataTableText,
  SEARCH_DEBOUNCE_MS,
  SearchBox,
} from "./data-table/data-table";
export { DataTableColumnsMenu } from "./data-table/data-table-columns-menu";
export { DataTablePagination, type DataTablePaginationProps } from "./data-table/data-table-pagination";
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
export { isDeleted, isEdited, type RecordTimestamps } from "./data-table/row-state";
export { SEARCH_MAX_LENGTH } from "./data-table/search-box";
export { type DataTableState, defaultDataTableState } from "./data-table/table-state";
export { Calendar, type CalendarProps } from "./date-picker/calendar";
export {
  DatePicker,
  type DatePickerBounds,
  type DatePickerProps,
  datePickerError,
  datePickerText,
} from "./date-picker/date-picker";
export {
  type DateBoundsOptions,
  dateBounds,
  displayToIso,
  fromIso,
  isoToDisplay,
  isWithinBounds,
  maskDateText,
  toIso,
} from "./date-picker/date-utils";
export { DeferredCalendar, preloadCalendar } from "./date-picker/deferred-calendar";
export {
  DateRangePicker,
  type DateRangePickerProps,
  dateRangePickerText,
} from "./date-range-picker/date-range-picker";
export {
  type DateRangePreset,
  dateRangePresets,
  defaultDateRange,
  type IsoDateRange,
  matchPreset,
  presetRange,
} from "./date-range-picker/presets";
export { dateRangeBounds } from "./date-range-picker/typed-range";
export {
  Field,
  type FieldControlProps,
  type FieldIds,
  type FieldLayout,
  type FieldOwnProps,
  type FieldPassThrough,
  type FieldPassThroughKey,
  type FieldProps,
  fieldLabelVariants,
  inputVariants,
  splitFieldProps,
  type UseFieldControlOptions,
  useFieldControl,
  useFieldIds,
} from "./field/field";
export {
  FileDownloadContext,
  type FileDownloader,
  FileLink,
  type FileLinkProps,
  isStoredFile,
  type StoredFile,
} from "./file-picker/file-link";
export { FilePicker, type FilePickerProps } from "./file-picker/file-picker";
export {
  acceptsFile,
  checkFile,
  describeAccept,
  filePickerText,
  formatFileSize,
} from "./file-picker/file-rules";
export { Footer, type FooterProps } from "./footer/footer";
export { FormTable, type FormTableColumn, type FormTableProps, formTableText } from "./form-table/form-table";
export { focusAfterRemoval, useRemovalFocus } from "./form-table/removal-focus";
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
export { IconButton, type IconButtonProps, iconButtonVariants } from "./icon-button/icon-button";
export {
  INACTIVATION_ERROR_MESSAGE,
  INACTIVATION_SUCCESS_MESSAGE,
  InactivationDialog,
  type InactivationDialogProps,
  JUSTIFICATION_ERROR_MESSAGE,
  validateJustification,
} from "./inactivation-dialog/inactivation-dialog";
export { type Indicator, IndicatorCards, type IndicatorCardsProps } from "./indicator-cards/indicator-cards";
export {
  formatEntryDate,
  type JustificationEntry,
  JustificationHistory,
  type JustificationHistoryProps,
} from "./justification-history/justification-history";
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
export { DISPLAY_TIME_ZONE, platformToday } from "./lib/platform-day";
export { useReducedMotion } from "./lib/use-reduced-motion";
export { LoadingOverlay, type LoadingOverlayProps } from "./loading-overlay/loading-overlay";
export { characterCount, PLATFORM_TIME_ZONE, platformTodayIso, trimText } from "./locale/locale";
export {
  formatTimestamp,
  type LogEntry,
  LogTable,
  type LogTableProps,
  logTableText,
  splitTimestamp,
} from "./log-table/log-table";
export { Lottie, type LottieData, type LottieProps } from "./lottie/lottie";
export { MaskedField, type MaskedFieldProps } from "./masked-field/masked-field";
export { Modal, ModalClose, type ModalProps, modalSizes, modalVariants } from "./modal/modal";
export {
  NOTIFICATIONS_TEXT,
  type NotificationItem,
  NotificationsMenu,
  type NotificationsMenuProps,
} from "./notifications-menu/notifications-menu";
export {
  type FormatDecimalOptions,
  formatDecimal,
  isTypableDecimal,
  parseDecimal,
} from "./number-field/decimal";
export { NumberField, type NumberFieldProps, numberFieldText } from "./number-field/number-field";
export { PasswordField, type PasswordFieldProps, passwordFieldText } from "./password-field/password-field";
export { PdfViewer, type PdfViewerProps } from "./pdf-viewer/pdf-viewer";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./radio-group/radio-group";
export {
  SegmentedChoice,
  type SegmentedChoiceProps,
  type SegmentedOption,
  segmentedItemVariants,
} from "./segmented-choice/segmented-choice";
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
export { Skeleton } from "./skeleton/skeleton";
export { Spinner, type SpinnerProps, spinnerVariants } from "./spinner/spinner";
export {
  type BadgeStatus,
  badgeStatuses,
  recordStatus,
  StatusBadge,
  type StatusBadgeProps,
  statusBadgeText,
  statusBadgeVariants,
} from "./status-badge/status-badge";
export { Switch, type SwitchProps, switchClasses } from "./switch/switch";
export { BreakableEmail, CellText } from "./table/breakable-email";
export { Table, tableClass, tableContainerClass } from "./table/table";
export { TableBody } from "./table/table-body";
export { TableCaption } from "./table/table-caption";
export { TableCell } from "./table/table-cell";
export { TableHead } from "./table/table-head";
export { TableHeader } from "./table/table-header";
export { TableRow, tableRowClass } from "./table/table-row";
export { stickyEndClass, TableEmptyRow, tableViewportContainerClass } from "./table/table-sticky";
export { TextField, type TextFieldProps } from "./text-field/text-field";
export {
  counterText,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  Textarea,
  type TextareaCounter,
  type TextareaProps,
  textareaCounters,
  textareaText,
} from "./textarea/textarea";
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
export { UserMenu, type UserMenuItem, type UserMenuProps, userMenuItemClass } from "./user-menu/user-menu";
export {
  type ProgressiveStep,
  ProgressiveSteps,
  type ProgressiveStepsProps,
  visibleStepCount,
} from "./wizard/progressive-steps";
export {
  isStepValid,
  Stepper,
  type StepperProps,
  type StepValidation,
  type UseWizardOptions,
  useWizard,
  Wizard,
  type WizardProps,
  type WizardStep,
  wizardText,
} from "./wizard/wizard";
