import { Modal, PdfViewer } from "@trilha/ui";

/** Our own terms of use (apps/portal/scripts/make-terms-pdf.mjs writes it into public/). */
export const TERMS_PDF_URL = "/termos-de-uso.pdf";

export const TERMS_TITLE = "Termos de Uso e Política de Privacidade";

/** The PDF itself in the browser's viewer, whose zoom a phone needs to read the page drawn to its width (ours). */
export const TERMS_OPEN_PDF = "Abrir o PDF em outra aba";

/** The terms PDF, page by page at scale 1.5 (spec 01 §2); a failure to load is only logged. */
export function TermsModal({
  open,
  onOpenChange,
  url = TERMS_PDF_URL,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url?: string;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={TERMS_TITLE} size="xl">
      <PdfViewer file={url} scale={1.5} onLoadError={(error: unknown) => console.error(error)} />
      <p className="mt-3 text-center">
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-primary-dark underline underline-offset-2"
        >
          {TERMS_OPEN_PDF}
        </a>
      </p>
    </Modal>
  );
}
