import alertData from "../assets/traffic-light.lottie.json";
import { Lottie, type LottieProps } from "../lottie/lottie";

export type TrafficLightAlertProps = Omit<LottieProps, "animationData" | "loop" | "playing" | "label"> & {
  /** true plays the looping alert (some integration is not AVAILABLE); false shows the static signal. */
  active: boolean;
  /** Accessible names for both states. */
  activeLabel?: string;
  /** Accessible name while the signal is off. */
  inactiveLabel?: string;
};

type LampLayer = { nm: string; ks: { o: unknown } };

/**
 * The alert's animation only ever blinks red and yellow (its green lamp stays at 25 %), so the calm
 * state is the same drawing with only the green lamp lit: what "Integrações disponíveis" says.
 */
export const availableData = {
  ...alertData,
  layers: (alertData.layers as LampLayer[]).map((layer) =>
    ["Vermelho", "Amarelo", "Verde"].includes(layer.nm)
      ? { ...layer, ks: { ...layer.ks, o: { a: 0, k: layer.nm === "Verde" ? 100 : 25 } } }
      : layer,
  ),
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
      animationData={active ? alertData : availableData}
      loop
      playing={active}
      staticFrame={0}
      label={active ? activeLabel : inactiveLabel}
      className={className ?? "h-8"}
      {...props}
    />
  );
}
