import { accounts } from './nl/accounts';
import { common } from './nl/common';
import { contact } from './nl/contact';
import { content } from './nl/content';
import { cookies } from './nl/cookies';
import { errors } from './nl/errors';
import { home } from './nl/home';
import { mails } from './nl/mails';
import { menu } from './nl/menu';
import { uploads } from './nl/uploads';

/** The Dutch catalogue: every text a user reads. One namespace per area. */
export const nl = {
  common,
  accounts,
  errors,
  menu,
  home,
  cookies,
  contact,
  content,
  mails,
  uploads,
} as const;
