import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSession, rememberEmail, STORED_EMAIL_KEY } from './browser-session';

beforeEach(() => localStorage.clear());

describe('signing out clears what the browser kept', () => {
  it('drops the e-mail and every lead form kept before sign-up, and nothing else', () => {
    rememberEmail('ada@shop.example');
    localStorage.setItem('merchantPortal.leadDraft.ada@shop.example', '{"lead":{}}');
    localStorage.setItem('merchantPortal.leadDraft.bob@shop.example', '{"lead":{}}');
    localStorage.setItem('merchantPortal.hasSubmittedLead', 'true');
    forgetSession();
    expect(localStorage.getItem(STORED_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem('merchantPortal.leadDraft.ada@shop.example')).toBeNull();
    expect(localStorage.getItem('merchantPortal.leadDraft.bob@shop.example')).toBeNull();
    expect(localStorage.getItem('merchantPortal.hasSubmittedLead')).toBe('true');
  });
});
