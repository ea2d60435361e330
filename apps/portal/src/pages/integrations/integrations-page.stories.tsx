import type { Meta, StoryObj } from "@storybook/react-vite";
import type { IntegrationCard } from "@trilha/api";
import { HttpResponse, http } from "msw";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { api } from "../../api/client";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { IntegrationsPage } from "./integrations-page";

const at = "2026-11-20T13:05:00.000Z";
const cards: IntegrationCard[] = [
  {
    type: "CTRE",
    value: { status: "AVAILABLE", message: "O sistema respondeu normalmente.", updated_at: at },
  },
  {
    type: "SIGOR",
    value: { status: "AVAILABLE", message: "O sistema respondeu normalmente.", updated_at: at },
  },
  {
    type: "FEAM",
    value: {
      status: "UNAVAILABLE",
      message: "O sistema não respondeu em 10 s ou recusou a conexão.",
      updated_at: at,
    },
  },
  {
    type: "FEPAM",
    value: { status: "AVAILABLE", message: "O sistema respondeu normalmente.", updated_at: at },
  },
  {
    type: "IMASC",
    value: { status: "AVAILABLE", message: "O sistema respondeu normalmente.", updated_at: at },
  },
  {
    type: "SINIR",
    value: { status: "UNSTABLE", message: "O sistema respondeu com erro (HTTP 503).", updated_at: at },
  },
  {
    type: "INEA",
    value: { status: "AVAILABLE", message: "O sistema respondeu normalmente.", updated_at: at },
  },
  { type: "IMAAL", value: { status: "AVAILABLE", message: "O sistema respondeu normalmente." } },
];

const handlers = (logs: { created_at: string; description: string }[] = []) => [
  http.post(`${API}/ms-dashboards/login`, () => HttpResponse.json({ ms_dashboard_token: "dash-1" })),
  http.post(`${API}/public_systems/generate_dash`, () => HttpResponse.json({ payload: { cards } })),
  http.get(`${API}/public_systems/logs/:link`, () => HttpResponse.json(logs)),
];

/** The systems whose log was asked for, in order. */
const asked: string[] = [];
/** The dashboards client's GET calls (the logs), in order. */
const logCalls: Promise<unknown>[] = [];

const meta = {
  title: "Telas/Integrações/Farol de Integrações",
  component: IntegrationsPage,
  parameters: { layout: "fullscreen", msw: { handlers: handlers() } },
  beforeEach: () => resetPortal({ token: "t-session", isAuthenticated: true }),
  render: () => <StoryApp path="/integracoes" element={<IntegrationsPage />} />,
} satisfies Meta<typeof IntegrationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const publicCard = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole("region", { name: "Sistemas públicos" }))
    .getAllByRole("listitem")
    .find((item) => within(item).queryByRole("heading", { name }))!;

/** The eight public cards with their status, message and last update; the private systems' card. */
export const Board: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "SIGOR MTR" });
    const names = within(canvas.getByRole("region", { name: "Sistemas públicos" }))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names).toEqual(["CTR-E", "SIGOR MTR", "FEAM", "FEPAM", "IMA SC", "SINIR", "INEA", "IMA AL"]);
    await expect(publicCard(canvas, "SINIR")).toHaveTextContent("Instável");
    await expect(publicCard(canvas, "SINIR")).toHaveTextContent("O sistema respondeu com erro (HTTP 503).");
    await expect(publicCard(canvas, "FEAM")).toHaveTextContent("Indisponível");
    await expect(publicCard(canvas, "CTR-E")).toHaveTextContent(
      /Última atualização: \d{2}\/\d{2}\/2026 \d{2}:\d{2}/,
    );
    await expect(publicCard(canvas, "IMA AL")).toHaveTextContent("Última atualização: Ainda não verificado");
    const privateCards = within(canvas.getByRole("region", { name: "Sistemas privados" }));
    for (const name of ["SAP S/4 HANA", "ServiceNow"]) {
      await expect(privateCards.getByRole("heading", { name })).toBeVisible();
    }
    await expect(privateCards.getAllByText("Indisponível")).toHaveLength(2);
  },
};

/** 'Ver mais...' opens the system's log: Data, Hora, Descrição. */
export const Log: Story = {
  parameters: {
    msw: {
      handlers: handlers([
        {
          created_at: "2026-11-20T13:05:00.000Z",
          description: "Sistema instável. O sistema respondeu com erro (HTTP 503).",
        },
        {
          created_at: "2026-11-19T09:00:00.000Z",
          description: "Sistema disponível. O sistema respondeu normalmente.",
        },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Ver mais... SINIR" }));
    const dialog = await body.findByRole("dialog", { name: "LOG DE SISTEMAS INTEGRADOS SINIR" });
    const headers = (await within(dialog).findAllByRole("columnheader")).map((cell) => cell.textContent);
    await expect(headers).toEqual(["Data", "Hora", "Descrição"]);
    // The log's rows, once it has loaded (LogTable shows a loading row meanwhile).
    await within(dialog).findByText("Sistema disponível. O sistema respondeu normalmente.");
    const rows = within(dialog).getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getAllByRole("cell")[0]).toHaveTextContent(/^\d{2}\/11\/2026$/);
    await expect(within(rows[1]!).getAllByRole("cell")[1]).toHaveTextContent(/^\d{2}:\d{2}$/);
    await expect(rows[1]).toHaveTextContent("Sistema instável. O sistema respondeu com erro (HTTP 503).");
  },
};

/** A system without changes yet says so. */
export const EmptyLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Ver mais... FEAM" }));
    const dialog = await body.findByRole("dialog", { name: "LOG DE SISTEMAS INTEGRADOS FEAM" });
    await expect(await within(dialog).findByText("Nenhum registro para este sistema.")).toBeVisible();
  },
};

/**
 * A second system's log never shows the first one's rows, even when its own call fails: a failed load
 * shows the empty log, silently (spec 02 §8), not a loading row that never ends.
 */
export const SwitchingSystemsLog: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/public_systems/logs/:link`, ({ params }) => {
          asked.push(String(params.link));
          return asked.length === 1
            ? HttpResponse.json([{ created_at: at, description: "Linha do primeiro sistema." }])
            : HttpResponse.json({ code: "UNKNOWN_ERROR", message: "Falhou." }, { status: 500 });
        }),
        ...handlers(),
      ],
    },
  },
  beforeEach: () => {
    asked.length = 0;
    logCalls.length = 0;
    // The log calls' own promises, so the play function knows when the failing answer has arrived.
    const get = api.dashboards.get;
    const spy = spyOn(api.dashboards, "get").mockImplementation((...args: Parameters<typeof get>) => {
      const call = get(...args);
      logCalls.push(call);
      return call;
    });
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Ver mais... SINIR" }));
    const first = await body.findByRole("dialog", { name: "LOG DE SISTEMAS INTEGRADOS SINIR" });
    await within(first).findByText("Linha do primeiro sistema.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());

    await userEvent.click(canvas.getByRole("button", { name: "Ver mais... FEAM" }));
    const second = await body.findByRole("dialog", { name: "LOG DE SISTEMAS INTEGRADOS FEAM" });
    // Not before the first row would show: the first system's rows were kept under the new title.
    await expect(within(second).queryByText("Linha do primeiro sistema.")).toBeNull();
    // Nor once the second system's call has failed: its log is empty, with no error said.
    await waitFor(() => expect(asked).toHaveLength(2));
    await expect(logCalls[1]).rejects.toMatchObject({ status: 500 });
    await expect(await within(second).findByText("Nenhum registro para este sistema.")).toBeVisible();
    await expect(within(second).getByRole("table")).not.toHaveAttribute("aria-busy", "true");
    await expect(within(second).queryByText("Linha do primeiro sistema.")).toBeNull();
    await expect(body.queryByText("Falhou.")).toBeNull();
  },
};

/** generate_dash calls answered so far in LoadFailed (the first fails, the next ones answer). */
let dashCalls = 0;

/**
 * The board's call fails (the server down or erring): the public systems say so and offer 'Tentar
 * novamente' instead of loading for ever; the next try shows the cards.
 */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/public_systems/generate_dash`, () => {
          dashCalls += 1;
          return dashCalls === 1
            ? HttpResponse.json({ code: "UNKNOWN_ERROR", message: "Falhou." }, { status: 500 })
            : HttpResponse.json({ payload: { cards } });
        }),
        ...handlers(),
      ],
    },
  },
  beforeEach: () => {
    dashCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole("region", { name: "Sistemas públicos" }));
    await expect(
      await region.findByText("Não foi possível carregar a situação dos sistemas públicos agora."),
    ).toBeVisible();
    await expect(region.queryByText("Carregando as integrações")).toBeNull();
    await expect(canvas.queryByText("Falhou.")).toBeNull();
    await userEvent.click(region.getByRole("button", { name: "Tentar novamente" }));
    await expect(await region.findByRole("heading", { name: "SIGOR MTR" })).toBeVisible();
    await expect(region.queryByRole("button", { name: "Tentar novamente" })).toBeNull();
    await expect(dashCalls).toBe(2);
  },
};
