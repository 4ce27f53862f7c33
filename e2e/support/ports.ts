export const E2E_PORT = 3100;
export const E2E_SMTP_PORT = 2526;
export const E2E_MAIL_PORT = 3102;
