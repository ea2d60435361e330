import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OUTPUT_CODES, type Output } from "@trilha/api";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OutputDetailPage } from "./output-detail-page";
import { makeLine, makeOutput } from "./output-fixtures";

const calls = vi.hoisted(() => ({
  get: vi.fn<(id: string) => Promise<Output>>(),
  receive: vi.fn<() => Promise<Output>>(),
  close: vi.fn<() => Promise<Output>>(),
  cancel: vi.fn<() => Promise<Output>>(),
  toast: vi.fn(),
}));
vi.mock("./outputs-api", () => ({ outputs: calls }));
vi.mock("../../toasts/toasts", () => ({ toast: calls.toast, dismissToast: vi.fn() }));

const issued = makeOutput("o-1", { status: "issued" });
const cancelledElsewhere = makeOutput("o-1", {
  status: "cancelled",
  cancelled_at: "2026-11-28T12:00:00.000Z",
  cancel_justification: "Cancelado em outra aba antes de o recebimento ser registrado.",
});
const receivedElsewhere = makeOutput("o-1", {
  status: "received",
  received_at: "2026-11-28",
  receiver_name: "Carlos Balança",
});
/** The API's 409 as the HTTP client rejects it (a response with the error body). */
const refusal = (message: string) => ({
  status: 409,
  data: { code: OUTPUT_CODES.INVALID_TRANSITION, message },
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/saidas/o-1"]}>
      <Routes>
        <Route path="/saidas/:id" element={<OutputDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.clearAllMocks());

describe("a document's step refused because another tab moved the document on", () => {
  it("closes the receipt, says why, and shows the document as it is now (cancelled, no steps left)", async () => {
    calls.get.mockResolvedValueOnce(issued).mockResolvedValue(cancelledElsewhere);
    calls.receive.mockRejectedValue(refusal("O MTR está cancelado e não pode ser recebido."));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Registrar recebimento" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Registrar recebimento" }));
    await user.click(dialog.getByRole("textbox", { name: /Recebido por/ }));
    await user.paste("Carlos");
    await user.click(dialog.getByRole("button", { name: "Confirmar" }));

    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith("error", "O MTR está cancelado e não pode ser recebido."),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("region", { name: "Cancelamento" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrar recebimento" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancelar MTR" })).toBeNull();
  }, 20_000);

  it("closes the cancellation the same way when the MTR was received meanwhile", async () => {
    calls.get.mockResolvedValueOnce(issued).mockResolvedValue(receivedElsewhere);
    calls.cancel.mockRejectedValue(refusal("Um MTR já recebido não pode ser cancelado."));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Cancelar MTR" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancelar MTR" }));
    await user.click(dialog.getByRole("textbox", { name: /Justificativa/ }));
    await user.paste("A carga foi remarcada para a próxima semana pelo destinatário.");
    await user.click(dialog.getByRole("button", { name: "Confirmar" }));

    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith("error", "Um MTR já recebido não pode ser cancelado."),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Encerrar com CDF" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancelar MTR" })).toBeNull();
    expect(calls.toast).not.toHaveBeenCalledWith("success", expect.anything());
  }, 20_000);
});

describe("the receipt's received quantity", () => {
  it("takes the three decimals a quantity in tonnes has (kilograms), as the sent one shows them", async () => {
    calls.get.mockResolvedValue(issued);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Registrar recebimento" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Registrar recebimento" }));
    const [received] = dialog.getAllByRole("textbox", { name: /Quantidade recebida de/ });
    await user.clear(received!);
    await user.type(received!, "0,125");
    expect(received).toHaveValue("0,125");
    expect(received).not.toHaveAttribute("aria-invalid", "true");
  }, 20_000);
});

describe("a line priced per litre or m³", () => {
  it("shows the negotiation's unit as it was negotiated (litres and m³ alike), beside the tonnes sent", async () => {
    calls.get.mockResolvedValue(
      makeOutput("o-1", {
        status: "issued",
        residues: [
          makeLine("l-1", "Óleo lubrificante usado", { quantity: 0.6, unit_value: 1.2, value_per: "liters" }),
        ],
      }),
    );
    renderPage();
    const lines = await screen.findByRole("table", { name: "Resíduos" });
    const row = within(lines).getByRole("row", { name: /Óleo lubrificante usado/ });
    expect(within(row).getByText("0,6 t")).toBeInTheDocument();
    expect(within(row).getByText("R$ 1,20/L ou m³")).toBeInTheDocument();
  }, 20_000);
});
