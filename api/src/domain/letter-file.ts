import { letterUpload } from '@shop/contracts/schemas';

export type LetterType = (typeof letterUpload.types)[number];

/** The signatures the accepted types start with; what the browser claims is never trusted. */
const signatures: [LetterType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The letter's type by its first bytes, or null when it is none of PDF, JPEG and PNG. */
export function letterTypeOf(content: Uint8Array): LetterType | null {
  const match = signatures.find(([, bytes]) => bytes.every((byte, i) => content[i] === byte));
  return match?.[0] ?? null;
}

/** A file name safe to show and store: no folders, no control characters, at most 120 characters. */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, 120).join('') || 'brief';
}
