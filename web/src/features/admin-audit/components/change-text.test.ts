import { describe, expect, it } from 'vitest';
import { changedFields, fieldText, valueText } from './change-text.ts';

describe("an audit entry's change, as an admin reads it", () => {
  it('pairs each field as it was with what it became', () => {
    expect(changedFields({ before: { usd: 49, status: 'draft' }, after: { usd: 59, status: 'published' } })).toEqual([
      { field: 'usd', before: '49', after: '59' },
      { field: 'status', before: 'draft', after: 'published' },
    ]);
  });
  it('keeps a side with nothing to say empty: a thing made, a thing removed, a field only one side has', () => {
    expect(changedFields({ before: null, after: { code: 'SAVE10' } })).toEqual([{ field: 'code', before: undefined, after: 'SAVE10' }]);
    expect(changedFields({ before: { email: 'a@b.c' }, after: null })).toEqual([{ field: 'email', before: 'a@b.c', after: undefined }]);
    expect(changedFields({ before: { period_end: 'x' }, after: { period_end: 'y', days: 10 } })).toContainEqual({
      field: 'days',
      before: undefined,
      after: '10',
    });
    expect(changedFields({ before: null, after: null })).toEqual([]);
  });
  it('reads values as words', () => {
    expect(valueText(null)).toBe('none');
    expect(valueText([])).toBe('none');
    expect(valueText(true)).toBe('yes');
    expect(valueText(['card', 'bank'])).toBe('card, bank');
    expect(valueText([{ text: 'Q?' }])).toBe('[{"text":"Q?"}]');
    expect(valueText('2026-11-24T16:05:00.000Z')).toMatch(/^24 Nov 2026, \d\d:\d\d$/);
    expect(fieldText('activation_limit')).toBe('activation limit');
  });
});
