import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import '../texts';

/**
 * 'In winkelwagen' (spec 02 sections 2.2 and 4): sends the choice to the store cart, which the
 * page's route supplies; then the page goes on (to the collection or the category). A refusal
 * shows the server's Dutch message under the button; nothing else changes.
 */
export function AddToCartButton({
  onAdd,
  disabled,
}: {
  onAdd: () => Promise<void>;
  /** A combination that cannot be made: the page says why above. */
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function add() {
    setSending(true);
    setProblem(null);
    try {
      await onAdd();
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('printStore.cart.failed'));
      setSending(false);
    }
  }
  return (
    <div className="store-add">
      <Button size="md" onClick={() => void add()} disabled={disabled} loading={sending}>
        {t('printStore.cart.add')}
      </Button>
      {problem && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {problem}
        </Text>
      )}
    </div>
  );
}
