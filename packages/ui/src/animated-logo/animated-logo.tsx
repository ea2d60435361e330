import introData from "../assets/logo-intro.lottie.json";
import loopData from "../assets/logo-loop.lottie.json";
import { Lottie, type LottieProps } from "../lottie/lottie";

export const animatedLogoVariants = ["intro", "loop"] as const;
export type AnimatedLogoVariant = (typeof animatedLogoVariants)[number];

const documents = { intro: introData, loop: loopData } satisfies Record<
  AnimatedLogoVariant,
  LottieProps["animationData"]
>;

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
  ...props
}: AnimatedLogoProps) {
  return (
    <Lottie
      data-slot="animated-logo"
      data-variant={variant}
      animationData={documents[variant]}
      loop={loop ?? variant === "loop"}
      label={label}
      className={className ?? "size-24"}
      {...props}
    />
  );
}
