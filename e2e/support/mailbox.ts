import { expect } from '@playwright/test';
import { E2E_MAIL_PORT } from './ports';

export type ReceivedMail = { to: string[]; raw: string; receivedAt: string };

/** Mails the test SMTP server received so far. */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_MAIL_PORT}/mails`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until a mail whose raw text contains `needle` arrived, and returns it. */
export async function waitForMail(needle: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((mail) => mail.raw.includes(needle));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
