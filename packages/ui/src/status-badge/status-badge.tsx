import { cva } from "class-variance-authority";
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";

/** Record states (Ativo/Inativo by deleted_at) and integration states (the API's values). */
export const badgeStatuses = ["active", "inactive", "AVAILABLE", "UNSTABLE", "UNAVAILABLE"] as const;
export type BadgeStatus = (typeof badgeStatuses)[number];

export const statusBadgeText: Record<BadgeStatus, string> = {
  active: "Ativo",
  inactive: "Inativo",
  AVAILABLE: "Disponível",
  UNSTABLE: "Instável",
  UNAVAILABLE: "Indisponível",
};

// Text stays in the body colour for contrast; the status colour goes on the icon, dot and border.
export const statusBadgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold text-text",
  {
    variants: {
      status: {
        active: "border-success/40 bg-success-light",
        inactive: "border-border bg-surface-muted",
        AVAILABLE: "border-success/40 bg-success-light",
        UNSTABLE: "border-warning/40 bg-warning-light",
        UNAVAILABLE: "border-error/40 bg-error-light",
      },
    },
    defaultVariants: { status: "active" },
  },
);

const icons = {
  AVAILABLE: <CircleCheck className="size-3.5 text-success" aria-hidden data-icon="available" />,
  UNSTABLE: <TriangleAlert className="size-3.5 text-warning" aria-hidden data-icon="unstable" />,
  UNAVAILABLE: <CircleX className="size-3.5 text-error" aria-hidden data-icon="unavailable" />,
  active: <span className="size-2 rounded-full bg-success" aria-hidden data-icon="active" />,
  inactive: <span className="size-2 rounded-full bg-text-muted" aria-hidden data-icon="inactive" />,
} satisfies Record<BadgeStatus, React.ReactNode>;

/** Ativo when `deleted_at` is empty, Inativo when set. */
export function recordStatus(deletedAt: string | null | undefined): "active" | "inactive" {
  return deletedAt ? "inactive" : "active";
}

export type StatusBadgeProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** A record's state (`active`, `inactive`) or an integration's (`AVAILABLE`, `UNSTABLE`, `UNAVAILABLE`); picks colour and text. */
  status: BadgeStatus;
  /** Replaces the default pt-BR text. */
  label?: string;
};

export function StatusBadge({ status, label, className, ...props }: StatusBadgeProps) {
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      className={cn(statusBadgeVariants({ status }), className)}
      {...props}
    >
      {icons[status]}
      {label ?? statusBadgeText[status]}
    </span>
  );
}
