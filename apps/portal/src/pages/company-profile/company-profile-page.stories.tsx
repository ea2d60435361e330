import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CompanyProfile } from "@trilha/api";
import { wizardText } from "@trilha/ui";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { session } from "../../session/store";
import { resetNotifications } from "../../shell/notifications";
import { PrivateLayout } from "../../shell/private-layout";
import {
  companyLogoHandlers,
  LOGO_PNG,
  logoUpdatedAt,
  newLogoState,
} from "../../stories/company-logo-handlers";
import { fill } from "../../stories/fill";
import { API, fail, resetPortal, StoryApp, settingsHandler } from "../../stories/story-app";
import { placeHandlers } from "../providers/provider-fixtures";
import { CompanyProfilePage } from "./company-profile-page";
import { companyProfileText as text } from "./text";

const stored: CompanyProfile = {
  uuid: "c-1",
  cnpj: "11222333000181",
  plan: "PROFISSIONAL",
  company_name: "Recicla Norte Gestão de Resíduos Ltda",
  trading_name: "Recicla Norte",
  address_country: "Brasil",
  address_zip_code: "90010-000",
  address_name: "Rua dos Andradas",
  address_number: "1001",
  address_complement: null,
  address_region: "Centro Histórico",
  address_state: "RS",
  address_city: "Porto Alegre",
  phone: "(51) 3333-4444",
  ie: "123456789",
  im: null,
  segment: "Reciclagem",
  email: "contato@reciclanorte.com.br",
  created_at: "2026-01-10T12:00:00Z",
  updated_at: "2026-01-10T12:00:00Z",
  logo_updated_at: null,
};

const ADMIN_ONLY = "Apenas administradores da empresa podem alterar os dados e o logotipo da empresa.";

/** The company's logo as the stories' API keeps it (reset before each story). */
const logo = newLogoState();

/** The stories' API: the stored company, the PUT bodies received, and how GET and PUT answer. */
const api = {
  profile: { ...stored },
  puts: [] as unknown[],
  get: "ok" as "ok" | "pending" | "failure",
  refuse: null as Record<string, string> | null,
  /** The signed-in user's profile in the company, as GET /session answers it. */
  role: "admin" as "admin" | "member",
  /** How many of the next DELETE /company/logo fail (500) before the logo's own handler answers. */
  removeFailures: 0,
};

const handlers = [
  settingsHandler(),
  http.get(`${API}/session`, () =>
    HttpResponse.json({
      user: { name: "Rita" },
      company: { trading_name: api.profile.trading_name },
      role: api.role,
    }),
  ),
  http.post(`${API}/ms-dashboards/login`, () => HttpResponse.json({ ms_dashboard_token: "dash-1" })),
  http.post(`${API}/public_systems/generate_dash`, () => HttpResponse.json({ payload: { cards: [] } })),
  // The header of the stories drawn in the shell asks for the company's notifications: none.
  http.get(`${API}/notifications`, () => HttpResponse.json({ data: [], unread: 0, has_more: false })),
  ...placeHandlers(),
  http.get(`${API}/company`, async () => {
    if (api.get === "pending") await delay("infinite");
    if (api.get === "failure") return fail(500, "INTERNAL_ERROR", "Erro interno.");
    return HttpResponse.json({ ...api.profile, logo_updated_at: logoUpdatedAt(logo) });
  }),
  http.delete(`${API}/company/logo`, () => {
    if (api.removeFailures === 0) return undefined;
    api.removeFailures -= 1;
    return fail(500, "INTERNAL_ERROR", "Erro interno.");
  }),
  ...companyLogoHandlers(logo, () => api.profile),
  http.put(`${API}/company`, async ({ request }) => {
    const body = (await request.json()) as { company: Partial<CompanyProfile> };
    api.puts.push(body);
    if (api.role === "member") return fail(403, "COMPANY_ADMIN_ONLY", ADMIN_ONLY);
    if (api.refuse)
      return fail(422, "VALIDATION_FAILED", "Os dados informados são inválidos.", { fields: api.refuse });
    const company = Object.fromEntries(
      Object.entries(body.company).map(([key, value]) => [key, value ?? null]),
    );
    api.profile = { ...api.profile, ...company, updated_at: new Date().toISOString() };
    return HttpResponse.json(api.profile);
  }),
];

const viewports = {
  options: {
    desktop1366: { name: "Desktop 1366 px", styles: { width: "1366px", height: "900px" }, type: "desktop" },
    phone375: { name: "Celular 375 px", styles: { width: "375px", height: "800px" }, type: "mobile" },
  },
};

const meta = {
  title: "Telas/Empresa/Perfil da Empresa",
  component: CompanyProfilePage,
  parameters: { layout: "fullscreen", msw: { handlers }, viewport: viewports },
  beforeEach: () => {
    resetNotifications();
    resetPortal({
      token: "t-session",
      isAuthenticated: true,
      user: { name: "Rita", plans: "PROFISSIONAL" },
      companySelected: {
        id: 1,
        uuid: "c-1",
        cnpj: stored.cnpj,
        trading_name: "Recicla Norte",
        plan: "PROFISSIONAL",
      },
    });
    Object.assign(api, {
      profile: { ...stored },
      puts: [],
      get: "ok",
      refuse: null,
      role: "admin",
      removeFailures: 0,
    });
    Object.assign(logo, newLogoState());
  },
  render: () => <StoryApp path="/perfil-empresa" element={<CompanyProfilePage />} />,
} satisfies Meta<typeof CompanyProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const formOf = async (canvas: Canvas) => within(await canvas.findByRole("form", { name: text.form }));

/** The stored company in its three sections; the CNPJ masked and read-only. */
export const Carregado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Perfil da Empresa" })).toBeVisible();
    const form = await formOf(canvas);
    const cnpj = form.getByRole("textbox", { name: /^CNPJ/ });
    await expect(cnpj).toHaveValue("11.222.333/0001-81");
    await expect(cnpj).toHaveAttribute("readonly");
    await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Recicla Norte");
    await expect(form.getByRole("textbox", { name: /^CEP/ })).toHaveValue("90010-000");
    await expect(form.getByRole("textbox", { name: /^E-mail de contato/ })).toHaveValue(
      "contato@reciclanorte.com.br",
    );
    for (const name of ["Identificação", "Endereço", "Contato"])
      await expect(form.getByRole("heading", { level: 3, name })).toBeVisible();
  },
};

/** The profile inside the shell, as /perfil-empresa is opened from the header's avatar. */
const inShell = () => (
  <StoryApp
    path="/"
    at="/perfil-empresa"
    element={null}
    routes={[
      {
        element: <PrivateLayout />,
        children: [
          {
            path: "/perfil-empresa",
            element: <CompanyProfilePage />,
            handle: { title: "Perfil da Empresa" },
          },
        ],
      },
    ]}
  />
);

/** In the shell: a new trading name saved with Salvar, the toast, and the header's name follows. */
export const Salvo: Story = {
  globals: { viewport: { value: "desktop1366" } },
  render: inShell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const header = within(canvasElement.querySelector<HTMLElement>("[data-slot=header]")!);
    // The viewport is resized as the story starts: the header's name shows once it is wide.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(1366));
    await expect(header.getByText("Recicla Norte")).toBeVisible();
    const form = await formOf(canvas);
    const trading = form.getByRole("textbox", { name: /^Nome fantasia/ });
    await userEvent.clear(trading);
    await fill(trading, "Recicla Norte Ambiental");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(text.saved)).toBeVisible();
    await expect(api.puts).toHaveLength(1);
    await expect(api.puts[0]).toMatchObject({
      company: {
        trading_name: "Recicla Norte Ambiental",
        address_city: "Porto Alegre",
        phone: "(51) 3333-4444",
      },
    });
    await expect(api.puts[0]).not.toHaveProperty("company.cnpj");
    await waitFor(() => expect(header.getByText("Recicla Norte Ambiental")).toBeVisible());
    await expect(session.companySelected?.trading_name).toBe("Recicla Norte Ambiental");
  },
};

/** The server refuses a field: its message on that field, the error toast, the form kept as typed. */
export const RecusadoPeloServidor: Story = {
  beforeEach: () => {
    api.refuse = { "company.trading_name": "O campo Nome fantasia é inválido." };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    const trading = form.getByRole("textbox", { name: /^Nome fantasia/ });
    await userEvent.clear(trading);
    await fill(trading, "Recicla Norte Ambiental");
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(text.saveError)).toBeVisible();
    await expect(await form.findByText("O campo Nome fantasia é inválido.")).toBeVisible();
    await expect(trading).toHaveAttribute("aria-invalid", "true");
    await expect(trading).toHaveValue("Recicla Norte Ambiental");
    await expect(session.companySelected?.trading_name).toBe("Recicla Norte");
  },
};

/** A user no longer an administrator when saving (changed since the page opened): the server's words. */
export const RecusadoSemSerAdministrador: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const form = await formOf(canvas);
    api.role = "member";
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await body.findByText(ADMIN_ONLY)).toBeVisible();
    await expect(api.profile.trading_name).toBe("Recicla Norte");
  },
};

/** A required field left empty is refused before anything is sent. */
export const CampoObrigatorio: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await formOf(canvas);
    await userEvent.clear(form.getByRole("textbox", { name: /^Razão social/ }));
    await userEvent.click(form.getByRole("button", { name: "Salvar" }));
    await expect(await form.findByText("O campo Razão social é obrigatório.")).toBeVisible();
    await waitFor(() => expect(form.getByRole("textbox", { name: /^Razão social/ })).toHaveFocus());
    await expect(api.puts).toEqual([]);
  },
};

/** While the company loads: the skeleton, announced. */
export const Carregando: Story = {
  beforeEach: () => {
    api.get = "pending";
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvasElement.querySelector("[data-slot=company-profile-loading]");
    await expect(loading).toHaveAttribute("role", "status");
    await expect(loading).toHaveTextContent(text.loading);
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** The company could not be loaded: said so, no form. 'Tentar novamente' asks again, and the form arrives. */
export const FalhaAoCarregar: Story = {
  beforeEach: () => {
    api.get = "failure";
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(text.loadError);
    await expect(canvas.queryByRole("form")).toBeNull();
    api.get = "ok";
    await userEvent.click(canvas.getByRole("button", { name: "Tentar novamente" }));
    await expect((await canvas.findAllByRole("form")).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(text.loadError)).toBeNull();
  },
};

/** At 375 px: one column, nothing wider than the screen. */
export const Celular: Story = {
  globals: { viewport: { value: "phone375" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await formOf(canvas);
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    await expect(form.getByRole("button", { name: "Salvar" })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const logoArea = async (canvas: Canvas) =>
  within(await canvas.findByRole("region", { name: text.logo.title }));
const avatarOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>("[data-slot=header] [data-slot=company-avatar]")!;
const png = (name: string) => new File([LOGO_PNG], name, { type: "image/png" });
/** The logo's file picker button ("Logotipo" and what it does: "Selecionar arquivo", "Trocar arquivo"). */
const logoPicker = (area: Canvas) =>
  area.getByRole("button", { name: /^Logotipo (Selecionar|Trocar) arquivo$/ });

/**
 * No logo yet: the header's avatar is the placeholder (no spinner); a PNG picked and sent with "Enviar
 * logotipo" shows in the area and in the header at once, without a reload; "Remover" appears.
 */
export const LogotipoEnviado: Story = {
  render: inShell,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = await logoArea(within(canvasElement));
    await expect(await area.findByText(text.logo.none)).toBeVisible();
    const avatar = avatarOf(canvasElement);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "failed"));
    await expect(avatar).not.toHaveAttribute("aria-busy");
    await expect(area.getByText(text.logo.hint)).toBeVisible();
    await expect(area.queryByRole("button", { name: text.logo.remove })).toBeNull();
    await expect(area.getByRole("button", { name: text.logo.send })).toBeDisabled();

    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>("input[type=file]")!,
      png("marca.png"),
    );
    await expect(await area.findByText("marca.png")).toBeVisible();
    const send = area.getByRole("button", { name: text.logo.send });
    await waitFor(() => expect(send).toBeEnabled());
    // By keyboard: Enviar keeps the focus while it sends, then is disabled (no file left); the focus goes
    // to the picker rather than to the page.
    send.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByText(text.logo.sent)).toBeVisible();
    await expect(logo.sent.map((file) => file.name)).toEqual(["marca.png"]);
    await waitFor(() => expect(logoPicker(area)).toHaveFocus());

    const current = await area.findByRole("img", { name: text.logo.current });
    await expect(current.getAttribute("src")).toMatch(/^blob:/);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "loaded"));
    await expect(avatar.querySelector("img")?.getAttribute("src")).toBe(current.getAttribute("src"));
    await expect(area.getByRole("button", { name: text.logo.remove })).toBeVisible();
    await expect(area.queryByText("marca.png")).toBeNull();
  },
};

/**
 * A page renamed .png is refused when picked, in the server's words, and nothing is sent; a file the
 * server refuses gets its message on the field and the error toast, and the logo stays as it was.
 */
export const LogotipoRecusado: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = await logoArea(within(canvasElement));
    const input = () => canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input(), new File(["<html></html>"], "logo.png", { type: "image/png" }));
    await expect(
      await area.findByText("O campo Logotipo aceita apenas arquivos PNG, JPG ou WebP."),
    ).toBeVisible();
    await expect(area.getByRole("button", { name: text.logo.send })).toBeDisabled();

    logo.refuse = "O arquivo do campo Logotipo deve ter no máximo 2 MB.";
    await userEvent.upload(input(), png("grande.png"));
    // The picker checks the file's bytes before taking it: until then Enviar stays disabled.
    const send = area.getByRole("button", { name: text.logo.send });
    await waitFor(() => expect(send).toBeEnabled());
    send.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByText(text.logo.sendError)).toBeVisible();
    await expect(await area.findByText(logo.refuse)).toBeVisible();
    // Enviar had kept the focus (the file is still there): it goes to the picker, which says the refusal.
    await waitFor(() => expect(logoPicker(area)).toHaveFocus());
    await expect(logoPicker(area)).toHaveAccessibleDescription(expect.stringContaining(logo.refuse));
    await expect(logo.sent.map((file) => file.name)).toEqual(["grande.png"]);
    await expect(await area.findByText(text.logo.none)).toBeVisible();
  },
};

/**
 * A logo stored: shown in the area and the header. "Remover" asks first (it cannot be undone): a removal
 * the server fails keeps the confirmation open for another try, Cancelar keeps the logo and gives the
 * focus back to Remover; confirming takes it off both, back to the placeholder.
 */
export const LogotipoRemovido: Story = {
  beforeEach: () => {
    logo.bytes = LOGO_PNG;
  },
  render: inShell,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = await logoArea(within(canvasElement));
    await expect(await area.findByRole("img", { name: text.logo.current })).toBeVisible();
    const avatar = avatarOf(canvasElement);
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "loaded"));

    const remove = area.getByRole("button", { name: text.logo.remove });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    const asked = await body.findByRole("alertdialog", { name: text.logo.removeTitle });
    await expect(within(asked).getByText(text.logo.removeMessage)).toBeVisible();
    // The server fails once: the error toast, and the confirmation still open.
    api.removeFailures = 1;
    await userEvent.click(within(asked).getByRole("button", { name: text.logo.removeConfirm }));
    await expect(await body.findByText(text.logo.removeError)).toBeVisible();
    await waitFor(() =>
      expect(within(asked).getByRole("button", { name: text.logo.removeConfirm })).toBeEnabled(),
    );
    await expect(asked).toBeVisible();
    await userEvent.click(within(asked).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(logo.removed).toBe(0);
    await expect(area.getByRole("img", { name: text.logo.current })).toBeVisible();
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.keyboard("{Enter}");
    const confirm = await body.findByRole("alertdialog", { name: text.logo.removeTitle });
    await userEvent.click(within(confirm).getByRole("button", { name: text.logo.removeConfirm }));
    await expect(await body.findByText(text.logo.removed)).toBeVisible();
    await expect(logo.removed).toBe(1);
    // Remover is gone: the focus goes to the picker, not to the page.
    await waitFor(() => expect(logoPicker(area)).toHaveFocus());
    await expect(await area.findByText(text.logo.none)).toBeVisible();
    await expect(area.queryByRole("img", { name: text.logo.current })).toBeNull();
    await waitFor(() => expect(avatar).toHaveAttribute("data-status", "failed"));
    await expect(avatar).not.toHaveAttribute("aria-busy");
    await expect(area.queryByRole("button", { name: text.logo.remove })).toBeNull();
  },
};

/** A member who is not an administrator: the company and its logo read-only, with a word on why. */
export const SomenteLeituraParaMembros: Story = {
  beforeEach: () => {
    api.role = "member";
    // A session of its own: the role the other stories' session was told is not this one's.
    session.token = "t-member";
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.adminOnly)).toBeVisible();
    const form = await formOf(canvas);
    await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toBeDisabled();
    await expect(form.getByRole("textbox", { name: /^Nome fantasia/ })).toHaveValue("Recicla Norte");
    await expect(form.queryByRole("button", { name: "Salvar" })).toBeNull();
    // Nothing is to be filled: no required asterisk, as there is no '(*) campos obrigatórios' note.
    await expect(canvas.queryByText(wizardText.requiredNote)).toBeNull();
    const asterisks = canvasElement.querySelectorAll('[data-slot="field-required"]');
    await expect(asterisks.length).toBeGreaterThan(0);
    for (const asterisk of asterisks) await expect(asterisk).not.toBeVisible();
    // The state's list does not open either (a disabled fieldset does not stop Radix's pointer handlers).
    const [stateSelect] = form.getAllByRole("combobox");
    await userEvent.click(stateSelect!, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole("listbox")).toBeNull();
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull();
    const area = within(await canvas.findByRole("region", { name: text.logo.title }));
    await expect(area.queryByRole("button", { name: text.logo.send })).toBeNull();
    await expect(await area.findByText(text.logo.none)).toBeVisible();
  },
};
