import { lazy, Suspense } from "react";
import { cn } from "../lib/cn";
import { Spinner } from "../spinner/spinner";

export type PdfViewerProps = {
  /** URL, File/Blob or bytes of the PDF; keep the same object between renders, a new one reloads. */
  file: string | Blob | ArrayBuffer | null;
  /** Zoom of each rendered page (the spec shows the terms at 1.5); less when the viewer is narrower. */
  scale?: number;
  /** Names the document for assistive technology ("Termos de uso"). */
  label?: string;
  /** Classes of the viewer's outer box. */
  className?: string;
  /** Called with the number of pages once the document is read. */
  onLoadSuccess?: (pageCount: number) => void;
  /** The caller decides what to do with the failure (the terms screen only logs it). */
  onLoadError?: (error: Error) => void;
};

// pdf.js and its worker (about 1.5 MB) are only fetched when a PDF is first shown.
const PdfDocument = lazy(() => import("./pdf-document"));

/** One page at a time with Anterior / Próximo and "Página n de N"; loading and error states. */
export function PdfViewer({ className, ...props }: PdfViewerProps) {
  return (
    <div data-slot="pdf-viewer" className={cn("flex w-full flex-col items-center", className)}>
      <Suspense fallback={<Spinner size="lg" label="Carregando documento" />}>
        <PdfDocument {...props} />
      </Suspense>
    </div>
  );
}
