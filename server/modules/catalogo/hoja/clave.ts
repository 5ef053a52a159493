/** How the import compares what people type: headers, choices, referenced names and keys. */

/**
 * `value` trimmed, in lower case and without accents: 'Grúa 1 ' and 'GRUA 1' are one key. The
 * caller normalizes the stored keys it passes as `existentes` with this same function.
 */
export const normalizarClave = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase();
