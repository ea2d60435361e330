import { afterEach, describe, expect, it, vi } from "vitest";
import { dateBounds } from "../date-picker/date-utils";
import { toIso } from "../date-picker/iso-day";
import { platformToday } from "./platform-day";

describe("platformToday", () => {
  afterEach(() => vi.useRealTimers());

  it("is Brasília's day at local midnight on a UTC device, after 21:00 there as before", () => {
    vi.stubEnv("TZ", "UTC");
    const evening = platformToday(new Date("2026-11-29T01:00:00Z")); // the 28th, 22:00 in Brasília
    expect(toIso(evening)).toBe("2026-11-28");
    expect([evening.getHours(), evening.getMinutes()]).toEqual([0, 0]);
    expect(toIso(platformToday(new Date("2026-11-29T03:30:00Z")))).toBe("2026-11-29"); // 00:30 there
  });

  it("is Brasília's day on a device west of it (Manaus, 23:30 of the 28th, is the 29th in Brasília)", () => {
    vi.stubEnv("TZ", "America/Manaus");
    expect(toIso(platformToday(new Date("2026-11-29T03:30:00Z")))).toBe("2026-11-29");
  });

  it("bounds the pickers by default: an emission date cannot be the UTC device's tomorrow", () => {
    vi.stubEnv("TZ", "UTC");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-29T01:00:00Z"));
    expect(dateBounds({ past: true })).toEqual({ min: undefined, max: "2026-11-28" });
    expect(dateBounds({ future: true })).toEqual({ min: "2026-11-28", max: undefined });
  });
});
