/** The app speaks Spanish only: react-admin's catalogue in Spanish plus the shell's texts. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { appMessages } from './app';
import { spanishMessages } from './es';

/** English underneath only as a safety net for keys react-admin may add in a minor release. */
export const messages: TranslationMessages = mergeTranslations(englishMessages, spanishMessages, appMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});
