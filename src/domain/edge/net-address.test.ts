import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './net-address';

describe('addresses a fetch may reach', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, multicast and unspecified IPv4', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.1',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.9',
      '192.0.2.2',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('accepts public IPv4, including the neighbours of private ranges', () => {
    for (const a of ['8.8.8.8', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '193.191.245.10'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('judges IPv6, IPv4-mapped and NAT64 addresses by what they reach', () => {
    for (const a of [
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'fc12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::1]',
      '2001:db8::1',
      '64:ff9b::10.0.0.1',
      '::ffff:192.168.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['2a02:1800::1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const a of ['', 'localhost', '1.2.3', '1.2.3.256', '::1::2', 'g::1'])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
