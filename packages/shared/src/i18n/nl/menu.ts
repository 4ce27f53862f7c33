export const menu = {
  open: 'Menu openen',
  close: 'Menu sluiten',
  title: 'Menu',
  home: 'Home',
  myOrders: 'Mijn orders',
  myProfile: 'Mijn profiel',
  shareFiles: 'Bestanden delen',
  contact: 'Contact',
  logOut: 'Uitloggen',
  logIn: 'Inloggen',
  signUp: 'Account aanmaken',
  company: 'Over ons',
} as const;
