import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyLocation } from '../business-details/location';
import { emptyOwner } from '../business-details/owner';
import { shapeOf } from './valibot-shape';

describe('the shape of a record', () => {
  it('is built once per kind of record and reused', () => {
    expect(shapeOf(emptyOwner())).toBe(shapeOf(emptyOwner()));
    // A location's empty record differs by position only in its values, not its fields.
    expect(shapeOf(emptyLocation(0))).toBe(shapeOf(emptyLocation(3)));
    expect(shapeOf(emptyOwner())).not.toBe(shapeOf(emptyLocation(0)));
  });

  it('tells records apart by the kind of a field, not only its name', () => {
    const asText = shapeOf({ a: '', b: '' });
    const asFlag = shapeOf({ a: '', b: false });
    const asList = shapeOf({ a: '', b: [] as string[] });
    expect(new Set([asText, asFlag, asList]).size).toBe(3);
    expect(v.parse(asText, { a: ' x ', b: 4 })).toEqual({ a: 'x', b: '4' });
    expect(v.parse(asFlag, { a: 'x', b: null })).toEqual({ a: 'x', b: false });
    expect(v.parse(asList, { a: 'x', b: [' y '] })).toEqual({ a: 'x', b: ['y'] });
    expect(v.safeParse(asFlag, { a: 'x', b: 'yes' }).success).toBe(false);
  });

  it('drops fields the record does not have, from a reused shape too', () => {
    shapeOf({ c: '' });
    expect(v.parse(shapeOf({ c: '' }), { c: 'kept', d: 'dropped' })).toEqual({ c: 'kept' });
  });
});
