import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wholesaleApplications } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { testDb } from '#worker/test/factories.ts';

/** A version 4 UUID: what every application id, stored or not, looks like. */
const RANDOM_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const REQUIRED_FIELDS = ['businessName', 'contactName', 'email', 'phone', 'businessType'] as const;

/** A complete application; the business name is unique so each test finds its own row. */
function application(overrides: Record<string, unknown> = {}) {
  return {
    businessName: `Crystal Corner ${crypto.randomUUID()}`,
    contactName: 'Wanjiru Kamau',
    email: 'buyer@crystalcorner.example',
    phone: '+254 712 345 678',
    businessType: 'retail',
    taxId: 'KE-P051234567X',
    message: 'We would like to stock your tumbled stones.',
    ...overrides,
  };
}

function apply(body: string, contentType = 'application/json') {
  return call('/api/wholesale/apply', { method: 'POST', headers: { 'content-type': contentType }, body });
}

const applyJson = (body: unknown) => apply(JSON.stringify(body));

const storedCount = async () => {
  const [row] = await testDb().select({ n: count() }).from(wholesaleApplications);
  return row?.n ?? 0;
};

const storedByBusiness = (businessName: string) =>
  testDb().select().from(wholesaleApplications).where(eq(wholesaleApplications.businessName, businessName));

/** Sends a refused application and proves the answer is 400 {error} and that nothing was stored. */
async function expectRefused(body: string, contentType = 'application/json'): Promise<string> {
  const before = await storedCount();
  const response = await apply(body, contentType);
  expect(response.status).toBe(400);
  const answer = await response.json<{ error: string }>();
  expect(answer).toMatchObject({ error: expect.any(String), code: 'invalid_input' });
  expect(await storedCount()).toBe(before);
  return answer.error;
}

describe('POST /api/wholesale/apply', () => {
  it('stores a full valid application and answers 201 with its id', async () => {
    const body = application();

    const response = await applyJson(body);

    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(id).toMatch(RANDOM_UUID);
    expect(await storedByBusiness(body.businessName)).toEqual([
      {
        id,
        businessName: body.businessName,
        contactName: 'Wanjiru Kamau',
        email: 'buyer@crystalcorner.example',
        phone: '+254 712 345 678',
        businessType: 'retail',
        taxId: 'KE-P051234567X',
        message: 'We would like to stock your tumbled stones.',
        status: 'new',
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('stores taxId and message as null when they are omitted', async () => {
    const { taxId: _taxId, message: _message, ...body } = application();

    const response = await applyJson(body);

    expect(response.status).toBe(201);
    expect(await storedByBusiness(body.businessName)).toEqual([
      expect.objectContaining({ businessName: body.businessName, taxId: null, message: null }),
    ]);
  });

  it.each([
    { label: 'empty', value: '' },
    { label: 'blank', value: '   ' },
    { label: 'null', value: null },
  ])('stores taxId and message as null when they are $label', async ({ value }) => {
    const body = application({ taxId: value, message: value });

    const response = await applyJson(body);

    expect(response.status).toBe(201);
    expect(await storedByBusiness(body.businessName)).toEqual([
      expect.objectContaining({ businessName: body.businessName, taxId: null, message: null }),
    ]);
  });

  it('stores the fields without surrounding spaces', async () => {
    const name = `Gem Traders ${crypto.randomUUID()}`;
    const body = application({
      businessName: `  ${name}  `,
      contactName: ' Ana Lima ',
      email: ' ana@gemtraders.example ',
      phone: ' 555-0100 ',
      businessType: ' jewelry ',
      taxId: ' 12-3456789 ',
      message: '  Hello.  ',
    });

    expect((await applyJson(body)).status).toBe(201);
    expect(await storedByBusiness(name)).toEqual([
      expect.objectContaining({
        businessName: name,
        contactName: 'Ana Lima',
        email: 'ana@gemtraders.example',
        phone: '555-0100',
        businessType: 'jewelry',
        taxId: '12-3456789',
        message: 'Hello.',
      }),
    ]);
  });

  it('ignores fields a caller should not set, such as id and createdAt', async () => {
    const body = { ...application(), id: 987654, createdAt: 0, status: 'approved' };

    const response = await applyJson(body);

    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(id).not.toBe(987654);
    const [row] = await storedByBusiness(body.businessName);
    expect(row).toMatchObject({ id });
    expect(await testDb().select().from(wholesaleApplications).where(eq(wholesaleApplications.id, '987654'))).toEqual([]);
    expect(row?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(REQUIRED_FIELDS)('refuses an application without %s with 400 naming the field, storing nothing', async (field) => {
    const body: Record<string, unknown> = application();
    delete body[field];

    const error = await expectRefused(JSON.stringify(body));

    expect(error).toMatch(new RegExp(`^${field}: `));
  });

  it.each(REQUIRED_FIELDS.flatMap((field) => ['', '   ', '\t\n'].map((value) => ({ field, value }))))(
    'refuses $field = $value with 400 "$field: is required", storing nothing',
    async ({ field, value }) => {
      const error = await expectRefused(JSON.stringify(application({ [field]: value })));

      expect(error).toBe(`${field}: is required`);
    },
  );

  it.each(REQUIRED_FIELDS.flatMap((field) => [null, 42, true, ['x'], { x: 1 }].map((value) => ({ field, value }))))(
    'refuses $field of the wrong type ($value) with 400 naming the field',
    async ({ field, value }) => {
      const error = await expectRefused(JSON.stringify(application({ [field]: value })));

      expect(error).toMatch(new RegExp(`^${field}: `));
    },
  );

  it.each([{ field: 'taxId' }, { field: 'message' }])('refuses a $field that is not text with 400 naming the field', async ({ field }) => {
    const error = await expectRefused(JSON.stringify(application({ [field]: 12345 })));

    expect(error).toMatch(new RegExp(`^${field}: `));
  });

  it.each(['plainaddress', 'a@b', 'a@@b.com', '@example.com', 'buyer@', 'two words@example.com', 'buyer@example.'])(
    'refuses the email %s with 400 "email: must be a valid email address"',
    async (email) => {
      const error = await expectRefused(JSON.stringify(application({ email })));

      expect(error).toBe('email: must be a valid email address');
    },
  );

  it.each(['call me', '12345', '+254 712 345 678 ext 9', `+${'1'.repeat(31)}`, '+1234 5678 9012 3456'])(
    'refuses the phone %s with 400 naming phone',
    async (phone) => {
      const error = await expectRefused(JSON.stringify(application({ phone })));

      expect(error).toBe('phone: must be a phone number');
    },
  );

  it.each([
    { field: 'businessName', max: 200 },
    { field: 'contactName', max: 120 },
    { field: 'businessType', max: 100 },
    { field: 'taxId', max: 64 },
    { field: 'message', max: 2000 },
  ] as const)('refuses a $field longer than $max characters with 400, and stores exactly $max', async ({ field, max }) => {
    // Unique per test, so the row can be found by its business name.
    const exact = crypto.randomUUID().padEnd(max, 'x');

    const error = await expectRefused(JSON.stringify(application({ [field]: `${exact}x` })));
    expect(error).toBe(`${field}: must be at most ${max} characters`);

    const body = application({ [field]: exact });
    expect((await applyJson(body)).status).toBe(201);
    const [row] = await storedByBusiness(body.businessName);
    expect(row?.[field]).toBe(exact);
  });

  it('refuses an email longer than 254 characters with 400', async () => {
    const email = `${'a'.repeat(243)}@example.com`;
    expect(email).toHaveLength(255);

    const error = await expectRefused(JSON.stringify(application({ email })));

    expect(error).toBe('email: must be at most 254 characters');
  });

  it.each([
    { label: 'malformed JSON', body: '{"businessName": "Crystal Corner",' },
    { label: 'plain text', body: 'businessName=Crystal Corner' },
    { label: 'an empty body', body: '' },
  ])('answers 400 {error}, not 500, for a $label body', async ({ body }) => {
    const error = await expectRefused(body);

    expect(error).toBe('Malformed JSON in request body');
  });

  it('answers 400 for a valid JSON application sent as text/plain, storing nothing', async () => {
    const error = await expectRefused(JSON.stringify(application()), 'text/plain');

    expect(error).toMatch(/^businessName: /);
  });

  it.each([
    { label: 'an array', body: [application()] },
    { label: 'a string', body: 'Crystal Corner' },
    { label: 'a number', body: 7 },
    { label: 'null', body: null },
  ])('answers 400 for a body that is $label, not an object, storing nothing', async ({ body }) => {
    const error = await expectRefused(JSON.stringify(body));

    expect(error.length).toBeGreaterThan(0);
  });
});

describe('application texts must be printable and visible (schema/text.ts)', () => {
  it.each([
    { field: 'businessName', value: '\u200b\u200b\u200b' },
    { field: 'businessName', value: '\u0000' },
    { field: 'contactName', value: '\u3164\u00a0' },
    { field: 'businessType', value: 'retail\u001b[2J' },
    { field: 'message', value: 'Hello\u0000there' },
  ])('refuses $field = $value with 400, storing nothing', async ({ field, value }) => {
    const error = await expectRefused(JSON.stringify(application({ [field]: value })));
    expect(error).toMatch(new RegExp(`^${field}: `));
  });

  it('stores a message of only zero-width characters as no message', async () => {
    const body = application({ message: '\u200b\u200d' });
    expect((await applyJson(body)).status).toBe(201);
    const [row] = await storedByBusiness(body.businessName);
    expect(row?.message).toBeNull();
  });
});

describe('the honeypot field (website) that people never see', () => {
  it('answers a filled honeypot 201 with an id, as if accepted, and stores nothing', async () => {
    const body = application({ website: 'https://spam.example' });
    const before = await storedCount();

    const response = await applyJson(body);

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.stringMatching(RANDOM_UUID) });
    expect(await storedCount()).toBe(before);
    expect(await storedByBusiness(body.businessName)).toEqual([]);
  });

  it('answers a bot as a person, with ids that neither count applications nor repeat (issue 21, item 12)', async () => {
    const answers = [];
    for (const website of ['', 'https://spam.example', '', 'https://spam.example']) {
      const response = await applyJson(application({ website }));
      answers.push(await response.json<Record<string, unknown>>());
    }

    for (const answer of answers) expect(answer).toEqual({ id: expect.stringMatching(RANDOM_UUID) });
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(answers.length);
  });

  it('stores an application whose honeypot is empty, as the form sends it', async () => {
    const body = application({ website: '' });
    expect((await applyJson(body)).status).toBe(201);
    expect(await storedByBusiness(body.businessName)).toHaveLength(1);
  });
});
