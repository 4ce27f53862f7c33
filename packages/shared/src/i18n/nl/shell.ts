import { accounts } from './accounts';
import { common } from './common';
import { contact } from './contact';
import { content } from './content';
import { cookies } from './cookies';
import { errors } from './errors';
import { home } from './home';
import { menu } from './menu';
import { themes } from './themes';
import { uploads } from './uploads';

/**
 * The texts any page of the web app may show, loaded with the app itself. The content pages' long
 * texts (content-bodies.ts) come with those pages, and the mails are the server's.
 */
export const shellTexts = {
  common,
  accounts,
  errors,
  menu,
  home,
  cookies,
  contact,
  content,
  uploads,
  themes,
} as const;
