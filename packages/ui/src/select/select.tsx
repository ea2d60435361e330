import * as PopoverPrimitive from "@radix-ui/react-popover";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown, Search } from "lucide-react";
import * as React from "react";
import {
  Field,
  type FieldControlProps,
  type FieldIds,
  type FieldPassThrough,
  type FieldPassThroughKey,
  inputVariants,
  splitFieldProps,
} from "../field/field";
import { cn } from "../lib/cn";
import { menuItemHighlightClass } from "../lib/menu-item";
import { focusBeside } from "../lib/tab-order";

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
  /**
   * Other text the searchable list's filter matches, not shown: the names and documents a server's
   * search also matched (a provider found by company name or CNPJ under its alias).
   */
  keywords?: string;
};

export const selectText = {
  placeholder: "Selecione",
  search: "Pesquisar",
  noResults: "Nenhum resultado encontrado",
  /** Shown while a search asked of the server (`onSearchChange`) has not answered. */
  searching: "Buscando…",
  options: "Opções",
  /** Shown when more options match than are rendered. */
  keepTyping: (shown: number, total: number) =>
    `Mostrando ${shown} de ${total.toLocaleString("pt-BR")} resultados. Continue digitando para refinar a busca.`,
} as const;

/** Most options the searchable list renders at once; the rest are reached by typing. */
export const SEARCHABLE_MAX_RENDERED = 100;

export type SelectProps = FieldPassThrough & {
  /** The choices, in the order shown. */
  options: SelectOption[];
  /** Chosen value; "" shows the placeholder. */
  value: string;
  /** Called with the chosen option's value. */
  onValueChange: (value: string) => void;
  /** Default `Selecione`. */
  placeholder?: string;
  /** A filter box above the list, for long lists such as the 5,570 cities. */
  searchable?: boolean;
  /**
   * Told the searchable list's text as it changes ("" when it opens), for options the caller asks of
   * the server (lists longer than the page it holds); the list still filters what it is given.
   */
  onSearchChange?: (query: string) => void;
  /** The options asked for the search have not arrived: says so instead of "no results". */
  searching?: boolean;
  /**
   * Called when the option already chosen is chosen again (Enter or Space on it, a click on it), which is
   * no change (no `onValueChange`), for a select whose choice is an action to repeat (applying a template
   * again). Closing the list without choosing (Esc, Tab, a click outside) is not choosing it.
   */
  onChooseAgain?: (value: string) => void;
  /** Called when focus leaves the closed select (not when its list opens). */
  onBlur?: () => void;
  /** Field name: the value is also kept in a hidden input with it, for native form submission. */
  name?: string;
  /** Classes of the button that opens the list. */
  triggerClassName?: string;
  /** Names the select when there is no visible label. */
  "aria-label"?: string;
};

export const selectTriggerClasses = cn(
  inputVariants(),
  "flex items-center justify-between gap-2 text-left data-placeholder:text-text-muted",
);

const contentClasses =
  "z-50 overflow-hidden rounded-md border border-border bg-surface text-sm text-text shadow-lg";

// The highlighted option (Radix's `data-highlighted`, the searchable list's `data-active`) is tinted and
// ringed as a menu's item is: the tint alone was too faint to find (WCAG 2.4.7, 1.4.11).
const itemClasses = `relative flex w-full cursor-default items-center gap-2 rounded-sm py-2 pr-8 pl-3 select-none data-disabled:pointer-events-none data-disabled:opacity-50 ${menuItemHighlightClass} data-[active=true]:bg-primary-light data-[active=true]:outline-2 data-[active=true]:-outline-offset-2 data-[active=true]:outline-solid data-[active=true]:outline-primary`;

/** Lower-case text without accents: "São Paulo" → "sao paulo". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Options whose label (or keywords) contains the query, ignoring case and accents. */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const q = normalizeSearch(query.trim());
  if (!q) return options;
  return options.filter((option) =>
    normalizeSearch(option.keywords ? `${option.label} ${option.keywords}` : option.label).includes(q),
  );
}

/** Which way a Tab pressed in the open list leaves the field, until the list has closed. */
type TabAway = React.RefObject<"next" | "previous" | null>;

/**
 * Tab in the open list closes it without choosing and moves on from the field, as Tab does from the
 * closed field (Shift+Tab goes back before it): the ARIA combobox pattern. Radix keeps the focus in
 * the list on Tab and returns it to the trigger on close; the list's `onCloseAutoFocus` sends it on
 * instead, and the field counts as left (`onBlur`).
 */
function tabAwayFrom(tabAway: TabAway, trigger: React.RefObject<HTMLElement | null>, onBlur?: () => void) {
  return (event: Event) => {
    const direction = tabAway.current;
    tabAway.current = null;
    if (!direction || !trigger.current) return;
    event.preventDefault();
    if (!focusBeside(trigger.current, direction)) trigger.current.focus();
    onBlur?.();
  };
}

/**
 * Set while the focused trigger leaves for the other kind of select (plain ↔ searchable): a list whose
 * options arrive while its field has the focus, longer than the caller's bound for `searchable` (the
 * residue's "Tipo de armazenamento", the first field of its dialog), swapped its trigger under the
 * focus, which fell to the dialog (or the page). The leaving trigger says so before it goes (a layout
 * effect's cleanup runs before its element leaves the page), the arriving one takes the focus, and the
 * blur of the swap is not the user leaving the field.
 */
type FocusHandoff = React.RefObject<boolean>;

function useFocusHandoff(trigger: React.RefObject<HTMLElement | null>, handoff: FocusHandoff) {
  React.useLayoutEffect(() => {
    if (handoff.current) {
      handoff.current = false;
      trigger.current?.focus({ preventScroll: true });
    }
    return () => {
      const element = trigger.current;
      handoff.current = !!element && element === element.ownerDocument.activeElement;
    };
  }, [trigger, handoff]);
}

/** Whether a key is a plain Tab or Shift+Tab, and which way it goes. */
function tabDirection(event: React.KeyboardEvent) {
  if (event.key !== "Tab" || event.ctrlKey || event.altKey || event.metaKey) return null;
  return event.shiftKey ? "previous" : "next";
}

/**
 * The open list's name (and the searchable popup's): the label alone, without the required asterisk. Open,
 * either list hides the rest of the page (aria-hidden), and Chrome then reads a hidden label element whole,
 * its hidden asterisk too ('Destinatário*'); a hidden element of the list's own, referenced by
 * aria-labelledby, still names it. Without a label, the field's aria-label or "Opções".
 */
function listName(ids: FieldIds, label: React.ReactNode, ariaLabel?: string) {
  return label
    ? { "aria-labelledby": `${ids.controlId}-popup-label` }
    : { "aria-label": ariaLabel ?? selectText.options };
}

/** The hidden element `listName` refers to, inside the list's popup. */
function ListLabel({ ids, label }: { ids: FieldIds; label: React.ReactNode }) {
  return label ? (
    <span id={`${ids.controlId}-popup-label`} hidden>
      {label}
    </span>
  ) : null;
}

function controlAttributes(control: FieldControlProps, ariaLabel?: string) {
  const { required, disabled: _disabled, ...rest } = control;
  return { ...rest, "aria-required": required, "aria-label": ariaLabel };
}

/**
 * A Radix select with the placeholder "Selecione". `searchable` swaps in a popover with a filter box
 * (accent-insensitive, at most 100 options rendered) for long lists such as cities.
 */
export function Select({ searchable, onSearchChange, searching, onChooseAgain, ...props }: SelectProps) {
  const [field, rest] = splitFieldProps(props);
  const focusHandoff: FocusHandoff = React.useRef(false);
  return (
    <Field {...field}>
      {(control, ids) =>
        searchable ? (
          <SearchableSelect
            control={control}
            ids={ids}
            disabled={field.disabled}
            label={field.label}
            onSearchChange={onSearchChange}
            searching={searching}
            onChooseAgain={onChooseAgain}
            focusHandoff={focusHandoff}
            {...rest}
          />
        ) : (
          <PlainSelect
            control={control}
            ids={ids}
            disabled={field.disabled}
            label={field.label}
            onChooseAgain={onChooseAgain}
            focusHandoff={focusHandoff}
            {...rest}
          />
        )
      }
    </Field>
  );
}

type InnerProps = Omit<SelectProps, FieldPassThroughKey | "searchable" | "onSearchChange" | "searching"> & {
  control: FieldControlProps;
  ids: FieldIds;
  label?: React.ReactNode;
  disabled?: boolean;
  focusHandoff: FocusHandoff;
};

function PlainSelect({
  control,
  ids,
  label,
  options,
  value,
  onValueChange,
  placeholder = selectText.placeholder,
  onBlur,
  name,
  disabled,
  triggerClassName,
  "aria-label": ariaLabel,
  onChooseAgain,
  focusHandoff,
}: InnerProps) {
  const open = React.useRef(false);
  const [isOpen, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  useFocusHandoff(trigger, focusHandoff);
  const tabAway: TabAway = React.useRef(null);
  // Closed, Radix renders the whole list anyway (into a detached fragment, for the chosen label, typing
  // ahead and its hidden native options), and that list sets React state while React commits: a
  // synchronous second render of every select on the page's first draw (issue 12: most of the script
  // time in a phone's long tasks on /prestadores, whose pager holds one). Without a `name` (no native
  // form submission to feed), the list mounts on the first sign of use instead: the pointer over the
  // trigger, its focus (before any key), or opening it; the chosen label is written out meanwhile.
  const [listMounted, setListMounted] = React.useState(name !== undefined);
  const mountList = () => setListMounted(true);
  const chosen = options.find((option) => option.value === value);
  // Radix does not tell a choice of the option already chosen (no `onValueChange` for the same value), but
  // it closes the list on it: an event that reached the chosen option and closed the list while it ran
  // (Radix's option chooses before the event bubbles up to the list) chose it again. Once per opening:
  // the click that may follow a mouse's pointerup is the same choice.
  const toldAgain = React.useRef(false);
  const chooseAgain = (event: React.SyntheticEvent) => {
    if (!onChooseAgain || open.current || toldAgain.current) return;
    const item = (event.target as Element).closest('[data-slot="select-item"]');
    if (item?.getAttribute("data-state") !== "checked") return;
    toldAgain.current = true;
    onChooseAgain(value);
  };
  return (
    <SelectPrimitive.Root
      value={value}
      onValueChange={onValueChange}
      name={name}
      required={control.required}
      disabled={disabled}
      open={isOpen}
      onOpenChange={(next) => {
        open.current = next;
        setOpen(next);
        if (next) {
          mountList();
          toldAgain.current = false;
        }
      }}
    >
      <SelectPrimitive.Trigger
        ref={trigger}
        data-slot="select-trigger"
        className={cn(selectTriggerClasses, triggerClassName)}
        {...controlAttributes(control, ariaLabel)}
        onPointerEnter={mountList}
        onFocus={mountList}
        onBlur={() => {
          if (!open.current && !focusHandoff.current) onBlur?.();
        }}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown className="size-4 shrink-0 text-text-muted" aria-hidden />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {listMounted && (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            onPointerUp={chooseAgain}
            onClick={chooseAgain}
            onKeyDown={(event) => {
              // Only Enter and Space choose: Esc closes the list on the chosen option without choosing it.
              if (event.key === "Enter" || event.key === " ") chooseAgain(event);
              const direction = tabDirection(event);
              if (!direction) return;
              // Handled here, so Radix's own Tab handling (keeping the focus in the list) is skipped.
              event.preventDefault();
              tabAway.current = direction;
              open.current = false;
              setOpen(false);
            }}
            onCloseAutoFocus={tabAwayFrom(tabAway, trigger, onBlur)}
            {...listName(ids, label, ariaLabel)}
            className={cn(
              contentClasses,
              "max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)",
            )}
          >
            <ListLabel ids={ids} label={label} />
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className={itemClasses}
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
                    <Check className="size-4 text-primary" aria-hidden />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      )}
    </SelectPrimitive.Root>
  );
}

function SearchableSelect({
  control,
  ids,
  label,
  options,
  value,
  onValueChange,
  placeholder = selectText.placeholder,
  onBlur,
  name,
  disabled,
  triggerClassName,
  "aria-label": ariaLabel,
  onSearchChange,
  searching,
  onChooseAgain,
  focusHandoff,
}: InnerProps & {
  onSearchChange?: (query: string) => void;
  searching?: boolean;
}) {
  const [open, setOpen] = React.useState(false);
  const [query, setQueryState] = React.useState("");
  const setQuery = (next: string) => {
    setQueryState(next);
    onSearchChange?.(next);
  };
  const [active, setActive] = React.useState(0);
  const trigger = React.useRef<HTMLButtonElement>(null);
  useFocusHandoff(trigger, focusHandoff);
  const search = React.useRef<HTMLInputElement>(null);
  const tabAway: TabAway = React.useRef(null);
  const listboxId = `${ids.controlId}-listbox`;
  const optionId = (index: number) => `${ids.controlId}-option-${index}`;

  const matches = React.useMemo(() => filterOptions(options, query), [options, query]);
  const shown = matches.slice(0, SEARCHABLE_MAX_RENDERED);
  const selected = options.find((option) => option.value === value);

  const openWith = (initialQuery: string) => {
    setQuery(initialQuery);
    const index = initialQuery ? 0 : options.findIndex((option) => option.value === value);
    setActive(Math.max(0, Math.min(index, SEARCHABLE_MAX_RENDERED - 1)));
    setOpen(true);
  };

  // The focus leaves the search box before the list closes (Radix then gives it to the trigger, or to the
  // next field on Tab, once the list has gone) rather than with the box taken off the page: a box removed
  // while focused loses it during React's commit, and its blur then ran there (user-event commits the typed
  // text on that blur: a change event, and an act() scope, inside React's; the stories' act() warnings).
  const close = () => {
    search.current?.blur();
    setOpen(false);
  };

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    // The option already chosen is no change (as the plain select): a field clearing what hangs from it
    // on a change (Estado → Cidade) keeps it.
    if (option.value !== value) onValueChange(option.value);
    else onChooseAgain?.(option.value);
    close();
  };

  React.useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const move = (to: number) => {
    if (shown.length === 0) return;
    setActive(Math.max(0, Math.min(to, shown.length - 1)));
  };

  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const direction = tabDirection(event);
    if (direction) {
      // Closes without choosing; the focus moves on once the list has closed (tabAwayFrom).
      event.preventDefault();
      tabAway.current = direction;
      close();
      return;
    }
    switch (event.key) {
      case "ArrowDown":
        move(active + 1);
        break;
      case "ArrowUp":
        move(active - 1);
        break;
      case "PageDown":
        move(active + 10);
        break;
      case "PageUp":
        move(active - 10);
        break;
      case "Enter":
        choose(shown[active]);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <PopoverPrimitive.Root open={open} modal onOpenChange={(next) => (next ? openWith("") : close())}>
      <PopoverPrimitive.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          role="combobox"
          data-slot="select-trigger"
          data-searchable=""
          data-placeholder={selected ? undefined : ""}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listboxId : undefined}
          disabled={disabled}
          className={cn(selectTriggerClasses, triggerClassName)}
          {...controlAttributes(control, ariaLabel)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              openWith("");
            } else if (
              event.key.length === 1 &&
              event.key !== " " &&
              !event.ctrlKey &&
              !event.metaKey &&
              !event.altKey
            ) {
              // Typing on the closed select starts a search with that letter.
              event.preventDefault();
              openWith(event.key);
            }
          }}
          onBlur={() => {
            if (!open && !focusHandoff.current) onBlur?.();
          }}
        >
          <span className="truncate">{selected ? selected.label : placeholder}</span>
          <ChevronDown className="size-4 shrink-0 text-text-muted" aria-hidden />
        </button>
      </PopoverPrimitive.Trigger>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="select-content"
          align="start"
          sideOffset={4}
          onCloseAutoFocus={tabAwayFrom(tabAway, trigger, onBlur)}
          onOpenAutoFocus={(event) => {
            // Radix focuses the search box with its text selected, so the letter typed on the closed
            // select to open it was typed over by the next one: the caret goes after it instead.
            const box = search.current;
            if (!box) return;
            event.preventDefault();
            box.focus();
            box.setSelectionRange(box.value.length, box.value.length);
          }}
          {...listName(ids, label, ariaLabel)}
          className={cn(contentClasses, "flex w-(--radix-popover-trigger-width) min-w-56 flex-col")}
        >
          <ListLabel ids={ids} label={label} />
          <div className="flex items-center gap-2 border-b border-border px-3">
            <Search className="size-4 shrink-0 text-text-muted" aria-hidden />
            <input
              ref={search}
              data-slot="select-search"
              type="text"
              role="combobox"
              aria-label={selectText.search}
              aria-expanded="true"
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={shown[active] ? optionId(active) : undefined}
              autoComplete="off"
              placeholder={selectText.search}
              className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-text-muted"
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          <div
            id={listboxId}
            role="listbox"
            {...listName(ids, label, ariaLabel)}
            className="max-h-64 overflow-y-auto p-1"
          >
            {shown.map((option, index) => (
              // biome-ignore lint/a11y: options stay unfocusable on purpose; the search box owns the keyboard (aria-activedescendant)
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                data-slot="select-item"
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                data-disabled={option.disabled ? "" : undefined}
                data-active={index === active}
                className={itemClasses}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(option)}
              >
                <span className="truncate">{option.label}</span>
                {option.value === value ? (
                  <Check className="absolute right-2 size-4 text-primary" aria-hidden />
                ) : null}
              </div>
            ))}
          </div>
          <p
            data-slot="select-status"
            aria-live="polite"
            className="px-3 pb-2 text-xs text-text-muted empty:hidden"
          >
            {matches.length === 0
              ? searching
                ? selectText.searching
                : selectText.noResults
              : matches.length > shown.length
                ? selectText.keepTyping(shown.length, matches.length)
                : ""}
          </p>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
