import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { drawn, forgetRenders, renderPage } from "../../test/render-counts";
import { IntegratedSystemsDialog } from "./integrated-systems-dialog";
import { OutputCreatePage } from "./output-create-page";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../../test/render-counts")).countingForms(await importOriginal()),
);

/** Tipo de documento's option, chosen as a user does (Radix's list needs what jsdom lacks). */
async function chooseDocumentType(option: string) {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
  await userEvent.click(screen.getByRole("combobox", { name: /^Tipo de documento/ }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

// Typing in a field of "Criar Documento de Saída" drew the whole form again on every key: every field
// of the steps shown, the parties' lists and Confirmar e Emitir.
describe("the output document form", () => {
  beforeEach(() => {
    renderPage(<OutputCreatePage />);
    forgetRenders();
  });

  it("draws only the field typed in, not its siblings nor Confirmar e Emitir", async () => {
    await chooseDocumentType("Nota fiscal");
    const number = await screen.findByRole("textbox", { name: /^Número da nota fiscal/ });
    await userEvent.click(number);
    forgetRenders();
    await userEvent.keyboard("4521");
    expect(number).toHaveValue("4521");
    expect(new Set(drawn.fields)).toEqual(new Set(["nfe_number"]));
    expect(drawn.frame).toBe(0);
  });

  it("still shows the next step once a step is filled", async () => {
    await chooseDocumentType("Romaneio");
    expect(await screen.findByRole("radiogroup", { name: /^Opção de MTR/ })).toBeVisible();
  });
});

// The codes the public systems need, asked for each residue before an MTR is issued: four fields per
// residue and system, all drawn again on every key typed in one of them, with the dialog's buttons.
describe("the integrated systems' codes dialog", () => {
  beforeEach(() => {
    const residue = (uuid: string, name: string) => ({
      uuid,
      name,
      systems: ["ctre" as const, "fepam" as const],
      mappings: {},
    });
    renderPage(
      <IntegratedSystemsDialog
        missing={[residue("r1", "Papelão"), residue("r2", "Sucata")]}
        onCancel={() => undefined}
        onSaved={() => undefined}
      />,
    );
    forgetRenders();
  });

  it("draws only the field typed in, not the other codes nor its buttons", async () => {
    const [code] = screen.getAllByRole("textbox");
    if (!code) throw new Error("no code field");
    await userEvent.click(code);
    forgetRenders();
    await userEvent.keyboard("170101");
    expect(code).toHaveValue("170101");
    expect(new Set(drawn.fields)).toEqual(new Set(["residues.0.ctre.residue"]));
    expect(drawn.frame).toBe(0);
  });
});
