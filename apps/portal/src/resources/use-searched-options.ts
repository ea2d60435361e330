import type { SelectOption } from "@trilha/ui";
import * as React from "react";

/** The options the server finds for a text ("" asks its first page). */
export type SearchOptions<O extends SelectOption = SelectOption> = (
  search: string,
  signal: AbortSignal,
) => Promise<O[]>;
/** One option by its value, for a stored value no answer held; null when it is gone. */
export type OptionOf<O extends SelectOption = SelectOption> = (
  value: string,
  signal: AbortSignal,
) => Promise<O | null>;

/** How long typing pauses before the server is asked. */
export const SEARCH_DELAY_MS = 300;

/** `options` followed by those of `more` it lacks. */
function merged<O extends SelectOption>(options: O[], more: O[]): O[] {
  const known = new Set(options.map((option) => option.value));
  const added = more.filter((option) => !known.has(option.value));
  return added.length === 0 ? options : [...options, ...added];
}

/**
 * A searchable select's options asked of the server, for lists longer than the page an option list
 * asks (spec 02 §7: per_page=50): the first page to start with, then what the server finds for the
 * text typed, after a pause. Options found stay listed after the first page, so a chosen one keeps
 * its label; a `value` no answer holds (a stored record's) is asked of `optionOf`. Spread the answer
 * on a searchable select; `search` and `optionOf` should keep their identity (a new one asks again).
 * Failures leave the list as it was (spec 02 §8: option loads fail silently). Options keep what else
 * they carry (`O`: a party's registry), as the search gave them.
 */
export function useSearchedOptions<O extends SelectOption = SelectOption>(
  search: SearchOptions<O>,
  { value, optionOf }: { value?: string | undefined; optionOf?: OptionOf<O> | undefined } = {},
): { options: O[]; searching: boolean; onSearchChange: (query: string) => void } {
  const [first, setFirst] = React.useState<O[] | null>(null);
  const [found, setFound] = React.useState<O[]>([]);
  const [query, setQuery] = React.useState("");
  const [searching, setSearching] = React.useState(false);

  React.useEffect(() => {
    const controller = new AbortController();
    search("", controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setFirst(next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [search]);

  React.useEffect(() => {
    const text = query.trim();
    if (!text) {
      setSearching(false);
      return;
    }
    setSearching(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(text, controller.signal)
        .then((next) => {
          if (!controller.signal.aborted) setFound((current) => merged(current, next));
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, query]);

  const options = React.useMemo(() => merged(first ?? [], found), [first, found]);
  // Asked only once the first page is in: most stored values are on it.
  const unknown = first !== null && value && !options.some((option) => option.value === value) ? value : "";
  React.useEffect(() => {
    if (!unknown || !optionOf) return;
    const controller = new AbortController();
    optionOf(unknown, controller.signal)
      .then((option) => {
        if (option && !controller.signal.aborted) setFound((current) => merged(current, [option]));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [unknown, optionOf]);

  return { options, searching, onSearchChange: setQuery };
}
