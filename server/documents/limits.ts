/** Upload limits (docs/domain.md): shared by the multipart parser and the document store. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
