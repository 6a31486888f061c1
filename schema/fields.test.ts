import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { phoneField } from './fields.ts';

describe('phoneField', () => {
  it('takes a phone typed with Arabic-Indic, Persian or Devanagari digits, and keeps its ASCII digits', () => {
    expect(v.parse(phoneField, ' +٢٥٤ ٧١٢ ٣٤٥ ٦٧٨ ')).toBe('+254 712 345 678');
    expect(v.parse(phoneField, '۰۷۱۲۳۴۵۶۷۸')).toBe('0712345678');
    expect(v.parse(phoneField, '०७१२३४५६७८')).toBe('0712345678');
  });

  it('refuses what is no phone number in any script', () => {
    expect(v.is(phoneField, '٠٧١٢')).toBe(false);
    expect(v.is(phoneField, 'call me: ٠٧١٢٣٤٥٦٧٨')).toBe(false);
  });
});
