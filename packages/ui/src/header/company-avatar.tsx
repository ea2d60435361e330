import * as React from "react";
import { type RenderLink, renderAnchor, ShellLink } from "../app-shell/render-link";
import { AvatarPlaceholder } from "../assets/brand/avatar-placeholder";
import { cn } from "../lib/cn";

export type CompanyAvatarProps = {
  /** The company's picture. `undefined` while the company is still being fetched: the spinner shows. */
  src?: string | null;
  /** Accessible name of the control, e.g. "Perfil da empresa". */
  label?: string;
  /** Where a click goes (the portal passes /perfil-empresa). */
  href?: string;
  onClick?: () => void;
  renderLink?: RenderLink;
  className?: string;
};

type Status = "loading" | "loaded" | "failed";

const frameClass = cn(
  "relative inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface ring-2 ring-white/70",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
);

/**
 * The company picture in the header: a placeholder with a spinner until the image has loaded, the
 * placeholder alone if it fails, and a link or button around it.
 */
export function CompanyAvatar({
  src,
  label = "Perfil da empresa",
  href,
  onClick,
  renderLink = renderAnchor,
  className,
}: CompanyAvatarProps) {
  const [status, setStatus] = React.useState<Status>("loading");
  const imgRef = React.useRef<HTMLImageElement>(null);

  // A new picture starts over; one already in the browser cache may have finished before React listened.
  React.useEffect(() => {
    const img = imgRef.current;
    if (!src) setStatus(src === null ? "failed" : "loading");
    else if (img?.complete) setStatus(img.naturalWidth > 0 ? "loaded" : "failed");
    else setStatus("loading");
  }, [src]);

  const content = (
    <>
      {status !== "loaded" ? <AvatarPlaceholder className="absolute inset-0 size-full" /> : null}
      {status === "loading" ? (
        <span
          data-slot="company-avatar-spinner"
          aria-hidden="true"
          className="absolute inset-0 m-auto size-7 animate-spin rounded-full border-[3px] border-primary border-t-transparent motion-reduce:animate-none motion-reduce:border-dashed"
        />
      ) : null}
      {src ? (
        <img
          ref={imgRef}
          key={src}
          src={src}
          alt=""
          className={cn("size-full object-cover", status !== "loaded" && "invisible")}
          onLoad={() => setStatus("loaded")}
          onError={() => setStatus("failed")}
        />
      ) : null}
    </>
  );

  const shared = {
    "data-slot": "company-avatar",
    "data-status": status,
    "aria-label": label,
    "aria-busy": status === "loading" || undefined,
    className: cn(frameClass, className),
  };

  if (href) {
    return (
      <ShellLink renderLink={renderLink} href={href} onClick={onClick} {...shared}>
        {content}
      </ShellLink>
    );
  }
  if (onClick) {
    return (
      <button type="button" onClick={onClick} {...shared}>
        {content}
      </button>
    );
  }
  return (
    <span role="img" {...shared}>
      {content}
    </span>
  );
}
