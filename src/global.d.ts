import type messages from '../messages/en.json';
import type { routing } from './i18n/routing';

// Typed message keys and locales everywhere (next-intl AppConfig): a missing key is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
