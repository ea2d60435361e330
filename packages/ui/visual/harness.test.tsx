/**
 * The harness itself: a story drawn by one test is unmounted once that test has finished, before the next
 * test starts (keepingUnmount), so its effects (requests, timers, media queries) cannot reach the next story;
 * and a story is drawn only once what it loads later (a Lottie player) has drawn.
 */
import { composeStory } from "@storybook/react-vite";
import * as React from "react";
import { expect, test } from "vitest";
import { AnimatedLogo } from "../src/animated-logo/animated-logo";
import { drawStory } from "./harness";

const events: string[] = [];

function Probe() {
  React.useEffect(() => {
    events.push("mounted");
    return () => {
      events.push("unmounted");
    };
  }, []);
  return <p>Sonda</p>;
}

const probe = composeStory({ render: () => <Probe /> }, { title: "Harness" }, undefined, "Probe");

test("draws a story", async () => {
  const shot = await drawStory(probe);
  expect(shot.textContent).toBe("Sonda");
  expect(events).toEqual(["mounted"]);
});

test("the story the test before drew is unmounted before this test starts", () => {
  expect(events).toEqual(["mounted", "unmounted"]);
  expect(document.getElementById("visual-canvas")).toBeNull();
});

const logo = composeStory(
  { render: () => <AnimatedLogo label="Trilha" /> },
  { title: "Harness" },
  undefined,
  "Logo",
);

test("waits for a Lottie player whose wrapper names its own slot (the animated logo) to draw", async () => {
  const shot = await drawStory(logo);
  const player = shot.querySelector('[data-slot="animated-logo"]');
  expect(player).toHaveAttribute("data-drawn");
  expect(player?.querySelector("svg path")).not.toBeNull();
});
