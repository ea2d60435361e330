import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { drawn, forgetRenders, renderPage } from "../../test/render-counts";
import { ResidueWizardPage } from "./residue-wizard-page";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../../test/render-counts")).countingForms(await importOriginal()),
);

// Typing the residue's name drew the whole of DADOS BÁSICOS again on every key: its type select, the
// internal code, both inclusion tables with their editors, and the wizard's buttons.
describe("the residue wizard's DADOS BÁSICOS", () => {
  beforeEach(() => {
    renderPage(<ResidueWizardPage />);
    forgetRenders();
  });

  it("draws only the field typed in, not its siblings nor the page's buttons", async () => {
    const name = screen.getByRole("textbox", { name: /^Nome comum/ });
    await userEvent.click(name);
    forgetRenders();
    await userEvent.keyboard("Papelão");
    expect(name).toHaveValue("Papelão");
    expect(new Set(drawn.fields)).toEqual(new Set(["name"]));
    expect(drawn.frame).toBe(0);
  });

  it("still refuses Próximo with the step's messages", async () => {
    await userEvent.click(screen.getByRole("button", { name: "Próximo" }));
    expect(await screen.findByText("O campo Nome comum é obrigatório.")).toBeInTheDocument();
    expect(drawn.frame).toBeGreaterThan(0);
  });
});
