import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Certificate } from '#schema/certificates-api.ts';
import { json, refusal, stubApi, type Answer } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { CertificatesEditor } from './CertificatesEditor.tsx';

const gia: Certificate = {
  id: 3,
  productId: 12,
  galleryImageId: null,
  lab: 'GIA',
  reportNumber: '2141438167',
  issuedOn: '2024-03-18',
  scanUrl: '/objects/uploads/scan.pdf',
  verifyUrl: 'https://www.gia.edu/report-check?reportno=2141438167',
};

function openEditor(writeAnswer: Answer = ({ body }) => json({ ...gia, ...(body as object), id: 4 }, 201)) {
  const api = stubApi({
    'GET /api/certificates': [gia],
    'POST /api/certificates': writeAnswer,
    'PATCH /api/certificates/:id': writeAnswer,
    'DELETE /api/certificates/:id': () => new Response(null, { status: 204 }),
  });
  render(<CertificatesEditor stone={{ productId: 12 }} />);
  return { writes: () => api.requests.filter((request) => request.method !== 'GET'), user: userEvent.setup({ delay: null }) };
}

/** Fills the open report form: a report number, and the date the way a date picker sets it. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, number: string, date: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Report number/ }), number);
  fireEvent.change(screen.getByLabelText(/^Report date/), { target: { value: date } });
}

describe('CertificatesEditor', () => {
  it("lists the stone's reports and removes one", async () => {
    const { writes, user } = openEditor();
    expect(await screen.findByText('GIA report 2141438167')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the GIA report 2141438167' }));
    expect(await screen.findByText('Lab report removed')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/api/certificates/3' }]);
  });

  it('adds a report to the product: lab, number and date, with no scan', async () => {
    const { writes, user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Add a lab report' }));
    await fillForm(user, 'LG608331245', '2024-08-19');
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(await screen.findByText('Lab report saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/certificates',
        body: { productId: 12, lab: 'GIA', reportNumber: 'LG608331245', issuedOn: '2024-08-19' },
      },
    ]);
  });

  it('sends nothing for a report number the API would refuse, and says what it takes', async () => {
    const { writes, user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Add a lab report' }));
    await fillForm(user, 'no spaces allowed', '2024-08-19');
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    expect(await screen.findByText('1 to 40 letters, digits or hyphens')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("shows the API's refusal in the visitor's language: the stone has this report already", async () => {
    const { user } = openEditor(() => refusal(409, 'certificate_duplicate', { lab: 'GIA', number: '2141438167' }));
    await user.click(await screen.findByRole('button', { name: 'Edit the GIA report 2141438167' }));
    await user.click(screen.getByRole('button', { name: 'Save the report' }));
    await waitFor(() => expect(screen.getByText('This stone already has the GIA report 2141438167.')).toBeTruthy());
  });
});
