import type { DemoCategory } from './types';

/** The sidebar of the demo store: listOnTop first, a new one with its badge, and a hidden season category. */
export const DEMO_CATEGORIES: DemoCategory[] = [
  { key: 'veiligheid', name: 'Veiligheid en waarschuwing', colour: '#F9B000', listOnTop: true },
  { key: 'verbod', name: 'Verbod', colour: '#D52B1E' },
  { key: 'gebod', name: 'Gebod', colour: '#005EB8' },
  { key: 'brandpreventie', name: 'Brandpreventie', colour: '#B3261E' },
  { key: 'bewegwijzering', name: 'Bewegwijzering en vluchtwegen', colour: '#009A49' },
  { key: 'ehbo', name: 'EHBO', colour: '#2E7D32' },
  { key: 'vloerstickers', name: 'Vloerstickers', colour: '#5C6BC0' },
  { key: 'bouwplaats', name: 'Bouwplaats', colour: '#EF7D00', newBadge: true },
  { key: 'seizoen', name: 'Seizoensborden', colour: '#4FA3D1', active: false },
];
