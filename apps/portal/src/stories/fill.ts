import { userEvent } from "storybook/test";

/**
 * Enters a whole value at once, as a paste. A wizard re-renders its step on every key, so typing long
 * values key by key made the wizard stories the slowest of the suite; the fields' own stories (masks,
 * lookups on the last digit) type key by key.
 */
export async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}
