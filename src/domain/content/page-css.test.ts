import { describe, expect, it } from 'vitest';
import { fingerprint, PAGE_CSS_MAX, pageCssProblem, pageCssScope, scopedPageCss } from './page-css';

describe('pageCssProblem', () => {
  it('accepts ordinary CSS: rules, media queries, comments, strings with braces', () => {
    expect(pageCssProblem('h2 { color: #123456; }')).toBeNull();
    expect(pageCssProblem('@media (min-width: 48rem) { .intro { font-size: 1.25rem } }')).toBeNull();
    expect(pageCssProblem('/* { not a brace } */ p::before { content: "}"; }')).toBeNull();
    expect(pageCssProblem("p::after { content: '\\'{' }")).toBeNull();
    expect(pageCssProblem('')).toBeNull();
  });

  it('refuses < anywhere: </style would end the style element', () => {
    expect(pageCssProblem('p{}</style><script>alert(1)</script>')).toBe('must not contain <');
    expect(pageCssProblem('p::before { content: "<" }')).toBe('must not contain <');
  });

  it('refuses a brace that would close the page\u2019s scope and style the whole site', () => {
    expect(pageCssProblem('} body { display: none } .x {')).toMatch(/^must close/);
    expect(pageCssProblem('p { color: red } }')).toMatch(/^must close/);
  });

  it('refuses what it leaves open: a brace, a comment, a quote', () => {
    expect(pageCssProblem('p { color: red')).toMatch(/^must close/);
    expect(pageCssProblem('p { color: red } /* the rest')).toMatch(/^must close/);
    expect(pageCssProblem('p::before { content: "open }')).toMatch(/^must close/);
    expect(pageCssProblem('p::before { content: "a\n" }')).toMatch(/^must close/);
  });

  it('reads an escaped brace as a character', () => {
    expect(pageCssProblem('.a\\{ { color: red }')).toBeNull();
    expect(pageCssProblem('.a\\} { color: red }')).toBeNull();
  });
});

describe('scopedPageCss', () => {
  it('nests the CSS in the rule of the page\u2019s scope', () => {
    expect(scopedPageCss('p-about', 'h2 { color: #123456 }')).toBe('[data-page-css="p-about"]{h2 { color: #123456 }\n}');
  });

  it('gives nothing for no CSS, empty CSS, CSS that breaks a rule or is too long', () => {
    expect(scopedPageCss('p', undefined)).toBeNull();
    expect(scopedPageCss('p', '  \n')).toBeNull();
    expect(scopedPageCss('p', '} body { display: none } .x {')).toBeNull();
    expect(scopedPageCss('p', `p{}${' '.repeat(PAGE_CSS_MAX)}`)).toBeNull();
  });

  it('keeps the scope\u2019s name to safe characters, whatever the page id', () => {
    expect(pageCssScope('a"]{} body{x:y')).toBe('a_____body_x_y');
    expect(scopedPageCss('a"]', 'p{}')).toBe('[data-page-css="a__"]{p{}\n}');
  });
});

describe('fingerprint', () => {
  it('is short, stable and tells versions apart', () => {
    expect(fingerprint('p{}')).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint('p{}')).toBe(fingerprint('p{}'));
    expect(fingerprint('p{color:red}')).not.toBe(fingerprint('p{color:blue}'));
  });
});
