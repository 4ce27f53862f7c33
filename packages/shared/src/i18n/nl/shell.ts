import { common } from './common';
import { content } from './content';
import { cookies } from './cookies';
import { home } from './home';
import { menu } from './menu';
import { themes } from './themes';

/**
 * The texts any page of the web app may show, loaded with the app itself. The rest come with the
 * modules that show them (nl.ts), and the mails are the server's.
 */
export const shellTexts = {
  common,
  menu,
  home,
  cookies,
  content,
  themes,
} as const;
