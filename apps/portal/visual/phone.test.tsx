/** The screens at the Celular viewport (screens.ts); baselines in `__screenshots__/phone.test.tsx/`. */
import { test } from "vitest";
import { matchStory } from "../../../packages/ui/visual/harness";
import { screensAt } from "./screens";

test.each(screensAt({ width: 375, height: 812 }))("%s", async (_, name, story, size) => {
  await matchStory(story, name, size, { viewportOnly: true });
});
