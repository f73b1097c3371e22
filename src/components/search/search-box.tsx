'use client';

import { useRouter } from 'next/navigation';
import { useTexts } from '@/components/i18n/client-texts';
import { useId, useState, type FormEvent } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { priceSliderFor, type PriceBounds } from '@/domain/search/price-slider';
import { boxSearchHref, type BoxState } from '@/domain/search/search-box';
import type { RoomKey } from '@/domain/search/search-query';
import { Icon } from '../layout/icons';
import { MultiSelect } from './multi-select';
import { PriceRange } from './price-range';
import { RoomCounter } from './room-counter';

export type BoxOption = { value: string; label: string };
export type SearchBoxProps = {
  /** The sale and rent list paths of the page's language. */
  paths: Record<0 | 1, string>;
  cities: Record<0 | 1, BoxOption[]>;
  types: Record<0 | 1, BoxOption[]>;
  rooms: readonly RoomKey[];
  show: { types: boolean; cities: boolean; price: boolean };
  /** Where the visitor lands: a real navigation, or a test's spy. */
  onNavigate?: (href: string) => void;
};

function fullRange(goal: 0 | 1): PriceBounds {
  const range = priceSliderFor(goal);
  return { min: range.min, max: range.max };
}

/**
 * The home (and 404) search box: goal, free text, cities and types, price range and room counts.
 * Submitting goes to the sale or rent list with exactly the specification's query (section 7).
 */
export function SearchBox({ paths, cities, types, rooms, show, onNavigate }: SearchBoxProps) {
  const t = useTexts('SearchBox');
  const router = useRouter();
  const id = useId();
  const [state, setState] = useState<BoxState>({
    goal: 0,
    search: '',
    cities: [],
    types: [],
    price: fullRange(0),
    rooms: {},
  });
  const goal = state.goal;

  function setGoal(next: 0 | 1) {
    // Another goal has other cities and another price scale: keep only what still applies.
    setState((s) => ({
      ...s,
      goal: next,
      cities: s.cities.filter((c) => cities[next].some((o) => o.value === c)),
      types: s.types.filter((v) => types[next].some((o) => o.value === v)),
      price: fullRange(next),
    }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = boxSearchHref(paths[goal], state);
    if (onNavigate) onNavigate(href);
    else router.push(href);
  }

  return (
    <form
      method="get"
      action={paths[goal]}
      role="search"
      aria-label={t('label')}
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl bg-white p-4 text-ink shadow-xl md:p-5"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        {/* A name of its own (not one made by React Aria): the same in the server HTML and the live
            box, so that a goal chosen before the box's code came is carried over (islands). */}
        <RadioGroup
          name="goal"
          value={String(goal)}
          onChange={(v) => setGoal(v === '1' ? 1 : 0)}
          orientation="horizontal"
          className="flex flex-col gap-1"
        >
          <Label className="text-sm font-semibold">{t('goal')}</Label>
          <div className="flex rounded-full border border-line p-1">
            {([0, 1] as const).map((g) => (
              <Radio
                key={g}
                value={String(g)}
                className="flex min-h-9 cursor-pointer items-center rounded-full px-4 text-sm font-semibold data-[selected]:bg-brand data-[selected]:text-on-brand data-[focus-visible]:ring-4 data-[focus-visible]:ring-focus"
              >
                {g === 1 ? t('rent') : t('sale')}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold">
            {t('search')}
          </label>
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            maxLength={100}
            value={state.search}
            onChange={(e) => setState((s) => ({ ...s, search: e.target.value }))}
            className="field py-2"
          />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {show.cities && (
          <MultiSelect
            label={t('cities')}
            placeholder={t('citiesAll')}
            countText={(count) => t('selected', { count })}
            options={cities[goal].map((o) => ({ id: o.value, label: o.label }))}
            value={state.cities}
            onChange={(v) => setState((s) => ({ ...s, cities: v }))}
            name="city"
          />
        )}
        {show.types && (
          <MultiSelect
            label={t('types')}
            placeholder={t('typesAll')}
            countText={(count) => t('selected', { count })}
            options={types[goal].map((o) => ({ id: o.value, label: o.label }))}
            value={state.types}
            onChange={(v) => setState((s) => ({ ...s, types: v }))}
            name="type"
          />
        )}
      </div>
      {show.price && (
        <PriceRange
          id={`${id}-price`}
          range={priceSliderFor(goal)}
          value={state.price}
          onChange={(price) => setState((s) => ({ ...s, price }))}
        />
      )}
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        {rooms.length > 0 && (
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t('rooms')}</legend>
            {rooms.map((key) => (
              <RoomCounter
                key={key}
                name={key}
                label={t(`roomNames.${key}`)}
                // react-aria adds the field's label: "Fewer Bedrooms".
                decrease={t('decrease')}
                increase={t('increase')}
                value={state.rooms[key] ?? 0}
                max={20}
                onChange={(n) => setState((s) => ({ ...s, rooms: { ...s.rooms, [key]: n } }))}
              />
            ))}
          </fieldset>
        )}
        <button type="submit" className="btn btn-primary md:min-w-40">
          <Icon name="search" />
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
