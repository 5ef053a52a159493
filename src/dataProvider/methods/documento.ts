/**
 * Stored documents and generated reports (PDF) by their URL path (`/api/documento/{id}`, a
 * `…/reporte`): they need the token, so they come through here as blobs that screens show as
 * `data:` or object URLs.
 */
import { apiBlob } from '../http';
import { query } from './method';

export const documentoMethods = {
  documento: query((path: string) => apiBlob(path)),
};
