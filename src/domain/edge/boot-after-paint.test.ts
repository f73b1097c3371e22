// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootAfterPaint, PHOTO_GRACE_MS } from './boot-after-paint';
import { PAINTED_FIRST } from './painted-first';

const NONCE = 'abc123==';
/** A page as Next.js writes it: a preload and async chunks in the head, one more at the end of the body. */
const PAGE = [
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/files/p/ab/x-600.webp" as="image"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/runtime.js"/>`,
  `<script src="/_next/static/chunks/react.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/page.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
  '<script src="https://tracker.example/t.js" async=""></script>',
  '</head><body><main><h1>Te koop</h1></main>',
  `<script>self.__next_f.push([1,"x"])</script>`,
  `<script src="/_next/static/chunks/runtime.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

const loaderOf = (html: string) => /<script nonce="([^"]+)">(\(function\(s\)[\s\S]*?)<\/script>/.exec(html);

describe('the page scripts are asked for once the page has painted (issue 45)', () => {
  it('takes every Next.js chunk out of the page, once each and in order, into one loader with the page nonce', () => {
    const html = bootAfterPaint(PAGE, NONCE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|page|runtime)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    const loader = loaderOf(html);
    expect(loader?.[1]).toBe(NONCE);
    expect(loader?.[2]).toContain(
      '["/_next/static/chunks/runtime.js","/_next/static/chunks/react.js","/_next/static/chunks/page.js"]',
    );
    // In the head, before anything of the body.
    expect(html.indexOf('(function(s)')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves alone what is not a chunk to load later: styles, photos, old-browser scripts, inline data, other sites', () => {
    const html = bootAfterPaint(PAGE, NONCE);
    expect(html).toContain('href="/_next/static/chunks/a.css"');
    expect(html).toContain('<link rel="preload" href="/files/p/ab/x-600.webp" as="image"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(html).toContain('<script src="https://tracker.example/t.js" async=""></script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html).toContain('<h1>Te koop</h1>');
  });

  it('returns a page without chunks, or without a head, as it was', () => {
    const plain = '<html><head><title>x</title></head><body>ok</body></html>';
    expect(bootAfterPaint(plain, NONCE)).toBe(plain);
    expect(bootAfterPaint('{"ok":true}', NONCE)).toBe('{"ok":true}');
  });

  it('writes a list that cannot close its script element', () => {
    const odd = PAGE.replace('/_next/static/chunks/page.js', '/_next/static/chunks/<!--page.js');
    expect(loaderOf(bootAfterPaint(odd, NONCE))?.[2]).toContain('"/_next/static/chunks/\\u003c!--page.js"');
  });
});

describe('the loader in a browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
    delete (window as { __vitrine?: unknown }).__vitrine;
  });

  /** The browser's paint reports, as Chromium gives them (`PerformanceObserver`), emitted by the test. */
  type Report = (type: string, entries: { name?: string; element?: Element }[]) => void;
  function reportingPaints(types = ['paint', 'largest-contentful-paint']): Report {
    const observers: { type: string; callback: (list: unknown) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = types;
      constructor(private readonly callback: (list: unknown) => void) {}
      observe({ type }: { type: string }) {
        observers.push({ type, callback: this.callback });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (type, entries) => {
      const list = {
        getEntries: () => entries,
        getEntriesByName: (name: string) => entries.filter((e) => e.name === name),
      };
      for (const o of observers) if (o.type === type) o.callback(list);
    };
  }

  /**
   * Runs the loader on a page with `body` (in a browser that reports no paints unless the test
   * stubbed them first); returns the sources of the scripts it added (not fetched here).
   */
  function run(body: string): () => string[] {
    document.body.innerHTML = body;
    // Photos on their way (this DOM loads none).
    for (const img of document.querySelectorAll('img')) Object.defineProperty(img, 'complete', { value: false });
    const added: string[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      added.push((node as unknown as HTMLScriptElement).getAttribute('src') ?? '');
      return node;
    });
    const code = loaderOf(bootAfterPaint(PAGE, NONCE))![2]!;
    new Function(code)();
    return () => added;
  }

  it('keeps for the page code that a person was there, and the buttons pressed (not links)', () => {
    reportingPaints();
    const added = run(
      '<button type="button" id="accept">Accept</button><div data-island><button type="button" id="arrow">→</button></div><a href="/nl/">Home</a>',
    );
    const state = () =>
      (window as unknown as { __vitrine: { active: boolean; presses: Element[]; fields: Element[] } }).__vitrine;
    expect(state()).toEqual({ active: false, presses: [], fields: [] });
    // The browser's own move (a still pointer over a page whose layout changed) is not a person.
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 0, clientY: 0 }));
    expect(state().active).toBe(false);
    expect(added()).toEqual([]);
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 12, clientY: 9, movementX: 12, movementY: 9 }));
    expect(state().active).toBe(true);
    expect(added()).toHaveLength(3);
    for (const id of ['accept', 'arrow']) document.getElementById(id)!.click();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(state().presses.map((b) => b.id)).toEqual(['accept', 'arrow']);
  });

  it('keeps the fields a person changed, each once, in the order of their last change', () => {
    run(
      '<input id="price"><select id="region"><option>a</option><option>b</option></select><textarea id="note"></textarea>',
    );
    const fire = (id: string, type: string) =>
      document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));
    fire('price', 'input');
    fire('region', 'change');
    fire('price', 'input');
    document.body.dispatchEvent(new Event('input', { bubbles: true })); // not a field
    const state = (window as unknown as { __vitrine: { fields: Element[] } }).__vitrine;
    expect(state.fields.map((f) => f.id)).toEqual(['region', 'price']);
    window.dispatchEvent(new Event('load'));
  });

  it('does not take a scroll or a focus the page makes by itself while it loads for a person', () => {
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp"><input id="q">');
    window.dispatchEvent(new Event('scroll'));
    document.getElementById('q')!.focus();
    const state = (window as unknown as { __vitrine: { active: boolean } }).__vitrine;
    expect(state.active).toBe(false);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load')); // (this loader is done: it adds nothing to the next test)
    expect(added()).toHaveLength(3);
  });

  it('adds the scripts at once when the visitor presses a key, and only once', () => {
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp">');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([
      '/_next/static/chunks/runtime.js',
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/page.js',
    ]);
  });

  it('adds them once the first photo has been painted, not when it has only come', () => {
    const report = reportingPaints();
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp"><img src="/files/p/cd/y-600.webp">');
    const [photo, second] = [...document.querySelectorAll('img')];
    photo!.dispatchEvent(new Event('load'));
    report('paint', [{ name: 'first-paint' }, { name: 'first-contentful-paint' }]);
    report('largest-contentful-paint', [{ element: document.body }, { element: second }]);
    expect(added()).toEqual([]);
    report('largest-contentful-paint', [{ element: photo }]);
    expect(added()).toHaveLength(3);
  });

  it('waits as for a first photo for an image marked to be painted first (the map view tiles), any of them', () => {
    const report = reportingPaints();
    const added = run(
      `<h1>Te koop</h1><img ${PAINTED_FIRST} src="https://tiles.example/7/64/42.png"><img ${PAINTED_FIRST} src="https://tiles.example/7/65/42.png">`,
    );
    const [, second] = [...document.querySelectorAll('img')];
    report('paint', [{ name: 'first-contentful-paint' }]);
    report('largest-contentful-paint', [{ element: document.querySelector('h1')! }]);
    expect(added()).toEqual([]);
    report('largest-contentful-paint', [{ element: second }]);
    expect(added()).toHaveLength(3);
  });

  it('does not wait for a photo that failed to load: it will never be painted', () => {
    const report = reportingPaints();
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp">');
    report('paint', [{ name: 'first-contentful-paint' }]);
    expect(added()).toEqual([]);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(added()).toHaveLength(3);
  });

  it('waits for the first paint even when the photo is reported first', () => {
    const report = reportingPaints();
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp">');
    report('largest-contentful-paint', [{ element: document.querySelector('img')! }]);
    expect(added()).toEqual([]);
    report('paint', [{ name: 'first-contentful-paint' }]);
    expect(added()).toHaveLength(3);
  });

  it('on a page without a first photo, adds them at its first paint', () => {
    const report = reportingPaints();
    const added = run('<h1>Over ons</h1><img src="/files/p/cd/y-600.webp" loading="lazy">');
    expect(added()).toEqual([]);
    report('paint', [{ name: 'first-contentful-paint' }]);
    expect(added()).toHaveLength(3);
  });

  it('after the load event, gives a photo that is not the largest element a short grace, then adds them', () => {
    vi.useFakeTimers();
    const report = reportingPaints();
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp">');
    report('paint', [{ name: 'first-contentful-paint' }]);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PHOTO_GRACE_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it('never before the first paint, even after the load event', () => {
    vi.useFakeTimers();
    const report = reportingPaints();
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp">');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PHOTO_GRACE_MS * 4);
    expect(added()).toEqual([]);
    report('paint', [{ name: 'first-contentful-paint' }]);
    expect(added()).toHaveLength(3);
  });

  it('in a browser that reports no paints: once the first photo has come and a frame has passed', async () => {
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp"><img src="/files/p/cd/y-600.webp">');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added()).toEqual([]);
    document.querySelector('img')!.dispatchEvent(new Event('load'));
    await expect.poll(() => added().length).toBe(3);
  });

  it('in a browser that reports no paints: at the load event at the latest, while the photo is on its way', () => {
    const added = run('<img fetchpriority="high" src="/files/p/ab/x-600.webp">');
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toHaveLength(3);
  });
});
