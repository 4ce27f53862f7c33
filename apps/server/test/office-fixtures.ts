import { buildZip, STORED } from '../src/features/uploads/zip/zip-fixtures';

/**
 * Word documents written at test time (no binary fixtures in the repository): the smallest
 * package LibreOffice and Word open, a page size of our choosing, hard page breaks, and the
 * hostile ones the limits must stop.
 */

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Millimetres to twentieths of a point, Word's page unit. */
const twips = (mm: number) => Math.round((mm / 25.4) * 1440);

export type PageSizeMm = { widthMm: number; heightMm: number };
export const A4_MM: PageSizeMm = { widthMm: 210, heightMm: 297 };
export const LETTER_MM: PageSizeMm = { widthMm: 215.9, heightMm: 279.4 };

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

function documentXml(body: string, size: PageSizeMm, extraNamespaces = ''): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:r="${R}"${extraNamespaces}><w:body>${body}<w:sectPr><w:pgSz w:w="${twips(size.widthMm)}" w:h="${twips(size.heightMm)}"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="0" w:footer="0" w:gutter="0"/></w:sectPr></w:body></w:document>`;
}

function docx(document: string, extra: { name: string; data: string | Uint8Array; method?: number }[] = []) {
  return new Uint8Array(
    buildZip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: PACKAGE_RELS },
      { name: 'word/document.xml', data: document },
      ...extra,
    ]),
  );
}

/** A Word document of `pages` pages (hard page breaks), each with a few lines of text. */
export function pagesDocx(pages: number, size: PageSizeMm = A4_MM, linesPerPage = 12): Uint8Array {
  const body: string[] = [];
  for (let page = 1; page <= pages; page++) {
    if (page > 1) body.push(pageBreak);
    body.push(paragraph(`Hoofdstuk ${page}`));
    for (let line = 1; line <= linesPerPage; line++)
      body.push(
        paragraph(`Regel ${line} van pagina ${page}: de offerte voor het drukwerk van dit kwartaal.`),
      );
  }
  return docx(documentXml(body.join(''), size));
}

/** A table of `rows` rows: laying it out keeps LibreOffice busy long past any sensible limit. */
export function hugeTableDocx(rows: number): Uint8Array {
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
  const parts = [
    '<w:tbl><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>',
  ];
  for (let row = 0; row < rows; row++)
    parts.push(`<w:tr>${cell(`r${row}`)}${cell(String(row * 7))}${cell(String(row % 97))}</w:tr>`);
  parts.push('</w:tbl>');
  return docx(documentXml(parts.join(''), A4_MM));
}

/** A package with a media entry that inflates `megabytes` MB of zeros from a few kB: a zip bomb. */
export function zipBombDocx(megabytes: number): Uint8Array {
  return docx(documentXml(paragraph('Klein document, groot plaatje.'), A4_MM), [
    { name: 'word/media/image1.png', data: new Uint8Array(megabytes * 1024 * 1024) },
  ]);
}

/**
 * A document whose picture is an external link (TargetMode="External") to `url`: converting
 * must not fetch it (a request to the web, or to a server inside the network).
 */
export function externalLinkDocx(url: string): Uint8Array {
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rIdImg" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${xmlText(url)}" TargetMode="External"/>
</Relationships>`;
  const picture = `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="1905000" cy="1905000"/><wp:docPr id="1" name="Extern"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="Extern"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdImg"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1905000" cy="1905000"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  const namespaces =
    ' xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
  return docx(documentXml(paragraph('Met een gekoppelde afbeelding.') + picture, A4_MM, namespaces), [
    { name: 'word/_rels/document.xml.rels', data: rels, method: STORED },
  ]);
}
