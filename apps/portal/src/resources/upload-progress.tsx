import { resourceText } from "./text";

/** One file (or record) being sent, 0–100. */
export type Upload = { key: string; label: string; percent: number };

/** The progress of a save's uploads, one bar per file. */
export function UploadProgress({ uploads }: { uploads: readonly Upload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={resourceText.uploads} className="flex flex-col gap-2 text-sm">
      {uploads.map((upload) => (
        <li key={upload.key} className="flex items-center gap-3">
          <span className="w-64 truncate">{upload.label}</span>
          <progress
            aria-label={resourceText.uploadProgress(upload.label)}
            max={100}
            value={upload.percent}
            className="h-2 flex-1 accent-primary"
          />
          <span className="w-12 text-right tabular-nums">{upload.percent}%</span>
        </li>
      ))}
    </ul>
  );
}
