/**
 * Where stored files live (decision 0119): unset, the local disk under DATA_DIR; an `s3://` URL,
 * an S3-compatible bucket, e.g.
 * `s3://portal-files/production?endpoint=https://minio.internal:9000&region=eu-west-1&forcePathStyle=true`.
 */
export type StorageSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
    };

/** S3's rules for a bucket name (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * Reads STORAGE_URL; returns the problems (each a sentence) instead when it is not one. The
 * region falls back to the SDK's AWS_REGION, then us-east-1 (what MinIO answers to).
 */
export function parseStorageUrl(
  value: string | undefined,
  environment: NodeJS.ProcessEnv,
): StorageSettings | { problems: string[] } {
  if (value === undefined || value.trim() === '') return { kind: 'local' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problems: ['not a URL (expected s3://bucket/prefix?endpoint=…&region=…)'] };
  }
  if (url.protocol !== 's3:') return { problems: [`${url.protocol} is not supported: only s3://`] };
  const problems: string[] = [];
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) problems.push(`"${bucket}" is not a bucket name (3–63 of a-z, 0-9, . and -)`);
  if (url.username || url.password)
    problems.push('no credentials in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  if (url.port) problems.push('no port after the bucket: the server goes in ?endpoint=');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix && !prefix.split('/').every((segment) => PREFIX_SEGMENT.test(segment)))
    problems.push(`"${prefix}" is not a prefix (segments of A-Z, a-z, 0-9, ., _ and -)`);
  for (const name of url.searchParams.keys())
    if (!PARAMETERS.has(name))
      problems.push(`unknown parameter "${name}" (known: ${[...PARAMETERS].join(', ')})`);

  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(endpoint);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      problems.push(`endpoint "${endpoint}" is not an http(s) URL`);
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`forcePathStyle must be true or false, not "${pathStyle}"`);
  const region = url.searchParams.get('region') ?? environment.AWS_REGION ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region)) problems.push(`"${region}" is not a region`);
  if (problems.length > 0) return { problems };
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region,
    // An endpoint of one's own is most often MinIO or the like, which want the bucket in the path.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
  };
}
