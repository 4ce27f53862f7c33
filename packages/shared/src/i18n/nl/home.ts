export const home = {
  globeUploadTitle: 'Bestanden printen',
  globeUploadText: 'Sleep uw bestanden hierheen of kies bestanden',
  chooseFiles: 'Kies bestanden',
  backToMenu: 'Terug naar het menu',
} as const;
