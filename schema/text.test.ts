import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { asciiDigits, emptyableText, optionalText, requiredText } from './text.ts';

const CONTROL = ['\u0000', 'a\u0000b', 'Opal\u0007', '\u001b[31mred', 'x\u007f', 'x\u0085y', 'lone \ud800 surrogate', 'vt\u000bff'];
const INVISIBLE_ONLY = [
  '\u200b',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\u2060\u00ad',
  ' \u3000\u00a0 ',
  '\u2800',
  '\u3164',
  '\u200e\u200f',
  '\ufe0f',
];

describe('requiredText', () => {
  const schema = requiredText(50);

  it.each(CONTROL)('refuses control characters: %j', (value) => {
    expect(v.safeParse(schema, value).issues?.[0]?.message).toBe('must not contain control characters');
  });

  it.each(INVISIBLE_ONLY)('refuses text that is empty once invisible characters are removed: %j', (value) => {
    expect(v.safeParse(schema, value).issues?.[0]?.message).toBe('is required');
  });

  it.each(['Amani Otieno', 'Zoë Ångström', 'محمد', '李小龙', 'Line one\nline two\ttabbed', 'Emoji 💎', 'ZWJ family 👨\u200d👩\u200d👧'])(
    'keeps real text as written: %j',
    (value) => {
      expect(v.parse(schema, value)).toBe(value);
    },
  );
});

describe('optionalText', () => {
  const schema = optionalText(50);

  it.each(INVISIBLE_ONLY)('stores visibly empty text as null: %j', (value) => {
    expect(v.parse(schema, value)).toBeNull();
  });

  it.each(CONTROL)('refuses control characters: %j', (value) => {
    expect(v.is(schema, value)).toBe(false);
  });
});

describe('emptyableText', () => {
  const schema = emptyableText(50);

  it.each(INVISIBLE_ONLY)('stores visibly empty text as an empty string: %j', (value) => {
    expect(v.parse(schema, value)).toBe('');
  });

  it.each(CONTROL)('refuses control characters: %j', (value) => {
    expect(v.is(schema, value)).toBe(false);
  });
});

describe('asciiDigits', () => {
  it('reads the digits of every script as ASCII digits', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ०१२३४५६७८९ ０１２３４５６７８９ 𝟎𝟗𝟙𝟵')).toBe('0123456789 0123456789 0123456789 0919');
  });
});
