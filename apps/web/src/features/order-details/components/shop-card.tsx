import { Anchor, Card, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { Shop } from '@portal/shared/schemas/shops';
import { useTranslation } from 'react-i18next';
import { cityLine, streetLine } from '../utils/order-address';
import '../texts';

/**
 * A shop as the deliver/pickup step shows it (spec 02 section 2.3): where it is, how to reach it
 * and, for a pickup, when it is open. Days without hours say 'gesloten'.
 */
export function ShopCard({
  shop,
  showHours,
  headingLevel = 3,
}: {
  shop: Shop;
  showHours: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const weekdays = t('orderSteps.shopCard.weekdays', { returnObjects: true }) as string[];
  return (
    <Card withBorder radius="md" padding="md" className="shop-card" data-shop={shop.id}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {shop.image && (
          <Image src={shop.image} alt="" w={72} h={72} radius="sm" className="shop-card__image" />
        )}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={headingLevel} size="h5">
            {shop.company}
          </Title>
          <Text size="sm">
            {streetLine(shop)}
            <br />
            {cityLine(shop)}
          </Text>
          <Text size="sm">
            {t('orderSteps.shopCard.phone')}:{' '}
            <Anchor href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</Anchor>
          </Text>
          <Text size="sm">
            {t('orderSteps.shopCard.email')}:{' '}
            {/* An address is one long word: at 390 px it broke out of the card. */}
            <Anchor href={`mailto:${shop.email}`} style={{ overflowWrap: 'anywhere' }}>
              {shop.email}
            </Anchor>
          </Text>
        </Stack>
      </Group>
      {showHours && (
        <Table className="shop-card__hours" mt="sm" verticalSpacing={2} fz="sm" withRowBorders={false}>
          <caption>{t('orderSteps.shopCard.openingHours')}</caption>
          <Table.Tbody>
            {weekdays.map((day, index) => {
              const hours = shop.openingHours.find((entry) => entry.weekday === index + 1);
              return (
                <Table.Tr key={day}>
                  <Table.Th scope="row" fw={400}>
                    {day}
                  </Table.Th>
                  <Table.Td className="tabular">
                    {hours
                      ? t('orderSteps.shopCard.hours', { opens: hours.opens, closes: hours.closes })
                      : t('orderSteps.shopCard.closed')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
