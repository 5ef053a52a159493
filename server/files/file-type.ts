/**
 * File types decided by content, never by name or declared type (docs/domain.md): a PDF renamed
 * .png is still a PDF. Only the three kinds the product stores are recognized.
 */
export const PDF = 'application/pdf';
export const PNG = 'image/png';
export const JPEG = 'image/jpeg';

export type DocumentType = typeof PDF | typeof PNG | typeof JPEG;

export const IMAGE_TYPES: readonly DocumentType[] = [PNG, JPEG];
export const PDF_TYPES: readonly DocumentType[] = [PDF];
/** A comprobante: the invoice's PDF or a photo of the ticket. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [PDF, PNG, JPEG];

const SIGNATURES: [DocumentType, number[]][] = [
  [PDF, [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  [PNG, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  [JPEG, [0xff, 0xd8, 0xff]],
];

/** The type whose magic bytes open the content; null for anything else. */
export function sniffType(content: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(([, magic]) => magic.every((byte, i) => content[i] === byte));
  return match ? match[0] : null;
}
