import * as v from 'valibot';
import { companyReportSchema } from './report';
import { issuesToViolations } from './messages';

const violationsOf = (input: unknown) => {
  const result = v.safeParse(companyReportSchema, input);
  return result.success ? [] : issuesToViolations(result.issues);
};

describe('companyReportSchema', () => {
  it('accepts a name and a period, the name trimmed', () => {
    expect(
      v.parse(companyReportSchema, { name: ' Q1 ', from: '2026-01-01', till: '2026-03-31' }),
    ).toEqual({ name: 'Q1', from: '2026-01-01', till: '2026-03-31' });
  });

  it('marks empty fields as required', () => {
    expect(violationsOf({ name: '', from: '', till: '' })).toEqual([
      { path: 'name', key: 'validation.required' },
      { path: 'from', key: 'validation.required' },
      { path: 'till', key: 'validation.required' },
    ]);
  });

  it('refuses days that do not exist', () => {
    expect(violationsOf({ name: 'X', from: '2026-02-30', till: '2026-03-01' })).toEqual([
      { path: 'from', key: 'validation.date' },
    ]);
  });

  it('refuses text that is no day at all without failing on the period check', () => {
    expect(violationsOf({ name: 'X', from: "' OR 1=1 --", till: '2026-03-01' })).toEqual([
      { path: 'from', key: 'validation.date' },
    ]);
  });

  it('refuses an end before the start', () => {
    expect(violationsOf({ name: 'X', from: '2026-03-02', till: '2026-03-01' })).toEqual([
      { path: 'till', key: 'validation.dateRange' },
    ]);
  });

  it('allows three years at most', () => {
    expect(violationsOf({ name: 'X', from: '2024-01-01', till: '2026-12-31' })).toEqual([]);
    expect(violationsOf({ name: 'X', from: '2024-01-01', till: '2027-01-01' })).toEqual([
      { path: 'till', key: 'validation.reportPeriod' },
    ]);
  });

  it('refuses line breaks in the name', () => {
    expect(violationsOf({ name: 'a\nb', from: '2026-01-01', till: '2026-01-01' })).toEqual([
      { path: 'name', key: 'validation.invalidValue' },
    ]);
  });
});
