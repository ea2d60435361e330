import * as React from "react";
import { cn } from "../lib/cn";
import { useReducedMotion } from "../lib/use-reduced-motion";

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

export type AnimatedCounterProps = Omit<React.ComponentProps<"span">, "children" | "ref"> & {
  /** The number to count up (or down) to. */
  value: number;
  /** Milliseconds between two steps; the spec's counter uses 10 ms. */
  stepMs?: number;
  /** How many steps the count takes (100 steps of 10 ms ≈ 1 s, whatever the value). */
  steps?: number;
  /** Formats every shown number; defaults to a pt-BR integer ("12.345"). */
  format?: (value: number) => string;
  /** Forces the final value at once; by default follows `prefers-reduced-motion`. */
  reducedMotion?: boolean;
};

/** The number shown at `step` of `steps` when going from `from` to `to`: whole numbers, never past `to`. */
export function counterFrame(from: number, to: number, step: number, steps: number) {
  if (step >= steps) return to;
  const raw = from + ((to - from) * step) / steps;
  return to >= from ? Math.min(to, Math.floor(raw)) : Math.max(to, Math.ceil(raw));
}

/**
 * Counts to `value` in `steps` steps of `stepMs`, from when the counter first comes on screen: a count
 * below the fold (the shell's footer on a phone) would only take the main thread while the page loads,
 * and the reader would never see it. Assistive technology reads only the final value: the moving digits
 * are hidden from it and the region is not live, so nothing is announced on every tick. The steps are
 * drawn from requestAnimationFrame straight into the digits' node: React renders only the start and the
 * final value, so a count never queues renders ahead of a page change (nor runs in a hidden tab).
 */
export function AnimatedCounter({
  value,
  stepMs = 10,
  steps = 100,
  format = integer.format,
  reducedMotion,
  className,
  ...props
}: AnimatedCounterProps) {
  const prefersReduced = useReducedMotion();
  const still = reducedMotion ?? prefersReduced;
  // What React renders: the count's start while it runs, the value once it is done. The frames in
  // between are written straight to the digits' node, so a count costs no React render per step.
  const [settled, setSettled] = React.useState(() => (still ? value : 0));
  const shownRef = React.useRef(settled);
  const element = React.useRef<HTMLSpanElement>(null);
  const digits = React.useRef<HTMLSpanElement>(null);
  const formatRef = React.useRef(format);
  formatRef.current = format;
  // Without IntersectionObserver (an old browser, a test DOM) the count starts at once.
  const [seen, setSeen] = React.useState(() => typeof IntersectionObserver === "undefined");

  React.useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen]);

  React.useEffect(() => {
    const from = shownRef.current;
    if (still || from === value || steps <= 0) {
      shownRef.current = value;
      setSettled(value);
      return;
    }
    if (!seen) return;
    setSettled(from);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick() {
      const step = Math.min(steps, Math.floor((performance.now() - start) / stepMs));
      const shown = counterFrame(from, value, step, steps);
      if (shown !== shownRef.current && digits.current) digits.current.textContent = formatRef.current(shown);
      shownRef.current = shown;
      if (step >= steps) setSettled(value);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [value, still, stepMs, steps, seen]);

  const counting = settled !== value;
  return (
    <span
      ref={element}
      data-slot="animated-counter"
      data-state={counting ? "counting" : "done"}
      aria-live="off"
      className={cn("tabular-nums", className)}
      {...props}
    >
      <span ref={digits} aria-hidden="true">
        {format(settled)}
      </span>
      <span className="sr-only">{format(value)}</span>
    </span>
  );
}
