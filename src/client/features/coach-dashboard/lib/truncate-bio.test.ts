import { describe, expect, it } from 'vitest';
import { truncateBio } from './truncate-bio';

describe('truncateBio', () => {
  it('keeps a bio of at most 250 characters whole', () => {
    const bio = 'a'.repeat(250);
    expect(truncateBio(bio)).toEqual({ text: bio, truncated: false });
    expect(truncateBio('Short and calm.')).toEqual({ text: 'Short and calm.', truncated: false });
  });

  it('cuts a longer bio at the last word boundary before the limit', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const { text, truncated } = truncateBio(words);
    expect(truncated).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    const body = text.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(250);
    // Never a half word: the preview is a prefix made of whole words.
    expect(words.startsWith(`${body} `)).toBe(true);
  });

  it('keeps a word that ends exactly at the limit', () => {
    const bio = `${'x'.repeat(245)} abcd efgh`;
    expect(bio.charAt(250)).toBe(' ');
    expect(truncateBio(bio).text).toBe(`${'x'.repeat(245)} abcd…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const bio = `${'y'.repeat(240)} calm, andmorewordsfollowhere`;
    expect(truncateBio(bio).text).toBe(`${'y'.repeat(240)} calm…`);
  });

  it('cuts a single overlong word hard at the limit', () => {
    const { text } = truncateBio('z'.repeat(400));
    expect(text).toBe(`${'z'.repeat(250)}…`);
  });

  it('honours another limit', () => {
    expect(truncateBio('one two three', 7)).toEqual({ text: 'one two…', truncated: true });
  });
});
