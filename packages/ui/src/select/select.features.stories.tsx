import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { renderControlled } from "../lib/controlled-story";
import { TextField } from "../text-field/text-field";
import { Select, type SelectOption } from "./select";

const states: SelectOption[] = [
  { value: "MG", label: "Minas Gerais" },
  { value: "PR", label: "Paraná" },
  { value: "RJ", label: "Rio de Janeiro" },
  { value: "RS", label: "Rio Grande do Sul" },
  { value: "SC", label: "Santa Catarina" },
  { value: "SP", label: "São Paulo" },
];

// 5,570 entries like the list of Brazilian municipalities: a few real names among generated ones.
const cities: SelectOption[] = [
  "São Paulo",
  "São José dos Campos",
  "São Bernardo do Campo",
  "Santo André",
  "Belo Horizonte",
  "Curitiba",
  "Porto Alegre",
  "Florianópolis",
  "Goiânia",
  "Maceió",
].map((label) => ({ value: label, label }));
for (let i = cities.length; i < 5570; i++) {
  cities.push({ value: `municipio-${i}`, label: `Município ${String(i).padStart(4, "0")}` });
}

const controlledSelect = renderControlled(Select, "value", "onValueChange");

const meta = {
  title: "Componentes/Seleção/Estados",
  component: Select,
  args: { label: "Estado", options: states, value: "", onValueChange: fn(), onBlur: fn() },
  render: controlledSelect,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: "Escolher pelo teclado",
  tags: ["!autodocs"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Estado" });
    await expect(trigger).toHaveTextContent("Selecione");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const listbox = await body.findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(states.length);
    await waitFor(() => expect(body.getByRole("option", { name: "Minas Gerais" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await waitFor(() => expect(body.getByRole("option", { name: "Rio de Janeiro" })).toHaveFocus());
    // The highlighted option is ringed, not only tinted (waited for: reduced motion's 0.01 ms transitions).
    await waitFor(() =>
      expect(getComputedStyle(body.getByRole("option", { name: "Rio de Janeiro" })).outlineStyle).toBe(
        "solid",
      ),
    );
    await expect(getComputedStyle(body.getByRole("option", { name: "Minas Gerais" })).outlineStyle).toBe(
      "none",
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("RJ");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("Rio de Janeiro");
    // Opening the list and closing it with Esc neither changes the value nor counts as leaving the field.
    await userEvent.keyboard("{ArrowDown}");
    await body.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onBlur).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent("Rio de Janeiro");
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  name: "Preenchido",
  args: { value: "SP" },
};

/**
 * Before any use the list is not mounted (its Radix copy would cost a second render of the page): the
 * chosen label is still written out, typing a letter on the focused, closed select still picks the
 * option, and the pointer opens it as before.
 */
export const BeforeFirstUse: Story = {
  name: "Antes do primeiro uso",
  tags: ["!autodocs"],
  args: { value: "SP" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Estado" });
    await expect(trigger).toHaveTextContent("São Paulo");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("p");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("PR");
    await expect(trigger).toHaveTextContent("Paraná");
    await expect(body.queryByRole("listbox")).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "Santa Catarina" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("SC");
    await expect(trigger).toHaveTextContent("Santa Catarina");
  },
};

/** A select with a `name` inside a form submits its value natively from the start, untouched. */
export const InNativeForm: Story = {
  name: "Em formulário nativo",
  tags: ["!autodocs"],
  args: { value: "RJ", name: "estado" },
  render: (args) => (
    <form aria-label="Endereço" onSubmit={(event) => event.preventDefault()}>
      {controlledSelect(args)}
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole("form", { name: "Endereço" }) as HTMLFormElement;
    await waitFor(() => expect(new FormData(form).get("estado")).toBe("RJ"));
  },
};

/**
 * Tab in an open list closes it without choosing and moves on to the next field, Shift+Tab back to the
 * one before (the ARIA combobox pattern), in the plain list and in the one with a search box; the field
 * counts as left.
 */
export const TabLeavesTheList: Story = {
  name: "Tab sai da lista",
  tags: ["!autodocs"],
  args: { value: "SP" },
  render: (args) => (
    <div className="flex flex-col gap-4">
      {controlledSelect(args)}
      <Select label="Cidade" searchable options={cities} value="" onValueChange={args.onValueChange} />
      <TextField label="Complemento" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const state = canvas.getByRole("combobox", { name: "Estado" });
    const city = canvas.getByRole("combobox", { name: "Cidade" });
    await userEvent.tab();
    await expect(state).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await body.findByRole("listbox");
    await waitFor(() => expect(body.getByRole("option", { name: "São Paulo" })).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => expect(body.getByRole("option", { name: "Santa Catarina" })).toHaveFocus());
    await userEvent.keyboard("{Tab}");
    await waitFor(() => expect(city).toHaveFocus());
    await expect(body.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(state).toHaveTextContent("São Paulo");
    await expect(args.onBlur).toHaveBeenCalledOnce();

    // The list with a search box: Tab leaves for the next field, the text typed chooses nothing.
    await userEvent.keyboard("{Enter}");
    const search = await body.findByRole("combobox", { name: "Pesquisar" });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard("cur");
    await userEvent.keyboard("{Tab}");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Complemento" })).toHaveFocus());
    await expect(body.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(city).toHaveTextContent("Selecione");

    // Shift+Tab from its search box goes back to the field before.
    await userEvent.click(city);
    await waitFor(() => expect(body.getByRole("combobox", { name: "Pesquisar" })).toHaveFocus());
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
    await waitFor(() => expect(state).toHaveFocus());
    await expect(body.queryByRole("listbox")).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Required: the field says so (aria-required; the asterisk is hidden from the name). Open, the list hides
 * the rest of the page, and Chrome reads a hidden label whole, its hidden asterisk too: the list is named
 * by an element of its own holding the label alone, as the searchable one is. (Testing Library's name
 * leaves a hidden asterisk out either way, so the named element's text is asserted too: it is what Chrome
 * reads.)
 */
export const Required: Story = {
  name: "Obrigatório",
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Estado" });
    await expect(trigger).toHaveAttribute("aria-required", "true");
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(trigger);
    const listbox = await body.findByRole("listbox");
    await expect(listbox).toHaveAccessibleName("Estado");
    const ids = listbox.getAttribute("aria-labelledby")?.split(" ") ?? [];
    const text = ids.map((id) => canvasElement.ownerDocument.getElementById(id)?.textContent).join(" ");
    await expect(text).toBe("Estado");
    // Closed again, the rest of the page is no longer hidden (the accessibility check runs on it).
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
  },
};

export const WithError: Story = {
  name: "Com erro",
  args: { required: true, error: "Selecione um estado para continuar" },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Estado" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAccessibleDescription("Selecione um estado para continuar");
  },
};

export const Disabled: Story = {
  name: "Desabilitado",
  args: { disabled: true, hint: "Selecione um estado para continuar" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Estado" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  name: "Conteúdo longo",
  args: {
    label: "Classificação do resíduo segundo a norma ABNT NBR 10004 e a lista brasileira de resíduos sólidos",
    options: [
      {
        value: "I",
        label:
          "Classe I - Perigosos: resíduos que apresentam inflamabilidade, corrosividade, reatividade, toxicidade ou patogenicidade",
      },
      {
        value: "IIA",
        label:
          "Classe II A - Não inertes: resíduos que podem ter biodegradabilidade, combustibilidade ou solubilidade em água",
      },
      { value: "IIB", label: "Classe II B - Inertes" },
    ],
    value: "I",
  },
};

export const Searchable: Story = {
  name: "Com pesquisa",
  args: { label: "Cidade", searchable: true, options: cities },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Cidade" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const search = await body.findByRole("combobox", { name: "Pesquisar" });
    await waitFor(() => expect(search).toHaveFocus());
    // Long lists render a first slice and ask for more letters.
    await expect(body.getAllByRole("option")).toHaveLength(100);
    await expect(body.getByText(/Mostrando 100 de 5\.570 resultados/)).toBeVisible();

    await userEvent.keyboard("sao");
    const options = body.getAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual([
      "São Paulo",
      "São José dos Campos",
      "São Bernardo do Campo",
    ]);
    await expect(search).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await userEvent.keyboard("{ArrowDown}");
    await expect(search).toHaveAttribute("aria-activedescendant", options[1]!.id);
    // The active option is ringed as a menu's focused item is; the others are not.
    await waitFor(() => expect(getComputedStyle(options[1]!).outlineStyle).toBe("solid"));
    await expect(getComputedStyle(options[0]!).outlineStyle).toBe("none");
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("São José dos Campos");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("São José dos Campos");

    // Typing on the closed select starts a search, the letter that opened it kept as the next ones are
    // typed (not selected, to be typed over); Esc closes without choosing.
    await userEvent.keyboard("g");
    await waitFor(() => expect(body.getByRole("combobox", { name: "Pesquisar" })).toHaveValue("g"));
    await userEvent.keyboard("oia");
    await expect(body.getByRole("combobox", { name: "Pesquisar" })).toHaveValue("goia");
    await expect(body.getAllByRole("option").map((o) => o.textContent)).toEqual(["Goiânia"]);
    await userEvent.keyboard("z");
    await expect(body.getByText("Nenhum resultado encontrado")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("São José dos Campos");
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

/**
 * Picking the option already chosen is no change, as in the plain select: `onValueChange` is not called,
 * so a field that clears what hangs from it on a change (Estado → Cidade) keeps it. By Enter on the list
 * opened at the chosen option, or by a click on it.
 */
export const SearchableSameChoice: Story = {
  name: "Com pesquisa, a mesma opção de novo",
  args: { searchable: true, value: "RJ" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Estado" });
    await userEvent.click(trigger);
    const search = await body.findByRole("combobox", { name: "Pesquisar" });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      body.getByRole("option", { name: "Rio de Janeiro" }).id,
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "Rio de Janeiro" }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent("Rio de Janeiro");
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Another option is a change.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "Paraná" }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith("PR");
  },
};

/**
 * `onChooseAgain` on the plain select: the option already chosen, chosen again (Enter or Space on it, a
 * click on it) is no change for `onValueChange` but is told to `onChooseAgain`, for a choice that is an
 * action to repeat (applying a template again). Closing the list with Esc on it is not choosing it.
 */
export const ChooseAgain: Story = {
  name: "A mesma opção de novo, avisada",
  args: { value: "RJ", onChooseAgain: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Estado" });
    const chosen = () => body.getByRole("option", { name: "Rio de Janeiro" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(chosen()).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onChooseAgain).toHaveBeenCalledOnce();
    await expect(args.onChooseAgain).toHaveBeenCalledWith("RJ");
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(chosen()).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onChooseAgain).toHaveBeenCalledOnce();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "Rio de Janeiro" }));
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onChooseAgain).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(chosen()).toHaveFocus());
    await userEvent.keyboard(" ");
    await waitFor(() => expect(body.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(args.onChooseAgain).toHaveBeenCalledTimes(3);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Another option is a change, not a choice again.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole("option", { name: "Paraná" }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith("PR");
    await expect(args.onChooseAgain).toHaveBeenCalledTimes(3);
  },
};

/**
 * Options the caller asks of the server (a list longer than the page it holds): each text typed is told
 * through `onSearchChange`, and while `searching` an empty match says "Buscando…" instead of no results.
 */
/** The event a story sends to its select's container when the options it waits for arrive. */
const OPTIONS_ARRIVE = "opcoes-chegaram";

/**
 * A caller whose options arrive after the select is drawn, searchable once they are many (the residue's
 * lists: `searchable={options.length > 8}`); `OPTIONS_ARRIVE` sent to the container delivers them.
 */
function LateOptionsSelect(args: React.ComponentProps<typeof Select>) {
  const [options, setOptions] = React.useState<SelectOption[]>([]);
  const [value, setValue] = React.useState(args.value);
  const container = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const element = container.current;
    const arrive = () => setOptions(cities.slice(0, 10));
    element?.addEventListener(OPTIONS_ARRIVE, arrive);
    return () => element?.removeEventListener(OPTIONS_ARRIVE, arrive);
  }, []);
  return (
    <div ref={container}>
      <Select
        {...args}
        options={options}
        searchable={options.length > 8}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

/**
 * Options that arrive while the field has the focus and turn it into a searchable select keep the focus
 * on the field (before, the swapped trigger dropped it on the page, or on a dialog that had just put it
 * there), and the swap is not the user leaving the field.
 */
export const OptionsArriveWhileFocused: Story = {
  name: "Opções que chegam com o foco no campo",
  tags: ["!autodocs"],
  args: { label: "Tipo de armazenamento" },
  render: (args) => <LateOptionsSelect {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const plain = canvas.getByRole("combobox", { name: "Tipo de armazenamento" });
    await expect(plain).toHaveFocus();
    await expect(plain).not.toHaveAttribute("data-searchable");
    canvasElement.querySelector("div")?.dispatchEvent(new Event(OPTIONS_ARRIVE));
    await waitFor(() =>
      expect(canvas.getByRole("combobox", { name: "Tipo de armazenamento" })).toHaveAttribute(
        "data-searchable",
      ),
    );
    const searchable = canvas.getByRole("combobox", { name: "Tipo de armazenamento" });
    await expect(searchable).toHaveFocus();
    await expect(args.onBlur).not.toHaveBeenCalled();
    // The keyboard goes on from there: the list opens on the field and chooses.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.getByRole("combobox", { name: "Pesquisar" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("São Paulo");
    await waitFor(() => expect(searchable).toHaveFocus());
    await expect(searchable).toHaveTextContent("São Paulo");
  },
};

export const SearchedOnServer: Story = {
  name: "Com pesquisa no servidor",
  args: { label: "Estado", searchable: true, searching: true, onSearchChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("combobox", { name: "Estado" }));
    const search = await body.findByRole("combobox", { name: "Pesquisar" });
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("");
    await userEvent.type(search, "bahia");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("bahia");
    await expect(body.getByText("Buscando…")).toBeVisible();
    await expect(body.queryByText("Nenhum resultado encontrado")).toBeNull();
  },
};

export const SearchableWithError: Story = {
  name: "Com pesquisa e erro",
  args: {
    label: "Cidade",
    searchable: true,
    options: cities,
    required: true,
    error: "Cidade é obrigatório",
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Cidade" });
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    await expect(trigger).toHaveAttribute("aria-required", "true");
    await expect(trigger).toHaveAccessibleDescription("Cidade é obrigatório");
  },
};

/**
 * Open, the modal popup hides the rest of the page, and Chrome reads a hidden label whole, its hidden
 * asterisk too: the popup and its list are named by an element of their own holding the label alone.
 * (Testing Library's name leaves a hidden asterisk out either way, so the named element's text is
 * asserted too: it is what Chrome reads.)
 */
export const SearchableRequiredListName: Story = {
  name: "Com pesquisa, obrigatório: nome da lista",
  args: { label: "Destinatário", searchable: true, options: states, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(canvas.getByRole("combobox", { name: "Destinatário" }));
    const listbox = await body.findByRole("listbox");
    const popup = body.getByRole("dialog");
    for (const named of [listbox, popup]) {
      await expect(named).toHaveAccessibleName("Destinatário");
      const ids = named.getAttribute("aria-labelledby")?.split(" ") ?? [];
      const text = ids.map((id) => canvasElement.ownerDocument.getElementById(id)?.textContent).join(" ");
      await expect(text).toBe("Destinatário");
    }
  },
};

export const SearchableDisabled: Story = {
  name: "Com pesquisa, desabilitado",
  args: { label: "Cidade", searchable: true, options: cities, disabled: true, value: "Curitiba" },
};
