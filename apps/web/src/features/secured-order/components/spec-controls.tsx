import { Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { sliderWidth } from '@portal/shared/rules/secured-specs';
import type { SecuredChoice, SecuredSpec } from '@portal/shared/schemas/secured';
import { type CSSProperties, useId } from 'react';

type SpecProps = {
  spec: SecuredSpec;
  /** The files' choice of this spec; the spec's default while they have none. */
  choice: SecuredChoice | undefined;
  onOption: (option: string) => void;
  onSubmenuOption: (submenuTitle: string, option: string) => void;
};

/**
 * One spec of a product template (spec 02 section 3): a slider over its ordered options, or a
 * choice of options, the chosen one's submenus under it.
 */
export function SpecControl(props: SpecProps) {
  return props.spec.type === 'slider' ? <SliderSpec {...props} /> : <OptionSpec {...props} />;
}

/** The thumb's diameter: the track runs between the centres of the first and the last stop. */
const THUMB_PX = 20;

/**
 * A slider over the spec's options in their order, its track 35 px per option minus 38 wide
 * (spec 02 section 9, sliderWidth). A native range input: keyboards move it by the arrow keys,
 * and screen readers hear the option (aria-valuetext), not its position.
 */
function SliderSpec({ spec, choice, onOption }: SpecProps) {
  const id = useId();
  if (spec.type !== 'slider') return null;
  const count = spec.options.length;
  const index = Math.max(0, spec.options.indexOf(choice?.option ?? spec.default));
  const current = spec.options[index] ?? spec.default;
  const style = {
    '--slider-track': `${sliderWidth(count)}px`,
    '--slider-thumb': `${THUMB_PX}px`,
  } as CSSProperties;
  return (
    <div className="secured-spec" data-spec={spec.title}>
      <Group gap={8} align="baseline" wrap="nowrap">
        <Text component="label" htmlFor={id} size="sm" fw={600}>
          {spec.title}
        </Text>
        <Text component="output" htmlFor={id} size="sm" data-testid="slider-value">
          {current}
        </Text>
      </Group>
      <div className="secured-slider" style={style}>
        <input
          id={id}
          className="secured-slider__input"
          type="range"
          min={0}
          max={count - 1}
          step={1}
          value={index}
          aria-valuetext={current}
          onChange={(event) => {
            const option = spec.options[Number(event.currentTarget.value)];
            if (option && option !== current) onOption(option);
          }}
        />
        {/* The stops' names under the track, each under its stop; the input itself says the value. */}
        <div className="secured-slider__marks" aria-hidden="true">
          {spec.options.map((option, position) => (
            <span
              key={option}
              className="secured-slider__mark"
              data-current={position === index || undefined}
              style={{ '--slider-at': count > 1 ? position / (count - 1) : 0 } as CSSProperties}
            >
              {option}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The spec's options as radio buttons; the chosen option's submenus follow, each its own choice. */
function OptionSpec({ spec, choice, onOption, onSubmenuOption }: SpecProps) {
  if (spec.type !== 'option') return null;
  const chosen = choice?.option ?? spec.default;
  const submenus = spec.options.find((option) => option.name === chosen)?.submenus ?? [];
  return (
    <div className="secured-spec" data-spec={spec.title}>
      <Radio.Group
        label={spec.title}
        value={chosen}
        onChange={onOption}
        classNames={{ label: 'secured-spec__label' }}
      >
        <Stack gap={6} mt={6}>
          {spec.options.map((option) => (
            <Radio key={option.name} value={option.name} label={option.name} size="sm" />
          ))}
        </Stack>
      </Radio.Group>
      {submenus.map((menu) => (
        <Radio.Group
          key={`${chosen}/${menu.title}`}
          className="secured-submenu"
          label={
            <>
              {/* Heard as 'Afwerking – Positie', seen under its spec as 'Positie'. */}
              <VisuallyHidden>{spec.title} – </VisuallyHidden>
              {menu.title}
            </>
          }
          value={choice?.submenus.find((entry) => entry.title === menu.title)?.option ?? menu.default}
          onChange={(option) => onSubmenuOption(menu.title, option)}
          classNames={{ label: 'secured-spec__label' }}
        >
          <Stack gap={6} mt={6}>
            {menu.options.map((option) => (
              <Radio key={option} value={option} label={option} size="sm" />
            ))}
          </Stack>
        </Radio.Group>
      ))}
    </div>
  );
}
