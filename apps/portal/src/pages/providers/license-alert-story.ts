import { expect, userEvent, waitFor, within } from "storybook/test";
import { fill } from "../../stories/fill";

type Canvas = ReturnType<typeof within>;

/** The refusal of an alert date after an expiration of 15/01/2029, in the schema's words. */
export const ALERT_AFTER_EXPIRATION =
  "O campo Data de alerta deve ser uma data igual ou anterior a 15/01/2029.";

/**
 * With Data de validade 15/01/2029 typed in `form` (the wizard's licence step, the edit page's licence
 * dialog): the alert date's calendar ends on that day, and 16/01/2029 typed by hand is refused at once
 * and again at `submit`, in the schema's words. Leaves 16/01/2029 typed in the alert date.
 */
export async function expectAlertDateEndsOnExpiration(form: Canvas, body: Canvas, submit: string) {
  const alert = form.getByRole("textbox", { name: /^Data de alerta/ });
  await userEvent.clear(alert);
  await fill(alert, "10/01/2029");
  await userEvent.click(form.getByRole("button", { name: /^Abrir calendário.*Data de alerta/ }));
  const calendar = within(await body.findByRole("grid"));
  await expect(calendar.getByRole("button", { name: /(^|\s)16 de janeiro de 2029/ })).toBeDisabled();
  await userEvent.click(calendar.getByRole("button", { name: /(^|\s)15 de janeiro de 2029/ }));
  await waitFor(() => expect(alert).toHaveValue("15/01/2029"));

  await userEvent.clear(alert);
  await fill(alert, "16/01/2029");
  await expect(alert).toHaveAccessibleDescription(ALERT_AFTER_EXPIRATION);
  await userEvent.click(form.getByRole("button", { name: submit }));
  await expect(alert).toHaveAccessibleDescription(ALERT_AFTER_EXPIRATION);
  return alert;
}
