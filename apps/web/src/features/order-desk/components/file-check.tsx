import { Text, Title } from '@mantine/core';
import { DPI_WARNING_BELOW } from '@portal/shared/constants';
import type { FileCheck as Check, DeskOrderView } from '@portal/shared/schemas/order-views';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinePreviews } from './line-previews';
import '../texts';

type Line = DeskOrderView['lines'][number];

/** Whether the order has a file the operator can check. */
export const hasFileCheck = (order: DeskOrderView) => order.lines.some((line) => line.fileId !== null);

/**
 * The operator's file check (issue 32 point 4, decision 0133): per ordered file its thumbnails
 * (each opens large), its pages by class, the lowest resolution at the ordered format with the
 * pages under 197 DPI there, its page size against that format, and the warnings the customer
 * saw while ordering. Everything comes from the analysis stored at upload.
 */
export function FileCheck({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  return (
    <div data-testid="desk-file-check">
      <Text size="sm" c="gray.7" mb="sm">
        {t('orderDesk.order.check.intro')}
      </Text>
      {order.lines
        .filter((line) => line.fileId !== null)
        .map((line) => (
          <FileBlock key={line.position} orderId={order.id} line={line} />
        ))}
    </div>
  );
}

function FileBlock({ orderId, line }: { orderId: string; line: Line }) {
  const { t } = useTranslation();
  const id = useId();
  const check = line.check;
  return (
    <section className="order-desk__check" aria-labelledby={id} data-testid="desk-file-check-line">
      <Title order={3} size="h5" id={id}>
        {line.fileName}
      </Title>
      <LinePreviews orderId={orderId} line={line} />
      {check ? (
        <Findings check={check} pages={line.pages} />
      ) : (
        <Text size="sm" mt="xs">
          {t('orderDesk.order.check.noAnalysis')}
        </Text>
      )}
    </section>
  );
}

const mm = (value: number) => Math.round(value);
const factor = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 });

function Findings({ check, pages }: { check: Check; pages: Line['pages'] }) {
  const { t } = useTranslation();
  const format =
    check.orderedFormat && check.orderedFormat !== 'custom'
      ? check.orderedFormat
      : t('orderDesk.order.check.asFile');
  return (
    <dl className="placed-order__facts" data-testid="desk-file-check-facts">
      <div>
        <dt>{t('orderDesk.order.check.pages')}</dt>
        <dd data-testid="check-pages">
          <PageClasses check={check} pages={pages} />
        </dd>
      </div>
      {check.pageSize && (
        <div>
          <dt>{t('orderDesk.order.check.pageSize')}</dt>
          <dd>
            {t('orderDesk.order.check.size', {
              width: mm(check.pageSize.widthMm),
              height: mm(check.pageSize.heightMm),
            })}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('orderDesk.order.check.dpi', { format })}</dt>
        <dd data-testid="check-dpi">
          {!check.analysed ? (
            t('orderDesk.order.check.dpiNotMeasured')
          ) : check.lowestDpi === null ? (
            t('orderDesk.order.check.dpiNone')
          ) : check.dpiWarning ? (
            <span className="order-desk__check-warn">
              {t('orderDesk.order.check.dpiLow', {
                dpi: check.lowestDpi,
                limit: DPI_WARNING_BELOW,
                pages: check.lowDpiPages.join(', '),
              })}
            </span>
          ) : (
            <span className="order-desk__check-ok">
              {t('orderDesk.order.check.dpiValue', { dpi: check.lowestDpi })}
            </span>
          )}
        </dd>
      </div>
      {check.pageSize && (
        <div>
          <dt>{t('orderDesk.order.check.fit', { format })}</dt>
          <dd data-testid="check-size">
            {check.size.kind === 'asOrdered' ? (
              <span className="order-desk__check-ok">{t('orderDesk.order.check.asOrdered')}</span>
            ) : check.size.kind === 'scaled' ? (
              check.size.minFactor === check.size.maxFactor ? (
                t('orderDesk.order.check.scaled', { factor: factor(check.size.minFactor) })
              ) : (
                t('orderDesk.order.check.scaledRange', {
                  min: factor(check.size.minFactor),
                  max: factor(check.size.maxFactor),
                })
              )
            ) : (
              <span className="order-desk__check-warn">
                {t('orderDesk.order.check.proportions', { pages: check.size.pages.join(', ') })}
              </span>
            )}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('orderDesk.order.check.warnings')}</dt>
        <dd data-testid="check-warnings">
          {check.customerWarnings.length === 0 ? (
            t('orderDesk.order.check.noWarnings')
          ) : (
            <ul className="placed-order__lines">
              {check.customerWarnings.map((warning) => (
                <li key={warning.code}>
                  {warning.code === 'lowDpi'
                    ? t('orderDesk.order.check.warning.lowDpi', { dpi: warning.dpi })
                    : warning.code === 'customFormat'
                      ? t('orderDesk.order.check.warning.customFormat', {
                          width: warning.widthMm,
                          height: warning.heightMm,
                        })
                      : t(`orderDesk.order.check.warning.${warning.code}`)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/** The pages by class as the analysis counted them (the order line keeps its counts). */
function PageClasses({ check, pages }: { check: Check; pages: Line['pages'] }) {
  const { t } = useTranslation();
  if (check.status !== 'READY' || !pages) return <>{t(`orderDesk.order.check.status.${check.status}`)}</>;
  return (
    <>
      {t('orderDesk.order.check.pageClasses', {
        colour: pages.colour,
        bw: pages.bw,
        blank: pages.blank,
        total: check.pageCount,
      })}
    </>
  );
}
