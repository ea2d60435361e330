import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Dmr } from "@trilha/api";
import { delay, HttpResponse, http } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { DmrPage } from "./dmr-page";

const recipient = { name: "Rerrefino Sul", document: "11222333000181" };
const carrier = { name: "TransResíduos", document: "44555666000172" };
const paper = { name: "Papelão", ibama_code: "15 01 01", class: "Classe II A - Não inerte" };
const oil = { name: "Óleo lubrificante usado", ibama_code: "13 02 05(*)", class: "Classe I - Perigoso" };

const dmr: Dmr = {
  from: "2025-07-01",
  to: "2025-12-31",
  groups: [
    {
      residue: oil,
      destination: recipient,
      transporter: carrier,
      treatment: "Rerrefino",
      sent_tons: 1.6,
      received_tons: 1.55,
      mtrs: 2,
      received_mtrs: 2,
      cdfs: 2,
    },
    {
      residue: paper,
      destination: recipient,
      transporter: carrier,
      treatment: null,
      sent_tons: 2.5,
      received_tons: null,
      mtrs: 1,
      received_mtrs: 0,
      cdfs: 0,
    },
    {
      residue: paper,
      destination: recipient,
      transporter: carrier,
      treatment: "Reciclagem",
      sent_tons: 5,
      received_tons: 4.9,
      mtrs: 3,
      received_mtrs: 2,
      cdfs: 1,
    },
  ],
  totals: { sent_tons: 9.1, received_tons: 6.45, mtrs: 4, received_mtrs: 3, cdfs: 3 },
  truncated: false,
};

/** What the page asked for, for the plays to check. */
const asked: string[] = [];
/** When set, the spreadsheet's answer waits for it (a play holds the download busy). */
let csvHeld: Promise<void> | null = null;
/** How many times the spreadsheet was asked for. */
let csvAsked = 0;

/** The recycled Papelão group's values after its residue, as its table row and its phone block show them. */
const RECYCLED_VALUES = [
  "Rerrefino Sul11.222.333/0001-81",
  "TransResíduos44.555.666/0001-72",
  "Reciclagem",
  "5,000",
  "4,900",
  "3",
  "2",
  "1",
];

const dmrHandlers = (answer: (from: string, to: string) => Response | Promise<Response>) => [
  http.get(`${API}/outputs/dmr`, ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    return answer(url.searchParams.get("from") ?? "", url.searchParams.get("to") ?? "");
  }),
  http.get(`${API}/outputs/dmr.csv`, async () => {
    csvAsked += 1;
    await csvHeld;
    return new HttpResponse("\uFEFFResíduo;Código IBAMA\r\n", {
      headers: { "content-type": "text/csv; charset=utf-8" },
    });
  }),
];

const meta = {
  title: "Telas/Saídas/DMR",
  component: DmrPage,
  parameters: {
    layout: "fullscreen",
    msw: { handlers: dmrHandlers((from, to) => HttpResponse.json({ ...dmr, from, to })) },
  },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    asked.length = 0;
    csvAsked = 0;
  },
  render: () => (
    <StoryApp path="/saidas/dmr" at="/saidas/dmr?de=2025-07-01&ate=2025-12-31" element={<DmrPage />} />
  ),
} satisfies Meta<typeof DmrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The room the signed-in shell leaves a page (the stories draw the page alone): its 60 px side menu, the
 * content's 24 px paddings either side and a 15 px scrollbar.
 */
const besideTheSideMenu: NonNullable<Story["decorators"]> = [
  (Story) => (
    <div style={{ paddingLeft: 60 + 24, paddingRight: 24 + 15 }}>
      <Story />
    </div>
  ),
];

/** The page's boxes that scroll sideways (a table too wide for its container), and the page itself. */
function scrollingSideways(canvasElement: HTMLElement) {
  const boxes = [...canvasElement.querySelectorAll<HTMLElement>("*")].filter(
    (box) => /auto|scroll/.test(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth,
  );
  const root = canvasElement.ownerDocument.documentElement;
  return root.scrollWidth > root.clientWidth ? [root, ...boxes] : boxes;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** The period's groups with their totals; Baixar CSV saves the spreadsheet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Declaração de Movimentação de Resíduos (DMR)" }),
    ).toBeVisible();
    const table = await canvas.findByRole("table", { name: "Resíduos movimentados" });
    const row = (await within(table).findByText("Reciclagem")).closest("tr")!;
    await expect(cellsOf(row)).toEqual([
      "PapelãoIBAMA 15 01 01 · Classe II A - Não inerte",
      ...RECYCLED_VALUES,
    ]);
    const pending = within(table).getByText("Sem CDF").closest("tr")!;
    await expect(cellsOf(pending)).toEqual(expect.arrayContaining(["2,500", "Não recebido", "1", "0"]));
    const total = within(table).getByText("Total").closest("tr")!;
    await expect(cellsOf(total)).toEqual(["Total", "9,100", "6,450", "4", "3", "3"]);
    await expect(asked).toEqual(["?from=2025-07-01&to=2025-12-31"]);

    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const button = canvas.getByRole("button", { name: "Baixar CSV" });
      let release = () => {};
      csvHeld = new Promise((resolve) => (release = resolve));
      button.focus();
      await userEvent.keyboard("{Enter}");
      // Busy while the file is prepared, the button keeps the focus, and a second Enter asks nothing more…
      await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await expect(button).toHaveFocus();
      await userEvent.keyboard("{Enter}");
      release();
      await waitFor(() => expect(saved).toEqual(["dmr-2025-07-01-2025-12-31.csv"]));
      await expect(csvAsked).toBe(1);
      // …and still has it once the file is saved.
      await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
      await expect(button).not.toHaveAttribute("aria-disabled");
      await expect(button).toHaveFocus();
    } finally {
      csvHeld = null;
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

/** A period without MTRs: the table says so and there is nothing to download. */
export const SemMtrs: Story = {
  name: "Sem MTRs no período",
  parameters: {
    msw: {
      handlers: dmrHandlers((from, to) =>
        HttpResponse.json({
          from,
          to,
          groups: [],
          totals: { sent_tons: 0, received_tons: null, mtrs: 0, received_mtrs: 0, cdfs: 0 },
          truncated: false,
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByText("Nenhum MTR emitido no período.");
    await expect(empty).toBeVisible();
    // Whole within the table's visible width, not centred across every column (cut on a phone).
    const box = empty.closest('[data-slot="table-container"]')!;
    await expect(empty.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
    await expect(canvas.getByRole("button", { name: "Baixar CSV" })).toBeDisabled();
    await expect(canvas.queryByText("Total")).toBeNull();
  },
};

/** The same on a phone: the empty text in place of the blocks, whole on screen. */
export const SemMtrsNoCelular: Story = {
  ...SemMtrs,
  name: "Sem MTRs no celular",
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    // The viewport is resized as the story starts: measured once the window has that width.
    await waitFor(() => expect(view.innerWidth).toBe(375));
    const empty = await canvas.findByText("Nenhum MTR emitido no período.");
    await expect(empty).toBeVisible();
    await expect(empty.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Baixar CSV" })).toBeDisabled();
    await expect(canvas.queryByText("Total")).toBeNull();
  },
};

/**
 * On a phone each group is a block, every column named beside its value, and the totals a last block:
 * read whole without scrolling sideways (one group here, so the first view holds both).
 */
export const NoCelular: Story = {
  name: "No celular",
  // One group, so that the first view (the screenshot) holds its block and the totals'.
  parameters: {
    msw: {
      handlers: dmrHandlers((from, to) =>
        HttpResponse.json({
          ...dmr,
          from,
          to,
          groups: [dmr.groups[2]],
          totals: { sent_tons: 5, received_tons: 4.9, mtrs: 3, received_mtrs: 2, cdfs: 1 },
        }),
      ),
    },
  },
  globals: { viewport: { value: "celular" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await waitFor(() => expect(view.innerWidth).toBe(375));
    // Once the groups have arrived (the skeleton blocks come first).
    await canvas.findByText("Reciclagem");
    const list = canvas.getByRole("list", { name: "Resíduos movimentados" });
    await expect(list).not.toHaveAttribute("aria-busy");
    await expect(canvas.queryByRole("table")).toBeNull();
    const blocks = within(list).getAllByRole("listitem");
    await expect(blocks).toHaveLength(2);
    const valueIn = (block: HTMLElement, label: string) =>
      within(block).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    const recycled = within(list).getByText("Reciclagem").closest("li")!;
    await expect(
      [
        "Destinador",
        "Transportador",
        "Tratamento (CDF)",
        "Enviado (t)",
        "Recebido (t)",
        "MTRs",
        "MTRs recebidos",
        "Com CDF",
      ].map((label) => valueIn(recycled, label)),
    ).toEqual(RECYCLED_VALUES);
    await expect(recycled).toHaveTextContent(/^PapelãoIBAMA 15 01 01 · Classe II A - Não inerte/);
    const total = blocks[1]!;
    await expect(total.firstElementChild).toHaveTextContent("Total");
    await expect(
      ["Enviado (t)", "Recebido (t)", "MTRs", "MTRs recebidos", "Com CDF"].map((label) =>
        valueIn(total, label),
      ),
    ).toEqual(["5,000", "4,900", "3", "2", "1"]);
    for (const value of list.querySelectorAll("dd")) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The DMR asked and never answered: the page stays loading. */
const neverAnswered = dmrHandlers(async () => {
  await delay("infinite");
  return HttpResponse.json(dmr);
});

/** Loading on a phone: skeleton blocks of the groups' size in a busy list. */
export const CarregandoNoCelular: Story = {
  name: "Carregando no celular",
  globals: { viewport: { value: "celular" } },
  parameters: { msw: { handlers: neverAnswered } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(375));
    const list = await canvas.findByRole("list", { name: "Resíduos movimentados" });
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByRole("button", { name: "Baixar CSV" })).toBeDisabled();
  },
};

/** While the DMR loads: skeleton rows in a busy table. */
export const Carregando: Story = {
  parameters: { msw: { handlers: neverAnswered } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Resíduos movimentados" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Baixar CSV" })).toBeDisabled();
  },
};

/**
 * A period the server refuses although the page let it through (a rule of the server's the page does not
 * know yet): the server's message instead of the table. A period longer than a year is the page's own.
 */
export const PeriodoLongo: Story = {
  name: "Período longo demais",
  parameters: {
    msw: {
      handlers: dmrHandlers(() =>
        HttpResponse.json(
          {
            code: "VALIDATION_FAILED",
            message: "Dados inválidos.",
            fields: { to: "O período da DMR pode ter no máximo um ano." },
          },
          { status: 422 },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "O período da DMR pode ter no máximo um ano.",
    );
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/**
 * A period in the address longer than the DMR's limit (a year and a day): the period field says so at
 * once, in the API's words, and the server is not asked. The picker refuses it the same way on Data
 * final, Aplicar waiting; a period within the limit is then applied and asked for.
 */
export const PeriodoDoEnderecoLongoDemais: Story = {
  name: "Período do endereço longo demais",
  render: () => (
    <StoryApp path="/saidas/dmr" at="/saidas/dmr?de=2025-01-01&ate=2026-01-03" element={<DmrPage />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const limit = "O período da DMR pode ter no máximo um ano.";
    const period = canvas.getByRole("button", { name: /^Período/ });
    const download = canvas.getByRole("button", { name: "Baixar CSV" });
    await expect(period).toHaveAccessibleName("Período de emissão 01/01/2025 - 03/01/2026");
    // Beside the period's control, not lined up with the error text under it.
    const refused = download.getBoundingClientRect();
    await expect(refused.top).toBeCloseTo(period.getBoundingClientRect().top, 0);
    await expect(period).toHaveAccessibleDescription(limit);
    await expect(period).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Baixar CSV" })).toBeDisabled();
    await expect(asked).toEqual([]);

    await userEvent.click(period);
    const picker = within(await body.findByRole("dialog", { name: "Período de emissão" }));
    const end = picker.getByRole("textbox", { name: "Data final" });
    await expect(end).toHaveAccessibleDescription(limit);
    await expect(picker.getByRole("button", { name: "Aplicar" })).toBeDisabled();
    end.focus();
    await userEvent.keyboard("{Enter}");
    await expect(body.getByRole("dialog", { name: "Período de emissão" })).toBeVisible();
    await expect(asked).toEqual([]);

    // A year and a day is the longest period: applied and asked for.
    await userEvent.clear(end);
    await userEvent.type(end, "02012026");
    await expect(end).not.toHaveAccessibleDescription(limit);
    await userEvent.click(picker.getByRole("button", { name: "Aplicar" }));
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Período de emissão" })).toBeNull());
    await expect(await canvas.findByRole("table", { name: "Resíduos movimentados" })).toBeVisible();
    await expect(asked).toEqual(["?from=2025-01-01&to=2026-01-02"]);
    await expect(period).not.toHaveAttribute("aria-invalid", "true");
    await expect(period).toHaveAccessibleName("Período de emissão 01/01/2025 - 02/01/2026");
    // The error gone, the button has not moved.
    await expect(download.getBoundingClientRect().top).toBe(refused.top);
  },
};

/**
 * On a tablet beside the side menu the nine columns do not fit (the table scrolled sideways up to about
 * 1100 px): each group is a block, as on a phone, and nothing scrolls sideways.
 */
export const NoTablet: Story = {
  name: "No tablet",
  decorators: besideTheSideMenu,
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await waitFor(() => expect(view.innerWidth).toBe(768));
    await canvas.findByText("Reciclagem");
    const list = canvas.getByRole("list", { name: "Resíduos movimentados" });
    await expect(canvas.queryByRole("table")).toBeNull();
    // The three groups and the totals.
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    const recycled = within(list).getByText("Reciclagem").closest("li")!;
    await expect([...recycled.querySelectorAll("dd")].map((value) => value.textContent)).toEqual(
      RECYCLED_VALUES,
    );
    for (const value of list.querySelectorAll("dd")) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right,
      );
    }
    await expect(scrollingSideways(canvasElement)).toEqual([]);
  },
};

/**
 * From the desktop breakpoint (1024 px, the narrowest desktop) the table, its nine columns whole within the
 * room the side menu, the paddings and a scrollbar leave (about 900 px), without scrolling sideways.
 */
export const DesktopPequeno: Story = {
  name: "Desktop pequeno",
  decorators: besideTheSideMenu,
  parameters: {
    viewport: {
      options: {
        desktopPequeno: {
          name: "Desktop pequeno (1024 px)",
          styles: { width: "1024px", height: "768px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "desktopPequeno" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as Window;
    await waitFor(() => expect(view.innerWidth).toBe(1024));
    const table = await canvas.findByRole("table", { name: "Resíduos movimentados" });
    const row = (await within(table).findByText("Reciclagem")).closest("tr")!;
    await expect(cellsOf(row)).toEqual([
      "PapelãoIBAMA 15 01 01 · Classe II A - Não inerte",
      ...RECYCLED_VALUES,
    ]);
    await expect(table.closest('[data-slot="table-container"]')!.clientWidth).toBeLessThanOrEqual(
      1024 - 60 - 2 * 24 - 15,
    );
    await expect(scrollingSideways(canvasElement)).toEqual([]);
  },
};
