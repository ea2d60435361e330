import type { FileKind, Labels } from "@trilha/forms";
import { type Form, fileContentErrors } from "@trilha/forms";
import type { DataTableProps, RecordTimestamps } from "@trilha/ui";
import * as React from "react";
import type { ValueFormats, ValueNames } from "./change-history";
import { historyLabels as toHistoryLabels } from "./change-history";
import { FormDialog } from "./form-dialog";
import { ListView } from "./list-page";
import { type EditApi, type RefusalText, useEditController } from "./use-edit-controller";
import { type ListApi, type ReactivationText, useListController } from "./use-list-controller";

/** Every text a child collection's section shows (its title, its buttons, its toasts). */
export type ChildRecordsText = {
  title: string;
  newItem: string;
  createTitle: string;
  editTitle: string;
  createError: RefusalText;
  editError: RefusalText;
  saved: string;
  /** Names the item over the inactivation toast ("Licença: <name>"). */
  item: string;
  reactivated: string;
  reactivateError: string;
};

/** A child's create/edit form: its schema, labels, file fields (bytes checked on submit), values and fields. */
export type ChildRecordForm<T> = {
  // biome-ignore lint/suspicious/noExplicitAny: any struct schema
  schema: Parameters<typeof Form<any>>[0]["schema"];
  labels: Labels;
  /** How its recorded amounts read in the history (a cost in reais), by field key. */
  historyFormats?: ValueFormats;
  files?: Readonly<Record<string, FileKind>>;
  /** The form values of a stored item (files as their URLs beside their display names). */
  toValues: (item: T) => Record<string, unknown>;
  /** The modal's fields; `progress` is the upload's while saving. */
  fields: (progress: number | undefined) => React.ReactNode;
};

export type ChildRecordsSectionProps<T extends RecordTimestamps> = {
  /** The collection at its parent (`atParent(api.licenses, providerId)`). */
  api: ListApi<T> & EditApi<Record<string, unknown>>;
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  columns: DataTableProps<T>["columns"];
  text: ChildRecordsText;
  form: ChildRecordForm<T>;
  /** Reactivar's title and its description (the domain's words). */
  reactivation: Pick<ReactivationText, "title" | "description">;
  /** A hook naming the history's coded values, asked only while the history is open. */
  useHistoryNames?: (enabled: boolean) => ValueNames;
  /** Told after a save or an inactivation (indicators follow). */
  onChanged?: () => void;
};

const NO_NAMES: ValueNames = {};
const noNames = () => NO_NAMES;

/**
 * One child collection of an edit page (a provider's licenses, a residue's treatments): the list with
 * its row actions and dialogs, and the create/edit form in a modal, saved through the kit's controllers.
 */
export function ChildRecordsSection<T extends RecordTimestamps>({
  api,
  getId,
  getLabel,
  columns,
  text,
  form,
  reactivation,
  useHistoryNames = noNames,
  onChanged,
}: ChildRecordsSectionProps<T>) {
  const edit = useEditController<T>(api, {
    getId,
    toValues: form.toValues,
    text,
    onSaved: () => list.changed(),
    onStale: () => list.changed(),
  });
  const list = useListController<T>(api, {
    getId,
    getLabel,
    state: "local",
    onEdit: edit.edit,
    itemName: text.item,
    // One rule for every record: what can be inactivated can be reactivated, with its justification.
    reactivation: { ...reactivation, success: text.reactivated, error: text.reactivateError },
    ...(onChanged ? { onChanged } : {}),
  });
  const names = useHistoryNames(list.dialogs.history.title !== null);
  const history = React.useMemo(
    () => toHistoryLabels(form.labels, form.historyFormats),
    [form.labels, form.historyFormats],
  );
  return (
    <>
      <ListView<T>
        list={list}
        table={text.title}
        // A child collection is drawn in an edit page's section or a wizard's step, under their h2.
        tableLevel={3}
        columns={columns}
        newItem={{ label: text.newItem, onClick: edit.create }}
        historyLabels={history}
        historyNames={names}
      />
      <ChildRecordModal
        form={form}
        title={edit.isEdit ? text.editTitle : text.createTitle}
        values={edit.values}
        progress={edit.progress}
        onSubmit={edit.save}
        onClose={edit.close}
      />
    </>
  );
}

type ChildRecordModalProps<T> = {
  form: ChildRecordForm<T>;
  title: string;
  /** `{}` for a new item or the item's values; null closes. */
  values: Record<string, unknown> | null;
  progress: number | undefined;
  /** Saves; a refusal answers the errors to mark on the fields. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
  onClose: () => void;
};

/**
 * A child's create/edit form in a dialog (FormDialog): closing it with edits not saved asks first, and
 * so does leaving the page while it is open: a stray key does not lose a typed licence and its chosen file.
 */
export function ChildRecordModal<T>({
  form,
  title,
  values,
  progress,
  onSubmit,
  onClose,
}: ChildRecordModalProps<T>) {
  const { schema, labels, files = {} } = form;
  return (
    <FormDialog
      open={values !== null}
      onClose={onClose}
      title={title}
      size="lg"
      schema={schema}
      labels={labels}
      initialValues={values ?? {}}
      onSubmit={async (submitted) => {
        const record = submitted as Record<string, unknown>;
        // The schema sees a file's name and type only: a PNG renamed .pdf stops here, on its field,
        // with the server's message, instead of after the upload.
        const refused = await fileContentErrors(record, files, labels);
        if (refused) return refused;
        return onSubmit(record);
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 tablet:grid-cols-2">{form.fields(progress)}</div>
    </FormDialog>
  );
}
