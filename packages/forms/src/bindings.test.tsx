import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORM_ERROR } from "final-form";
import type { FieldMetaState } from "react-final-form";
import { describe, expect, it, vi } from "vitest";
import { FormDatePicker, FormTextField, visibleError } from "./fields";
import { Form, SubmitButton, submissionErrors } from "./form";
import { date, group, text } from "./schemas/fields";
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

describe("FormDatePicker", () => {
  it("refuses a day outside the picker's own bounds even where the schema has no rule, keeping the text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        schema={group({ alert_date: date() })}
        labels={{ alert_date: "Data de alerta" }}
        onSubmit={onSubmit}
      >
        <FormDatePicker name="alert_date" future today={new Date(2026, 10, 19)} />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: "Data de alerta" });
    await user.type(input, "18112026");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(input).toHaveValue("18/11/2026");
    expect(input).toHaveAccessibleDescription("Data fora do período permitido.");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, "19112026");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ alert_date: "2026-11-19" }, expect.anything()),
    );
  });

  it("calls unfinished text invalid once left, instead of dropping it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form
        schema={group({ emission: date({ required: true }) })}
        labels={{ emission: "Data de emissão" }}
        onSubmit={onSubmit}
      >
        <FormDatePicker name="emission" required />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    );
    const input = screen.getByRole("textbox", { name: /Data de emissão/ });
    await user.type(input, "0503");
    await user.tab();
    expect(input).toHaveValue("05/03");
    expect(input).toHaveAccessibleDescription("Data inválida.");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
