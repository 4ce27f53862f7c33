import { Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdDesign, AdminAds } from '@portal/shared/schemas/print-store-admin';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreImage } from '../../../../components/store-image';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { adminAdsOptions } from '../../api/product-type-queries';
import { AdminForm } from './admin-dialog';
import './admin-texts';
import { useAdsHistory } from './product-type-history-lines';
import './product-type-admin.css';
import './product-type-texts';
import { useAdminAction } from './use-admin-action';

const PHONE = '(max-width: 48em)';

/**
 * The advertisement-products list (spec 02 section 2.2; issue 30 point 5): which of the store's
 * designs the promo pop-up, the bottom bar and the side ad may show (availableForAd). Every design
 * of the store by its collection, with a search; saved as one change of the designs whose choice
 * changed, each with the version read (a stale one: 'gewijzigd door een ander' and a reload).
 */
export function AdsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const ads = useQuery(adminAdsOptions());
  // The list as read since this opening: opened again, the cached list would show first and be
  // replaced by the new reading (a form of its own, key below) while the admin was searching or
  // reading its history (a loaded browser run lost the open history that way).
  const [openedAt] = useState(() => Date.now());
  const current = ads.data && ads.dataUpdatedAt >= openedAt ? ads.data : undefined;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('productTypeAdmin.ads.title')}
      size={phone ? '100%' : 'xl'}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('printStoreAdmin.close') }}
    >
      {current ? (
        <AdsForm
          key={ads.dataUpdatedAt}
          ads={current}
          onClose={onClose}
          onReload={() => void ads.refetch()}
        />
      ) : (
        <Text size="sm" role={ads.error ? 'alert' : 'status'}>
          {ads.error ? t('productTypeAdmin.ads.failed') : t('productTypeAdmin.ads.loading')}
        </Text>
      )}
    </Modal>
  );
}

type Group = { id: string; name: string; active: boolean; designs: AdDesign[] };

function groupsOf(designs: AdDesign[]): Group[] {
  const groups = new Map<string, Group>();
  for (const design of designs) {
    const group = groups.get(design.collectionId) ?? {
      id: design.collectionId,
      name: design.collectionName,
      active: design.collectionActive,
      designs: [],
    };
    group.designs.push(design);
    groups.set(design.collectionId, group);
  }
  return [...groups.values()];
}

function AdsForm({ ads, onClose, onReload }: { ads: AdminAds; onClose: () => void; onReload: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(
    () => new Map(ads.designs.map((design) => [design.id, design.availableForAd])),
  );
  const [search, setSearch] = useState('');
  const action = useAdminAction(onClose);
  const describeHistory = useAdsHistory();
  const groups = useMemo(() => groupsOf(ads.designs), [ads.designs]);
  const words = search.trim().toLocaleLowerCase('nl');
  const shownGroups = groups
    .map((group) => ({
      ...group,
      designs: words
        ? group.designs.filter((design) =>
            `${design.name} ${group.name}`.toLocaleLowerCase('nl').includes(words),
          )
        : group.designs,
    }))
    .filter((group) => group.designs.length > 0);

  const changed = ads.designs.filter((design) => chosen.get(design.id) !== design.availableForAd);
  const count = [...chosen.values()].filter(Boolean).length;
  const set = (ids: string[], value: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      for (const id of ids) next.set(id, value);
      return next;
    });
  const save = () =>
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'updateAdminAds', {
          body: {
            designs: changed.map((design) => ({
              id: design.id,
              version: design.version,
              availableForAd: chosen.get(design.id) === true,
            })),
          },
        }),
      t('productTypeAdmin.ads.saved'),
    );

  return (
    <AdminForm
      onClose={onClose}
      existing={{ kind: 'ads', id: ads.printStoreId, deleteQuestion: '' }}
      canSave={changed.length > 0}
      action={action}
      onSave={() => void save()}
      onReload={onReload}
      describeHistory={describeHistory}
    >
      <Stack gap="xs">
        <Text size="sm">{t('productTypeAdmin.ads.intro')}</Text>
        <TextInput
          type="search"
          label={t('productTypeAdmin.ads.search')}
          data-autofocus
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Text size="sm" role="status">
          {t('productTypeAdmin.ads.chosen', { count, total: ads.designs.length })}
        </Text>
        {ads.designs.length === 0 ? (
          <Text size="sm">{t('productTypeAdmin.ads.empty')}</Text>
        ) : shownGroups.length === 0 ? (
          <Text size="sm">{t('productTypeAdmin.ads.noneFound')}</Text>
        ) : (
          <section
            className="ads-list"
            aria-label={t('productTypeAdmin.ads.title')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
            tabIndex={0}
          >
            {shownGroups.map((group) => {
              const ids = group.designs.map((design) => design.id);
              const on = ids.filter((id) => chosen.get(id)).length;
              return (
                <fieldset key={group.id} className="ads-list__collection">
                  <Text component="legend" size="sm" fw={600}>
                    {group.name}
                  </Text>
                  {!group.active && (
                    <Text size="xs" mt={2}>
                      {t('productTypeAdmin.ads.hiddenCollection')}
                    </Text>
                  )}
                  <Checkbox
                    mt={4}
                    size="xs"
                    label={t('productTypeAdmin.ads.allOf', { collection: group.name })}
                    checked={on === ids.length}
                    indeterminate={on > 0 && on < ids.length}
                    onChange={(event) => set(ids, event.currentTarget.checked)}
                  />
                  <ul className="ads-list__designs">
                    {group.designs.map((design) => (
                      <li key={design.id} className="ads-list__design">
                        <StoreImage
                          image={design.image}
                          sizes="40px"
                          width={40}
                          alt=""
                          className="ads-list__thumb"
                        />
                        <Checkbox
                          label={design.name}
                          checked={chosen.get(design.id) === true}
                          onChange={(event) => set([design.id], event.currentTarget.checked)}
                        />
                      </li>
                    ))}
                  </ul>
                </fieldset>
              );
            })}
          </section>
        )}
      </Stack>
    </AdminForm>
  );
}
