import type { TFunction } from 'i18next';

/**
 * How the API page runs Scalar (docs/decisions/0021-api-reference-viewer.md): with the page's
 * document, inside the portal's page (no sidebar, no own dark mode, the portal's fonts and
 * colours), and without anything that talks to the internet: no font CDN, no telemetry, no
 * AI agent, no developer toolbar (it uploads documents to Scalar's registry), no request
 * client (it would send calls through Scalar's proxy). The Content-Security-Policy
 * (script-src 'self', connect-src 'self', font-src 'self') would refuse those anyway.
 */
export function scalarConfiguration(document: Record<string, unknown>, t: TFunction) {
  const text = (key: string) => t(`apiReference.viewer.${key}`);
  return {
    content: document,
    layout: 'modern' as const,
    showSidebar: false,
    hideDarkModeToggle: true,
    forceDarkModeState: 'light' as const,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never' as const,
    showToolbar: 'never' as const,
    hideClientButton: true,
    hideTestRequestButton: true,
    documentDownloadType: 'none' as const,
    hideModels: true,
    defaultOpenAllTags: true,
    expandAllResponses: false,
    orderRequiredPropertiesFirst: true,
    // The portal's type and brand colour; the portal's page already gives the white card.
    customCss: `.api-viewer .scalar-app, .api-viewer .light-mode {
  --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  --scalar-color-accent: var(--mantine-primary-color-filled);
  --scalar-background-1: #ffffff;
  /* Scalar's light greys and method colours are too pale for text on white (WCAG AA, 4.5:1). */
  --scalar-color-2: #616161;
  --scalar-color-3: #666666;
  /* Scalar derives these from the two above where it sets its light mode, on the page's body,
     outside the viewer: named again here, or the phone's search box keeps #8e8e8e (3.2:1). */
  --scalar-sidebar-color-2: #616161;
  --scalar-sidebar-search-color: #666666;
  --scalar-color-green: #067a52;
  --scalar-color-blue: #0069a8;
  --scalar-color-orange: #b54000;
  --scalar-color-red: #c01715;
  --scalar-color-yellow: #8a6d00;
}`,
    localization: {
      translations: {
        search: {
          label: text('search'),
          placeholder: text('searchPlaceholder'),
          noResults: text('noResults'),
        },
        navigation: {
          introduction: text('introduction'),
          operations: text('operations'),
          openGroup: text('openGroup'),
          closeGroup: text('closeGroup'),
          showAllEndpoints: text('showAllEndpoints'),
          endpoints: text('endpoints'),
        },
        server: { label: text('server') },
        clientLibraries: { heading: text('clientLibraries') },
        operation: {
          body: text('body'),
          headers: text('headers'),
          pathParameters: text('pathParameters'),
          queryParameters: text('queryParameters'),
          requestBody: text('requestBody'),
          responses: text('responses'),
        },
        response: {
          exampleResponses: text('exampleResponses'),
          noBody: text('noBody'),
          showSchema: text('showSchema'),
          status: text('status'),
        },
        schema: {
          required: text('required'),
          example: text('example'),
          type: text('type'),
          default: text('default'),
          showSchemaDetails: text('showSchemaDetails'),
          oneOf: text('oneOf'),
          anyOf: text('anyOf'),
          nullable: text('nullable'),
          showAllValues: text('showAllValues'),
          hideValues: text('hideValues'),
        },
        actions: {
          copyLink: text('copyLink'),
          copied: text('copied'),
          copyEndpointUrl: text('copyEndpointUrl'),
          showMore: text('showMore'),
        },
        models: { label: text('models') },
        authentication: {
          title: text('authentication'),
          required: text('required'),
          optional: text('optional'),
        },
      },
    },
  };
}
