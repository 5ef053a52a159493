/** What a `catch` received, whatever was thrown: JavaScript lets anything be thrown, so no cast can be trusted. */
export const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/** The words of what was thrown, for a log line or a message. */
export const messageOf = (thrown: unknown): string => asError(thrown).message;
