import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ResidueWizardPage } from "./residue-wizard-page";

// Every render of a bound field (by name) and of the wizard's submit button (the page's frame).
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
    FormSelect: (props: Parameters<typeof actual.FormSelect>[0]) => {
      drawn.fields.push(props.name);
      return actual.FormSelect(props);
    },
    SubmitButton: (props: Parameters<typeof actual.SubmitButton>[0]) => {
      drawn.frame += 1;
      return actual.SubmitButton(props);
    },
  };
});

const forget = () => {
  drawn.fields.length = 0;
  drawn.frame = 0;
};

// Typing the residue's name drew the whole of DADOS BÁSICOS again on every key: its type select, the
// internal code, both inclusion tables with their editors, and the wizard's buttons.
describe("the residue wizard's DADOS BÁSICOS", () => {
  beforeEach(() => {
    // jsdom has none; Radix measures the storage's radio indicators with it.
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    // The option lists' loads fail here (no server) and leave their lists empty, as spec 02 §8 says.
    const router = createMemoryRouter([{ path: "/", element: <ResidueWizardPage /> }]);
    render(<RouterProvider router={router} />);
    forget();
  });

  it("draws only the field typed in, not its siblings nor the page's buttons", async () => {
    const name = screen.getByRole("textbox", { name: /^Nome comum/ });
    await userEvent.click(name);
    forget();
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
