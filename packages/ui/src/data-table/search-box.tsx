import { Search } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/cn";
import { dataTableText } from "./data-table-text";
import { useDebouncedCallback } from "./use-debounced-callback";

export const SEARCH_DEBOUNCE_MS = 500;
/**
 * The most a search takes, twice the longest text a list searches (names of 100): the search travels in
 * the address, and a long paste (15,000 characters) made it too large for the server (431), leaving the
 * rows of the search before under the new text.
 */
export const SEARCH_MAX_LENGTH = 200;

const toolbarControl =
  "h-10 rounded-md border border-border bg-surface px-3 text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary";

/** The toolbar's search box: typing updates it at once and reports the text 500 ms after the last key. */
export function SearchBox({
  value,
  onSearch,
  delay = SEARCH_DEBOUNCE_MS,
  placeholder = dataTableText.search,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  delay?: number;
  placeholder?: string;
  className?: string;
}) {
  const [text, setText] = React.useState(value);
  const { run, cancel } = useDebouncedCallback(onSearch, delay);

  // The caller may change the search itself (a URL navigation); follow it.
  React.useEffect(() => {
    setText(value);
  }, [value]);

  return (
    <div data-slot="search-box" className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-text-muted"
        aria-hidden
      />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        className={cn(toolbarControl, "w-full pl-9 placeholder:text-text-muted mobile:w-64")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          run(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            cancel();
            onSearch(text);
          }
        }}
      />
    </div>
  );
}
