import { cn } from "@trilha/ui";
import * as React from "react";

/** One bar of a chart: its label as shown, its label for the text alternative, its value. */
export type ChartDatum = {
  key: string;
  label: string;
  /** The label read by screen readers in the chart's table ("maio de 2026"); `label` when absent. */
  longLabel?: string;
  value: number;
  /** Tailwind background class of the bar (a status colour); the primary green by default. */
  tone?: string;
};

/** Every chart's height: the loading skeleton reserves the same, so nothing moves when the data comes. */
export const CHART_HEIGHT = "h-80";
/** A chart's card: the fixed height, its title and body. */
export const CHART_CARD = "flex h-80 flex-col gap-3 rounded-md border border-border bg-surface p-4 shadow-sm";

type ChartProps = {
  title: string;
  data: ChartDatum[];
  /** The value as text ("7,5 t", "3"). */
  format: (value: number) => string;
  /** The table's column headings: [what a bar is, what its value is]. */
  columns: [string, string];
  /** Shown instead of the bars when every value is zero. */
  emptyText: string;
  /** Under the bars (a link to the list behind them). */
  footer?: React.ReactNode;
  className?: string;
};

/**
 * The chart's text alternative: a table with the same numbers, visually hidden. The drawn bars are
 * hidden from assistive technology, so the figure is read once, as a table.
 */
function ChartTable({ title, data, format, columns }: Omit<ChartProps, "emptyText" | "footer">) {
  return (
    // In a visually hidden box: a table is never narrower than its text, so sr-only on the table itself
    // would still widen a phone's page.
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.key}>
              <th scope="row">{datum.longLabel ?? datum.label}</th>
              <td>{format(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartFrame({
  title,
  children,
  className,
  footer,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
  footer?: React.ReactNode;
}) {
  const titleId = React.useId();
  return (
    <figure data-slot="dashboard-chart" aria-labelledby={titleId} className={cn(CHART_CARD, className)}>
      <figcaption id={titleId} className="text-base font-semibold text-text">
        {title}
      </figcaption>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      {footer ? <div className="text-sm font-semibold">{footer}</div> : null}
    </figure>
  );
}

const total = (data: ChartDatum[]) => data.reduce((sum, datum) => sum + datum.value, 0);
const share = (value: number, max: number) =>
  max > 0 ? `${Math.max((value / max) * 100, value > 0 ? 2 : 0)}%` : "0%";

/** Vertical bars side by side (a series over time), drawn with plain elements so text stays crisp at any width. */
export function ColumnChart({ className, footer, ...props }: ChartProps) {
  const { title, data, format, emptyText } = props;
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <ChartFrame title={title} className={className} footer={footer}>
      {total(data) === 0 ? (
        <p className="m-auto text-sm text-text-muted">{emptyText}</p>
      ) : (
        <>
          <ChartTable {...props} />
          <div aria-hidden className="flex min-h-0 flex-1 items-stretch gap-1 tablet:gap-2">
            {data.map((datum) => (
              <div key={datum.key} className="flex min-w-0 flex-1 flex-col items-center gap-1">
                <div className="flex w-full flex-1 flex-col justify-end">
                  <span className="text-center text-xs font-semibold text-text">
                    {datum.value > 0 ? format(datum.value) : ""}
                  </span>
                  <div
                    data-slot="chart-bar"
                    className={cn("w-full rounded-t-sm", datum.tone ?? "bg-primary")}
                    style={{ height: share(datum.value, max) }}
                  />
                </div>
                <span className="truncate text-xs text-text-muted">{datum.label}</span>
              </div>
            ))}
          </div>
        </>
      )}
    </ChartFrame>
  );
}

/** Horizontal bars one under the other (categories), each with its label and value. */
export function BarChart({ className, footer, ...props }: ChartProps) {
  const { title, data, format, emptyText } = props;
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <ChartFrame title={title} className={className} footer={footer}>
      {total(data) === 0 ? (
        <p className="m-auto text-sm text-text-muted">{emptyText}</p>
      ) : (
        <>
          <ChartTable {...props} />
          <ul aria-hidden className="flex flex-1 flex-col justify-center gap-3">
            {data.map((datum) => (
              <li key={datum.key} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate text-text">{datum.label}</span>
                  <span className="shrink-0 font-semibold text-text">{format(datum.value)}</span>
                </div>
                <div className="h-3 w-full rounded-sm bg-surface-muted">
                  <div
                    data-slot="chart-bar"
                    className={cn("h-3 rounded-sm", datum.tone ?? "bg-primary")}
                    style={{ width: share(datum.value, max) }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}
