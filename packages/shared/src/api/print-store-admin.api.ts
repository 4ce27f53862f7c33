import { z } from 'zod';
import {
  adminAdsSchema,
  adminCategorySchema,
  adminCollectionSchema,
  adminDesignSchema,
  adminPackageSchema,
  adminProductTypeSchema,
  adminStoreSchema,
  bulkEditDesignsBodySchema,
  bulkEditDesignsResultSchema,
  categoryIdParams,
  collectionDesignsSchema,
  collectionIdParams,
  copiedProductTypeSchema,
  copyProductTypeBodySchema,
  createCategoryBodySchema,
  createCollectionBodySchema,
  createDesignBodySchema,
  createPackageBodySchema,
  designFileAnswerSchema,
  designFileQuerySchema,
  designIdParams,
  designPreviewSchema,
  downloadParams,
  downloadQuerySchema,
  historyQuerySchema,
  itemHistorySchema,
  namedDownloadParams,
  packageIdParams,
  productTypeIdParams,
  productTypeListSchema,
  updateAdsBodySchema,
  updateCategoryBodySchema,
  updateCollectionBodySchema,
  updateDesignBodySchema,
  updatePackageBodySchema,
  updateProductTypeBodySchema,
  versionQuerySchema,
} from '../schemas/print-store-admin';
import { defineEndpoint } from './endpoint';

/**
 * The print store's admin tools (spec 02 sections 2.2, 4, 5 and 6; issue 30; decision 0112). Only
 * for a print-store admin (users.print_store_id with role ADMIN), and only for items of that
 * store: another store's item answers PRINT_STORE_NOT_YOURS (403). Every edit and delete names
 * the version it read; a stale one answers STORE_ITEM_CHANGED (409) with nothing written. Every
 * change is in the item's history, and the public pages show it at their next call.
 */

const ownership = ['PRINT_STORE_NOT_YOURS', 'STORE_ITEM_NOT_FOUND'] as const;
const versioned = [...ownership, 'STORE_ITEM_CHANGED'] as const;

export const getAdminStore = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/store',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary:
    'Mijn printwinkel zoals de beheerder hem bewerkt: categorieën, collecties en pakketten met versies',
  description:
    'Verborgen items staan erbij. Elk item heeft een versie die een wijziging of verwijdering terugstuurt.',
  status: 200,
  response: adminStoreSchema,
  errors: ['PRINT_STORE_NOT_YOURS'],
});

export const getItemHistory = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/history',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'De geschiedenis van een item van mijn printwinkel: wie wat wanneer wijzigde, nieuwste eerst',
  description:
    'kind is category, collection, package, design, productType of ads. De geschiedenis van een verwijderd item blijft leesbaar.',
  query: historyQuerySchema,
  status: 200,
  response: itemHistorySchema,
  errors: [...ownership],
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/admin/categories',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Maakt een categorie in mijn printwinkel',
  description: 'Een naam die al bestaat, in welke hoofdletters ook, wordt geweigerd.',
  body: createCategoryBodySchema,
  status: 201,
  response: adminCategorySchema,
  errors: ['PRINT_STORE_NOT_YOURS', 'STORE_CATEGORY_NAME_TAKEN'],
});

export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/categories/:categoryId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Wijzigt, verbergt of toont een categorie van mijn printwinkel',
  description:
    'Alleen de meegestuurde velden veranderen; active false verbergt haar voor iedereen behalve de beheerders.',
  params: categoryIdParams,
  body: updateCategoryBodySchema,
  status: 200,
  response: adminCategorySchema,
  errors: [...versioned, 'STORE_CATEGORY_NAME_TAKEN'],
});

export const deleteCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/print-store/admin/categories/:categoryId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Verwijdert een lege categorie van mijn printwinkel',
  description:
    'Een categorie met collecties of pakketten wordt niet verwijderd (STORE_CATEGORY_NOT_EMPTY): haal ze er eerst uit, zodat niets zonder categorie achterblijft.',
  params: categoryIdParams,
  query: versionQuerySchema,
  status: 204,
  response: z.null(),
  errors: [...versioned, 'STORE_CATEGORY_NOT_EMPTY'],
});

export const createCollection = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/admin/collections',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Maakt een collectie in mijn printwinkel, in een of meer van haar categorieën',
  body: createCollectionBodySchema,
  status: 201,
  response: adminCollectionSchema,
  errors: [...ownership, 'STORE_NO_CATEGORIES', 'STORE_CATEGORY_REQUIRED'],
});

export const updateCollection = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/collections/:collectionId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Wijzigt, verbergt of toont een collectie van mijn printwinkel',
  description:
    'Alleen de meegestuurde velden veranderen; categoryIds vervangt de categorieën, de eerste is haar eigen.',
  params: collectionIdParams,
  body: updateCollectionBodySchema,
  status: 200,
  response: adminCollectionSchema,
  errors: [...versioned, 'STORE_CATEGORY_REQUIRED'],
});

export const deleteCollection = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/print-store/admin/collections/:collectionId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Verwijdert een lege collectie van mijn printwinkel',
  description:
    'Een collectie met ontwerpen wordt niet verwijderd (STORE_COLLECTION_NOT_EMPTY): verwijder eerst de ontwerpen, met hun bestanden.',
  params: collectionIdParams,
  query: versionQuerySchema,
  status: 204,
  response: z.null(),
  errors: [...versioned, 'STORE_COLLECTION_NOT_EMPTY'],
});

const packageContentErrors = ['STORE_PACKAGE_SPECS_INVALID', 'INVALID_SPEC_COMBINATION'] as const;

export const createPackage = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/admin/packages',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Maakt een pakket in een categorie van mijn printwinkel, met ontwerpen van die printwinkel',
  description:
    'maxOrderAmount 1 is "Maximaal 1 te bestellen", null geen grens. De specificaties van elk ontwerp moeten bij zijn producttype horen en samen te maken zijn; ontbrekende krijgen de standaardwaarde.',
  body: createPackageBodySchema,
  status: 201,
  response: adminPackageSchema,
  errors: [...ownership, 'STORE_NO_CATEGORIES', ...packageContentErrors],
});

export const updatePackage = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/packages/:packageId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Wijzigt, verbergt of toont een pakket van mijn printwinkel, of vervangt de inhoud',
  params: packageIdParams,
  body: updatePackageBodySchema,
  status: 200,
  response: adminPackageSchema,
  errors: [...versioned, ...packageContentErrors],
});

export const deletePackage = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/print-store/admin/packages/:packageId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Verwijdert een pakket van mijn printwinkel',
  description:
    'Geplaatste orders houden het pakket zoals het besteld is; in een winkelwagen staat het daarna als niet meer leverbaar.',
  params: packageIdParams,
  query: versionQuerySchema,
  status: 204,
  response: z.null(),
  errors: [...versioned],
});

// ---------------------------------------------------------------------------------------------
// Designs (decision 0113): the design-info dialog, edit, delete, bulk edits, the original's
// upload on the spec's path, its download on the spec's two paths, the preview made again.

const designFileTypeErrors = [
  'DESIGN_FILE_TYPE_NOT_ALLOWED',
  'PREVIEW_FILE_TYPE_NOT_ALLOWED',
  'DESIGN_PDF_PROTECTED',
  'DESIGN_FILE_DAMAGED',
  'DESIGN_PREVIEW_FAILED',
] as const;

export const listCollectionDesigns = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/collections/:collectionId/designs',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'De ontwerpen van een collectie van mijn printwinkel, met hun bestanden en versies',
  description:
    'In de volgorde van de collectiepagina. De versies gaan mee met een wijziging, ook met een wijziging van meerdere ontwerpen tegelijk.',
  params: collectionIdParams,
  status: 200,
  response: collectionDesignsSchema,
  errors: [...ownership],
});

export const getDesign = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/designs/:designId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Een ontwerp van mijn printwinkel zoals de beheerder het bewerkt, met zijn bestanden en versie',
  params: designIdParams,
  status: 200,
  response: adminDesignSchema,
  errors: [...ownership],
});

export const createDesign = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/admin/designs',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Maakt een ontwerp in een collectie van mijn printwinkel (het ontwerp-infovenster)',
  description:
    'Het producttype is er een van mijn printwinkel of van de standaardwinkel. Daarna gaat de gepauzeerde upload verder met productId = het nieuwe id.',
  body: createDesignBodySchema,
  status: 201,
  response: adminDesignSchema,
  errors: [...ownership, 'PRODUCT_TYPE_NOT_USABLE'],
});

export const updateDesign = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/designs/:designId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Wijzigt een ontwerp van mijn printwinkel',
  description:
    'Alleen de meegestuurde velden veranderen. Geplaatste orders houden het ontwerp zoals het besteld is.',
  params: designIdParams,
  body: updateDesignBodySchema,
  status: 200,
  response: adminDesignSchema,
  errors: [...versioned, 'PRODUCT_TYPE_NOT_USABLE'],
});

export const deleteDesign = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/print-store/admin/designs/:designId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Verwijdert een ontwerp van mijn printwinkel, met zijn origineel en voorbeeld',
  description:
    'Een ontwerp in een pakket wordt niet verwijderd (DESIGN_IN_PACKAGE). Geplaatste orders houden het ontwerp zoals het besteld is; in een winkelwagen staat het daarna als niet meer leverbaar.',
  params: designIdParams,
  query: versionQuerySchema,
  status: 204,
  response: z.null(),
  errors: [...versioned, 'DESIGN_IN_PACKAGE'],
});

export const bulkEditDesigns = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/designs',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: "Geeft meerdere ontwerpen één producttype of één beschrijving ('Geen beschrijving' is leeg)",
  description:
    'Alles of niets: één ontwerp van een andere printwinkel, dat niet bestaat of intussen gewijzigd is, weigert de hele wijziging.',
  body: bulkEditDesignsBodySchema,
  status: 200,
  response: bulkEditDesignsResultSchema,
  errors: [...versioned, 'PRODUCT_TYPE_NOT_USABLE'],
});

export const regenerateDesignPreview = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/admin/designs/:designId/preview',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Maakt het voorbeeld van een ontwerp opnieuw uit zijn origineel (de eerste pagina van een PDF)',
  params: designIdParams,
  status: 200,
  response: designPreviewSchema,
  errors: [...ownership, 'STORE_ITEM_CHANGED', 'DESIGN_SOURCE_MISSING', ...designFileTypeErrors],
});

const chunkErrors = [
  'CHUNK_INVALID',
  'CHUNK_SIZE_MISMATCH',
  'FILE_TOO_LARGE',
  'UPLOAD_INCOMPLETE',
  'UPLOAD_WRITE_FAILED',
] as const;

export const uploadDesignFile = defineEndpoint({
  method: 'POST',
  path: '/api/v2/print-store/file',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary:
    'Ontvangt één deel van het origineel of het voorbeeld van een ontwerp (flow.js, delen van 524288 bytes)',
  description:
    'Als bij de klantupload: de flow*-parameters in de query, het deel als body. productId is een bestaand ontwerp van mijn printwinkel. Het deel dat het bestand compleet maakt, krijgt het gecontroleerde en opgeslagen bestand terug (complete true). Het origineel moet een PDF of JPG zijn, een voorbeeld (isPreview) een JPEG of PNG: op inhoud gecontroleerd, niet op naam.',
  query: designFileQuerySchema,
  status: 200,
  response: designFileAnswerSchema,
  errors: [...ownership, ...chunkErrors, ...designFileTypeErrors],
});

export const testDesignFileChunk = defineEndpoint({
  method: 'GET',
  path: '/api/v2/print-store/file',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Testdeel van flow.js: 200 als dit deel er al is, 204 als het (opnieuw) gestuurd moet worden',
  description:
    'Zo gaat een onderbroken upload verder met wat ontbreekt. Dezelfde query als het versturen van het deel; het antwoord heeft geen inhoud.',
  query: designFileQuerySchema,
  status: 200,
  response: 'binary',
  errors: [...ownership, ...chunkErrors],
});

const downloadDescription =
  'image is het fileId van het origineel (adminDesign.source.fileId). Alleen voor de beheerders van deze printwinkel; de naam is de bestandsnaam van de download.';

export const downloadDesignSource = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/:printStoreId/download/:image/:name',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Downloadt het origineel van een ontwerp',
  description: downloadDescription,
  params: namedDownloadParams,
  status: 200,
  response: 'binary',
  errors: [...ownership, 'RANGE_NOT_SATISFIABLE'],
});

export const downloadDesignSourceByQuery = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/:printStoreId/download/:image',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Downloadt het origineel van een ontwerp (?fileName=naam.pdf)',
  description: downloadDescription,
  params: downloadParams,
  query: downloadQuerySchema,
  status: 200,
  response: 'binary',
  errors: [...ownership, 'RANGE_NOT_SATISFIABLE'],
});

// ---------------------------------------------------------------------------------------------
// Product types and their price tables (issue 30 point 4, decision 0114), and the
// advertisement-products list (point 5).

const productTypeRefusals = [
  'STORE_SPEC_INVALID',
  'STORE_MAX_ORDER_AMOUNT_BELOW_ONE',
  'STORE_PRICE_BELOW_ZERO',
  'STORE_PRICE_MIN_QUANTITY_BELOW_ONE',
  'STORE_PRICE_SPEC_UNKNOWN',
  'STORE_PRICE_DUPLICATE',
] as const;

export const listProductTypes = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/product-types',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'De producttypen waarmee mijn printwinkel werkt, met het aantal ontwerpen en de v.a.-prijs',
  description:
    'Die van mijn printwinkel (editable), die van de standaardprintwinkel en elk ander type waar een ontwerp van mijn printwinkel op staat (alleen te lezen, of te kopiëren).',
  status: 200,
  response: productTypeListSchema,
  errors: ['PRINT_STORE_NOT_YOURS'],
});

export const getProductType = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/product-types/:productTypeId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Een producttype met zijn specificatiemenu’s, uitgesloten combinaties, maximum en prijstabel',
  description:
    'Een type dat mijn printwinkel niet gebruikt en niet van de standaardprintwinkel is: PRINT_STORE_NOT_YOURS.',
  params: productTypeIdParams,
  status: 200,
  response: adminProductTypeSchema,
  errors: [...ownership],
});

export const updateProductType = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/product-types/:productTypeId',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Wijzigt de printspecificatie en de prijstabel van een producttype van mijn printwinkel',
  description:
    'Alleen de meegestuurde velden veranderen; prices vervangt de hele tabel, in één transactie. Nieuwe prijzen gelden meteen voor de winkel en de winkelwagens (die elke keer opnieuw geprijsd worden), nooit voor geplaatste orders. Een type van een andere printwinkel (zoals dat van de standaardprintwinkel voor een klantwinkel) is alleen te lezen: PRINT_STORE_NOT_YOURS; kopieer het om eigen prijzen te geven. menus vervangt alle menu’s (toevoegen, verwijderen, volgorde, soort, geprijsd): prijsregels die een verdwenen menu of keuze noemen worden geweigerd (STORE_PRICE_SPEC_UNKNOWN met hun nummer), dus stuur de nieuwe prijstabel mee. Pakketten die keuzes van dit type vastleggen volgen in dezelfde transactie (een verwijderd menu vervalt, een nieuw menu krijgt zijn standaardkeuze); een keuze die een pakket vastlegt kan niet weg (STORE_SPEC_IN_PACKAGE).',
  params: productTypeIdParams,
  body: updateProductTypeBodySchema,
  status: 200,
  response: adminProductTypeSchema,
  errors: [...versioned, ...productTypeRefusals, 'STORE_PRODUCT_TYPE_NAME_TAKEN', 'STORE_SPEC_IN_PACKAGE'],
});

export const copyProductType = defineEndpoint({
  method: 'POST',
  path: '/api/v3/print-store/admin/product-types/:productTypeId/copy',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Kopieert een producttype naar mijn printwinkel, zodat die er eigen prijzen aan kan geven',
  description:
    'moveDesigns zet de ontwerpen van mijn printwinkel die op het origineel staan in dezelfde transactie op de kopie (hun versie gaat omhoog).',
  params: productTypeIdParams,
  body: copyProductTypeBodySchema,
  status: 201,
  response: copiedProductTypeSchema,
  errors: [...ownership, 'STORE_PRODUCT_TYPE_NAME_TAKEN'],
});

export const getAdminAds = defineEndpoint({
  method: 'GET',
  path: '/api/v3/print-store/admin/ads',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary:
    'De advertentieproductenlijst: elk ontwerp van mijn printwinkel, met of de advertenties het mogen tonen',
  status: 200,
  response: adminAdsSchema,
  errors: ['PRINT_STORE_NOT_YOURS'],
});

export const updateAdminAds = defineEndpoint({
  method: 'PUT',
  path: '/api/v3/print-store/admin/ads',
  access: 'printStoreAdmin',
  tag: 'printStoreAdmin',
  summary: 'Zet ontwerpen van mijn printwinkel in of uit de advertenties (promo, balk onderaan, zijbalk)',
  description:
    'Alles of niets: een onbekend ontwerp, een van een andere printwinkel of een intussen gewijzigd ontwerp weigert de hele wijziging. De advertenties volgen bij hun volgende aanroep.',
  body: updateAdsBodySchema,
  status: 200,
  response: adminAdsSchema,
  errors: [...versioned],
});
