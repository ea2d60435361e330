import { Skeleton, Table } from "@trilha/ui";
import type { HistoryEntry } from "./change-history";
import { resourceText } from "./text";
import { useTablet } from "./use-tablet";

function Loading() {
  return (
    <div role="status" aria-label={resourceText.loadingHistory} className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-5 w-full" />
      ))}
    </div>
  );
}

/**
 * Justificativas (spec 02 §2 "opens the change history"): one item per record, what changed from
 * what to what, when, by whom and why; edits saved without a justification are listed too.
 */
export function ChangeHistoryList({ entries, loading }: { entries: HistoryEntry[]; loading: boolean }) {
  if (loading) return <Loading />;
  if (entries.length === 0)
    return <p className="py-4 text-center text-sm text-text-muted">{resourceText.historyEmpty}</p>;
  return (
    <ul aria-label={resourceText.historyTitle} className="flex flex-col divide-y divide-border">
      {entries.map((entry, index) => (
        <li key={`${entry.when}-${index}`} className="flex flex-col gap-1 py-3 tablet:flex-row tablet:gap-4">
          <time dateTime={entry.when} className="shrink-0 text-sm font-semibold tablet:w-24">
            {entry.date}
          </time>
          <div className="flex min-w-0 flex-col gap-1">
            <p data-slot="history-meta" className="text-xs font-semibold text-text-muted">
              {[entry.action, entry.user].filter(Boolean).join(" · ")}
            </p>
            {entry.changes.length ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
                {entry.changes.map((change) => (
                  <div key={change.field} className="contents">
                    <dt className="font-semibold">{change.label}</dt>
                    {/* Each value wraps as a whole where it fits on a line (a phone number goes to the
                        next line whole, not '(11) 3322-' / '1100'), the arrow ending the first; one
                        longer than the line (an e-mail) breaks inside it rather than widen the page. */}
                    <dd className="break-words">
                      <span className="inline-block max-w-full">{change.from} →</span>{" "}
                      <span className="inline-block max-w-full">{change.to}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {entry.justification ? (
              <p className="text-sm break-words whitespace-pre-line">{entry.justification}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Histórico de alterações on the edit page: from the tablet breakpoint up, a table with one row per
 * changed field; below it, the Justificativas dialog's list (who, when, each field from → to, why), as
 * seven columns scrolled sideways at 375 px and long option names stretched each row to a screen's
 * height. One layout or the other is drawn, never both (a hidden copy would still be read).
 */
export function ChangeHistoryTable({ entries, loading }: { entries: HistoryEntry[]; loading: boolean }) {
  const tablet = useTablet();
  return tablet ? (
    <HistoryTable entries={entries} loading={loading} />
  ) : (
    <ChangeHistoryList entries={entries} loading={loading} />
  );
}

/** One row per changed field. */
function HistoryTable({ entries, loading }: { entries: HistoryEntry[]; loading: boolean }) {
  const columns = resourceText.historyColumns;
  return (
    <Table aria-busy={loading || undefined}>
      <caption className="sr-only">{resourceText.historyTitle}</caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 && !loading ? (
          <tr>
            <td colSpan={columns.length} className="px-3 py-4 text-center text-text-muted">
              {resourceText.historyEmpty}
            </td>
          </tr>
        ) : null}
        {entries.flatMap((entry, index) =>
          (entry.changes.length ? entry.changes : [null]).map((change, c) => (
            <tr key={`${entry.when}-${index}-${c}`} className="border-b border-border">
              <td className="px-3 py-2 whitespace-nowrap">{entry.date}</td>
              <td className="px-3 py-2">{entry.user ?? ""}</td>
              <td className="px-3 py-2">{entry.action}</td>
              <td className="px-3 py-2">{change?.label ?? ""}</td>
              <td className="px-3 py-2">{change?.from ?? ""}</td>
              <td className="px-3 py-2">{change?.to ?? ""}</td>
              <td className="px-3 py-2 whitespace-pre-line">{entry.justification ?? ""}</td>
            </tr>
          )),
        )}
      </tbody>
    </Table>
  );
}
