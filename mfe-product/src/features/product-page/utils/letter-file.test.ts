import { letterFileMessage } from './letter-file';

const rules = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  max_bytes: 5 * 1024 * 1024,
};
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('letter file check', () => {
  it('accepts a PDF, JPEG or PNG up to 5 MB', () => {
    expect(letterFileMessage(file('brief.pdf', 'application/pdf'), rules)).toBeNull();
    expect(letterFileMessage(file('foto.JPG', 'image/jpeg', rules.max_bytes), rules)).toBeNull();
    expect(letterFileMessage(file('scan.png', ''), rules)).toBeNull();
  });

  it('refuses another type', () => {
    expect(letterFileMessage(file('brief.docx', 'application/msword'), rules)).toEqual({
      key: 'validation.letterType',
    });
    expect(letterFileMessage(file('brief', ''), rules)).toEqual({ key: 'validation.letterType' });
  });

  it('refuses a file over 5 MB, naming the limit', () => {
    expect(
      letterFileMessage(file('brief.pdf', 'application/pdf', rules.max_bytes + 1), rules),
    ).toEqual({ key: 'validation.letterSize', values: { size: 5 } });
  });
});
