import { describe, expect, it } from 'vitest';
import {
  contactRoleOf,
  DEFAULT_CONTACT_ROLE,
  isContactRole,
  isViewerRole,
  seesStoreDetailsAndAdditionalOwners,
} from './contact-roles';

describe('contact roles (doc 1 §6, decision 0258)', () => {
  it.each([
    ['accountOwner', true],
    ['administrator', true],
    ['contact', false],
  ] as const)('a viewer who is %s sees store details and additional owners: %s', (role, sees) => {
    expect(seesStoreDetailsAndAdditionalOwners(role)).toBe(sees);
  });

  it('a further contact is a plain contact until an operator marks them an administrator', () => {
    expect(DEFAULT_CONTACT_ROLE).toBe('contact');
    expect(contactRoleOf(false)).toBe('contact');
    expect(contactRoleOf(true)).toBe('administrator');
  });

  it('an operator can grant administrator or contact, never account owner', () => {
    expect(isContactRole('administrator')).toBe(true);
    expect(isContactRole('contact')).toBe(true);
    expect(isContactRole('accountOwner')).toBe(false);
    expect(isViewerRole('accountOwner')).toBe(true);
    expect(isViewerRole('admin')).toBe(false);
  });
});
