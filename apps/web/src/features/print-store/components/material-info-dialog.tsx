import { Modal, Stack, Text, Title } from '@mantine/core';
import type { SpecValue } from '@portal/shared/schemas/print-store';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../components/on-demand';
import '../texts';

/**
 * Every material of the menu with its properties (spec 02 section 2.2, material info dialog).
 * Mounted on its first opening (spec-menus.tsx): the modal's code stays out of the product page's
 * first load.
 */
export function MaterialInfoDialog({
  opened,
  onClose,
  materials,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  materials: SpecValue[];
  title: string;
}) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={title || t('printStore.product.materialInfoTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('printStore.product.close') }}
    >
      <Stack gap="md">
        {materials.map((material) => (
          <section key={material.name} aria-labelledby={`material-${material.name}`}>
            <Title order={3} size="h5" id={`material-${material.name}`}>
              {material.title}
            </Title>
            {material.properties && material.properties.length > 0 ? (
              <ul className="store-material-properties">
                {material.properties.map((property) => (
                  <li key={property}>
                    <Text size="sm" component="span">
                      {property}
                    </Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
