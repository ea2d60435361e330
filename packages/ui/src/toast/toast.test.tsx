import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toast";
import { bindToast, createToastStore, TOAST_DURATION, type ToastStore } from "./toast-store";

describe("toast store", () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
  });
  afterEach(() => vi.useRealTimers());

  it("closes a toast after 5000 ms and calls its onClose once", () => {
    const onClose = vi.fn();
    store.show("Dado inativado com sucesso!", { variant: "success", onClose });
    expect(TOAST_DURATION).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("stacks toasts in order and times each one from its own start", () => {
    const toast = bindToast(store);
    toast.success("primeiro");
    vi.advanceTimersByTime(2000);
    toast.error("segundo");
    expect(store.getSnapshot().map((t) => [t.message, t.variant])).toEqual([
      ["primeiro", "success"],
      ["segundo", "error"],
    ]);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["segundo"]);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("dismiss closes early, runs onClose and cancels the timer", () => {
    const onClose = vi.fn();
    const id = store.show("x", { onClose });
    store.dismiss(id);
    expect(onClose).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(TOAST_DURATION);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("pausing holds the remaining time and resuming spends only what is left", () => {
    const id = store.show("x");
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("shows the same words once: a repeat replaces the one showing, last, timed from the repeat", () => {
    const onClose = vi.fn();
    const toast = bindToast(store);
    const first = store.show("E-mail ou senha inválidos.", { variant: "error", onClose });
    toast.success("Outro aviso");
    vi.advanceTimersByTime(3000);
    const again = store.show("E-mail ou senha inválidos.", { variant: "error" });
    expect(again).not.toBe(first);
    expect(onClose).toHaveBeenCalledOnce();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["Outro aviso", "E-mail ou senha inválidos."]);
    // Other words, or the same words as another kind, still stack.
    vi.advanceTimersByTime(1000);
    toast.info("E-mail ou senha inválidos.");
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot().map((t) => t.message)).toEqual([
      "E-mail ou senha inválidos.",
      "E-mail ou senha inválidos.",
    ]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.variant)).toEqual(["info"]);
  });

  it("an infinite duration stays until dismissed; a reused id replaces instead of stacking", () => {
    store.show("fica", { id: "a", duration: Number.POSITIVE_INFINITY });
    store.show("substituído", { id: "a", duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(["substituído"]);
  });
});

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("Cadastro efetuado com sucesso!")}>
        sucesso
      </button>
      <button type="button" onClick={() => toast.error("Erro ao inserir a justificativa!")}>
        erro
      </button>
    </>
  );
}

const toastOf = (text: string) =>
  screen.getByText(text, { selector: "[data-slot=toast-message]" }).closest("[data-slot=toast]");
const region = (live: "polite" | "assertive") =>
  document.querySelector<HTMLElement>(`[data-slot=toast-viewport] [aria-live=${live}]`);

describe("ToastProvider", () => {
  afterEach(() => vi.useRealTimers());

  it("has its polite and assertive live regions on the page before any toast, empty", () => {
    render(<ToastProvider store={createToastStore()} />);
    expect(region("polite")).toBeEmptyDOMElement();
    expect(region("assertive")).toBeEmptyDOMElement();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("draws success in the polite region and errors in the assertive one, top right below the header", async () => {
    const store = createToastStore();
    const user = userEvent.setup();
    render(
      <ToastProvider store={store}>
        <Trigger />
      </ToastProvider>,
    );
    const polite = region("polite");
    const assertive = region("assertive");
    await user.click(screen.getByRole("button", { name: "sucesso" }));
    await user.click(screen.getByRole("button", { name: "erro" }));
    await screen.findByText("Cadastro efetuado com sucesso!");
    expect(polite).toContainElement(toastOf("Cadastro efetuado com sucesso!") as HTMLElement);
    expect(assertive).toContainElement(toastOf("Erro ao inserir a justificativa!") as HTMLElement);
    // The regions are the ones rendered before the toasts; the toasts add no live region of their own.
    expect(region("polite")).toBe(polite);
    expect(document.querySelectorAll("[aria-live], [role=status], [role=alert]")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Notificações" })).toHaveClass(
      "top-[calc(var(--spacing-header)+--spacing(4))]",
      "right-4",
    );
  });

  it("holds a toast shown as the page starts until its region has been on the page for 100 ms", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.show("Sua sessão foi finalizada após 20 minutos de inatividade!", { variant: "warning" });
    render(<ToastProvider store={store} />);
    expect(region("assertive")).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(100));
    expect(region("assertive")).toHaveTextContent(
      "Sua sessão foi finalizada após 20 minutos de inatividade!",
    );
  });

  it("removes the toast after 5000 ms and on its close button, calling onClose", async () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const onClose = vi.fn();
    render(<ToastProvider store={store} />);
    act(() => vi.advanceTimersByTime(100));
    act(() => {
      store.show("Sua sessão foi finalizada após 20 minutos de inatividade!", {
        variant: "warning",
        onClose,
      });
    });
    expect(toastOf("Sua sessão foi finalizada após 20 minutos de inatividade!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText("Sua sessão foi finalizada após 20 minutos de inatividade!")).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();

    act(() => {
      store.show("outra", { onClose });
    });
    fireEvent.click(screen.getByRole("button", { name: "Fechar notificação" }));
    expect(screen.queryByText("outra")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("keeps a toast open while the pointer rests on it", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<ToastProvider store={store} />);
    act(() => vi.advanceTimersByTime(100));
    act(() => {
      store.show("leia com calma");
    });
    fireEvent.pointerEnter(toastOf("leia com calma")!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(toastOf("leia com calma")).toBeInTheDocument();
    fireEvent.pointerLeave(toastOf("leia com calma")!);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText("leia com calma")).toBeNull();
  });
});
