export const contact = {
  sent: 'Uw bericht is verzonden.',
  failed: 'Er is een fout opgetreden bij het verzenden van uw bericht, probeer het later nogmaals.',
} as const;
