import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnimatedCounter, counterFrame } from "./animated-counter";

function shownText(container: HTMLElement) {
  return container.querySelector("[aria-hidden=true]")?.textContent;
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe("counterFrame", () => {
  it("starts at the origin, ends exactly at the target and never passes it", () => {
    expect(counterFrame(0, 1234, 0, 100)).toBe(0);
    expect(counterFrame(0, 1234, 100, 100)).toBe(1234);
    expect(counterFrame(0, 1234, 250, 100)).toBe(1234);
    for (let step = 0; step <= 100; step++)
      expect(counterFrame(0, 1234, step, 100)).toBeLessThanOrEqual(1234);
  });

  it("shows whole numbers that only grow", () => {
    const frames = Array.from({ length: 101 }, (_, step) => counterFrame(0, 7, step, 100));
    expect(frames.every(Number.isInteger)).toBe(true);
    expect(frames.every((n, i) => i === 0 || n >= frames[i - 1]!)).toBe(true);
  });

  it("counts down without going below the target", () => {
    expect(counterFrame(50, 10, 1, 4)).toBe(40);
    expect(counterFrame(50, 10, 4, 4)).toBe(10);
  });
});

describe("AnimatedCounter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe("when motion is allowed", () => {
    it("advances one step per 10 ms, drawn on animation frames, and stops on the value", () => {
      const { container } = render(<AnimatedCounter value={1000} steps={100} />);
      expect(shownText(container)).toBe("0");
      act(() => vi.advanceTimersByTime(16)); // first frame: 16 ms = one whole step
      expect(shownText(container)).toBe("10");
      act(() => vi.advanceTimersByTime(16)); // 32 ms: three steps
      expect(shownText(container)).toBe("30");
      expect(container.firstElementChild).toHaveAttribute("data-state", "counting");
      act(() => vi.advanceTimersByTime(1000));
      expect(shownText(container)).toBe("1.000");
      expect(container.firstElementChild).toHaveAttribute("data-state", "done");
      expect(vi.getTimerCount()).toBe(0);
    });

    it("does not render React on every step: only the start and the final value", () => {
      const commits: string[] = [];
      const { container } = render(
        <Profiler id="counter" onRender={(_id, phase) => commits.push(phase)}>
          <AnimatedCounter value={1000} steps={100} />
        </Profiler>,
      );
      const seen = new Set<string>();
      for (let frame = 0; frame < 70; frame++) {
        act(() => vi.advanceTimersByTime(16));
        seen.add(shownText(container)!);
      }
      expect(seen.size).toBeGreaterThan(50); // the digits moved on every frame...
      expect(commits).toEqual(["mount", "update"]); // ...with one render for the final value
      expect(shownText(container)).toBe("1.000");
      expect(screen.getByText("1.000", { selector: ".sr-only" })).toBeInTheDocument();
    });

    it("keeps the live region off and exposes only the final value to assistive technology", () => {
      const { container } = render(<AnimatedCounter value={12345} />);
      act(() => vi.advanceTimersByTime(32));
      const counter = container.firstElementChild!;
      expect(counter).toHaveAttribute("aria-live", "off");
      expect(counter).toHaveAttribute("data-state", "counting");
      expect(screen.getByText("12.345")).toHaveClass("sr-only");
      expect(shownText(container)).not.toBe("12.345");
    });

    it("counts from the shown number to a new value", () => {
      const { container, rerender } = render(<AnimatedCounter value={100} steps={10} />);
      act(() => vi.advanceTimersByTime(112));
      expect(shownText(container)).toBe("100");
      rerender(<AnimatedCounter value={200} steps={10} />);
      act(() => vi.advanceTimersByTime(16));
      expect(shownText(container)).toBe("110");
      act(() => vi.advanceTimersByTime(96));
      expect(shownText(container)).toBe("200");
    });

    it("stops its animation frames when unmounted", () => {
      const { unmount } = render(<AnimatedCounter value={500} />);
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });

    it("uses the given step interval and format", () => {
      const { container } = render(
        <AnimatedCounter value={4} steps={4} stepMs={50} format={(n) => `${n} t`} />,
      );
      act(() => vi.advanceTimersByTime(48)); // three frames, 48 ms: not yet a step
      expect(shownText(container)).toBe("0 t");
      act(() => vi.advanceTimersByTime(16)); // 64 ms
      expect(shownText(container)).toBe("1 t");
    });
  });

  describe("below the fold", () => {
    /** An IntersectionObserver the test drives: `show()` brings the observed counter on screen. */
    function stubIntersectionObserver() {
      const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          entry: { callback: IntersectionObserverCallback; disconnected: boolean };
          constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback, disconnected: false };
            observers.push(this.entry);
          }
          observe() {}
          disconnect() {
            this.entry.disconnected = true;
          }
        },
      );
      return {
        show: () =>
          act(() => {
            for (const o of observers.filter((o) => !o.disconnected))
              o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
          }),
      };
    }

    it("waits until it comes on screen, then counts with its steps", () => {
      const screenView = stubIntersectionObserver();
      const { container } = render(<AnimatedCounter value={1000} steps={100} />);
      act(() => vi.advanceTimersByTime(500));
      expect(shownText(container)).toBe("0");
      expect(vi.getTimerCount()).toBe(0);
      screenView.show();
      act(() => vi.advanceTimersByTime(16));
      expect(shownText(container)).toBe("10");
      act(() => vi.advanceTimersByTime(1000));
      expect(shownText(container)).toBe("1.000");
    });

    it("shows the final value at once under reduced motion, on screen or not", () => {
      stubIntersectionObserver();
      mockReducedMotion(true);
      const { container } = render(<AnimatedCounter value={2024} />);
      expect(shownText(container)).toBe("2.024");
    });
  });

  describe("when the user prefers reduced motion", () => {
    it("shows the final value at once without a timer", () => {
      mockReducedMotion(true);
      const { container } = render(<AnimatedCounter value={2024} />);
      expect(shownText(container)).toBe("2.024");
      expect(container.firstElementChild).toHaveAttribute("data-state", "done");
      expect(vi.getTimerCount()).toBe(0);
    });

    it("can be forced by prop", () => {
      const { container } = render(<AnimatedCounter value={77} reducedMotion />);
      expect(shownText(container)).toBe("77");
    });
  });
});
