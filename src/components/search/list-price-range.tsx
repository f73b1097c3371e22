'use client';

import { useEffect, useRef, useState } from 'react';
import { priceSliderFor, type PriceBounds } from '@/domain/search/price-slider';
import { PriceRange } from './price-range';

type Props = { goal: 0 | 1; initial: PriceBounds; fieldLabels: { min: string; max: string } };

/**
 * A list's price filter: the home box's slider and typed amounts (specification section 5). Its
 * typed fields carry the names a plain form sends; a settled span tells the filter form with a
 * change event, as a ticked box does (auto-submit-form.tsx applies it, or counts it on a phone).
 */
export function ListPriceRange({ goal, initial, fieldLabels }: Props) {
  const [value, setValue] = useState(initial);
  const [settled, setSettled] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  // After the render that wrote the new amounts into the fields, so the form reads them.
  useEffect(() => {
    if (settled > 0) ref.current?.dispatchEvent(new Event('change', { bubbles: true }));
  }, [settled]);
  return (
    <div ref={ref}>
      <PriceRange
        id="filter-price"
        range={priceSliderFor(goal)}
        value={value}
        onChange={setValue}
        onSettle={() => setSettled((n) => n + 1)}
        fieldLabels={fieldLabels}
      />
    </div>
  );
}
