import { describe, expect, it } from 'vitest';
import { deliveredFilePath, scanFolderPath } from './scan-delivery';

describe('scanFolderPath: the folder a scan order names', () => {
  it('splits on either slash and drops blank parts, as a customer types it', () => {
    expect(scanFolderPath('Personeel/2024')).toEqual(['Personeel', '2024']);
    expect(scanFolderPath(' /Personeel\\ 2024 / ')).toEqual(['Personeel', '2024']);
    expect(scanFolderPath('')).toEqual([]);
  });

  it('refuses a part the file store would refuse as a name', () => {
    expect(scanFolderPath('Personeel/../geheim')).toBeNull();
    expect(scanFolderPath('.')).toBeNull();
    expect(scanFolderPath(`a/${'x'.repeat(256)}`)).toBeNull();
  });
});

describe('deliveredFilePath: where an uploaded file (a zip entry) goes', () => {
  it('keeps the folders of a zip entry and the name', () => {
    expect(deliveredFilePath('Dossier A/contract.pdf')).toEqual({
      folders: ['Dossier A'],
      name: 'contract.pdf',
    });
    expect(deliveredFilePath('a\\b\\c.pdf')).toEqual({ folders: ['a', 'b'], name: 'c.pdf' });
    expect(deliveredFilePath('scan.pdf')).toEqual({ folders: [], name: 'scan.pdf' });
  });

  it('refuses what climbs out, starts at a root or has an empty part', () => {
    for (const name of [
      '../evil.pdf',
      'map/../../evil.pdf',
      '/etc/passwd',
      'C:/x.pdf',
      'a//b.pdf',
      'map/',
      '..',
    ])
      expect(deliveredFilePath(name), name).toBeNull();
  });
});
