import { type Dmr, type DmrGroup, dmrApi, toApiError } from "@trilha/api";
import {
  Button,
  DateRangePicker,
  type IsoDateRange,
  mask,
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
import { useDateRangeUrlState } from "../../resources/use-date-range-url-state";
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

/** The DMR of the period, or the server's refusal (a period longer than a year) in its words. */
function useDmr(period: IsoDateRange): State & { loading: boolean } {
  const [state, setState] = React.useState<State>({ period });
  React.useEffect(() => {
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
  }, [period]);
  const current = state.period.from === period.from && state.period.to === period.to;
  return current ? { ...state, loading: !state.dmr && !state.error } : { period, loading: true };
}

const numeric = "text-right tabular-nums";

function Party({ party }: { party: DmrGroup["destination"] }) {
  return (
    <>
      <span className="block">{party.name}</span>
      <span className="block whitespace-nowrap text-xs text-text-muted">{documentText(party.document)}</span>
    </>
  );
}

function GroupRow({ group }: { group: DmrGroup }) {
  const { residue } = group;
  return (
    <TableRow>
      <TableCell className="min-w-48">
        <span className="block font-medium">{residue.name}</span>
        <span className="block text-xs text-text-muted">
          {[residue.ibama_code ? dmrText.ibama(residue.ibama_code) : "", residue.class ?? ""]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </TableCell>
      <TableCell>
        <Party party={group.destination} />
      </TableCell>
      <TableCell>
        <Party party={group.transporter} />
      </TableCell>
      <TableCell>{group.treatment ?? <span className="text-text-muted">{dmrText.noCdf}</span>}</TableCell>
      <TableCell className={numeric}>{tons(group.sent_tons)}</TableCell>
      <TableCell className={numeric}>
        {group.received_tons === null ? (
          <span className="text-text-muted">{dmrText.notReceived}</span>
        ) : (
          tons(group.received_tons)
        )}
      </TableCell>
      <TableCell className={numeric}>{group.mtrs}</TableCell>
      <TableCell className={numeric}>{group.received_mtrs}</TableCell>
      <TableCell className={numeric}>{group.cdfs}</TableCell>
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

function DmrTable({ dmr, loading }: { dmr?: Dmr; loading: boolean }) {
  const titleId = React.useId();
  const groups = dmr?.groups ?? [];
  return (
    <section className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-text">
        {dmrText.table}
      </h2>
      <Table
        containerClassName={`rounded-md border border-border ${tableViewportContainerClass}`}
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
      >
        <TableHeader>
          <tr>
            {COLUMNS.map((column) => (
              <TableHead key={column.label} className={column.numeric ? "text-right" : undefined}>
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
                  <TableCell key={column.label}>
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
              <TableCell colSpan={4}>{dmrText.total}</TableCell>
              <TableCell className={numeric}>{tons(dmr.totals.sent_tons)}</TableCell>
              <TableCell className={numeric}>
                {dmr.totals.received_tons === null ? "" : tons(dmr.totals.received_tons)}
              </TableCell>
              <TableCell className={numeric}>{dmr.totals.mtrs}</TableCell>
              <TableCell className={numeric}>{dmr.totals.received_mtrs}</TableCell>
              <TableCell className={numeric}>{dmr.totals.cdfs}</TableCell>
            </TableRow>
          </tfoot>
        ) : null}
      </Table>
      {dmr?.truncated ? <p className="text-sm text-text-muted">{dmrText.truncated}</p> : null}
    </section>
  );
}

/** /saidas/dmr: the DMR of a period (the last full semester by default), its table and its CSV. */
export function DmrPage() {
  // The DMR is filed per semester: the last full one when the URL names no period.
  const [period, setPeriod] = useDateRangeUrlState(lastSemester);
  const { dmr, error, loading } = useDmr(period);
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
      <div className="flex flex-wrap items-end gap-3">
        <DateRangePicker label={dmrText.period} value={period} onApply={setPeriod} />
        <Button
          type="button"
          variant="secondary"
          className="ml-auto"
          loading={downloading}
          disabled={!dmr || dmr.groups.length === 0}
          onClick={() => void download()}
        >
          {dmrText.download}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : (
        <DmrTable {...(dmr ? { dmr } : {})} loading={loading} />
      )}
    </div>
  );
}
