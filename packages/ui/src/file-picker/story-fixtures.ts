// The file picker's story fixtures, shared by the docs stories and the features stories: the files the
// stories attach (a PDF, an image, a file already stored on the server) and the hidden file input that
// receives what the system's dialog would send.

/** A 1,2 MB PDF, the accepted kind of the stories' field. */
export const certificate = new File([new Uint8Array(1_258_291)], "certificado-destinacao.pdf", {
  type: "application/pdf",
});

/** A PNG, refused by a PDF-only field. */
export const photo = new File([new Uint8Array(20_480)], "foto-cnh.png", { type: "image/png" });

/** A file an edit form got from the server: a name and where to download it. */
export const storedLicense = {
  name: "licença-operação.pdf",
  href: "/api/v1/files/3f0c2a9e-6b1d-4c55-9d3e-0a7b8c9d1e2f",
};

/** The picker's native input, where `userEvent.upload` puts a chosen file. */
export const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
