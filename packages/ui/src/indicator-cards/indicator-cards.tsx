import * as React from "react";
import { cn } from "../lib/cn";

export type Indicator = {
  label: string;
  /** Numbers are shown in pt-BR format (1.234); strings (dates, "10/07/2021") as given. */
  value: number | string;
  /** A short note on what the number counts ("vencidas não contam"), under the label; shown while loading too. */
  hint?: string;
  /** A link or button under the value (e.g. to the list behind the number); shown while loading too. */
  action?: React.ReactNode;
};

export type IndicatorCardsProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The cards, in order: a label, a number (thousands separated) or a text value, and an optional hint. */
  items: Indicator[];
  /** Names the region for assistive technology; `Indicadores` by default. */
  title?: string;
  /** Shows a skeleton per card and marks the region busy. */
  loading?: boolean;
};

const numberFormat = new Intl.NumberFormat("pt-BR");

export function IndicatorCards({
  items,
  title = "Indicadores",
  loading = false,
  className,
  ...props
}: IndicatorCardsProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="indicator-cards"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn("@container flex flex-col gap-3", className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold text-text">
        {title}
      </h2>
      {/* Two compact columns on a phone (seven full-width cards pushed the form ~850 px down), once there is
          room for a label's longest word in each ("Transportadores"); narrower (a 320 px phone beside the
          side menu), one column, as the word overflowed its card. */}
      <dl className="grid grid-cols-1 gap-2 max-tablet:@min-[17rem]:grid-cols-2 tablet:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] tablet:gap-3">
        {items.map((item) => (
          <div
            key={item.label}
            data-slot="indicator-card"
            // justify-end packs a reversed column at the top: every number of a row at the same height,
            // whether its label takes one line or two.
            className="flex flex-col-reverse justify-end gap-1 rounded-md border border-border bg-surface p-3 shadow-sm tablet:p-4"
          >
            <dt className="text-sm text-text-muted">{item.label}</dt>
            <dd className="text-xl font-bold text-primary tablet:text-2xl">
              {loading ? (
                <span
                  data-slot="indicator-skeleton"
                  className="block h-7 w-16 animate-pulse rounded bg-surface-muted tablet:h-8"
                />
              ) : typeof item.value === "number" ? (
                numberFormat.format(item.value)
              ) : (
                item.value
              )}
            </dd>
            {/* Under the label, as what qualifies it ("vencidas não contam"), not between the number and its
                label; the card is a reversed column, so a lower order is drawn lower. */}
            {item.hint ? (
              <dd data-slot="indicator-hint" className="-order-1 text-xs text-text-muted">
                {item.hint}
              </dd>
            ) : null}
            {/* Shown last, under the label and its hint. */}
            {item.action ? (
              <dd data-slot="indicator-action" className="-order-2 text-sm font-semibold">
                {item.action}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
