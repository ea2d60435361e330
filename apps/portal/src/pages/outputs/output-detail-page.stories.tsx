import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { api } from "../../api/client";
import { fill } from "../../stories/fill";
import { API, resetPortal, StoryApp } from "../../stories/story-app";
import { OutputDetailPage } from "./output-detail-page";
import { createDb, localDay, makeOutput, outputFiles, outputHandlers, resetDb } from "./output-fixtures";

const db = createDb();

const at = (id: string) => (
  <StoryApp path="/saidas/:id" at={`/saidas/${id}`} element={<OutputDetailPage />} />
);

const meta = {
  title: "Telas/Saídas/Documento",
  component: OutputDetailPage,
  parameters: { layout: "fullscreen", msw: { handlers: outputHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
  },
  render: () => at("o-1"),
} satisfies Meta<typeof OutputDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text as drawn, line breaks included (textContent has the same text whether they show or not). */
// biome-ignore lint/performance/useDomNodeTextContent: the drawn line breaks are what is checked.
const rendered = (element: HTMLElement) => element.innerText;
const timeline = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("region", { name: "Histórico do documento" }));

/** Issued: the receipt with one line received short, the toast, the divergence on the timeline. */
export const RegisterReceipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: /Documento de Saída MTR nº 2026\/000001/ }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Verificar autenticidade" })).toHaveAttribute(
      "href",
      "/mtr/ABCDEFGHIJKLMNOP",
    );
    await expect(canvas.getByRole("button", { name: "Cancelar MTR" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Baixar CDF" })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Registrar recebimento" }));
    const dialog = within(await body.findByRole("dialog", { name: "Registrar recebimento" }));
    const oil = dialog.getByRole("textbox", { name: /Quantidade recebida de Óleo lubrificante usado/ });
    await expect(oil).toHaveValue("2,5");
    await expect(dialog.getByRole("textbox", { name: /Quantidade recebida de Borra oleosa/ })).toHaveValue(
      "1",
    );
    // Recebido por is required.
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(
      await dialog.findByText(/Recebido por/, { selector: "[data-slot=field-error]" }),
    ).toBeVisible();

    await fill(dialog.getByRole("textbox", { name: /Recebido por/ }), "Carlos Recebedor");
    await userEvent.clear(oil);
    // Thousands dots as people here type them: a thousand tonnes and a half.
    await fill(oil, "1.000,5");
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("Recebimento registrado com sucesso!")).toBeVisible();
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/outputs/o-1/receipt",
      body: expect.objectContaining({
        received_at: localDay(new Date()),
        receiver_name: "Carlos Recebedor",
        lines: [
          { uuid: "l-1", received_quantity: 1000.5 },
          { uuid: "l-2", received_quantity: 1 },
        ],
      }),
    });
    const events = timeline(canvas);
    await expect(events.getByText("Recebido")).toBeVisible();
    // The quantities with their unit, written as the lines write them (thousands dots).
    await expect(
      events.getByText("Óleo lubrificante usado: enviado 2,5 t, recebido 1.000,5 t"),
    ).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "1.000,5 t" })).toBeVisible();
    // Received: next comes the CDF, and it can no longer be cancelled.
    await expect(canvas.getByRole("button", { name: "Encerrar com CDF" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancelar MTR" })).toBeNull();
    // Registrar recebimento left with the step: the focus goes to the next one, not the page's start.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Encerrar com CDF" })).toHaveFocus());
  },
};

/**
 * The files the MTR was issued with, under the form's labels: each its display name linked for download,
 * fetched through the files API with the session's bearer and saved under that name.
 */
export const IssuedFiles: Story = {
  beforeEach: () => {
    api.setToken("t-session");
    return () => api.setToken(null);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved: string[] = [];
    // The download itself is the browser's; the name it is saved under is what the page decides.
    const click = spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.href.startsWith("blob:")) saved.push(this.download);
    });
    try {
      const parties = within(await canvas.findByRole("region", { name: "Partes" }));
      const ticketTerm = parties.getByText("Ticket de balança do gerador", { selector: "dt" });
      const ticket = within(ticketTerm.parentElement!).getByRole("link", { name: outputFiles.ticket.name });
      const invoice = within(canvas.getByRole("region", { name: "Nota fiscal" }));
      const xmlTerm = invoice.getByText("XML da nota fiscal", { selector: "dt" });
      const xml = within(xmlTerm.parentElement!).getByRole("link", { name: outputFiles.xml.name });

      await userEvent.click(ticket);
      await waitFor(() => expect(saved).toEqual([outputFiles.ticket.name]));
      xml.focus();
      await userEvent.keyboard("{Enter}");
      await waitFor(() => expect(saved).toEqual([outputFiles.ticket.name, outputFiles.xml.name]));
      for (const file of [outputFiles.ticket, outputFiles.xml]) {
        await expect(db.received).toContainEqual({
          method: "GET",
          path: `/files/${file.uuid}`,
          body: { authorization: "Bearer t-session" },
        });
      }
    } finally {
      click.mockRestore();
    }
  },
};

/** Registrar recebimento opened, received by Carlos Recebedor on the default day, and confirmed. */
async function confirmReceipt(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await within(canvasElement).findByRole("button", { name: "Registrar recebimento" }));
  const dialog = within(await body.findByRole("dialog", { name: "Registrar recebimento" }));
  await fill(dialog.getByRole("textbox", { name: /Recebido por/ }), "Carlos Recebedor");
  await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
  return dialog;
}

/** The server refuses the receipt's date: its message on the field, which takes the focus; the dialog kept open. */
export const ReceiptRefused: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.receiptFields = {
        received_at: "A data do recebimento não pode ser anterior à emissão do MTR (10/03/2026).",
      };
    }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await confirmReceipt(canvasElement);
    const date = dialog.getByRole("textbox", { name: /Data do recebimento/ });
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(/não pode ser anterior à emissão do MTR \(10\/03\/2026\)/),
    );
    await waitFor(() => expect(date).toHaveFocus());
    await expect(await body.findByText("Os dados informados são inválidos.")).toBeVisible();
    await expect(body.getByRole("dialog", { name: "Registrar recebimento" })).toBeVisible();
  },
};

/**
 * A day before the MTR's issue (10/03/2026, 12:00 in Brasília) is refused in the dialog, with the API's
 * words, and nothing is sent; the calendar starts on the issue day. The issue day itself is accepted.
 */
export const ReceiptBeforeIssue: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.outputs = d.outputs.map((o) =>
        o.uuid_output === "o-1" ? { ...o, created_at: "2026-03-10T15:00:00.000Z" } : o,
      );
    }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await within(canvasElement).findByRole("button", { name: "Registrar recebimento" }),
    );
    const dialog = within(await body.findByRole("dialog", { name: "Registrar recebimento" }));
    await fill(dialog.getByRole("textbox", { name: /Recebido por/ }), "Carlos Recebedor");
    const date = dialog.getByRole("textbox", { name: /Data do recebimento/ });
    await userEvent.clear(date);
    await userEvent.type(date, "09032026");
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    const refusal = "A data do recebimento não pode ser anterior à emissão do MTR (10/03/2026).";
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await expect(db.received.filter((call) => call.method === "POST")).toEqual([]);
    await expect(body.getByRole("dialog", { name: "Registrar recebimento" })).toBeVisible();

    // The calendar opens on March 2026 with the days before the issue disabled.
    await userEvent.click(dialog.getByRole("button", { name: /^Abrir calendário/ }));
    const calendar = within(await body.findByRole("grid"));
    await expect(calendar.getByRole("button", { name: /(^|\s)9 de março de 2026/ })).toBeDisabled();
    await userEvent.click(calendar.getByRole("button", { name: /10 de março de 2026/ }));
    await waitFor(() => expect(date).toHaveValue("10/03/2026"));
    await expect(date).not.toHaveAccessibleDescription(expect.stringContaining(refusal));
  },
};

/**
 * A proxy answers the receipt instead of the server (502, no body, an English status text): the page's
 * own pt-BR message in the toast and under the form, never 'Bad Gateway'.
 */
export const ReceiptProxyFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/outputs/:id/receipt`, () =>
          HttpResponse.text("", { status: 502, statusText: "Bad Gateway" }),
        ),
        ...outputHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await confirmReceipt(canvasElement);
    await expect(
      await body.findByText("Não foi possível concluir a operação.", {
        selector: "[data-slot=toast-message]",
      }),
    ).toBeVisible();
    await expect(body.queryByText(/Bad Gateway/)).toBeNull();
    await expect(body.getByRole("dialog", { name: "Registrar recebimento" })).toBeVisible();
  },
};

/** Issued: Cancelar MTR asks the justification (the kit's inactivation dialog) and shows the result. */
export const CancelMtr: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Cancelar MTR" }));
    const dialog = within(await body.findByRole("dialog", { name: "Cancelar MTR" }));
    await expect(dialog.getByText("Informe o motivo do cancelamento do MTR nº 2026/000001.")).toBeVisible();
    // Typed on two lines: the page keeps the line break the user typed.
    const justification = "Veículo quebrou antes da coleta.\nA carga sai em outro MTR amanhã.";
    await fill(dialog.getByRole("textbox", { name: /Justificativa/ }), justification);
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("MTR cancelado.")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/outputs/o-1/cancellation",
      body: { justification },
    });
    const cancellation = within(await canvas.findByRole("region", { name: "Cancelamento" }));
    const shown = cancellation.getByText(/^Veículo quebrou antes da coleta\./);
    await expect(shown).toBeVisible();
    await expect(rendered(shown)).toBe(justification);
    await expect(rendered(timeline(canvas).getByText(/^Veículo quebrou antes da coleta\./))).toBe(
      justification,
    );
    await expect(canvas.queryByRole("button", { name: "Registrar recebimento" })).toBeNull();
    // No step is left: the focus goes to the document's title, not the page's start.
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 1, name: /Documento de Saída MTR nº/ })).toHaveFocus(),
    );
  },
};

/**
 * Issued without MTR: no receipt, CDF nor MTR to download, but the document is cancelled like any other
 * (Cancelar documento, with the justification), and the cancellation shows on it.
 */
export const CancelDocumentWithoutMtr: Story = {
  render: () => at("o-7"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole("heading", { level: 1, name: /Documento de Saída Nota fiscal/ });
    for (const name of ["Registrar recebimento", "Encerrar com CDF", "Baixar MTR", "Cancelar MTR"])
      await expect(canvas.queryByRole("button", { name })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cancelar documento" }));
    const dialog = within(await body.findByRole("dialog", { name: "Cancelar documento" }));
    await expect(dialog.getByText("Informe o motivo do cancelamento do documento de saída.")).toBeVisible();
    const justification = "Nota emitida para o destinatário errado; o documento sai de novo hoje.";
    await fill(dialog.getByRole("textbox", { name: /Justificativa/ }), justification);
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("Documento de saída cancelado.")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/outputs/o-7/cancellation",
      body: { justification },
    });
    const cancellation = within(await canvas.findByRole("region", { name: "Cancelamento" }));
    await expect(cancellation.getByText(justification)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancelar documento" })).toBeNull();
  },
};

/** Received: Encerrar com CDF asks the treatment, and the CDF number comes back in the toast. */
export const CloseWithCdf: Story = {
  render: () => at("o-2"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Encerrar com CDF" }));
    const dialog = within(await body.findByRole("dialog", { name: "Encerrar com CDF" }));
    const treatment = dialog.getByRole("textbox", { name: /Tratamento \/ destinação final/ });
    await fill(treatment, "Rerrefino do óleo lubrificante");
    // The treatment counts its characters against its 200, as the receipt's notes do.
    await expect(dialog.getByText("30/200")).toBeVisible();
    await expect(treatment).toHaveAccessibleDescription("30/200");
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("MTR encerrado com o CDF nº 2026/000012.")).toBeVisible();
    await expect(db.received).toContainEqual({
      method: "POST",
      path: "/outputs/o-2/cdf",
      body: { treatment: "Rerrefino do óleo lubrificante" },
    });
    await expect(await canvas.findByRole("button", { name: "Baixar CDF" })).toBeVisible();
    await expect(timeline(canvas).getByText("CDF nº 2026/000012")).toBeVisible();
    // Encerrar com CDF left with the step, and none follows: the focus goes to the document's title.
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 1, name: /Documento de Saída MTR nº/ })).toHaveFocus(),
    );
  },
};

/**
 * Registrar recebimento closed with what was typed not saved (Esc, Cancelar) asks first: Cancelar keeps
 * the receiver, Confirmar closes and nothing is sent. Opened and left unchanged, it closes at once.
 */
export const ReceiptKeptOnClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = async () => {
      await userEvent.click(await canvas.findByRole("button", { name: "Registrar recebimento" }));
      return within(await body.findByRole("dialog", { name: "Registrar recebimento" }));
    };
    await open();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Registrar recebimento" })).toBeNull());
    await expect(body.queryByRole("alertdialog")).toBeNull();

    const dialog = await open();
    const receiver = dialog.getByRole("textbox", { name: /Recebido por/ });
    await fill(receiver, "Carlos Souza");
    await userEvent.keyboard("{Escape}");
    const question = within(await body.findByRole("alertdialog"));
    await expect(
      question.getByText(
        "As alterações deste formulário ainda não foram salvas. Se continuar, você perderá os dados alterados.",
      ),
    ).toBeVisible();
    await userEvent.click(question.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(receiver).toHaveValue("Carlos Souza");

    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: "Confirmar" }),
    );
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Registrar recebimento" })).toBeNull());
    await expect(db.received.filter((request) => request.method === "POST")).toEqual([]);
  },
};

/** The server refuses the CDF's treatment: its message on the field, which takes the focus. */
export const CdfRefused: Story = {
  beforeEach: () =>
    resetDb(db, (d) => {
      d.cdfFields = { treatment: "O campo Tratamento / destinação final deve ter no máximo 200 caracteres." };
    }),
  render: () => at("o-2"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Encerrar com CDF" }));
    const dialog = within(await body.findByRole("dialog", { name: "Encerrar com CDF" }));
    const treatment = dialog.getByRole("textbox", { name: /Tratamento \/ destinação final/ });
    await fill(treatment, "Rerrefino do óleo lubrificante");
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await waitFor(() =>
      expect(treatment).toHaveAccessibleDescription(
        "O campo Tratamento / destinação final deve ter no máximo 200 caracteres. 30/200",
      ),
    );
    await waitFor(() => expect(treatment).toHaveFocus());
    await expect(body.getByRole("dialog", { name: "Encerrar com CDF" })).toBeVisible();
  },
};

/** Closed: the CDF's data and its PDF downloaded through the signed-in client. */
export const ClosedWithCdf: Story = {
  render: () => at("o-3"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const closing = within(await canvas.findByRole("region", { name: "Encerramento" }));
    await expect(closing.getByText("2026/000007")).toBeVisible();
    await expect(closing.getByText("Rerrefino do óleo lubrificante")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Registrar recebimento" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Baixar CDF" }));
    await waitFor(() => expect(db.received).toContainEqual({ method: "GET", path: "/outputs/o-3/cdf.pdf" }));
  },
};

/** Cancelled: the justification, and no step left but the MTR's PDF. */
export const Cancelled: Story = {
  render: () => at("o-4"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancellation = within(await canvas.findByRole("region", { name: "Cancelamento" }));
    const justification = "Carga remarcada para a próxima semana a pedido do destinatário.";
    await expect(cancellation.getByText(justification)).toBeVisible();
    await expect(timeline(canvas).getByText("Cancelado")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Baixar MTR" })).toBeVisible();
    for (const name of ["Registrar recebimento", "Cancelar MTR", "Encerrar com CDF"])
      await expect(canvas.queryByRole("button", { name })).toBeNull();
  },
};

/** Sent to the public system and refused: its last error and the attempts, and the badge. */
export const PublicSendFailed: Story = {
  render: () => at("o-5"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const system = within(await canvas.findByRole("region", { name: "Sistema público" }));
    const error = "SINIR recusou o manifesto: código IBAMA inválido para o resíduo.";
    await expect(system.getByText(error)).toBeVisible();
    await expect(system.getByText("SINIR")).toBeVisible();
    await expect(system.getByText("5")).toBeVisible();
    await expect(canvas.getAllByText("Falha no envio").length).toBeGreaterThan(0);
    await expect(timeline(canvas).getByText(error)).toBeVisible();
    // A romaneio has no invoice section.
    await expect(canvas.queryByRole("region", { name: "Nota fiscal" })).toBeNull();

    // Tried again once the cause is fixed: provisional until SINIR answers.
    await userEvent.click(canvas.getByRole("button", { name: "Reenviar ao SINIR" }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("O envio ao SINIR foi reagendado.")).toBeVisible();
    await expect(await timeline(canvas).findByText("Reenvio solicitado")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Reenviar ao SINIR" })).toBeNull();
  },
};

/**
 * A provisional MTR (its send failed, not yet in SINIR) cancelled: its send is withdrawn and it will never
 * be registered. The page says so ('Não registrado'), and shows no send failure, last error nor Reenviar.
 */
export const CancelProvisionalMtr: Story = {
  render: () => at("o-5"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Cancelar MTR" }));
    const dialog = within(await body.findByRole("dialog", { name: "Cancelar MTR" }));
    await fill(
      dialog.getByRole("textbox", { name: /Justificativa/ }),
      "Manifesto emitido com o resíduo errado; outro MTR será emitido.",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await body.findByText("MTR cancelado.")).toBeVisible();
    const system = within(await canvas.findByRole("region", { name: "Sistema público" }));
    await expect(await system.findByText("Não registrado (MTR cancelado antes do registro)")).toBeVisible();
    await expect(system.queryByText("Último erro")).toBeNull();
    // The badges beside the title: the state and the public system's, no send failure nor provisional.
    const badges = [...canvasElement.querySelectorAll("[data-slot=status-badge]")];
    await expect(badges.map((badge) => badge.textContent)).toEqual(["Cancelado", "Não registrado"]);
    await expect(canvas.queryByRole("button", { name: "Reenviar ao SINIR" })).toBeNull();
  },
};

/**
 * The title wraps on a 375 px phone: the MTR's number starts the second line at its edge, as the first
 * line does (a margin before it drew a leading space), and the heading still reads as one name.
 */
export const TitleWrapsOnPhone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
  render: () => at("o-6"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const title = await canvas.findByRole("heading", {
      level: 1,
      name: "Documento de Saída MTR nº 2026/000006",
    });
    // Where the number's text starts: its first box, on a line below 'Documento de Saída', at the
    // title's left edge, and the whole number on that line (one box).
    const number = within(title).getByText("MTR nº 2026/000006");
    const head = canvasElement.ownerDocument.createRange();
    head.selectNodeContents(title.firstChild!);
    const [line, first, boxes] = [
      title.getBoundingClientRect(),
      head.getBoundingClientRect(),
      number.getClientRects(),
    ];
    await expect(boxes).toHaveLength(1);
    await expect(boxes[0]!.top).toBeGreaterThanOrEqual(first.bottom - 1);
    await expect(boxes[0]!.left).toBe(line.left);
  },
};

/** Held until the play releases it, then handed on to the in-memory API (a resolver that answers nothing). */
const resendHold: { release: () => void; held: Promise<void> } = {
  release: () => {},
  held: Promise.resolve(),
};

/** Reenviar ao SINIR is busy while its request runs: a double click sends it once. */
export const ResendBusy: Story = {
  render: () => at("o-5"),
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/outputs/:id/resend`, async () => {
          await resendHold.held;
        }),
        ...outputHandlers(db),
      ],
    },
  },
  beforeEach: () => {
    resendHold.held = new Promise<void>((resolve) => {
      resendHold.release = resolve;
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = await canvas.findByRole("button", { name: "Reenviar ao SINIR" });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await expect(button).toHaveAttribute("aria-busy", "true");
    resendHold.release();
    await expect(await body.findByText("O envio ao SINIR foi reagendado.")).toBeVisible();
    await expect(await timeline(canvas).findByText("Reenvio solicitado")).toBeVisible();
    const resends = db.received.filter((r) => r.method === "POST" && r.path === "/outputs/o-5/resend");
    await expect(resends).toHaveLength(1);
  },
};

const REFUSED_AGAIN = "SINIR recusou o manifesto: classe do resíduo inválida.";

/**
 * Reenviar ao SINIR answers "Aguardando envio" (the send is queued), and SINIR refuses it again at once:
 * the page reads the document again after the call and shows the new failure, without a reload.
 */
export const ResendRefusedAgain: Story = {
  render: () => at("o-5"),
  parameters: {
    msw: {
      handlers: [
        http.post(`${API}/outputs/:id/resend`, ({ params }) => {
          const output = db.outputs.find((o) => o.uuid_output === params.id)!;
          const now = new Date().toISOString();
          const resent = {
            action: "resend" as const,
            at: now,
            user: "Maria Admin",
            detail: { system: "SINIR" },
          };
          const answer = {
            ...output,
            public_status: "pending" as const,
            public_error: null,
            events: [...(output.events ?? []), resent],
          };
          // The worker's next try, refused while the answer travels.
          Object.assign(output, {
            public_status: "failed",
            public_error: REFUSED_AGAIN,
            public_attempts: output.public_attempts + 1,
            events: [
              ...answer.events,
              {
                action: "send_failed",
                at: now,
                user: null,
                detail: { system: "SINIR", message: REFUSED_AGAIN },
              },
            ],
          });
          return HttpResponse.json(answer);
        }),
        ...outputHandlers(db),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Reenviar ao SINIR" }));
    await expect(await body.findByText("O envio ao SINIR foi reagendado.")).toBeVisible();
    const system = within(canvas.getByRole("region", { name: "Sistema público" }));
    await expect(await system.findByText(REFUSED_AGAIN)).toBeVisible();
    await expect(system.getByText("6")).toBeVisible();
    await expect(canvas.queryByText("Aguardando envio (MTR provisório)")).toBeNull();
    await expect(await canvas.findByRole("button", { name: "Reenviar ao SINIR" })).toBeEnabled();
  },
};

/**
 * Nota fiscal: the access key in groups of four, as the MTR PDF prints it; a copy of it gives the 44
 * digits, with no spaces, as SEFAZ's query takes it.
 */
export const NfeAccessKeyInGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = within(await canvas.findByRole("region", { name: "Nota fiscal" }));
    const value = invoice.getByText("Chave de acesso", { selector: "dt" }).nextElementSibling!;
    const groups = [...value.querySelectorAll("[data-slot='access-key'] > span")];
    await expect(groups.map((group) => group.textContent)).toEqual(
      "3526 0312 3456 7800 0195 5500 1000 0123 4510 0012 3456".split(" "),
    );
    // Set apart on the screen: each group starts to the right of the previous one's end, with a gap.
    const [first, second] = groups.slice(0, 2).map((group) => group.getBoundingClientRect());
    await expect(second!.left - first!.right).toBeGreaterThan(2);
    const selection = canvasElement.ownerDocument.getSelection()!;
    selection.selectAllChildren(value);
    await expect(selection.toString()).toBe("35260312345678000195550010000123451000123456");
    selection.removeAllRanges();
  },
};

/**
 * Resíduos: each line's Quantidade de embalagens in its own column, also for a line saved without an
 * Acondicionamento (Borra oleosa: 4 packages, no packaging chosen).
 */
export const ResidueLinesPackages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "Resíduos" }));
    const headers = table.getAllByRole("columnheader").map((header) => header.textContent);
    const column = headers.indexOf("Quantidade de embalagens");
    await expect(column).toBe(headers.indexOf("Acondicionamento") + 1);
    const cells = (residue: string) =>
      within(table.getByRole("row", { name: new RegExp(residue) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    await expect(cells("Óleo lubrificante usado")[column - 1]).toBe("Tambor");
    await expect(cells("Óleo lubrificante usado")[column]).toBe("10");
    await expect(cells("Borra oleosa")[column - 1]).toBe("—");
    await expect(cells("Borra oleosa")[column]).toBe("4");
  },
};

/**
 * A 375 px phone: each residue line is a block, every column named beside its value, read whole without
 * scrolling sideways (the table scrolled inside its box); the table is not drawn.
 */
export const ResiduesOnPhone: Story = {
  parameters: {
    viewport: {
      options: { phone: { name: "Celular", styles: { width: "375px", height: "740px" }, type: "mobile" } },
    },
  },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(375));
    const view = canvasElement.ownerDocument.defaultView as Window;
    const list = await canvas.findByRole("list", { name: "Resíduos" });
    await expect(canvas.queryByRole("table")).toBeNull();
    const oil = within(list).getByText("Óleo lubrificante usado").closest("li")!;
    const valueIn = (label: string) =>
      within(oil).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    await expect(
      [
        "Autorização ambiental",
        "Quantidade enviada",
        "Quantidade recebida",
        "Acondicionamento",
        "Origem",
        "Valor unitário",
      ].map(valueIn),
    ).toEqual(["Licença de Operação LO-4521", "2,5 t", "—", "Tambor", "São Paulo", "R$\u00a0350,00/t"]);
    await expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    for (const value of list.querySelectorAll("dd")) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(view.innerWidth);
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** Cancelled after SINIR had it, and SINIR refused the cancellation: the step's failure, tried again. */
export const PublicStepRefused: Story = {
  beforeEach: () => {
    const message = "O SINIR recusou o cancelamento do manifesto 2400000123: Manifesto bloqueado";
    const at = new Date().toISOString();
    db.outputs.push(
      makeOutput("o-8", {
        status: "cancelled",
        mtr_option: "pv_and_others",
        mtr_number: "2026/000008",
        cancelled_at: at,
        cancel_justification: "Carga remarcada para a próxima semana a pedido do destinatário.",
        public_system: "SINIR",
        public_status: "failed",
        public_number: "2400000123",
        public_error: message,
        public_attempts: 1,
        events: [
          { action: "issued", at, user: "Maria Admin", detail: {} },
          { action: "sent", at, user: null, detail: { system: "SINIR", number: "2400000123" } },
          { action: "cancelled", at, user: "Maria Admin", detail: { justification: "Carga remarcada." } },
          { action: "send_failed", at, user: null, detail: { system: "SINIR", step: "cancel", message } },
        ],
      }),
    );
  },
  render: () => at("o-8"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: /MTR nº 2026\/000008/ });
    const events = timeline(canvas);
    await expect(events.getByText("Enviado ao SINIR nº 2400000123")).toBeVisible();
    await expect(events.getByText("Falha ao cancelar o MTR no SINIR")).toBeVisible();
    await expect(
      events.getByText("O SINIR recusou o cancelamento do manifesto 2400000123: Manifesto bloqueado"),
    ).toBeVisible();
    // Regular in SINIR (it has its number): not provisional, and the refused step can be tried again.
    await expect(canvas.queryByText("Provisório")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Reenviar ao SINIR" }));
    await expect(await timeline(canvas).findByText("Reenvio solicitado")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Reenviar ao SINIR" })).toBeNull();
  },
};

export const NotFound: Story = {
  render: () => at("o-404"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Documento de saída não encontrado.");
  },
};

/** Whether GET /outputs/o-1 fails, for ReadFailedThenRetried. */
const readFails = { now: true };

/**
 * The document could not be read now (the server's error, no answer): the page says so with 'Tentar
 * novamente' instead of a skeleton left for good (QA walk: a 500 or a dropped connection kept it
 * loading); the retry reads it again and shows it.
 */
export const ReadFailedThenRetried: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/outputs/o-1`, () =>
          readFails.now
            ? HttpResponse.json({ code: "INTERNAL", message: "Erro" }, { status: 500 })
            : undefined,
        ),
        ...outputHandlers(db),
      ],
    },
  },
  beforeEach: () => {
    readFails.now = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Não foi possível carregar os dados agora.",
    );
    readFails.now = false;
    await userEvent.click(canvas.getByRole("button", { name: "Tentar novamente" }));
    await expect(await canvas.findByRole("region", { name: "Histórico do documento" })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A list row's Registrar recebimento lands here with its dialog open. */
export const OpenedFromTheList: Story = {
  render: () => (
    <StoryApp path="/saidas/:id" at="/saidas/o-1?acao=recebimento" element={<OutputDetailPage />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "Registrar recebimento" })).toBeVisible();
    // Closed without a step done, it gives the focus to the page's own button for it.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Registrar recebimento" })).toHaveFocus());
  },
};
