import { getTranslations } from 'next-intl/server';
import { activeFilterCount, cityParam, ROOM_KEYS, type RoomKey, type SearchQuery } from '@/domain/search-query';
import { PRICE_MAX_FIELD, PRICE_MIN_FIELD } from '@/domain/search-form';
import type { AppLocale } from '@/i18n/routing';
import type { CityOption, TypeOption } from '@/lib/catalogue/search-options';
import type { Site } from '@/lib/content/schema';
import { AutoSubmitForm } from './auto-submit-form';

const ROOM_CHOICES = [1, 2, 3, 4, 5];

type Props = {
  locale: AppLocale;
  goal: 0 | 1;
  basePath: string;
  query: SearchQuery;
  cities: CityOption[];
  types: TypeOption[];
  settings: Site['searchFilter'];
};

/**
 * The filters of a list page as a plain GET form (works without JavaScript; the list page then
 * redirects to the canonical address). On small screens it folds away behind "Filters".
 */
export async function FilterPanel({ locale, goal, basePath, query, cities, types, settings }: Props) {
  const t = await getTranslations({ locale, namespace: 'SearchFilters' });
  const tBox = await getTranslations({ locale, namespace: 'SearchBox' });
  const chosenCities = new Set(query.cities.map(cityParam));
  // A city from the address that has no property left is still shown, so it can be unticked.
  const cityList = [...cities, ...query.cities.filter((c) => !cities.some((o) => o.value === cityParam(c))).map((c) => ({ value: cityParam(c), name: c.name, zip: c.zip, count: 0 }))];
  const typeList = [...types, ...query.types.filter((v) => !types.some((o) => o.value === v)).map((v) => ({ value: v, name: String(v) }))];
  // The list offers every room count of the specification; the settings only trim the home box.
  const rooms: readonly RoomKey[] = ROOM_KEYS;
  const count = activeFilterCount(query);
  const legend = 'mb-2 block text-sm font-semibold';
  return (
    <details
      // Wide screens always show the filters: the folded part is forced visible where the browser
      // can style it (::details-content); elsewhere the "Filters" toggle simply stays.
      className="group rounded-xl border border-line bg-white lg:[&::details-content]:[content-visibility:visible] lg:supports-[selector(::details-content)]:border-0 lg:supports-[selector(::details-content)]:bg-transparent"
    >
      <summary className="flex min-h-12 cursor-pointer items-center justify-between px-4 font-semibold lg:supports-[selector(::details-content)]:hidden">
        <span>
          {t('title')} <span className="font-normal text-muted">({t('activeCount', { count })})</span>
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">▾</span>
      </summary>
      <AutoSubmitForm action={basePath} goal={goal} label={t('title')} pendingText={t('updating')} className="space-y-5 p-4 lg:supports-[selector(::details-content)]:p-0">
        <h2 className="hidden text-xl font-semibold lg:supports-[selector(::details-content)]:block">{t('title')}</h2>
        {query.sort !== 'newest' && <input type="hidden" name="sort" value={query.sort} />}
        {query.view === 'map' && <input type="hidden" name="view" value="map" />}
        <div>
          <label htmlFor="filter-search" className={legend}>{tBox('search')}</label>
          <input id="filter-search" name="search" type="search" maxLength={100} defaultValue={query.search ?? ''} className="field" />
        </div>
        {settings.showTypes && typeList.length > 0 && (
          <fieldset>
            <legend className={legend}>{tBox('types')}</legend>
            <ul className="space-y-1">
              {typeList.map((type) => (
                <li key={type.value}>
                  <label className="flex min-h-8 items-center gap-2">
                    <input type="checkbox" name="type" value={type.value} defaultChecked={query.types.includes(type.value)} className="h-4 w-4 accent-brand" />
                    {type.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {settings.showCities && cityList.length > 0 && (
          <fieldset>
            <legend className={legend}>{tBox('cities')}</legend>
            <ul className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-line bg-white p-2" tabIndex={-1}>
              {cityList.map((city) => (
                <li key={city.value}>
                  <label className="flex min-h-8 items-center gap-2 capitalize">
                    <input type="checkbox" name="city" value={city.value} defaultChecked={chosenCities.has(city.value)} className="h-4 w-4 accent-brand" />
                    <span className="flex-1">{city.name}</span>
                    <span className="text-sm text-muted">{city.count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {settings.showPrice && (
          <fieldset>
            <legend className={legend}>{tBox('price')}</legend>
            <div className="grid grid-cols-2 gap-2">
              <label className="text-sm">
                {t('priceMin')}
                <input name={PRICE_MIN_FIELD} inputMode="numeric" autoComplete="off" pattern="[0-9 .]*" defaultValue={query.price && query.price.min > 0 ? String(query.price.min) : ''} className="field mt-1" aria-describedby="filter-price-hint" />
              </label>
              <label className="text-sm">
                {t('priceMax')}
                <input name={PRICE_MAX_FIELD} inputMode="numeric" autoComplete="off" pattern="[0-9 .]*" defaultValue={query.price?.max != null ? String(query.price.max) : ''} className="field mt-1" aria-describedby="filter-price-hint" />
              </label>
            </div>
            <p id="filter-price-hint" className="mt-1 text-xs text-muted">{t('priceHint')}</p>
          </fieldset>
        )}
        <div className="grid grid-cols-2 gap-3">
          {rooms.map((key) => {
            const value = query[key];
            const choices = value && !ROOM_CHOICES.includes(value) ? [...ROOM_CHOICES, value] : ROOM_CHOICES;
            return (
              <div key={key}>
                <label htmlFor={`filter-${key}`} className="mb-1 block text-sm font-semibold">{tBox(`roomNames.${key}`)}</label>
                <select id={`filter-${key}`} name={key} defaultValue={value ? String(value) : ''} className="field py-2">
                  <option value="">{t('any')}</option>
                  {choices.map((n) => (
                    <option key={n} value={n}>{t('atLeast', { count: String(n) })}</option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn btn-primary">{t('apply')}</button>
        </div>
      </AutoSubmitForm>
    </details>
  );
}
