/**
 * What every visual test file shares, set up before the stories' modules load: one "now", timers that
 * never come due, one font, and the preview's annotations with Mock Service Worker started and watched
 * (network.ts).
 */
import { setProjectAnnotations } from "@storybook/react-vite";
import { setupWorker } from "msw/browser";
import { mswLoader } from "msw-storybook-addon/csf3";
import { vi } from "vitest";
import preview from "../../../.storybook/preview";
import { keepingUnmount } from "./harness";
import { followStory, watch } from "./network";

// Stories that show "today" (date pickers, relative dates, the current month's lists) draw the same day on
// every run. The clock stands still: Date.now() does not move during a test either.
vi.setSystemTime(new Date("2026-05-15T12:00:00-03:00"));

// The font stack starts with Inter, which the product does not ship: each machine falls back to what it
// has. Naming the font Debian's Chromium draws here (Arial's metric twin) keeps the baselines from moving
// when another font of the stack gets installed.
const fonts = document.createElement("style");
fonts.textContent = `:root { --font-sans: "Liberation Sans", sans-serif; --font-mono: "DejaVu Sans Mono", monospace; }`;
document.head.append(fonts);

// The stories' handlers answer in the page, from the worker file in .storybook/public (this project's
// publicDir). Started before the timers are held: its keep-alive ping must keep running.
const worker = setupWorker();
await worker.start({ quiet: true, onUnhandledRequest: "bypass" });
watch(worker);

// What a timer of a second or more brings (the logout's redirect after 1.5 s, a toast closing itself after
// 5 s, polling, the inactivity warning) comes after the first render: such timers are held and never fire,
// so a screenshot does not depend on how fast the machine got there. Shorter ones (debounces, a focus
// moved on the next tick) run as usual. Vitest keeps its own timers.
const LATER_MS = 1000;
const NEVER_MS = 2 ** 31 - 1;
const { setTimeout: browserSetTimeout, setInterval: browserSetInterval } = window;
const held = () => browserSetTimeout(() => undefined, NEVER_MS);
window.setTimeout = ((handler: TimerHandler, timeout = 0, ...args: unknown[]) =>
  timeout >= LATER_MS ? held() : browserSetTimeout(handler, timeout, ...args)) as typeof window.setTimeout;
window.setInterval = ((handler: TimerHandler, timeout = 0, ...args: unknown[]) =>
  timeout >= LATER_MS ? held() : browserSetInterval(handler, timeout, ...args)) as typeof window.setInterval;

// The preview's decorators, parameters and globals, with its MSW loader on the worker above. Composed with
// the React renderer's annotations, whose renderToCanvas returns the story's unmount: set again with that
// renderToCanvas keeping the unmount, so that the harness unmounts each story once its test has finished.
const annotations = { ...preview, loaders: [mswLoader(() => worker)], beforeEach: followStory };
const { renderToCanvas } = setProjectAnnotations(annotations);
setProjectAnnotations({ ...annotations, renderToCanvas: keepingUnmount(renderToCanvas) });
