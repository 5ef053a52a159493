/**
 * The uploads a component test's screen sent through MSW: each multipart request's method and path
 * with the file name of every part, so a test reads what went up (`file`, `xml`) without a handler.
 */
import { server } from '../../mocks/server';

export interface SentUpload {
  path: string;
  parts: Record<string, string>;
}

/** Every multipart request from now on (listeners outlive their test: filter by `path`). */
export function multipartUploads(path: (path: string) => boolean = () => true): SentUpload[] {
  const sent: SentUpload[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.headers.get('content-type')?.includes('multipart')) return;
    const at = `${request.method} ${new URL(request.url).pathname}`;
    if (!path(at)) return;
    const form = await request.clone().formData();
    sent.push({ path: at, parts: Object.fromEntries([...form.entries()].map(([k, v]) => [k, (v as File).name])) });
  });
  return sent;
}
