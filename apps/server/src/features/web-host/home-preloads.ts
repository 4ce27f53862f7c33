/** The part of a Vite manifest entry that is read here (build.manifest in apps/web/vite.config.ts). */
export type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
export type ViteManifest = Record<string, ManifestChunk>;

export type Preloads = {
  scripts: string[];
  styles: string[];
  /**
   * 'low': fetched after what the first paint needs (the stylesheet, the logo, the entry), and
   * the styles only fetched, not applied: the page's chunk applies them when it runs.
   */
  priority?: 'low';
};

const HOME_ROUTE_MODULE = /(^|\/)src\/app\/routes\/home\.tsx$/;

/** A chunk's key and every chunk it imports statically, transitively. */
export function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The files of the home route's lazy chunk that the entry does not load already. The page names
 * them in its head, so the browser fetches them together with the entry instead of only after
 * the entry has run and the router has asked for the route (one round trip less before the home
 * page can draw; on a phone's network that is a few hundred milliseconds). Paths are absolute,
 * as Vite's loader asks for them, so it sees them as loaded and does not fetch them again.
 */
export function homeRoutePreloads(manifest: ViteManifest): Preloads {
  const keys = Object.keys(manifest);
  const entry = keys.find((key) => manifest[key]?.isEntry);
  // Keyed by its source file, or, when another lazy chunk imports from it too, by its chunk name.
  const home = keys.find(
    (key) =>
      HOME_ROUTE_MODULE.test(key) ||
      (manifest[key]?.name === 'home' && manifest[key]?.isDynamicEntry === true),
  );
  if (!entry || !home) return { scripts: [], styles: [] };
  const loadedByEntry = staticClosure(manifest, entry);
  const homeOnly = [...staticClosure(manifest, home)].filter((key) => !loadedByEntry.has(key));
  return {
    scripts: homeOnly.map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set(homeOnly.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
  };
}
