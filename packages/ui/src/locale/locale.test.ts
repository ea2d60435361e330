import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISPLAY_TIME_ZONE } from "../lib/platform-day";
import {
  characterCount,
  FIRST_DATE_YEAR,
  isPlatformDay,
  PLATFORM_TIME_ZONE,
  platformTodayIso,
  trimText,
} from "./locale";

describe("@trilha/ui/locale", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("imports nothing: the schemas and the server load it without React or a component", () => {
    const source = readFileSync(join(import.meta.dirname, "locale.ts"), "utf8");
    expect(source).not.toMatch(/^import\b|^export\b[^\n]*\bfrom\b/m);
  });

  it("takes a yyyy-MM-dd day of the calendar from 01/01/1900 on, no other", () => {
    expect(FIRST_DATE_YEAR).toBe(1900);
    for (const day of ["1900-01-01", "2000-02-29", "2024-02-29", "2026-12-31", "9999-12-31"]) {
      expect(isPlatformDay(day)).toBe(true);
    }
    for (const day of [
      "0001-01-01",
      "0099-12-31",
      "0100-01-01",
      "1899-12-31",
      "1900-02-29",
      "2023-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "26-01-01",
      "2026-1-01",
      "01/01/2026",
      "",
    ]) {
      expect(isPlatformDay(day)).toBe(false);
    }
  });

  it("counts characters as PostgreSQL does: code points, an emoji is one", () => {
    expect(characterCount("ação")).toBe(4);
    expect(characterCount("🌱🌱")).toBe(2);
    expect(characterCount("e\u0301")).toBe(2);
  });

  it("trims spaces and invisible format characters around a text, never inside it", () => {
    expect(trimText("\u200b\u2060\ufeff ação \u200b")).toBe("ação");
    expect(trimText("a\u200db")).toBe("a\u200db");
    expect(trimText("\u200b".repeat(30))).toBe("");
  });

  it("has one Brasília zone, DISPLAY_TIME_ZONE being its older name", () => {
    expect(PLATFORM_TIME_ZONE).toBe("America/Sao_Paulo");
    expect(DISPLAY_TIME_ZONE).toBe(PLATFORM_TIME_ZONE);
  });

  it("gives Brasília's day on a UTC machine after 21:00 there", () => {
    vi.stubEnv("TZ", "UTC");
    expect(platformTodayIso(new Date("2026-11-29T01:00:00Z"))).toBe("2026-11-28");
    expect(platformTodayIso(new Date("2026-11-29T03:30:00Z"))).toBe("2026-11-29");
  });
});
