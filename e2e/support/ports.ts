/** Ports of the browser-test stack; E2E_PORT moves all three (so two runs can share a machine). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_MAIL_PORT = E2E_PORT + 2;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
