/** What every mocked list endpoint shares with the real server: search, 0-based paging, error bodies. */
import { HttpResponse } from 'msw';
import { MAX_PAGE, PAGE_MESSAGE } from '../../schemas/api/shared';
import { CREDENCIAL_PDF } from '../fixtures/documentos';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Case- and accent-insensitive substring match over the given text fields (docs/contract.md). */
export function matchesSearch<T extends object>(record: T, fields: (keyof T)[], search: string | null): boolean {
  const text = fold(search?.trim() ?? '');
  if (!text) return true;
  return fields.some((field) => fold(String(record[field] ?? '')).includes(text));
}

/** A generated PDF (a report, a stored comprobante): one small valid page, as the screens only show it. */
export const pdfResponse = () => new HttpResponse(CREDENCIAL_PDF, { headers: { 'content-type': 'application/pdf' } });

export function errorResponse(status: number, message: string, errors: { field: string; message: string }[] = []) {
  return HttpResponse.json({ message, errors }, { status });
}

/** `{ content, totalElements, page, pageSize }` from `page` and a size parameter, as the server answers. */
export function pageResponse<T>(rows: T[], url: URL, sizeParam = 'pageSize') {
  const page = Number(url.searchParams.get('page') ?? 0);
  const pageSize = Number(url.searchParams.get(sizeParam) ?? 10);
  if (!Number.isInteger(page) || page < 0 || page > MAX_PAGE) return errorResponse(400, PAGE_MESSAGE);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    return errorResponse(400, `El parametro ${sizeParam} debe ser un entero entre 1 y 100`);
  }
  const content = rows.slice(page * pageSize, (page + 1) * pageSize);
  return HttpResponse.json({ content, totalElements: rows.length, page, pageSize });
}
