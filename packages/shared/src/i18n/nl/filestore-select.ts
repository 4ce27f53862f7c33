/**
 * 'Selecteer uit bestandsopslag' (spec 01 sections 2 and 8; issue 31 point 4; decision 0125): the
 * dialog on the home and product order screens that puts files of the customer's archives in the
 * file list without uploading them again. The entry's own label is the home screen's
 * (home.fromFilestore), since it shows before this dialog's chunk is loaded.
 */
export const filestoreSelect = {
  title: 'Selecteer uit bestandsopslag',
  intro:
    'Kies de documenten uit uw archieven die u wilt laten drukken. Ze komen in uw bestandenlijst, met hun prijs, zonder ze opnieuw te uploaden.',
  places: 'Waar u bent',
  archives: 'Archieven',
  archiveFacts: '{{files}} · {{customer}}',
  openArchive: 'Archief {{name}} openen',
  openFolder: 'Map {{name}} openen',
  folderList: 'Mappen en documenten in {{name}}',
  archiveList: 'Uw archieven',
  emptyFolder: 'In deze map staan geen documenten.',
  noArchivesTitle: 'U heeft nog geen archief',
  noArchivesText:
    'In een archief bewaren wij uw gescande documenten, of u bewaart er zelf uw bestanden in. Van daaruit kunt u ze laten drukken zonder ze opnieuw te uploaden.',
  toArchives: 'Naar Archieven beheren',
  searchLabel: 'Zoeken in uw archieven',
  searchPlaceholder: 'Naam of tekst in een document',
  searchSubmit: 'Zoeken',
  searchClear: 'Terug naar de mappen',
  searchResults: 'Gevonden voor ‘{{q}}’',
  searchNothing: 'Niets gevonden voor ‘{{q}}’. Zoek op een ander woord of kies uit de mappen.',
  loadMore: 'Meer laden',
  shown: '{{shown}} van {{total}} documenten',
  chosen_one: '{{count}} document gekozen',
  chosen_other: '{{count}} documenten gekozen',
  chosenNone: 'Nog geen document gekozen',
  maxReached: 'U kunt {{max}} documenten tegelijk toevoegen.',
  clear: 'Keuze wissen',
  cancel: 'Annuleren',
  add: 'Toevoegen',
  pages_one: '{{count}} pagina',
  pages_other: '{{count}} pagina’s',
  noPrice: 'kon niet worden geanalyseerd',
  inFolder: 'In {{place}}',
} as const;
