import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/TextLayer.css";
import { Button } from "../button/button";
import { Spinner } from "../spinner/spinner";
import type { PdfViewerProps } from "./pdf-viewer";

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export const pdfViewerText = {
  loading: "Carregando documento",
  error: "Não foi possível carregar o documento.",
  previous: "Anterior",
  next: "Próximo",
  page: (page: number, total: number) => `Página ${page} de ${total}`,
};

/** The react-pdf part of PdfViewer; loaded on demand because pdf.js is large. */
export default function PdfDocument({
  file,
  scale = 1.5,
  label = "Documento",
  onLoadError,
  onLoadSuccess,
}: PdfViewerProps) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  // The page number whose canvas, and whose text layer, pdf.js has finished drawing: the page counts as
  // drawn (`data-drawn`, for visual tests) once both are, as either may finish first.
  const [drawn, setDrawn] = useState({ canvas: 0, text: 0 });

  return (
    <div data-slot="pdf-viewer-document" className="flex w-full flex-col items-center gap-3">
      {/* Without suspense, react-pdf renders its own loading/error props instead of throwing to a
          boundary, and a page change keeps the pager on screen while the next page is drawn. */}
      <Document
        suspense={false}
        file={file}
        onLoadSuccess={(pdf) => {
          setFailed(false);
          setPages(pdf.numPages);
          setPage(1);
          setDrawn({ canvas: 0, text: 0 });
          onLoadSuccess?.(pdf.numPages);
        }}
        onLoadError={(error) => {
          setFailed(true);
          onLoadError?.(error);
        }}
        onSourceError={(error) => {
          setFailed(true);
          onLoadError?.(error);
        }}
        loading={
          <div className="flex justify-center">
            <Spinner size="lg" label={pdfViewerText.loading} />
          </div>
        }
        error={
          <p role="alert" className="p-4 text-center text-sm text-error">
            {pdfViewerText.error}
          </p>
        }
        // The whole width, scrolling sideways when the page is wider (a phone): centred, an overflowing
        // page would lose its left edge out of reach.
        className="w-full overflow-auto"
      >
        {pages > 0 ? (
          <section
            aria-label={`${label}, ${pdfViewerText.page(page, pages)}`}
            data-drawn={drawn.canvas === page && drawn.text === page ? "" : undefined}
            className="mx-auto w-fit"
          >
            <Page
              pageNumber={page}
              onRenderSuccess={({ pageNumber }) => setDrawn((d) => ({ ...d, canvas: pageNumber }))}
              onRenderTextLayerSuccess={() => setDrawn((d) => ({ ...d, text: page }))}
              scale={scale}
              renderAnnotationLayer={false}
              loading={<Spinner size="lg" label={pdfViewerText.loading} />}
              suspense={false}
              className="relative shadow-md"
            />
          </section>
        ) : null}
      </Document>
      {pages > 0 && !failed ? (
        <nav aria-label={`Páginas de ${label}`} className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {pdfViewerText.previous}
          </Button>
          <span data-slot="pdf-viewer-page" aria-live="polite" className="text-sm">
            {pdfViewerText.page(page, pages)}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {pdfViewerText.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
