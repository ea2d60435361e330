import { Mail, Phone } from "lucide-react";
import type * as React from "react";
import { AnimatedCounter } from "../animated-counter/animated-counter";
import { cn } from "../lib/cn";

export type FooterProps = Omit<React.ComponentProps<"footer">, "children"> & {
  /** Support phone as shown, e.g. "(11) 4000-1234"; dialled without punctuation. */
  phone: string;
  /** Support e-mail. */
  email: string;
  /** The recycled-waste counter: the number and the words after it. */
  counter?: { value: number; label: string; format?: (value: number) => string };
  /** The version label, e.g. "Versão 3.1.2". */
  version: string;
  /** Copyright year (the spec's footer shows 2024). */
  year: number;
  /** Whose copyright. */
  owner?: string;
};

const linkClass =
  "inline-flex items-center gap-1.5 text-text underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary [&_svg]:size-4 [&_svg]:text-primary";

/** Footer of private pages: support contacts, the recycled-waste counter, copyright and version. */
export function Footer({
  phone,
  email,
  counter,
  version,
  year,
  owner = "Trilha",
  className,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-8 gap-y-3 border-t border-border bg-surface px-6 py-4 text-sm text-text-muted",
        className,
      )}
      {...props}
    >
      <div data-slot="footer-support" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold text-text">Suporte:</span>
        <a className={linkClass} href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
          <Phone aria-hidden />
          {phone}
        </a>
        <a className={linkClass} href={`mailto:${email}`}>
          <Mail aria-hidden />
          {email}
        </a>
      </div>
      {counter ? (
        <p data-slot="footer-counter" className="flex items-baseline gap-1.5">
          <AnimatedCounter
            value={counter.value}
            format={counter.format}
            className="text-lg font-bold text-primary"
          />
          <span>{counter.label}</span>
        </p>
      ) : null}
      <p data-slot="footer-legal" className="flex flex-wrap gap-x-3">
        <span>
          © {year} {owner}
        </span>
        <span data-slot="footer-version">{version}</span>
      </p>
    </footer>
  );
}
