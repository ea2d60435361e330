import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SocialIcon, socialNetworks } from "./social-icons";

const meta = {
  title: "Componentes/Marca/Ícones de redes sociais",
  component: SocialIcon,
  parameters: { layout: "centered" },
  args: { network: "instagram", className: "size-8 text-primary" },
  argTypes: { network: { control: "inline-radio", options: socialNetworks } },
} satisfies Meta<typeof SocialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One network's icon; decorative (the link around it carries the network's name). */
export const Default: Story = {
  name: "Uma rede",
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector("svg");
    await expect(icon).toHaveAttribute("data-icon", "instagram");
    await expect(icon).toHaveAttribute("aria-hidden", "true");
  },
};

/** Every network side by side, each drawn differently (the footers once showed three identical globes). */
export const AllNetworks: Story = {
  name: "Todas as redes",
  render: (args) => (
    <ul className="flex gap-4">
      {socialNetworks.map((network) => (
        <li key={network}>
          <a href={`https://${network}.com`} aria-label={network} className="inline-flex text-primary">
            <SocialIcon {...args} network={network} />
          </a>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawn = [...canvasElement.querySelectorAll("svg")].map((svg) => svg.innerHTML);
    await expect(new Set(drawn).size).toBe(socialNetworks.length);
    for (const network of socialNetworks) {
      await expect(within(canvasElement).getByRole("link", { name: network })).toBeVisible();
    }
  },
};
