import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FileDownloadContext, FileLink } from "./file-link";

const license = {
  name: "licença-operação.pdf",
  href: "/api/v1/files/3f0c2a9e-6b1d-4c55-9d3e-0a7b8c9d1e2f",
};

const meta = {
  title: "Componentes/Seletor de arquivo/Link de arquivo",
  component: FileLink,
  args: { file: license, onDownload: fn() },
} satisfies Meta<typeof FileLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activated by the keyboard, the link hands the file to the downloader instead of navigating. */
export const Default: Story = {
  name: "Padrão",
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole("link", { name: license.name });
    await expect(link).toHaveAttribute("href", license.href);
    await expect(link).toHaveAttribute("download", license.name);
    link.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDownload).toHaveBeenCalledWith(license);
  },
};

// The app's downloader for FromContext: it stays pending until the story settles it.
const pending: { finish: () => void } = { finish: () => undefined };
const appDownload = fn(
  () =>
    new Promise<void>((resolve) => {
      pending.finish = resolve;
    }),
);

/** The app's downloader comes from FileDownloadContext; the link is busy until it settles. */
export const FromContext: Story = {
  name: "Baixador do aplicativo",
  tags: ["!autodocs"],
  args: { onDownload: undefined },
  render: (args) => (
    <FileDownloadContext.Provider value={appDownload}>
      <FileLink {...args} />
    </FileDownloadContext.Provider>
  ),
  beforeEach: () => {
    appDownload.mockClear();
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: license.name });
    await userEvent.click(link);
    await expect(appDownload).toHaveBeenCalledWith(license);
    await expect(link).toHaveAttribute("aria-busy", "true");
    // A second click while busy does not start another download.
    await userEvent.click(link);
    await expect(appDownload).toHaveBeenCalledTimes(1);
    pending.finish();
    await waitFor(() => expect(link).not.toHaveAttribute("aria-busy"));
  },
};

/** Experimente o nome e o endereço do arquivo nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { file: { name: "certificado-destinação.pdf", href: license.href } },
};
