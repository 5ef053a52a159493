/**
 * Whether an error message reads as the product's Spanish: a non-empty text with none of the
 * English words Fastify, Node or a driver would put in theirs. The one English message the product
 * keeps on purpose (docs/product.md §5, an upload without a file) is allowed by name.
 */
const ENGLISH =
  /\b(the|is|not|invalid|error|request|must|should|body|route|found|unsupported|too|large|expected|failed|unexpected|client|exceeded|header|bad)\b/i;
const KEPT_IN_ENGLISH = new Set(['A file is required for upload.']);

export function isSpanish(message: unknown): boolean {
  if (typeof message !== 'string' || message.trim() === '') return false;
  return KEPT_IN_ENGLISH.has(message) || !ENGLISH.test(message);
}
