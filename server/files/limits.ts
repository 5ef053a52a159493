/** Upload limits (docs/domain.md): shared by the multipart parser and the document store. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** File parts of one request. */
export const MAX_FILES = 5;
/** A whole multipart request: its files plus room for the JSON parts. Larger is refused unread. */
export const MAX_MULTIPART_BYTES = MAX_FILES * MAX_UPLOAD_BYTES + 2 * 1024 * 1024;
