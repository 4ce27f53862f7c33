/**
 * Display formatting shared by web and mails. Money is integer euro cents excl. VAT;
 * dates are shown in Europe/Amsterdam as dd-MM-yyyy and HH:mm.
 */

const TIME_ZONE = 'Europe/Amsterdam';

const euro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * 123450 -> '€ 1.234,50'; with `from` -> 'v.a. € 1.234,50'; -18330 -> '€ −183,30', with the
 * typographic minus (U+2212) that the texts beside a discount use ('−10 %'), not Intl's hyphen.
 */
export function formatPrice(cents: number, options: { from?: boolean } = {}): string {
  if (!Number.isInteger(cents)) throw new RangeError(`price must be integer cents, got ${cents}`);
  // Intl puts a no-break space after the euro sign; a plain space reads and copies the same everywhere.
  const text = euro
    .format(cents / 100)
    .replace(/\u00a0/g, ' ')
    .replace('-', '\u2212');
  return options.from ? `v.a. ${text}` : text;
}

const dateParts = new Intl.DateTimeFormat('nl-NL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of dateParts.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** dd-MM-yyyy in Europe/Amsterdam. */
export function formatDate(date: Date): string {
  const p = partsOf(date);
  return `${p.day}-${p.month}-${p.year}`;
}

/** HH:mm (24 h) in Europe/Amsterdam. */
export function formatTime(date: Date): string {
  const p = partsOf(date);
  return `${p.hour}:${p.minute}`;
}

const count = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** A whole number with Dutch grouping: 1000 -> '1.000'. */
export function formatCount(value: number): string {
  return count.format(value);
}

const SIZE_UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** Base 1024, one decimal from kB on: 1536 -> '1,5 kB'; bytes are whole: 880 -> '880 B'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`invalid size ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = new Intl.NumberFormat('nl-NL', {
    minimumFractionDigits: unit === 0 ? 0 : 1,
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${rounded} ${SIZE_UNITS[unit]}`;
}
