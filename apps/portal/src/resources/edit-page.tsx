import { Button, Skeleton } from "@trilha/ui";
import * as React from "react";
import { Link } from "react-router-dom";
import { toast } from "../toasts/toasts";
import { JustificationDialog } from "./justification-dialog";
import { LoadFailed } from "./load-failed";
import { resourceText } from "./text";
import { UnsavedEditsGuard, useGuardedMove } from "./unsaved-edits";
import type { ReactivationText } from "./use-list-controller";

export type EditSection<K extends string> = { key: K; label: string };

export type EditPageProps<T, K extends string> = {
  title: React.ReactNode;
  /** The item's name beside the title, once loaded. */
  name?: string;
  record: T | undefined;
  missing: boolean;
  notFound: string;
  /** The domain's list ("Usuários" at /usuarios): the not-found state's way back, "Voltar para Usuários". */
  list: { title: string; to: string };
  /** The item could not be read now (no answer, the server's error): said, with `onRetry` as a new try. */
  failed?: boolean;
  onRetry?: () => void;
  /** Set for an inactive item: the banner's notice and Reativar (the page then shows `inactiveSections`). */
  inactive?: {
    notice: string;
    text: ReactivationText;
    reactivate: (justification: string) => Promise<unknown>;
    /** After a reactivation, once the dialog closed with a refresh. */
    onReactivated?: () => void;
  } | null;
  sections: readonly EditSection<K>[];
  current: K;
  onSectionChange: (key: K) => void;
  /** The side menu's accessible name ("Seções do prestador"). */
  navLabel: string;
  /** Above the section's title (an Indicadores strip). */
  aside?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * A resource's edit page (spec 02 §2): the title with the item's name, a skeleton while loading, the
 * not-found message with a way back to the list, the inactive banner with Reativar, the side menu of sections and the section shown.
 * Leaving a section with edits not saved (another section, another route) asks first.
 */
export function EditPage<T, K extends string>(props: EditPageProps<T, K>) {
  return (
    <UnsavedEditsGuard>
      <EditPageContent {...props} />
    </UnsavedEditsGuard>
  );
}

function EditPageContent<T, K extends string>({
  title,
  name,
  record,
  missing,
  notFound,
  list,
  failed = false,
  onRetry,
  inactive,
  sections,
  current,
  onSectionChange,
  navLabel,
  aside,
  children,
}: EditPageProps<T, K>) {
  const titleId = React.useId();
  const [reactivating, setReactivating] = React.useState(false);
  const shown = sections.find((section) => section.key === current) ?? sections[0];
  const guardedMove = useGuardedMove();
  const navRef = React.useRef<HTMLElement>(null);
  // Reativar leaves with its banner (and its dialog) as soon as the item is answered active: the focus
  // would fall to the page, so it goes to the section now shown in the side menu.
  const focusAfterReactivation = React.useRef(false);
  const isInactive = Boolean(inactive);
  React.useEffect(() => {
    if (!focusAfterReactivation.current || isInactive || !record) return;
    focusAfterReactivation.current = false;
    const nav = navRef.current;
    const doc = nav?.ownerDocument;
    if (!nav || !doc || (doc.activeElement !== null && doc.activeElement !== doc.body)) return;
    nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [isInactive, record]);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <h1 id={titleId} className="text-2xl font-semibold text-primary-dark">
        {title}
        {/* A real space, so the heading reads "Editar Provedor Recicla 01" to a screen reader and a copy. */}
        {record && name ? (
          <>
            {" "}
            <span className="ml-0.5 font-normal text-text">{name}</span>
          </>
        ) : null}
      </h1>
      {missing ? (
        <>
          <p role="alert">{notFound}</p>
          {/* More than the breadcrumbs and the menu: the list the item was looked for in. */}
          <Link to={list.to} className="self-start text-sm font-semibold text-primary-dark underline">
            {resourceText.backToList(list.title)}
          </Link>
        </>
      ) : null}
      {!record && failed ? <LoadFailed message={resourceText.loadFailed} onRetry={onRetry} /> : null}
      {!record && !missing && !failed ? (
        <div role="status" data-slot="resource-loading">
          <span className="sr-only">{resourceText.loadingRecord}</span>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : null}
      {record && inactive ? (
        <>
          <div
            data-slot="resource-inactive"
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning bg-warning-light px-4 py-3"
          >
            <p className="text-sm font-semibold text-text">{inactive.notice}</p>
            <Button onClick={() => setReactivating(true)}>{inactive.text.title}</Button>
          </div>
          <JustificationDialog
            open={reactivating}
            onOpenChange={setReactivating}
            title={inactive.text.title}
            description={inactive.text.description(name ?? "")}
            errorMessage={inactive.text.error}
            onConfirm={async (justification) => {
              // The item answered active replaces the inactive one at once, dialog and banner included.
              focusAfterReactivation.current = true;
              try {
                await inactive.reactivate(justification);
              } catch (reason) {
                focusAfterReactivation.current = false;
                toast("error", inactive.text.errorOf ? inactive.text.errorOf(reason) : inactive.text.error);
                throw reason;
              }
              toast("success", inactive.text.success);
            }}
            onClose={({ refresh }) => {
              if (refresh) inactive.onReactivated?.();
            }}
          />
        </>
      ) : null}
      {record && shown ? (
        <div className="flex flex-col gap-6 desktop:flex-row">
          <nav ref={navRef} aria-label={navLabel} className="desktop:w-56 desktop:shrink-0">
            <ul className="flex flex-wrap gap-2 desktop:flex-col">
              {sections.map((section) => (
                <li key={section.key}>
                  <button
                    type="button"
                    aria-current={shown.key === section.key ? "page" : undefined}
                    onClick={() => {
                      if (section.key !== shown.key) guardedMove(() => onSectionChange(section.key));
                    }}
                    className="w-full rounded-md px-3 py-2 text-left text-sm font-semibold text-text hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
                  >
                    {section.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-1 flex-col gap-6">
            {aside}
            <h2 className="text-xl font-semibold text-primary-dark">{shown.label}</h2>
            {children}
          </div>
        </div>
      ) : null}
    </section>
  );
}
