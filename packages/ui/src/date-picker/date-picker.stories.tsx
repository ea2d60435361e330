import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { DatePicker } from "./date-picker";
import states from "./date-picker.features.stories";

/** Docs page: `date-picker.mdx` beside this file. States and behaviour tests: `date-picker.features.stories.tsx`. */
const meta = {
  ...states,
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
    const trigger = canvas.getByRole("button", { name: /^Abrir calendário/ });
    await expect(trigger).toHaveFocus();
    // Named after its field too: a form's calendar buttons are told apart.
    await expect(trigger).toHaveAccessibleName("Abrir calendário Data de emissão");
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
