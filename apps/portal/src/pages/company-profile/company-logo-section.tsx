import {
  acceptOf,
  COMPANY_LOGO_MAX_BYTES,
  checkFileContent,
  companyLogoLabels,
  fileKinds,
} from "@trilha/forms";
import { Button, ConfirmDialog, FilePicker, Skeleton } from "@trilha/ui";
import * as React from "react";
import { useFocusAfterBusy } from "../../resources/use-focus-after-busy";
import { companyProfileText } from "./text";
import { useCompanyLogoEditor } from "./use-company-logo-editor";

const text = companyProfileText.logo;
const label = companyLogoLabels.logo ?? text.field;

/** The logo now: the picture, a skeleton while it loads, or a word that there is none. */
function CurrentLogo({ src }: { src: string | null | undefined }) {
  const frame = "size-24 shrink-0 overflow-hidden rounded-md border border-border bg-surface";
  if (src === undefined) return <Skeleton className={frame} />;
  // The picture's place is kept, so sending one does not move the picker.
  if (src === null)
    return (
      <p
        data-slot="company-logo-none"
        className={`${frame} flex items-center justify-center border-dashed p-2 text-center text-xs text-text-muted`}
      >
        {text.none}
      </p>
    );
  return (
    <div className={frame}>
      <img
        data-slot="company-logo-current"
        src={src}
        alt={text.current}
        className="size-full object-contain"
      />
    </div>
  );
}

/** The picker's button (Selecionar arquivo, Trocar arquivo), where the focus goes after a send or a removal. */
const pickerIn = (section: HTMLElement | null) =>
  section?.querySelector<HTMLElement>('[data-slot="file-picker"] button:not(:disabled)');

/**
 * /perfil-empresa's "Logotipo da empresa": the logo the header shows, a picker checked as the server
 * checks (PNG, JPG or WebP by the file's bytes, 2 MB), "Enviar logotipo" with the upload's progress, and
 * "Remover" while there is one. Apart from the profile's form: a logo is sent on its own, at once.
 * Read-only (a member, not an administrator): the logo alone.
 *
 * Remover asks first, in the design system's confirmation (a removed logo cannot be brought back but by
 * sending it again); Cancelar gives the focus back to Remover.
 *
 * Keyboard: the button pressed keeps the focus while it works (a busy Button stays focusable), but its
 * work may take it away: Remover leaves with the logo, and Enviar is disabled once its file is sent (no
 * file left). A focus dropped that way goes to the picker; so does a focus still on Enviar when the
 * server refuses the file, since the picker carries the refusal.
 */
export function CompanyLogoSection({ readOnly = false }: { readOnly?: boolean }) {
  const logo = useCompanyLogoEditor();
  const titleId = React.useId();
  const sectionRef = React.useRef<HTMLElement>(null);
  const sendRef = React.useRef<HTMLButtonElement>(null);
  const removeRef = React.useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = React.useState(false);
  useFocusAfterBusy(logo.busy !== null, () => pickerIn(sectionRef.current));
  React.useEffect(() => {
    if (logo.error && document.activeElement === sendRef.current) pickerIn(sectionRef.current)?.focus();
  }, [logo.error]);
  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      data-slot="company-logo"
      className="flex flex-col gap-4 rounded-md border border-border p-4"
    >
      <h2 id={titleId} className="text-xl font-semibold text-primary-dark">
        {text.title}
      </h2>
      <div className="flex flex-col gap-4 tablet:flex-row tablet:items-start">
        <CurrentLogo src={logo.src} />
        {readOnly ? null : (
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <FilePicker
              label={label}
              hint={text.hint}
              accept={acceptOf("logo")}
              acceptLabel={fileKinds.logo.label}
              maxSize={COMPANY_LOGO_MAX_BYTES}
              // Type, size and content are checked when the file is picked, with the server's words.
              check={(file) => checkFileContent(file, "logo", label)}
              value={logo.file}
              onValueChange={logo.pick}
              progress={logo.progress}
              error={logo.error}
              disabled={logo.busy !== null}
            />
            <div className="flex flex-wrap justify-end gap-3">
              {logo.hasLogo ? (
                <Button
                  ref={removeRef}
                  variant="outline"
                  onClick={() => setConfirming(true)}
                  loading={logo.busy === "removing"}
                  disabled={logo.busy === "sending"}
                >
                  {text.remove}
                </Button>
              ) : null}
              <Button
                ref={sendRef}
                onClick={() => void logo.send()}
                loading={logo.busy === "sending"}
                disabled={!logo.file || logo.busy === "removing"}
              >
                {text.send}
              </Button>
            </div>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.removeTitle}
        message={text.removeMessage}
        confirmLabel={text.removeConfirm}
        confirmVariant="danger"
        onConfirm={logo.remove}
        onCloseAutoFocus={(event) => {
          // Removed, Remover left with the logo: the focus goes to the picker (a failure keeps Remover).
          if (removeRef.current?.isConnected) return;
          event.preventDefault();
          pickerIn(sectionRef.current)?.focus();
        }}
      />
    </section>
  );
}
