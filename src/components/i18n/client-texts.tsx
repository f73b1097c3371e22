'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { fillMessage, type MessageValues } from '@/domain/language/fill-message';

type Messages = { [key: string]: string | Messages };
type Texts = { locale: string; messages: Messages };

const TextsContext = createContext<Texts>({ locale: 'nl', messages: {} });

/**
 * The texts the browser's components read, by namespace, and the page's language (issue 45):
 * what next-intl's client provider did, without its message formatter on every page
 * (src/domain/language/fill-message.ts writes the ICU subset our texts use). A nested provider
 * adds its namespaces to those around it (an island's own texts beside the shell's).
 */
export function ClientTexts({
  locale,
  messages,
  children,
}: {
  locale?: string;
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const around = useContext(TextsContext);
  const value = useMemo(
    () => ({ locale: locale ?? around.locale, messages: { ...around.messages, ...(messages as Messages) } }),
    [around, locale, messages],
  );
  return <TextsContext value={value}>{children}</TextsContext>;
}

/** The page's language, as the nearest ClientTexts gives it. */
export function useTextsLocale(): string {
  return useContext(TextsContext).locale;
}

/** `t(key, values)` for one namespace: a missing text shows as its key, as next-intl's did. */
export function useTexts(namespace: string): (key: string, values?: MessageValues) => string {
  const { locale, messages } = useContext(TextsContext);
  return (key, values) => {
    let node: string | Messages | undefined = messages[namespace];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') {
      console.error(`Missing text ${namespace}.${key} (${locale})`);
      return `${namespace}.${key}`;
    }
    return fillMessage(node, values, locale);
  };
}
