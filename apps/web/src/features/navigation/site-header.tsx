import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../config/paths';
import { useCurrentTheme } from '../../lib/theme-context';
import { SideMenu } from './side-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const to = useRoutePath();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between">
        <Group gap="sm">
          <Burger opened={opened} onClick={toggle} aria-label={opened ? t('menu.close') : t('menu.open')} />
          <Link to={to('home')}>
            {theme?.images.logo ? (
              <img src={theme.images.logo} alt={theme.title} height={40} />
            ) : (
              theme?.title
            )}
          </Link>
        </Group>
      </Group>
      <SideMenu opened={opened} onClose={close} />
    </AppShell.Header>
  );
}
