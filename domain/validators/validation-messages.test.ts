/**
 * The messages under the fields, said in each language: English word for word as doc 2 §5 gives
 * it (numbers put in as values), Canadian French for a merchant in Canada.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../countries/country-code';
import { sayIn } from '../../test/i18n/say-in';
import { checkAccountConfirmation } from './account-confirmation';
import { checkBsb } from './au-bank';
import { checkCanadaAccount, checkCanadaInstitution, checkCanadaTransit } from './canada-bank';
import { checkCraBusinessNumber } from './cra-business-number';
import { checkCraRegistryId } from './cra-registry-id';
import { checkDateOfBirth } from './date-of-birth';
import { checkExactLength, checkMaxLength, checkMinLength } from './length';
import { checkPickList } from './pick-list';
import { checkPostalCode, postalCodeLengthMessage } from './postal-code';
import { checkRequired } from './required';
import { checkSsn } from './ssn';

describe('the English of the field messages (doc 2 §5)', () => {
  it.each([
    [checkMinLength('abc', 9), 'Min length 9'],
    [checkMaxLength('abcdef', 5), 'Max length 5'],
    [checkExactLength('abc', 4), 'Must be 4 characters'],
    [checkCanadaInstitution('12'), 'Must be exact length 3'],
    [checkCanadaInstitution('1a3'), 'Must include 3 numbers only'],
    [checkCanadaTransit('1234'), 'Must be exact length 5'],
    [checkCanadaTransit('1234a'), 'Must include 5 numbers only'],
    [
      checkCanadaAccount('123'),
      'Canadian bank account numbers must only contain numbers and be 7-12 digits long',
    ],
    [checkBsb('111000'), 'Must be a 6 digit code with a “-” in the middle. Example: 111-000'],
    [checkSsn('12345'), 'Must include 9 numbers only'],
    [checkCraBusinessNumber('12345'), 'Must enter 9 digit BN (first 9 digits of your tax ID).'],
    [checkCraRegistryId('12', 'British Columbia'), 'Must be 7 to 9 letters or numbers'],
    [checkCraRegistryId('12', 'New Brunswick'), 'Must be 5 or 6 digits'],
    [checkCraRegistryId('12', 'Ontario'), 'Must be 7, 8 or 10 digits'],
    [checkCraRegistryId('12', 'Nova Scotia'), 'Must be 7 digits'],
    [checkCraRegistryId('12', 'Alberta'), 'Must be 8 to 10 letters or numbers'],
    [
      checkDateOfBirth('01-01-2020', 'US', { today: new Date(2026, 0, 1) }),
      'You must be at least 18 years old to sign up',
    ],
  ])('%#: %s', (error, english) => {
    expect(sayIn('en', error?.error)).toBe(english);
  });

  it('gives each country its postal code length', () => {
    expect(
      Object.fromEntries(COUNTRY_CODES.map((c) => [c, sayIn('en', postalCodeLengthMessage(c))])),
    ).toEqual({
      US: 'Min length 5, max length 10',
      CA: 'Min length 6, max length 7',
      AU: 'Exact length 4',
      NZ: 'Exact length 4',
      UK: 'Min length 5, max length 8',
    });
  });
});

describe('the field messages in Canadian French', () => {
  it.each([
    [checkRequired(''), 'Valeur requise'],
    [checkPickList('Alchemy', ['Retail']), 'Le champ contient une valeur non valide'],
    [checkMaxLength('abcdef', 5), 'Longueur maximale : 5'],
    [checkPostalCode('K1A', 'CA'), 'Longueur minimale : 6, maximale : 7'],
    [checkPostalCode('D1A 0B1', 'CA'), 'Le code postal doit être au format A1A 1A1'],
    [checkCanadaTransit('1234a'), 'Doit contenir 5 chiffres seulement'],
    [checkCanadaInstitution('12'), 'Doit compter exactement 3 caractères'],
    [
      checkCanadaAccount('123'),
      'Le numéro de compte bancaire canadien doit compter de 7 à 12 chiffres, sans autre caractère',
    ],
    [
      checkCraBusinessNumber('12345'),
      'Entrez le NE à 9 chiffres (les 9 premiers chiffres de votre numéro de compte de l’ARC).',
    ],
    [checkCraRegistryId('12', 'Quebec'), 'Doit compter 7, 8 ou 10 chiffres'],
    [
      checkAccountConfirmation('1', '2'),
      'Confirmez que les deux numéros de compte sont identiques',
    ],
    [
      checkDateOfBirth('01-01-2020', 'CA', { today: new Date(2026, 0, 1) }),
      'Vous devez avoir au moins 18 ans pour vous inscrire',
    ],
  ])('%#: %s', (error, french) => {
    expect(sayIn('fr-CA', error?.error)).toBe(french);
  });

  it('keeps the codes: only the words change', () => {
    expect(checkPostalCode('K1A', 'CA')?.code).toBe('InvalidLength');
    expect(checkCanadaTransit('1234a')?.code).toBe('InvalidTypeNumber');
  });
});
