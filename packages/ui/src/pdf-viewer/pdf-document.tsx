import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { type RefObject, useEffect, useRef, useState } from "react";
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
  // A page is drawn at `scale`, or narrower when the viewer has less room (a phone: the terms' page at
  // 1.5 is 630 px wide), so that it fits without scrolling sideways.
  const box = useRef<HTMLDivElement>(null);
  const room = useWidth(box);
  /** The shown page's width at scale 1 (0 until known, when the document has been read). */
  const [pageWidth, setPageWidth] = useState(0);
  const fitted = pageWidth > 0 && room > 0 ? Math.min(scale, room / pageWidth) : scale;
  // The page and scale whose canvas, and whose text layer, pdf.js has finished drawing: the page counts
  // as drawn (`data-drawn`, for visual tests) once both are, as either may finish first.
  const shown = `${page}@${fitted}`;
  const [drawn, setDrawn] = useState({ canvas: "", text: "" });
  // Anterior is disabled on the first page and Próximo on the last: the button that reached it would
  // drop the focus to the page's start, so the focus goes to the other one.
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const turn = (to: number, pressed: HTMLButtonElement, other: HTMLButtonElement | null) => {
    if ((to <= 1 || to >= pages) && pressed.ownerDocument.activeElement === pressed) refocus.current = other;
    setPage(to);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page change is when the button may have gone disabled
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [page]);

  return (
    <div
      ref={box}
      data-slot="pdf-viewer-document"
      // Whether pdf.js fetches the document itself (a URL, whose request may never be answered) or reads
      // bytes already here: visual tests wait for the page to be drawn unless a fetch can hold it.
      data-source={typeof file === "string" ? "url" : "bytes"}
      className="flex w-full flex-col items-center gap-3"
    >
      {/* Without suspense, react-pdf renders its own loading/error props instead of throwing to a
          boundary, and a page change keeps the pager on screen while the next page is drawn. */}
      <Document
        suspense={false}
        file={file}
        onLoadSuccess={(pdf) => {
          setFailed(false);
          setPageWidth(0);
          // The first page's width before it is drawn, so that it is drawn once, at its fitted scale.
          void pdf
            .getPage(1)
            .then((first) => setPageWidth(first.getViewport({ scale: 1 }).width))
            .catch(() => setPageWidth(-1));
          setPages(pdf.numPages);
          setPage(1);
          setDrawn({ canvas: "", text: "" });
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
        {pages > 0 && pageWidth !== 0 ? (
          <section
            aria-label={`${label}, ${pdfViewerText.page(page, pages)}`}
            data-drawn={drawn.canvas === shown && drawn.text === shown ? "" : undefined}
            className="mx-auto w-fit"
          >
            <Page
              pageNumber={page}
              // A later page may be wider or narrower than the first.
              onLoadSuccess={({ originalWidth }) => setPageWidth(originalWidth)}
              onRenderSuccess={() => setDrawn((d) => ({ ...d, canvas: shown }))}
              onRenderTextLayerSuccess={() => setDrawn((d) => ({ ...d, text: shown }))}
              scale={fitted}
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
          <Button
            ref={previousRef}
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={(event) => turn(page - 1, event.currentTarget, nextRef.current)}
          >
            {pdfViewerText.previous}
          </Button>
          <span data-slot="pdf-viewer-page" aria-live="polite" className="text-sm">
            {pdfViewerText.page(page, pages)}
          </span>
          <Button
            ref={nextRef}
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={(event) => turn(page + 1, event.currentTarget, previousRef.current)}
          >
            {pdfViewerText.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** The element's content width, followed as it changes (0 where it cannot be measured). */
function useWidth(element: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
