import { preload } from 'react-dom';
import type { FontFamily } from '@/domain/content/brand-schema';
import { builtFontFile } from '@/lib/brand/font-files';
import { FONT_FILES } from './fonts';

/**
 * Preloads the files of the families a page uses (the two the settings choose, brand.fonts), and
 * only those: with `display: 'optional'`, a font that is not there at first paint is not used on
 * that page view (src/app/fonts.ts). React puts the <link rel="preload"> in the head.
 */
export function preloadFonts(families: FontFamily[]): void {
  for (const family of new Set(families)) {
    const href = builtFontFile(FONT_FILES[family].style.fontFamily);
    if (href) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  }
}
