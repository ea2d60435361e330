import { atParent, type ResidueNegotiation, type ResidueStorage, type ResidueTreatment } from "@trilha/api";
import {
  amountTypeLabels,
  FormRadioGroup,
  negotiationLabels,
  negotiationPeriodLabels,
  negotiationSchema,
  negotiationTypeLabels,
  storageLabels,
  storageSchema,
  treatmentLabels,
  treatmentSchema,
} from "@trilha/forms";
import { type DataTableProps, formatDecimal, type SelectOption } from "@trilha/ui";
import * as React from "react";
import { files } from "../../api/shared-api";
import type { ValueNames } from "../../resources/change-history";
import { type ChildRecordForm, ChildRecordsSection } from "../../resources/child-records";
import { fileColumn, statusColumn } from "../../resources/columns";
import { FileDownloads } from "../../resources/file-downloads";
import { formatDate } from "../../resources/format";
import { negotiationHistoryFormats, negotiationHistoryNames } from "./negotiation-history";
import {
  ListSelect,
  NegotiationFields,
  type RowCell,
  SubListSelect,
  useStorageCells,
  useTreatmentCells,
} from "./residue-fields";
import { residues } from "./residues-api";
import { residueChildText, residueText } from "./text";
import { useResidueOptions } from "./use-residue-options";

// A residue's treatments, storages and negotiations as the kit's child collections: the edit page's
// sections, and the wizard's NEGOCIAÇÕES step once the residue exists.

const orUndefined = <V,>(value: V | null | undefined) => value ?? undefined;
/**
 * A stored amount (the API may answer numeric columns as text, '350.00') as the number field holds it
 * and the user types it, in pt-BR: '350,00', '1,23'.
 */
const moneyText = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === ""
    ? undefined
    : formatDecimal(Number(value), { minimumFractionDigits: 2 }) || undefined;
const reactivation = { title: residueText.reactivate, description: residueText.reactivateDescription };

function TreatmentFields() {
  return (
    <>
      <ListSelect name="category" list="treatmentCategories" required />
      <SubListSelect name="technology" list="treatmentTechnologies" parent="category" required />
      <ListSelect name="class" list="classes" required />
    </>
  );
}

function StorageFields() {
  return (
    <>
      <ListSelect name="type" list="storageTypes" required />
      <ListSelect name="physical_state" list="physicalStates" required />
      <ListSelect name="packaging" list="packagings" required />
      <FormRadioGroup
        name="discount_packaging"
        orientation="horizontal"
        options={[
          { value: "true", label: residueText.yes },
          { value: "false", label: residueText.no },
        ]}
      />
    </>
  );
}

const treatmentForm: ChildRecordForm<ResidueTreatment> = {
  schema: treatmentSchema,
  labels: treatmentLabels,
  toValues: (t) => ({ category: t.category, technology: t.technology, class: t.class }),
  fields: () => <TreatmentFields />,
};

const storageForm: ChildRecordForm<ResidueStorage> = {
  schema: storageSchema,
  labels: storageLabels,
  toValues: (s) => ({
    type: s.type,
    physical_state: s.physical_state,
    packaging: s.packaging,
    discount_packaging: String(s.discount_packaging),
  }),
  fields: () => <StorageFields />,
};

const negotiationForm: ChildRecordForm<ResidueNegotiation> = {
  schema: negotiationSchema,
  labels: negotiationLabels,
  historyFormats: negotiationHistoryFormats,
  files: { emergency_file: "pdf", declaration_file: "pdf" },
  toValues: (n) => ({
    manager: n.manager?.uuid_provider,
    type: n.type,
    period: n.period,
    start: n.start?.slice(0, 10),
    end: n.end?.slice(0, 10) ?? undefined,
    repeat_period: orUndefined(n.repeat_period),
    recipient: n.recipient?.uuid_provider,
    recipient_amount_type: orUndefined(n.recipient_amount_type),
    recipient_cost: moneyText(n.recipient_cost),
    recipient_amount_per: orUndefined(n.recipient_amount_per),
    carrier: n.carrier?.uuid_provider,
    carrier_amount_type: orUndefined(n.carrier_amount_type),
    carrier_cost: moneyText(n.carrier_cost),
    carrier_amount_per: orUndefined(n.carrier_amount_per),
    vehicle_type: orUndefined(n.vehicle_type),
    emergency_file: orUndefined(n.emergency_file),
    emergency_file_display_name: orUndefined(n.emergency_file_display_name),
    declaration_file: orUndefined(n.declaration_file),
    declaration_file_display_name: orUndefined(n.declaration_file_display_name),
  }),
  fields: (progress) => <NegotiationFields progress={progress} />,
};

/**
 * A row's cells as the kit's list columns, then its status. The cell is drawn from the row on each
 * render: react-table keeps an accessor's value per row, so a row drawn before its option list arrived
 * would keep showing the code ('baia') instead of the option's name ('Baia').
 */
function listColumns<T extends { deleted_at: string | null }>(
  cells: RowCell[],
): DataTableProps<T>["columns"] {
  const textOf = (text: RowCell["text"], row: T) => text(row as unknown as Record<string, unknown>);
  return [
    ...cells.map(({ key, header, text }) => ({
      id: key,
      header,
      accessorFn: (row: T) => textOf(text, row),
      cell: ({ row }: { row: { original: T } }) => textOf(text, row.original),
    })),
    statusColumn<T>(),
  ];
}

function TreatmentsSection({ residueId }: { residueId: string }) {
  const cells = useTreatmentCells();
  const api = React.useMemo(() => atParent(residues.treatments, residueId), [residueId]);
  const technology = cells.find((cell) => cell.key === "technology")!;
  return (
    <ChildRecordsSection<ResidueTreatment>
      api={api as never}
      getId={(t) => t.uuid_treatment}
      getLabel={(t) => technology.text(t)}
      columns={listColumns<ResidueTreatment>(cells)}
      text={residueChildText.treatments}
      form={treatmentForm}
      reactivation={reactivation}
      useHistoryNames={useTreatmentHistoryNames}
    />
  );
}

function StoragesSection({ residueId }: { residueId: string }) {
  const cells = useStorageCells();
  const api = React.useMemo(() => atParent(residues.storages, residueId), [residueId]);
  const type = cells.find((cell) => cell.key === "type")!;
  return (
    <ChildRecordsSection<ResidueStorage>
      api={api as never}
      getId={(s) => s.uuid_storage}
      getLabel={(s) => type.text(s)}
      columns={listColumns<ResidueStorage>(cells)}
      text={residueChildText.storages}
      form={storageForm}
      reactivation={reactivation}
      useHistoryNames={useStorageHistoryNames}
    />
  );
}

/** "number, manager, period, type, release type" (spec 02 §2), with the documents. */
const negotiationColumns: DataTableProps<ResidueNegotiation>["columns"] = [
  {
    id: "number",
    header: residueText.negotiationColumns.number,
    accessorFn: (n) => n.uuid_negotiation.slice(0, 8).toUpperCase(),
  },
  {
    id: "manager",
    header: residueText.negotiationColumns.manager,
    accessorFn: (n) => n.manager?.alias ?? "",
  },
  {
    id: "period",
    header: residueText.negotiationColumns.period,
    accessorFn: (n) =>
      n.period === "defined"
        ? `${formatDate(n.start)} - ${formatDate(n.end)}`
        : `${negotiationPeriodLabels[n.period]} (${formatDate(n.start)})`,
  },
  {
    id: "type",
    header: residueText.negotiationColumns.type,
    accessorFn: (n) => negotiationTypeLabels[n.type],
  },
  {
    id: "release_type",
    header: residueText.negotiationColumns.releaseType,
    accessorFn: (n) => (n.recipient_amount_type ? amountTypeLabels[n.recipient_amount_type] : ""),
  },
  fileColumn<ResidueNegotiation>("emergency_file", negotiationLabels.emergency_file),
  fileColumn<ResidueNegotiation>("declaration_file", negotiationLabels.declaration_file),
  statusColumn<ResidueNegotiation>(),
];

const namesOf = (options: readonly SelectOption[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.label]));

/** A treatment's choices in its history, by their options' names (not their codes), as its list shows. */
function useTreatmentHistoryNames(): ValueNames {
  const category = useResidueOptions("treatmentCategories");
  const technology = useResidueOptions("treatmentTechnologies");
  const classes = useResidueOptions("classes");
  return React.useMemo(
    () => ({ category: namesOf(category), technology: namesOf(technology), class: namesOf(classes) }),
    [category, technology, classes],
  );
}

/** A storage's choices in its history, by their options' names and Sim/Não, as its list shows. */
function useStorageHistoryNames(): ValueNames {
  const type = useResidueOptions("storageTypes");
  const state = useResidueOptions("physicalStates");
  const packaging = useResidueOptions("packagings");
  return React.useMemo(
    () => ({
      type: namesOf(type),
      physical_state: namesOf(state),
      packaging: namesOf(packaging),
      discount_packaging: { true: residueText.yes, false: residueText.no },
    }),
    [type, state, packaging],
  );
}

const useNegotiationHistoryNames = () => negotiationHistoryNames;

export function NegotiationsSection({ residueId }: { residueId: string }) {
  const api = React.useMemo(() => atParent(residues.negotiations, residueId), [residueId]);
  return (
    <FileDownloads files={files}>
      <ChildRecordsSection<ResidueNegotiation>
        api={api as never}
        getId={(n) => n.uuid_negotiation}
        getLabel={(n) => `${n.manager?.alias ?? ""} ${formatDate(n.start)}`.trim()}
        columns={negotiationColumns}
        text={residueChildText.negotiations}
        form={negotiationForm}
        reactivation={reactivation}
        useHistoryNames={useNegotiationHistoryNames}
      />
    </FileDownloads>
  );
}

export type ResidueChildKind = "treatments" | "storages" | "negotiations";

/** One of a stored residue's child collections. */
export function ResidueChildSection({ residueId, kind }: { residueId: string; kind: ResidueChildKind }) {
  if (kind === "treatments") return <TreatmentsSection residueId={residueId} />;
  if (kind === "storages") return <StoragesSection residueId={residueId} />;
  return <NegotiationsSection residueId={residueId} />;
}
