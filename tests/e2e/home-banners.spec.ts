import type { Locator, Page } from '@playwright/test';
import { expect, test } from './variant-server';

/**
 * The home banner in each of its four types (specification section 2, issue 6). The image banner is
 * the demo content; the three others run on a variant server whose site.json has the type switched.
 */
const hero = (page: Page) => page.locator('section.home-hero');
const slides = (page: Page) => hero(page).locator('[aria-roledescription="carousel"] > div');

/**
 * Clicks until the button shows `after`. The banner hydrates on the visitor's first activity
 * (decision 009): a click before that may take effect only once React replays it, so an attempt
 * that finds `after` already shown is done rather than clicking again.
 */
async function press(button: Locator, before: string, after: string) {
  await expect(async () => {
    if ((await button.innerText()).trim() === before) await button.click({ timeout: 1000 });
    await expect(button).toHaveText(after, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** Index of the slide a visitor sees: opaque and not inert; every other slide is hidden and inert. */
async function visibleSlide(page: Page): Promise<number> {
  return slides(page).evaluateAll((nodes) => {
    const shown = nodes.flatMap((n, i) =>
      getComputedStyle(n).opacity === '1' && !(n as HTMLElement).inert ? [i] : [],
    );
    const hidden = nodes.filter((n) => (n as HTMLElement).inert && n.getAttribute('aria-hidden') === 'true');
    return shown.length === 1 && hidden.length === nodes.length - 1 ? shown[0]! : -1;
  });
}

/**
 * Autoplay: with the page clock paused, restarting the slideshow (pause, play) starts its interval
 * at a known time; the next slide shows after 6 s, fading in 500 ms.
 */
async function expectAutoplay(page: Page) {
  await page.clock.install();
  await page.goto('/nl/');
  const button = hero(page).getByRole('button', { name: /^(Pauzeren|Afspelen)$/ });
  await press(button, 'Pauzeren', 'Afspelen');
  await page.clock.pauseAt(Date.now() + 1000);
  const first = await visibleSlide(page);
  const count = await slides(page).count();
  expect(first).toBeGreaterThanOrEqual(0);
  await page.clock.runFor(10_000);
  expect(await visibleSlide(page), 'paused: no change').toBe(first);
  await press(button, 'Afspelen', 'Pauzeren');
  await page.waitForTimeout(300); // the effect that starts the interval runs after the render
  await page.clock.runFor(5_900);
  expect(await visibleSlide(page)).toBe(first);
  await page.clock.runFor(100);
  const second = (first + 1) % count;
  await expect.poll(() => visibleSlide(page)).toBe(second);
  await expect(slides(page).nth(second)).toHaveCSS('transition-duration', '0.5s');
  await expect(slides(page).nth(second)).toHaveCSS('transition-property', /opacity/);
  await page.clock.runFor(6_000);
  await expect.poll(() => visibleSlide(page)).toBe((second + 1) % count);
}

async function expectNoAutoplayWhenReducedMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/nl/');
  await expect(hero(page).getByRole('button', { name: 'Afspelen' })).toBeVisible();
  await page.clock.runFor(30_000);
  expect(await visibleSlide(page)).toBe(0);
}

test.describe('home banner: image (demo content)', () => {
  test('one picture, loaded first at the right size, is the largest paint without layout shift', async ({ page }) => {
    await page.goto('/nl/');
    const images = hero(page).locator('img');
    await expect(images).toHaveCount(1);
    const image = images.first();
    await expect(image).toHaveAttribute('alt', 'Huizen langs de Leie in Deinze');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('sizes', '100vw');
    // Preloaded in the head (Next.js priority), so the browser asks for it before the body.
    await expect(page.locator('head link[rel="preload"][as="image"][imagesrcset*="/demo/banner-01-"]')).toHaveCount(1);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // 1280 px wide at density 1: the 1360 file, not the 1920 one.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/demo\/banner-01-1360\.webp$/);
    const metrics = await page.evaluate(
      () =>
        new Promise<{ lcp: string; cls: number }>((resolve) => {
          let lcp = '';
          let cls = 0;
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
            lcp = last.element
              ? `${last.element.tagName}:${last.element.closest('.home-hero') ? 'hero' : 'elsewhere'}`
              : '';
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ lcp, cls }), 500);
        }),
    );
    expect(metrics.lcp).toBe('IMG:hero');
    expect(metrics.cls).toBeLessThan(0.05);
  });

  test('the banner carries the title, the description and the search box', async ({ page }) => {
    await page.goto('/fr/');
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText('Chez vous au pays de la Lys');
    await expect(hero(page)).toContainText('Votre agent immobilier à Deinze et environs depuis plus de 25 ans.');
    await expect(hero(page).getByRole('search')).toBeVisible();
    await expect(hero(page).getByRole('group', { name: 'À la une' })).toHaveCount(0);
  });
});

test.describe('home banner: gallery slideshow', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'gallery' });

  test('shows the four gallery pictures, the first at once with priority, the others lazily', async ({ page }) => {
    await page.goto('/nl/');
    await expect(hero(page).getByRole('group', { name: 'Uitgelicht' })).toBeVisible();
    await expect(slides(page)).toHaveCount(4);
    expect(await visibleSlide(page)).toBe(0);
    const images = slides(page).locator('img');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(0)).toHaveAttribute('src', /\/demo\/banner-01-/);
    for (const i of [1, 2, 3]) {
      await expect(images.nth(i)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(i)).toHaveAttribute('src', new RegExp(`/demo/banner-0${i + 1}-`));
    }
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText('Thuis in de Leiestreek');
  });

  test('plays by itself: the next picture after 6 s with a 500 ms fade; the button pauses it', async ({ page }) => {
    await expectAutoplay(page);
  });

  test('does not play by itself for a visitor who prefers reduced motion', async ({ page }) => {
    await expectNoAutoplayWhenReducedMotion(page);
  });
});

test.describe('home banner: video', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'video' });
  const video = (page: Page) => hero(page).locator('video');

  test('plays the muted video inline and in a loop over its poster; the button pauses it', async ({ page }) => {
    await page.goto('/en/');
    await expect(video(page)).toHaveCount(1);
    await expect(video(page)).toHaveAttribute('src', '/demo/banner-video.webm');
    await expect(video(page)).toHaveAttribute('poster', '/demo/banner-01-1360.webp');
    await expect(video(page)).toHaveAttribute('playsinline', '');
    await expect(video(page)).toHaveAttribute('loop', '');
    await expect(page.locator('head link[rel="preload"][as="image"][href="/demo/banner-01-1360.webp"]')).toHaveCount(1);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2), { timeout: 10_000 })
      .toBe(true);
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText('At home in the Leie region');
    const button = hero(page).getByRole('button', { name: 'Pause' });
    await button.click();
    await expect(hero(page).getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('stays still on its poster for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/');
    await expect(hero(page).getByRole('button', { name: 'Play' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await video(page).evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({
      paused: true,
      time: 0,
    });
    await hero(page).getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });
});

test.describe('home banner: property slideshow', () => {
  test.describe.configure({ mode: 'default' });
  test.use({ variant: 'properties' });

  test('shows available properties, each linking to its page; only the visible one takes clicks', async ({ page }) => {
    await page.goto('/nl/');
    const count = await slides(page).count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(6);
    const links = slides(page).getByRole('link', { includeHidden: true });
    await expect(links).toHaveCount(count);
    for (const href of await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))) {
      expect(href).toMatch(/^\/nl\/(te-koop|te-huur|projecten)\/[^/]+\/[^/]+\/\d+\/(\d+\/)?$/);
    }
    // The visible card is the only link a visitor can reach.
    const visible = hero(page)
      .getByRole('link')
      .filter({ has: page.locator('strong') });
    await expect(visible).toHaveCount(1);
    const title = (await visible.locator('strong').innerText()).trim();
    const href = await visible.getAttribute('href');
    expect(href).toBe(await links.first().getAttribute('href'));
    await expect(visible).toContainText(/€ [\d.]+/);
    await visible.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });

  test('moves to the next property after 6 s with a 500 ms fade; the button pauses it', async ({ page }) => {
    await expectAutoplay(page);
  });

  test('does not move by itself for a visitor who prefers reduced motion', async ({ page }) => {
    await expectNoAutoplayWhenReducedMotion(page);
  });
});
