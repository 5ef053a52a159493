/**
 * A multipart upload that reports how much of its body has gone out. fetch cannot tell;
 * XMLHttpRequest can (`upload.onprogress`), so upload dialogs with a progress bar use this. Token,
 * errors, the 401 rule and the network message are those of `apiFetch`.
 */
import { HttpError } from 'react-admin';
import { IDEMPOTENCY_HEADER, lentKey } from './idempotency';
import { bearer, httpErrorOf, networkErrorMessage, parseJson, urlOf, type ApiErrorBody, type Query } from './http';

export interface UploadInit {
  method?: 'POST' | 'PUT' | 'PATCH';
  query?: Query;
  /** Whole percent of the body sent, 0–100. */
  onProgress?: (percent: number) => void;
}

/** What the user reads when the upload never got an answer (XHR gives no reason). */
const NO_ANSWER = 'sin respuesta';

/** docs/product.md §8: a refused upload whose answer carries no message of the server. */
export const uploadFailed = (status: number) => `File upload failed with status: ${status}`;

/**
 * What the user reads of a refused upload: the server's message and the detail its field errors
 * give ('Tipo de archivo no permitido: Solo se permiten archivos PDF o PNG o JPEG'), as the upload
 * dialog shows one line and no inputs.
 */
function refusalOf(status: number, body: ApiErrorBody): string {
  const details = (body.errors ?? []).map((e) => e.message).filter((m) => m && m !== body.message);
  return [body.message ?? uploadFailed(status), [...new Set(details)].join('; ')].filter(Boolean).join(': ');
}

function bodyOf(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}

export function apiUpload<T>(
  path: string,
  body: FormData,
  { method = 'POST', query, onProgress }: UploadInit = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, urlOf(path, query));
    const authorization = bearer();
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    const key = lentKey();
    if (key) xhr.setRequestHeader(IDEMPOTENCY_HEADER, key);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError(networkErrorMessage(NO_ANSWER), 0));
    xhr.onload = () => {
      const answer = bodyOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else {
        const body = (answer ?? {}) as ApiErrorBody;
        reject(httpErrorOf(xhr.status, { ...body, message: refusalOf(xhr.status, body) }));
      }
    };
    xhr.send(body);
  });
}
