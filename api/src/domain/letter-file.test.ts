import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { letterTypeOf, safeFileName } from './letter-file';

describe('letter files', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    assert.equal(letterTypeOf(Buffer.from('%PDF-1.7\n…')), 'application/pdf');
    assert.equal(letterTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), 'image/jpeg');
    assert.equal(
      letterTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
      'image/png',
    );
  });

  it('refuses anything else, whatever its name says', () => {
    assert.equal(letterTypeOf(Buffer.from('GIF89a')), null);
    assert.equal(letterTypeOf(Buffer.from('<html>%PDF-')), null);
    assert.equal(letterTypeOf(Buffer.from('%PD')), null);
    assert.equal(letterTypeOf(new Uint8Array()), null);
  });

  it('keeps only the base name of an uploaded file, without control characters', () => {
    assert.equal(safeFileName('C:\\Users\\anna\\brief.pdf'), 'brief.pdf');
    assert.equal(safeFileName('../../etc/passwd'), 'passwd');
    assert.equal(safeFileName('a\u0000b\n.png'), 'ab.png');
    assert.equal(safeFileName(''), 'brief');
    assert.equal(safeFileName('x'.repeat(300)).length, 120);
  });
});
