import type { State } from "@trilha/api";
import type { SelectOption } from "@trilha/ui";
import * as React from "react";
import { reference } from "../api/shared-api";

/** Loads an option list once; a failure leaves it empty (spec 02 §8: option loads fail silently). */
export function useLoaded<T>(load: ((signal: AbortSignal) => Promise<T[]>) | null): T[] {
  const [items, setItems] = React.useState<T[]>([]);
  React.useEffect(() => {
    if (!load) {
      // The same empty list when it is already empty: a new one would redraw the whole page (a list page
      // asks for its history's names only once the history opens).
      setItems((current) => (current.length === 0 ? current : []));
      return;
    }
    const controller = new AbortController();
    load(controller.signal)
      .then((next) => {
        if (!controller.signal.aborted) setItems(next);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [load]);
  return items;
}

export function useStateOptions(): SelectOption[] {
  const states = useLoaded<State>(reference.states);
  return React.useMemo(() => states.map((s) => ({ value: s.federative_unit, label: s.name })), [states]);
}

export function useCityOptions(state: string): SelectOption[] {
  const load = React.useMemo(
    () => (state ? (signal: AbortSignal) => reference.cities(state, signal) : null),
    [state],
  );
  const cities = useLoaded(load);
  return React.useMemo(() => cities.map((c) => ({ value: c.name, label: c.name })), [cities]);
}
