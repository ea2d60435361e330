import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORM_ERROR } from "final-form";
import type { FieldMetaState } from "react-final-form";
import { describe, expect, it, vi } from "vitest";
import { FormTextField, visibleError } from "./fields";
import { Form, SubmitButton, submissionErrors } from "./form";
import { group, text } from "./schemas/fields";
import { numeric } from "./schemas/rules";

const meta = (patch: Partial<FieldMetaState<unknown>>) => patch as FieldMetaState<unknown>;

describe("visibleError", () => {
  const table: [string, Partial<FieldMetaState<unknown>>, string | undefined][] = [
    ["untouched field, no submit", { error: "x" }, undefined],
    ["touched field", { error: "x", touched: true }, "x"],
    ["after a failed submit", { error: "x", submitFailed: true }, "x"],
    ["server error", { submitError: "servidor" }, "servidor"],
    ["server error after editing", { submitError: "servidor", dirtySinceLastSubmit: true }, undefined],
    ["server error wins over validation", { submitError: "servidor", error: "x", touched: true }, "servidor"],
  ];
  it.each(table)("%s", (_, state, expected) => {
    expect(visibleError(meta(state))).toBe(expected);
  });
});

describe("submissionErrors", () => {
  it("nests dotted paths, keeps the first message of a list and sets the form error", () => {
    expect(
      submissionErrors(
        { "company.cnpj": ["Já cadastrado", "outro"], "responsible.0.email": "Inválido" },
        "Erro",
      ),
    ).toEqual({
      company: { cnpj: "Já cadastrado" },
      responsible: [{ email: "Inválido" }],
      [FORM_ERROR]: "Erro",
    });
  });
});

describe("Form", () => {
  const schema = group({
    name: text({ required: true }),
    number: numeric({ messages: { numeric: "Número deve ser numérico" } }),
  });
  const labels = { name: "Nome", number: "Número" };

  it("submits the schema's normalised values and shows errors only after touch or submit", async () => {
    const onSubmit = vi.fn();
    render(
      <Form schema={schema} labels={labels} onSubmit={onSubmit} initialValues={{ extra: "x" }}>
        <FormTextField name="name" />
        <FormTextField name="number" />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    expect(screen.queryByText("O campo Nome é obrigatório.")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("O campo Nome é obrigatório.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await userEvent.type(screen.getByRole("textbox", { name: "Número" }), "12");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: "Ana", number: "12" }, expect.anything()),
    );
  });

  it("shows a whole-form server error in an alert", async () => {
    render(
      <Form
        schema={schema}
        labels={labels}
        onSubmit={() => submissionErrors({}, "Erro ao cadastrar o prestador!")}
      >
        <FormTextField name="name" />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Nome" }), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erro ao cadastrar o prestador!");
  });
});
