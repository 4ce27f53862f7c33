import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { ChosenSpecs } from '@portal/shared/schemas/print-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/remove-icon';
import type { Draft } from './product-type-draft';
import './product-type-texts';

type Props = {
  draft: Draft;
  /** Absent: shown, not edited. */
  onDraft?: (update: (draft: Draft) => Draft) => void;
};

/**
 * The combinations that cannot be made (spec 02 section 3 'disabled'): each a partial choice
 * ('Magneetsticker' with 'Buiten'), listed by the menus' titles; removed, or added by choosing a
 * value in one or more menus.
 */
export function ProductTypeExclusions({ draft, onDraft }: Props) {
  const { t } = useTranslation();
  const menus = draft.menus.filter((menu) => menu.values.length > 0 && menu.menuType !== 'imageSelector');
  const [adding, setAdding] = useState<ChosenSpecs>({});
  const describe = (combination: ChosenSpecs) =>
    Object.entries(combination)
      .map(([name, value]) => {
        const menu = draft.menus.find((entry) => entry.name === name);
        const title = menu?.values.find((offered) => offered.name === value)?.title ?? value;
        return `${menu?.title ?? name}: ${title}`;
      })
      .join(' + ');
  const same = (a: ChosenSpecs, b: ChosenSpecs) =>
    Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  const chosen = Object.fromEntries(Object.entries(adding).filter(([, value]) => value));
  const exists = draft.disabled.some((combination) => same(combination, chosen));
  return (
    <Stack gap="sm">
      <Text size="sm">{t('productTypeAdmin.disabled.intro')}</Text>
      {draft.disabled.length === 0 ? (
        <Text size="sm">{t('productTypeAdmin.disabled.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap={4}
          className="product-type-values"
          aria-label={t('productTypeAdmin.disabled.list')}
        >
          {draft.disabled.map((combination, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a combination is known by its place (the server numbers them so).
            <Paper component="li" withBorder px="xs" py={4} key={index}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{describe(combination)}</Text>
                {onDraft && (
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('productTypeAdmin.disabled.remove', { number: index + 1 })}
                    onClick={() =>
                      onDraft((current) => ({
                        ...current,
                        disabled: current.disabled.filter((_, at) => at !== index),
                      }))
                    }
                  >
                    <RemoveIcon />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {onDraft && (
        <fieldset className="product-type-fieldset">
          <Text component="legend" size="sm" fw={600}>
            {t('productTypeAdmin.disabled.addLegend')}
          </Text>
          <Group gap="xs" align="flex-end" wrap="wrap">
            {menus.map((menu) => (
              <NativeSelect
                key={menu.name}
                size="xs"
                label={menu.title}
                value={adding[menu.name] ?? ''}
                data={[
                  { value: '', label: t('productTypeAdmin.disabled.any') },
                  ...menu.values.map((value) => ({ value: value.name, label: value.title || value.name })),
                ]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAdding((current) => ({ ...current, [menu.name]: value }));
                }}
              />
            ))}
            <Button
              size="xs"
              variant="light"
              disabled={Object.keys(chosen).length === 0 || exists}
              onClick={() => {
                onDraft((current) => ({ ...current, disabled: [...current.disabled, chosen] }));
                setAdding({});
              }}
            >
              {t('productTypeAdmin.disabled.add')}
            </Button>
          </Group>
          {exists && Object.keys(chosen).length > 0 && (
            <Text size="xs" mt={4}>
              {t('productTypeAdmin.disabled.exists')}
            </Text>
          )}
        </fieldset>
      )}
    </Stack>
  );
}
