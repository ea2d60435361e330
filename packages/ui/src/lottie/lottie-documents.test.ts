import { describe, expect, it } from "vitest";
import intro from "../assets/logo-intro.lottie.json";
import loop from "../assets/logo-loop.lottie.json";

type Keyframe = { t: number };
type Layer = { ip: number; op: number; ks: Record<string, { a: number; k: unknown }> };

function lastKeyframe(doc: { layers: Layer[] }) {
  let last = 0;
  for (const layer of doc.layers)
    for (const prop of Object.values(layer.ks))
      if (prop.a === 1) for (const key of prop.k as Keyframe[]) last = Math.max(last, key.t);
  return last;
}

describe("Lottie documents", () => {
  it("the intro logo runs 45 frames at 30 fps", () => {
    expect(intro).toMatchObject({ fr: 30, ip: 0, op: 45 });
    expect(intro.op / intro.fr).toBe(1.5);
  });

  it("the looping logo runs 51 frames at 25 fps", () => {
    expect(loop).toMatchObject({ fr: 25, ip: 0, op: 51 });
  });

  it.each([
    ["intro", intro],
    ["loop", loop],
  ] as const)("%s keeps every layer and keyframe inside its timeline", (_, doc) => {
    expect(doc.v).toMatch(/^5\./);
    for (const layer of doc.layers as Layer[]) {
      expect(layer.ip).toBe(0);
      expect(layer.op).toBe(doc.op);
    }
    expect(lastKeyframe(doc as { layers: Layer[] })).toBeLessThanOrEqual(doc.op);
  });
});
