/** Turns a run's artifacts into what the report shows: plan content inline, signed links for files. */
import type { ArtifactItem, CloudAgentClient, RunItem } from '../client/index.ts';
import type { ResolvedArtifact } from '../render/report.ts';

type Data = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export async function resolveArtifacts(
  client: CloudAgentClient,
  run: RunItem,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<ResolvedArtifact[]> {
  const items = (run.artifacts ?? []) as ArtifactItem[];
  return Promise.all(
    items.map(async (item): Promise<ResolvedArtifact> => {
      const data = (item.data ?? {}) as Data;
      switch (item.artifact_type) {
        case 'PULL_REQUEST':
          return {
            type: 'PULL_REQUEST',
            url: str(data.url) ?? '',
            branch: str(data.branch) ?? '',
            ...(str(data.status) ? { status: str(data.status)! } : {}),
          };
        case 'EXTERNAL_REFERENCE':
          return {
            type: 'EXTERNAL_REFERENCE',
            url: str(data.url) ?? '',
            referenceType: str(data.reference_type) ?? 'reference',
            ...(str(data.title) ? { title: str(data.title)! } : {}),
          };
        case 'PLAN':
        case 'SCREENSHOT':
        case 'FILE': {
          const uid = str(data.artifact_uid);
          let detail: Data | undefined;
          let unread = false;
          if (uid) {
            try {
              detail = (await client.artifacts.get(uid, { signal, maxRetries: 1 })).data as Data;
            } catch (err) {
              unread = true;
              log(`could not read artifact ${uid}: ${(err as Error).message}`);
            }
          }
          if (item.artifact_type === 'PLAN') {
            return {
              type: 'PLAN',
              ...(uid ? { uid } : {}),
              ...(unread ? { unread } : {}),
              title: str(detail?.title) ?? str(data.title) ?? 'Plan',
              ...(str(detail?.content) ? { content: str(detail?.content)! } : {}),
              ...((str(detail?.url) ?? str(data.url)) ? { url: (str(detail?.url) ?? str(data.url))! } : {}),
            };
          }
          return {
            type: item.artifact_type === 'SCREENSHOT' ? 'SCREENSHOT' : 'FILE',
            name:
              str(data.filename) ??
              str(detail?.filename) ??
              (item.artifact_type === 'SCREENSHOT' ? 'screenshot' : 'file'),
            ...(str(data.description) ? { description: str(data.description)! } : {}),
            ...(str(detail?.download_url) ? { url: str(detail?.download_url)! } : {}),
            ...(str(detail?.expires_at) ? { expiresAt: str(detail?.expires_at)! } : {}),
          };
        }
        default:
          return { type: 'OTHER', artifactType: String(item.artifact_type), data: item.data };
      }
    }),
  );
}

export function pullRequestUrls(run: RunItem): string[] {
  return ((run.artifacts ?? []) as ArtifactItem[])
    .filter((a) => a.artifact_type === 'PULL_REQUEST')
    .map((a) => str((a.data as Data).url))
    .filter((u): u is string => u !== undefined);
}
