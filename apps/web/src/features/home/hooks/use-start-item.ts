import { pageRouteOf } from '@portal/shared/rules/propositions';
import type { Proposition } from '@portal/shared/schemas/proposition';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';

/** How a chosen page, url or interaction item starts (spec 01 section 2, menu item destination types). */
export function useStartItem(openFileChooser: () => void): (item: Proposition) => void {
  const navigate = useNavigate();
  const to = useRoutePath();
  const dialogs = useDialogs();

  return useCallback(
    (item: Proposition) => {
      if (item.destinationType === 'page') {
        const route = pageRouteOf(item);
        if (route) navigate(to(route));
        return;
      }
      if (item.destinationType === 'url') {
        window.open(item.destination, '_blank', 'noopener,noreferrer');
        return;
      }
      if (item.destinationType !== 'interaction') return;
      switch (item.destination) {
        case 'upload':
          openFileChooser();
          return;
        case 'login':
          dialogs.open('inloggen');
          return;
        case 'signUp':
          dialogs.open('inschrijven');
          return;
        case 'contact':
          navigate(to('contact'));
          return;
        default:
          // An interaction this version does not know yet: the contact page helps further.
          navigate(to('contact'));
      }
    },
    [openFileChooser, navigate, to, dialogs.open],
  );
}
