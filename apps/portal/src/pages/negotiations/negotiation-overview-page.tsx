import type { NegotiationOverviewRow } from "@trilha/api";
import {
  amountTypeLabels,
  amountUnitLabels,
  NEGOTIATION_TYPES,
  negotiationLabels,
  negotiationPeriodLabels,
  negotiationTypeLabels,
} from "@trilha/forms";
import { type DataTableProps, DateRangePicker, Select } from "@trilha/ui";
import * as React from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { statusColumn } from "../../resources/columns";
import { formatDate, formatMoney } from "../../resources/format";
import { ListPage } from "../../resources/list-page";
import { RowDetailsDialog } from "../../resources/row-details-dialog";
import { useDateRangeUrlState } from "../../resources/use-date-range-url-state";
import { useFetched } from "../../resources/use-fetched";
import { useListController } from "../../resources/use-list-controller";
import { paths, toPath } from "../../routes/paths";
import { negotiationHistoryLabels, negotiationHistoryNames } from "../residues/negotiation-history";
import { residues } from "../residues/residues-api";
import { residueText } from "../residues/text";

export const negotiationOverviewText = {
  title: "Negociações",
  table: "Negociações cadastradas",
  residue: "Resíduo",
  company: "Empresa",
  provider: "Prestador",
  anyProvider: "Todos os prestadores",
  type: "Tipo de negociação",
  anyType: "Todos os tipos",
  period: "Vigência",
  recipientCost: negotiationLabels.recipient_cost,
  carrierCost: negotiationLabels.carrier_cost,
} as const;

// A row's key names the residue and the negotiation: the kit's calls are nested under the residue.
const keyOf = (row: NegotiationOverviewRow) => `${row.residue.uuid_residue}/${row.uuid_negotiation}`;
const split = (key: string) => key.split("/") as [string, string];
const overviewApi = {
  list: residues.overview,
  inactivate: (key: string, justification: string) =>
    residues.negotiations.inactivate(...split(key), justification),
  reactivate: (key: string, justification: string) =>
    residues.negotiations.reactivate(...split(key), justification),
  changes: (key: string, signal?: AbortSignal) => residues.negotiations.changes(...split(key), signal),
};

const cost = (value: number | string | null, per: NegotiationOverviewRow["recipient_amount_per"]) =>
  value === null || value === ""
    ? ""
    : `${formatMoney(Number(value))}${per ? ` / ${amountUnitLabels[per]}` : ""}`;

/** A party's negotiated value as the list writes it ("Despesa: R$ 180,00 / Tonelada"). */
const amountOf = (
  type: NegotiationOverviewRow["recipient_amount_type"],
  value: NegotiationOverviewRow["recipient_cost"],
  per: NegotiationOverviewRow["recipient_amount_per"],
) => [type ? amountTypeLabels[type] : "", cost(value, per)].filter(Boolean).join(": ");

const columns: DataTableProps<NegotiationOverviewRow>["columns"] = [
  { id: "residue", header: negotiationOverviewText.residue, accessorFn: (n) => n.residue.name },
  { id: "company", header: negotiationOverviewText.company, accessorFn: (n) => n.company },
  { id: "manager", header: negotiationLabels.manager, accessorFn: (n) => n.manager?.alias ?? "" },
  { id: "type", header: negotiationLabels.type, accessorFn: (n) => negotiationTypeLabels[n.type] },
  {
    id: "period",
    header: negotiationOverviewText.period,
    accessorFn: (n) =>
      n.period === "defined"
        ? `${formatDate(n.start)} - ${formatDate(n.end)}`
        : `${negotiationPeriodLabels.continuous} (${formatDate(n.start)})`,
  },
  { id: "recipient", header: negotiationLabels.recipient, accessorFn: (n) => n.recipient?.alias ?? "" },
  {
    id: "recipient_cost",
    header: negotiationOverviewText.recipientCost,
    accessorFn: (n) => amountOf(n.recipient_amount_type, n.recipient_cost, n.recipient_amount_per),
  },
  { id: "carrier", header: negotiationLabels.carrier, accessorFn: (n) => n.carrier?.alias ?? "" },
  {
    id: "carrier_cost",
    header: negotiationOverviewText.carrierCost,
    accessorFn: (n) => amountOf(n.carrier_amount_type, n.carrier_cost, n.carrier_amount_per),
  },
  statusColumn<NegotiationOverviewRow>(),
];

/** "No filter" (a select item cannot have an empty value). */
const ANY = "todos";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters a URL names, read as the Saídas list reads its status: a value no select offers (an
 * edited or old link's `?tipo=`, a `?prestador=` that is not a provider's id) is no filter, instead of
 * a list the server refuses, shown empty under blank selects.
 */
const readType = (params: URLSearchParams) => {
  const raw = params.get("tipo");
  return raw !== null && (NEGOTIATION_TYPES as readonly string[]).includes(raw) ? raw : ANY;
};
const readProvider = (params: URLSearchParams) => {
  const raw = params.get("prestador");
  return raw !== null && UUID.test(raw) ? raw : ANY;
};
const typeOptions = [
  { value: ANY, label: negotiationOverviewText.anyType },
  ...NEGOTIATION_TYPES.map((type) => ({ value: type, label: negotiationTypeLabels[type] })),
];

/**
 * /negociacoes (ADM menu): every residue's negotiations in one list (an ADM-plan user sees every
 * company's), filtered by provider, type and the days they are in force, the filters in the URL.
 */
export function NegotiationOverviewPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useDateRangeUrlState("TOTAL");
  const provider = readProvider(params);
  const type = readType(params);
  const setFilter = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value !== ANY) next.set(key, value);
        else next.delete(key);
        next.delete("pagina");
        return next;
      },
      { preventScrollReset: true },
    );
  const loadProviders = React.useCallback((signal: AbortSignal) => residues.overviewProviders(signal), []);
  const providers = useFetched(loadProviders);
  const providerOptions = [
    { value: ANY, label: negotiationOverviewText.anyProvider },
    ...(providers ?? []).map((p) => ({ value: p.uuid_provider, label: p.alias ?? p.uuid_provider })),
  ];
  const list = useListController<NegotiationOverviewRow>(overviewApi, {
    getId: keyOf,
    getLabel: (n) => `${n.residue.name}: ${n.manager?.alias ?? ""}`,
    onEdit: (n) => navigate(toPath(paths.residueEdit, { id: n.residue.uuid_residue })),
    // Another company's negotiation is only looked at (Ver detalhes): its residue's routes answer the
    // owner's users alone.
    readOnly: (n) => !n.own,
    reactivation: {
      title: residueText.reactivate,
      description: residueText.reactivateDescription,
      success: "Negociação reativada com sucesso!",
      error: "Erro ao reativar a negociação!",
    },
    itemName: "Negociação",
    filter: {
      from: range.from,
      to: range.to,
      provider: provider === ANY ? undefined : provider,
      type: type === ANY ? undefined : type,
    },
  });
  return (
    <>
      <ListPage<NegotiationOverviewRow>
        title={negotiationOverviewText.title}
        table={negotiationOverviewText.table}
        columns={columns}
        // The page is the ADM's, who sees every company's rows: whose each one is shows from the start;
        // the transporter's value is there in Colunas and in Ver detalhes.
        hiddenColumns={["carrier_cost"]}
        toolbar={
          <>
            <Select
              label={negotiationOverviewText.provider}
              options={providerOptions}
              value={provider}
              searchable={providerOptions.length > 8}
              onValueChange={(value) => setFilter("prestador", value)}
            />
            <Select
              label={negotiationOverviewText.type}
              options={typeOptions}
              value={type}
              onValueChange={(value) => setFilter("tipo", value)}
            />
            <DateRangePicker label={negotiationOverviewText.period} value={range} onApply={setRange} />
          </>
        }
        list={list}
        historyLabels={negotiationHistoryLabels}
        historyNames={negotiationHistoryNames}
      />
      <RowDetailsDialog {...list.dialogs.details} columns={columns} />
    </>
  );
}
