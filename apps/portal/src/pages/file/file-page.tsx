import { saveBlob, toApiError } from "@trilha/api";
import { Button, PdfViewer, Skeleton } from "@trilha/ui";
import * as React from "react";
import { Link, useParams } from "react-router-dom";
import { files } from "../../api/shared-api";
import { paths } from "../../routes/paths";
import { fileText as text } from "./text";

type Opened = { blob: Blob; name: string };
type State =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; file: Opened };

/** The stored file's bytes and name, asked with the session (a tab cannot send the bearer itself). */
function useStoredFile(uuid: string) {
  const [state, setState] = React.useState<State>({ status: "loading" });
  React.useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    files
      .open(`/api/v1/files/${encodeURIComponent(uuid)}`, controller.signal)
      .then(({ blob, name }) => {
        if (!controller.signal.aborted)
          setState({ status: "ready", file: { blob, name: name ?? text.title } });
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        const error = toApiError(reason);
        setState({ status: "failed", message: error.status === 404 ? text.notFound : text.loadError });
      });
    return () => controller.abort();
  }, [uuid]);
  return state;
}

/** An image's object URL for as long as it is shown. */
function ImagePreview({ blob, name }: Opened) {
  const [url, setUrl] = React.useState<string>();
  React.useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url ? (
    <img src={url} alt={name} className="max-h-[70vh] max-w-full rounded-md border border-border" />
  ) : null;
}

function Preview({ file }: { file: Opened }) {
  if (file.blob.type === "application/pdf") return <PdfViewer file={file.blob} label={file.name} />;
  if (file.blob.type.startsWith("image/")) return <ImagePreview {...file} />;
  return <p className="text-text">{text.noPreview}</p>;
}

/**
 * /arquivos/:uuid: a stored file's link opened in a tab of its own (new tab, copied, bookmarked). The
 * API sends such a tab here (it has no bearer to send); the page asks for the file with the session,
 * names it, shows PDFs and images, and downloads it under its name with Baixar.
 */
export function FilePage() {
  const { uuid = "" } = useParams();
  const state = useStoredFile(uuid);
  const titleId = React.useId();
  const title = state.status === "ready" ? state.file.name : text.title;
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="min-w-0 text-2xl font-semibold break-words text-primary-dark">
          {title}
        </h1>
        {state.status === "ready" ? (
          <Button onClick={() => saveBlob(state.file.blob, state.file.name)}>{text.download}</Button>
        ) : null}
      </div>
      {state.status === "loading" ? (
        <div role="status" className="flex flex-col gap-4">
          <span className="sr-only">{text.loading}</span>
          <Skeleton className="h-96 w-full" />
        </div>
      ) : null}
      {state.status === "failed" ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert">{state.message}</p>
          <Link to={paths.dashboard} className="font-semibold text-primary underline underline-offset-2">
            {text.back}
          </Link>
        </div>
      ) : null}
      {state.status === "ready" ? <Preview file={state.file} /> : null}
    </section>
  );
}
