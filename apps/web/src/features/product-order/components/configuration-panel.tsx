import { Stack, Text, Title } from '@mantine/core';
import {
  analysisForPricing,
  menusForFile,
  optionProblem,
  toggledOffGroups,
  UNKNOWN_PAGES,
} from '@portal/shared/rules/configuration';
import type { PrintLimitProblem } from '@portal/shared/rules/print-limits';
import type { CatalogueProduct, OptionGroup } from '@portal/shared/schemas/catalogue';
import type { Draft, DraftFile, SharedChoices } from '../utils/drafts';
import { OptionGroupField } from './option-group-field';
import { QuantityField } from './quantity-field';

type Props = {
  product: CatalogueProduct;
  /** The selected files, all of this product. */
  files: readonly DraftFile[];
  /** Their choices: all of them when the files agree, else only those they share (sharedChoices). */
  shown: SharedChoices;
  onChoice: (entry: Draft['specs'][number], on: boolean) => void;
  onQuantity: (quantity: number) => void;
  disabled: boolean;
};

/**
 * The product's menus with their option groups, and the quantity (spec 01 sections 2 to 5). A
 * menu shows when every selected file may use it: menus needing more pages than a file has stay
 * away. Menus switched off by a toggle of their group show their toggle only.
 */
export function ConfigurationPanel({ product, files, shown, onChoice, onQuantity, disabled }: Props) {
  const analyses = files.map((file) => {
    const analysis = analysisForPricing(file);
    return typeof analysis === 'string' ? UNKNOWN_PAGES : analysis;
  });
  const menusPerFile = analyses.map((analysis) => menusForFile(product, analysis).map((menu) => menu.id));
  /** The options a selected file cannot take, with the first such file's reason (decision 0134). */
  const problemsOf = (group: OptionGroup) => {
    const problems = new Map<string, PrintLimitProblem>();
    for (const option of group.options)
      for (const analysis of analyses) {
        const problem = optionProblem(option, analysis);
        if (problem) {
          problems.set(option.name, problem);
          break;
        }
      }
    return problems;
  };
  const usable = (menuId: string) => menusPerFile.every((ids) => ids.includes(menuId));
  const groupsOff = toggledOffGroups(product, shown.specs);
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
                    entry={shown.specs.find(
                      (spec) => spec.menuId === menu.id && spec.optionGroupName === group.name,
                    )}
                    onChange={onChoice}
                    disabled={disabled}
                    problems={problemsOf(group)}
                  />
                ))}
              </Stack>
            </section>
          );
        })}
      <QuantityField
        quantity={shown.quantity}
        minQuantity={product.minQuantity}
        onChange={onQuantity}
        disabled={disabled}
      />
    </Stack>
  );
}
