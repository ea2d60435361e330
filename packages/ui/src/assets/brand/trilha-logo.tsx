import type * as React from "react";
import { cn } from "../../lib/cn";

export type TrilhaLogoProps = Omit<React.ComponentProps<"svg">, "children"> & {
  /** `color` on light backgrounds, `white` on the green header and the login panel. */
  tone?: "color" | "white";
  /** Draws only the mark (the square with the trail), without the word "Trilha". */
  markOnly?: boolean;
  /** Accessible name; pass "" when a neighbouring text already names the product. */
  title?: string;
};

/**
 * Trilha's logo, original artwork: a rounded square holding a trail that runs from a starting point
 * (generation) to an end point (final destination), beside the wordmark.
 */
export function TrilhaLogo({
  tone = "color",
  markOnly = false,
  title = "Trilha",
  className,
  ...props
}: TrilhaLogoProps) {
  const box = tone === "white" ? "#ffffff" : "var(--auth-icon-box, var(--color-primary))";
  const trail = tone === "white" ? "var(--color-primary)" : "#ffffff";
  const word = tone === "white" ? "#ffffff" : "var(--color-primary-dark)";
  const named = title !== "";
  return (
    <svg
      data-slot="trilha-logo"
      viewBox={markOnly ? "0 0 40 40" : "0 0 132 40"}
      role={named ? "img" : undefined}
      aria-label={named ? title : undefined}
      aria-hidden={named ? undefined : true}
      className={cn("h-10 w-auto", className)}
      {...props}
    >
      <rect width="40" height="40" rx="10" fill={box} />
      <path
        d="M10 30c0-9 20-6 20-15 0-3-2-5-5-5"
        fill="none"
        stroke={trail}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeDasharray="0.1 6.5"
      />
      <circle cx="10" cy="30" r="3.5" fill={trail} />
      <path d="M23 6.5l6 3.5-6 3.5z" fill={trail} />
      {markOnly ? null : (
        <text
          x="50"
          y="28.5"
          fill={word}
          fontFamily="Inter, 'Segoe UI', Roboto, Arial, sans-serif"
          fontSize="25"
          fontWeight="700"
          letterSpacing="-0.5"
        >
          Trilha
        </text>
      )}
    </svg>
  );
}
