import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  providerBasicDataEditLabels,
  providerBasicDataEditSchema,
  type UserUpdateValues,
  userLabels,
  userUpdateSchema,
} from "@trilha/forms/schemas";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BasicDataFields } from "../pages/providers/basic-data-fields";
import { UserFields } from "../pages/users/user-fields";
import { drawn, forgetRenders, renderPage } from "../test/render-counts";
import { SectionForm, type SectionState } from "./section-form";

vi.mock("@trilha/forms", async (importOriginal) =>
  (await import("../test/render-counts")).countingForms(await importOriginal()),
);

let sectionRenders = 0;
let formApi: SectionState["form"] | null = null;
const save = vi.fn(async (_values: UserUpdateValues) => undefined);

/** The user edit page's data section, as the page draws it (a SectionForm of the user's fields). */
function UserDataSection() {
  return (
    <SectionForm<UserUpdateValues>
      schema={userUpdateSchema}
      labels={userLabels}
      initialValues={{ name: "Ana Souza", role: "member" }}
      label="Dados do usuário"
      save={save}
      text={{ saved: "Salvo", error: "Erro" }}
    >
      {(state) => {
        formApi = state.form;
        sectionRenders += 1;
        return <UserFields email="ana@trilha.com.br" />;
      }}
    </SectionForm>
  );
}

const forgetAll = () => {
  sectionRenders = 0;
  forgetRenders();
};

// An edit page's section was drawn whole again on every key typed in one of its fields (Perfil de
// acesso's select and Salvar with it), and on every focus and blur: only the field should be.
describe("an edit page's section", () => {
  beforeEach(() => {
    formApi = null;
    save.mockClear();
    render(<UserDataSection />);
    forgetAll();
  });

  const name = () => screen.getByRole("textbox", { name: /Nome/ });
  const email = () => screen.getByRole("textbox", { name: /E-mail/ });

  it("draws only the field typed in, not its siblings nor Salvar", async () => {
    await userEvent.click(name());
    forgetAll();
    await userEvent.keyboard(" Lima");
    expect(name()).toHaveValue("Ana Souza Lima");
    expect(new Set(drawn.fields)).toEqual(new Set(["name"]));
    expect(drawn.frame).toBe(0);
    expect(sectionRenders).toBe(0);
    // The edit still counts: the page's unsaved-edits guard reads the form's dirty state.
    expect(formApi?.getState().dirty).toBe(true);
  });

  it("is not drawn again when a field takes the focus or leaves it", () => {
    act(() => name().focus());
    act(() => email().focus());
    act(() => name().focus());
    expect(name()).toHaveFocus();
    expect(formApi?.getState().active).toBe("name");
    act(() => email().focus());
    expect(formApi?.getState().active).toBeUndefined();
    expect(formApi?.getState().touched?.name).toBe(true);
    expect(sectionRenders).toBe(0);
    expect(drawn.frame).toBe(0);
    expect(new Set(drawn.fields)).toEqual(new Set(["name"]));
  });

  it("still shows a refused field's message, focuses it, and sends what was typed", async () => {
    await userEvent.clear(name());
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(name()).toHaveFocus());
    expect(name()).toHaveAttribute("aria-invalid", "true");
    expect(save).not.toHaveBeenCalled();
    await userEvent.type(name(), "Bia");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: "Bia" })));
  });
});

// The provider edit page's Dados básicos: twenty-odd fields, the CEP, the state and city selects and the
// services' switches were drawn again on every key typed in one of them.
describe("the provider edit page's Dados básicos section", () => {
  beforeEach(() => {
    renderPage(
      <SectionForm
        schema={providerBasicDataEditSchema}
        labels={providerBasicDataEditLabels}
        initialValues={{ company: { registry_type: "cnpj" }, provider: { alias: "" } }}
        label="Dados básicos"
        save={async () => undefined}
        text={{ saved: "Salvo", error: "Erro" }}
      >
        {() => <BasicDataFields variant="edit" />}
      </SectionForm>,
    );
    forgetRenders();
  });

  it("draws only the field typed in, not its siblings nor Salvar", async () => {
    const alias = screen.getByRole("textbox", { name: /^Apelido/ });
    await userEvent.click(alias);
    forgetRenders();
    await userEvent.keyboard("Acme");
    expect(alias).toHaveValue("Acme");
    expect(new Set(drawn.fields)).toEqual(new Set(["provider.alias"]));
    expect(drawn.frame).toBe(0);
  });
});
