import type { Page } from "@playwright/test";

// What journeys type and upload: valid documents, small real files, a choice in a select.

/** A CNPJ with valid check digits, unique per run (the seed's bases start 10–99, this one with 0). */
export function newCnpj() {
  const base = `0${String(Date.now()).slice(-7)}0001`.split("").map(Number);
  const digit = (digits: number[]) => {
    const weights =
      digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join("");
}

export const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export async function choose(page: Page, combobox: RegExp, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  // Searchable selects (states, cities) narrow a long list as one types.
  const filter = page.getByRole("dialog").getByRole("combobox", { name: "Pesquisar" });
  if (await filter.isVisible()) await filter.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Chooses the first option a select offers (provider lists whose names a journey does not fix). */
export async function chooseFirst(page: Page, combobox: RegExp, within = page.locator("body")) {
  await within.getByRole("combobox", { name: combobox }).click();
  const option = page.getByRole("option").first();
  const name = (await option.textContent()) ?? "";
  await option.click();
  return name.trim();
}
