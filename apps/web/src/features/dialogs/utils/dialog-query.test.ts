import { describe, expect, it } from 'vitest';
import { parseDialogQuery } from './dialog-query';

const parse = (query: string) => parseDialogQuery(new URLSearchParams(query));

describe('dlg query', () => {
  it.each([
    ['', null],
    ['dlg=', null],
    ['dlg=onbekend', null],
    ['dlg=INSCHRIJVEN', null],
    ['dlg=inschrijven', { name: 'inschrijven' }],
    ['dlg=inloggen', { name: 'inloggen' }],
    ['dlg=profiel', { name: 'profiel' }],
    ['dlg=orders', { name: 'orders' }],
    ['dlg=opzeggen', { name: 'opzeggen' }],
    ['dlg=wachtwoordbeleid', { name: 'wachtwoordbeleid' }],
    ['dlg=bestanden-delen', { name: 'bestanden-delen' }],
    ['dlg=resetPw&e=a%40b.nl&i=123', { name: 'resetPw', email: 'a@b.nl', resetId: '123' }],
    ['dlg=resetPw', { name: 'resetPw', email: null, resetId: null }],
    ['dlg=resetPw&e=%20&i=', { name: 'resetPw', email: null, resetId: null }],
    ['dlg=v&k=abc123', { name: 'v', hash: 'abc123' }],
    ['dlg=v', { name: 'v', hash: null }],
    ['dlg=inschrijven&dlg=onbekend', { name: 'inschrijven' }],
  ])('%j -> %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });
});
