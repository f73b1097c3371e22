import { getMessages, getTranslations } from 'next-intl/server';
import { priceSliderFor } from '@/domain/search/price-slider';
import { activeFilterCount, cityParam, ROOM_KEYS, type RoomKey, type SearchQuery } from '@/domain/search/search-query';
import type { AppLocale } from '@/i18n/routing';
import type { CityOption, TypeOption } from '@/lib/catalogue/search-options';
import type { Site } from '@/domain/content/schema';
import { Icon } from '../layout/icons';
import { AutoSubmitForm, CountedSubmit } from './auto-submit-form';
import { ClientTexts } from '../i18n/client-texts';
import { LazyListPriceRange } from './list-price-range-lazy';

/** The home box's texts the price slider reads. */
const PRICE_TEXTS = ['price', 'priceMin', 'priceMax', 'priceHint', 'noMaximum'] as const;

const ROOM_CHOICES = [1, 2, 3, 4, 5];

type Props = {
  locale: AppLocale;
  goal: 0 | 1;
  basePath: string;
  query: SearchQuery;
  cities: CityOption[];
  types: TypeOption[];
  settings: Site['searchFilter'];
  /** How many properties the current filters find (the apply button says it). */
  total: number;
};

/**
 * The filters of a list page as a plain GET form (works without JavaScript; the list page then
 * redirects to the canonical address). Wide screens show it beside the results and apply each
 * change at once. Below `lg` it folds away behind "Filters", which opens it as a sheet over the
 * page: the visitor chooses several filters, the apply button counts what they find
 * (auto-submit-form.tsx), and one press shows them. Escape or ✕ closes it; the page behind does
 * not scroll (globals.css) and the focus stays inside (DisclosureCloser).
 */
export async function FilterPanel({ locale, goal, basePath, query, cities, types, settings, total }: Props) {
  const t = await getTranslations({ locale, namespace: 'SearchFilters' });
  const tBox = await getTranslations({ locale, namespace: 'SearchBox' });
  const chosenCities = new Set(query.cities.map(cityParam));
  // A city from the address that has no property left is still shown, so it can be unticked.
  const cityList = [
    ...cities,
    ...query.cities
      .filter((c) => !cities.some((o) => o.value === cityParam(c)))
      .map((c) => ({ value: cityParam(c), name: c.name, zip: c.zip, count: 0 })),
  ];
  const typeList = [
    ...types,
    ...query.types.filter((v) => !types.some((o) => o.value === v)).map((v) => ({ value: v, name: String(v) })),
  ];
  // The list offers every room count of the specification; the settings only trim the home box.
  const rooms: readonly RoomKey[] = ROOM_KEYS;
  const count = activeFilterCount(query);
  const slider = priceSliderFor(goal);
  const { SearchBox: box } = await getMessages({ locale });
  const priceTexts = Object.fromEntries(PRICE_TEXTS.map((key) => [key, box[key]]));
  const legend = 'mb-2 block text-sm font-semibold';
  const heading = (
    <>
      {t('title')} <span className="font-normal text-muted">({t('activeCount', { count })})</span>
    </>
  );
  return (
    <details
      // Wide screens always show the filters: the folded part is forced visible where the browser
      // can style it (::details-content); elsewhere the "Filters" toggle simply stays.
      className="group rounded-xl border border-line bg-white lg:[&::details-content]:[content-visibility:visible] lg:supports-[selector(::details-content)]:border-0 lg:supports-[selector(::details-content)]:bg-transparent"
      data-disclosure
      data-filter-sheet
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold group-open:max-lg:fixed group-open:max-lg:right-2 group-open:max-lg:top-2 group-open:max-lg:z-[1260] group-open:max-lg:px-3 lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <span className="group-open:max-lg:hidden">{heading}</span>
        <span className="sr-only hidden group-open:max-lg:inline">{t('close')}</span>
        <span aria-hidden="true" className="group-open:max-lg:hidden">
          ▾
        </span>
        <Icon name="close" className="hidden h-6 w-6 group-open:max-lg:block" />
      </summary>
      <div className="max-lg:fixed max-lg:inset-0 max-lg:z-[1250] max-lg:flex max-lg:flex-col max-lg:bg-white">
        <p
          className="flex h-16 shrink-0 items-center gap-1.5 border-b border-line px-4 pr-16 text-lg font-semibold lg:hidden"
          aria-hidden="true"
        >
          {heading}
        </p>
        <AutoSubmitForm
          action={basePath}
          goal={goal}
          label={t('title')}
          pendingText={t('updating')}
          countUrl={`/api/search/count?locale=${locale}&goal=${goal}`}
          className="space-y-5 p-4 max-lg:flex-1 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:pb-0 lg:supports-[selector(::details-content)]:p-0"
        >
          <h2 className="hidden text-xl font-semibold lg:supports-[selector(::details-content)]:block">{t('title')}</h2>
          {query.sort !== 'newest' && <input type="hidden" name="sort" value={query.sort} />}
          {query.view === 'map' && <input type="hidden" name="view" value="map" />}
          <div>
            <label htmlFor="filter-search" className={legend}>
              {tBox('search')}
            </label>
            <input
              id="filter-search"
              name="search"
              type="search"
              maxLength={100}
              defaultValue={query.search ?? ''}
              className="field"
            />
          </div>
          {settings.showTypes && typeList.length > 0 && (
            <fieldset>
              <legend className={legend}>{tBox('types')}</legend>
              <ul className="space-y-1">
                {typeList.map((type) => (
                  <li key={type.value}>
                    <label className="flex min-h-8 items-center gap-2">
                      <input
                        type="checkbox"
                        name="type"
                        value={type.value}
                        defaultChecked={query.types.includes(type.value)}
                        className="h-4 w-4 accent-brand"
                      />
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
              <ul
                className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-line bg-white p-2"
                tabIndex={-1}
              >
                {cityList.map((city) => (
                  <li key={city.value}>
                    <label className="flex min-h-8 items-center gap-2 capitalize">
                      <input
                        type="checkbox"
                        name="city"
                        value={city.value}
                        defaultChecked={chosenCities.has(city.value)}
                        className="h-4 w-4 accent-brand"
                      />
                      <span className="flex-1">{city.name}</span>
                      <span className="text-sm text-muted">{city.count}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {settings.showPrice && (
            <div>
              <ClientTexts locale={locale} messages={{ SearchBox: priceTexts }}>
                <LazyListPriceRange
                  goal={goal}
                  initial={{ min: query.price?.min ?? slider.min, max: query.price?.max ?? slider.max }}
                  fieldLabels={{ min: t('priceMin'), max: t('priceMax') }}
                />
              </ClientTexts>
            </div>
          )}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            {rooms.map((key) => {
              const value = query[key];
              const choices = value && !ROOM_CHOICES.includes(value) ? [...ROOM_CHOICES, value] : ROOM_CHOICES;
              return (
                <div key={key} className="lg:flex lg:items-center lg:justify-between lg:gap-2">
                  <label htmlFor={`filter-${key}`} className="mb-1 block text-sm font-semibold lg:mb-0">
                    {tBox(`roomNames.${key}`)}
                  </label>
                  <select
                    id={`filter-${key}`}
                    name={key}
                    defaultValue={value ? String(value) : ''}
                    className="field py-2 lg:w-40"
                  >
                    <option value="">{t('any')}</option>
                    {choices.map((n) => (
                      <option key={n} value={n}>
                        {t('atLeast', { count: String(n) })}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
          <div className="flex flex-wrap items-center gap-3 max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:flex-nowrap max-lg:border-t max-lg:border-line max-lg:bg-white max-lg:p-4">
            {count > 0 && (
              <a
                href={basePath + (query.view === 'map' ? '?view=map' : '')}
                className="btn btn-ghost shrink-0 lg:hidden"
              >
                {t('reset')}
              </a>
            )}
            <CountedSubmit
              initial={t('showCount', { count: total })}
              wide={t('apply')}
              className="btn btn-primary max-lg:flex-1"
            />
          </div>
        </AutoSubmitForm>
      </div>
    </details>
  );
}
