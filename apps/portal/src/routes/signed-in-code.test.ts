import { describe, expect, it, vi } from "vitest";
import { preloadSignedInCode } from "./signed-in-code";

describe("preloadSignedInCode", () => {
  it("starts the download and handles its failure itself (the route loads the code again when needed)", async () => {
    const failed = Promise.reject(new Error("offline"));
    const handled = vi.spyOn(failed, "catch");
    const load = vi.fn(() => failed);
    preloadSignedInCode(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(handled).toHaveBeenCalledTimes(1);
    await expect(handled.mock.results[0]?.value).resolves.toBeUndefined();
  });
});
