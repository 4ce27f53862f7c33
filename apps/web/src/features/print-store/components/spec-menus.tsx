import { Button, Radio, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import type { ChosenSpecs, SpecMenu } from '@portal/shared/schemas/print-store';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../../../components/on-demand';
import '../texts';
import { InfoIcon } from './store-icons';

type MenuProps = { menu: SpecMenu; value: string | undefined; onChange: (value: string) => void };

const MaterialInfoDialog = lazy(() =>
  import('./material-info-dialog').then((module) => ({ default: module.MaterialInfoDialog })),
);

/** Short choices of up to three read best side by side; longer lists as radio buttons. */
const SEGMENTED_MAX = 3;

/**
 * The product type's spec menus (spec 02 section 3): sizes on a slider, colours as swatches with
 * their CMYK values, options and volumes as a choice, info as text. imageSelector belongs to the
 * customizable designs that follow issue 30; no product type of this store has one yet, so it
 * shows nothing here.
 */
export function SpecMenus({
  menus,
  specs,
  onChoose,
}: {
  menus: SpecMenu[];
  specs: ChosenSpecs;
  onChoose: (menu: string, value: string) => void;
}) {
  return (
    <Stack gap="md" className="store-spec-menus">
      {menus.map((menu) => {
        const props = {
          menu,
          value: specs[menu.name],
          onChange: (value: string) => onChoose(menu.name, value),
        };
        switch (menu.menuType) {
          case 'slider':
            return <SizeSlider key={menu.name} {...props} />;
          case 'colors':
            return <ColourSwatches key={menu.name} {...props} />;
          case 'option':
          case 'quantity':
            return <OptionChoice key={menu.name} {...props} />;
          case 'info':
            return (
              // Information, no warning: a note, not an alert a screen reader interrupts for.
              <div key={menu.name} className="store-spec-info">
                <Text size="sm" fw={500}>
                  {menu.title}
                </Text>
                <Text size="sm">{menu.text}</Text>
              </div>
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}

/** The sizes in their order on a slider; the chosen one is also written out beside it. */
function SizeSlider({ menu, value, onChange }: MenuProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const index = Math.max(
    0,
    menu.values.findIndex((option) => option.name === value),
  );
  const chosen = menu.values[index];
  if (menu.values.length === 0) return null;
  return (
    <div className="store-size">
      <Text component="div" size="sm" fw={500} id={labelId}>
        {menu.title}
      </Text>
      <Slider
        min={0}
        max={Math.max(menu.values.length - 1, 1)}
        step={1}
        value={index}
        disabled={menu.values.length === 1}
        onChange={(next) => {
          const option = menu.values[next];
          if (option && option.name !== value) onChange(option.name);
        }}
        label={(next) => menu.values[next]?.title}
        thumbLabel={`${menu.title}: ${chosen?.title ?? ''}`}
        marks={menu.values.map((_option, at) => ({ value: at }))}
        aria-labelledby={labelId}
        mt={4}
        mb="xs"
      />
      <Text size="sm" aria-live="polite" className="store-size__value">
        {t('printStore.product.sizeValue', { title: chosen?.title ?? '' })}
      </Text>
    </div>
  );
}

/** Colours as swatches, each named with its CMYK values (radio buttons underneath). */
function ColourSwatches({ menu, value, onChange }: MenuProps) {
  return (
    <Radio.Group label={menu.title} value={value ?? null} onChange={onChange}>
      <div className="store-swatches">
        {menu.values.map((option) => (
          <Radio
            key={option.name}
            value={option.name}
            className="store-swatch"
            label={
              <span className="store-swatch__label">
                <span
                  className="store-swatch__colour"
                  style={{ background: option.hex ?? 'transparent' }}
                  aria-hidden="true"
                />
                <span>
                  {option.cmyk ? `${option.title} ` : option.title}
                  {option.cmyk && <span className="store-swatch__cmyk">({option.cmyk})</span>}
                </span>
              </span>
            }
          />
        ))}
      </div>
    </Radio.Group>
  );
}

/** One of a list (material, application, a volume); a material menu explains its materials. */
function OptionChoice({ menu, value, onChange }: MenuProps) {
  const { t } = useTranslation();
  const [infoOpen, setInfoOpen] = useState(false);
  const labelId = useId();
  const explained = menu.values.some((option) => option.properties && option.properties.length > 0);
  const info = explained && (
    <>
      {/* Kept apart from the last radio button as the buttons are from each other: each keeps
          a 24 px target of its own (WCAG 2.2 target size, axe's target-size). */}
      <Button
        variant="subtle"
        size="compact-sm"
        mt={6}
        leftSection={<InfoIcon size={16} />}
        onClick={() => setInfoOpen(true)}
      >
        {t('printStore.product.materialInfo')}
      </Button>
      <OnDemand when={infoOpen}>
        <MaterialInfoDialog
          opened={infoOpen}
          onClose={() => setInfoOpen(false)}
          materials={menu.values}
          title={menu.title}
        />
      </OnDemand>
    </>
  );
  const short =
    menu.values.length <= SEGMENTED_MAX && menu.values.every((option) => option.title.length <= 24);
  if (short) {
    return (
      <div>
        <Text component="div" size="sm" fw={500} id={labelId} mb={4}>
          {menu.title}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={value ?? ''}
          onChange={onChange}
          data={menu.values.map((option) => ({ value: option.name, label: option.title }))}
        />
        {info}
      </div>
    );
  }
  return (
    <div>
      <Radio.Group label={menu.title} value={value ?? null} onChange={onChange}>
        <Stack gap={6} mt={4}>
          {menu.values.map((option) => (
            <Radio key={option.name} value={option.name} label={option.title} />
          ))}
        </Stack>
      </Radio.Group>
      {info}
    </div>
  );
}
