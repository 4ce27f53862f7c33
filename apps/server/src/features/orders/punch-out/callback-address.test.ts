import { describe, expect, it } from 'vitest';
import { CALLBACK_URL_MAX_LENGTH, callbackProblem, httpOrigin } from './callback-address';

const allowed = ['https://inkoop.bouwgroep-noord.example', 'http://localhost:3000/'];

describe('the address a purchasing-portal order goes back to', () => {
  it.each([
    [
      'an allowed https address with a path and query',
      'https://inkoop.bouwgroep-noord.example/oci/hook?sid=4711&~OkCode=ADDI',
      null,
    ],
    ['an allowed http address (a development host)', 'http://localhost:3000/dev/punch-out', null],
    ['another host', 'https://inkoop.elders.example/hook', 'notAllowed'],
    ['a look-alike host', 'https://inkoop.bouwgroep-noord.example.evil.example/hook', 'notAllowed'],
    ['another port', 'https://inkoop.bouwgroep-noord.example:8443/hook', 'notAllowed'],
    ['http for an https origin', 'http://inkoop.bouwgroep-noord.example/hook', 'notAllowed'],
    ['credentials in the address', 'https://user:secret@inkoop.bouwgroep-noord.example/hook', 'invalid'],
    ['a script address', 'javascript:alert(1)', 'invalid'],
    ['a data address', 'data:text/html,<form>', 'invalid'],
    ['no address at all', 'inkoop.bouwgroep-noord.example/hook', 'invalid'],
    [
      'an address too long',
      `https://inkoop.bouwgroep-noord.example/${'a'.repeat(CALLBACK_URL_MAX_LENGTH)}`,
      'invalid',
    ],
  ] as const)('%s', (_, address, problem) => {
    expect(callbackProblem(address, allowed)).toBe(problem);
  });

  it('allows nothing from the start when the theme allows no origin', () => {
    expect(callbackProblem('https://inkoop.bouwgroep-noord.example/hook', [])).toBe('notAllowed');
  });

  it('compares origins, whatever the data writes after them', () => {
    expect(httpOrigin('HTTPS://Inkoop.Bouwgroep-Noord.example:443/x')).toBe(
      'https://inkoop.bouwgroep-noord.example',
    );
    expect(
      callbackProblem('https://inkoop.bouwgroep-noord.example/x', [
        'https://INKOOP.bouwgroep-noord.example/',
      ]),
    ).toBeNull();
  });
});
