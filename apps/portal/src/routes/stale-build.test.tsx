import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROUTE_ERROR_TEXT, RouteError } from "./route-error";
import { reloadOnStaleBuild, STALE_BUILD_GUARD_MS } from "./stale-build";

const preloadError = () => new Event("vite:preloadError", { cancelable: true });

describe("reloadOnStaleBuild", () => {
  let stop: () => void;
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T13:00:00Z"));
    sessionStorage.clear();
    reload.mockReset();
    stop = reloadOnStaleBuild(window, reload);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  describe("when a lazy page's file is gone (vite:preloadError)", () => {
    it("reloads the page once and keeps Vite from throwing the error", () => {
      const event = preloadError();
      window.dispatchEvent(event);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(event.defaultPrevented).toBe(true);
    });

    describe("and it fails again soon after the reload", () => {
      it("does not reload again: the error reaches the router's error page", () => {
        window.dispatchEvent(preloadError());
        vi.setSystemTime(Date.now() + STALE_BUILD_GUARD_MS - 1);
        const again = preloadError();
        window.dispatchEvent(again);
        expect(reload).toHaveBeenCalledTimes(1);
        expect(again.defaultPrevented).toBe(false);
      });
    });

    describe("while the browser is offline", () => {
      it("does not reload (the browser's own offline page would replace the portal): the router's error page says it", () => {
        const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
        try {
          const event = preloadError();
          window.dispatchEvent(event);
          expect(reload).not.toHaveBeenCalled();
          expect(event.defaultPrevented).toBe(false);
        } finally {
          onLine.mockRestore();
        }
        // Back online, a failed import is a new build again.
        window.dispatchEvent(preloadError());
        expect(reload).toHaveBeenCalledTimes(1);
      });
    });

    describe("and a later deploy replaces the build again", () => {
      it("reloads once more", () => {
        window.dispatchEvent(preloadError());
        vi.setSystemTime(Date.now() + STALE_BUILD_GUARD_MS);
        window.dispatchEvent(preloadError());
        expect(reload).toHaveBeenCalledTimes(2);
      });
    });
  });
});

describe("the router's error page", () => {
  it("says in pt-BR that the page could not open and offers a reload", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          children: [
            {
              path: "/prestadores",
              lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
            },
          ],
        },
      ],
      { initialEntries: ["/prestadores"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: ROUTE_ERROR_TEXT.title })).toBeInTheDocument();
    screen.getByRole("button", { name: ROUTE_ERROR_TEXT.reload }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
