/**
 * Reports in component tests: jsdom opens no window and saves no file, so a test stands in for
 * both and reads where a report went. Object URLs come from `useNodeFiles` (mocks/nodeFiles.ts):
 * `blob:{type}`.
 */
import { vi } from 'vitest';

/** The window a report opens in: where it was sent, and whether it was closed. */
export function newWindow() {
  const opened = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return { opened, open };
}

/** The files saved through a download link, by name and object URL. */
export function savedFiles() {
  const saved: { name: string; url: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, url: this.href });
  });
  return saved;
}
