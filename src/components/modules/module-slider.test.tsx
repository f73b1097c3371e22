// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { ClientTexts } from '../i18n/client-texts';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { ModuleSlider } from './module-slider';
import { showsArrows } from './slider-arrows';

afterEach(cleanup);

function slider(slides: string[], perView = 1) {
  render(
    <ClientTexts locale="en" messages={{ Modules: en.Modules }}>
      <ModuleSlider label="Reviews" perView={perView}>
        {slides.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </ModuleSlider>
    </ClientTexts>,
  );
}

describe('a slider shows its arrows only when there is something to slide to (issue 44)', () => {
  it('decides by the slides and where it can go', () => {
    expect(showsArrows(0, { prev: false, next: false })).toBe(false);
    expect(showsArrows(1, { prev: false, next: true })).toBe(false);
    expect(showsArrows(3, { prev: false, next: false })).toBe(false);
    expect(showsArrows(3, { prev: false, next: true })).toBe(true);
    expect(showsArrows(3, { prev: true, next: false })).toBe(true);
  });

  it('an empty slider and one of a single slide have no buttons; one of three has both', () => {
    slider([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    cleanup();
    slider(['Very happy']);
    expect(screen.queryAllByRole('button')).toEqual([]);
    cleanup();
    slider(['One', 'Two', 'Three']);
    expect(screen.getByRole('button', { name: en.Modules.previous })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.Modules.next })).toBeTruthy();
  });
});
