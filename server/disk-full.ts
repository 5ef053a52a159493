/**
 * A full disk (docs/decisions.md, When the database is away): a file being written under DATA_DIR —
 * a stored comprobante, a backup — or PGlite's own files. The HTTP answer is a 507 with this
 * sentence; the backup command prints it.
 */

/** What a write on a full disk answers (507) or prints. */
export const SIN_ESPACIO = 'No hay espacio en disco para guardar; avise al administrador del sistema.';

// Node's no space left (ENOSPC), over the user's quota (EDQUOT); PostgreSQL's disk_full (53100).
const CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** The error, or one of its causes a few levels deep (Drizzle wraps the driver's), says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = e.cause as typeof e, depth++
  )
    if (typeof e.code === 'string' && CODES.has(e.code)) return true;
  return false;
}
