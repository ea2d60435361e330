import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from "storybook/test";
import { fill, setValue } from "../../stories/fill";
import { AWAY_LINK, AwayLink, resetPortal, StoryApp } from "../../stories/story-app";
import { ProviderEditPage } from "./provider-edit-page";
import { createDb, providerHandlers, resetDb } from "./provider-fixtures";
import { ProviderWizardPage } from "./provider-wizard-page";

const db = createDb();

/** The provider wizard's guidance: asterisks, the city's wait for a state, focus and scrolling. */
const meta = {
  title: "Telas/Prestadores/Cadastro/Orientação",
  component: ProviderWizardPage,
  parameters: { layout: "fullscreen", msw: { handlers: providerHandlers(db) } },
  beforeEach: () => {
    resetPortal({ token: "t-session", isAuthenticated: true });
    resetDb(db);
    window.scrollTo({ top: 0 });
  },
  render: () => <StoryApp path="/prestadores/cadastro" element={<ProviderWizardPage />} />,
} satisfies Meta<typeof ProviderWizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/**
 * Sets "Dados básicos" to a new CNPJ (setValue: the stories below are about leaving the step, not about
 * its fields); the CEP lookup fills street, region, state and city.
 */
async function fillBasicData(canvas: Canvas) {
  await setValue(canvas.getByRole("textbox", { name: /^CNPJ/ }), "11444777000161");
  await setValue(canvas.getByRole("textbox", { name: /^Razão social/ }), "Recicla Norte Ltda");
  await setValue(canvas.getByRole("textbox", { name: /^Nome fantasia/ }), "Recicla Norte");
  await setValue(canvas.getByRole("textbox", { name: /^CEP/ }), "90010000");
  await waitFor(() =>
    expect(canvas.getByRole("combobox", { name: /^Cidade/ })).toHaveTextContent("Porto Alegre"),
  );
  await setValue(canvas.getByRole("textbox", { name: /^Número/ }), "120");
  await setValue(canvas.getByRole("textbox", { name: /^Telefone(?! do)/ }), "5133334444");
  await userEvent.click(await canvas.findByRole("switch", { name: "Transportador" }));
  await setValue(canvas.getByRole("textbox", { name: /^Nome do responsável 1/ }), "Ana Souza");
  await setValue(canvas.getByRole("textbox", { name: /^Telefone do responsável 1/ }), "51999990000");
  await setValue(canvas.getByRole("textbox", { name: /^E-mail do responsável 1/ }), "ana@norte.com.br");
}

/** Spec 02 §5: the wizard requires the CEP for every registry type, Registro Internacional included. */
export const InternationalCepIsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^CEP/ })).toBeRequired();
    await userEvent.click(canvas.getByRole("radio", { name: "Registro Internacional" }));
    const cep = canvas.getByRole("textbox", { name: /^CEP/ });
    await expect(cep).toBeRequired();
    await expect(cep.closest("[data-slot=field]") ?? cep.parentElement!).toHaveTextContent("*");
    await expect(canvas.getByRole("textbox", { name: /^País/ })).toBeRequired();
  },
};

/** The edit schema does not require the CEP or the country (spec 02 §5), so neither is marked. */
export const EditMarksOnlyWhatTheEditRequires: Story = {
  render: () => (
    <StoryApp path="/prestadores/edicao/:id" at="/prestadores/edicao/p-1" element={<ProviderEditPage />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = await canvas.findByRole("textbox", { name: /^CEP/ });
    await expect(cep).not.toBeRequired();
    await expect(canvas.getByRole("textbox", { name: /^País/ })).not.toBeRequired();
    await expect(canvas.getByRole("textbox", { name: /^Endereço/ })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: /^Nome do responsável 1/ })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: /^Nome do responsável 2/ })).not.toBeRequired();
  },
};

/**
 * Cidade before Estado: the select waits, saying why under it (not in the select, cut at 320 px),
 * instead of an empty "Nenhum resultado encontrado"; a refused Próximo says it once, as the error.
 */
export const CityWaitsForState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const city = canvas.getByRole("combobox", { name: /^Cidade/ });
    await expect(city).toBeDisabled();
    await expect(city).toHaveTextContent("Selecione");
    await expect(city).toHaveAccessibleDescription("Selecione um estado para continuar");
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await waitFor(() => expect(city).toHaveAttribute("aria-invalid", "true"));
    await expect(city).toHaveAccessibleDescription("Selecione um estado para continuar");
    await expect(canvas.getAllByText("Selecione um estado para continuar")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("combobox", { name: /^Estado/ }));
    await userEvent.type(await body.findByRole("combobox", { name: "Pesquisar" }), "Rio Grande do Sul");
    await userEvent.click(await body.findByRole("option", { name: /Rio Grande do Sul/ }));
    await waitFor(() => expect(canvas.getByRole("combobox", { name: /^Cidade/ })).toBeEnabled());
    await expect(canvas.getByRole("combobox", { name: /^Cidade/ })).toHaveTextContent("Selecione");
    await userEvent.click(canvas.getByRole("combobox", { name: /^Cidade/ }));
    await expect(await body.findByRole("option", { name: "Porto Alegre" })).toBeVisible();
  },
};

/** A refused Próximo puts the keyboard on the first field to fix, in page order. */
export const FocusesFirstInvalidField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole("textbox", { name: /^CNPJ/ }), "11444777000161");
    await fill(canvas.getByRole("textbox", { name: /^Razão social/ }), "Recicla Norte Ltda");
    canvas.getByRole("button", { name: "Próximo" }).focus();
    await userEvent.keyboard("{Enter}");
    const trading = canvas.getByRole("textbox", { name: /^Nome fantasia/ });
    await waitFor(() => expect(trading).toHaveFocus());
    await expect(trading).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(trading, "Recicla Norte");
    // Next time the first still wrong is further down.
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^CEP/ })).toHaveFocus());
  },
};

/** A new step starts at the top of the page (spec 02 §2, as the residue wizard does). */
export const NewStepScrollsToTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView!;
    await fillBasicData(canvas);
    const next = canvas.getByRole("button", { name: "Próximo" });
    next.scrollIntoView({ block: "end" });
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    await userEvent.click(next);
    await expect(await canvas.findByRole("button", { name: "Voltar" })).toBeEnabled();
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};

/** After Próximo the focus moves to the new step's heading, not the button left at the bottom. */
export const NewStepFocusesItsHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Dados básicos" })).toBeVisible();
    await fillBasicData(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Próximo" }));
    const heading = await canvas.findByRole("heading", { level: 2, name: "Licenças / certificados" });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 2, name: "Dados básicos" })).toHaveFocus(),
    );
  },
};

/**
 * Another route (here a link beside the wizard, as the side menu is) asks first once something was
 * typed: Cancelar stays with the data, Confirmar goes. Closing the tab gets the browser's question.
 */
let unloadListeners: MockInstance<typeof window.addEventListener>;

export const LeavingHalfWayAsksFirst: Story = {
  beforeEach: () => {
    unloadListeners = spyOn(window, "addEventListener");
    return () => unloadListeners.mockRestore();
  },
  render: () => (
    <StoryApp
      path="/prestadores/cadastro"
      element={
        <>
          <AwayLink />
          <ProviderWizardPage />
        </>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const name = canvas.getByRole("textbox", { name: /^Razão social/ });
    // The guard's own listener is called, never a dispatched `beforeunload`: Mock Service Worker takes
    // that event for the page closing and stops answering the stories after this one.
    const listeners = unloadListeners.mock.calls.filter(([type]) => type === "beforeunload");
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      for (const [, listener] of listeners) (listener as EventListener)(event);
      return event.defaultPrevented;
    };
    // Untouched, closing the tab is not asked about; once typed, the browser asks.
    await expect(unload()).toBe(false);
    await fill(name, "Recicla Norte Ltda");
    await expect(unload()).toBe(true);
    await userEvent.click(canvas.getByRole("link", { name: AWAY_LINK }));
    let dialog = within(await body.findByRole("alertdialog"));
    await expect(
      dialog.getByText("Ao cancelar o processo de cadastro você perderá os dados já preenchidos!"),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(name).toHaveValue("Recicla Norte Ltda");
    await userEvent.click(canvas.getByRole("link", { name: AWAY_LINK }));
    dialog = within(await body.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Confirmar" }));
    await expect(await canvas.findByRole("heading", { name: "Navegou para /dashboard" })).toBeVisible();
  },
};
