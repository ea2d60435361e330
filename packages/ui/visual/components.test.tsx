/**
 * Visual regression of the design system, without a cloud: each component's docs `Default` story
 * (packages/ui/src/<folder>/<name>.stories.tsx; the features files hold the behaviour tests) is rendered in
 * Chromium and compared with the PNG committed in `__screenshots__/components.test.tsx/` beside this file.
 *
 * Only the first render is compared: the stories' play functions (keyboard walks, clicks) are left out,
 * they already run as tests in the "storybook" project. After an intended change: `pnpm test:visual:update`.
 */
import { composeStory, type Meta, type StoryObj, setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import preview from "../../../.storybook/preview";

type StoryModule = { default: Meta; Default?: StoryObj };

// The preview's decorators, parameters and globals without its MSW loader: no Default story of the design
// system calls the API, and the mock service worker is not served to this project.
setProjectAnnotations({ ...preview, loaders: [] });

// The font stack starts with Inter, which the product does not ship: each machine falls back to what it
// has. Naming the font Debian's Chromium draws here (Arial's metric twin) keeps the baselines from moving
// when another font of the stack gets installed.
const fonts = document.createElement("style");
fonts.textContent = `:root { --font-sans: "Liberation Sans", sans-serif; --font-mono: "DejaVu Sans Mono", monospace; }`;
document.head.append(fonts);

const modules = import.meta.glob<StoryModule>(
  ["../src/*/*.stories.tsx", "!../src/*/*.features.stories.tsx"],
  { eager: true },
);

const stories = Object.entries(modules)
  .filter(([, module]) => module.Default)
  .map(([path, module]) => {
    const name = path.split("/").pop()!.replace(".stories.tsx", "");
    const story = composeStory({ ...module.Default, play: undefined }, module.default, undefined, "Default");
    return [name, story] as const;
  });

/**
 * Waits for what appears after the first render: fonts, images, the Lottie player (loaded on first use)
 * and pdf.js (a lazy chunk, then the page's canvas and text layer). Conditions only, never a duration.
 */
async function settled(root: HTMLElement) {
  await document.fonts.ready;
  await vi.waitFor(
    () => {
      for (const lottie of root.querySelectorAll("[data-slot=lottie]")) {
        if (!lottie.querySelector("svg")) throw new Error("the Lottie player has not drawn yet");
      }
      for (const viewer of root.querySelectorAll("[data-slot=pdf-viewer]")) {
        if (!viewer.querySelector("[data-slot=pdf-viewer-document]")) throw new Error("pdf.js is loading");
      }
      for (const pdf of root.querySelectorAll("[data-slot=pdf-viewer-document]")) {
        if (!pdf.querySelector("[role=alert], .react-pdf__Page__textContent span"))
          throw new Error("the PDF page is not drawn yet");
      }
    },
    { timeout: 20_000, interval: 50 },
  );
  await Promise.all([...root.querySelectorAll("img")].map((image) => image.decode().catch(() => undefined)));
}

let canvas: HTMLElement | undefined;
afterEach(() => canvas?.remove());

test.each(stories)("%s", async (name, story) => {
  canvas = document.createElement("div");
  // Storybook's layouts: "fullscreen" stories (shell, overlays fixed to the window) fill the 800 × 600
  // viewport; the others get the "padded" canvas of preview.tsx.
  if (story.parameters.layout === "fullscreen") canvas.style.minHeight = "100vh";
  else canvas.style.padding = "16px";
  document.body.append(canvas);
  await story.run({ canvasElement: canvas });
  await settled(canvas);
  await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
});
