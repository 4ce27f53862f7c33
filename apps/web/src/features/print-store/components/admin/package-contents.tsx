import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { AdminCollection, PackageItem } from '@portal/shared/schemas/print-store-admin';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionOptions, useStoreThemeName } from '../../api/store-queries';
import './admin-texts';

/** A design in the package as the dialog shows it: the stored item and a name to read. */
export type ContentItem = PackageItem & { name: string };

/**
 * The package's contents and the package design picker (spec 02 sections 2.2 and 5): designs of
 * the store's own collections, each with a quantity of at least 1. A newly added design takes
 * its product type's default specs (the server fills them in, decision 0112).
 */
export function PackageContents({
  items,
  collections,
  onChange,
}: {
  items: ContentItem[];
  collections: AdminCollection[];
  onChange: (items: ContentItem[]) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [collectionId, setCollectionId] = useState('');
  const setQuantity = (designId: string, quantity: number) =>
    onChange(items.map((item) => (item.designId === designId ? { ...item, quantity } : item)));
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('printStoreAdmin.package.contents')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm">{t('printStoreAdmin.package.contentsEmpty')}</Text>
      ) : (
        <Stack component="ul" gap={6} className="store-admin-contents">
          {items.map((item) => (
            <Group component="li" key={item.designId} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" className="store-admin-contents__name">
                {item.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <NumberInput
                  w={90}
                  min={1}
                  max={100_000}
                  allowDecimal={false}
                  allowNegative={false}
                  aria-label={t('printStoreAdmin.package.quantity', { name: item.name })}
                  value={item.quantity}
                  error={item.quantity < 1 ? t('printStoreAdmin.package.quantityInvalid') : undefined}
                  onChange={(value) => setQuantity(item.designId, typeof value === 'number' ? value : 0)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('printStoreAdmin.package.remove', { name: item.name })}
                  onClick={() => onChange(items.filter((other) => other.designId !== item.designId))}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <NativeSelect
        mt="sm"
        label={t('printStoreAdmin.package.pickCollection')}
        value={collectionId}
        data={[
          { value: '', label: t('printStoreAdmin.package.pickCollectionPlaceholder') },
          ...collections.map((collection) => ({ value: collection.id, label: collection.name })),
        ]}
        onChange={(event) => setCollectionId(event.currentTarget.value)}
      />
      {collectionId && (
        <CollectionDesigns
          collection={collections.find((collection) => collection.id === collectionId)}
          chosen={items}
          onAdd={(design) =>
            onChange([...items, { designId: design.id, name: design.name, quantity: 1, specs: {} }])
          }
        />
      )}
    </section>
  );
}

function CollectionDesigns({
  collection,
  chosen,
  onAdd,
}: {
  collection: AdminCollection | undefined;
  chosen: ContentItem[];
  onAdd: (design: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation();
  const theme = useStoreThemeName();
  const page = useQuery({
    ...collectionOptions(theme, collection?.id ?? '', collection?.categoryIds[0] ?? ''),
    enabled: !!collection && collection.categoryIds.length > 0,
  });
  if (!collection) return null;
  if (!page.data) return <Text size="sm">{t('printStoreAdmin.loading')}</Text>;
  if (page.data.products.length === 0) return <Text size="sm">{t('printStoreAdmin.package.noDesigns')}</Text>;
  return (
    <Stack
      component="ul"
      gap={4}
      mt="xs"
      aria-label={t('printStoreAdmin.package.designsOf', { name: collection.name })}
      className="store-admin-picker"
    >
      {page.data.products.map((design) => {
        const inPackage = chosen.some((item) => item.designId === design.id);
        return (
          <Group component="li" key={design.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{design.name}</Text>
            <Button
              size="xs"
              variant="light"
              disabled={inPackage}
              aria-label={`${t('printStoreAdmin.package.add')}: ${design.name}`}
              onClick={() => onAdd(design)}
            >
              {inPackage ? t('printStoreAdmin.package.added') : t('printStoreAdmin.package.add')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
