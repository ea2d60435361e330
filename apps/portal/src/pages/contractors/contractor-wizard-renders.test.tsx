import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ContractorWizardPage } from "./contractor-wizard-page";

// Every render of a bound text field (by name) and of the wizard's submit button (the page's frame).
const drawn = vi.hoisted(() => ({ fields: [] as string[], frame: 0 }));
vi.mock("@trilha/forms", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@trilha/forms")>();
  return {
    ...actual,
    // Called, not drawn as elements: their hooks run here, so their own subscriptions' renders count too.
    FormTextField: (props: Parameters<typeof actual.FormTextField>[0]) => {
      drawn.fields.push(props.name);
      return actual.FormTextField(props);
    },
    FormMaskedField: (props: Parameters<typeof actual.FormMaskedField>[0]) => {
      drawn.fields.push(props.name);
      return actual.FormMaskedField(props);
    },
    SubmitButton: (props: Parameters<typeof actual.SubmitButton>[0]) => {
      drawn.frame += 1;
      return actual.SubmitButton(props);
    },
  };
});

function renderWizard() {
  // jsdom has none; Radix measures with it.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // The option lists' loads fail here (no server) and leave their lists empty, as spec 02 §8 says.
  const router = createMemoryRouter([{ path: "/", element: <ContractorWizardPage /> }]);
  render(<RouterProvider router={router} />);
}

const forget = () => {
  drawn.fields.length = 0;
  drawn.frame = 0;
};

// Typing in a field of Dados do Contratante drew the whole step again: its twenty-odd fields, the CEP,
// the state and city selects, the file pickers and the wizard's buttons, on every key.
describe("the contractor wizard's Dados do Contratante", () => {
  beforeEach(() => {
    renderWizard();
    forget();
  });

  it("draws only the field typed in, not its siblings nor the page's buttons", async () => {
    const name = screen.getByRole("textbox", { name: /^Nome fantasia/ });
    await userEvent.click(name);
    forget();
    await userEvent.keyboard("Acme");
    expect(name).toHaveValue("Acme");
    expect(new Set(drawn.fields)).toEqual(new Set(["contractor.trading_name"]));
    expect(drawn.frame).toBe(0);
  });
});
