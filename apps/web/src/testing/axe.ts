import axe from 'axe-core';

/**
 * axe-core's serious and critical findings in `root` (the whole document by default, since
 * Mantine's dialogs render in a portal), as the browser tests report them. jsdom lays nothing
 * out, so the checks that need rendering (colour contrast) stay with the browser tests.
 */
export async function seriousViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
