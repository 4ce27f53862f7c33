import { MAX_FILE_SIZE_BYTES } from '@portal/shared/constants';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { describe, expect, it } from 'vitest';
import {
  finaliseOptionsFor,
  hasLowDpi,
  hasPreview,
  isDuplicateError,
  lowDpiPages,
  lowestDpi,
  needsPolling,
  sortNewFiles,
  uploadErrorOf,
  uploadSessionLost,
} from './upload-rules';

const file = (name: string, size = 1000) => ({ name, size });

describe('sortNewFiles', () => {
  it.each([
    {
      what: 'new names are accepted in order',
      files: [file('a.pdf'), file('b.pdf')],
      list: [],
      accepted: ['a.pdf', 'b.pdf'],
      duplicates: [],
      tooLarge: [],
    },
    {
      what: 'a name already in the list is ignored',
      files: [file('a.pdf'), file('b.pdf')],
      list: ['a.pdf'],
      accepted: ['b.pdf'],
      duplicates: ['a.pdf'],
      tooLarge: [],
    },
    {
      what: 'a name twice in one drop is accepted once and reported once',
      files: [file('a.pdf'), file('a.pdf', 5), file('a.pdf', 7)],
      list: [],
      accepted: ['a.pdf'],
      duplicates: ['a.pdf'],
      tooLarge: [],
    },
    {
      what: 'names differ by case are different files',
      files: [file('A.pdf')],
      list: ['a.pdf'],
      accepted: ['A.pdf'],
      duplicates: [],
      tooLarge: [],
    },
    {
      what: 'exactly 2 GB is allowed, one byte more is refused',
      files: [file('max.pdf', MAX_FILE_SIZE_BYTES), file('groot.pdf', MAX_FILE_SIZE_BYTES + 1)],
      list: [],
      accepted: ['max.pdf'],
      duplicates: [],
      tooLarge: ['groot.pdf'],
    },
    {
      what: 'an empty file is accepted (the server says it cannot be analysed)',
      files: [file('leeg.pdf', 0)],
      list: [],
      accepted: ['leeg.pdf'],
      duplicates: [],
      tooLarge: [],
    },
  ])('$what', ({ files, list, accepted, duplicates, tooLarge }) => {
    const sorted = sortNewFiles(files, list);
    expect(sorted.accepted.map((f) => f.name)).toEqual(accepted);
    expect(sorted.duplicates).toEqual(duplicates);
    expect(sorted.tooLarge).toEqual(tooLarge);
  });
});

describe('DPI', () => {
  const dpis = (...pages: number[][]) => ({
    dpisPerPage: pages.map((values, i) => ({ page: i + 1, dpis: values })),
  });

  it.each([
    { pages: [], lowest: null },
    { pages: [[], []], lowest: null },
    { pages: [[300, 150], [], [220]], lowest: 150 },
    { pages: [[196.6]], lowest: 196.6 },
  ])('the lowest DPI of $pages is $lowest', ({ pages, lowest }) => {
    expect(lowestDpi(dpis(...pages))).toBe(lowest);
  });

  it('lists the pages under 200 DPI with their lowest value, in page order', () => {
    const value = {
      dpisPerPage: [
        { page: 3, dpis: [120, 600] },
        { page: 1, dpis: [199.4] },
        { page: 2, dpis: [200] },
        { page: 4, dpis: [] },
      ],
    };
    expect(lowDpiPages(value)).toEqual([
      { page: 1, dpi: 199 },
      { page: 3, dpi: 120 },
    ]);
  });

  const ready = { status: 'READY' as const, analysed: true };
  it.each([
    { what: 'lowest under 197', file: { ...ready, ...dpis([196]) }, warn: true },
    { what: 'lowest exactly 197', file: { ...ready, ...dpis([197]) }, warn: false },
    { what: 'between 197 and 200 (listed, but no warning)', file: { ...ready, ...dpis([198]) }, warn: false },
    { what: 'no images', file: { ...ready, ...dpis([]) }, warn: false },
    { what: 'analysis off', file: { ...ready, analysed: false, ...dpis([72]) }, warn: false },
    {
      what: 'still analysing',
      file: { status: 'ANALYZING' as const, analysed: false, ...dpis([72]) },
      warn: false,
    },
  ])('warns about low DPI when $what: $warn', ({ file: value, warn }) => {
    expect(hasLowDpi(value)).toBe(warn);
  });
});

describe('needsPolling', () => {
  it.each([
    { statuses: [], poll: false },
    { statuses: ['READY', 'READY_NOT_ANALYZED'], poll: false },
    { statuses: ['READY', 'ANALYZING'], poll: true },
    { statuses: ['ANALYZING'], poll: true },
  ] as const)('$statuses -> $poll', ({ statuses, poll }) => {
    expect(needsPolling(statuses.map((status) => ({ status })))).toBe(poll);
  });
});

describe('hasPreview', () => {
  it.each([
    { status: 'READY', fileType: 'pdf', preview: true },
    { status: 'READY', fileType: 'png', preview: true },
    { status: 'READY', fileType: 'jpeg', preview: true },
    { status: 'READY', fileType: 'tiff', preview: true },
    { status: 'ANALYZING', fileType: 'pdf', preview: false },
    { status: 'READY', fileType: 'officeDocument', preview: false },
    { status: 'READY_NOT_ANALYZED', fileType: 'pdf', preview: false },
    { status: 'READY_PASSWORD_PROTECTED', fileType: 'pdf', preview: false },
    { status: 'READY', fileType: null, preview: false },
  ] as const)('$status $fileType -> $preview', ({ status, fileType, preview }) => {
    expect(hasPreview({ status, fileType } as Pick<UploadedFile, 'status' | 'fileType'>)).toBe(preview);
  });
});

describe('finaliseOptionsFor', () => {
  const theme = (hideZipOption: boolean, analyseFiles?: boolean) => ({
    flags: { hideZipOption },
    customFields: analyseFiles === undefined ? {} : { analyseFiles },
  });
  it.each([
    { what: 'defaults', user: null, theme: null, expected: { unzip: false, analyse: true } },
    {
      what: "the user's unzip choice",
      user: { unzipOnUpload: true },
      theme: theme(false),
      expected: { unzip: true, analyse: true },
    },
    {
      what: 'a theme that hides the zip option never unzips',
      user: { unzipOnUpload: true },
      theme: theme(true),
      expected: { unzip: false, analyse: true },
    },
    {
      what: 'a theme that switches analysis off',
      user: { unzipOnUpload: false },
      theme: theme(false, false),
      expected: { unzip: false, analyse: false },
    },
  ])('$what', ({ user, theme: value, expected }) => {
    expect(finaliseOptionsFor(user, value)).toEqual(expected);
  });
});

describe('upload errors', () => {
  it('reads the server error from a chunk answer', () => {
    expect(uploadErrorOf('{"error":"FILE_TOO_LARGE","message":"Te groot."}')).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Te groot.',
    });
    expect(uploadErrorOf('')).toBeNull();
    expect(uploadErrorOf('<html>Bad gateway</html>')).toBeNull();
    expect(uploadErrorOf('{"status":500}')).toBeNull();
  });

  it.each([
    { error: { code: 'DUPLICATE_FILE_NAME', message: 'Bestaat al.' }, duplicate: true },
    { error: { code: 'CONFLICT', message: 'A duplicate name' }, duplicate: true },
    { error: { code: 'CHUNK_INVALID', message: 'Past niet.' }, duplicate: false },
    { error: null, duplicate: false },
  ])('$error is a duplicate: $duplicate', ({ error, duplicate }) => {
    expect(isDuplicateError(error)).toBe(duplicate);
  });
});

describe('uploadSessionLost', () => {
  it.each([
    { files: 'a', current: 'a', count: 2, lost: false },
    { files: 'a', current: 'b', count: 2, lost: true },
    { files: 'a', current: 'b', count: 0, lost: false },
    { files: null, current: 'b', count: 1, lost: false },
  ])('files of $files, server says $current, $count files: $lost', ({ files, current, count, lost }) => {
    expect(uploadSessionLost(files, current, count)).toBe(lost);
  });
});
