import { Anchor, Divider, Text } from '@mantine/core';
import type { DialogName } from '../../../lib/dialogs';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';

type SwitchDialogLineProps = {
  /** The question before the link, e.g. 'Nog geen account?'. */
  question: string;
  /** The link's text, e.g. 'Account aanmaken'. */
  link: string;
  /** The dialog the link switches to. */
  to: DialogName;
};

/** The closing line of the login and sign-up dialogs, under a divider: the way to the other one. */
export function SwitchDialogLine({ question, link, to }: SwitchDialogLineProps) {
  const nav = useDialogNavigation();
  return (
    <>
      <Divider />
      <Text size="sm" ta="center">
        {question}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => nav.switchTo(to)}>
          {link}
        </Anchor>
      </Text>
    </>
  );
}
