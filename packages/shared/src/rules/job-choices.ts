import { translate } from '../i18n/translate';
import type { CopyJob, OrderDetails, ScanJob } from '../schemas/order-details';
import type { OrderedChoice } from '../schemas/orders';

/**
 * A copy or scan job as an order line's choices, with the titles the customer read in the form
 * (i18n/nl/described-orders.ts): the step's summary, the order, its mails and its ticket read
 * the same words (decision 0071).
 */

const sayCopy = (key: string, values?: Record<string, string | number>) =>
  translate(`describedOrders.copyJob.${key}` as Parameters<typeof translate>[0], values);

/** The job's choices with the titles the customer read in the form. */
export function copyJobChoices(job: CopyJob): OrderedChoice[] {
  const choice = (group: string, name: string, title: string): OrderedChoice => ({
    menuId: 'kopieeropdracht',
    optionGroupName: group,
    optionName: name,
    groupTitle: sayCopy(group),
    optionTitle: title,
  });
  return [
    choice('originals', String(job.originals), sayCopy('pages', { count: job.originals })),
    choice('copies', String(job.copies), String(job.copies)),
    choice('format', job.format, sayCopy(`formats.${job.format}`)),
    choice('colour', job.colour, sayCopy(`colours.${job.colour}`)),
    choice('sides', job.sides, sayCopy(`sidesOptions.${job.sides}`)),
    choice('finishing', job.finishing, sayCopy(`finishings.${job.finishing}`)),
  ];
}

const say = (key: string) => translate(key as Parameters<typeof translate>[0]);

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
