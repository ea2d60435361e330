import type { ChangeHistory } from "@trilha/api";
import {
  type DataTableRowAction,
  type DataTableState,
  dataTableText,
  defaultDataTableState,
  INACTIVATION_ERROR_MESSAGE,
  INACTIVATION_SUCCESS_MESSAGE,
  type RecordTimestamps,
} from "@trilha/ui";
import * as React from "react";
import { toast } from "../toasts/toasts";
import type { ListLoad } from "./list-prefetch";
import { type RowRule, rowRules } from "./row-rules";
import { resourceText } from "./text";
import { usePagedList } from "./use-paged-list";
import { listQueryOf, useTableUrlState } from "./use-table-url-state";

/**
 * The calls a list needs; a `resourceApi` (or one at a parent, `atParent`) fits as it is. Without
 * `inactivate` (a collection never inactivated, such as outputs) Inativar is not offered.
 */
export type ListApi<T> = {
  list: ListLoad<T>;
  inactivate?: (id: string, justification: string) => Promise<unknown>;
  reactivate?: (id: string, justification: string) => Promise<unknown>;
  changes: (id: string, signal?: AbortSignal) => Promise<ChangeHistory>;
};

/**
 * Inativar's description, which the spec does not give: the dialog's own words ("Informe o motivo da
 * inativação.") naming the row, as each domain's Reativar does ("Informe o motivo da reativação de …").
 */
export const inactivationDescription = (label: string) => `Informe o motivo da inativação de ${label}.`;

/** The texts of Reativar, which the spec does not give (decisions.md): each domain names its item. */
export type ReactivationText = {
  title: string;
  description: (label: string) => string;
  success: string;
  error: string;
  /** The toast of a refusal the server explains for the user to read (a domain's codes); `error` otherwise. */
  errorOf?: (reason: unknown) => string;
};

export type ListControllerOptions<T> = {
  getId: (row: T) => string;
  /** Names a row: the row menu ("Ações: <label>"), the dialogs' descriptions. */
  getLabel: (row: T) => string;
  /** Page, page size, search and the inactive filter in the URL (a page's list) or kept in memory (a section's). */
  state?: "url" | "local";
  /** Offers Editar on active rows. */
  onEdit?: (row: T) => void;
  /** Offers Reativar on inactive rows (with these texts). */
  reactivation?: ReactivationText;
  /**
   * What the row is ("Licença", "Prestador"): the success toasts keep the spec's text ('Dado inativado
   * com sucesso!') under a title naming the item ("Licença: LO-1234"), so a list of several kinds says which.
   */
  itemName?: string;
  /** Told after a change the list reloads for (an inactivation, a reactivation, a save). */
  onChanged?: () => void;
  /**
   * The domain's own filters beside the table's (a creation-date range), sent with every page asked;
   * a new filter reloads the list.
   */
  filter?: Readonly<Record<string, string | undefined>>;
  /** The domain's own row actions (Ver documento, Baixar MTR), listed before the kit's. */
  actions?: (row: T) => DataTableRowAction[];
  /**
   * `false` offers none of the kit's row rules (Editar / Inativar / Justificativas / Reativar): for a
   * collection whose rows are never edited or inactivated (outputs), only `actions` are listed.
   */
  rules?: false;
  /**
   * `false` for a collection whose items are never inactivated (outputs are cancelled instead): the list
   * has no INATIVOS switch, and an inactive filter left in a bookmarked URL is not sent.
   */
  inactive?: false;
  /**
   * Whether a row offers one of the kit's row rules it would otherwise offer (a user's own row offers no
   * Inativar): every rule by default.
   */
  offers?: (row: T, rule: RowRule) => boolean;
  /**
   * A row the user may look at but not change (another company's negotiation, listed to an ADM): it
   * offers none of the kit's rules, whose routes answer the owner alone, and offers Ver detalhes
   * instead, a dialog with every column's value (`RowDetailsDialog`, given the list's `dialogs.details`),
   * so its Ações cell is never an empty one.
   */
  readOnly?: (row: T) => boolean;
};

export type SetListState = (next: DataTableState, options?: { replace?: boolean }) => void;

function useListState(mode: "url" | "local"): [DataTableState, SetListState] {
  const [urlState, setUrlState] = useTableUrlState();
  const [localState, setLocalState] = React.useState<DataTableState>(defaultDataTableState);
  const setLocal = React.useCallback<SetListState>((next) => setLocalState(next), []);
  return mode === "url" ? [urlState, setUrlState] : [localState, setLocal];
}

/**
 * The headless controller of a resource list (react-admin's `useListController`): the table state
 * (in the URL for a page), the page from the API, a page past the end corrected, refresh, the row
 * rules (Editar / Inativar / Justificativas / Reativar) and the inactivation, reactivation and
 * history dialogs' state. Views spread `table` into a `DataTable` and `dialogs` into `ListDialogs`.
 */
export function useListController<T extends RecordTimestamps>(
  api: ListApi<T>,
  options: ListControllerOptions<T>,
) {
  const { getId, getLabel, onEdit, reactivation, onChanged, itemName, actions, rules, offers, readOnly } =
    options;
  const [state, setState] = useListState(options.state ?? "url");
  const filterKey = JSON.stringify(options.filter ?? {});
  const inactiveFilter = options.inactive !== false;
  const query = React.useMemo(
    () =>
      listQueryOf(
        inactiveFilter ? state : { ...state, showInactive: false },
        JSON.parse(filterKey) as Record<string, string>,
      ),
    [state, filterKey, inactiveFilter],
  );
  const stateRef = React.useRef(state);
  stateRef.current = state;
  const list = usePagedList<T>(api.list, query, (page) =>
    setState({ ...stateRef.current, page }, { replace: true }),
  );
  const [inactivating, setInactivating] = React.useState<T | null>(null);
  const [reactivating, setReactivating] = React.useState<T | null>(null);
  const [history, setHistory] = React.useState<T | null>(null);
  const [details, setDetails] = React.useState<T | null>(null);
  // Bumped on every change, so what sums the list up (indicators) can follow.
  const [version, setVersion] = React.useState(0);
  const changedRef = React.useRef(onChanged);
  changedRef.current = onChanged;

  const changed = React.useCallback(() => {
    list.reloadSoon();
    setVersion((v) => v + 1);
    changedRef.current?.();
  }, [list.reloadSoon]);

  const handlers: Partial<Record<DataTableRowAction["id"], (row: T) => void>> = {
    edit: onEdit,
    ...(api.inactivate ? { inactivate: setInactivating } : {}),
    justifications: setHistory,
    ...(reactivation && api.reactivate ? { reactivate: setReactivating } : {}),
  };
  const ruleActions = (row: T): DataTableRowAction[] =>
    rules === false
      ? []
      : readOnly?.(row)
        ? [{ id: "details", label: resourceText.details, onSelect: () => setDetails(row) }]
        : rowRules(row).flatMap((rule) => {
            const run = handlers[rule];
            return run && (offers?.(row, rule) ?? true)
              ? [{ id: rule, label: ruleLabel[rule], onSelect: () => run(row) }]
              : [];
          });
  const rowActions = (row: T): DataTableRowAction[] => [...(actions?.(row) ?? []), ...ruleActions(row)];

  const loadHistory = React.useMemo(
    () => (history ? (signal: AbortSignal) => api.changes(getId(history), signal) : null),
    [api, getId, history],
  );

  // After an inactivation or a reactivation the row may leave the list, and its Ações button with it:
  // the rows to give focus to then, by label (the row itself if it stays, the next, the previous).
  const refocus = React.useRef<{ labels: string[] } | null>(null);
  const planRefocus = (target: T) => {
    const rows = list.page?.data ?? [];
    const at = rows.findIndex((row) => getId(row) === getId(target));
    const around = at < 0 ? [] : [rows[at + 1], rows[at - 1]];
    refocus.current = { labels: [target, ...around].flatMap((row) => (row ? [getLabel(row)] : [])) };
  };

  const confirm =
    (
      target: T | null,
      call: ((id: string, justification: string) => Promise<unknown>) | undefined,
      text: { success: string; error: string; errorOf?: (reason: unknown) => string },
    ) =>
    async (justification: string) => {
      if (!target || !call) return;
      try {
        await call(getId(target), justification);
      } catch (reason) {
        toast("error", text.errorOf ? text.errorOf(reason) : text.error);
        throw reason;
      }
      planRefocus(target);
      toast("success", text.success, itemName ? { title: `${itemName}: ${getLabel(target)}` } : undefined);
    };
  const afterDialog = ({ refresh }: { refresh: boolean }) => {
    if (refresh) changed();
  };

  return {
    state,
    setState,
    page: list.page,
    loading: list.loading,
    /** The last load's refusal (null once a page arrives); the table keeps what it showed. */
    error: list.error,
    reload: list.reload,
    /** Reload soon and tell whoever follows the list (after a save). */
    changed,
    version,
    /**
     * Whom to focus once the page after an inactivation or a reactivation arrives, if the focus fell
     * to the page's body (the row's Ações button gone): `ListView` takes it.
     */
    refocus,
    /**
     * For a domain's own action that may take `row` off the page (the residues' Descartar rascunho): the
     * focus then goes as after an inactivation, to the row's Ações button if it stays, else a neighbour's.
     */
    planRefocus,
    table: {
      data: list.page,
      loading: list.loading,
      state,
      onStateChange: (next: DataTableState) => setState(next),
      getRowId: getId,
      getRowLabel: getLabel,
      rowActions,
      inactiveFilter,
    },
    dialogs: {
      inactivation: {
        open: inactivating !== null,
        onOpenChange: (open: boolean) => {
          if (!open) setInactivating(null);
        },
        description: inactivating ? inactivationDescription(getLabel(inactivating)) : undefined,
        onConfirm: confirm(inactivating, api.inactivate, {
          success: INACTIVATION_SUCCESS_MESSAGE,
          error: INACTIVATION_ERROR_MESSAGE,
        }),
        onClose: afterDialog,
      },
      reactivation: reactivation
        ? {
            open: reactivating !== null,
            onOpenChange: (open: boolean) => {
              if (!open) setReactivating(null);
            },
            title: reactivation.title,
            description: reactivating ? reactivation.description(getLabel(reactivating)) : undefined,
            errorMessage: reactivation.error,
            onConfirm: confirm(reactivating, api.reactivate, reactivation),
            onClose: afterDialog,
          }
        : null,
      history: {
        title: history ? getLabel(history) : null,
        load: loadHistory,
        onClose: () => setHistory(null),
      },
      /** A read-only row's Ver detalhes (`readOnly`): the row shown, null while closed. */
      details: {
        row: details,
        title: details ? getLabel(details) : null,
        onClose: () => setDetails(null),
      },
    },
  };
}

export type ListController<T extends RecordTimestamps> = ReturnType<typeof useListController<T>>;

const ruleLabel = {
  edit: dataTableText.edit,
  inactivate: dataTableText.inactivate,
  justifications: dataTableText.justifications,
  reactivate: dataTableText.reactivate,
} as const;
