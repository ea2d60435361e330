import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { drawn, forgetRenders, renderPage } from "../../test/render-counts";
import { ProviderWizardPage } from "./provider-wizard-page";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../../test/render-counts")).countingForms(await importOriginal()),
);

// Typing in a field of Dados básicos drew the whole step again: its twenty-odd fields, the CEP, the state
// and city selects, the services' switches and the wizard's buttons, on every key.
describe("the provider wizard's Dados básicos", () => {
  beforeEach(() => {
    renderPage(<ProviderWizardPage />);
    forgetRenders();
  });

  const field = (name: RegExp) => screen.getByRole("textbox", { name });

  it("draws only the field typed in, not its siblings nor the page's buttons", async () => {
    const alias = field(/^Apelido/);
    await userEvent.click(alias);
    forgetRenders();
    await userEvent.keyboard("Acme");
    expect(alias).toHaveValue("Acme");
    expect(new Set(drawn.fields)).toEqual(new Set(["provider.alias"]));
    expect(drawn.frame).toBe(0);
  });

  it("still draws the identifier anew for another registry type", async () => {
    expect(field(/^CNPJ/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "CPF" }));
    expect(field(/^CPF/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^CNPJ/ })).toBeNull();
    expect(drawn.fields).toContain("company.cpf");
  });

  it("keeps a value typed in a field a registry type brought in (abroad, the zip code is plain text)", async () => {
    await userEvent.click(screen.getByRole("radio", { name: "Registro Internacional" }));
    const zip = field(/^CEP/);
    await userEvent.type(zip, "SW1A");
    act(() => zip.blur());
    expect(zip).toHaveValue("SW1A");
  });
});
