import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@gmail.com')).toBe('j•••@gmail.com');
    expect(maskEmail('a@b.co')).toBe('a•••@b.co');
  });

  it('shows nothing of something that is not an address', () => {
    expect(maskEmail('@nowhere')).toBe('•••');
    expect(maskEmail('plain')).toBe('•••');
  });
});
