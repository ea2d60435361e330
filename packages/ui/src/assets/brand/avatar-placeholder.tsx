import type * as React from "react";

/** Original placeholder for a company without a loaded picture: a building on a soft green disc. */
export function AvatarPlaceholder(props: React.ComponentProps<"svg">) {
  return (
    <svg data-slot="avatar-placeholder" viewBox="0 0 48 48" aria-hidden="true" {...props}>
      <circle cx="24" cy="24" r="24" fill="var(--color-primary-light)" />
      <path d="M15 35V15.5L26 12v23z" fill="var(--color-secondary)" />
      <path d="M26 35V19l8 2.5V35z" fill="var(--color-primary)" />
      <path
        d="M18.5 18.5h4M18.5 23h4M18.5 27.5h4M29 25h2M29 29h2"
        stroke="#ffffff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M12 35h24" stroke="var(--color-primary-dark)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
