import { FileText, Upload, X } from "lucide-react";
import * as React from "react";
import { Button } from "../button/button";
import { Field, type FieldPassThrough, splitFieldProps } from "../field/field";
import { IconButton } from "../icon-button/icon-button";
import { cn } from "../lib/cn";
import { type FileDownloader, FileLink, isStoredFile, type StoredFile } from "./file-link";
import { checkFile, filePickerText, formatFileSize } from "./file-rules";

export type FilePickerProps = FieldPassThrough & {
  /** Extensions and/or MIME types, e.g. ".pdf" or ".jpg,.jpeg,.png". */
  accept?: string;
  /** A file just chosen, the file already stored (edit forms), or null. */
  value: File | StoredFile | null;
  /** Called with the first accepted file, or null when cleared. Rejected files never reach it. */
  onValueChange: (file: File | null) => void;
  /**
   * Whether a stored file offers "Remover"; by default only when the field is optional (a required one
   * can only be replaced). A file just chosen can always be removed.
   */
  removable?: boolean;
  /** Fetches and saves a stored file; defaults to the FileDownloadContext's downloader. */
  onDownload?: FileDownloader;
  /** Largest size in bytes. */
  maxSize?: number;
  /** Upload progress 0–100 driven by the caller; the bar is hidden while undefined. */
  progress?: number;
  /** Told when a file is refused, with the message shown. */
  onReject?: (message: string, file: File) => void;
  /**
   * Told when the refused file is removed over a stored file: the refusal is withdrawn and the value
   * stays the stored file (over an empty field, `onValueChange(null)` is called instead).
   */
  onWithdraw?: () => void;
  /** How the accepted types are named in the refusal ("PDF"); by default from `accept`. */
  acceptLabel?: string;
  /**
   * A further check of the picked file (its content: a PNG renamed .pdf), run before it is taken; the
   * message it answers refuses the file like a wrong type or size.
   */
  check?: (file: File) => Promise<string | null | undefined> | string | null | undefined;
  /** Called when the focus leaves the picker (forms mark the field as touched). */
  onBlur?: () => void;
  /** The file input's name in the form. */
  name?: string;
};

/**
 * Picks one file by button or drag and drop, checks `accept` and `maxSize` with pt-BR messages, shows
 * the file's name and size with a remove button, and a progress bar the caller drives. A stored file
 * shows as a download link with its display name, until it is replaced.
 */
export function FilePicker({
  accept,
  value,
  onValueChange,
  maxSize,
  progress,
  onReject,
  onWithdraw,
  acceptLabel,
  check,
  onBlur,
  name,
  removable,
  onDownload,
  ...props
}: FilePickerProps) {
  const [field] = splitFieldProps(props);
  const { disabled, label } = field;
  const stored = isStoredFile(value) ? value : null;
  const chosen = value instanceof File ? value : null;
  const removableStored = stored && (removable ?? !field.required) ? stored : null;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const chooseRef = React.useRef<HTMLButtonElement>(null);
  const [rejection, setRejection] = React.useState<string | null>(null);
  // A file refused while the field was empty, or over a stored file, stays shown with its remove button,
  // so the refusal can be withdrawn: a form blocks its submit while a refusal stands, and neither an
  // optional field nor a stored file must keep the user from going on without a valid new file.
  const [refused, setRefused] = React.useState<File | null>(null);
  const shown = chosen ?? (rejection ? refused : null);
  const [dragging, setDragging] = React.useState(false);

  const take = (files: FileList | null | undefined) => {
    // Only the first file counts, whatever was selected or dropped.
    const file = files?.[0];
    if (!file) return;
    const named = typeof label === "string" ? label : undefined;
    const message = checkFile(file, { accept, maxSize, label: named, acceptLabel });
    const refuse = (reason: string) => {
      setRejection(reason);
      setRefused(file);
      onReject?.(reason, file);
    };
    if (message) return refuse(message);
    if (!check) {
      setRejection(null);
      setRefused(null);
      onValueChange(file);
      return;
    }
    void Promise.resolve(check(file)).then((reason) => {
      if (reason) return refuse(reason);
      setRejection(null);
      setRefused(null);
      onValueChange(file);
    });
  };

  const clear = () => {
    setRejection(null);
    setRefused(null);
    onValueChange(null);
    chooseRef.current?.focus();
  };

  // Removing the refused file withdraws the refusal; over a stored file the value is kept, which shows again.
  const withdraw = () => {
    if (!stored) return clear();
    setRejection(null);
    setRefused(null);
    onWithdraw?.();
    chooseRef.current?.focus();
  };

  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <Field {...field} error={rejection ?? field.error}>
      {({ required: _required, disabled: _disabled, ...control }, ids) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; keyboard users have the button
        <div
          data-slot="file-picker"
          data-dragging={dragging || undefined}
          data-disabled={disabled || undefined}
          className={cn(
            "flex flex-col gap-3 rounded-md border-2 border-dashed border-text-muted bg-surface p-4 transition-colors",
            "data-dragging:border-primary data-dragging:bg-primary-light data-disabled:bg-surface-muted",
            control["aria-invalid"] && "border-error",
          )}
          onDragEnter={(event) => {
            if (disabled) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            if (disabled) return;
            // Without preventDefault the browser refuses the drop.
            event.preventDefault();
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(event) => {
            if (disabled) return;
            event.preventDefault();
            setDragging(false);
            take(event.dataTransfer?.files);
          }}
        >
          <input
            ref={inputRef}
            data-slot="file-picker-input"
            type="file"
            className="hidden"
            tabIndex={-1}
            accept={accept}
            name={name}
            disabled={disabled}
            onChange={(event) => {
              take(event.currentTarget.files);
              // Clearing lets the same file be chosen again after a removal or a rejection.
              event.currentTarget.value = "";
            }}
          />
          {/* The file's name (or the drop text) takes at least 10rem of its row, so in a narrow box the
              buttons wrap below it instead of squeezing it to a letter (or a word a line); a longer name is
              cut with an ellipsis, whole in its title. */}
          <div className="flex flex-wrap items-center gap-3">
            {shown ? (
              <div
                data-slot="file-picker-file"
                data-refused={shown === chosen ? undefined : true}
                className="flex min-w-0 grow basis-40 items-center gap-2"
              >
                <FileText
                  className={cn("size-5 shrink-0", shown === chosen ? "text-primary" : "text-error")}
                  aria-hidden
                />
                <div className="min-w-0">
                  <p
                    id={`${control.id}-file`}
                    data-slot="file-picker-name"
                    title={shown.name}
                    className="truncate text-sm font-semibold text-text"
                  >
                    {shown.name}
                  </p>
                  <p data-slot="file-picker-size" className="text-xs text-text-muted">
                    {formatFileSize(shown.size)}
                  </p>
                </div>
              </div>
            ) : stored ? (
              <div
                data-slot="file-picker-stored"
                className="flex min-w-0 grow basis-40 flex-col gap-0.5 text-sm"
              >
                <FileLink file={stored} onDownload={onDownload} className="max-w-full" />
                <p className="text-xs text-text-muted">{filePickerText.stored}</p>
              </div>
            ) : (
              <p
                data-slot="file-picker-drop"
                className="flex min-w-0 grow basis-40 items-center gap-2 text-sm text-text-muted"
              >
                <Upload className="size-5 shrink-0" aria-hidden />
                {dragging ? filePickerText.dropActive : filePickerText.drop}
              </p>
            )}
            {/* The buttons wrap together: a remove button alone on a line of its own reads as belonging to nothing. */}
            <div className="flex items-center gap-3">
              <Button
                ref={chooseRef}
                variant="outline"
                size="sm"
                disabled={disabled}
                {...control}
                aria-labelledby={label ? `${ids.labelId} ${control.id}-text` : undefined}
                // The file chosen is the field's value: read with the button, as a native file input says it.
                aria-describedby={
                  [chosen ? `${control.id}-file` : null, control["aria-describedby"]]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                onClick={() => inputRef.current?.click()}
                onBlur={onBlur}
              >
                <span id={`${control.id}-text`}>
                  {value ? filePickerText.replace : filePickerText.choose}
                </span>
              </Button>
              {shown ? (
                // The chosen file, or a refused one (never the field's value), whose removal withdraws the refusal.
                <IconButton
                  aria-label={filePickerText.remove(shown.name)}
                  size="sm"
                  disabled={disabled}
                  onClick={shown === chosen ? clear : withdraw}
                >
                  <X className="size-4" aria-hidden />
                </IconButton>
              ) : removableStored ? (
                // Removing what is already stored is worth a word, not only an icon; the name says which.
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={filePickerText.remove(removableStored.name)}
                  disabled={disabled}
                  onClick={clear}
                >
                  {filePickerText.removeStored}
                </Button>
              ) : null}
            </div>
          </div>
          {percent !== undefined ? (
            <div className="flex items-center gap-2">
              <div
                role="progressbar"
                data-slot="file-picker-progress"
                aria-label={filePickerText.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%`}
                className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted"
              >
                <div
                  className="h-full rounded-full bg-primary transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <span aria-hidden className="w-10 text-right text-xs tabular-nums text-text-muted">
                {percent}%
              </span>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
