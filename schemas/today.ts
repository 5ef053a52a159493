/** Business "today" is the date in America/Hermosillo (docs/contract.md), whatever the zone of the server or browser. */
const HERMOSILLO_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Hermosillo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` of the given instant (default now) in Hermosillo. */
export function businessToday(at: Date = new Date()): string {
  return HERMOSILLO_DATE.format(at);
}
