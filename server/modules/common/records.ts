/** Response shaping shared by the modules. */

/** The entries whose value is not null: empty optional columns are left out of a response. */
export function withoutNulls<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as Partial<T>;
}
