import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureReferral, currentReferral, forgetReferral } from './referral';

afterEach(() => {
  forgetReferral();
  delete window.Rewardful;
  vi.restoreAllMocks();
});

describe('referral capture', () => {
  it('is null until a partner link is followed', () => {
    captureReferral('?utm_source=newsletter');
    expect(currentReferral()).toBeNull();
  });

  it('prefers ?ref= over ?via= and keeps it in session storage for the visit', () => {
    captureReferral('?via=second&ref=first');
    expect(currentReferral()).toBe('first');
    expect(window.sessionStorage.getItem('lane_referral')).toBe('first');
    captureReferral('');
    expect(currentReferral()).toBe('first');
  });

  it('lets a newer partner link replace the older one', () => {
    captureReferral('?ref=first');
    captureReferral('?via=second');
    expect(currentReferral()).toBe('second');
  });

  it('ignores codes that are not plain slugs', () => {
    captureReferral(`?ref=${encodeURIComponent('<script>')}`);
    captureReferral(`?via=${'x'.repeat(201)}`);
    expect(currentReferral()).toBeNull();
  });

  it('uses Rewardful’s referral when the visit has none of its own', () => {
    window.Rewardful = { referral: ' 5b7c-uuid ' };
    expect(currentReferral()).toBe('5b7c-uuid');
    captureReferral('?ref=own');
    expect(currentReferral()).toBe('own');
  });

  it('still works for the page load when session storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    captureReferral('?ref=private-mode');
    expect(currentReferral()).toBe('private-mode');
  });
});
