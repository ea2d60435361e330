import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type UserUpdateValues, userLabels, userUpdateSchema } from "@trilha/forms/schemas";
import { beforeEach, describe, expect, it } from "vitest";
import { UserFields } from "../pages/users/user-fields";
import type { FormState } from "./form-state";
import { SectionForm } from "./section-form";

let sectionRenders = 0;
let formApi: FormState["form"] | null = null;

/** The user edit page's data section, as the page draws it (a SectionForm of the user's fields). */
function UserDataSection() {
  return (
    <SectionForm<UserUpdateValues>
      schema={userUpdateSchema}
      labels={userLabels}
      initialValues={{ name: "Ana Souza", role: "member" }}
      label="Dados do usuário"
      save={async () => undefined}
      text={{ saved: "Salvo", error: "Erro" }}
    >
      {(state) => {
        formApi = state.form;
        sectionRenders += 1;
        return (
          <>
            <UserFields email="ana@trilha.com.br" />
            <p>{`Nome: ${String(state.values.name ?? "")}`}</p>
          </>
        );
      }}
    </SectionForm>
  );
}

// An edit page's section was drawn whole again on every focus and blur of one of its fields (every
// field, select and the section's buttons): only the field should be.
describe("an edit page's section", () => {
  beforeEach(() => {
    formApi = null;
    render(<UserDataSection />);
    sectionRenders = 0;
  });

  const name = () => screen.getByRole("textbox", { name: /Nome/ });
  const email = () => screen.getByRole("textbox", { name: /E-mail/ });

  it("is not drawn again when a field already left takes the focus or leaves it", () => {
    // A first blur marks the field touched, which the section reads (its message may show).
    act(() => name().focus());
    act(() => email().focus());
    sectionRenders = 0;
    act(() => name().focus());
    expect(name()).toHaveFocus();
    expect(formApi?.getState().active).toBe("name");
    act(() => email().focus());
    expect(formApi?.getState().active).toBeUndefined();
    act(() => name().focus());
    expect(formApi?.getState().active).toBe("name");
    expect(sectionRenders).toBe(0);
  });

  it("is still drawn again by a value", async () => {
    await userEvent.clear(name());
    await userEvent.type(name(), "Bia");
    expect(screen.getByText("Nome: Bia")).toBeInTheDocument();
    expect(sectionRenders).toBeGreaterThan(0);
  });
});
