import alertData from "../assets/traffic-light.lottie.json";
import { Lottie, type LottieProps } from "../lottie/lottie";

export type TrafficLightAlertProps = Omit<LottieProps, "animationData" | "loop" | "playing" | "label"> & {
  /** true plays the looping alert (some integration is not AVAILABLE); false shows the static signal. */
  active: boolean;
  /** Accessible names for both states. */
  activeLabel?: string;
  inactiveLabel?: string;
};

export function TrafficLightAlert({
  active,
  activeLabel = "Alerta: há integrações com instabilidade",
  inactiveLabel = "Integrações disponíveis",
  className,
  ...props
}: TrafficLightAlertProps) {
  return (
    <Lottie
      data-slot="traffic-light-alert"
      data-active={active}
      animationData={alertData}
      loop
      playing={active}
      staticFrame={0}
      label={active ? activeLabel : inactiveLabel}
      className={className ?? "h-8"}
      {...props}
    />
  );
}
