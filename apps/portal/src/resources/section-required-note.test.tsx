import { render, screen } from "@testing-library/react";
import { type UserUpdateValues, userLabels, userUpdateSchema } from "@trilha/forms/schemas";
import { describe, expect, it } from "vitest";
import { UserFields } from "../pages/users/user-fields";
import { SectionForm } from "./section-form";

const note = "(*) campos obrigatórios";

function UserDataSection({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <SectionForm<UserUpdateValues>
      schema={userUpdateSchema}
      labels={userLabels}
      initialValues={{ name: "Ana Souza", role: "member" }}
      label="Dados do usuário"
      save={async () => undefined}
      text={{ saved: "Salvo", error: "Erro" }}
      readOnly={readOnly}
    >
      {() => <UserFields email="ana@trilha.com.br" />}
    </SectionForm>
  );
}

// The edit pages' sections marked their required fields with an asterisk but, unlike the wizards, never
// said what the asterisk means.
describe("an edit page's section", () => {
  it("says what the asterisks mean, above its fields, once", () => {
    render(<UserDataSection />);
    const form = screen.getByRole("form", { name: "Dados do usuário" });
    const notes = screen.getAllByText(note);
    expect(notes).toHaveLength(1);
    expect(form.contains(notes[0]!)).toBe(true);
    const firstField = screen.getByRole("textbox", { name: /Nome/ });
    expect(notes[0]!.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("leaves the note out when shown read-only (no asterisks)", () => {
    render(<UserDataSection readOnly />);
    expect(screen.queryByText(note)).toBeNull();
  });
});
