import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconExternalLink, IconFileDownload } from '@tabler/icons-react';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { Certificate } from '#schema/certificates-api.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { LabReports } from './LabReports.tsx';

const report = (changes: Partial<Certificate>): Certificate => ({
  id: 1,
  productId: 12,
  galleryImageId: null,
  lab: 'GIA',
  reportNumber: '2141438167',
  issuedOn: '2024-03-18',
  scanUrl: null,
  verifyUrl: null,
  ...changes,
});

describe('LabReports', () => {
  it("shows each report's lab, number and date, its scan, and the lab's own check where the lab has one", async () => {
    stubApi({
      'GET /api/certificates': [
        report({ scanUrl: '/objects/uploads/gia.pdf', verifyUrl: 'https://www.gia.edu/report-check?reportno=2141438167' }),
        report({ id: 2, lab: 'AGL', reportNumber: 'CS-1098765', issuedOn: '2023-11-02', scanUrl: '/objects/uploads/agl.png' }),
      ],
    });
    render(
      <Suspense>
        <LabReports productId={12} />
      </Suspense>,
    );
    expect(await screen.findByText('GIA report 2141438167')).toBeTruthy();
    expect(screen.getByText('Issued Mar 18, 2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify at the lab' }).getAttribute('href')).toBe(
      'https://www.gia.edu/report-check?reportno=2141438167',
    );
    expect(screen.getByRole('link', { name: 'Download the scan (PDF)' }).getAttribute('href')).toBe('/objects/uploads/gia.pdf');
    expect(screen.getByText('AGL report CS-1098765')).toBeTruthy();
    expect(screen.getByText('AGL offers no public online check; ask us for the paper report.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the scan' }).getAttribute('href')).toBe('/objects/uploads/agl.png');
    expect(screen.getAllByRole('link', { name: 'Verify at the lab' })).toHaveLength(1);
  });

  it('shows nothing for a stone without reports', async () => {
    stubApi({ 'GET /api/certificates': [] });
    const { container } = render(
      <Suspense fallback="loading">
        <LabReports productId={12} />
      </Suspense>,
    );
    await waitFor(() => expect(container.textContent).not.toContain('loading'));
    expect(screen.queryByRole('heading', { name: 'Lab reports' })).toBeNull();
  });

  it('draws the reports as Mantine’s Stack, Title, Card, Group, Text and Anchor did', async () => {
    stubApi({
      'GET /api/certificates': [
        report({ scanUrl: '/objects/uploads/gia.pdf', verifyUrl: 'https://www.gia.edu/report-check?reportno=2141438167' }),
        report({ id: 2, lab: 'AGL', reportNumber: 'CS-1098765', issuedOn: '2023-11-02', scanUrl: '/objects/uploads/agl.png' }),
      ],
    });
    const plain = render(
      <Suspense>
        <LabReports productId={12} />
      </Suspense>,
    );
    await screen.findByText('AGL report CS-1098765');
    const mantine = render(
      <Stack gap="xs" component="section" aria-labelledby="lab-reports-title">
        <Title order={2} size="h4" id="lab-reports-title">
          Lab reports
        </Title>
        <Card withBorder radius="md" padding="sm" data-testid="lab-report">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <IconCertificate size={20} aria-hidden />
              <Text fw={700}>GIA report 2141438167</Text>
            </Group>
            <Text size="sm" c="dimmed">
              <time dateTime="2024-03-18">Issued Mar 18, 2024</time>
            </Text>
            <Group gap="md">
              <Anchor href="/objects/uploads/gia.pdf" size="sm" rel="noopener">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconFileDownload size={16} aria-hidden />
                  Download the scan (PDF)
                </Group>
              </Anchor>
              <Anchor
                href="https://www.gia.edu/report-check?reportno=2141438167"
                size="sm"
                target="_blank"
                rel="noopener noreferrer"
                data-testid="verify-at-lab"
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconExternalLink size={16} aria-hidden />
                  Verify at the lab
                </Group>
              </Anchor>
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="sm" data-testid="lab-report">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap">
              <IconCertificate size={20} aria-hidden />
              <Text fw={700}>AGL report CS-1098765</Text>
            </Group>
            <Text size="sm" c="dimmed">
              <time dateTime="2023-11-02">Issued Nov 2, 2023</time>
            </Text>
            <Group gap="md">
              <Anchor href="/objects/uploads/agl.png" size="sm" target="_blank" rel="noopener">
                <Group gap={4} component="span" wrap="nowrap">
                  <IconFileDownload size={16} aria-hidden />
                  View the scan
                </Group>
              </Anchor>
              <Text size="sm" c="dimmed">
                AGL offers no public online check; ask us for the paper report.
              </Text>
            </Group>
          </Stack>
        </Card>
      </Stack>,
    );
    expect(plain.container.innerHTML).toBe(mantine.container.innerHTML);
  });
});
