/**
 * The server's 503 sentences (the database away, a statement cut short, an instance starting):
 * `httpErrorOf` remembers each one it met, so the notices (src/layout/Notices.tsx) show any message
 * that carries one as a calm, passing warning rather than a red error, whichever screen notified it.
 */
const sentences = new Set<string>();

/** A 503's message: the database or the instance will be back; trying again is the answer. */
export function rememberOutage(message: string): void {
  if (message) sentences.add(message);
}

/** Whether a notice's message is, or ends with, a 503's (a save's 'Error al guardar…' prefix included). */
export function isOutageNotice(message: unknown): boolean {
  if (typeof message !== 'string') return false;
  for (const sentence of sentences) if (message.includes(sentence)) return true;
  return false;
}
