import { Download } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/cn";

/** A file already stored on the server: the name it was uploaded with and where it downloads from. */
export type StoredFile = { name: string; href: string };

export function isStoredFile(value: unknown): value is StoredFile {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as StoredFile).name === "string" &&
    typeof (value as StoredFile).href === "string"
  );
}

/** How a stored file is fetched and saved, when a plain link cannot do it (an API that wants a bearer header). */
export type FileDownloader = (file: StoredFile) => void | Promise<void>;

/**
 * The app's downloader for every FileLink below it. Components never fetch: the app, which holds the
 * session, provides this once around the screens that show stored files.
 */
export const FileDownloadContext = React.createContext<FileDownloader | null>(null);

export type FileLinkProps = Omit<React.ComponentProps<"a">, "href" | "download" | "children"> & {
  file: StoredFile;
  /** Overrides the FileDownloadContext's downloader; without either, the browser follows the link. */
  onDownload?: FileDownloader;
};

/**
 * A stored file's display name as a download link. With a downloader, activating it (click or Enter)
 * hands the file to the downloader instead of navigating; the href stays so it still reads as a link.
 */
export function FileLink({ file, onDownload, className, onClick, ...props }: FileLinkProps) {
  const fromContext = React.useContext(FileDownloadContext);
  const download = onDownload ?? fromContext;
  const [busy, setBusy] = React.useState(false);
  return (
    <a
      data-slot="file-link"
      href={file.href}
      download={file.name}
      aria-busy={busy || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!download || event.defaultPrevented) return;
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        Promise.resolve()
          .then(() => download(file))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      className={cn(
        "inline-flex min-w-0 items-center gap-1.5 rounded-sm font-semibold text-primary underline underline-offset-2 hover:text-primary/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-busy:cursor-progress aria-busy:opacity-70",
        className,
      )}
      {...props}
    >
      <Download className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{file.name}</span>
    </a>
  );
}
