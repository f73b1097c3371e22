import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, clientAddressOf, clientFrom, normalAddress } from './client-address';

describe('the visitor’s address (TRUSTED_PROXIES)', () => {
  it('without a proxy ignores X-Forwarded-For: the socket decides', () => {
    expect(clientFrom('198.18.0.9', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientFrom('198.18.0.9, 10.0.0.1', '::ffff:203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('behind one proxy takes the entry it appended, whatever the visitor wrote before it', () => {
    // The visitor sent "X-Forwarded-For: 198.18.0.9"; nginx appended the address it saw.
    expect(clientFrom('198.18.0.9, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientFrom('203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
  });

  it('behind two proxies counts two hops from the right', () => {
    expect(clientFrom('1.1.1.1, 203.0.113.7, 172.16.0.5', '10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('with fewer entries than trusted proxies takes the first one there is', () => {
    expect(clientFrom(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientFrom('', '10.0.0.2', 3)).toBe('10.0.0.2');
  });

  it('never lets junk through as an address', () => {
    expect(clientFrom('<script>, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientFrom('not an address', '10.0.0.2', 1)).toBe('unknown');
    expect(clientFrom(undefined, undefined, 0)).toBe('unknown');
  });

  it('writes one address one way', () => {
    expect(normalAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalAddress('192.0.2.1:8080')).toBe('192.0.2.1');
    expect(normalAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
});

describe('clientAddressOf', () => {
  const spoofed = new Headers({ [CLIENT_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.18.0.9' });

  it('without the edge trusts no header: every request counts as unknown', () => {
    expect(clientAddressOf(spoofed, false)).toBe('unknown');
  });

  it('with the edge reads the address it decided, and only that header', () => {
    expect(clientAddressOf(spoofed, true)).toBe('203.0.113.7');
    expect(clientAddressOf(new Headers({ 'x-forwarded-for': '198.18.0.9' }), true)).toBe('unknown');
  });
});
