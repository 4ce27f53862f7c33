import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../../components/line-icon';
import './design-texts';

/** What the kebab menu does (spec 02 section 2.2: its items by name). */
export type DesignAction = 'edit' | 'product' | 'description' | 'download' | 'delete';

const KebabIcon = () => (
  <LineIcon size={18}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </LineIcon>
);

/**
 * The kebab menu of a design card or of the selection: Wijzigen (one design), Product wijzigen
 * and Beschrijving wijzigen (one or several), Downloaden (one design with an original),
 * Verwijderen. An item that does not apply is there but disabled, so the menu reads the same.
 */
export function DesignMenu({
  label,
  count,
  canDownload,
  onAction,
}: {
  label: string;
  /** How many designs it acts on; 0 disables the menu. */
  count: number;
  canDownload: boolean;
  onAction: (action: DesignAction) => void;
}) {
  const { t } = useTranslation();
  return (
    // Shown and gone at once, without a fade: a menu fading out would stay on the page empty for a
    // moment (axe: a menu without items); shown wherever its button is, also where the page cannot
    // tell the button's position (hideDetached); and without Mantine's focus placeholder, an
    // element a menu may not hold (axe: aria-required-children), so the first item takes the focus.
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      hideDetached={false}
      withInitialFocusPlaceholder={false}
      transitionProps={{ duration: 0 }}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={label} disabled={count === 0}>
          <KebabIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={count !== 1} onClick={() => onAction('edit')}>
          {t('printStoreDesigns.menu.edit')}
        </Menu.Item>
        <Menu.Item onClick={() => onAction('product')}>{t('printStoreDesigns.menu.product')}</Menu.Item>
        <Menu.Item onClick={() => onAction('description')}>
          {t('printStoreDesigns.menu.description')}
        </Menu.Item>
        <Menu.Item disabled={count !== 1 || !canDownload} onClick={() => onAction('download')}>
          {t('printStoreDesigns.menu.download')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => onAction('delete')}>
          {t('printStoreDesigns.menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
