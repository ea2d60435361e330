import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Output } from "@trilha/api";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { drawn, forgetRenders } from "../../test/render-counts";
import { OutputDetailPage } from "./output-detail-page";
import { makeOutput } from "./output-fixtures";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../../test/render-counts")).countingForms(await importOriginal()),
);
const calls = vi.hoisted(() => ({ get: vi.fn<(id: string) => Promise<Output>>() }));
vi.mock("./outputs-api", () => ({ outputs: calls }));

function renderPage(output: Output) {
  calls.get.mockResolvedValue(output);
  render(
    <MemoryRouter initialEntries={["/saidas/o-1"]}>
      <Routes>
        <Route path="/saidas/:id" element={<OutputDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// The document page's dialogs drew all their fields and their buttons again on every key typed in one of
// them (the receipt's date, received quantities and notes; the CDF's Confirmar).
describe("the document page's dialogs", () => {
  it("Registrar recebimento draws only the field typed in, not its siblings nor Confirmar", async () => {
    const user = userEvent.setup();
    renderPage(makeOutput("o-1", { status: "issued" }));
    await user.click(await screen.findByRole("button", { name: "Registrar recebimento" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Registrar recebimento" }));
    const receiver = dialog.getByRole("textbox", { name: /Recebido por/ });
    await user.click(receiver);
    forgetRenders();
    await user.keyboard("Carlos");
    expect(receiver).toHaveValue("Carlos");
    expect(new Set(drawn.fields)).toEqual(new Set(["receiver_name"]));
    expect(drawn.frame).toBe(0);
  });

  it("Encerrar com CDF does not draw Confirmar again while the treatment is typed", async () => {
    const user = userEvent.setup();
    renderPage(makeOutput("o-1", { status: "received", received_at: "2026-11-28", receiver_name: "Carlos" }));
    await user.click(await screen.findByRole("button", { name: "Encerrar com CDF" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Encerrar com CDF" }));
    const treatment = dialog.getByRole("textbox", { name: /Tratamento/ });
    await user.click(treatment);
    forgetRenders();
    await user.keyboard("Reciclagem");
    expect(treatment).toHaveValue("Reciclagem");
    expect(drawn.frame).toBe(0);
  });
});
