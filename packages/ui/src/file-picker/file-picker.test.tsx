import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { FileDownloadContext, FileLink } from "./file-link";
import { FilePicker, type FilePickerProps } from "./file-picker";
import { acceptsFile, checkFile, describeAccept, formatFileSize } from "./file-rules";

const pdf = (name = "certificado.pdf", size = 1_258_291) =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });
const png = (name = "foto.png") => new File([new Uint8Array(10)], name, { type: "image/png" });

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [1023, "1023 bytes"],
    [1024, "1 KB"],
    [1536, "1,5 KB"],
    [1_258_291, "1,2 MB"],
    [5 * 1024 * 1024, "5 MB"],
    [3.25 * 1024 ** 3, "3,3 GB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("accept rules", () => {
  it("matches extensions case-insensitively and MIME types with wildcards", () => {
    expect(acceptsFile(".pdf", { name: "LAUDO.PDF", type: "" })).toBe(true);
    expect(acceptsFile(".jpg,.jpeg,.png", { name: "foto.png", type: "image/png" })).toBe(true);
    expect(acceptsFile(".jpg,.jpeg,.png", { name: "foto.gif", type: "image/gif" })).toBe(false);
    expect(acceptsFile("image/*", { name: "x", type: "image/webp" })).toBe(true);
    expect(acceptsFile("application/pdf", { name: "x.pdf", type: "text/plain" })).toBe(false);
    expect(acceptsFile(undefined, { name: "x", type: "" })).toBe(true);
  });

  it("names the accepted kinds in pt-BR", () => {
    expect(describeAccept(".pdf")).toBe("PDF");
    expect(describeAccept(".jpg,.jpeg,.png")).toBe("JPG, JPEG ou PNG");
    expect(describeAccept("application/pdf,.pdf")).toBe("PDF");
  });

  it("explains a wrong type before a size problem, in the schemas' words", () => {
    expect(checkFile(png(), { accept: ".pdf", maxSize: 1, label: "Anexo" })).toBe(
      "O campo Anexo aceita apenas arquivos PDF.",
    );
    expect(checkFile(pdf(), { accept: ".pdf", maxSize: 1024 * 1024, label: "Anexo" })).toBe(
      "O arquivo do campo Anexo deve ter no máximo 1 MB.",
    );
    expect(checkFile(pdf(), { accept: ".pdf", maxSize: 2 * 1024 * 1024 })).toBeNull();
  });
});

function Controlled(props: Partial<FilePickerProps>) {
  const [file, setFile] = React.useState<File | null>(null);
  return (
    <FilePicker
      label="Anexo"
      accept=".pdf"
      {...props}
      value={file}
      onValueChange={(next) => {
        setFile(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe("FilePicker", () => {
  it("shows the chosen file's name and size and clears it", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<Controlled onValueChange={onValueChange} />);
    await user.upload(fileInput(container), pdf());
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: "certificado.pdf" }));
    expect(screen.getByText("certificado.pdf")).toBeInTheDocument();
    expect(screen.getByText("1,2 MB")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remover arquivo certificado.pdf" }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText("certificado.pdf")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anexo Selecionar arquivo" })).toHaveFocus();
  });

  it("takes only the first of several files", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<Controlled onValueChange={onValueChange} />);
    const input = fileInput(container);
    input.multiple = true;
    await user.upload(input, [pdf("primeiro.pdf"), pdf("segundo.pdf")]);
    expect(onValueChange).toHaveBeenCalledOnce();
    expect(onValueChange.mock.calls[0]![0].name).toBe("primeiro.pdf");
  });

  it("rejects a wrong type with a pt-BR message on the field", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onValueChange = vi.fn();
    const onReject = vi.fn();
    const { container } = render(<Controlled onValueChange={onValueChange} onReject={onReject} />);
    await user.upload(fileInput(container), png());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith("O campo Anexo aceita apenas arquivos PDF.", expect.any(File));
    const button = screen.getByRole("button", { name: "Anexo Selecionar arquivo" });
    expect(button).toHaveAttribute("aria-invalid", "true");
    expect(button).toHaveAccessibleDescription("O campo Anexo aceita apenas arquivos PDF.");

    // A valid file afterwards clears the message.
    await user.upload(fileInput(container), pdf());
    expect(screen.queryByText("O campo Anexo aceita apenas arquivos PDF.")).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute("aria-invalid");
  });

  it("runs the caller's check on the picked file (its content) and refuses it with that message", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const check = vi.fn(async (file: File) =>
      file.name === "foto.pdf" ? "O campo Anexo aceita apenas arquivos PDF." : null,
    );
    const { container } = render(<Controlled check={check} onValueChange={onValueChange} />);
    await user.upload(fileInput(container), new File(["\x89PNG"], "foto.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("O campo Anexo aceita apenas arquivos PDF.")).toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    await user.upload(fileInput(container), pdf());
    await vi.waitFor(() => expect(onValueChange).toHaveBeenCalledOnce());
    expect(screen.queryByText("O campo Anexo aceita apenas arquivos PDF.")).not.toBeInTheDocument();
  });

  it("rejects a file above maxSize", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<Controlled maxSize={1024 * 1024} onValueChange={onValueChange} />);
    await user.upload(fileInput(container), pdf());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByText("O arquivo do campo Anexo deve ter no máximo 1 MB.")).toBeInTheDocument();
  });

  it("accepts a dropped file and checks it like a chosen one", () => {
    const onValueChange = vi.fn();
    const { container } = render(<Controlled onValueChange={onValueChange} />);
    const zone = container.querySelector('[data-slot="file-picker"]')!;
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByText("O campo Anexo aceita apenas arquivos PDF.")).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [pdf("solto.pdf"), png()] } });
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: "solto.pdf" }));
  });

  it("ignores drops while disabled", () => {
    const onValueChange = vi.fn();
    const { container } = render(<Controlled disabled onValueChange={onValueChange} />);
    fireEvent.drop(container.querySelector('[data-slot="file-picker"]')!, {
      dataTransfer: { files: [pdf()] },
    });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("shows the caller's progress clamped to 0–100", () => {
    const { rerender } = render(
      <FilePicker label="Anexo" value={pdf()} onValueChange={() => {}} progress={42.4} />,
    );
    expect(screen.getByRole("progressbar", { name: "Progresso do envio" })).toHaveAttribute(
      "aria-valuenow",
      "42",
    );
    rerender(<FilePicker label="Anexo" value={pdf()} onValueChange={() => {}} progress={140} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    rerender(<FilePicker label="Anexo" value={pdf()} onValueChange={() => {}} />);
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});

describe("a stored file", () => {
  const stored = { name: "laudo técnico.pdf", href: "/api/v1/files/0b6f3c1e-2a4d-4e8f-9b1c-7d2e3f4a5b6c" };

  it("without a downloader, is a plain link the browser follows with the display name", async () => {
    render(<FileLink file={stored} />);
    const link = screen.getByRole("link", { name: "laudo técnico.pdf" });
    expect(link).toHaveAttribute("href", stored.href);
    expect(link).toHaveAttribute("download", "laudo técnico.pdf");
    // jsdom does not navigate; an event left alone is what lets the browser follow the link.
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("goes to the app's downloader instead of the link, once at a time", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const download = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <FileDownloadContext.Provider value={download}>
        <FilePicker label="Arquivo" required value={stored} onValueChange={() => {}} />
      </FileDownloadContext.Provider>,
    );
    const link = screen.getByRole("link", { name: "laudo técnico.pdf" });
    await user.click(link);
    await user.click(link);
    expect(download).toHaveBeenCalledOnce();
    expect(download).toHaveBeenCalledWith(stored);
    expect(link).toHaveAttribute("aria-busy", "true");
    finish();
    await vi.waitFor(() => expect(link).not.toHaveAttribute("aria-busy"));
    await user.click(link);
    expect(download).toHaveBeenCalledTimes(2);
  });

  it("offers Remover only when optional or told so, and replace always", () => {
    const { rerender } = render(
      <FilePicker label="Arquivo" required value={stored} onValueChange={() => {}} />,
    );
    expect(screen.getByRole("button", { name: "Arquivo Trocar arquivo" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remover arquivo/ })).not.toBeInTheDocument();
    rerender(<FilePicker label="Arquivo" value={stored} onValueChange={() => {}} />);
    // A worded button: the stored file is the one removed.
    expect(screen.getByRole("button", { name: "Remover arquivo laudo técnico.pdf" })).toHaveTextContent(
      /^Remover$/,
    );
    rerender(<FilePicker label="Arquivo" value={stored} removable={false} onValueChange={() => {}} />);
    expect(screen.queryByRole("button", { name: /Remover arquivo/ })).not.toBeInTheDocument();
  });

  it("shows a file refused in its place, whose removal withdraws the refusal and keeps the stored file", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onValueChange = vi.fn();
    const onWithdraw = vi.fn();
    const { container } = render(
      <FilePicker
        label="Arquivo"
        accept=".pdf"
        value={stored}
        onValueChange={onValueChange}
        onWithdraw={onWithdraw}
      />,
    );
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, png());
    const message = "O campo Arquivo aceita apenas arquivos PDF.";
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText("foto.png")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "laudo técnico.pdf" })).not.toBeInTheDocument();
    // Only the refused file's removal: the stored file's Remover comes back with it.
    expect(
      screen.queryByRole("button", { name: "Remover arquivo laudo técnico.pdf" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remover arquivo foto.png" }));
    expect(onWithdraw).toHaveBeenCalledOnce();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.queryByText("foto.png")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "laudo técnico.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remover arquivo laudo técnico.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Arquivo Trocar arquivo" })).toHaveFocus();
  });
});
