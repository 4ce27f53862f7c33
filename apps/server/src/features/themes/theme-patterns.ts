import { compileFieldFormat } from '@portal/shared/rules/field-format';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { isSafe } from 'redos-detector';

/**
 * The regular expressions a theme gives for project fields and the reference run on every
 * customer's input, in the browser and in the server's order check, on the one thread that
 * serves everyone. A pattern with catastrophic backtracking ('(a+)+$' takes seconds on 30
 * characters) must therefore never be stored: this check runs wherever a theme is written
 * (decision 0043). It judges the pattern exactly as the rules compile it (anchored, `u` flag).
 */

/**
 * redos-detector counts the backtracks the worst input can cause; above this score, or when it
 * cannot finish within the step budget, the pattern is refused: a pattern too tangled to judge
 * is refused, not guessed. The budget is in steps, never in time, so the verdict on a pattern is
 * the same on any machine, however busy (a limit of 250 ms refused the demo theme's '\d{4}' on a
 * loaded two-core machine, and with it the seed). 1,000 steps judge a theme's legitimate formats
 * in a few milliseconds and refuse every tangled one within a few hundred (theme-patterns.test.ts;
 * the library's default of 20,000 took up to 30 s on '(\w|\d)+').
 */
const CHECK = { maxScore: 200, maxSteps: 1_000 } as const;

export type PatternProblem = {
  code: 'THEME_PATTERN_INVALID' | 'THEME_PATTERN_UNSAFE';
  /** Where the pattern stands in the theme, in Dutch for the message: 'projectveld 2', 'referentie'. */
  where: string;
  pattern: string;
};

/** The verdict on one pattern: null when it may be stored. */
export function patternProblem(pattern: string, where: string): PatternProblem | null {
  const compiled = compileFieldFormat(pattern);
  if (!compiled) return { code: 'THEME_PATTERN_INVALID', where, pattern };
  return isSafe(compiled, CHECK).safe ? null : { code: 'THEME_PATTERN_UNSAFE', where, pattern };
}

/** Every pattern of a theme's custom fields with where it stands. */
function themePatterns(customFields: ThemeSettings['customFields']): { pattern: string; where: string }[] {
  const project = (customFields.project?.fields ?? []).flatMap((field, index) =>
    field.format ? [{ pattern: field.format, where: `projectveld ${index + 1}` }] : [],
  );
  const reference = customFields.reference?.format
    ? [{ pattern: customFields.reference.format, where: 'referentie' }]
    : [];
  return [...project, ...reference];
}

/** The first pattern of a theme that may not be stored, or null when all may. */
export function themePatternProblem(customFields: ThemeSettings['customFields']): PatternProblem | null {
  for (const { pattern, where } of themePatterns(customFields)) {
    const problem = patternProblem(pattern, where);
    if (problem) return problem;
  }
  return null;
}
