import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useMemo, type ReactNode } from 'react';
import { I18nContextProvider, mergeTranslations, useI18nProvider, type I18nProvider } from 'react-admin';
import { orderPageMessages } from './messages';

/** Every key of `words` as translate names it ('shop.orders.show.title'), as polyglot flattens them. */
function keysOf(words: object, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * `app`'s translations with `words` over them: a key of theirs is translated by them (with
 * polyglot's interpolation and Russian plurals), any other by the app's own, its defaults included.
 */
export function withWords(app: I18nProvider, words: object): I18nProvider {
  const own = polyglotI18nProvider(() => mergeTranslations(words), app.getLocale());
  const keys = new Set(keysOf(words));
  return { ...app, translate: (key, options) => (keys.has(key) ? own.translate(key, options) : app.translate(key, options)) };
}

/** The order page's words (./messages.ts) for everything drawn inside it, its dialogs too. */
export function OrderPageWords({ children }: { children: ReactNode }) {
  const app = useI18nProvider();
  const provider = useMemo(() => withWords(app, orderPageMessages), [app]);
  return <I18nContextProvider value={provider}>{children}</I18nContextProvider>;
}
