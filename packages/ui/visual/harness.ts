/**
 * Renders a story the way Storybook's canvas does (its first render, without the play function) and
 * compares a screenshot of that canvas with the baseline committed beside the test file.
 */
import { composeStory, type Meta, type Preview, type StoryObj } from "@storybook/react-vite";
import { expect, onTestFinished, vi } from "vitest";
import { page } from "vitest/browser";
import { describeNetwork, eventCount, quiet, waiting } from "./network";

export type StoryModule = { default: Meta } & Record<string, StoryObj>;
export type Story = ReturnType<typeof composeStory>;
export type Viewport = { width: number; height: number };

/** The size the components' stories are drawn at, unless a story names one of its viewports. */
const DEFAULT_VIEWPORT: Viewport = { width: 800, height: 600 };

/** "AllVariants" → "all-variants". */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** A story to draw: its baseline's name, and the other exports its first render stands for. */
export type Case = { name: string; story: Story; alike: string[] };

/** What a story may add to its file's default render without changing the first render. */
const PLAY_ONLY = new Set(["play", "name", "tags", "parameters"]);
const playOnly = (story: StoryObj) =>
  Object.keys(story).every((key) => PLAY_ONLY.has(key)) &&
  Object.keys(story.parameters ?? {}).every((key) => key === "docs");

/**
 * Every story of the modules, composed with the project annotations and without its play function, named
 * `<file>/<export>` (`button/default`; a features file shares its component's folder, in its own test's
 * baselines): one baseline folder per story file. With `alike`, the stories of a file that add nothing but
 * a play function (and a name) to its default render are drawn once, under the first one's name: their
 * first render is the same by construction.
 */
export function storiesOf(
  modules: Record<string, StoryModule>,
  { globals = {}, alike = false }: { globals?: Record<string, unknown>; alike?: boolean } = {},
): Case[] {
  return Object.entries(modules).flatMap(([path, { default: meta, ...stories }]) => {
    const file = path
      .split("/")
      .pop()!
      .replace(/(\.features)?\.stories\.tsx$/, "");
    const cases: Case[] = [];
    let bare: Case | undefined;
    // A module's exports come in alphabetical order; a Default goes first, as it stands for the others.
    const entries = Object.entries(stories).sort(
      ([a], [b]) => Number(b === "Default") - Number(a === "Default"),
    );
    for (const [name, story] of entries) {
      if (alike && bare && playOnly(story)) {
        bare.alike.push(name);
        continue;
      }
      const entry = {
        name: `${file}/${kebab(name)}`,
        story: firstRender(meta, story, name, globals),
        alike: [],
      };
      if (alike && !bare && playOnly(story)) bare = entry;
      cases.push(entry);
    }
    return cases;
  });
}

/** A story composed with the project annotations and its file's meta, without its play function. */
export function firstRender(
  meta: Meta,
  story: StoryObj,
  name: string,
  globals: Record<string, unknown> = {},
) {
  return composeStory(
    { ...story, play: undefined, globals: { ...story.globals, ...globals } },
    meta,
    undefined,
    name,
  );
}

/** The viewport a story asks for through the `viewport` global (e.g. a phone), if it names one. */
export function namedViewport(story: Story): Viewport | undefined {
  const value = (story.globals.viewport as { value?: string } | undefined)?.value;
  const styles = value && story.parameters.viewport?.options?.[value]?.styles;
  if (!styles) return undefined;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

let viewport = DEFAULT_VIEWPORT;

type RenderToCanvas = NonNullable<Preview["renderToCanvas"]>;

/** Each drawn canvas's unmount, as the renderer returned it: called once the canvas's test has finished. */
const unmounts = new Map<HTMLElement, () => unknown>();

/**
 * The renderer's renderToCanvas (setup.ts), keeping the unmount it returns for the canvas. Storybook's
 * portable stories unmount a story's tree only when the next story starts to run: meanwhile the tree, taken
 * off the page, was still live, answering the next test's viewport change (its media queries) and making
 * requests that could reach the next story's network (network.ts). The harness unmounts it when its test
 * finishes instead; Storybook's own unmount then finds nothing left to do.
 */
export function keepingUnmount(render: RenderToCanvas | undefined): RenderToCanvas {
  if (!render) throw new Error("the project annotations have no renderToCanvas");
  return async (context, canvasElement) => {
    const unmount = await render(context, canvasElement);
    if (unmount) unmounts.set(canvasElement, unmount);
    return unmount;
  };
}

/** Unmounts the tree drawn in the canvas, if any: its effects' cleanups run, its portals leave the body. */
async function unmountCanvas(canvas: HTMLElement) {
  const unmount = unmounts.get(canvas);
  unmounts.delete(canvas);
  await unmount?.();
}

/**
 * Draws the story at the viewport and compares its canvas with the baseline `name`. With `viewportOnly`,
 * the screenshot is what the window shows (a screen's first view, without scrolling), not the whole canvas.
 */
export async function matchStory(
  story: Story,
  name: string,
  size = namedViewport(story) ?? DEFAULT_VIEWPORT,
  { viewportOnly = false } = {},
) {
  const shot = await drawStory(story, size, { viewportOnly });
  await expect.element(page.elementLocator(shot), { timeout: 30_000 }).toMatchScreenshot(name);
}

/**
 * Draws the story at the viewport, waits until it has settled and returns what the screenshot holds; the
 * story is unmounted and taken off the page once the test has finished.
 */
export async function drawStory(
  story: Story,
  size = namedViewport(story) ?? DEFAULT_VIEWPORT,
  { viewportOnly = false } = {},
): Promise<HTMLElement> {
  if (size.width !== viewport.width || size.height !== viewport.height) {
    await page.viewport(size.width, size.height);
    viewport = size;
  }
  const canvas = document.createElement("div");
  // Storybook's layouts: "fullscreen" stories (screens, shells) fill the viewport; the others get the
  // "padded" canvas of preview.tsx.
  if (story.parameters.layout === "fullscreen") canvas.style.minHeight = "100vh";
  else canvas.style.padding = "16px";
  // What the screenshot holds: the canvas, or a window-sized frame around it.
  const shot = viewportOnly ? document.createElement("div") : canvas;
  if (viewportOnly) {
    shot.style.cssText = "height: 100vh; overflow: hidden";
    shot.append(canvas);
  }
  // An id makes the locator `#visual-canvas`, whatever the story portals into the body beside it.
  shot.id = "visual-canvas";
  // The story's tree is unmounted before the next test starts (keepingUnmount), then its canvas removed.
  onTestFinished(async () => {
    await unmountCanvas(canvas);
    shot.remove();
  });
  // What an earlier story left in the body (pdf.js's font loader, say) is not this story's overlay.
  const earlier = new Set(document.body.children);
  document.body.append(shot);
  await story.run({ canvasElement: canvas });
  await settled(canvas);
  await blankFrames(canvas);
  // Content portaled into the body (an open dialog, a toast) is drawn over the window: the canvas then
  // covers the whole viewport so that the screenshot holds it.
  if (
    [...document.body.children].some(
      (child) => child !== shot && !earlier.has(child) && child.tagName !== "SCRIPT",
    )
  )
    canvas.style.minHeight = "100vh";
  return shot;
}

/**
 * Frames of other sites (the legislation report) never load here: Chromium draws its error page in them
 * sooner or later, so a screenshot held either. Each gets an empty document instead, drawn the same on
 * every run; the page's own frame (its border, its size) stays as the story drew it.
 */
async function blankFrames(canvas: HTMLElement) {
  await Promise.all(
    [...canvas.querySelectorAll("iframe")].map(
      (frame) =>
        new Promise((loaded) => {
          frame.addEventListener("load", loaded, { once: true });
          frame.srcdoc = " ";
        }),
    ),
  );
}

/** Chromium's task scheduler (not yet in TypeScript's DOM types). */
declare const scheduler: {
  postTask(callback: () => void, options: { priority: "background" }): Promise<void>;
};

/**
 * Resolves once the page's pending work has run: a background task waits for every task of a higher
 * priority (React's renders and effects among them). requestIdleCallback would say the same, but headless
 * Chromium sometimes stops granting idle periods to the tester frame.
 */
const drained = () => scheduler.postTask(() => undefined, { priority: "background" });

/**
 * Waits for what appears after the first render: the story's data (network.ts), the Lottie player (loaded on
 * first use), pdf.js (a lazy chunk, then the page's canvas and text layer, `data-drawn` once both are), fonts and images. Conditions
 * only, never a duration: the page counts as settled once its pending work ran with nothing moving meanwhile.
 */
async function settled(root: HTMLElement) {
  // The whole page, not only the story's canvas: popovers and dialogs are portaled to the body (a date
  // range picker drawn open showed its calendar's loading box). Earlier stories are unmounted by now.
  const page = root.ownerDocument.body;
  for (;;) {
    await vi.waitFor(
      () => {
        if (!quiet()) throw new Error(`the data has not arrived: ${describeNetwork()}`);
        // Every player, whatever slot its wrapper names (AnimatedLogo, the loading overlay's logo).
        for (const lottie of page.querySelectorAll("[data-lottie]")) {
          if (!lottie.hasAttribute("data-drawn")) throw new Error("the Lottie player has not drawn yet");
        }
        if (page.querySelector("[data-slot=calendar-loading]")) throw new Error("the calendar is loading");
        for (const viewer of page.querySelectorAll("[data-slot=pdf-viewer]")) {
          if (!viewer.querySelector("[data-slot=pdf-viewer-document]")) throw new Error("pdf.js is loading");
        }
        // A document whose request never gets an answer keeps its spinner: that is the story's look. One
        // read from bytes already here waits for nothing but pdf.js, whatever else is pending (a request an
        // earlier story's tree still makes once this one has started).
        for (const pdf of page.querySelectorAll<HTMLElement>("[data-slot=pdf-viewer-document]")) {
          const fetched = pdf.dataset.source === "url";
          if (!pdf.querySelector("[role=alert], [data-drawn]") && !(fetched && waiting()))
            throw new Error("the PDF page is not drawn yet");
        }
      },
      // pdf.js parses and draws a page in a worker: on a loaded machine that alone took more than 10 s.
      { timeout: 30_000, interval: 20 },
    );
    const before = eventCount();
    await drained();
    if (eventCount() === before && quiet()) break;
  }
  await document.fonts.ready;
  await Promise.all([...page.querySelectorAll("img")].map((image) => image.decode().catch(() => undefined)));
}
