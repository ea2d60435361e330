import { renderHook, waitFor } from "@testing-library/react";
import type { GenerateDashResponse } from "@trilha/api";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { afterRender } from "./after-render";
import { hasIntegrationAlert, useIntegrationAlert } from "./use-integration-alert";

const cards = (...statuses: string[]) =>
  ({
    payload: { cards: statuses.map((status, i) => ({ type: `T${i}`, value: { status, message: "" } })) },
  }) as unknown as GenerateDashResponse;

describe("integration alert (spec 01 §2, §7)", () => {
  it("animates only when some card is not AVAILABLE", () => {
    expect(hasIntegrationAlert(cards("AVAILABLE", "AVAILABLE"))).toBe(false);
    expect(hasIntegrationAlert(cards("AVAILABLE", "UNSTABLE"))).toBe(true);
    expect(hasIntegrationAlert(cards("UNAVAILABLE"))).toBe(true);
    expect(hasIntegrationAlert(cards())).toBe(false);
    expect(hasIntegrationAlert(null)).toBe(false);
  });

  it("calls generate_dash once when the header icon appears, even under StrictMode", async () => {
    const generateDash = vi.fn().mockResolvedValue(cards("AVAILABLE", "UNSTABLE"));
    const { result, rerender } = renderHook(() => useIntegrationAlert(generateDash), { wrapper: StrictMode });
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(generateDash).toHaveBeenCalledTimes(1);
  });

  it("asks after the page's first render and its effects, not within them", async () => {
    const generateDash = vi.fn().mockResolvedValue(cards("AVAILABLE"));
    renderHook(() => useIntegrationAlert(generateDash));
    // renderHook has run the render and the effects: the call waits for the next task.
    expect(generateDash).not.toHaveBeenCalled();
    await waitFor(() => expect(generateDash).toHaveBeenCalledTimes(1));
  });

  it("asks nothing when the header is gone before its turn", async () => {
    const generateDash = vi.fn().mockResolvedValue(cards("AVAILABLE"));
    renderHook(() => useIntegrationAlert(generateDash)).unmount();
    await new Promise<void>((resolve) => afterRender(resolve));
    expect(generateDash).not.toHaveBeenCalled();
  });

  it("stays static when every card is AVAILABLE or the call fails", async () => {
    const available = vi.fn().mockResolvedValue(cards("AVAILABLE"));
    const ok = renderHook(() => useIntegrationAlert(available));
    await waitFor(() => expect(available).toHaveBeenCalledTimes(1));
    expect(ok.result.current).toBe(false);
    const failing = vi.fn().mockRejectedValue(new Error("offline"));
    const broken = renderHook(() => useIntegrationAlert(failing));
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    expect(broken.result.current).toBe(false);
  });
});
