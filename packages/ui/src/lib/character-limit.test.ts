import { describe, expect, it } from "vitest";
import { cutToLimit } from "./character-limit";

describe("cutToLimit", () => {
  it("takes the excess from the end of what was just put in before the caret", () => {
    expect(cutToLimit("abcdef", 6, 4)).toEqual({ value: "abcd", caret: 4 });
    expect(cutToLimit("abXYcd", 4, 4)).toEqual({ value: "abcd", caret: 2 });
  });

  it("counts an emoji as one character, as the schemas do", () => {
    expect(cutToLimit("ab😀😀", 6, 3)).toEqual({ value: "ab😀", caret: 4 });
  });

  it("never keeps part of a character drawn from several code points (a family, a flag, a skin tone)", () => {
    const family = "👨‍👩‍👧‍👦"; // 7 code points
    expect(cutToLimit(`ab${family}`, 2 + family.length, 5)).toEqual({ value: "ab", caret: 2 });
    expect(cutToLimit("Rua 1 🇧🇷", 10, 7)).toEqual({ value: "Rua 1 ", caret: 6 });
    expect(cutToLimit("ok👍🏽", 6, 3)).toEqual({ value: "ok", caret: 2 });
  });

  it("keeps the text after the caret by whole characters too", () => {
    // A value already past the limit (set before the limit was), edited at its start.
    expect(cutToLimit("ab🇧🇷", 0, 3)).toEqual({ value: "ab", caret: 0 });
  });
});
