import { expect, type Page } from "@playwright/test";
import { choose, chooseFirst } from "../support/form-input";

// What the output documents' journeys share: the parties the demo negotiated with, a residue line.

type Option = { value: string; label: string };
type Options = Record<"recipients" | "transporters" | "licenses" | "drivers", Option[]>;

/** The demo's residues were negotiated with a licensed recipient and a carrier with a driver: find them. */
export async function negotiatedParties(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("trilha-admin:auth") ?? "{}").token,
  );
  const options = async (query = "") => {
    const answer = await page.request.get(`/api/v1/outputs/options${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as Options;
  };
  const all = await options();
  for (const recipient of all.recipients) {
    const withLicences = await options(`?destiny=${recipient.value}`);
    if (withLicences.licenses.length === 0) continue;
    for (const carrier of all.transporters) {
      const chosen = await options(`?destiny=${recipient.value}&transporter=${carrier.value}`);
      if (chosen.drivers.length > 0) return { recipient: recipient.label, carrier: carrier.label };
    }
  }
  throw new Error("The demo seed has no licensed recipient and carrier with a driver.");
}

export async function includeResidue(page: Page, residue: string, quantity: string) {
  await choose(page, /^Resíduo/, residue);
  await chooseFirst(page, /^Autorização ambiental/);
  await page.getByRole("textbox", { name: "Quantidade", exact: true }).fill(quantity);
  await chooseFirst(page, /^Acondicionamento/);
  await page.getByRole("textbox", { name: /^Quantidade de embalagens/ }).fill("2");
  await choose(page, /^Origem/, "São Paulo");
  await page.getByRole("button", { name: "Incluir resíduo", exact: true }).click();
  await expect(
    page.getByRole("table", { name: "Resíduos incluídos" }).getByRole("cell", { name: residue, exact: true }),
  ).toBeVisible();
}
