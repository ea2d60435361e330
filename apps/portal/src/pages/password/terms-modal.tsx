import { Modal, PdfViewer } from "@trilha/ui";

/** Our own terms of use (apps/portal/scripts/make-terms-pdf.mjs writes it into public/). */
export const TERMS_PDF_URL = "/termos-de-uso.pdf";

export const TERMS_TITLE = "Termos de Uso e Política de Privacidade";

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
    </Modal>
  );
}
