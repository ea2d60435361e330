import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FilePicker } from "./file-picker";
import states from "./file-picker.features.stories";
import { certificate, fileInput } from "./story-fixtures";

/** Docs page: `file-picker.mdx` beside this file. States and behaviour tests: `file-picker.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Seletor de arquivo",
  argTypes: {
    label: { control: "text", description: 'Rótulo do campo ("Cartão CNPJ", "Licença de operação").' },
    accept: {
      control: "text",
      description: 'Extensões e/ou tipos aceitos, por exemplo ".pdf" ou ".jpg,.jpeg,.png".',
    },
    acceptLabel: {
      control: "text",
      description: 'Como os tipos aceitos aparecem na recusa ("PDF"); por padrão, tirado de `accept`.',
    },
    maxSize: { control: { type: "number", min: 0 }, description: "Tamanho máximo em bytes." },
    value: { control: false, description: "O arquivo escolhido, o arquivo já enviado (edição) ou nada." },
    onValueChange: {
      description:
        "Recebe o primeiro arquivo aceito, ou `null` quando removido. Arquivos recusados nunca chegam aqui.",
    },
    progress: {
      control: { type: "range", min: 0, max: 100 },
      description: "Progresso do envio, de 0 a 100; sem valor, a barra não aparece.",
    },
    removable: {
      control: "boolean",
      description: "Se um arquivo já enviado pode ser removido; por padrão, só quando o campo é opcional.",
    },
    hint: { control: "text", description: "Texto de ajuda abaixo do campo." },
    error: { control: "text", description: "Mensagem de erro do formulário." },
    required: { control: "boolean", description: "Mostra o asterisco e marca o campo como obrigatório." },
    disabled: { control: "boolean", description: "Desabilita o campo." },
    check: {
      control: false,
      description:
        "Verificação extra do conteúdo (um PNG renomeado para .pdf); a mensagem devolvida recusa o arquivo.",
    },
    onReject: { description: "Avisada quando um arquivo é recusado, com a mensagem mostrada." },
    onDownload: {
      description: "Baixa um arquivo já enviado; por padrão, o baixador do `FileDownloadContext`.",
    },
  },
  component: FilePicker,
  parameters: {
    docs: {
      description: {
        component:
          "Anexa um arquivo a um cadastro: o usuário clica em Selecionar arquivo ou arrasta o arquivo para a área. Recusa tipos e tamanhos errados com uma mensagem, mostra o progresso do envio e, em formulários de edição, o arquivo já enviado como link para baixar.",
      },
    },
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um anexo em PDF: Selecionar arquivo abre o seletor do sistema; depois, o nome e o tamanho aparecem com o botão de remover. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const choose = canvas.getByRole("button", { name: "Anexo Selecionar arquivo" });
    await expect(choose).toHaveFocus();
    // The native dialog cannot be driven from a test; the chosen file arrives as it would from it.
    await userEvent.upload(fileInput(canvasElement), certificate);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(certificate);
    await expect(canvas.getByText("certificado-destinacao.pdf")).toBeVisible();
    await expect(canvas.getByText("1,2 MB")).toBeVisible();

    await userEvent.tab();
    await expect(
      canvas.getByRole("button", { name: "Remover arquivo certificado-destinacao.pdf" }),
    ).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Anexo Selecionar arquivo" })).toHaveFocus(),
    );
  },
};

/** Mude as propriedades nos controles abaixo e veja o resultado. */
export const Playground: Story = {
  tags: ["!test"],
  args: {
    label: "Cartão CNPJ",
    accept: ".pdf",
    acceptLabel: "PDF",
    maxSize: 5_242_880,
    hint: "PDF de até 5 MB.",
    required: true,
  },
};
