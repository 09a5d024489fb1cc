import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyLocation } from '../business-details/location';
import { emptyOwner } from '../business-details/owner';
import type { FieldError } from '../errors/field-errors';
import { msg, type Message } from '../i18n/message';
import { fieldError } from '../validators/field-error';
import { maxLengthMessage } from '../validators/length';
import { sayIn } from '../../test/i18n/say-in';
import { collectErrors, fieldErrorOfIssue, shapeOf } from './valibot-shape';

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

describe("a rule's message through a valibot issue", () => {
  const schemaRaising = (error: FieldError) =>
    v.pipe(
      shapeOf({ field: '' }),
      collectErrors(() => [{ path: ['field'], error }]),
    );
  const errorOf = (error: FieldError) =>
    fieldErrorOfIssue(v.safeParse(schemaRaising(error), { field: 'x' }).issues?.[0] ?? fail());
  const fail = (): never => {
    throw new Error('the schema raised no issue');
  };

  it('comes back as the same message, its values and code kept', () => {
    const error = fieldError('InvalidLength', maxLengthMessage(255));
    expect(errorOf(error)).toEqual(error);
    expect(sayIn('en', errorOf(error).error)).toBe('Max length 255');
    expect(sayIn('fr-CA', errorOf(error).error)).toBe('Longueur maximale : 255');
  });

  it('keeps a message inside a message and a date among the values', () => {
    const nested = msg('validation.minimumAge', { age: msg('validation.required') });
    expect(errorOf(fieldError('InvalidFormat', nested)).error).toEqual(nested);
    const dated = msg('validation.minimumAge', { age: new Date(Date.UTC(2026, 11, 12)) });
    const back = errorOf(fieldError('InvalidFormat', dated)).error as Message;
    expect(back.values?.age).toBeInstanceOf(Date);
    expect(back).toEqual(dated);
  });

  it('gives a plain string back as it was', () => {
    expect(errorOf(fieldError('Required', 'Typed by hand'))).toEqual({
      code: 'Required',
      error: 'Typed by hand',
    });
  });
});
