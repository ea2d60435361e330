import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CompanyAvatar } from "./company-avatar";
import { Header, HeaderActions } from "./header";
import {
  clearMocks,
  headerParts,
  link,
  navigate,
  onChangeUnit,
  onHelp,
  onNotifications,
} from "./story-fixtures";

const meta = {
  title: "Componentes/Cabeçalho/Estados",
  component: Header,
  parameters: {
    docs: {
      description: {
        component:
          "Os estados de Cabeçalho, um por história, com o nome que o design usa. O uso, as propriedades, o teclado e a acessibilidade estão na página de Cabeçalho.",
      },
    },
    layout: "fullscreen",
  },
  args: headerParts,
  beforeEach: clearMocks,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;
/** Before the company answers, the avatar shows the placeholder and a spinner. */
export const AvatarLoading: Story = {
  name: "Avatar carregando",
  args: { avatar: <CompanyAvatar href="/perfil-empresa" renderLink={link} /> },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("link", { name: "Perfil da empresa" });
    await expect(avatar).toHaveAttribute("aria-busy", "true");
    await expect(avatar.querySelector("[data-slot=company-avatar-spinner]")).toBeInTheDocument();
    await expect(avatar.querySelector("[data-slot=avatar-placeholder]")).toBeInTheDocument();
  },
};

/** Once the picture has loaded, placeholder and spinner are gone. */
export const AvatarLoaded: Story = {
  name: "Avatar carregado",
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("link", { name: "Perfil da empresa" });
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "loaded"));
    await expect(avatar).not.toHaveAttribute("aria-busy");
    await expect(avatar.querySelector("[data-slot=company-avatar-spinner]")).toBeNull();
    await expect(avatar.querySelector("[data-slot=avatar-placeholder]")).toBeNull();
    await expect(avatar.querySelector("img")).toBeVisible();
  },
};

/** A picture that cannot be loaded leaves the placeholder, without a spinner forever. */
export const AvatarBroken: Story = {
  name: "Avatar com imagem quebrada",
  args: {
    avatar: <CompanyAvatar src="data:image/png;base64,invalido" onClick={fn()} label="Perfil da empresa" />,
  },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("button", { name: "Perfil da empresa" });
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "failed"));
    await expect(avatar.querySelector("[data-slot=avatar-placeholder]")).toBeInTheDocument();
    await expect(avatar.querySelector("[data-slot=company-avatar-spinner]")).toBeNull();
  },
};

/**
 * A 320 px phone (or a page zoomed to 400 %): the wordmark gives way to the mark, three icons move into
 * 'Mais opções' and the user menu shows its icon alone, so every control sits in its row, none scrolled
 * out of sight nor under another.
 */
export const Narrow: Story = {
  name: "Tela estreita",
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(320));
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const actions = header.querySelector<HTMLElement>("[data-slot=header-actions]")!;
    await expect(actions.scrollWidth).toBeLessThanOrEqual(actions.clientWidth);
    expectUncovered(header);
    const logo = canvas.getByRole("img", { name: "Trilha" });
    await expect(logo).toHaveAttribute("viewBox", "0 0 40 40");
    const user = canvas.getByRole("button", { name: "Usuario" });
    await expect(user.getBoundingClientRect().right).toBeLessThanOrEqual(header.clientWidth);
    canvas.getByRole("button", { name: "Mais opções" }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Perfil da empresa" })).toHaveFocus();
  },
};

/** The header's controls: none may be covered by another (the centre of each one hits itself). */
function expectUncovered(header: HTMLElement) {
  const controls = [...header.querySelectorAll<HTMLElement>("a, button")].filter(
    (control) => control.getClientRects().length > 0,
  );
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const hit = header.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(control.contains(hit), control.getAttribute("aria-label") ?? control.textContent).toBe(true);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(header.clientWidth);
  }
}

/**
 * A 375 px phone: 'Ajuda', 'Trocar unidade' and 'Notificações' collapse into 'Mais opções', so every remaining
 * control sits beside the avatar, none under it; the menu's items act like the icons did.
 */
export const Phone: Story = {
  name: "Celular (375 px)",
  tags: ["!autodocs"],
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const header = canvas.getByRole("banner");
    await waitFor(() => expect(header.clientWidth).toBe(375));
    await expect(canvas.queryByRole("button", { name: "Ajuda" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Trocar unidade" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Notificações" })).toBeNull();
    const actions = header.querySelector<HTMLElement>("[data-slot=header-actions]")!;
    await expect(actions.scrollWidth).toBeLessThanOrEqual(actions.clientWidth);
    expectUncovered(header);

    const more = canvas.getByRole("button", { name: "Mais opções" });
    more.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Ajuda", "Trocar unidade", "Notificações"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Notificações" }));
    await expect(onNotifications).toHaveBeenCalledOnce();
    await expect(body.queryByRole("menu")).toBeNull();
    await userEvent.click(more);
    await userEvent.click(await body.findByRole("menuitem", { name: "Trocar unidade" }));
    await expect(onChangeUnit).toHaveBeenCalledOnce();
  },
};

/**
 * 'Mais opções' left open on a 375 px phone, under axe with its `region` rule on (Storybook turns it off):
 * the menu is drawn in place, inside the header's banner, and the page is not hidden while it is open.
 */
export const MoreOptionsOpen: Story = {
  name: "Mais opções aberto (375 px)",
  tags: ["!autodocs"],
  parameters: { a11y: { config: { rules: [{ id: "region", enabled: true }] } } },
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await waitFor(() => expect(header.clientWidth).toBe(375));
    canvas.getByRole("button", { name: "Mais opções" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    await expect(header).toContainElement(menu);
    await expect(canvas.getByRole("link", { name: "Perfil da empresa" })).not.toHaveAttribute("aria-hidden");
    await expect(within(menu).getByRole("menuitem", { name: "Ajuda" })).toHaveFocus();
  },
};

/**
 * A 375 px phone with unread notifications: the bell and its badge are folded into 'Mais opções', so that
 * button carries a dot and says the count, and its Notificações item shows the count; without
 * them a phone user never learnt of a licence about to expire.
 */
export const MoreOptionsUnread: Story = {
  name: "Mais opções com notificações não lidas (375 px)",
  tags: ["!autodocs"],
  args: {
    actions: (
      <HeaderActions
        integrationsHref="/integracoes"
        legislationHref="/legislacao"
        onHelp={onHelp}
        onChangeUnit={onChangeUnit}
        onNotifications={onNotifications}
        notificationsUnread={96}
        renderLink={link}
      />
    ),
  },
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await waitFor(() => expect(header.clientWidth).toBe(375));
    const more = canvas.getByRole("button", { name: "Mais opções, 96 notificações não lidas" });
    await expect(more.querySelector("[data-slot=header-more-badge]")).toBeVisible();
    expectUncovered(header);
    more.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    const item = within(menu).getByRole("menuitem", { name: "Notificações, 96 não lidas" });
    await expect(item.querySelector("[data-slot=header-more-count]")).toHaveTextContent("96");
    await userEvent.keyboard("{End}");
    await expect(item).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onNotifications).toHaveBeenCalledOnce();
  },
};

/**
 * A tablet with a company name of 100 characters (the longest Nome fantasia) beside the logo, as the
 * portal shows it: the name is cut with an ellipsis, and the logo, the icons, the avatar and the user
 * menu keep their size instead of being squeezed under it or scrolled out of their row.
 */
export const LongCompanyName: Story = {
  name: "Nome da empresa longo (768 px)",
  tags: ["!autodocs"],
  args: {
    homeHref: "/dashboard",
    renderLink: link,
    children: (
      <p data-slot="header-company" className="ml-2 min-w-0 truncate font-semibold max-tablet:hidden">
        Recicla Norte Gestão Integrada de Resíduos Sólidos e Logística Reversa do Brasil Ltda. Filial Campinas
      </p>
    ),
  },
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await waitFor(() => expect(header.clientWidth).toBe(768));
    const actions = header.querySelector<HTMLElement>("[data-slot=header-actions]")!;
    await expect(actions.scrollWidth).toBeLessThanOrEqual(actions.clientWidth);
    expectUncovered(header);
    for (const name of ["Integrações", "Legislação", "Ajuda", "Trocar unidade", "Notificações"]) {
      const control = canvas.getByRole(name === "Integrações" || name === "Legislação" ? "link" : "button", {
        name,
      });
      await expect(control.getBoundingClientRect().width).toBe(40);
    }
    const home = canvas.getByRole("link", { name: "Trilha, página inicial" });
    const company = header.querySelector<HTMLElement>("[data-slot=header-company]")!;
    await expect(company.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      home.getBoundingClientRect().right,
    );
    await expect(company.scrollWidth).toBeGreaterThan(company.clientWidth);
  },
};

/** With `homeHref` the logo is the way back home (the header-only /configuracoes page needs it). */
export const HomeLink: Story = {
  name: "Logo com link para o início",
  args: { homeHref: "/dashboard", renderLink: link },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Mais opções" })).toBeNull();
    await userEvent.tab();
    const home = canvas.getByRole("link", { name: "Trilha, página inicial" });
    await expect(home).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/dashboard");
  },
};

/** Wide viewport: the full wordmark. */
export const Wide: Story = {
  name: "Tela larga",
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Trilha" });
    // Once the window is back to its width after a narrow story (it is resized as the story starts).
    await waitFor(() => expect(logo).toHaveAttribute("viewBox", "0 0 132 40"));
  },
};
