import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { sanitiseHtml } from '../../../lib/sanitise-html';
import { Notice } from './notice';

/**
 * A server message that may contain markup (spec 01 section 8, profile save error). It is
 * rendered as HTML only after the app's one sanitiser (DOMPurify, allow-list) has cleaned it.
 */
export function ServerMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return (
    <Notice tone="error" name="server-message">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by lib/sanitise-html (DOMPurify, allow-list, tested). */}
      <Box className="server-message" fz="sm" dangerouslySetInnerHTML={{ __html: clean }} />
    </Notice>
  );
}
