import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProviderWizardPage } from "./provider-wizard-page";

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
  // jsdom has none; Radix measures the radio indicators with it.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // The option lists' loads fail here (no server) and leave their lists empty, as spec 02 §8 says.
  const router = createMemoryRouter([{ path: "/", element: <ProviderWizardPage /> }]);
  render(<RouterProvider router={router} />);
}

const forget = () => {
  drawn.fields.length = 0;
  drawn.frame = 0;
};

// Typing in a field of Dados básicos drew the whole step again: its twenty-odd fields, the CEP, the state
// and city selects, the services' switches and the wizard's buttons, on every key.
describe("the provider wizard's Dados básicos", () => {
  beforeEach(() => {
    renderWizard();
    forget();
  });

  const field = (name: RegExp) => screen.getByRole("textbox", { name });

  it("draws only the field typed in, not its siblings nor the page's buttons", async () => {
    const alias = field(/^Apelido/);
    await userEvent.click(alias);
    forget();
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
