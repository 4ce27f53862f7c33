/**
 * One mail, two parts: the composers describe a mail as blocks, and this file writes the blocks
 * as plain text and as HTML, so both parts always say the same. The HTML is what mail clients
 * render: nested tables with inline styles only (no <style>, no classes, no scripts, no images).
 */

/** A label and its value; a value of several lines (an address) keeps its line breaks. */
export type Fact = { label: string; value: string };

/**
 * A line of an order as the mails show it: its name (the file's, or the job's title), the product
 * it was made as ('' for a job of its own), its choices, its pages ('' without a file); price is
 * already formatted (or 'Prijs volgt').
 */
export type LineView = {
  position: number;
  name: string;
  product: string;
  specs: string;
  pages: string;
  quantity: number;
  price: string | null;
};

export type Block =
  | { kind: 'banner'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; facts: Fact[] }
  | { kind: 'lines'; lines: LineView[]; labels: LineLabels; showPrices: boolean }
  | { kind: 'totals'; rows: Fact[]; note: string | null }
  | { kind: 'link'; label: string; url: string };

export type LineLabels = {
  file: string;
  product: string;
  specs: string;
  pages: string;
  quantity: string;
  price: string;
};

export type ComposedMail = { subject: string; text: string; html: string };

/**
 * Every text that goes into the HTML part passes through here: the customer's company, project,
 * reference, instructions and file names as much as our own texts. Numeric references for the
 * five characters that matter in content and in quoted attributes; a small function of our own
 * rather than a dependency, since the repository has no HTML-escaping library on the server.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escaped, with the text's line breaks kept. */
const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * A subject is one header line: typed text with a line break in it must not start a new header
 * (nodemailer encodes, but the outbox column is limited too), so whitespace runs become one space
 * and the subject stops at the column's 256 characters.
 */
export function subjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 256);
}

// ---- plain text ----

const indent = (text: string, by: string) => text.replace(/\r?\n/g, `\n${by}`);

function factsText(facts: Fact[]): string {
  return facts.map(({ label, value }) => `${label}: ${indent(value, '  ')}`).join('\n');
}

function lineText(line: LineView, labels: LineLabels, showPrices: boolean): string {
  const details = [
    line.product ? `${labels.product}: ${line.product}` : null,
    line.specs ? `${labels.specs}: ${line.specs}` : null,
    line.pages ? `${labels.pages}: ${line.pages}` : null,
    `${labels.quantity}: ${line.quantity}`,
    showPrices && line.price ? `${labels.price}: ${line.price}` : null,
  ].filter((detail) => detail !== null);
  return [`${line.position}. ${line.name}`, ...details.map((detail) => `   ${detail}`)].join('\n');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'banner':
      return `*** ${block.text} ***`;
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'facts':
      return factsText(block.facts);
    case 'lines':
      return block.lines.map((line) => lineText(line, block.labels, block.showPrices)).join('\n\n');
    case 'totals':
      return [factsText(block.rows), block.note].filter((part) => part).join('\n\n');
    case 'link':
      return `${block.label}:\n${block.url}`;
  }
}

/** The plain-text part: blocks separated by an empty line, the signature under them. */
export function renderText(blocks: Block[], signature: string): string {
  return `${[...blocks.map(blockText), signature].join('\n\n')}\n`;
}

// ---- HTML ----

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222222;';
const CELL_BOX = 'padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top;';
const CELL = `${CELL_BOX}text-align:left;`;
const RIGHT_CELL = `${CELL_BOX}text-align:right;`;
const NUMBER_CELL = `${RIGHT_CELL}white-space:nowrap;`;
const HEAD = 'background:#f2f2f2;font-weight:bold;';
const TABLE = 'border-collapse:collapse;width:100%;margin:0 0 16px 0;';

function factsHtml(facts: Fact[]): string {
  const rows = facts
    .map(
      ({ label, value }) =>
        `<tr><th scope="row" style="${CELL}width:38%;font-weight:bold;">${htmlText(label)}</th><td style="${CELL}">${htmlText(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="${TABLE}">${rows}</table>`;
}

function linesHtml(lines: LineView[], labels: LineLabels, showPrices: boolean): string {
  const head = [
    `<th style="${CELL}${HEAD}">#</th>`,
    `<th style="${CELL}${HEAD}">${htmlText(labels.file)}</th>`,
    `<th style="${CELL}${HEAD}">${htmlText(labels.pages)}</th>`,
    `<th style="${RIGHT_CELL}${HEAD}">${htmlText(labels.quantity)}</th>`,
    showPrices ? `<th style="${RIGHT_CELL}${HEAD}">${htmlText(labels.price)}</th>` : '',
  ].join('');
  const rows = lines
    .map((line) => {
      const specs = line.specs
        ? `<br><span style="color:#555555;font-size:13px;">${htmlText(line.specs)}</span>`
        : '';
      return [
        '<tr>',
        `<td style="${CELL}">${line.position}</td>`,
        `<td style="${CELL}"><strong>${htmlText(line.name)}</strong>${line.product ? `<br>${htmlText(line.product)}` : ''}${specs}</td>`,
        `<td style="${CELL}">${htmlText(line.pages)}</td>`,
        `<td style="${NUMBER_CELL}">${line.quantity}</td>`,
        showPrices ? `<td style="${NUMBER_CELL}">${htmlText(line.price ?? '')}</td>` : '',
        '</tr>',
      ].join('');
    })
    .join('');
  return `<table cellpadding="0" cellspacing="0" style="${TABLE}"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function totalsHtml(rows: Fact[], note: string | null): string {
  // The last row is the total to pay: in bold.
  const cells = rows
    .map(({ label, value }, index) => {
      const weight = index === rows.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="${RIGHT_CELL}${weight}">${htmlText(label)}</td><td style="${NUMBER_CELL}width:120px;${weight}">${htmlText(value)}</td></tr>`;
    })
    .join('');
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" style="${TABLE}">${cells}</table>`;
  return note
    ? `${table}<p style="margin:0 0 16px 0;color:#555555;font-size:13px;">${htmlText(note)}</p>`
    : table;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'banner':
      return `<p style="margin:0 0 16px 0;padding:10px 12px;background:#c62828;color:#ffffff;font-weight:bold;font-size:16px;">${htmlText(block.text)}</p>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px 0;">${htmlText(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px 0;font-size:16px;">${htmlText(block.text)}</h2>`;
    case 'facts':
      return factsHtml(block.facts);
    case 'lines':
      return linesHtml(block.lines, block.labels, block.showPrices);
    case 'totals':
      return totalsHtml(block.rows, block.note);
    case 'link':
      return `<p style="margin:0 0 16px 0;"><a href="${escapeHtml(block.url)}" style="color:#1a56a8;">${htmlText(block.label)}</a></p>`;
  }
}

/** The HTML part: the brand in the header bar, the blocks, the signature; 600 px wide at most. */
export function renderHtml(input: {
  brandName: string;
  subject: string;
  blocks: Block[];
  signature: string;
}): string {
  const body = [
    ...input.blocks.map(blockHtml),
    `<p style="margin:24px 0 0 0;">${htmlText(input.signature)}</p>`,
  ];
  return [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;${FONT}">`,
    `<tr><td style="padding:16px 24px;background:#222222;color:#ffffff;font-size:20px;font-weight:bold;font-family:Arial,Helvetica,sans-serif;">${htmlText(input.brandName)}</td></tr>`,
    `<tr><td style="padding:24px;${FONT}">${body.join('\n')}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}
