/**
 * The services whose screens are not built yet (issue 10, point 13): what each is, and the
 * request that reaches the provider's staff meanwhile. Each later issue replaces its own entry.
 */
const service = (title: string, intro: string, message: string) => ({ title, intro, message });

export const services = {
  formHeading: 'Vraag het ons',
  formIntro: 'Stuur ons uw aanvraag; wij nemen binnen één werkdag contact met u op.',
  mailSubject: 'Aanvraag {{service}}',
  toHome: 'Terug naar de startpagina',
  printOrder: service(
    'Printopdracht',
    'Hier bestelt u straks uw geüploade bestanden als printopdracht, met bezorgen of afhalen en uw factuurgegevens. Tot dan verwerken wij uw opdracht graag op aanvraag.',
    'Ik wil graag de bestanden die ik heb geüpload laten printen. Aantal, papier en afwerking:\n',
  ),
  productOrder: service(
    'Product kiezen',
    'Hier kiest u straks per bestand het product, de opties en het aantal, met direct de prijs. Tot dan stellen wij uw bestelling graag met u samen.',
    'Ik wil graag een prijs voor het printen van mijn bestanden. Product, aantal en afwerking:\n',
  ),
  printStore: service(
    'Printstore',
    'In de printstore bestelt u straks borden, stickers en ander drukwerk naar uw eigen ontwerp. Tot dan maken wij het graag voor u op aanvraag.',
    'Ik wil graag drukwerk uit de printstore bestellen. Wat, hoeveel en in welke maat:\n',
  ),
  checkout: service(
    'Winkelwagen',
    'Uw winkelwagen met bestanden en printstore-producten komt hier. Tot dan bestellen wij graag op aanvraag voor u.',
    'Ik wil graag een bestelling plaatsen. Wat ik wil bestellen:\n',
  ),
  orders: service(
    'Mijn orders',
    'Hier ziet u straks uw orders en hun status. Tot dan vertellen wij u graag hoe het met een order staat.',
    'Ik wil graag weten hoe het staat met mijn order. Ordernummer of omschrijving:\n',
  ),
  shareFiles: service(
    'Bestanden delen',
    'Hier deelt u straks uw geüploade bestanden met een collega. Tot dan sturen wij ze graag voor u door.',
    'Ik wil graag mijn geüploade bestanden delen met:\n',
  ),
} as const;

export type ServiceKey = Exclude<
  keyof typeof services,
  'formHeading' | 'formIntro' | 'mailSubject' | 'toHome'
>;
