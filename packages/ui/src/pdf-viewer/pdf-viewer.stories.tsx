import type { StoryObj } from "@storybook/react-vite";
import { PdfViewer } from "./pdf-viewer";
import states from "./pdf-viewer.features.stories";

const docs = `Mostra um PDF (termos de uso, certificados) página a página, com os botões Anterior e Próximo. O pdf.js só é baixado quando o visualizador aparece.`;

/** Docs page: `pdf-viewer.mdx` beside this file. States and behaviour tests: `pdf-viewer.features.stories.tsx`. */
const meta = {
  ...states,
  title: "Componentes/Visualizador de PDF",
  component: PdfViewer,
  // Docs-only stories: the features file holds the ones the test run covers.
  tags: ["!test"],
  parameters: { docs: { description: { component: docs } } },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Os termos de uso de exemplo, com três páginas. */
export const Default: Story = {};

/** Mude as propriedades no painel de controles para ver cada combinação. */
export const Playground: Story = { argTypes: { label: { control: "text" } } };
