import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it.each([
    ['plain text', 'Uw profiel kon niet worden opgeslagen.', 'Uw profiel kon niet worden opgeslagen.'],
    [
      'allowed markup',
      '<p>Let <b>op</b>, <i>dit</i> <em>is</em> <strong>het</strong><br>bericht</p>',
      '<p>Let <b>op</b>, <i>dit</i> <em>is</em> <strong>het</strong><br>bericht</p>',
    ],
    ['text is escaped again', 'a &lt;script&gt; b &amp; c', 'a &lt;script&gt; b &amp; c'],
    ['script with its content', 'voor<script>window.__xss = 1</script>na', 'voorna'],
    ['img with onerror', '<img src=x onerror="window.__xss = 1">tekst', 'tekst'],
    ['event handlers on allowed tags', '<b onclick="alert(1)" onmouseover="alert(2)">vet</b>', '<b>vet</b>'],
    ['style and class', '<p style="color:red" class="x" id="y">p</p>', '<p>p</p>'],
    ['unknown tags are unwrapped', '<div><span>in</span> <u>een</u> div</div>', 'in een div'],
    ['svg with onload', '<svg onload="alert(1)"><a href="https://x.example">x</a></svg>ok', 'ok'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>ok', 'ok'],
    ['style element', '<style>body{display:none}</style>ok', 'ok'],
    ['comments', 'a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['unclosed tags', '<b>vet <script>alert(1)', '<b>vet </b>'],
    [
      'https link keeps only href',
      '<a href="https://example.nl/help" target="_blank" onclick="x()">hulp</a>',
      '<a href="https://example.nl/help">hulp</a>',
    ],
    ['mailto link', '<a href="mailto:info@example.nl">mail</a>', '<a href="mailto:info@example.nl">mail</a>'],
    ['site path link', '<a href="/contact">contact</a>', '<a href="/contact">contact</a>'],
    ['javascript: link', '<a href="javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['javascript: with a tab', '<a href="java\tscript:alert(1)">klik</a>', '<a>klik</a>'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">klik</a>', '<a>klik</a>'],
    ['http: link', '<a href="http://example.nl">klik</a>', '<a>klik</a>'],
    ['protocol-relative link', '<a href="//evil.example">klik</a>', '<a>klik</a>'],
    ['href on another tag', '<b href="https://example.nl">vet</b>', '<b>vet</b>'],
    ['form controls', '<form action="https://x.example"><input value="a"><button>b</button></form>c', 'bc'],
  ])('%s', (_name, input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected);
  });

  it('leaves nothing that can run or load: no handler attribute, no script, embed or image', () => {
    const attacks = [
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
      '<a href="https://x.example" onfocus="x()" autofocus>a</a>',
      '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      '<p><svg><script>alert(1)</script></svg></p>',
      '<object data="x.swf"></object><embed src="x.swf"><video src=x onerror=alert(1)></video>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    for (const attack of attacks) {
      const host = document.createElement('div');
      host.innerHTML = sanitiseHtml(attack);
      const elements = [...host.querySelectorAll('*')];
      expect(
        elements.every((element) => ['B', 'I', 'EM', 'STRONG', 'BR', 'P', 'A'].includes(element.tagName)),
      ).toBe(true);
      expect(
        elements.flatMap((element) => element.getAttributeNames()).filter((name) => name !== 'href'),
      ).toEqual([]);
    }
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.nl', true],
    ['HTTPS://example.nl', true],
    ['mailto:a@b.nl', true],
    ['/contact', true],
    [' /contact ', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['contact', false],
    ['https\u0000://x', false],
  ])('%s -> %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
