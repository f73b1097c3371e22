import { describe, expect, it } from 'vitest';
import { MAX_TARGET, refuseRequestLine } from './request-line';

describe('the request line, before the site sees it (issue 17)', () => {
  it('lets GET, HEAD and POST of a path through', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(refuseRequestLine(method, '/nl/?q=1')).toBeNull();
  });

  it('answers OPTIONS with the methods there are, and refuses every other with 405 and Allow', () => {
    expect(refuseRequestLine('OPTIONS', '/nl/')).toEqual({ status: 204, allow: 'GET, HEAD, POST' });
    for (const method of ['TRACE', 'TRACK', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'CONNECT', 'FOO']) {
      expect(refuseRequestLine(method, '/nl/'), method).toEqual({ status: 405, allow: 'GET, HEAD, POST' });
    }
  });

  it('refuses a target that is not a path: *, an absolute address, a protocol-relative one', () => {
    expect(refuseRequestLine('GET', '*')).toEqual({ status: 400 });
    expect(refuseRequestLine('OPTIONS', '*')).toEqual({ status: 400 });
    expect(refuseRequestLine('GET', 'http://evil.example/')).toEqual({ status: 400 });
    expect(refuseRequestLine('GET', '//evil.example/')).toEqual({ status: 400 });
    expect(refuseRequestLine('GET', undefined)).toEqual({ status: 400 });
  });

  it('refuses an address longer than 4096 characters with 414, whatever the method', () => {
    const at = (n: number) => `/nl/te-koop/?q=${'x'.repeat(n - 15)}`;
    expect(at(MAX_TARGET)).toHaveLength(4096);
    expect(refuseRequestLine('GET', at(MAX_TARGET))).toBeNull();
    expect(refuseRequestLine('GET', at(MAX_TARGET + 1))).toEqual({ status: 414 });
    expect(refuseRequestLine('POST', at(9000))).toEqual({ status: 414 });
  });
});
