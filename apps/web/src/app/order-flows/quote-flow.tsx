import type { FlowModule } from './flow-module';

/** The quote flow's pages: built in issue 28; until then its routes lead to the service's request page. */
export const routes: FlowModule['routes'] = {};
