import { describe, expect, it } from 'vitest';
import {
  flatten,
  menuTree,
  moveAmongSiblings,
  moveToIndex,
  placeOf,
  sortsFromOrder,
  splitOverflow,
  type MenuPlace,
} from './menu-order';

const page = (id: string, sort: number, parentId: string | null = null, menu = 'main'): MenuPlace => ({
  id,
  parentId,
  menu,
  sort,
  title: id,
});
const PAGES = [
  page('home', 0),
  page('sale', 10),
  page('services', 30),
  page('rent', 20),
  page('management', 2, 'services'),
  page('valuation', 1, 'services'),
  page('privacy', 10, null, 'footer'),
  page('cookies', 5, null, 'footer'),
  page('hidden', 5, null, 'none'),
];
const ids = (tree: ReturnType<typeof menuTree>) => flatten(tree).join(' ');

describe('the menu as a tree (issue 31)', () => {
  it('orders the main menu by sort, children under their parent, and keeps the footer apart', () => {
    expect(ids(menuTree(PAGES, 'main'))).toBe('home sale rent services valuation management');
    expect(ids(menuTree(PAGES, 'footer'))).toBe('cookies privacy');
  });

  it('breaks a tie of sort numbers by id, so the order never depends on the database', () => {
    expect(ids(menuTree([page('b', 1), page('a', 1)], 'main'))).toBe('a b');
  });
});

describe('moving an entry', () => {
  const tree = menuTree(PAGES, 'main');

  it('goes one place up or down among its siblings, children with their parent', () => {
    expect(ids(moveAmongSiblings(tree, 'services', -1))).toBe('home sale services valuation management rent');
    expect(ids(moveAmongSiblings(tree, 'valuation', 1))).toBe('home sale rent services management valuation');
  });

  it('stays where it is at either end, and for an unknown id', () => {
    expect(moveAmongSiblings(tree, 'home', -1)).toBe(tree);
    expect(moveAmongSiblings(tree, 'services', 1)).toBe(tree);
    expect(moveAmongSiblings(tree, 'nothing', 1)).toBe(tree);
  });

  it('is put where a drag lets it go among its siblings, the others in their order, never among strangers', () => {
    expect(ids(moveToIndex(tree, 'services', 0))).toBe('services valuation management home sale rent');
    expect(ids(moveToIndex(tree, 'home', 2))).toBe('sale rent home services valuation management');
    expect(ids(moveToIndex(tree, 'valuation', 1))).toBe('home sale rent services management valuation');
    // Beyond either end is the end; a child stays under its parent.
    expect(ids(moveToIndex(tree, 'sale', 99))).toBe('home rent services valuation management sale');
    expect(ids(moveToIndex(tree, 'management', -5))).toBe('home sale rent services management valuation');
  });

  it('stays where it is when let go at its own place, or for an unknown id or index', () => {
    expect(moveToIndex(tree, 'rent', 2)).toBe(tree);
    expect(moveToIndex(tree, 'nothing', 0)).toBe(tree);
    expect(moveToIndex(tree, 'rent', Number.NaN)).toBe(tree);
  });

  it('says where an entry stands among its siblings', () => {
    expect(placeOf(tree, 'rent')).toEqual({ place: 3, of: 4 });
    expect(placeOf(tree, 'management')).toEqual({ place: 2, of: 2 });
    expect(placeOf(tree, 'nothing')).toBeNull();
  });
});

describe('the sort numbers of an order sent by the screen', () => {
  const tree = menuTree(PAGES, 'main');

  it('numbers siblings 10, 20, … in the order sent', () => {
    const sorts = sortsFromOrder(tree, ['rent', 'home', 'services', 'management', 'valuation', 'sale']);
    expect(Object.fromEntries(sorts!)).toEqual({
      rent: 10,
      home: 20,
      services: 30,
      sale: 40,
      management: 10,
      valuation: 20,
    });
  });

  it('refuses a list that is not exactly the menu, each page once', () => {
    expect(sortsFromOrder(tree, ['home', 'sale', 'rent', 'services', 'valuation'])).toBeNull();
    expect(sortsFromOrder(tree, ['home', 'sale', 'rent', 'services', 'valuation', 'valuation'])).toBeNull();
    expect(sortsFromOrder(tree, ['home', 'sale', 'rent', 'services', 'valuation', 'privacy'])).toBeNull();
    expect(sortsFromOrder(tree, [])).toBeNull();
  });
});

describe('the bar and "More"', () => {
  it('shows the first entries up to the maximum, the rest behind More', () => {
    expect(splitOverflow(['a', 'b', 'c', 'd'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: ['d'] });
    expect(splitOverflow(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: [] });
  });
});
