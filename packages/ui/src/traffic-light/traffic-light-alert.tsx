import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useReducedMotion } from "../lib/use-reduced-motion";

export type TrafficLightAlertProps = Omit<ComponentProps<"svg">, "children" | "role"> & {
  /** true blinks the alert (some integration is not AVAILABLE); false shows the calm signal, green lit. */
  active: boolean;
  /** Accessible name while the alert is on. */
  activeLabel?: string;
  /** Accessible name while the signal is calm. */
  inactiveLabel?: string;
};

type TrafficLightLamp = "red" | "yellow" | "green";

/** The lamps' colours and centres in the 60 × 140 drawing, top to bottom. */
const LAMPS = [
  { lamp: "red", color: "#d32f2f", cy: 30 },
  { lamp: "yellow", color: "#f9a825", cy: 70 },
  { lamp: "green", color: "#43a047", cy: 110 },
] as const satisfies readonly { lamp: TrafficLightLamp; color: string; cy: number }[];

const DIM = 0.25;

/**
 * Each lamp's opacity when still: the alert's first frame (red lit; what reduced motion shows) and the
 * calm signal (green lit).
 */
const trafficLightStill = {
  alert: { red: 1, yellow: DIM, green: DIM },
  calm: { red: DIM, yellow: DIM, green: 1 },
} as const satisfies Record<string, Record<TrafficLightLamp, number>>;

/** The alert's blink: red and yellow take turns every second (styles.css keyframes); green stays dim. */
const BLINK: Partial<Record<TrafficLightLamp, string>> = {
  red: "animate-traffic-light-red",
  yellow: "animate-traffic-light-yellow",
};

/**
 * The header's traffic light: an inline drawing whose alert blinks through CSS keyframes. The browser's
 * compositor runs the loop, so the alert costs the page no script, no player download and no work per
 * frame for as long as it blinks (issue 12: the Lottie player took a long task on every page with it).
 */
export function TrafficLightAlert({
  active,
  activeLabel = "Alerta: há integrações com instabilidade",
  inactiveLabel = "Integrações disponíveis",
  className,
  ...props
}: TrafficLightAlertProps) {
  const reducedMotion = useReducedMotion();
  const blinking = active && !reducedMotion;
  const still = active ? trafficLightStill.alert : trafficLightStill.calm;
  return (
    <svg
      data-slot="traffic-light-alert"
      data-active={active}
      data-state={blinking ? "playing" : "static"}
      role="img"
      aria-label={active ? activeLabel : inactiveLabel}
      viewBox="0 0 60 140"
      className={cn("block h-8 w-auto shrink-0", className)}
      {...props}
    >
      <rect x="2" y="2" width="56" height="136" rx="14" fill="#26322c" />
      {LAMPS.map(({ lamp, color, cy }) => (
        <circle
          key={lamp}
          data-lamp={lamp}
          cx="30"
          cy={cy}
          r="15"
          fill={color}
          opacity={still[lamp]}
          className={blinking ? BLINK[lamp] : undefined}
        />
      ))}
    </svg>
  );
}
