import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DatePicker } from "./date-picker";

// A fixed day keeps the calendar and the bounds stable: Thursday 19/11/2026.
const today = new Date(2026, 10, 19);

const meta = {
  title: "Componentes/Seletor de data",
  argTypes: {
    label: { control: "text", description: "Rótulo visível do campo." },
    hint: { control: "text", description: "Texto de ajuda abaixo do campo." },
    error: {
      control: "text",
      description: "Mensagem de erro do formulário: deixa o campo em vermelho e é anunciada.",
    },
    required: { control: "boolean", description: "Mostra o asterisco e marca o campo como obrigatório." },
    disabled: { control: "boolean", description: "Desabilita o campo e o botão do calendário." },
    today: { control: "date", description: "Fixa o dia de hoje (testes e histórias); padrão, o dia atual." },
    value: {
      control: "text",
      description: "O dia escolhido (aaaa-mm-dd), vazio, ou o texto como foi digitado.",
    },
    onValueChange: {
      description:
        "Recebe aaaa-mm-dd quando o texto forma um dia válido, vazio quando apagado, e o texto digitado nos demais casos.",
    },
    past: { control: "boolean", description: "Não aceita dias depois de hoje (datas de emissão)." },
    future: { control: "boolean", description: "Não aceita dias antes de hoje (datas de alerta)." },
    min: { control: "text", description: "Primeiro dia permitido, aaaa-mm-dd." },
    max: { control: "text", description: "Último dia permitido, aaaa-mm-dd." },
    placeholder: { control: "text", description: 'Texto do campo vazio; padrão "dd/mm/aaaa".' },
  },
  component: DatePicker,
  args: { label: "Data de emissão", value: "", onValueChange: fn(), today },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="w-72">
        <DatePicker
          {...args}
          value={value}
          onValueChange={(iso) => {
            setValue(iso);
            args.onValueChange(iso);
          }}
        />
        <output data-testid="value" className="mt-2 block text-xs text-text-muted">
          {value || "(vazio)"}
        </output>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "Um campo de data em que o usuário digita (dd/mm/aaaa, com a máscara) ou escolhe o dia num calendário. Pode limitar as datas: só até hoje (datas de emissão), só de hoje em diante (alertas) ou entre um mínimo e um máximo. O que foi digitado nunca se perde: uma data inválida fica no campo, com a mensagem.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;
/** A data de emissão: digite o dia ou abra o calendário pelo botão ao lado e escolha com as setas e Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole("textbox", { name: "Data de emissão" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("05032024");
    await expect(input).toHaveValue("05/03/2024");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2024-03-05");

    await userEvent.tab();
    const trigger = canvas.getByRole("button", { name: "Abrir calendário" });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const selectedDay = await body.findByRole("button", { name: /5 de março de 2024.*selecionado/i });
    await waitFor(() => expect(selectedDay).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2024-03-06");
    await waitFor(() => expect(body.queryByRole("grid")).toBeNull());
    await expect(input).toHaveValue("06/03/2024");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: { label: "Data de emissão", hint: "A data que consta na nota fiscal.", past: true, required: true },
};
