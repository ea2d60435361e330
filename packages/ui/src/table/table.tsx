import * as React from "react";
import { cn } from "../lib/cn";

export const tableContainerClass =
  "relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
export const tableClass = "w-full border-collapse text-left text-sm text-text";

/**
 * Whether the container scrolls sideways: then it takes the focus, so a keyboard user can scroll it
 * too (axe: scrollable-region-focusable); a table that fits adds no tab stop.
 */
function useScrollsSideways(container: React.RefObject<HTMLDivElement | null>) {
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // No measure here: the observer reports each element once it starts observing, after the browser's
    // own layout, where reading the widths costs nothing (a read here forced a layout of the whole page).
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [container]);
  return scrolls;
}

/**
 * The id of the table's `<caption>` while `wanted` (the container scrolls and the table has no
 * `aria-labelledby` or `aria-label`): the caption is given an id if it has none, so the scrolling
 * container can be named by it. Read from the DOM, so a plain `<caption>` (FormTable's) counts too.
 */
function useCaptionId(container: React.RefObject<HTMLDivElement | null>, wanted: boolean) {
  const fallbackId = `${React.useId()}caption`;
  const [captionId, setCaptionId] = React.useState<string | undefined>(undefined);
  React.useEffect(() => {
    if (!wanted) return;
    const caption = container.current?.querySelector<HTMLElement>(":scope > table > caption");
    if (!caption) return;
    if (!caption.id) caption.id = fallbackId;
    setCaptionId(caption.id);
  }, [container, wanted, fallbackId]);
  return wanted ? captionId : undefined;
}

/**
 * A table in its own horizontal scroll container. The container is positioned, so absolutely placed
 * content inside (a visually hidden header label) stays in it: a wide table scrolls by itself and never
 * makes the page scroll sideways on a narrow screen.
 *
 * While it scrolls, the container is a tab stop (so the keyboard scrolls it too) named as the table is:
 * by the table's `aria-labelledby`, else its `aria-label`, else its caption (as the Modal's scrolling body
 * is named by its title), so a screen reader says what took the focus. Name every table. Its role is
 * `group`, not `region`: a table's name is often its section's too ('Resíduos' on /saidas/{id}), and a
 * region would be a second landmark of the same name (axe: landmark-unique) only where the table scrolls.
 */
export function Table({
  className,
  containerClassName,
  ...props
}: React.ComponentProps<"table"> & { containerClassName?: string }) {
  const container = React.useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(container);
  const labelledBy = props["aria-labelledby"];
  const label = props["aria-label"];
  const captionId = useCaptionId(container, scrolls && !labelledBy && !label);
  const name = labelledBy
    ? { "aria-labelledby": labelledBy }
    : label
      ? { "aria-label": label }
      : captionId
        ? { "aria-labelledby": captionId }
        : undefined;
  return (
    <div
      ref={container}
      data-slot="table-container"
      data-scrolls={scrolls || undefined}
      // A scrolling region must be reachable from the keyboard, and say what it is once focused.
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls && name ? "group" : undefined}
      {...(scrolls ? name : undefined)}
      className={cn(tableContainerClass, containerClassName)}
    >
      <table data-slot="table" className={cn(tableClass, className)} {...props} />
    </div>
  );
}
