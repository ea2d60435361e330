import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { companyPicture, storyLink } from "../app-shell/story-support";
import { CompanyAvatar } from "./company-avatar";

const navigate = fn();

const meta = {
  title: "Componentes/Cabeçalho/Avatar da empresa",
  component: CompanyAvatar,
  args: { src: companyPicture },
  // The header is green; the avatar's white ring is drawn for it.
  decorators: [
    (Story) => (
      <div className="inline-flex bg-primary p-4">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof CompanyAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const avatarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="company-avatar"]')!;

export const Loaded: Story = {
  name: "Carregado",
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Perfil da empresa" });
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "loaded"));
    await expect(avatar).not.toHaveAttribute("aria-busy");
    await expect(canvasElement.querySelector('[data-slot="avatar-placeholder"]')).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeVisible();
  },
};

/** The company is still being fetched: placeholder and spinner, marked busy. */
export const Loading: Story = {
  name: "Carregando",
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    const avatar = avatarOf(canvasElement);
    await expect(avatar).toHaveAttribute("data-status", "loading");
    await expect(avatar).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector('[data-slot="company-avatar-spinner"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="avatar-placeholder"]')).toBeVisible();
  },
};

/** The company has no picture: the placeholder stays, without a spinner. */
export const NoPicture: Story = {
  name: "Sem imagem",
  args: { src: null },
  play: async ({ canvasElement }) => {
    const avatar = avatarOf(canvasElement);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "failed"));
    await expect(canvasElement.querySelector('[data-slot="company-avatar-spinner"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="avatar-placeholder"]')).toBeVisible();
  },
};

/** A picture that does not decode falls back to the placeholder. */
export const BrokenPicture: Story = {
  name: "Imagem quebrada",
  args: { src: "data:image/png;base64,AAAA" },
  play: async ({ canvasElement }) => {
    const avatar = avatarOf(canvasElement);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "failed"));
    await expect(canvasElement.querySelector('[data-slot="company-avatar-spinner"]')).toBeNull();
    await expect(canvasElement.querySelector("img")).not.toBeVisible();
  },
};

/** In the header it links to the company profile: a keyboard user follows it with Enter. */
export const AsLink: Story = {
  name: "Como link",
  args: { href: "/perfil-empresa", renderLink: storyLink(navigate) },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Perfil da empresa" });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/perfil-empresa");
  },
};

export const AsButton: Story = {
  name: "Como botão",
  args: { onClick: fn(), label: "Trocar empresa" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Trocar empresa" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Experimente a imagem da empresa nos controles abaixo. */
export const Playground: Story = {
  tags: ["!test"],
  args: { src: companyPicture },
};
