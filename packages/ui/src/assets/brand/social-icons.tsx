import type * as React from "react";

/** The social networks the footers link to; each has its own drawn icon. */
export const socialNetworks = ["instagram", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

type IconProps = React.ComponentProps<"svg">;

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** Instagram: a rounded camera body, its lens and the flash dot. */
export function InstagramIcon(props: IconProps) {
  return (
    <svg data-icon="instagram" viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </svg>
  );
}

/** LinkedIn: the letters "in" in a rounded square. */
export function LinkedInIcon(props: IconProps) {
  return (
    <svg data-icon="linkedin" viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" {...stroke} />
      <circle cx="8" cy="8" r="1.2" fill="currentColor" />
      <path d="M8 11v6M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" {...stroke} />
    </svg>
  );
}

/** YouTube: the rounded screen with its play triangle. */
export function YouTubeIcon(props: IconProps) {
  return (
    <svg data-icon="youtube" viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" {...stroke} />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </svg>
  );
}

const icons: Record<SocialNetwork, (props: IconProps) => React.ReactElement> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

/** The icon of a network. */
export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  const Icon = icons[network];
  return <Icon {...props} />;
}
