/** Dutch texts for the API's error codes; the code is the key. */
export const errors = {
  VALIDATION_ERROR: 'De gegevens zijn niet (correct) ingevuld.',
  NOT_FOUND: 'Deze pagina of dit gegeven bestaat niet.',
  THEME_NOT_FOUND: 'Dit thema bestaat niet.',
  INVALID_THEME_NAME: 'Dit is geen geldige themanaam.',
  MESSAGE_NOT_FOUND: 'Dit bericht bestaat niet of is al gesloten.',
  UNKNOWN_RECIPIENT: 'Deze ontvanger is onbekend.',
  PAYLOAD_TOO_LARGE: 'Het verzoek is te groot.',
  UNSUPPORTED_MEDIA_TYPE: 'Dit soort gegevens wordt niet geaccepteerd.',
  RATE_LIMITED: 'U heeft dit te vaak geprobeerd. Wacht even en probeer het dan opnieuw.',
  UNAUTHORIZED: 'U bent niet (meer) ingelogd. Log in om verder te gaan.',
  INTERNAL_ERROR: 'Er is iets misgegaan aan onze kant. Probeer het later nogmaals.',
  SERVICE_UNAVAILABLE: 'De dienst is tijdelijk niet beschikbaar. Probeer het later nogmaals.',
} as const;
export type ErrorCode = keyof typeof errors;
