import { describe, expect, it } from 'vitest';
import { normaliseField } from './normalise';

describe('identifiers as people type them, as the rules read them', () => {
  it.each([
    ['abn', '51 824 753 556', '51824753556'],
    ['abn', '51-824-753-556', '51824753556'],
    ['abn', ' 004 085 616 ', '004085616'],
    ['abn', '51 824 753 55O', '5182475355O'],
    ['ein', '53-0196605', '530196605'],
    ['craBusinessNumber', '123 456 789', '123456789'],
    ['registrationNumber', '9429 0410 9', '942904109'],
    ['companyNumber', 'sc 045551', 'SC045551'],
    ['ssn', '123-45-6789', '123456789'],
    ['ssn', '•••••6789', '•••••6789'],
    ['routing', '0210 0002 1', '021000021'],
    ['canadaRoutingTransitIdNumber', '12 345', '12345'],
    ['bsb', '062000', '062-000'],
    ['bsb', '062 000', '062-000'],
    ['bsb', '06-2000', '06-2000'],
    ['bsb', '062-000', '062-000'],
    ['bsb', '06-200', '06-200'],
    ['bsb2', '062000', '062-000'],
    ['sortCode', '089999', '08-99-99'],
    ['sortCode', '08 99 99', '08-99-99'],
    ['sortCode', '08999', '08999'],
    ['sortCode', '089-999', '089-999'],
    ['account', '1234 5678', '12345678'],
    ['account', '01-0902-0068389-00', '01-0902-0068389-00'],
    ['storeName', ' Acme  Co ', ' Acme  Co '],
  ])('%s %j → %j', (field, typed, read) => {
    expect(normaliseField(field, typed)).toBe(read);
  });
});
