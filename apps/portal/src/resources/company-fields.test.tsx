import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, group, text } from "@trilha/forms";
import { describe, expect, it, vi } from "vitest";
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
