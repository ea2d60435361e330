/**
 * Each screen's first story at the Desktop viewport, and the stories that name a viewport of their own
 * (screens.ts); baselines in `__screenshots__/desktop.test.tsx/`.
 */
import { test } from "vitest";
import { matchStory } from "../../../packages/ui/visual/harness";
import { screensAt } from "./screens";

test.each(screensAt({ width: 1440, height: 900 }, { withOwnViewports: true, firstOfFile: true }))(
  "%s",
  async (_, name, story, size) => {
    await matchStory(story, name, size, { viewportOnly: true });
  },
);
