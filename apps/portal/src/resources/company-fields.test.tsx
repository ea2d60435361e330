import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, group, text } from "@trilha/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CepField } from "./company-fields";

// The CEP is drawn with a plain MaskedField (the page adds the lookup's message), so its blur reaches
// final-form through useManualField, not through @trilha/forms' bindings.
describe("CepField left by a mouse press", () => {
  const schema = group({ company: group({ address_zip_code: text({ required: true }) }) });
  const labels = { "company.address_zip_code": "CEP" };

  function renderCep(clicked: () => void) {
    render(
      <Form schema={schema} labels={labels} onSubmit={vi.fn()}>
        {() => (
          <>
            <CepField prefix="company" required />
            <button type="button" onClick={clicked}>
              Estado
            </button>
          </>
        )}
      </Form>,
    );
    return {
      cep: screen.getByRole("textbox", { name: /CEP/ }),
      next: screen.getByRole("button", { name: "Estado" }),
    };
  }

  it("shows its message once the press is released, so the control pressed below it is not pushed away", async () => {
    const user = userEvent.setup();
    const clicked = vi.fn();
    const { cep, next } = renderCep(clicked);
    cep.focus();
    await user.pointer({ keys: "[MouseLeft>]", target: next });
    expect(next).toHaveFocus();
    expect(screen.queryByText("O campo CEP é obrigatório.")).toBeNull();
    await user.pointer({ keys: "[/MouseLeft]", target: next });
    expect(clicked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText("O campo CEP é obrigatório.")).toBeVisible());
  });

  it("shows it at once when left with the keyboard", async () => {
    const user = userEvent.setup();
    const { cep } = renderCep(vi.fn());
    cep.focus();
    await user.tab();
    expect(screen.getByText("O campo CEP é obrigatório.")).toBeVisible();
  });
});

describe("CepField over the user's lookup limit", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's 429 message instead of 'service unavailable'", async () => {
    const message = "Limite de consultas de CEP atingido. Aguarde alguns minutos e tente novamente.";
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: "LOOKUP_THROTTLED", message, data: { retry_after: 60 } }), {
            status: 429,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    const schema = group({ company: group({ address_zip_code: text() }) });
    render(
      <Form schema={schema} labels={{ "company.address_zip_code": "CEP" }} onSubmit={vi.fn()}>
        {() => <CepField prefix="company" required={false} />}
      </Form>,
    );
    await userEvent.setup().type(screen.getByRole("textbox", { name: /CEP/ }), "01310100");
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText("Serviço de consulta indisponível no momento. Tente novamente.")).toBeNull();
  });
});
