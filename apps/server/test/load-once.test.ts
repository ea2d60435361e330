import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "../src/load-once";

describe("loadOnce", () => {
  it("loads on the first call, not before, and shares the answer with later calls", async () => {
    const load = vi.fn(async () => ({ library: true }));
    const get = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledOnce();
  });

  it("forgets a failed load: the next call tries again", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("Cannot find module 'pdfkit'"))
      .mockResolvedValueOnce("loaded");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Cannot find module 'pdfkit'");
    await expect(get()).resolves.toBe("loaded");
    await expect(get()).resolves.toBe("loaded");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
