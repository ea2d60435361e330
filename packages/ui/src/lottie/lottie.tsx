import type { AnimationItem } from "lottie-web";
import { type ComponentProps, useEffect, useRef } from "react";
import { cn } from "../lib/cn";
import { useReducedMotion } from "../lib/use-reduced-motion";

/** Minimal shape of a bodymovin document, enough to read its timing. */
export type LottieData = { fr: number; ip: number; op: number; w: number; h: number; layers: unknown[] };

export type LottieProps = Omit<ComponentProps<"div">, "children"> & {
  /**
   * The animation's JSON (exported from After Effects with Bodymovin). Absent while the caller still loads
   * it (AnimatedLogo fetches its documents with the player): the box is drawn at the ratio the `style`
   * gives and the picture comes with the data.
   */
  animationData: LottieData | undefined;
  /** Accessible name; the animation is announced as one image. Omit for a decorative animation. */
  label?: string;
  /** Plays again from the start at the end; off by default. */
  loop?: boolean;
  /** false shows `staticFrame` without playing (also forced by prefers-reduced-motion). */
  playing?: boolean;
  /** Frame shown when not playing; defaults to the last frame, where the artwork is complete. */
  staticFrame?: number;
};

// The light player (SVG only, no eval) is 170 kB, so it is fetched once, on first use.
let playerPromise: Promise<typeof import("lottie-web").default> | undefined;
function loadPlayer() {
  playerPromise ??= import("lottie-web/build/player/lottie_light").then((m) => m.default);
  return playerPromise;
}

/**
 * Runs `task` when the browser has a moment to spare (at the latest after `timeout` ms), so fetching and
 * starting the player never competes with the page's first render (issue 12). Returns a cancel.
 */
function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

export function Lottie({
  animationData,
  label,
  loop = false,
  playing = true,
  staticFrame,
  className,
  style,
  ...props
}: LottieProps) {
  const container = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const animate = playing && !reducedMotion;
  const frame = staticFrame ?? (animationData ? Math.max(animationData.op - animationData.ip - 1, 0) : 0);

  useEffect(() => {
    const element = container.current;
    if (!element || !animationData) return;
    let item: AnimationItem | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() =>
      loadPlayer().then((lottie) => {
        if (cancelled) return;
        item = lottie.loadAnimation({
          container: element,
          renderer: "svg",
          loop,
          autoplay: animate,
          // The player annotates the document it is given; a copy keeps the shared import pristine.
          animationData: structuredClone(animationData),
          rendererSettings: { preserveAspectRatio: "xMidYMid meet", progressiveLoad: false },
        });
        // Draw the document's own frames (25–30 fps) instead of one per screen refresh: the same picture
        // for these small drawings at about half the main-thread work of a looping alert.
        item.setSubframe(false);
        // The player builds its SVG first and draws a frame later (after a timer when it waits on fonts):
        // data-drawn says the picture is there (the visual tests wait for it).
        const drawn = () => element.setAttribute("data-drawn", "");
        if (item.isLoaded) drawn();
        else item.addEventListener("DOMLoaded", drawn);
        if (!animate) item.goToAndStop(frame, true);
      }),
    );
    return () => {
      cancelled = true;
      cancelIdle();
      item?.destroy();
      element.removeAttribute("data-drawn");
    };
  }, [animationData, loop, animate, frame]);

  return (
    <div
      ref={container}
      data-slot="lottie"
      data-state={animate ? "playing" : "static"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn("inline-block [&_svg]:block", className)}
      style={{ ...(animationData && { aspectRatio: `${animationData.w} / ${animationData.h}` }), ...style }}
      {...props}
      // After the props: a wrapper names its own slot (AnimatedLogo's "animated-logo"), and what waits for
      // the picture (data-drawn) still finds every player.
      data-lottie=""
    />
  );
}
