import { ChevronRight } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";

export type BreadcrumbItem = { label: string; href?: string };

export type BreadcrumbsProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** From the root to the current page; the last item is the current page. */
  items: BreadcrumbItem[];
  /** Renders a link (e.g. react-router's Link); defaults to a plain anchor. */
  renderLink?: (item: BreadcrumbItem & { href: string }, className: string) => React.ReactNode;
};

const linkClass =
  "rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export function Breadcrumbs({
  items,
  renderLink,
  className,
  "aria-label": ariaLabel = "Trilha de navegação",
  ...props
}: BreadcrumbsProps) {
  return (
    <nav data-slot="breadcrumbs" aria-label={ariaLabel} className={cn("text-sm", className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1 text-text-muted">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const { href } = item;
          return (
            <li key={`${item.label}-${index}`} className="inline-flex items-center gap-1">
              {current || href === undefined ? (
                <span
                  aria-current={current ? "page" : undefined}
                  className={cn(current && "font-semibold text-text")}
                >
                  {item.label}
                </span>
              ) : renderLink ? (
                renderLink({ ...item, href }, linkClass)
              ) : (
                <a href={href} className={linkClass}>
                  {item.label}
                </a>
              )}
              {current ? null : <ChevronRight className="size-4" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
