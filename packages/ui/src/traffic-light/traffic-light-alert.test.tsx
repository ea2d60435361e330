import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrafficLightAlert } from "./traffic-light-alert";

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const lamps = (image: HTMLElement) =>
  Object.fromEntries(
    [...image.querySelectorAll("[data-lamp]")].map((lamp) => [
      lamp.getAttribute("data-lamp"),
      { opacity: lamp.getAttribute("opacity"), blinks: lamp.getAttribute("class") ?? "" },
    ]),
  );

describe("TrafficLightAlert", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("blinks red and yellow while an integration is unstable", () => {
    prefersReducedMotion(false);
    const { getByRole } = render(<TrafficLightAlert active />);
    const alert = getByRole("img", { name: "Alerta: há integrações com instabilidade" });
    expect(alert).toHaveAttribute("data-state", "playing");
    expect(lamps(alert)).toEqual({
      red: { opacity: "1", blinks: "animate-traffic-light-red" },
      yellow: { opacity: "0.25", blinks: "animate-traffic-light-yellow" },
      green: { opacity: "0.25", blinks: "" },
    });
  });

  it("stands still on its first frame, red lit, under prefers-reduced-motion", () => {
    prefersReducedMotion(true);
    const { getByRole } = render(<TrafficLightAlert active />);
    const alert = getByRole("img", { name: "Alerta: há integrações com instabilidade" });
    expect(alert).toHaveAttribute("data-state", "static");
    expect(lamps(alert)).toEqual({
      red: { opacity: "1", blinks: "" },
      yellow: { opacity: "0.25", blinks: "" },
      green: { opacity: "0.25", blinks: "" },
    });
  });

  it("lights only the green lamp, still, when every integration is available", () => {
    prefersReducedMotion(false);
    const { getByRole } = render(<TrafficLightAlert active={false} inactiveLabel="Tudo certo" />);
    const signal = getByRole("img", { name: "Tudo certo" });
    expect(signal).toHaveAttribute("data-state", "static");
    expect(signal).toHaveAttribute("data-active", "false");
    expect(lamps(signal)).toEqual({
      red: { opacity: "0.25", blinks: "" },
      yellow: { opacity: "0.25", blinks: "" },
      green: { opacity: "1", blinks: "" },
    });
  });
});
