import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

describe('the back office data table', () => {
  const html = renderToStaticMarkup(
    <DataTable
      label="Leads"
      columns={[{ label: 'Date', className: 'whitespace-nowrap' }, { label: 'Name' }]}
      rows={[{ key: 1, cells: ['1-1-2026', <b key="n">Bram</b>] }]}
    />,
  );

  it('scrolls by keyboard: a focusable region named by its label', () => {
    expect(html).toMatch(/^<div class="overflow-x-auto [^"]*" tabindex="0" role="region" aria-label="Leads">/);
  });

  it("labels each cell with its column (the stacked phone layout) and adds the column's classes", () => {
    expect(html).toContain('<th scope="col" class="p-3">Date</th>');
    expect(html).toContain('<td class="p-3 whitespace-nowrap" data-label="Date">1-1-2026</td>');
    expect(html).toContain('<td class="p-3" data-label="Name"><b>Bram</b></td>');
    expect(html).toContain('<table class="stack-table w-full text-left text-sm">');
    expect(html).toContain('<tr class="border-t border-line align-top">');
  });

  it('takes the page’s text size and middle alignment when asked', () => {
    const plain = renderToStaticMarkup(
      <DataTable
        label="Pages"
        text="base"
        alignTop={false}
        columns={[{ label: 'Title' }]}
        rows={[{ key: 1, cells: ['Home'] }]}
      />,
    );
    expect(plain).toContain('<table class="stack-table w-full text-left">');
    expect(plain).toContain('<tr class="border-t border-line">');
  });
});
