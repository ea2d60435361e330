import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DISPLAY_TIME_ZONE } from "../lib/platform-day";
import { characterCount, PLATFORM_TIME_ZONE, platformTodayIso, trimText } from "./locale";

describe("@trilha/ui/locale", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("imports nothing: the schemas and the server load it without React or a component", () => {
    const source = readFileSync(join(import.meta.dirname, "locale.ts"), "utf8");
    expect(source).not.toMatch(/^import\b|^export\b[^\n]*\bfrom\b/m);
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
