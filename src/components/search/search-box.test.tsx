// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientTexts } from '../i18n/client-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { SearchBox, type SearchBoxProps } from './search-box';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const props: Omit<SearchBoxProps, 'onNavigate'> = {
  paths: { 0: '/en/for-sale', 1: '/en/for-rent' },
  cities: {
    0: [
      { value: 'wavre|1300', label: 'Wavre (20)' },
      { value: 'nevele|9850', label: 'Nevele (4)' },
      { value: 'gent|9000', label: 'Gent (2)' },
    ],
    1: [{ value: 'wavre|1300', label: 'Wavre (59)' }],
  },
  types: {
    0: [
      { value: '1', label: 'House' },
      { value: '2', label: 'Apartment' },
    ],
    1: [{ value: '2', label: 'Apartment' }],
  },
  rooms: ['bedrooms', 'bathrooms', 'garages'],
  show: { types: true, cities: true, price: true },
};

function setup() {
  const onNavigate = vi.fn<(href: string) => void>();
  const user = userEvent.setup();
  render(
    <ClientTexts locale="en" messages={{ SearchBox: en.SearchBox }}>
      <SearchBox {...props} onNavigate={onNavigate} />
    </ClientTexts>,
  );
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Search' }));
    return onNavigate.mock.calls.at(-1)?.[0];
  };
  return { user, submit, onNavigate };
}

afterEach(cleanup);

describe('SearchBox: submit', () => {
  it('goes to the bare sale list when nothing is chosen', async () => {
    const { submit } = setup();
    expect(await submit()).toBe('/en/for-sale');
  });

  it('switches to the rent list with the goal switch', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(await submit()).toBe('/en/for-rent');
  });
});

describe('SearchBox: typed price inputs (specification section 5)', () => {
  it('accepts digits only and reads them on Enter', async () => {
    const { user, submit } = setup();
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    await user.click(min);
    await user.keyboard('{Control>}a{/Control}25a0.0-0x0');
    expect(min).toHaveProperty('value', '250000');
    await user.keyboard('{Enter}');
    expect(min).toHaveProperty('value', '€250,000');
    expect(await submit()).toBe('/en/for-sale?price=250000-');
  });

  it('reads the value on blur, not on every key stroke', async () => {
    const { user, submit } = setup();
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    await user.click(max);
    await user.keyboard('{Control>}a{/Control}400000');
    const thumbs = screen.getAllByRole('slider');
    expect(thumbs[1]).toHaveProperty('value', '3000000'); // still the old value while typing
    await user.tab();
    expect(thumbs[1]).toHaveProperty('value', '400000');
    expect(await submit()).toBe('/en/for-sale?price=0-400000');
  });

  it('lets backspace and delete edit the amount', async () => {
    const { user } = setup();
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    await user.click(min);
    await user.keyboard('{Control>}a{/Control}12345{Backspace}{Backspace}{ArrowLeft}{ArrowLeft}{Delete}');
    expect(min).toHaveProperty('value', '13');
  });

  it('resets a minimum at or above the maximum to the slider minimum', async () => {
    const { user, submit } = setup();
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    await user.click(max);
    await user.keyboard('{Control>}a{/Control}300000{Enter}');
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    await user.click(min);
    await user.keyboard('{Control>}a{/Control}300000{Enter}');
    expect(min).toHaveProperty('value', '€0');
    expect(await submit()).toBe('/en/for-sale?price=0-300000');
  });

  it('resets a maximum at or below the minimum, or at or above the top, to the slider maximum ("+")', async () => {
    const { user, submit } = setup();
    const min = screen.getByRole('textbox', { name: 'Minimum price' });
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    await user.click(min);
    await user.keyboard('{Control>}a{/Control}200000{Enter}');
    await user.click(max);
    await user.keyboard('{Control>}a{/Control}150000{Enter}');
    expect(max).toHaveProperty('value', '€3,000,000+');
    await user.keyboard('{Control>}a{/Control}9000000{Enter}');
    expect(max).toHaveProperty('value', '€3,000,000+');
    expect(await submit()).toBe('/en/for-sale?price=200000-');
  });

  it('uses the rent range: 0 to 2.000 by 100', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    const max = screen.getByRole('textbox', { name: 'Maximum price' });
    expect(max).toHaveProperty('value', '€2,000+');
    await user.click(max);
    await user.keyboard('{Control>}a{/Control}840{Enter}');
    expect(max).toHaveProperty('value', '€800');
    expect(await submit()).toBe('/en/for-rent?price=0-800');
  });
});

describe('SearchBox: slider keyboard', () => {
  it('moves the handles by their step with the arrow keys; min never passes max', async () => {
    const { user, submit } = setup();
    const [minThumb, maxThumb] = screen.getAllByRole('slider');
    await user.click(screen.getByRole('textbox', { name: 'Maximum price' }));
    await user.keyboard('{Control>}a{/Control}3000{Enter}');
    minThumb!.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(minThumb).toHaveProperty('value', '2000');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(Number((minThumb as HTMLInputElement).value)).toBeLessThanOrEqual(
      Number((maxThumb as HTMLInputElement).value),
    );
    maxThumb!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(Number((maxThumb as HTMLInputElement).value)).toBeGreaterThanOrEqual(
      Number((minThumb as HTMLInputElement).value),
    );
    expect(await submit()).toMatch(/^\/en\/for-sale\?price=\d+-\d+$/);
  });
});

// happy-dom does not move focus into react-aria's popover, so choosing options with the arrows
// and Space is checked in a real browser (tests/e2e/search-home.spec.ts); here: opening, closing
// and what a choice does.
describe('SearchBox: multi-selects', () => {
  it.each([' ', '{Enter}', '{ArrowDown}'])('open from the keyboard with %s and close with Escape', async (key) => {
    const { user } = setup();
    const trigger = screen.getByRole('button', { name: /City/ });
    trigger.focus();
    await user.keyboard(key);
    const list = await screen.findByRole('listbox');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wavre (20)', 'Nevele (4)', 'Gent (2)']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles several cities, shows how many, and sends each', async () => {
    const { user, submit } = setup();
    const trigger = screen.getByRole('button', { name: /City/ });
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Wavre (20)' }));
    await user.click(screen.getByRole('option', { name: 'Gent (2)' }));
    await user.click(screen.getByRole('option', { name: 'Nevele (4)' }));
    await user.click(screen.getByRole('option', { name: 'Nevele (4)' })); // off again
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    await user.keyboard('{Escape}');
    expect(trigger.textContent).toContain('2 selected');
    expect(await submit()).toBe('/en/for-sale?city=wavre%7C1300&city=gent%7C9000');
  });

  it('keeps only the choices that still apply when the goal changes', async () => {
    const { user, submit } = setup();
    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'House' }));
    await user.click(screen.getByRole('option', { name: 'Apartment' }));
    await user.keyboard('{Escape}');
    expect(await submit()).toBe('/en/for-sale?type=1&type=2');
    await user.click(screen.getByRole('radio', { name: 'Rent' }));
    expect(await submit()).toBe('/en/for-rent?type=2');
  });
});

describe('SearchBox: room counters', () => {
  it('never go below 0 and send only counts above 0', async () => {
    const { user, submit } = setup();
    const fewer = screen.getByRole('button', { name: 'Fewer Bedrooms' });
    const more = screen.getByRole('button', { name: 'More Bedrooms' });
    await user.click(more);
    await user.click(more);
    await user.click(fewer);
    await user.click(screen.getByRole('button', { name: 'More Garages' }));
    expect(await submit()).toBe('/en/for-sale?bedrooms=1&garages=1');
    await user.click(fewer);
    await user.click(fewer);
    expect(screen.getByRole('textbox', { name: 'Bedrooms' })).toHaveProperty('value', '0');
    expect(await submit()).toBe('/en/for-sale?garages=1');
  });
});
