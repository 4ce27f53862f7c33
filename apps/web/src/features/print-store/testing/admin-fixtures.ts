import type {
  AdminCategory,
  AdminCollection,
  AdminPackage,
  AdminStore,
} from '@portal/shared/schemas/print-store-admin';
import { DEFAULT_STORE, sid } from './store-fixtures';

/** Items of the admin's own store as getAdminStore answers them (print-store-admin.ts). */
export function adminCategory(n: number, overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: sid(100 + n),
    printStoreId: DEFAULT_STORE,
    name: `Categorie ${n}`,
    colour: '#c0392b',
    active: true,
    listOnTop: false,
    newBadge: false,
    version: 1,
    collectionCount: 1,
    packageCount: 0,
    ...overrides,
  };
}

export function adminCollection(n: number, overrides: Partial<AdminCollection> = {}): AdminCollection {
  return {
    id: sid(200 + n),
    printStoreId: DEFAULT_STORE,
    name: `Collectie ${n}`,
    subtitle: 'Borden volgens ISO 7010',
    description: `Beschrijving van collectie ${n}.`,
    active: true,
    displayOnDashboard: false,
    categoryIds: [sid(101)],
    version: 1,
    designCount: 4,
    ...overrides,
  };
}

export function adminPackage(n: number, overrides: Partial<AdminPackage> = {}): AdminPackage {
  return {
    id: sid(300 + n),
    printStoreId: DEFAULT_STORE,
    categoryId: sid(101),
    name: `Pakket ${n}`,
    description: `Beschrijving van pakket ${n}.`,
    productCode: 'PK-1',
    priceCents: 8950,
    maxOrderAmount: null,
    active: true,
    items: [{ designId: sid(401), quantity: 2, specs: { size: '200x200' } }],
    version: 3,
    ...overrides,
  };
}

export function adminStore(overrides: Partial<AdminStore> = {}): AdminStore {
  return {
    store: { id: DEFAULT_STORE, name: 'Drukwerk Direct', isDefault: true },
    categories: [
      adminCategory(1, { name: 'Veiligheid' }),
      adminCategory(2, { name: 'Verbod', newBadge: true }),
      adminCategory(3, { name: 'Vloerstickers', listOnTop: true }),
    ],
    collections: [adminCollection(1)],
    packages: [adminPackage(1)],
    ...overrides,
  };
}
