/**
 * Visual regression of the design system, without a cloud: every story of the components' docs files
 * (packages/ui/src/<folder>/<name>.stories.tsx, Default and Playground) is rendered in Chromium and its
 * canvas compared with the PNG committed in `__screenshots__/components.test.tsx/` beside this file; the
 * features files' stories are in states.test.tsx (two files run side by side).
 *
 * Only the first render is compared: the stories' play functions (keyboard walks, clicks) are left out,
 * they already run as tests in the "storybook" project. After an intended change: `pnpm test:visual:update`.
 */
import { test } from "vitest";
import { matchStory, type StoryModule, storiesOf } from "./harness";

const stories = storiesOf(
  import.meta.glob<StoryModule>(["../src/**/*.stories.tsx", "!../src/**/*.features.stories.tsx"], {
    eager: true,
  }),
);

test.each(stories.map(({ name, story }) => [name, story] as const))("%s", async (name, story) => {
  await matchStory(story, name);
});
