import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg';

const wrap = (inner: string, attrs = 'viewBox="0 0 100 40"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`;

function refusal(source: string) {
  const result = sanitizeSvg(source);
  if (result.ok) throw new Error(`expected a refusal, got ${result.svg}`);
  return result.reason;
}

describe('sanitizeSvg', () => {
  it('keeps a plain logo as drawn, with its size from width and height', () => {
    const source = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64" role="img" aria-label="A &amp; B"><rect x="2" y="6" width="52" height="52" rx="12" fill="#0f5b4f"/><text x="64" y="31" font-family="Georgia, 'Times New Roman', serif">A &amp; B</text></svg>`;
    const result = sanitizeSvg(source);
    expect(result).toEqual({
      ok: true,
      width: 220,
      height: 64,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="64" viewBox="0 0 220 64" role="img" aria-label="A &amp; B"><rect x="2" y="6" width="52" height="52" rx="12" fill="#0f5b4f"/><text x="64" y="31" font-family="Georgia, 'Times New Roman', serif">A &amp; B</text></svg>`,
    });
  });

  it('takes the size from the viewBox, scaled by a single width', () => {
    expect(sanitizeSvg(wrap('<path d="M0 0h10"/>'))).toMatchObject({ ok: true, width: 100, height: 40 });
    expect(sanitizeSvg(wrap('<path d="M0 0h10"/>', 'viewBox="0 0 100 40" width="200"'))).toMatchObject({
      width: 200,
      height: 80,
    });
  });

  it('refuses a script, however it is written', () => {
    expect(refusal(wrap('<script>alert(1)</script>'))).toBe('script');
    expect(refusal(wrap('<g><SCRIPT type="text/javascript">alert(1)</SCRIPT></g>'))).toBe('script');
    expect(refusal(wrap('<svg:script>alert(1)</svg:script>'))).toBe('script');
    expect(refusal(wrap('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'))).toBe('script');
    expect(refusal(wrap('<rect width="1" height="1" style="background:url(javascript:alert(1))"/>'))).toBe('script');
  });

  it('refuses event handlers and embedded HTML', () => {
    expect(refusal(wrap('<rect width="1" height="1" onclick="x()"/>'))).toBe('eventHandler');
    expect(refusal(wrap('', 'viewBox="0 0 1 1" onload="x()"'))).toBe('eventHandler');
    expect(refusal(wrap('<foreignObject><div>hi</div></foreignObject>'))).toBe('foreignObject');
  });

  it('refuses a reference to anything outside the file', () => {
    expect(refusal(wrap('<image href="https://evil.example/x.png" width="1" height="1"/>'))).toBe('external');
    expect(refusal(wrap('<use xlink:href="other.svg#a"/>'))).toBe('external');
    expect(refusal(wrap('<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/>'))).toBe('external');
    expect(refusal(wrap('<style>@import url(//evil.example/a.css);</style>'))).toBe('external');
    expect(refusal(wrap('<style><![CDATA[ rect { fill: url("http://x/y") } ]]></style>'))).toBe('external');
    expect(refusal(`<?xml-stylesheet href="http://x/a.css"?>${wrap('')}`)).toBe('external');
  });

  it('keeps references into the file itself and embedded raster images', () => {
    const inner =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h1"/></defs>' +
      '<use href="#p"/><rect width="1" height="1" fill="url(#g)"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
      '<style>.a { fill: url(#g) }</style>';
    const result = sanitizeSvg(wrap(inner));
    expect(result.ok && result.svg).toBe(wrap(inner));
  });

  it('refuses DOCTYPEs and entities (no entity expansion)', () => {
    expect(refusal(`<!DOCTYPE svg [<!ENTITY a "aaaa">]>${wrap('<text>&a;</text>')}`)).toBe('doctype');
    expect(refusal(wrap('<text>&a;</text>'))).toBe('malformed');
  });

  it('leaves out what a logo does not need: comments, editor metadata, animation, unknown elements', () => {
    const source =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10">' +
      '<!-- made by hand --><metadata><rdf:RDF>x</rdf:RDF></metadata><sodipodi:namedview pagecolor="#fff"/>' +
      '<g inkscape:label="Layer 1"><rect width="10" height="10"><animate attributeName="href" to="x"/></rect></g></svg>';
    const result = sanitizeSvg(source);
    expect(result.ok && result.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g><rect width="10" height="10"></rect></g></svg>',
    );
  });

  it('escapes what it writes back', () => {
    const result = sanitizeSvg(wrap('<text>a &lt;b&gt; &#x26; c</text>', `viewBox="0 0 1 1" aria-label='say "hi"'`));
    expect(result.ok && result.svg).toContain('aria-label="say &quot;hi&quot;"');
    expect(result.ok && result.svg).toContain('<text>a &lt;b&gt; &amp; c</text>');
  });

  it('refuses what is not a whole SVG', () => {
    expect(refusal('<html><body>hi</body></html>')).toBe('notSvg');
    expect(refusal('just text')).toBe('malformed');
    expect(refusal('')).toBe('notSvg');
    expect(refusal(wrap('<g>'))).toBe('malformed');
    expect(refusal(`${wrap('')}<script>x</script>`)).toBe('malformed');
    expect(refusal(wrap('<rect width="1" height="1" x=1/>'))).toBe('malformed');
    expect(refusal('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')).toBe('noSize');
  });
});
