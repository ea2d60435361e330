import { useEffect, useState } from "react";
import { Lottie, type LottieData, type LottieProps } from "../lottie/lottie";

export const animatedLogoVariants = ["intro", "loop"] as const;
export type AnimatedLogoVariant = (typeof animatedLogoVariants)[number];

/**
 * The documents are fetched on first use, as the player is: nothing can move before the player arrives,
 * and the sign-in page's first script (issue 12's budget) then carries neither (1.6 kB gzip).
 */
const loaders = {
  intro: () => import("../assets/logo-intro.lottie.json"),
  loop: () => import("../assets/logo-loop.lottie.json"),
} satisfies Record<AnimatedLogoVariant, () => Promise<{ default: LottieData }>>;
const loaded = new Map<AnimatedLogoVariant, LottieData>();

function useDocument(variant: AnimatedLogoVariant): LottieData | undefined {
  const [data, setData] = useState(() => loaded.get(variant));
  useEffect(() => {
    const known = loaded.get(variant);
    setData(known);
    if (known) return;
    let live = true;
    loaders[variant]().then(({ default: fetched }) => {
      loaded.set(variant, fetched);
      if (live) setData(fetched);
    });
    return () => {
      live = false;
    };
  }, [variant]);
  return data;
}

export type AnimatedLogoProps = Omit<LottieProps, "animationData"> & {
  /** intro: 45 frames at 30 fps, played once; loop: 51 frames at 25 fps, repeated. */
  variant?: AnimatedLogoVariant;
  /** Defaults to true for the loop variant and false for the intro. */
  loop?: boolean;
};

/** The recycling mark, animated with lottie-web; static under prefers-reduced-motion or `playing={false}`. */
export function AnimatedLogo({
  variant = "intro",
  loop,
  label = "Trilha",
  className,
  style,
  ...props
}: AnimatedLogoProps) {
  const animationData = useDocument(variant);
  return (
    <Lottie
      data-slot="animated-logo"
      data-variant={variant}
      animationData={animationData}
      // Both documents are 200 × 200: the box keeps its size while its document loads.
      style={{ aspectRatio: "1 / 1", ...style }}
      loop={loop ?? variant === "loop"}
      label={label}
      className={className ?? "size-24"}
      {...props}
    />
  );
}
