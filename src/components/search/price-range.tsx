'use client';

import { useTexts, useTextsLocale } from '@/components/i18n/client-texts';
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatPrice } from '@/domain/property/money';
import { commitMax, commitMin, sliderMaxLabel, type PriceBounds, type SliderRange } from '@/domain/search/price-slider';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD } from '@/domain/search/search-form';
import { PriceInput } from './price-input';

type Props = {
  id: string;
  range: SliderRange;
  value: PriceBounds;
  onChange: (value: PriceBounds) => void;
  /** A span the visitor settled on: a handle let go, or an amount typed and entered. */
  onSettle?: () => void;
  /** Names of the typed fields, when they differ from the handles' (the lists' "From (€)"). */
  fieldLabels?: { min: string; max: string };
};

/** Shown price: `€ 3.000.000+` at the top of the slider (in the page's language), which means "no upper bound". */
function priceLabel(amount: number, range: SliderRange, locale: string): string {
  return sliderMaxLabel(amount, range) ? `${formatPrice(range.max, locale)}+` : formatPrice(amount, locale);
}

/**
 * Two-handle price slider with typed labels (specification sections 5 and 9). The handles move by
 * the step with the arrow keys and never cross; typed amounts follow the reset rules of
 * domain/search/price-slider.
 */
export function PriceRange({ id, range, value, onChange, onSettle, fieldLabels }: Props) {
  const t = useTexts('SearchBox');
  const locale = useTextsLocale();
  const thumb =
    'top-1/2 h-6 w-6 rounded-full border-2 border-brand bg-white shadow outline-none data-[dragging]:bg-brand-light data-[focus-visible]:ring-4 data-[focus-visible]:ring-focus';
  return (
    <div className="space-y-2">
      <Slider
        value={[value.min, value.max]}
        minValue={range.min}
        maxValue={range.max}
        step={range.step}
        onChange={(v) => {
          const [min = range.min, max = range.max] = Array.isArray(v) ? v : [v, value.max];
          onChange({ min, max });
        }}
        onChangeEnd={() => onSettle?.()}
        className="space-y-2"
      >
        <div className="flex items-baseline justify-between gap-2">
          <Label className="text-sm font-semibold">{t('price')}</Label>
          <SliderOutput className="text-sm text-muted" aria-live="off">
            {() => `${priceLabel(value.min, range, locale)} – ${priceLabel(value.max, range, locale)}`}
          </SliderOutput>
        </div>
        <SliderTrack className="relative mx-3 h-6">
          {({ state }) => (
            <>
              <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-line" />
              <div
                className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand"
                style={{
                  left: `${state.getThumbPercent(0) * 100}%`,
                  width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                }}
              />
              {/* React Aria writes aria-describedby="" and aria-details="" (not valid HTML) on a
                  thumb that has none: both point to the hint on how to move it. */}
              <SliderThumb
                index={0}
                aria-label={t('priceMin')}
                aria-describedby={`${id}-hint`}
                aria-details={`${id}-hint`}
                className={thumb}
              />
              <SliderThumb
                index={1}
                aria-label={t('priceMax')}
                aria-describedby={`${id}-hint`}
                aria-details={`${id}-hint`}
                className={thumb}
              />
            </>
          )}
        </SliderTrack>
      </Slider>
      <div className="grid grid-cols-2 gap-2">
        <PriceInput
          id={`${id}-min`}
          name={PRICE_MIN_FIELD}
          label={fieldLabels?.min ?? t('priceMin')}
          display={priceLabel(value.min, range, locale)}
          describedBy={`${id}-hint`}
          onCommit={(typed) => {
            onChange(commitMin(typed, value, range));
            onSettle?.();
          }}
        />
        <PriceInput
          id={`${id}-max`}
          name={PRICE_MAX_FIELD}
          label={fieldLabels?.max ?? t('priceMax')}
          display={priceLabel(value.max, range, locale)}
          describedBy={`${id}-hint`}
          onCommit={(typed) => {
            onChange(commitMax(typed, value, range));
            onSettle?.();
          }}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('priceHint')}
        {sliderMaxLabel(value.max, range) && <span className="sr-only"> {t('noMaximum')}</span>}
      </p>
    </div>
  );
}
