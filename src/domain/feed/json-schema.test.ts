import { describe, expect, it } from 'vitest';
import { feedJsonSchema } from './json-schema';

describe("the feed's JSON Schema", () => {
  const schema = feedJsonSchema() as {
    anyOf: [
      { type: string; items: Record<string, unknown> },
      { properties: Record<string, { items: { properties: Record<string, unknown>; required: string[] } }> },
    ];
  };

  it('offers both forms, the list and the object', () => {
    expect(schema.anyOf[0].type).toBe('array');
    expect(Object.keys(schema.anyOf[1].properties)).toEqual(['properties', 'projects', 'owners']);
  });

  it('names every field and detail group a property may carry, and what it requires', () => {
    const property = schema.anyOf[1].properties.properties!.items;
    for (const field of [
      'surfaces',
      'flood',
      'financial',
      'pointsOfInterest',
      'documents',
      'videos',
      'communications',
      'slots',
      'marquee',
      'projectId',
      'energyScore',
    ]) {
      expect(property.properties, field).toHaveProperty(field);
    }
    expect(property.required).toEqual(expect.arrayContaining(['id', 'goal', 'type', 'address', 'texts']));
    expect(property.required).not.toContain('status');
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(feedJsonSchema()))).toEqual(feedJsonSchema());
  });
});
