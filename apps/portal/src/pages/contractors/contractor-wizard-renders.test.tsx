import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { drawn, forgetRenders, renderPage } from "../../test/render-counts";
import { ContractorWizardPage } from "./contractor-wizard-page";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../../test/render-counts")).countingForms(await importOriginal()),
);

// Typing in a field of Dados do Contratante drew the whole step again: its twenty-odd fields, the CEP,
// the state and city selects, the file pickers and the wizard's buttons, on every key.
describe("the contractor wizard's Dados do Contratante", () => {
  beforeEach(() => {
    renderPage(<ContractorWizardPage />);
    forgetRenders();
  });

  it("draws only the field typed in, not its siblings nor the page's buttons", async () => {
    const name = screen.getByRole("textbox", { name: /^Nome fantasia/ });
    await userEvent.click(name);
    forgetRenders();
    await userEvent.keyboard("Acme");
    expect(name).toHaveValue("Acme");
    expect(new Set(drawn.fields)).toEqual(new Set(["contractor.trading_name"]));
    expect(drawn.frame).toBe(0);
  });
});
