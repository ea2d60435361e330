import * as React from "react";

/**
 * What a shell link receives. The shell never imports a router: the app passes `renderLink` to draw its own
 * link (e.g. react-router's `Link`, mapping `href` to `to`) and must spread every other prop onto it.
 */
export type RenderLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string };

export type RenderLink = (props: RenderLinkProps) => React.ReactNode;

/** The default: a plain anchor. */
export const renderAnchor: RenderLink = (props) => React.createElement("a", props);

/**
 * Calls `renderLink` with every prop it receives. Put it under a Radix `asChild` so the primitive's handlers
 * reach the app's link as props (they run before the link's own navigation) instead of being merged onto an
 * element the link already built, where a `preventDefault` in the link would cancel them.
 */
export function ShellLink({ renderLink, ...props }: RenderLinkProps & { renderLink: RenderLink }) {
  return renderLink(props);
}
