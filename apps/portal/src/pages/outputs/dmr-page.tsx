import { type Dmr, type DmrGroup, dmrApi, toApiError } from "@trilha/api";
import { dmrPeriodTooLong } from "@trilha/forms";
import {
  Button,
  DateRangePicker,
  type IsoDateRange,
  mask,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  tableViewportContainerClass,
} from "@trilha/ui";
import * as React from "react";
import { api } from "../../api/client";
import { formatQuantity } from "../../resources/format";
import { type RowBlock, RowBlocks } from "../../resources/row-blocks";
import { useDateRangeUrlState } from "../../resources/use-date-range-url-state";
import { useDesktop } from "../../resources/use-tablet";
import { toast } from "../../toasts/toasts";
import { lastSemester } from "./dmr-period";
import { dmrText } from "./dmr-text";

/** The DMR's calls on the portal's client (bearer set at sign-in), loaded with this page only. */
const dmrCalls = dmrApi(api.providers);

const tons = (value: number) => formatQuantity(value, { fixed: true });

/** A CNPJ or CPF as people read it; anything else (a registry abroad) as it is. */
function documentText(document: string | null) {
  if (!document) return "";
  if (/^\d{14}$/.test(document)) return mask("cnpj", document);
  if (/^\d{11}$/.test(document)) return mask("cpf", document);
  return document;
}

type State = { period: IsoDateRange; dmr?: Dmr; error?: string };

/**
 * The DMR of the period, or the server's refusal in its words; nothing is asked for a period the page
 * already refuses (`ask` false: longer than the DMR's limit).
 */
function useDmr(period: IsoDateRange, ask: boolean): State & { loading: boolean } {
  const [state, setState] = React.useState<State>({ period });
  React.useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    dmrCalls
      .dmr(period, controller.signal)
      .then((dmr) => {
        if (!controller.signal.aborted) setState({ period, dmr });
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        const error = toApiError(reason);
        const refused = error.status === 422 ? Object.values(error.fields ?? {})[0] : undefined;
        setState({ period, error: refused ?? dmrText.loadError });
      });
    return () => controller.abort();
  }, [period, ask]);
  if (!ask) return { period, loading: false };
  const current = state.period.from === period.from && state.period.to === period.to;
  return current ? { ...state, loading: !state.dmr && !state.error } : { period, loading: true };
}

const numeric = "text-right tabular-nums";
/**
 * The table's cells a little tighter than the kit's (px-3, not px-4): with them its nine columns fit from
 * the desktop breakpoint up beside the side menu (about 900 px at 1024 px with a scrollbar).
 */
const cell = "px-3";

function Party({ party }: { party: DmrGroup["destination"] }) {
  return (
    <>
      <span className="block">{party.name}</span>
      <span className="block whitespace-nowrap text-xs text-text-muted">{documentText(party.document)}</span>
    </>
  );
}

function Residue({ residue }: { residue: DmrGroup["residue"] }) {
  return (
    <>
      <span className="block">{residue.name}</span>
      <span className="block text-xs font-normal text-text-muted">
        {[residue.ibama_code ? dmrText.ibama(residue.ibama_code) : "", residue.class ?? ""]
          .filter(Boolean)
          .join(" · ")}
      </span>
    </>
  );
}

/** A group's columns after the residue's, in COLUMNS' order. */
function groupValues(group: DmrGroup): React.ReactNode[] {
  return [
    <Party key="destination" party={group.destination} />,
    <Party key="transporter" party={group.transporter} />,
    group.treatment ?? (
      <span key="treatment" className="text-text-muted">
        {dmrText.noCdf}
      </span>
    ),
    tons(group.sent_tons),
    group.received_tons === null ? (
      <span key="received" className="text-text-muted">
        {dmrText.notReceived}
      </span>
    ) : (
      tons(group.received_tons)
    ),
    group.mtrs,
    group.received_mtrs,
    group.cdfs,
  ];
}

/** The totals under the columns they sum (the last five). */
function totalValues(totals: Dmr["totals"]): React.ReactNode[] {
  return [
    tons(totals.sent_tons),
    totals.received_tons === null ? "" : tons(totals.received_tons),
    totals.mtrs,
    totals.received_mtrs,
    totals.cdfs,
  ];
}

function GroupRow({ group }: { group: DmrGroup }) {
  return (
    <TableRow>
      <TableCell className={`${cell} min-w-36 font-medium`}>
        <Residue residue={group.residue} />
      </TableCell>
      {groupValues(group).map((value, index) => {
        const column = COLUMNS[index + 1]!;
        return (
          <TableCell key={column.label} className={column.numeric ? `${cell} ${numeric}` : cell}>
            {value}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

const COLUMNS = [
  { label: dmrText.columns.residue },
  { label: dmrText.columns.destination },
  { label: dmrText.columns.transporter },
  { label: dmrText.columns.treatment },
  { label: dmrText.columns.sent, numeric: true },
  { label: dmrText.columns.received, numeric: true },
  { label: dmrText.columns.mtrs, numeric: true },
  { label: dmrText.columns.receivedMtrs, numeric: true },
  { label: dmrText.columns.cdfs, numeric: true },
];

/** The columns after the residue's, by their header. */
const VALUE_LABELS = COLUMNS.slice(1).map((column) => column.label);
const entriesOf = (labels: string[], values: React.ReactNode[]): RowBlock["entries"] =>
  labels.map((label, index) => [label, values[index]]);

/**
 * Below the desktop width, each group a block (the kit's RowBlocks, every column named beside its value)
 * and the totals a last one, so a phone or a tablet reads the DMR without scrolling sideways (the nine
 * columns need about 880 px: beside the side menu a tablet scrolled them); the same skeleton and empty
 * text as the table's.
 */
function DmrBlocks({ titleId, dmr, loading }: { titleId: string; dmr?: Dmr; loading: boolean }) {
  const groups = dmr?.groups ?? [];
  if (!loading && groups.length === 0)
    return <p className="rounded-md border border-border p-3 text-sm text-text-muted">{dmrText.empty}</p>;
  const rows: RowBlock[] = loading
    ? Array.from({ length: 4 }, (_, row) => ({
        key: row,
        title: <Skeleton className="h-5 w-40" />,
        entries: entriesOf(
          VALUE_LABELS,
          VALUE_LABELS.map((label) => <Skeleton key={label} className="h-4 w-20" />),
        ),
      }))
    : groups.map((group, index) => ({
        key: index,
        title: <Residue residue={group.residue} />,
        entries: entriesOf(VALUE_LABELS, groupValues(group)),
      }));
  if (dmr && !loading)
    rows.push({
      key: "total",
      title: dmrText.total,
      entries: entriesOf(VALUE_LABELS.slice(3), totalValues(dmr.totals)),
      className: "bg-surface-muted",
    });
  return <RowBlocks aria-labelledby={titleId} aria-busy={loading || undefined} rows={rows} />;
}

function DmrTable({ dmr, loading }: { dmr?: Dmr; loading: boolean }) {
  const titleId = React.useId();
  const desktop = useDesktop();
  const groups = dmr?.groups ?? [];
  return (
    <section className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-text">
        {dmrText.table}
      </h2>
      {/* From desktop up the table; below it the blocks. One or the other is drawn. */}
      {!desktop ? (
        <DmrBlocks titleId={titleId} {...(dmr ? { dmr } : {})} loading={loading} />
      ) : (
        <Table
          containerClassName={`rounded-md border border-border ${tableViewportContainerClass}`}
          aria-labelledby={titleId}
          aria-busy={loading || undefined}
        >
          <TableHeader>
            <tr>
              {COLUMNS.map((column) => (
                <TableHead key={column.label} className={column.numeric ? `${cell} text-right` : cell}>
                  {column.label}
                </TableHead>
              ))}
            </tr>
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: 4 }, (_, row) => (
                <TableRow key={row} data-slot="dmr-skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column.label} className={cell}>
                      <div className="h-4 w-full max-w-40 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : groups.length === 0 ? (
              <TableEmptyRow colSpan={COLUMNS.length}>{dmrText.empty}</TableEmptyRow>
            ) : (
              groups.map((group, index) => <GroupRow key={index} group={group} />)
            )}
          </TableBody>
          {dmr && !loading && groups.length > 0 ? (
            <tfoot className="border-t-2 border-border bg-surface-muted font-semibold">
              <TableRow>
                <TableCell colSpan={4} className={cell}>
                  {dmrText.total}
                </TableCell>
                {totalValues(dmr.totals).map((value, index) => (
                  <TableCell key={COLUMNS[index + 4]!.label} className={`${cell} ${numeric}`}>
                    {value}
                  </TableCell>
                ))}
              </TableRow>
            </tfoot>
          ) : null}
        </Table>
      )}
      {dmr?.truncated ? <p className="text-sm text-text-muted">{dmrText.truncated}</p> : null}
    </section>
  );
}

/** /saidas/dmr: the DMR of a period (the last full semester by default), its table and its CSV. */
export function DmrPage() {
  // The DMR is filed per semester: the last full one when the URL names no period.
  const [period, setPeriod] = useDateRangeUrlState(lastSemester);
  // A period in the address longer than the DMR's limit (the picker refuses one typed): said on the
  // period field at once, with the API's words, and not asked.
  const tooLong = dmrPeriodTooLong(period);
  const { dmr, error, loading } = useDmr(period, !tooLong);
  const [downloading, setDownloading] = React.useState(false);
  async function download() {
    setDownloading(true);
    try {
      await dmrCalls.downloadDmr(period);
    } catch {
      toast("error", dmrText.downloadError);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-primary-dark">{dmrText.title}</h1>
        <p className="text-sm text-text-muted">{dmrText.intro}</p>
      </div>
      {/* The button beside the period's control, whatever shows under it: aligned to the top and lowered by
          the field's label and gap (1.25rem + 0.375rem), so the period's error text below the control does
          not push it down (items-end lined it up with the error). On a phone it goes under the field. */}
      <div className="flex flex-col items-start gap-3 tablet:flex-row">
        <DateRangePicker
          label={dmrText.period}
          value={period}
          onApply={setPeriod}
          validate={dmrPeriodTooLong}
          {...(tooLong ? { error: tooLong } : {})}
        />
        <Button
          type="button"
          variant="secondary"
          className="self-end tablet:mt-6.5 tablet:ml-auto tablet:self-start"
          loading={downloading}
          disabled={!dmr || dmr.groups.length === 0}
          onClick={() => void download()}
        >
          {dmrText.download}
        </Button>
      </div>
      {tooLong ? null : error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : (
        <DmrTable {...(dmr ? { dmr } : {})} loading={loading} />
      )}
    </div>
  );
}
