import { translate } from '@portal/shared/i18n/translate';
import { descriptionError } from '@portal/shared/rules/order-completeness';
import type { OrderDetails, ScanJob } from '@portal/shared/schemas/order-details';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import type { OrderFlow, PlacedLine } from '../pipeline/order-flow';
import { type DescribedBody, describedFlowBase } from './copy-flow';

type Say = Parameters<typeof translate>[0];
const say = (key: string) => translate(key as Say);

const choice = (group: string, name: string, groupTitle: string, optionTitle: string): OrderedChoice => ({
  menuId: 'scanopdracht',
  optionGroupName: group,
  optionName: name,
  groupTitle,
  optionTitle,
});

/**
 * The scan job and how it is delivered, with the titles the customer read: the estimate, colour,
 * resolution and text layer, then each medium chosen (the archive by its name, e-mail with its
 * address).
 */
export function scanJobChoices(
  job: ScanJob,
  details: Pick<OrderDetails, 'medium' | 'archive'>,
): OrderedChoice[] {
  const { medium, archive } = details;
  const mediumTitle = say('describedOrders.medium.title');
  return [
    choice('pages', String(job.pages), say('describedOrders.scanJob.pages'), String(job.pages)),
    choice(
      'colour',
      job.colour,
      say('describedOrders.scanJob.colour'),
      say(`describedOrders.scanJob.colours.${job.colour}`),
    ),
    choice(
      'resolution',
      job.resolution,
      say('describedOrders.scanJob.resolution'),
      say(`describedOrders.scanJob.resolutions.${job.resolution}`),
    ),
    choice(
      'searchable',
      job.searchable ? 'yes' : 'no',
      say('describedOrders.scanJob.searchable'),
      say(`describedOrders.scanJob.${job.searchable ? 'yes' : 'no'}`),
    ),
    ...(medium.isArchive
      ? [
          choice(
            'archive',
            archive.name,
            mediumTitle,
            `${say('describedOrders.medium.archive')}: ${archive.name}`,
          ),
          ...(archive.location
            ? [
                choice(
                  'archiveLocation',
                  archive.location,
                  say('describedOrders.medium.archiveLocation'),
                  archive.location,
                ),
              ]
            : []),
          ...(archive.parentFolder
            ? [
                choice(
                  'archiveFolder',
                  archive.parentFolder,
                  say('describedOrders.medium.archiveFolder'),
                  archive.parentFolder,
                ),
              ]
            : []),
        ]
      : []),
    ...(medium.isDisk ? [choice('disk', 'disk', mediumTitle, say('describedOrders.medium.disk'))] : []),
    ...(medium.isEmail
      ? [
          choice(
            'email',
            medium.emailAddress,
            mediumTitle,
            `${say('describedOrders.medium.email')}: ${medium.emailAddress}`,
          ),
        ]
      : []),
    ...(medium.isOther ? [choice('other', 'other', mediumTitle, say('describedOrders.medium.other'))] : []),
  ];
}

export function scanJobLine(job: ScanJob, details: OrderDetails): PlacedLine {
  return {
    kind: 'scan_job',
    fileId: null,
    fileName: null,
    pagesBw: null,
    pagesColour: null,
    pagesBlank: null,
    storageReference: null,
    productId: null,
    productTitle: say('describedOrders.scanJob.title'),
    specs: scanJobChoices(job, details),
    content: job,
    format: null,
    quantity: 1,
    unitPriceCents: null,
    // Counted as scanned: the shop prices it afterwards.
    linePriceCents: null,
    breakdown: null,
    noPriceReason: 'priceFollows',
    priceHidden: false,
  };
}

/**
 * The scan order (scan-order, issue 28 point 4): originals collected (or brought), scanned, and
 * delivered on the chosen media; the originals come back. Its archive is kept in the order
 * details for the file store's intake (issue 31).
 */
export function createScanFlow(): OrderFlow<DescribedBody, never> {
  return {
    ...describedFlowBase,
    kind: 'scan',
    planningKind: 'scan',
    // The e-mail address counts only with the e-mail medium (spec 02 section 4).
    detailsOf: (body) => ({
      ...body.details,
      orderType: 'scanOrder',
      medium: {
        ...body.details.medium,
        emailAddress: body.details.medium.isEmail ? body.details.medium.emailAddress : '',
      },
    }),
    async prepare(_caller, _body, { details }) {
      const missing = descriptionError('scan', details);
      if (missing || !details.scanJob)
        return { lines: [], errors: missing ? [missing] : [], checkTotal: false };
      return { lines: [scanJobLine(details.scanJob, details)], errors: [], checkTotal: true };
    },
  };
}
