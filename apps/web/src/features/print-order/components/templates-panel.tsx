import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import type { Product } from '@portal/shared/schemas/catalogue';
import {
  type PrintTemplate,
  type PrintTemplateList,
  printTemplateNameSchema,
} from '@portal/shared/schemas/print-templates';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { deletePrintTemplate, savePrintTemplate } from '../api/print-templates';
import type { PrintStep } from '../hooks/use-print-step';
import { specLines } from '../utils/spec-lines';
import '../texts';

type Props = {
  /** The logged-in user; templates are theirs, so a visitor is asked to log in. */
  userId: string | null;
  templates: UseQueryResult<PrintTemplateList>;
  step: PrintStep;
  onLogin: () => void;
};

/**
 * The 'Templates' tab (spec 02 sections 2.3, 5 and 7): the user's templates, each applied to the
 * selected files or deleted (after a confirmation), and the selected file's product and options
 * saved as a new one under a name of at least 2 characters.
 */
export function TemplatesPanel({ userId, templates, step, onLogin }: Props) {
  const { t } = useTranslation();
  if (!userId)
    return (
      <Stack gap="sm" align="flex-start" data-testid="templates-login">
        <Text size="sm">{t('printOrder.templates.loginNeeded')}</Text>
        <Button variant="light" onClick={onLogin}>
          {t('printOrder.templates.login')}
        </Button>
      </Stack>
    );
  if (templates.isPending) return <Text size="sm">{t('printOrder.templates.loading')}</Text>;
  if (templates.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" role="alert">
          {t('printOrder.templates.loadFailed')}
        </Text>
        <Button variant="default" size="xs" onClick={() => void templates.refetch()}>
          {t('printOrder.retry')}
        </Button>
      </Stack>
    );
  return <Templates userId={userId} list={templates.data} step={step} />;
}

function Templates({ userId, list, step }: { userId: string; list: PrintTemplateList; step: PrintStep }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [applying, setApplying] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PrintTemplate | null>(null);
  const nothingSelected = step.selectedLines.length === 0;

  const apply = async (template: PrintTemplate) => {
    setApplying(template.id);
    setOutcome(null);
    try {
      const { applied, refused } = await step.applyTemplate(template);
      const said: string[] = [];
      if (applied.length > 0)
        said.push(t('printOrder.templates.applied', { name: template.name, count: applied.length }));
      if (refused.length > 0)
        said.push(t('printOrder.templates.notApplied', { name: template.name, count: refused.length }));
      setOutcome(said.join(' '));
    } finally {
      setApplying(null);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h5" id={headingId}>
            {t('printOrder.templates.heading')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('printOrder.templates.count', { count: list.templates.length, max: list.max })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('printOrder.templates.intro')}
        </Text>
      </div>
      {list.templates.length === 0 ? (
        <Text size="sm">{t('printOrder.templates.empty')}</Text>
      ) : (
        <ul className="print-order__templates" aria-labelledby={headingId}>
          {list.templates.map((template) => (
            <li key={template.id} className="print-order__template" data-testid="print-template">
              <div className="print-order__what">
                <Text size="sm" fw={600}>
                  {template.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {summaryOf(template, step.productById.get(template.productId))}
                </Text>
                {!template.available && (
                  <Text size="xs" c="red.8">
                    {t('printOrder.templates.unavailable')}
                  </Text>
                )}
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  aria-label={t('printOrder.templates.applyLabel', { name: template.name })}
                  title={nothingSelected ? t('printOrder.templates.applyNeedsSelection') : undefined}
                  disabled={nothingSelected || !template.available || applying !== null}
                  loading={applying === template.id}
                  onClick={() => void apply(template)}
                >
                  {t('printOrder.templates.apply')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.8"
                  aria-label={t('printOrder.templates.deleteLabel', { name: template.name })}
                  onClick={() => setToDelete(template)}
                >
                  {t('printOrder.templates.delete')}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
      {nothingSelected && list.templates.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('printOrder.templates.applyNeedsSelection')}
        </Text>
      )}
      <Text size="sm" role="status" data-testid="template-outcome">
        {outcome}
      </Text>
      <SaveTemplate userId={userId} step={step} />
      <DeleteTemplate userId={userId} template={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}

/** 'Boekje · Formaat: A4 · Kleur: kleur': what a template sets, at a glance. */
function summaryOf(template: PrintTemplate, product: Product | undefined): string {
  return [
    template.productTitle,
    ...specLines(product, template.specs).map((line) => `${line.label}: ${line.value}`),
  ].join(' · ');
}

function SaveTemplate({ userId, step }: { userId: string; step: PrintStep }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = step.shared && step.shared !== 'mixed' ? step.shared : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice || busy) return;
    const parsed = printTemplateNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const saved = await savePrintTemplate(queryClient, userId, { name: parsed.data, ...choice });
      setName('');
      notifications.show({
        message: t('printOrder.templates.saved', { name: saved.name }),
        autoClose: AUTO_CLOSE_MS.notification,
      });
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('printOrder.networkProblem'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="print-order__save-template">
      <Title order={3} size="h5">
        {t('printOrder.templates.saveHeading')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {choice ? t('printOrder.templates.saveHint') : t('printOrder.templates.saveNeedsOne')}
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('printOrder.templates.nameLabel')}
          placeholder={t('printOrder.templates.namePlaceholder')}
          value={name}
          maxLength={64}
          disabled={!choice}
          error={problem}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setProblem(null);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" mt={25} disabled={!choice} loading={busy}>
          {t('printOrder.templates.save')}
        </Button>
      </Group>
    </form>
  );
}

function DeleteTemplate({
  userId,
  template,
  onClose,
}: {
  userId: string;
  template: PrintTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!template) return;
    setBusy(true);
    try {
      await deletePrintTemplate(queryClient, userId, template.id);
      notifications.show({
        message: t('printOrder.templates.deleted', { name: template.name }),
        autoClose: AUTO_CLOSE_MS.notification,
      });
      close();
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('printOrder.networkProblem'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={template !== null}
      onClose={close}
      title={t('printOrder.templates.confirmTitle')}
      size={400}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('printOrder.templates.confirmText', { name: template?.name ?? '' })}</Text>
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('printOrder.templates.cancel')}
          </Button>
          <Button color="red.8" loading={busy} onClick={() => void confirm()}>
            {t('printOrder.templates.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
