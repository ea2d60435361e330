import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import data from "../assets/logo-intro.lottie.json";
import { Lottie } from "./lottie";

const player = vi.hoisted(() => {
  const item = {
    goToAndStop: vi.fn(),
    destroy: vi.fn(),
    setSubframe: vi.fn(),
    addEventListener: vi.fn(),
    isLoaded: false,
  };
  return { item, loadAnimation: vi.fn(() => item) };
});
vi.mock("lottie-web/build/player/lottie_light", () => ({ default: { loadAnimation: player.loadAnimation } }));

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe("Lottie", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    player.item.isLoaded = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("draws its box without loading the player while the caller still loads the document", async () => {
    prefersReducedMotion(false);
    const { getByRole, rerender } = render(
      <Lottie animationData={undefined} label="Trilha" style={{ aspectRatio: "1 / 1" }} />,
    );
    const picture = getByRole("img", { name: "Trilha" });
    expect(picture).toHaveAttribute("data-lottie");
    expect(picture.style.aspectRatio).toBe("1 / 1");
    expect(picture).not.toHaveAttribute("data-drawn");
    rerender(<Lottie animationData={data} label="Trilha" style={{ aspectRatio: "1 / 1" }} />);
    // Once, and for the document: nothing was asked for while it was absent.
    await waitFor(() => expect(player.loadAnimation).toHaveBeenCalledOnce());
    const [options] = player.loadAnimation.mock.calls[0] as unknown as [{ animationData: unknown }];
    expect(options.animationData).toEqual(data);
  });

  it("plays with the light player when motion is allowed", async () => {
    prefersReducedMotion(false);
    const { getByRole } = render(<Lottie animationData={data} label="Trilha" loop />);
    await waitFor(() => expect(player.loadAnimation).toHaveBeenCalledOnce());
    expect(player.loadAnimation).toHaveBeenCalledWith(
      expect.objectContaining({ autoplay: true, loop: true, renderer: "svg" }),
    );
    expect(player.item.goToAndStop).not.toHaveBeenCalled();
    // Only the document's own frames are drawn, not one per screen refresh.
    expect(player.item.setSubframe).toHaveBeenCalledWith(false);
    expect(getByRole("img", { name: "Trilha" })).toHaveAttribute("data-state", "playing");
  });

  it("shows the last frame without playing under prefers-reduced-motion", async () => {
    prefersReducedMotion(true);
    const { getByRole } = render(<Lottie animationData={data} label="Trilha" />);
    await waitFor(() => expect(player.item.goToAndStop).toHaveBeenCalledWith(44, true));
    expect(player.loadAnimation).toHaveBeenCalledWith(expect.objectContaining({ autoplay: false }));
    expect(getByRole("img", { name: "Trilha" })).toHaveAttribute("data-state", "static");
  });

  it("stops on the requested frame when playing is off, and cleans up on unmount", async () => {
    prefersReducedMotion(false);
    const { unmount } = render(<Lottie animationData={data} playing={false} staticFrame={0} />);
    await waitFor(() => expect(player.item.goToAndStop).toHaveBeenCalledWith(0, true));
    unmount();
    expect(player.item.destroy).toHaveBeenCalledOnce();
  });

  it("never hands the shared document to the player, which mutates what it gets", async () => {
    prefersReducedMotion(false);
    render(<Lottie animationData={data} />);
    await waitFor(() => expect(player.loadAnimation).toHaveBeenCalledOnce());
    const [options] = player.loadAnimation.mock.calls[0] as unknown as [{ animationData: unknown }];
    expect(options.animationData).not.toBe(data);
    expect(options.animationData).toEqual(data);
  });

  it("says when the picture is drawn: at once when the player drew it on load, else on its DOMLoaded", async () => {
    prefersReducedMotion(true);
    const first = render(<Lottie animationData={data} label="Trilha" />);
    const picture = first.getByRole("img", { name: "Trilha" });
    await waitFor(() =>
      expect(player.item.addEventListener).toHaveBeenCalledWith("DOMLoaded", expect.any(Function)),
    );
    expect(picture).not.toHaveAttribute("data-drawn");
    const [, loaded] = player.item.addEventListener.mock.calls[0] as unknown as [string, () => void];
    loaded();
    expect(picture).toHaveAttribute("data-drawn");
    first.unmount();
    expect(picture).not.toHaveAttribute("data-drawn");

    vi.clearAllMocks();
    player.item.isLoaded = true;
    const second = render(<Lottie animationData={data} label="Logo" />);
    await waitFor(() => expect(second.getByRole("img", { name: "Logo" })).toHaveAttribute("data-drawn"));
    expect(player.item.addEventListener).not.toHaveBeenCalled();
  });
});
