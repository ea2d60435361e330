import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse, http } from "msw";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fill } from "../../stories/fill";
import { API, resetPortal } from "../../stories/story-app";
import { IntegratedSystemsDialog } from "./integrated-systems-dialog";

// The output form's question before an MTR for the public systems (spec 02 §2, SISTEMAS INTEGRADOS):
// the residues lacking their codes in the company's system, each saved on the residue alone.
const saved: { id: string; body: unknown }[] = [];

const meta = {
  title: "Telas/Saídas/Códigos nos sistemas integrados",
  component: IntegratedSystemsDialog,
  args: {
    missing: [
      {
        uuid: "r-1",
        name: "Papelão",
        systems: ["fepam"],
        mappings: { fepam: { residue: "150101", packaging: null, class: null, unit: null } },
      },
    ],
    onCancel: fn(),
    onSaved: fn(),
  },
  parameters: {
    msw: {
      handlers: [
        http.put(`${API}/residues/:id/integrated-systems`, async ({ request, params }) => {
          const body = await request.json();
          saved.push({ id: String(params.id), body });
          return HttpResponse.json({ uuid_residue: params.id });
        }),
      ],
    },
  },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true, user: { name: "Maria Admin" } });
    saved.length = 0;
  },
} satisfies Meta<typeof IntegratedSystemsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One residue lacking its FEPAM codes: what it holds is kept, the rest is asked. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole("dialog", { name: "Códigos nos sistemas integrados" }));
    await expect(dialog.getByRole("textbox", { name: /^Resíduo no FEPAM/ })).toHaveValue("150101");
    await fill(dialog.getByRole("textbox", { name: /^Acondicionamento no FEPAM/ }), "E05");
    await fill(dialog.getByRole("textbox", { name: /^Classe no FEPAM/ }), "II A");
    await fill(dialog.getByRole("textbox", { name: /^Unidade no FEPAM/ }), "T");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar e Emitir" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(["r-1"]));
    expect(saved).toEqual([
      { id: "r-1", body: { fepam: { residue: "150101", packaging: "E05", class: "II A", unit: "T" } } },
    ]);
  },
};

/** Two residues of a company in the city of São Paulo, each with its CTR-E codes. */
export const TwoResidues: Story = {
  args: {
    missing: [
      { uuid: "r-1", name: "Papelão", systems: ["ctre"], mappings: {} },
      { uuid: "r-2", name: "Óleo lubrificante usado", systems: ["ctre"], mappings: {} },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Códigos nos sistemas integrados" });
    await expect(dialog).toHaveAccessibleDescription(
      "Informe os códigos destes resíduos no CTR-E para emitir o MTR nos sistemas públicos.",
    );
    const oil = within(within(dialog).getByRole("group", { name: "Óleo lubrificante usado" }));
    await expect(oil.getByRole("textbox", { name: /^Resíduo no CTR-E/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await expect(args.onCancel).toHaveBeenCalled();
    expect(saved).toHaveLength(0);
  },
};

/**
 * The server refuses a code (422 with the field's path): the message is said under that field, which
 * takes the focus, and nothing typed is lost.
 */
export const RefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`${API}/residues/:id/integrated-systems`, () =>
          HttpResponse.json(
            {
              code: "VALIDATION_FAILED",
              message: "Os dados informados são inválidos.",
              fields: { "fepam.class": "Classe no FEPAM deve ter no máximo 100 caracteres." },
            },
            { status: 422 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole("dialog", { name: "Códigos nos sistemas integrados" }));
    await fill(dialog.getByRole("textbox", { name: /^Acondicionamento no FEPAM/ }), "E05");
    await fill(dialog.getByRole("textbox", { name: /^Classe no FEPAM/ }), "II A");
    await fill(dialog.getByRole("textbox", { name: /^Unidade no FEPAM/ }), "T");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar e Emitir" }));
    const refused = dialog.getByRole("textbox", { name: /^Classe no FEPAM/ });
    await waitFor(() => expect(refused).toHaveAccessibleDescription(/no máximo 100 caracteres/));
    await waitFor(() => expect(refused).toHaveFocus());
    await expect(refused).toHaveValue("II A");
    expect(args.onSaved).not.toHaveBeenCalled();
  },
};
