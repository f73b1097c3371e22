const VIDEO_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;
type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];
type TourKind = 'matterport' | 'tvl' | 'yisual';

export type Media =
  | { kind: 'file'; url: string; ext: VideoExtension }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'facebook'; url: string }
  | { kind: TourKind; url: string };

const TOUR_DOMAINS: ReadonlyArray<readonly [string, TourKind]> = [
  ['matterport.com', 'matterport'],
  ['tvl.be', 'tvl'],
  ['yisual.com', 'yisual'],
];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The host is the domain or a subdomain of it: `evilmatterport.com` is not `matterport.com`. */
export function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function parse(raw: string): URL | null {
  const text = raw.trim();
  try {
    const url = new URL(text.startsWith('//') ? `https:${text}` : text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null; // invalid URLs make every host check false
  }
}

function youtubeId(url: URL, host: string, segments: string[]): string | null {
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (hostIs(host, 'youtube-nocookie.com')) id = segments[0] === 'embed' ? segments[1] : null;
  else if (hostIs(host, 'youtube.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeo(url: URL, host: string, segments: string[]): Media | null {
  if (!hostIs(host, 'vimeo.com')) return null;
  const at =
    host === 'player.vimeo.com' ? (segments[0] === 'video' ? 1 : -1) : segments.findIndex((s) => /^\d+$/.test(s));
  const id = at >= 0 ? segments[at] : undefined;
  if (!id || !/^\d+$/.test(id)) return null;
  // Unlisted videos carry a privacy hash, as a path segment or as ?h=.
  const hash = url.searchParams.get('h') ?? (host === 'player.vimeo.com' ? null : segments[at + 1]);
  return hash && /^[0-9a-f]+$/i.test(hash) ? { kind: 'vimeo', id, hash } : { kind: 'vimeo', id };
}

function isFacebookVideo(url: URL, host: string, segments: string[]): boolean {
  if (host === 'fb.watch') return segments.length > 0;
  if (!hostIs(host, 'facebook.com')) return false;
  return (
    segments.includes('videos') || segments[0] === 'reel' || (segments[0] === 'watch' && url.searchParams.has('v'))
  );
}

// Stand-in origin to resolve site-relative paths; never part of a result.
const RELATIVE_BASE = 'https://relative.invalid';

/**
 * A site-relative video file (`/media/rondleiding.mp4`), normalised, or null. The path must start
 * with a single `/` and stay on this site after resolution: `//host`, `/\host` and dot segments
 * that collapse into `//host` are refused, as they would point to another site.
 */
function relativeFile(raw: string): Media | null {
  const text = raw.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, RELATIVE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== RELATIVE_BASE || url.pathname.startsWith('//')) return null;
  const ext = videoExtension(url.pathname);
  return ext ? { kind: 'file', url: url.pathname + url.search + url.hash, ext } : null;
}

function videoExtension(pathname: string): VideoExtension | null {
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return ext && (VIDEO_EXTENSIONS as readonly string[]).includes(ext) ? (ext as VideoExtension) : null;
}

/**
 * What kind of video or virtual tour a link points to; null when none (or not a URL).
 * Video files may also be site-relative (`/media/tour.mp4`); every other kind needs an absolute
 * http(s) address (or a protocol-relative `//host/…` one, read as https).
 */
export function detectMedia(raw: string | null | undefined): Media | null {
  if (typeof raw !== 'string') return null;
  const url = parse(raw);
  if (!url) return relativeFile(raw);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponentSafe);

  const ext = videoExtension(url.pathname);
  if (ext) return { kind: 'file', url: url.href, ext };
  const yt = youtubeId(url, host, segments);
  if (yt) return { kind: 'youtube', id: yt };
  const vm = vimeo(url, host, segments);
  if (vm) return vm;
  if (isFacebookVideo(url, host, segments)) return { kind: 'facebook', url: url.href };
  const tour = TOUR_DOMAINS.find(([domain]) => hostIs(host, domain));
  return tour ? { kind: tour[1], url: url.href } : null;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Embed address that sets no tracking cookies where the platform allows it. */
export function embedUrl(media: Media): string {
  switch (media.kind) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${media.id}`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${media.id}?${media.hash ? `h=${media.hash}&` : ''}dnt=1`;
    case 'facebook':
      return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(media.url)}&show_text=false`;
    case 'file':
    case 'matterport':
    case 'tvl':
    case 'yisual':
      return media.url;
  }
}
