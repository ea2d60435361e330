import type { FileRef, FilesApi } from "@trilha/api";
import { FileDownloadContext, type FileDownloader } from "@trilha/ui";
import * as React from "react";
import { toast } from "../toasts/toasts";
import { resourceText } from "./text";

/**
 * Stored files (a `fileColumn`'s links) download through the signed-in client, since the API wants the
 * bearer header, not a cookie; a failed download says so in a toast.
 */
export function FileDownloads({
  files,
  children,
}: {
  files: Pick<FilesApi, "download">;
  children: React.ReactNode;
}) {
  const download = React.useCallback<FileDownloader>(
    async (file) => {
      try {
        await files.download(file as FileRef);
      } catch {
        toast("error", resourceText.downloadError);
      }
    },
    [files],
  );
  return <FileDownloadContext.Provider value={download}>{children}</FileDownloadContext.Provider>;
}
