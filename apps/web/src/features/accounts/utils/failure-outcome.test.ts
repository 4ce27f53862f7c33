import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { initI18n } from '../../../lib/i18n';
import { failureOutcome } from './failure-outcome';

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'support@example.nl', phone: '030 000 00 00' });
});

describe('failureOutcome', () => {
  it('a lost connection becomes the network notice', () => {
    expect(failureOutcome(new NetworkError(), i18next.t)).toEqual({ kind: 'network' });
  });

  it("the server's message is shown as it came", () => {
    const error = new ApiRequestError(409, 'EMAIL_TAKEN', 'Dit e-mailadres is al in gebruik.');
    expect(failureOutcome(error, i18next.t)).toEqual({
      kind: 'failed',
      message: 'Dit e-mailadres is al in gebruik.',
    });
  });

  it('anything else gets the general apology, not its technical text', () => {
    expect(failureOutcome(new TypeError('response.json is not a function'), i18next.t)).toEqual({
      kind: 'failed',
      message: 'Er is iets misgegaan aan onze kant. Probeer het later nogmaals.',
    });
  });
});
