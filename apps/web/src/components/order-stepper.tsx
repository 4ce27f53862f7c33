import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type StepperStep = {
  key: string;
  label: string;
  /** Where the step is; null when it cannot be reached yet (shown, not clickable). */
  href: string | null;
  /** The step has something to fix: a mark, and its name says so to screen readers. */
  hasError: boolean;
};

/**
 * The steps of an order flow (spec 02 section 4, ui-direction: Printen / Bezorgen / Factureren /
 * Controleren): the current step marked, the reachable ones links, a step with errors marked.
 * A list of links in a nav, not a tablist: each step is its own page.
 */
export function OrderStepper({
  steps,
  current,
  label,
}: {
  steps: StepperStep[];
  current: string;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="order-stepper">
      <ol>
        {steps.map((step, index) => {
          const isCurrent = step.key === current;
          const content = (
            <>
              <span className="order-stepper__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="order-stepper__label">{step.label}</span>
              {step.hasError && (
                <span className="order-stepper__error" data-step-error-mark>
                  <span aria-hidden="true">!</span>
                  <VisuallyHidden>({t('orderSteps.stepper.incomplete')})</VisuallyHidden>
                </span>
              )}
            </>
          );
          return (
            <li key={step.key} data-current={isCurrent || undefined} data-error={step.hasError || undefined}>
              {step.href && !isCurrent ? (
                <Link to={step.href} className="order-stepper__step">
                  {content}
                </Link>
              ) : (
                <span className="order-stepper__step" aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
