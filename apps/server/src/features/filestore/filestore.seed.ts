import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { inTransaction } from '../../platform/failure';
import type { FileStorage } from '../../platform/storage/file-storage';
import { DEMO_ACCOUNTS } from '../accounts/accounts.seed';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { CustomerLinksService } from '../customers/customer-links.service';
import { textPdf } from './demo-pdf';
import type { FilestoreRepository } from './filestore.repository';
import { filestoreKey } from './filestore.service';

/** A stable uuid for a demo row (name-based), so a start finds what an earlier one wrote. */
function demoUuid(name: string): string {
  const hex = createHash('sha1').update(`filestore/${name}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type DemoFile = { name: string; title: string; lines: string[] };
type DemoFolder = { name: string; folders?: DemoFolder[]; files?: DemoFile[] };
type DemoArchive = { name: string; location: string | null; allowChanges: boolean } & DemoFolder;

/** The demo customer's archives (Bouwbedrijf Demo B.V., 1004217): one to work in, one scanned and read-only. */
export const DEMO_ARCHIVES: DemoArchive[] = [
  {
    name: 'Personeelsdossiers',
    location: 'Kantoor Utrecht, archiefkast 3',
    allowChanges: true,
    files: [
      {
        name: 'Personeelshandboek 2026.pdf',
        title: 'Personeelshandboek 2026',
        lines: [
          'Welkom bij Bouwbedrijf Demo. Dit handboek beschrijft de afspraken over werktijden,',
          'verlof, ziekmelding en veiligheid op de bouwplaats.',
          'Ziekmelding: meld u voor 8.00 uur telefonisch bij uw leidinggevende.',
          'Vakantiedagen vraagt u minstens twee weken van tevoren aan.',
        ],
      },
    ],
    folders: [
      {
        name: '2025',
        folders: [
          {
            name: 'Indiensttreding',
            files: [
              {
                name: 'Arbeidsovereenkomst J. de Vries.pdf',
                title: 'Arbeidsovereenkomst',
                lines: [
                  'Werkgever: Bouwbedrijf Demo B.V., Aannemersweg 14, Utrecht.',
                  'Werknemer: Jan de Vries, uitvoerder.',
                  'Ingangsdatum: 1 maart 2025. Proeftijd: een maand.',
                  'Salaris volgens de cao Bouw & Infra, schaal C.',
                ],
              },
              {
                name: 'Loonheffingsverklaring J. de Vries.pdf',
                title: 'Opgaaf gegevens voor de loonheffingen',
                lines: ['Naam: Jan de Vries.', 'Loonheffingskorting toepassen: ja, vanaf 1 maart 2025.'],
              },
            ],
          },
          {
            name: 'Verzuim',
            files: [
              {
                name: 'Verzuimregistratie januari.pdf',
                title: 'Verzuimregistratie januari 2025',
                lines: [
                  'Ziekmeldingen deze maand: drie medewerkers, samen elf dagen.',
                  'Bedrijfsarts: spreekuur op dinsdag.',
                ],
              },
            ],
          },
        ],
      },
      {
        name: '2026',
        folders: [
          {
            name: 'Beoordelingen',
            files: [
              {
                name: 'Beoordelingsgesprek P. Jansen.pdf',
                title: 'Beoordelingsgesprek',
                lines: [
                  'Medewerker: Petra Jansen, calculator.',
                  'Sterk in nauwkeurige calculaties en overleg met opdrachtgevers.',
                  'Afspraak: cursus BIM-modellering in het voorjaar.',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Scanarchief 2025',
    location: 'Gescand door Drukwerk Direct, doos 1–4',
    allowChanges: false,
    folders: [
      {
        name: 'Facturen',
        files: [
          {
            name: 'Factuur 2025-0412 betonwerken.pdf',
            title: 'Factuur 2025-0412',
            lines: [
              'Betonwerken fundering Leidsche Rijn, blok B.',
              'Totaal excl. btw: 48.250,00 euro. Betaaltermijn 30 dagen.',
            ],
          },
        ],
      },
      {
        name: 'Bouwtekeningen',
        files: [
          {
            name: 'Bestektekening funderingsplan.pdf',
            title: 'Funderingsplan',
            lines: ['Paalfundering, palen 320 x 320 mm, paalpuntniveau NAP -18,5 m.'],
          },
        ],
      },
    ],
  },
];

/** The demo customer whose users get the archives. */
const DEMO_CUSTOMER_NUMBER = '1004217';

/**
 * The demo archives (never in production): added once, with their folders, PDFs (made here, each
 * with a text layer so search finds their words) and the counts kept on the rows. An archive that
 * exists (by name) is left as it is, so what a developer changed stays.
 */
export async function seedDemoFilestore(deps: {
  db: Db;
  repository: FilestoreRepository;
  customers: Pick<CustomerLinksService, 'allCustomers'>;
  users: Pick<UserDirectory, 'byEmail'>;
  storage: FileStorage;
  clock: Clock;
}): Promise<void> {
  const { repository, storage } = deps;
  const customer = (await deps.customers.allCustomers()).find(
    (card) => card.customerNumber === DEMO_CUSTOMER_NUMBER,
  );
  const user = await deps.users.byEmail(DEMO_ACCOUNTS.customer.email);
  if (!customer || !user) return;
  const at = deps.clock.now();
  for (const demo of DEMO_ARCHIVES) {
    if (await repository.archiveByName(customer.id, demo.name)) continue;
    await inTransaction(deps.db, async (tx) => {
      const archive = await repository.insertArchive(tx, {
        customerId: customer.id,
        name: demo.name,
        location: demo.location,
        allowChanges: demo.allowChanges,
        createdBy: user.id,
        createdAt: at,
      });
      const totals = { files: 0, folders: 0, bytes: 0 };
      const folderCounts: { id: string; files: number; folders: number }[] = [];
      let rootFiles = 0;
      let rootFolders = 0;
      const add = async (folder: DemoFolder, parent: { id: string; path: string } | null, place: string) => {
        for (const child of folder.folders ?? []) {
          const id = demoUuid(`${place}/${child.name}`);
          const path = `${parent?.path ?? '/'}${id}/`;
          await repository.insertFolder(tx, {
            id,
            archiveId: archive.id,
            parentId: parent?.id ?? null,
            name: child.name,
            path,
            createdAt: at,
            createdBy: user.id,
          });
          totals.folders += 1;
          await add(child, { id, path }, `${place}/${child.name}`);
        }
        const rows = [];
        for (const file of folder.files ?? []) {
          const id = demoUuid(`${place}/${file.name}`);
          const bytes = textPdf(file.title, file.lines);
          // The bytes before the row: a start that stops between them leaves a file nobody names.
          await storage.put(filestoreKey(id), { bytes });
          rows.push({
            id,
            archiveId: archive.id,
            folderId: parent?.id ?? null,
            name: file.name,
            storageKey: filestoreKey(id),
            size: bytes.length,
            fileType: 'pdf' as const,
            status: 'READY' as const,
            format: 'A4' as const,
            pageCount: 1,
            pagesColour: 0,
            pagesBW: 1,
            pagesBlank: 0,
            pages: [
              {
                page: 1,
                widthMm: 210,
                heightMm: 297,
                format: 'A4' as const,
                kind: 'blackWhite' as const,
                maxChroma: 0,
                inkShare: 0.02,
                dpis: [],
              },
            ],
            analysed: true,
            textContent: [file.title, ...file.lines].join('\n'),
            createdAt: at,
            createdBy: user.id,
          });
        }
        await repository.insertFiles(tx, rows);
        totals.files += rows.length;
        totals.bytes += rows.reduce((sum, row) => sum + row.size, 0);
        const subfolders = folder.folders?.length ?? 0;
        if (parent) folderCounts.push({ id: parent.id, files: rows.length, folders: subfolders });
        else {
          rootFiles = rows.length;
          rootFolders = subfolders;
        }
      };
      await add(demo, null, demo.name);
      await repository.adjustArchive(tx, archive.id, { ...totals, rootFiles, rootFolders });
      await repository.adjustFolders(tx, folderCounts);
    });
  }
}
