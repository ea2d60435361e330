/**
 * Visual regression of the design system's states: every story of the features files
 * (packages/ui/src/<folder>/<name>.features.stories.tsx, one story per state) against the PNGs in
 * `__screenshots__/states.test.tsx/`. Same rules as components.test.tsx: first render, no play function.
 */
import { test } from "vitest";
import { matchStory, type StoryModule, storiesOf } from "./harness";

const stories = storiesOf(import.meta.glob<StoryModule>("../src/**/*.features.stories.tsx", { eager: true }));

test.each(stories.map(({ name, story }) => [name, story] as const))("%s", async (name, story) => {
  await matchStory(story, name);
});
