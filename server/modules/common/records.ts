/** Response shaping shared by the modules. */

/** `T` with its nullable properties optional and never null, as a response leaves them out. */
export type WithoutNulls<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

/** The entries whose value is not null: empty optional columns are left out of a response. */
export function withoutNulls<T extends object>(record: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as WithoutNulls<T>;
}
