import { describe, expect, it } from 'vitest';
import { invitationTokenOf } from './invitation-link';

describe("the invitation a sign-in page's way back leads to", () => {
  it('is the token of the invitation page', () => {
    expect(invitationTokenOf('/convite?token=abc_123-XYZ')).toBe('abc_123-XYZ');
  });

  it('is none for another page, a link without its token, or no way back', () => {
    expect(invitationTokenOf('/transactions?token=abc')).toBeNull();
    expect(invitationTokenOf('/convite')).toBeNull();
    expect(invitationTokenOf('/convite?token=%20')).toBeNull();
    expect(invitationTokenOf(null)).toBeNull();
  });
});
