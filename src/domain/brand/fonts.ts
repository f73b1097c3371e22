import type { FontFamily } from '../content/brand-schema';

/**
 * The bundled font families (src/app/fonts.ts loads their files): a name to show, and the generic
 * family that follows it in a font stack. Each family's CSS variable is `--font-<family>`.
 */
export const FONTS: Record<FontFamily, { name: string; kind: 'sans' | 'serif' }> = {
  inter: { name: 'Inter', kind: 'sans' },
  'source-sans-3': { name: 'Source Sans 3', kind: 'sans' },
  'work-sans': { name: 'Work Sans', kind: 'sans' },
  fraunces: { name: 'Fraunces', kind: 'serif' },
  lora: { name: 'Lora', kind: 'serif' },
  'source-serif-4': { name: 'Source Serif 4', kind: 'serif' },
  'playfair-display': { name: 'Playfair Display', kind: 'serif' },
};

const GENERIC = {
  sans: 'ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, serif',
} as const;

/** A family's font stack: its loaded file (with its metric-adjusted fallback), then the system's. */
export function fontStack(family: FontFamily): string {
  return `var(--font-${family}), ${GENERIC[FONTS[family].kind]}`;
}
