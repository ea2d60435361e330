import * as React from "react";
import { cn } from "../lib/cn";

export type Indicator = {
  label: string;
  /** Numbers are shown in pt-BR format (1.234); strings (dates, "10/07/2021") as given. */
  value: number | string;
  hint?: string;
};

export type IndicatorCardsProps = Omit<React.ComponentProps<"section">, "children"> & {
  items: Indicator[];
  title?: string;
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
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold text-text">
        {title}
      </h2>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
        {items.map((item) => (
          <div
            key={item.label}
            data-slot="indicator-card"
            className="flex flex-col-reverse gap-1 rounded-md border border-border bg-surface p-4 shadow-sm"
          >
            <dt className="text-sm text-text-muted">{item.label}</dt>
            <dd className="text-2xl font-bold text-primary">
              {loading ? (
                <span
                  data-slot="indicator-skeleton"
                  className="block h-8 w-16 animate-pulse rounded bg-surface-muted"
                />
              ) : typeof item.value === "number" ? (
                numberFormat.format(item.value)
              ) : (
                item.value
              )}
              {item.hint && !loading ? (
                <span className="block text-xs font-normal text-text-muted">{item.hint}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
