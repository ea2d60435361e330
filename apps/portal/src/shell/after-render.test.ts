import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_RENDER_LATEST_MS, afterRender } from "./after-render";

/** A postTask that queues background tasks and runs them only when told (the thread is never idle). */
function fakeScheduler() {
  const queued: { callback: () => void; signal: AbortSignal }[] = [];
  const scheduler = {
    postTask: (callback: () => void, options: { signal: AbortSignal }) => {
      queued.push({ callback, signal: options.signal });
      return new Promise<void>(() => undefined);
    },
  };
  const idle = () => {
    for (const { callback, signal } of queued.splice(0)) if (!signal.aborted) callback();
  };
  return { scheduler, idle };
}

describe("afterRender", () => {
  let idle: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    const fake = fakeScheduler();
    idle = fake.idle;
    vi.stubGlobal("scheduler", fake.scheduler);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs in the background task once the thread is idle, and only then", () => {
    const task = vi.fn();
    afterRender(task);
    expect(task).not.toHaveBeenCalled();
    idle();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_RENDER_LATEST_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at the latest after AFTER_RENDER_LATEST_MS while the thread never idles, once", () => {
    const task = vi.fn();
    afterRender(task);
    vi.advanceTimersByTime(AFTER_RENDER_LATEST_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled", () => {
    const task = vi.fn();
    afterRender(task)();
    idle();
    vi.advanceTimersByTime(AFTER_RENDER_LATEST_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
