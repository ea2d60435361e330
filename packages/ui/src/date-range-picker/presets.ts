import { startOfMonth, startOfWeek, startOfYear, subMonths, subYears } from "date-fns";
import { toIso } from "../date-picker/iso-day";

/** The spec's presets (02 §4), in display order. */
export const dateRangePresets = [
  "TOTAL",
  "ESTA SEMANA",
  "ESTE MÊS",
  "ÚLTIMOS 3 MESES",
  "ÚLTIMOS 6 MESES",
  "ESTE ANO",
  "PERSONALIZADO",
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

/** A range of yyyy-MM-dd days, both ends included. */
export type IsoDateRange = { from: string; to: string };

/**
 * Every preset runs up to `today` (the spec's default "start of this month to today" sets the pattern).
 * PERSONALIZADO has no range of its own: the user picks it in the calendar.
 */
export function presetRange(preset: DateRangePreset, today: Date): IsoDateRange | undefined {
  const to = toIso(today);
  switch (preset) {
    case "TOTAL":
      return { from: toIso(subYears(today, 22)), to };
    case "ESTA SEMANA":
      // pt-BR weeks start on Sunday (date-fns' ptBR locale says so too; the number spares its size).
      return { from: toIso(startOfWeek(today, { weekStartsOn: 0 })), to };
    case "ESTE MÊS":
      return { from: toIso(startOfMonth(today)), to };
    case "ÚLTIMOS 3 MESES":
      return { from: toIso(subMonths(today, 3)), to };
    case "ÚLTIMOS 6 MESES":
      return { from: toIso(subMonths(today, 6)), to };
    case "ESTE ANO":
      return { from: toIso(startOfYear(today)), to };
    case "PERSONALIZADO":
      return undefined;
  }
}

/** The default range: ESTE MÊS, from the first of the month to today. */
export function defaultDateRange(today: Date = new Date()): IsoDateRange {
  return presetRange("ESTE MÊS", today)!;
}

/** Which preset a range equals (the first match in display order), or PERSONALIZADO. */
export function matchPreset(range: IsoDateRange | undefined, today: Date): DateRangePreset {
  if (!range) return "PERSONALIZADO";
  for (const preset of dateRangePresets) {
    const candidate = presetRange(preset, today);
    if (candidate && candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return "PERSONALIZADO";
}
