import { beforeEach, describe, expect, it, vi } from "vitest";

const answers = vi.hoisted(() => [] as Array<(answer: { role: "admin" | "member" }) => void>);
vi.mock("../api/portal-api", () => ({
  portalApi: () => ({ session: () => new Promise((resolve) => answers.push(resolve)) }),
}));

import { askSession, forgetSessionAsks, lastSessionAnswer } from "./ask-session";
import { session } from "./store";

describe("askSession", () => {
  beforeEach(() => {
    answers.length = 0;
    forgetSessionAsks();
    lastSessionAnswer.token = null;
    lastSessionAnswer.role = null;
    session.token = "t-1";
  });

  it("shares the ask on its way and keeps its answer for the token that asked", async () => {
    const first = askSession();
    const second = askSession();
    expect(answers).toHaveLength(1);
    answers[0]?.({ role: "admin" });
    await Promise.all([first, second]);
    expect({ ...lastSessionAnswer }).toEqual({ token: "t-1", role: "admin" });
  });

  it("after forgetSessionAsks, neither shares the ask still on its way nor keeps its late answer", async () => {
    const old = askSession();
    forgetSessionAsks();
    const fresh = askSession();
    expect(answers).toHaveLength(2);
    // The old ask answers late (another story's role): not kept, and its end leaves the new ask shared.
    answers[0]?.({ role: "admin" });
    await old;
    expect({ ...lastSessionAnswer }).toEqual({ token: null, role: null });
    expect(askSession()).toBe(fresh);
    expect(answers).toHaveLength(2);
    answers[1]?.({ role: "member" });
    await fresh;
    expect({ ...lastSessionAnswer }).toEqual({ token: "t-1", role: "member" });
  });
});
