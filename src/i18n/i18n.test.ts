import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { spanishMessages } from './es';
import { i18nProvider } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n', () => {
  it('has a Spanish text for exactly every react-admin English key', () => {
    expect(keysOf(spanishMessages).sort()).toEqual(keysOf(englishMessages).sort());
  });

  it('translates to Spanish, including the contract texts and plurals', () => {
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('ra.action.search')).toBe('Buscar');
    expect(i18nProvider.translate('ra.validation.required')).toBe('Campo Obligatorio');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elementos eliminados');
    expect(i18nProvider.translate('app.not_found.title')).toBe('Error 404 - Pagina No Encontrada');
  });
});
