import { Stack, Text, Title } from '@mantine/core';
import {
  analysisForPricing,
  menusForFile,
  toggledOffGroups,
  UNKNOWN_PAGES,
} from '@portal/shared/rules/configuration';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import type { Draft, DraftFile } from '../utils/drafts';
import { OptionGroupField } from './option-group-field';
import { QuantityField } from './quantity-field';

type Props = {
  product: CatalogueProduct;
  /** The selected files; their choices are the same (the panel shows one for all). */
  files: readonly DraftFile[];
  draft: Draft;
  onChoice: (entry: Draft['specs'][number], on: boolean) => void;
  onQuantity: (quantity: number) => void;
  disabled: boolean;
};

/**
 * The product's menus with their option groups, and the quantity (spec 01 sections 2 to 5). A
 * menu shows when every selected file may use it: menus needing more pages than a file has stay
 * away. Menus switched off by a toggle of their group show their toggle only.
 */
export function ConfigurationPanel({ product, files, draft, onChoice, onQuantity, disabled }: Props) {
  const menusPerFile = files.map((file) => {
    const analysis = analysisForPricing(file);
    return menusForFile(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis).map(
      (menu) => menu.id,
    );
  });
  const usable = (menuId: string) => menusPerFile.every((ids) => ids.includes(menuId));
  const groupsOff = toggledOffGroups(product, draft.specs);
  return (
    <Stack gap="lg" className="configuration-panel">
      {product.menus
        .filter((menu) => usable(menu.id))
        .map((menu) => {
          const off = groupsOff.has(menu.group);
          const groups = menu.optionGroups.filter((group) => !off || group.kind === 'toggle');
          if (groups.length === 0) return null;
          return (
            <section key={menu.id} className="configuration-panel__menu" aria-labelledby={`menu-${menu.id}`}>
              <Title order={3} size="h5" id={`menu-${menu.id}`}>
                {menu.title}
              </Title>
              {menu.subTitle && (
                <Text size="sm" c="dimmed">
                  {menu.subTitle}
                </Text>
              )}
              <Stack gap="sm" mt="xs">
                {groups.map((group) => (
                  <OptionGroupField
                    key={group.name}
                    menuId={menu.id}
                    group={group}
                    entry={draft.specs.find(
                      (spec) => spec.menuId === menu.id && spec.optionGroupName === group.name,
                    )}
                    onChange={onChoice}
                    disabled={disabled}
                  />
                ))}
              </Stack>
            </section>
          );
        })}
      <QuantityField
        quantity={draft.quantity}
        minQuantity={product.minQuantity}
        onChange={onQuantity}
        disabled={disabled}
      />
    </Stack>
  );
}
