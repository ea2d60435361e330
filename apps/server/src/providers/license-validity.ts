// One definition of a licence's validity, for every place that judges it: the control panel's figures
// (its 'Licenças a vencer' and the chart's 'Vencidas'), the licence alerts (their titles, messages and
// the e-mail's subject), and the output form's licences in force. A licence's expiration day is its last
// valid day; from the next day, in Brasília's calendar, it is expired; without an expiration it never
// expires. `license` is the SQL alias of a provider_licenses row, `day` an SQL date expression (a query
// parameter such as `$1::date`, the calendar's today, or `platformDay("now()")`).

/** Days before its expiration from which a licence in force counts as about to expire (the panel's card). */
export const EXPIRING_WITHIN_DAYS = 30;

/** The licence is expired on `day`: its expiration day is before it. Never null. */
export const licenseExpired = (license: string, day: string) =>
  `(${license}.expiration is not null and ${license}.expiration < ${day})`;

/** The licence is in force on `day` (not expired): no expiration, or one on `day` or later. Never null. */
export const licenseInForce = (license: string, day: string) =>
  `(${license}.expiration is null or ${license}.expiration >= ${day})`;

/**
 * 'Licença a vencer' on `day`: in force, and its alert date has come or it expires within
 * EXPIRING_WITHIN_DAYS days. An expired licence is never "a vencer" (it is 'vencida').
 */
export const licenseExpiring = (license: string, day: string) =>
  `(${licenseInForce(license, day)} and (${license}.alert_date <= ${day}
     or ${license}.expiration <= ${day} + ${EXPIRING_WITHIN_DAYS}))`;
