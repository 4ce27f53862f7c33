import { describedOrders } from '../i18n/nl/described-orders';
import { type Leaves, textIn } from '../i18n/text-in';
import type { CopyJob, OrderDetails, ScanJob } from '../schemas/order-details';
import type { OrderedChoice } from '../schemas/orders';

/**
 * A copy or scan job as an order line's choices, with the titles the customer read in the form
 * (i18n/nl/described-orders.ts): the step's summary, the order, its mails and its ticket read
 * the same words (decision 0071).
 */

/** The words of the copy and scan forms only: this module runs in the browser's confirm step too. */
const say = (key: string, values?: Record<string, string | number>) =>
  textIn(describedOrders, key as Leaves<typeof describedOrders>, values);
const sayCopy = (key: string, values?: Record<string, string | number>) => say(`copyJob.${key}`, values);

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
  const mediumTitle = say('medium.title');
  return [
    choice('pages', String(job.pages), say('scanJob.pages'), String(job.pages)),
    choice('colour', job.colour, say('scanJob.colour'), say(`scanJob.colours.${job.colour}`)),
    choice(
      'resolution',
      job.resolution,
      say('scanJob.resolution'),
      say(`scanJob.resolutions.${job.resolution}`),
    ),
    choice(
      'searchable',
      job.searchable ? 'yes' : 'no',
      say('scanJob.searchable'),
      say(`scanJob.${job.searchable ? 'yes' : 'no'}`),
    ),
    ...(medium.isArchive
      ? [
          choice('archive', archive.name, mediumTitle, `${say('medium.archive')}: ${archive.name}`),
          ...(archive.location
            ? [choice('archiveLocation', archive.location, say('medium.archiveLocation'), archive.location)]
            : []),
          ...(archive.parentFolder
            ? [
                choice(
                  'archiveFolder',
                  archive.parentFolder,
                  say('medium.archiveFolder'),
                  archive.parentFolder,
                ),
              ]
            : []),
        ]
      : []),
    ...(medium.isDisk ? [choice('disk', 'disk', mediumTitle, say('medium.disk'))] : []),
    ...(medium.isEmail
      ? [choice('email', medium.emailAddress, mediumTitle, `${say('medium.email')}: ${medium.emailAddress}`)]
      : []),
    ...(medium.isOther ? [choice('other', 'other', mediumTitle, say('medium.other'))] : []),
  ];
}
