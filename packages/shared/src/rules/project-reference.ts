import { DEFAULT_MERGE_SYMBOL } from '../constants';
import { invoiceStep } from '../i18n/nl/invoice-step';
import { textIn } from '../i18n/text-in';
import type { ThemeSettings } from '../schemas/theme';
import { compileFieldFormat } from './field-format';
import { describeFieldFormat } from './field-format-description';

/**
 * Project and reference of an order (spec 02 sections 3, 4 and 5, "Project, reference,
 * quotation"; spec 01 section 9, merge symbol). The theme's custom fields shape them; the answers
 * name each field's problem, so the invoice step can mark the very field, and the server refuses
 * an order with the same checks. Where the spec is silent, decision 0043 says what we chose.
 */

type CustomFields = ThemeSettings['customFields'];
type ProjectSettings = NonNullable<CustomFields['project']>;
type ReferenceSettings = NonNullable<CustomFields['reference']>;

export const DEFAULT_PROJECT_HYPHEN = '-';
export const PROJECT_FIELD_MAX_LENGTH = 32;
export const REFERENCE_MAX_LENGTH = 15;

/** A text of the 'order' catalogue with its values, for t(key, values) or translate(key, values). */
export type OrderText<Key extends string> = { key: Key; values?: Record<string, string | number> };

/** What an input shows when empty: the theme's own text, or 'max {{max}} karakters'. */
export type Placeholder = { text: string } | OrderText<'order.maxCharacters'>;

export type FieldRule = {
  /** The theme's regular expression (whole value must match, rules/field-format.ts); null: any text. */
  format: string | null;
  maxLength: number;
  placeholder: Placeholder;
};

export type ProjectRules = {
  label: string | null;
  hyphen: string;
  /** At least one; with more than one the project text is split on the hyphen. */
  fields: FieldRule[];
  themeRequired: boolean;
  /** Chosen from the customer's list or given (customer-number rule), never typed; never saved as new. */
  readonly: boolean;
  /** Typed for this order only: not offered for saving in the customer's list. */
  hideNewProject: boolean;
  /** The user's formatString is the fixed start of every project they enter. */
  useFormatString: boolean;
};

export type ReferenceRules = FieldRule & { label: string | null; themeRequired: boolean; hidden: boolean };

/** Who enters the project and for what: the user's own switches, and whether it is a quote. */
export type ProjectContext = {
  user?: { projectRequired?: boolean; formatString?: string | null } | null;
  /** A quote request is not invoiced: project and reference are never required there. */
  isQuote?: boolean;
};

export type FieldProblem = 'required' | 'tooLong' | 'formatString' | 'format';

/** The texts of a field's problem; 'formatUnknown' for a format we cannot say in words. */
export type FieldErrorKey = `order.fieldErrors.${FieldProblem}` | 'order.fieldErrors.formatUnknown';

export type FieldCheck = {
  /** The field's text as it is kept (trimmed). */
  value: string;
  problem: FieldProblem | null;
  message: OrderText<FieldErrorKey> | null;
};

export type ProjectCheck = {
  valid: boolean;
  /** The project as the order keeps it: the trimmed fields joined by the hyphen; '' when empty. */
  value: string;
  /** One per field of the theme, in order. */
  fields: FieldCheck[];
};

export type ReferenceCheck = { valid: boolean } & FieldCheck;

function fieldRule(
  settings: { format?: string; maxLength?: number; placeholder?: string } | undefined,
  defaultMaxLength: number,
): FieldRule {
  const maxLength = settings?.maxLength ?? defaultMaxLength;
  return {
    format: settings?.format ? settings.format : null,
    maxLength,
    placeholder: settings?.placeholder
      ? { text: settings.placeholder }
      : { key: 'order.maxCharacters', values: { max: maxLength } },
  };
}

export function projectRules(settings: ProjectSettings | undefined): ProjectRules {
  const fields = settings?.fields?.length ? settings.fields : [undefined];
  return {
    label: settings?.label ?? null,
    hyphen: settings?.hyphen || DEFAULT_PROJECT_HYPHEN,
    fields: fields.map((field) => fieldRule(field, PROJECT_FIELD_MAX_LENGTH)),
    themeRequired: settings?.required ?? false,
    readonly: settings?.readonly ?? false,
    hideNewProject: settings?.hideNewProject ?? false,
    useFormatString: settings?.useFormatString ?? false,
  };
}

export function referenceRules(settings: ReferenceSettings | undefined): ReferenceRules {
  return {
    ...fieldRule(settings, REFERENCE_MAX_LENGTH),
    label: settings?.label ?? null,
    themeRequired: settings?.required ?? false,
    hidden: settings?.hide ?? false,
  };
}

/** Required when the theme or the user demands it (projectRequired), never in a quote. */
export function isProjectRequired(rules: ProjectRules, context: ProjectContext): boolean {
  return !context.isQuote && (rules.themeRequired || context.user?.projectRequired === true);
}

/** Required per theme; never when the theme hides it (nobody could fill it in), never in a quote. */
export function isReferenceRequired(rules: ReferenceRules, context: ProjectContext): boolean {
  return !context.isQuote && !rules.hidden && rules.themeRequired;
}

/**
 * The project text as its fields, trimmed: one field takes the whole text (hyphens and all);
 * with n fields the text is split on the hyphen into n parts, the last taking any rest (so
 * 'a-b-c' in two fields is 'a' and 'b-c', which the last field's format then judges), and
 * missing parts are empty.
 */
export function splitProject(text: string, rules: Pick<ProjectRules, 'fields' | 'hyphen'>): string[] {
  const count = rules.fields.length;
  if (count === 1) return [text.trim()];
  const pieces = text.split(rules.hyphen);
  const parts = [...pieces.slice(0, count - 1), pieces.slice(count - 1).join(rules.hyphen)];
  return Array.from({ length: count }, (_, index) => (parts[index] ?? '').trim());
}

/** The fields typed in separate inputs as one project text; '' when all are empty. */
export function joinProject(parts: readonly string[], rules: Pick<ProjectRules, 'hyphen'>): string {
  const trimmed = parts.map((part) => part.trim());
  return trimmed.every((part) => part === '') ? '' : trimmed.join(rules.hyphen);
}

/** Length as a person counts it: 'é' and '😀' are one character each, as with the `u` flag. */
function characters(text: string): number {
  return [...text].length;
}

const ok = (value: string): FieldCheck => ({ value, problem: null, message: null });

function problem(value: string, kind: FieldProblem, values?: OrderText<string>['values']): FieldCheck {
  return {
    value,
    problem: kind,
    message: { key: `order.fieldErrors.${kind}`, ...(values ? { values } : {}) },
  };
}

/**
 * The format a field expects, in words (issue 32 point 6): the theme's pattern said plainly
 * ('4 cijfers'), else the theme's own placeholder, which a theme writes to show the format
 * ('Z-123456'); null for a field without a format, or one we cannot say.
 */
export function expectedFormat(rule: Pick<FieldRule, 'format' | 'placeholder'>): string | null {
  if (rule.format === null) return null;
  return describeFieldFormat(rule.format) ?? ('text' in rule.placeholder ? rule.placeholder.text : null);
}

function formatProblem(value: string, rule: FieldRule): FieldCheck {
  const expected = expectedFormat(rule);
  if (expected) return problem(value, 'format', { expected });
  return { value, problem: 'format', message: { key: 'order.fieldErrors.formatUnknown' } };
}

/** The project's name as the theme gives it ('Kostenplaats'), else 'Project'. */
export function projectLabel(rules: Pick<ProjectRules, 'label'>): string {
  return rules.label ?? textIn(invoiceStep, 'project.label');
}

/** The reference's name as the theme gives it ('Zaaknummer'), else 'Referentie'. */
export function referenceLabel(rules: Pick<ReferenceRules, 'label'>): string {
  return rules.label ?? textIn(invoiceStep, 'reference.label');
}

/** Each project field's name: the project's, or 'Kostenplaats, deel 1 van 2' with several fields. */
export function projectFieldLabels(rules: Pick<ProjectRules, 'label' | 'fields'>): string[] {
  const label = projectLabel(rules);
  const count = rules.fields.length;
  if (count === 1) return [label];
  return rules.fields.map((_, index) =>
    textIn(invoiceStep, 'project.fieldLabel', { label, position: index + 1, count }),
  );
}

/**
 * The whole project's expected format in words, for the step's message: one field's format, or
 * each field's with its part ('deel 1: 4 cijfers; deel 2: 2 hoofdletters gevolgd door 3
 * cijfers'); null when no field has a format we can say.
 */
export function expectedProjectFormat(rules: Pick<ProjectRules, 'fields'>): string | null {
  const expected = rules.fields.map((rule) => expectedFormat(rule));
  if (rules.fields.length === 1) return expected[0] ?? null;
  const said = expected.flatMap((text, index) =>
    text ? [textIn(invoiceStep, 'project.partFormat', { position: index + 1, format: text })] : [],
  );
  return said.length > 0 ? said.join('; ') : null;
}

/** The length is checked before the format, so a format only ever runs on a bounded text. */
function checkField(value: string, rule: FieldRule, startsWith: Prefix | null): FieldCheck {
  if (value === '') return problem(value, 'required');
  if (characters(value) > rule.maxLength) return problem(value, 'tooLong', { max: rule.maxLength });
  if (startsWith && !(startsWith.whole ? value === startsWith.text : value.startsWith(startsWith.text)))
    return problem(value, 'formatString', { start: startsWith.text });
  // A format that does not compile cannot be stored (schemas/theme.ts): it is no rule here.
  const format = rule.format === null ? null : compileFieldFormat(rule.format);
  if (format && !format.test(value)) return formatProblem(value, rule);
  return ok(value);
}

/** What the user's formatString fixes in one field: the whole field, or its start (the last part). */
type Prefix = { text: string; whole: boolean };

/**
 * With useFormatString the project must start with the user's formatString, field by field:
 * '4410-' fixes the first field to '4410'; '4410-PR' fixes the first and makes the second start
 * with 'PR'. An empty part fixes nothing.
 */
function formatStringPrefixes(rules: ProjectRules, context: ProjectContext): (Prefix | null)[] {
  const formatString = context.user?.formatString?.trim();
  if (!rules.useFormatString || !formatString) return rules.fields.map(() => null);
  const count =
    rules.fields.length === 1 ? 1 : Math.min(formatString.split(rules.hyphen).length, rules.fields.length);
  const parts = splitProject(formatString, rules);
  return rules.fields.map((_, index) => {
    if (index >= count || parts[index] === '') return null;
    return { text: parts[index] ?? '', whole: index < count - 1 };
  });
}

/**
 * Checks a project text. Empty is valid unless required (then every field is marked). A
 * partly filled multi-field project needs every field: a half cost centre is never meant.
 */
export function checkProject(text: string, rules: ProjectRules, context: ProjectContext = {}): ProjectCheck {
  const parts = splitProject(text, rules);
  if (parts.every((part) => part === '')) {
    const required = isProjectRequired(rules, context);
    return {
      valid: !required,
      value: '',
      fields: parts.map((part) => (required ? problem(part, 'required') : ok(part))),
    };
  }
  const prefixes = formatStringPrefixes(rules, context);
  const fields = parts.map((part, index) =>
    checkField(part, rules.fields[index] as FieldRule, prefixes[index] ?? null),
  );
  return {
    valid: fields.every((field) => field.problem === null),
    value: joinProject(parts, rules),
    fields,
  };
}

/** Checks the reference: a hidden reference is always valid and kept empty. */
export function checkReference(
  text: string,
  rules: ReferenceRules,
  context: ProjectContext = {},
): ReferenceCheck {
  const value = rules.hidden ? '' : text.trim();
  if (value === '') {
    const required = isReferenceRequired(rules, context);
    return { valid: !required, ...(required ? problem(value, 'required') : ok(value)) };
  }
  const check = checkField(value, rules, null);
  return { valid: check.problem === null, ...check };
}

/** A typed project is saved in the customer's list only when the theme allows it, it is non-empty, valid and new. */
export function mayCreateProject(
  text: string,
  rules: ProjectRules,
  context: ProjectContext,
  existingNames: readonly string[],
): boolean {
  if (rules.readonly || rules.hideNewProject) return false;
  const check = checkProject(text, rules, context);
  return check.valid && check.value !== '' && !existingNames.includes(check.value);
}

/** A reference is saved only when non-empty, valid and new; saving an empty one does nothing. */
export function mayCreateReference(
  text: string,
  rules: ReferenceRules,
  context: ProjectContext,
  existingValues: readonly string[],
): boolean {
  const check = checkReference(text, rules, context);
  return check.valid && check.value !== '' && !existingValues.includes(check.value);
}

/**
 * Project and reference as one text for a theme that merges them (mergeProjectReference): joined
 * by the theme's merge symbol (default '/'), without a dangling symbol when one is empty.
 */
export function mergeProjectReference(
  project: string,
  reference: string,
  mergeSymbol: string = DEFAULT_MERGE_SYMBOL,
): string {
  return [project.trim(), reference.trim()].filter((part) => part !== '').join(mergeSymbol);
}

/** The merged text when the theme asks for it, otherwise null (project and reference go separately). */
export function mergedProjectReference(
  customFields: CustomFields,
  project: string,
  reference: string,
): string | null {
  if (!customFields.mergeProjectReference) return null;
  return mergeProjectReference(project, reference, customFields.mergeSymbol ?? DEFAULT_MERGE_SYMBOL);
}

export type CustomerLists = {
  projects: readonly { id: string; name: string }[];
  references: readonly { id: string; value: string }[];
};

/** Project {id, name} of order details; id null for a project that is not in the customer's list. */
export type ChosenProject = { id: string | null; name: string };

/**
 * Choosing a customer number in the invoice step (spec 02 section 4): the project becomes the
 * user's formatString if present, else the customer's single project if it has exactly one, else
 * empty; the reference the customer's single reference if it has exactly one, else empty (and
 * empty when the theme hides the reference).
 */
export function projectAndReferenceForCustomer(
  customer: CustomerLists,
  user: { formatString?: string | null } | null | undefined,
  options: { referenceHidden?: boolean } = {},
): { project: ChosenProject | null; reference: string } {
  const formatString = user?.formatString?.trim();
  const single = customer.projects.length === 1 ? customer.projects[0] : undefined;
  const project = formatString
    ? { id: null, name: formatString }
    : single
      ? { id: single.id, name: single.name }
      : null;
  const onlyReference = customer.references.length === 1 ? customer.references[0] : undefined;
  const reference = options.referenceHidden ? '' : (onlyReference?.value ?? '');
  return { project, reference };
}
