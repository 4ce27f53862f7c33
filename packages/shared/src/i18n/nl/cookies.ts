export const cookies = {
  title: 'Cookies',
} as const;
