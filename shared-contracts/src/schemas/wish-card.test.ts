import {
  wishCardCharacterCount,
  wishCardLimits,
  wishCardLineCount,
  wishCardTextMessage,
} from './wish-card';

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `regel ${i + 1}`).join('\n');

describe('wish card text limits', () => {
  it('follows the spec: small 320/9, big 400/10, other sizes 460/9', () => {
    expect(wishCardLimits).toEqual({
      small: { maxLength: 320, maxLines: 9 },
      big: { maxLength: 400, maxLines: 10 },
      funeral: { maxLength: 460, maxLines: 9 },
    });
  });

  it('accepts a text exactly at the limits of its card', () => {
    expect(wishCardTextMessage('a'.repeat(320), 'small')).toBeNull();
    expect(wishCardTextMessage(lines(10), 'big')).toBeNull();
    expect(wishCardTextMessage('a'.repeat(460), 'funeral')).toBeNull();
  });

  it('refuses one character more, naming the maximum', () => {
    expect(wishCardTextMessage('a'.repeat(321), 'small')).toEqual({
      key: 'validation.cardCharacters',
      values: { maxLength: 320 },
    });
    expect(wishCardTextMessage('a'.repeat(401), 'big')?.values).toEqual({ maxLength: 400 });
    expect(wishCardTextMessage('a'.repeat(461), 'other')?.values).toEqual({ maxLength: 460 });
  });

  it('refuses one line more, counting newlines', () => {
    expect(wishCardTextMessage(lines(10), 'small')?.key).toBe('validation.cardLines');
    expect(wishCardTextMessage(lines(11), 'big')?.key).toBe('validation.cardLines');
    expect(wishCardTextMessage(lines(10), 'funeral')?.key).toBe('validation.cardLines');
  });

  it('lets the page add the lines its layout wraps', () => {
    expect(wishCardTextMessage('kort', 'small', 10)?.key).toBe('validation.cardLines');
  });

  it('counts a CRLF line break once and an emoji as one character', () => {
    expect(wishCardLineCount('a\r\nb\rc\nd')).toBe(4);
    expect(wishCardCharacterCount('a\r\nb')).toBe(3);
    expect(wishCardCharacterCount('🌷')).toBe(1);
  });
});
