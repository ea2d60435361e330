import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { visibleStepCount } from "./progressive-steps";
import { isStepValid, Wizard, type WizardStep } from "./wizard";

function makeSteps(validate: Partial<Record<number, WizardStep["validate"]>> = {}): WizardStep[] {
  return ["Dados básicos", "Licenças / certificados", "Colaboradores"].map((label, i) => ({
    id: `s${i}`,
    label,
    content: <p>Conteúdo {i + 1}</p>,
    ...(validate[i] ? { validate: validate[i] } : {}),
  }));
}

const currentLabel = () => document.querySelector('[aria-current="step"]')?.textContent;

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("isStepValid", () => {
  it.each([
    [true, true],
    [undefined, true],
    [null, true],
    [{}, true],
    [false, false],
    [{ name: "Campo obrigatório" }, false],
  ])("%j → %s", (result, valid) => {
    expect(isStepValid(result)).toBe(valid);
  });
});

describe("Wizard", () => {
  describe("when pressing Próximo", () => {
    it("stays on the step while its validation fails and reports what it answered", async () => {
      const errors = { alias: "Apelido é obrigatório" };
      const validate = vi.fn(() => errors);
      const onInvalid = vi.fn();
      render(<Wizard steps={makeSteps({ 0: validate })} onFinish={vi.fn()} onInvalid={onInvalid} />);
      await userEvent.click(screen.getByRole("button", { name: "Próximo" }));
      expect(validate).toHaveBeenCalledOnce();
      expect(onInvalid).toHaveBeenCalledWith(errors, 0);
      expect(currentLabel()).toContain("Dados básicos");
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it("moves on once the validation passes, scrolls to the top and focuses the step", async () => {
      let valid = false;
      render(<Wizard steps={makeSteps({ 0: () => valid })} onFinish={vi.fn()} />);
      await userEvent.click(screen.getByRole("button", { name: "Próximo" }));
      expect(currentLabel()).toContain("Dados básicos");
      valid = true;
      await userEvent.click(screen.getByRole("button", { name: "Próximo" }));
      expect(currentLabel()).toContain("Licenças / certificados");
      expect(screen.getByText("Conteúdo 2")).toBeInTheDocument();
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
      expect(screen.getByRole("group", { name: "Licenças / certificados" })).toHaveFocus();
    });

    it("waits for an async validation and shows the button busy meanwhile", async () => {
      let resolve: (value: Record<string, string>) => void = () => {};
      const validate = () => new Promise<Record<string, string>>((r) => (resolve = r));
      render(<Wizard steps={makeSteps({ 0: validate })} onFinish={vi.fn()} />);
      await userEvent.click(screen.getByRole("button", { name: "Próximo" }));
      expect(screen.getByRole("button", { name: "Próximo" })).toHaveAttribute("aria-busy", "true");
      await act(async () => resolve({}));
      await waitFor(() => expect(currentLabel()).toContain("Licenças / certificados"));
    });

    it("does not validate twice while a validation is running", async () => {
      const validate = vi.fn(() => new Promise<boolean>(() => {}));
      render(<Wizard steps={makeSteps({ 0: validate })} onFinish={vi.fn()} />);
      const next = screen.getByRole("button", { name: "Próximo" });
      await userEvent.click(next);
      await userEvent.click(next);
      expect(validate).toHaveBeenCalledOnce();
    });
  });

  describe("when going back", () => {
    it("never validates and never goes below the first step", async () => {
      const validateSecond = vi.fn(() => false);
      render(<Wizard steps={makeSteps({ 1: validateSecond })} defaultStep={1} onFinish={vi.fn()} />);
      const back = screen.getByRole("button", { name: "Voltar" });
      await userEvent.click(back);
      expect(validateSecond).not.toHaveBeenCalled();
      expect(currentLabel()).toContain("Dados básicos");
      expect(back).toBeDisabled();
    });

    it("hides Anterior on the first step when chosen", async () => {
      render(<Wizard steps={makeSteps()} backButton="anterior" onFinish={vi.fn()} />);
      expect(screen.queryByRole("button", { name: "Anterior" })).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "Próximo" }));
      expect(screen.getByRole("button", { name: "Anterior" })).toBeEnabled();
      expect(screen.queryByRole("button", { name: "Voltar" })).toBeNull();
    });
  });

  describe("on the last step", () => {
    it("validates before finishing and finishes only when valid", async () => {
      let valid = false;
      const onFinish = vi.fn();
      render(
        <Wizard
          steps={makeSteps({ 2: () => valid })}
          defaultStep={2}
          finishLabel="Confirmar e Emitir"
          onFinish={onFinish}
        />,
      );
      const finish = screen.getByRole("button", { name: "Confirmar e Emitir" });
      await userEvent.click(finish);
      expect(onFinish).not.toHaveBeenCalled();
      valid = true;
      await userEvent.click(finish);
      expect(onFinish).toHaveBeenCalledOnce();
    });

    it("says Salvar by default and is busy while the caller submits", () => {
      render(<Wizard steps={makeSteps()} defaultStep={2} submitting onFinish={vi.fn()} />);
      expect(screen.getByRole("button", { name: "Salvar" })).toHaveAttribute("aria-busy", "true");
    });
  });

  describe("when cancelling", () => {
    it("asks for confirmation before calling onCancel", async () => {
      const onCancel = vi.fn();
      render(<Wizard steps={makeSteps()} onFinish={vi.fn()} onCancel={onCancel} />);
      await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
      const dialog = await screen.findByRole("alertdialog");
      expect(dialog).toHaveTextContent(
        "Ao cancelar o processo de cadastro você perderá os dados já preenchidos!",
      );
      expect(onCancel).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole("button", { name: "Confirmar" }));
      expect(onCancel).toHaveBeenCalledOnce();
    });
  });

  it("shows the required-fields note", () => {
    render(<Wizard steps={makeSteps()} onFinish={vi.fn()} />);
    expect(screen.getByText("(*) campos obrigatórios")).toBeInTheDocument();
  });
});

describe("visibleStepCount (progressive variant)", () => {
  it("shows the complete steps and the first unfilled one", () => {
    expect(visibleStepCount([{ complete: false }, { complete: false }])).toBe(1);
    expect(visibleStepCount([{ complete: true }, { complete: false }, { complete: false }])).toBe(2);
    expect(visibleStepCount([{ complete: true }, { complete: true }])).toBe(2);
  });
  it("hides later steps again when an earlier one is emptied", () => {
    expect(visibleStepCount([{ complete: false }, { complete: true }, { complete: true }])).toBe(1);
  });
});
