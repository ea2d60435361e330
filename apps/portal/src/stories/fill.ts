import { fireEvent, userEvent } from "storybook/test";

/**
 * Enters a whole value at once, as a paste. A wizard re-renders its step on every key, so typing long
 * values key by key made the wizard stories the slowest of the suite; the fields' own stories (masks,
 * lookups on the last digit) type key by key.
 */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/**
 * Sets a field's whole value in one input event, without the click, focus and blur a user's `fill`
 * brings: for the steps a story only passes through on its way to what it tests. A wizard re-renders
 * its whole step on each of those events (its form follows every field's focus), so on a step with
 * many fields this is about three times faster than `fill`. The field's handlers run as on a paste
 * (masks, a lookup on the last digit); keep `fill` where the focus or a field's blur is under test,
 * and in the one story that walks the form by hand.
 */
export async function setValue(element: HTMLElement, text: string) {
  await fireEvent.input(element, { target: { value: text } });
}
