/**
 * Stored uploads (documentos) and generated reports need the session's token, so the data provider fetches
 * them (its `documento` method, or a workflow's report method) and these helpers hand the blob to
 * an image, a new window or a saved file.
 */
import { HttpError } from 'react-admin';

/** docs/product.md §8, letter for letter (the trailing space included). */
export const DOWNLOAD_ERROR = 'Error al descargar documento.. ';
export const FILE_NOT_FOUND = 'Documento no encontrado..';

/**
 * A blob as a `data:` URL, for an `<img>`: unlike an object URL it needs no releasing, so a
 * preview can live in a query cache or in state.
 */
export async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The message the user reads when a file cannot be shown. */
export function fileErrorMessage(error: unknown): string {
  return error instanceof HttpError && error.status === 404 ? FILE_NOT_FOUND : DOWNLOAD_ERROR;
}

/** How long a new window may take to read its object URL before the blob is released. */
const RELEASE_AFTER_MS = 60_000;

/**
 * Opens the blob `load` fetches (a PDF report or a stored upload) in a new window. The window
 * opens at once, in the click, so popup blockers allow it; it shows the file once fetched, or
 * closes on failure.
 */
export async function openFile(load: () => Promise<Blob>): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (target) target.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
  } catch (error) {
    target?.close();
    throw error;
  }
}

/**
 * Saves the blob `load` fetches (an Excel export) as `fileName`: the browser's download of a link
 * to its object URL, which the link's `download` names.
 */
export async function downloadFile(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await load());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
