import type { ProductTemplate, SecuredChoice, SecuredSpec } from '../schemas/secured';

/**
 * The secured print order's rules on a product template's choices (spec 02 section 4, Secured
 * order), pure so that step 1 and the server judge a choice alike.
 */

const optionOf = (spec: SecuredSpec, name: string) =>
  spec.type === 'option' ? spec.options.find((option) => option.name === name) : undefined;

/** A spec's choice of `option` with the defaults of that option's submenus. */
export function choiceOf(spec: SecuredSpec, option: string): SecuredChoice {
  const submenus = optionOf(spec, option)?.submenus ?? [];
  return {
    spec: spec.title,
    option,
    submenus: submenus.map((menu) => ({ title: menu.title, option: menu.default })),
  };
}

/** Every spec at its default, and each default option's submenus at theirs. */
export function defaultChoices(template: ProductTemplate): SecuredChoice[] {
  return template.specs.map((spec) => choiceOf(spec, spec.default));
}

/**
 * Choosing a template for files (spec 02 section 4): a file that has this template already keeps
 * its choices; any other file gets the template's defaults.
 */
export function choicesForTemplate(
  template: ProductTemplate,
  current: { templateId: string | null; choices: SecuredChoice[] },
): SecuredChoice[] {
  return current.templateId === template.id ? current.choices : defaultChoices(template);
}

/**
 * Choosing an option of a spec: an option with submenus clears the old submenu values and takes
 * the new option's defaults (spec 02 section 4).
 */
export function withChoice(
  template: ProductTemplate,
  choices: readonly SecuredChoice[],
  specTitle: string,
  option: string,
): SecuredChoice[] {
  const spec = template.specs.find((candidate) => candidate.title === specTitle);
  if (!spec) return [...choices];
  const next = choiceOf(spec, option);
  const others = choices.filter((choice) => choice.spec !== specTitle);
  return template.specs
    .map((candidate) =>
      candidate.title === specTitle ? next : others.find((choice) => choice.spec === candidate.title),
    )
    .filter((choice): choice is SecuredChoice => choice !== undefined);
}

/** Choosing an option of a submenu of a spec's chosen option. */
export function withSubmenuChoice(
  choices: readonly SecuredChoice[],
  specTitle: string,
  submenuTitle: string,
  option: string,
): SecuredChoice[] {
  return choices.map((choice) =>
    choice.spec !== specTitle
      ? choice
      : {
          ...choice,
          submenus: choice.submenus.map((menu) => (menu.title === submenuTitle ? { ...menu, option } : menu)),
        },
  );
}

/**
 * Whether the choices fit the template exactly: every spec chosen once with one of its options,
 * and every submenu of that option chosen with one of its own; nothing else.
 */
export function fitsTemplate(template: ProductTemplate, choices: readonly SecuredChoice[]): boolean {
  if (choices.length !== template.specs.length) return false;
  return template.specs.every((spec) => {
    const choice = choices.find((candidate) => candidate.spec === spec.title);
    if (!choice) return false;
    if (spec.type === 'slider') return spec.options.includes(choice.option) && choice.submenus.length === 0;
    const option = optionOf(spec, choice.option);
    if (!option || choice.submenus.length !== option.submenus.length) return false;
    return option.submenus.every((menu) =>
      choice.submenus.some((chosen) => chosen.title === menu.title && menu.options.includes(chosen.option)),
    );
  });
}

/** The slider's width in pixels (spec 02 section 9: 35 px per option minus 38). */
export const sliderWidth = (optionCount: number): number => 35 * optionCount - 38;

/** 'Formaat: A4, Afwerking: Nieten (Positie: Links boven)', as the confirm screen lists a file's specs. */
export function choicesText(choices: readonly SecuredChoice[]): string {
  return choices
    .map((choice) => {
      const submenus = choice.submenus.map((menu) => `${menu.title}: ${menu.option}`).join(', ');
      return `${choice.spec}: ${choice.option}${submenus ? ` (${submenus})` : ''}`;
    })
    .join(', ');
}
