import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { FILESTORE_NAME_MAX } from '@portal/shared/schemas/filestore';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidName } from '../utils/names';
import { problemText } from '../utils/problem';
import '../texts';

/** A dialog of the file store: a title, a short body, the primary action right (ui-direction.md). */
export function FilestoreModal({
  opened,
  onClose,
  title,
  children,
  size,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string | number;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('filestore.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {children}
    </Modal>
  );
}

/**
 * Runs a change and keeps what the dialog shows meanwhile: busy while it runs, the server's Dutch
 * refusal when it fails (the dialog stays open, nothing changed).
 */
export function useChange() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    busy,
    problem,
    reset: () => setProblem(null),
    async run(change: () => Promise<void>): Promise<boolean> {
      setBusy(true);
      setProblem(null);
      try {
        await change();
        return true;
      } catch (error) {
        setProblem(problemText(error, t));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}

export function ProblemAlert({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" role="alert">
      <Text size="sm">{problem}</Text>
    </Alert>
  );
}

/** A name to give (a new folder, a rename): checked as the server checks it before it is sent. */
export function NameDialog({
  opened,
  title,
  label,
  initial = '',
  submitLabel,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onClose: () => void;
  /** Sends the name; a refusal throws. */
  onSubmit: (name: string) => Promise<void>;
}) {
  return (
    <FilestoreModal opened={opened} onClose={onClose} title={title}>
      {opened && (
        <NameForm
          initial={initial}
          label={label}
          submitLabel={submitLabel}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </FilestoreModal>
  );
}

function NameForm({
  initial,
  label,
  submitLabel,
  onClose,
  onSubmit,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const change = useChange();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValidName(name)) {
          setInvalid(true);
          return;
        }
        void change
          .run(() => onSubmit(name.trim()))
          .then((done) => {
            if (done) onClose();
          });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={label}
          value={name}
          maxLength={FILESTORE_NAME_MAX}
          required
          data-autofocus
          error={invalid ? t('filestore.names.invalid') : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setInvalid(false);
            change.reset();
          }}
        />
        <ProblemAlert problem={change.problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('filestore.cancel')}
          </Button>
          <Button type="submit" loading={change.busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Are you sure?': the consequence in a sentence, and the action that does it (red when it cannot be undone). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const change = useChange();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <FilestoreModal opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {children}
        <ProblemAlert problem={change.problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('filestore.cancel')}
          </Button>
          <Button
            color={danger ? 'red.8' : undefined}
            loading={change.busy}
            data-autofocus
            onClick={() =>
              void change.run(onConfirm).then((done) => {
                if (done) close();
              })
            }
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FilestoreModal>
  );
}
