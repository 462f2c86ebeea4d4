import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('a function of a text with its answers kept', () => {
  it('reads a repeated text once, and past its limit still answers every text right', () => {
    const read: string[] = [];
    const length = remembered((text: string) => {
      read.push(text);
      return text.length;
    }, 2);
    expect(['PIX', 'UBER', 'PIX', 'UBER', 'PIX'].map(length)).toEqual([3, 4, 3, 4, 3]);
    expect(read).toEqual(['PIX', 'UBER']);
    expect(['IFOOD', 'IFOOD', 'PIX'].map(length)).toEqual([5, 5, 3]);
    expect(read).toEqual(['PIX', 'UBER', 'IFOOD', 'IFOOD']);
  });
});
