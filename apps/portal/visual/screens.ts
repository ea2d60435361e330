/**
 * The portal's screens (Storybook's "Telas"): every story of apps/portal/src, answered by its MSW handlers
 * and drawn once its data has arrived; phone.test.tsx and desktop.test.tsx draw them at the toolbar's
 * Celular and Desktop viewports (.storybook/preview.tsx), side by side. Play functions do not run, so the
 * stories that only add one to their file's default render share that render's baseline (the test's
 * name lists them).
 */
import {
  namedViewport,
  type StoryModule,
  storiesOf,
  type Viewport,
} from "../../../packages/ui/visual/harness";

const stories = storiesOf(import.meta.glob<StoryModule>("../src/**/*.stories.tsx", { eager: true }), {
  alike: true,
});

/**
 * The screens to draw at a viewport, as `[test name, baseline, story, viewport]`. A story that names its
 * own viewport (the login's layout breakpoints, all desktop widths) is drawn at that one, with the desktop's.
 * With `firstOfFile`, only each story file's first story (its Default) and those naming a viewport: every
 * state is drawn at the phone's width, and each screen's desktop layout once (a desktop baseline weighs up
 * to ten times a phone's).
 */
export function screensAt(viewport: Viewport, { withOwnViewports = false, firstOfFile = false } = {}) {
  const files = new Set<string>();
  return stories.flatMap(({ name, story, alike }) => {
    const own = namedViewport(story);
    if (own && !withOwnViewports) return [];
    const file = name.split("/")[0]!;
    const first = !files.has(file);
    files.add(file);
    if (firstOfFile && !first && !own) return [];
    const title = alike.length ? `${name} (also ${alike.join(", ")})` : name;
    return [[title, name, story, own ?? viewport] as const];
  });
}
