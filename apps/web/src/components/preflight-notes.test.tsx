import type { UploadFacts } from '@portal/shared/rules/preflight-at-size';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../testing/render-with-app';
import { PreflightNotes } from './preflight-notes';

beforeAll(() => initTestI18n());

// The photo: 1800 × 1200 px saved at 300 DPI, 152.4 × 101.6 mm.
const photo: UploadFacts = {
  status: 'READY',
  analysed: true,
  dimensions: { widthMm: 152.4, heightMm: 101.6 },
  dpisPerPage: [{ page: 1, dpis: [300] }],
};
const a4: UploadFacts = { ...photo, dimensions: { widthMm: 210, heightMm: 297 }, dpisPerPage: [] };

describe('PreflightNotes: a file at the format it is ordered in (issue 32 point 1)', () => {
  it('warns of the resolution at A2 and names the other proportions', async () => {
    renderWithApp(<PreflightNotes file={photo} format="A2" fileName="foto.jpg" />);
    expect(
      await screen.findByText(
        'foto.jpg: Lage resolutie op A2: 77 DPI. Afbeeldingen onder 200 DPI kunnen onscherp worden afgedrukt.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('foto.jpg: Andere verhoudingen dan A2: er komt een witrand of er valt iets weg.'),
    ).toBeTruthy();
  });

  it('does not warn of the resolution of the same photo at A6', async () => {
    renderWithApp(<PreflightNotes file={photo} format="A6" />);
    // A6 is 105 × 148 mm: other proportions than the photo's, and sharp enough.
    expect(await screen.findByText(/Andere verhoudingen dan A6/)).toBeTruthy();
    expect(screen.queryByText(/Lage resolutie/)).toBeNull();
  });

  it('names the factor an A4 page is scaled by to A3, and says nothing of an A4 page on A4', async () => {
    const { unmount } = renderWithApp(<PreflightNotes file={a4} format="A3" />);
    expect(await screen.findByText('Op A3 geschaald met factor 1,41')).toBeTruthy();
    unmount();
    renderWithApp(<PreflightNotes file={a4} format="A4" />);
    expect(screen.queryByTestId('preflight-notes')).toBeNull();
  });

  it('says nothing of a file without analysis (300 DPI is assumed)', () => {
    renderWithApp(<PreflightNotes file={{ ...photo, analysed: false }} format="A2" />);
    expect(screen.queryByTestId('preflight-notes')).toBeNull();
  });
});
