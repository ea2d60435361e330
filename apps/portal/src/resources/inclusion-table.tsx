import type { FileKind, Labels } from "@trilha/forms";
import {
  acceptOf,
  checkFileContent,
  defaultMessages,
  fileKinds,
  typedNumber,
  useFormApi,
  useFormSelector,
  useFormValue,
} from "@trilha/forms";
import {
  Button,
  CellText,
  ConfirmDialog,
  DatePicker,
  type DatePickerProps,
  FilePicker,
  FormTable,
  type FormTableColumn,
  focusAfterRemoval,
  formatDecimal,
  formTableText,
  IconButton,
  NumberField,
  Select,
  type SelectOption,
  TextField,
  useRemovalFocus,
} from "@trilha/ui";
import { Trash2 } from "lucide-react";
import * as React from "react";
import { toast } from "../toasts/toasts";
import { focusFirstInvalid } from "./form-focus";
import { getIn } from "./form-state";
import { useRegisterPendingDraft } from "./pending-drafts";
import { RowBlocks } from "./row-blocks";
import { resourceText } from "./text";
import { useDraft } from "./use-draft";
import { useTablet } from "./use-tablet";

/** An included item, as the form keeps it until the save. */
export type IncludedRow = Record<string, unknown>;
/** What the editor's fields read and write. */
export type Draft = Omit<ReturnType<typeof useDraft>, "include">;

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A file value as the table shows it: a chosen file's name, or the stored file's text. */
export const fileName = (value: unknown) =>
  typeof File !== "undefined" && value instanceof File ? value.name : str(value);

const noRows: IncludedRow[] = [];
const asRows = (value: unknown): IncludedRow[] => (Array.isArray(value) ? (value as IncludedRow[]) : noRows);

/** Every message under a list's errors: its own, then each item's ("Item 2: …"), as the server words them. */
export function listMessages(error: unknown): string[] {
  if (typeof error === "string") return [error];
  if (!error || typeof error !== "object") return [];
  return Object.entries(error as Record<string, unknown>).flatMap(([index, item]) => {
    const texts =
      typeof item === "string" ? [item] : Object.values(item ?? {}).filter((t) => typeof t === "string");
    return texts.map((text) =>
      /^\d+$/.test(index) ? `${resourceText.item(Number(index) + 1)}: ${text}` : String(text),
    );
  });
}

const listErrorParts = { submitFailed: true, errors: true, submitErrors: true } as const;
const sameTexts = (a: string[], b: string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

/**
 * The list's own message (a repeated entry) once a Próximo was tried, and what the server refused in
 * an included item (a residue without the codes the public systems need), which no field shows. Drawn
 * again when those messages change, not on each value typed elsewhere in the form.
 */
function useListErrorMessages(name: string): string[] {
  return useFormSelector(
    (state) =>
      state.submitFailed
        ? [...listMessages(getIn(state.errors, name)), ...listMessages(getIn(state.submitErrors, name))]
        : [],
    listErrorParts,
    sameTexts,
  );
}

function ListError({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 text-sm font-semibold text-error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A draft text field. */
export function draftText(
  draft: Draft,
  name: string,
  label: string,
  extra: Partial<React.ComponentProps<typeof TextField>> = {},
) {
  return (
    <TextField
      label={label}
      value={draft.text(name)}
      onChange={(event) => draft.set(name, event.currentTarget.value)}
      error={draft.error(name)}
      {...extra}
    />
  );
}

/**
 * A draft decimal field: shows the text typed ("1.000,5") and gives the draft its number, read as people
 * in Brazil write it ("1.000" is a thousand; `typedNumber`), so the item schema never reads a thousands
 * dot as a decimal point. The editor's controls are drawn anew for each item, so the text starts from it.
 */
function DraftNumber({
  draft,
  name,
  label,
  decimals,
  required,
}: {
  draft: Draft;
  name: string;
  label: string;
  decimals: number;
  required?: boolean;
}) {
  const [text, setText] = React.useState(() => {
    const value = draft.values[name];
    return typeof value === "number"
      ? formatDecimal(value, { maximumFractionDigits: decimals })
      : draft.text(name);
  });
  return (
    <NumberField
      label={label}
      required={required}
      decimals={decimals}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        draft.set(name, typedNumber(event.currentTarget.value));
      }}
      error={draft.error(name)}
    />
  );
}

export function draftNumber(
  draft: Draft,
  name: string,
  label: string,
  extra: { decimals: number; required?: boolean },
) {
  return <DraftNumber draft={draft} name={name} label={label} {...extra} />;
}

/** A select over a draft's value (an inclusion table's editor); required unless `extra.required` is false. */
export function draftSelect(
  draft: Draft,
  name: string,
  label: string,
  options: SelectOption[],
  extra: { disabled?: boolean; required?: boolean; onChange?: () => void; hint?: React.ReactNode } = {},
) {
  return (
    <Select
      label={label}
      hint={extra.hint}
      required={extra.required ?? true}
      searchable={options.length > 8}
      options={options}
      value={draft.text(name)}
      disabled={extra.disabled}
      onValueChange={(value) => {
        draft.set(name, value);
        extra.onChange?.();
      }}
      error={draft.error(name)}
    />
  );
}

/**
 * A draft date field (ISO value). A future day with `past`, or a past day with `future`, reads the
 * schema's own rule for this label (defaultMessages.pastDate, todayOrFuture), as FormDatePicker does,
 * not the picker's generic "Data fora do período permitido.".
 */
export function draftDate(
  draft: Draft,
  name: string,
  label: string,
  extra: Pick<DatePickerProps, "required" | "past" | "future" | "max" | "maxMessage"> = {},
) {
  const rule = (template: string) => template.replaceAll("{label}", label);
  return (
    <DatePicker
      label={label}
      value={draft.text(name)}
      onValueChange={(iso) => draft.set(name, iso)}
      error={draft.error(name)}
      pastMessage={extra.past ? rule(defaultMessages.pastDate) : undefined}
      futureMessage={extra.future ? rule(defaultMessages.todayOrFuture) : undefined}
      {...extra}
    />
  );
}

/** A draft file field of one kind. */
export function draftFile(draft: Draft, name: string, label: string, kind: FileKind, required = false) {
  const value = draft.values[name];
  return (
    <FilePicker
      label={label}
      required={required}
      accept={acceptOf(kind)}
      acceptLabel={fileKinds[kind].label}
      // Size, type and content are checked when the file is picked, with the schema's words.
      check={(file) => checkFileContent(file, kind, label)}
      value={typeof File !== "undefined" && value instanceof File ? value : null}
      onValueChange={(picked) => draft.set(name, picked ?? undefined)}
      onReject={(message) => draft.refuse(name, message)}
      error={draft.error(name)}
    />
  );
}

/**
 * How a row's Remover names it: its `name` when it has one (a licence, an employee), else what its first
 * column shows (a treatment's category, an output line's residue, read from the options rather than the
 * uuid the row holds), else its place ("item 2").
 */
export function rowNameOf(columns: FormTableColumn<IncludedRow>[]) {
  return (row: IncludedRow, index: number): string => {
    const named = str(row.name).trim();
    if (named) return named;
    const first = columns[0];
    const shown = first ? (first.render ? first.render(row) : row[first.key]) : undefined;
    const text = typeof shown === "string" || typeof shown === "number" ? String(shown).trim() : "";
    return text || `item ${index + 1}`;
  };
}

/** The rows' Remover buttons, in the table (FormTable's) or in the phone's blocks. */
const shownValue = (column: FormTableColumn<IncludedRow>, row: IncludedRow) => {
  const value = column.render ? column.render(row) : <CellText value={row[column.key]} />;
  return value === "" || value === null || value === undefined ? "—" : value;
};

/**
 * The included items below the tablet width: each row a block (the kit's RowBlocks) titled by its first
 * column, every other column named beside its value, Remover beside the title, and the count below, so a
 * phone reads quantity and origin without scrolling sideways. Removal moves the focus as FormTable does.
 */
function InclusionBlocks({
  id,
  caption,
  columns,
  rows,
  name,
  removeLabel,
  onRemove,
}: {
  id: string;
  caption: string;
  columns: FormTableColumn<IncludedRow>[];
  rows: IncludedRow[];
  name: string;
  removeLabel: (row: IncludedRow, index: number) => string;
  onRemove: (row: IncludedRow, index: number) => void;
}) {
  const { rootRef, removing } = useRemovalFocus<HTMLDivElement>(rows);
  const [first, ...others] = columns;
  return (
    <div ref={rootRef} id={id} data-slot="inclusion-blocks" className="flex flex-col gap-2">
      {rows.length === 0 ? (
        <p
          data-slot="inclusion-empty"
          // Focused by script only, when its last row is removed (as FormTable's table).
          tabIndex={-1}
          className="rounded-md border border-border bg-surface px-3 py-6 text-center text-text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {formTableText.empty}
        </p>
      ) : (
        <RowBlocks
          aria-label={caption}
          rows={rows.map((row, index) => ({
            key: `${name}-${index}`,
            title: first ? shownValue(first, row) : null,
            entries: others.map((column) => [column.header, shownValue(column, row)]),
            actions: (
              <IconButton
                size="sm"
                data-slot="inclusion-remove"
                aria-label={removeLabel(row, index)}
                className="text-error hover:bg-error-light"
                onClick={(event) => {
                  removing(event, index);
                  onRemove(row, index);
                }}
              >
                <Trash2 className="size-4" aria-hidden />
              </IconButton>
            ),
          }))}
        />
      )}
      <p className="text-right text-sm font-semibold text-text" aria-live="polite">
        {formTableText.total(rows.length)}
      </p>
    </div>
  );
}

export type InclusionTableProps = {
  /**
   * Where the included items live in the enclosing form's values. The table reads them and its messages
   * on its own: typing in another field of the form does not draw it again.
   */
  name: string;
  title: string;
  /**
   * What one row is, lower case ("licença"): Incluir is named "Incluir licença", so a step's several
   * Incluir buttons are told apart in a screen reader's list of buttons (the visible text stays Incluir).
   */
  item: string;
  /** The item schema, with the "already added" rule over the items listed so far. */
  schema: Parameters<typeof useDraft>[0];
  labels: Labels;
  /** The item's file fields and the kind their bytes must be. */
  files?: Readonly<Record<string, FileKind>>;
  columns: FormTableColumn<IncludedRow>[];
  /** The editor's fields, over the draft. */
  children: (draft: Draft) => React.ReactNode;
  /**
   * What Remover asks first, when removing the row undoes more than the row (an output line carrying the
   * chosen transport cost); undefined removes it at once.
   */
  removalQuestion?: (row: IncludedRow, index: number) => RemovalQuestion | undefined;
};

/** Remover's question: the dialog's title, what else the removal undoes, and the confirming button. */
export type RemovalQuestion = { title: string; message: React.ReactNode; confirm: string };

/** What a control of the editor can be focused through (the file picker's input is out of the tab order). */
const EDITOR_FOCUSABLE =
  'input:not([type=hidden]):not([disabled]):not([tabindex="-1"]), button:not([disabled])';

/** Where the focus goes once an Incluir has been answered (a new object each time, so each is acted on). */
type FocusRequest = { to: "invalid" | "first" };

/**
 * An inclusion table (a wizard's licenses, a residue's treatments, an output's residue lines): an
 * editor validated only on Incluir, the included items in a table with Remover, and the list's own
 * message once the step was tried. The editor's plain controls sit inside the wizard's form, so Enter
 * includes the item rather than submitting the step.
 *
 * Keyboard: a refused Incluir puts the focus on the editor's first field in error, as a refused submit
 * does; an item included by Enter in one of the editor's fields (whose controls are then drawn anew,
 * empty) puts it on the editor's first field, ready for the next item, instead of losing it to the page.
 */
export function InclusionTable({
  name,
  title,
  item,
  schema,
  labels,
  files,
  columns,
  children,
  removalQuestion,
}: InclusionTableProps) {
  const form = useFormApi();
  const tablet = useTablet();
  const rows = asRows(useFormValue(name));
  const listErrors = useListErrorMessages(name);
  // At the moment of an Incluir or a Remover: the list as the form holds it then.
  const currentRows = () => asRows(getIn(form.getState().values, name));
  const draft = useDraft(schema, labels, files);
  const titleId = React.useId();
  const tableId = React.useId();
  const sectionRef = React.useRef<HTMLElement>(null);
  const editorRef = React.useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = React.useState<FocusRequest | null>(null);
  React.useEffect(() => {
    const section = sectionRef.current;
    if (!focusRequest || !section) return;
    // Never taken back from elsewhere the user went meanwhile (the files are read before the answer).
    const focused = section.ownerDocument.activeElement;
    if (focused && focused !== section.ownerDocument.body && !section.contains(focused)) return;
    if (focusRequest.to === "invalid" && focusFirstInvalid(section)) return;
    // A refusal of the whole item ("Licença já adicionada") marks no field: the focus stays where it is
    // in the editor (its Incluir), or, coming from elsewhere (Próximo's question), goes to its first field.
    if (focusRequest.to === "invalid" && section.contains(section.ownerDocument.activeElement)) return;
    editorRef.current?.querySelector<HTMLElement>(EDITOR_FOCUSABLE)?.focus();
  }, [focusRequest]);
  const focusInvalid = React.useCallback(() => setFocusRequest({ to: "invalid" }), []);
  // A refusal about the list ("Licença já adicionada") is stale once an item is included or removed.
  const { clearFormError } = draft;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row count stands for the list's changes
  React.useEffect(() => clearFormError(), [rows.length, clearFormError]);
  // `focus: false` when asked from the step's question (pending-drafts.tsx), which moves the focus itself.
  const include = async ({ focus = true }: { focus?: boolean } = {}) => {
    // A field of the editor had the focus (Enter): its control is about to be drawn anew.
    const fromField = editorRef.current?.contains(document.activeElement) ?? false;
    const { item, refusal } = await draft.include(rows);
    if (item) form.change(name, [...currentRows(), item as IncludedRow]);
    // The editor's own refusal is an error toast too (spec 02 §8), besides its line under the editor.
    if (refusal) toast("error", refusal);
    if (focus && !item) focusInvalid();
    else if (focus && fromField) setFocusRequest({ to: "first" });
    return item !== null;
  };
  const remove = (index: number) =>
    form.change(
      name,
      currentRows().filter((_, i) => i !== index),
    );
  // The row Remover asked about, with the question, until it is answered.
  const [asking, setAsking] = React.useState<{ index: number; question: RemovalQuestion } | null>(null);
  // The last question stays in the dialog while it closes (not the dialog's default text).
  const lastQuestion = React.useRef<RemovalQuestion | null>(null);
  if (asking) lastQuestion.current = asking.question;
  const shown = lastQuestion.current;
  const removeLabel = (row: IncludedRow, index: number) => `Remover ${rowNameOf(columns)(row, index)}`;
  const onRemove = (row: IncludedRow, index: number) => {
    const question = removalQuestion?.(row, index);
    if (question) setAsking({ index, question });
    else remove(index);
  };
  // Confirmed: the row's Remover is gone, so the focus goes where FormTable puts it after a removal.
  const removedAsked = React.useRef<number | null>(null);
  useRegisterPendingDraft(name, {
    title,
    filled: draft.filled,
    include: () => include({ focus: false }),
    discard: draft.discard,
    focusInvalid,
  });
  return (
    <>
      <section
        ref={sectionRef}
        aria-labelledby={titleId}
        // Refused as a list (none included, or an item the server refused), the table is a field in error:
        // a refused submit scrolls to it and focuses the editor's first control (focusFirstInvalid).
        data-invalid={listErrors.length ? "" : undefined}
        className="flex flex-col gap-4 rounded-md border border-border p-4"
        onKeyDown={(event) => {
          if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            void include();
          }
        }}
      >
        {/* Under the wizard's step heading (h2). */}
        <h3 id={titleId} className="text-lg font-semibold text-primary-dark">
          {title}
        </h3>
        <div
          ref={editorRef}
          key={draft.version}
          className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-3"
        >
          {children(draft)}
        </div>
        {draft.formError ? (
          <p role="alert" className="text-sm font-semibold text-error">
            {draft.formError}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            aria-label={resourceText.includeItem(item)}
            onClick={() => void include()}
          >
            {resourceText.include}
          </Button>
        </div>
      </section>
      {/* One layout or the other (useTablet), never a hidden copy. */}
      {tablet ? (
        <FormTable
          id={tableId}
          caption={title}
          columns={columns}
          rows={rows}
          getRowId={(_r, i) => `${name}-${i}`}
          removeLabel={removeLabel}
          onRemove={onRemove}
        />
      ) : (
        <InclusionBlocks
          id={tableId}
          caption={title}
          columns={columns}
          rows={rows}
          name={name}
          removeLabel={removeLabel}
          onRemove={onRemove}
        />
      )}
      <ListError messages={listErrors} />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={shown?.title}
        message={shown?.message}
        confirmLabel={shown?.confirm}
        confirmVariant="danger"
        onConfirm={() => {
          if (!asking) return;
          removedAsked.current = asking.index;
          remove(asking.index);
        }}
        onCloseAutoFocus={(event) => {
          const index = removedAsked.current;
          removedAsked.current = null;
          // Cancelled: back to the row's Remover (Radix's own return).
          if (index === null) return;
          event.preventDefault();
          focusAfterRemoval(sectionRef.current?.ownerDocument.getElementById(tableId), index);
        }}
      />
    </>
  );
}
