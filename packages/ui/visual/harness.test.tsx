/**
 * The harness itself: a story drawn by one test is unmounted once that test has finished, before the next
 * test starts (keepingUnmount), so its effects (requests, timers, media queries) cannot reach the next story.
 */
import { composeStory } from "@storybook/react-vite";
import * as React from "react";
import { expect, test } from "vitest";
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
