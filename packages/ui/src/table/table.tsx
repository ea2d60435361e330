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
 * A table in its own horizontal scroll container. The container is positioned, so absolutely placed
 * content inside (a visually hidden header label) stays in it: a wide table scrolls by itself and never
 * makes the page scroll sideways on a narrow screen.
 */
export function Table({
  className,
  containerClassName,
  ...props
}: React.ComponentProps<"table"> & { containerClassName?: string }) {
  const container = React.useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(container);
  return (
    <div
      ref={container}
      data-slot="table-container"
      data-scrolls={scrolls || undefined}
      // A scrolling region must be reachable from the keyboard.
      tabIndex={scrolls ? 0 : undefined}
      className={cn(tableContainerClass, containerClassName)}
    >
      <table data-slot="table" className={cn(tableClass, className)} {...props} />
    </div>
  );
}
