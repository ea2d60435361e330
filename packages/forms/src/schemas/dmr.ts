// The DMR's period rule, one for the page (its period picker, a period in the address) and the API.

/** Why a DMR period longer than a year and a day is refused (the API's words, on the period's end). */
export const DMR_PERIOD_TOO_LONG = "O período da DMR pode ter no máximo um ano.";

/** The last day a DMR period starting on `from` (yyyy-MM-dd) may reach: a year and a day after it (29 February: 2 March). */
export function dmrLastDay(from: string): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * DMR_PERIOD_TOO_LONG for a period (yyyy-MM-dd ends, in order) ending after dmrLastDay(from), else
 * undefined; ends out of order are the period's other rule ('A data final do período não pode ser
 * anterior à inicial.').
 */
export function dmrPeriodTooLong(period: { from: string; to: string }): string | undefined {
  return period.from <= period.to && period.to > dmrLastDay(period.from) ? DMR_PERIOD_TOO_LONG : undefined;
}
