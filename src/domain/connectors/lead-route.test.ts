import { describe, expect, it } from 'vitest';
import { leadRoute } from './lead-route';

const both = ['sweepbright', 'omnicasa'];

describe('leadRoute: one software per lead', () => {
  it('sends a lead about a listing to the software it came from, never to the other', () => {
    expect(leadRoute({ listingFrom: 'sweepbright', takers: both, named: 'omnicasa' })).toBe('sweepbright');
    expect(leadRoute({ listingFrom: 'omnicasa', takers: both, named: 'sweepbright' })).toBe('omnicasa');
  });

  it('sends a general lead, or one about a listing of the own feed, to the software the agency names', () => {
    expect(leadRoute({ listingFrom: null, takers: both, named: 'omnicasa' })).toBe('omnicasa');
    expect(leadRoute({ listingFrom: null, takers: ['whise'] })).toBe('whise');
  });

  it('a listing of a software no longer configured follows the general rule', () => {
    expect(leadRoute({ listingFrom: 'whise', takers: both, named: 'sweepbright' })).toBe('sweepbright');
  });

  it('sends nothing when no software takes leads, or several do and none is named (the start refuses that)', () => {
    expect(leadRoute({ listingFrom: null, takers: [] })).toBeNull();
    expect(leadRoute({ listingFrom: null, takers: both })).toBeNull();
  });
});
