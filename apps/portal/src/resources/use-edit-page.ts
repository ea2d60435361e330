import * as React from "react";
import type { EditPageProps } from "./edit-page";
import type { ReactivationText } from "./use-list-controller";

export type EditPageStateOptions<T extends { deleted_at?: string | null }, K extends string> = {
  record: T | undefined;
  /** The sections in menu order; the first is shown on opening and after a reactivation. */
  sections: readonly K[];
  /** The history section: the only one an inactive item shows. */
  history: K;
  /** The section shown on opening when it is not the first (a link to a section, e.g. `?secao=`). */
  initial?: K | undefined;
  labels: Record<K, string>;
  /** Reactivates the item (`useRecord`'s reactivate). */
  reactivate: (justification: string) => Promise<unknown>;
  /** The inactive banner's notice and Reativar's texts. */
  inactiveNotice: string;
  reactivation: ReactivationText;
};

/**
 * The state every resource edit page shares: the section shown, a version bumped after each change
 * (histories and indicators reload on it), and the inactive rule of spec 02 §2 (editing only from active
 * items: an inactive one shows its history and Reativar, then opens at its first section again).
 * `props` goes to `EditPage` as it is.
 */
export function useEditPageState<T extends { deleted_at?: string | null }, K extends string>({
  record,
  sections,
  history,
  initial,
  labels,
  reactivate,
  inactiveNotice,
  reactivation,
}: EditPageStateOptions<T, K>) {
  const first = sections[0] as K;
  const [section, setSection] = React.useState<K>(
    initial !== undefined && sections.includes(initial) ? initial : first,
  );
  const [version, setVersion] = React.useState(0);
  const changed = React.useCallback(() => setVersion((v) => v + 1), []);
  const inactive = Boolean(record?.deleted_at);
  const shown: K = inactive ? history : section;
  const props: Pick<EditPageProps<T, K>, "sections" | "current" | "onSectionChange" | "inactive"> = {
    sections: (inactive ? [history] : sections).map((key) => ({ key, label: labels[key] })),
    current: shown,
    onSectionChange: setSection,
    inactive:
      record && inactive
        ? {
            notice: inactiveNotice,
            text: reactivation,
            reactivate: async (justification) => {
              await reactivate(justification);
              setSection(first);
            },
            onReactivated: changed,
          }
        : null,
  };
  return { shown, version, changed, props };
}
