import { describe, expect, it } from 'vitest';
import { detectMedia, embedUrl, hostIs } from './video';

describe('detectMedia: video files', () => {
  it.each(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'])('detects .%s', (ext) => {
    expect(detectMedia(`https://cdn.example.be/media/tour.${ext}`)).toEqual({
      kind: 'file',
      url: `https://cdn.example.be/media/tour.${ext}`,
      ext,
    });
  });

  it('is case-insensitive and ignores the query string and fragment', () => {
    expect(detectMedia('https://cdn.example.be/Tour.MP4?token=abc.jpg#t=10')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.be/Tour.MP4?token=abc.jpg#t=10',
      ext: 'mp4',
    });
  });

  it('does not take an extension from the query string', () => {
    expect(detectMedia('https://cdn.example.be/download?file=tour.mp4')).toBeNull();
  });

  it.each(['https://example.be/photo.jpg', 'https://example.be/mp4', 'https://example.be/video.mp4x'])(
    'ignores %s',
    (url) => {
      expect(detectMedia(url)).toBeNull();
    },
  );
});

describe('detectMedia: site-relative video files', () => {
  it.each([
    ['/media/rondleiding.mp4', '/media/rondleiding.mp4', 'mp4'],
    ['  /media/Rondleiding.WEBM  ', '/media/Rondleiding.WEBM', 'webm'],
    ['/media/tour.mov?v=2#t=10', '/media/tour.mov?v=2#t=10', 'mov'],
    ['/media/mijn tour.mp4', '/media/mijn%20tour.mp4', 'mp4'],
    ['/media/oud/../tour.mp4', '/media/tour.mp4', 'mp4'],
  ])('%j → file %s', (raw, url, ext) => {
    expect(detectMedia(raw)).toEqual({ kind: 'file', url, ext });
  });

  it('keeps protocol-relative file links absolute (https)', () => {
    expect(detectMedia('//cdn.example.be/tour.mp4')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.be/tour.mp4',
      ext: 'mp4',
    });
  });

  it.each(['/media/tour', '/media/photo.jpg', '/download?file=tour.mp4', '/'])(
    'rejects the relative non-file %j',
    (raw) => {
      expect(detectMedia(raw)).toBeNull();
    },
  );

  it.each([
    '/watch?v=dQw4w9WgXcQ',
    '/embed/dQw4w9WgXcQ',
    '/video/123456',
    '/vitrine/videos/1234567890/',
    '/show/?m=abc123',
  ])('needs an absolute address for every other kind: %j', (raw) => {
    expect(detectMedia(raw)).toBeNull();
  });

  it.each([
    '/\\evil.example/tour.mp4',
    '/\t/evil.example/tour.mp4',
    '/.//evil.example/tour.mp4',
    '/a/..//evil.example/tour.mp4',
    '/%2e//evil.example/tour.mp4',
  ])('refuses %j, which would leave the site', (raw) => {
    expect(detectMedia(raw)).toBeNull();
  });

  it('embeds a relative file as it is', () => {
    const media = detectMedia('/media/rondleiding.mp4');
    expect(media && embedUrl(media)).toBe('/media/rondleiding.mp4');
  });
});

describe('detectMedia: YouTube', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}&t=30`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `//www.youtube.com/embed/${id}`,
    `  https://www.youtube.com/watch?v=${id}  `,
  ])('%s', (url) => {
    expect(detectMedia(url)).toEqual({ kind: 'youtube', id });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQx',
    'https://youtu.be/',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/@agency',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be.evil.com/dQw4w9WgXcQ',
  ])('rejects %s', (url) => {
    expect(detectMedia(url)).toBeNull();
  });
});

describe('detectMedia: Vimeo', () => {
  it.each([
    ['https://vimeo.com/123456', { kind: 'vimeo', id: '123456' }],
    ['https://www.vimeo.com/123456?share=copy', { kind: 'vimeo', id: '123456' }],
    ['https://player.vimeo.com/video/123456', { kind: 'vimeo', id: '123456' }],
    ['https://vimeo.com/channels/staffpicks/987654', { kind: 'vimeo', id: '987654' }],
    ['https://vimeo.com/123456/abc123def0', { kind: 'vimeo', id: '123456', hash: 'abc123def0' }],
    ['https://player.vimeo.com/video/123456?h=abc123def0', { kind: 'vimeo', id: '123456', hash: 'abc123def0' }],
  ])('%s', (url, media) => {
    expect(detectMedia(url)).toEqual(media);
  });

  it.each(['https://vimeo.com/agency', 'https://player.vimeo.com/123456', 'https://vimeo.com/'])(
    'rejects %s',
    (url) => {
      expect(detectMedia(url)).toBeNull();
    },
  );
});

describe('detectMedia: Facebook', () => {
  it.each([
    'https://www.facebook.com/vitrine/videos/1234567890/',
    'https://facebook.com/watch/?v=1234567890',
    'https://m.facebook.com/reel/1234567890',
    'https://fb.watch/abcDEF123/',
  ])('%s', (url) => {
    expect(detectMedia(url)).toEqual({ kind: 'facebook', url });
  });

  it.each(['https://www.facebook.com/vitrine', 'https://fb.watch/', 'https://notfacebook.com/x/videos/1'])(
    'rejects %s',
    (url) => {
      expect(detectMedia(url)).toBeNull();
    },
  );
});

describe('detectMedia: virtual tours by host ending', () => {
  it.each([
    ['https://my.matterport.com/show/?m=abc123', 'matterport'],
    ['https://matterport.com/discover/space/abc', 'matterport'],
    ['https://www.tvl.be/tour/123', 'tvl'],
    ['https://tvl.be/v/abc', 'tvl'],
    ['https://app.yisual.com/tour/abc', 'yisual'],
    ['https://MY.MATTERPORT.COM/show/?m=abc', 'matterport'],
  ])('%s → %s', (url, kind) => {
    expect(detectMedia(url)).toEqual({ kind, url: new URL(url).href });
  });

  it.each([
    'https://evilmatterport.com/show/?m=abc',
    'https://matterport.com.evil.net/show',
    'https://nottvl.be/tour',
    'https://example.com/?u=my.matterport.com',
  ])('does not match %s', (url) => {
    expect(detectMedia(url)).toBeNull();
  });
});

describe('detectMedia: invalid input', () => {
  it.each([
    '',
    'not a url',
    'my.matterport.com/show',
    'media/tour.mp4',
    './tour.mp4',
    'javascript:alert(1)//x.mp4',
    'ftp://x.be/a.mp4',
    'https://',
  ])('%j → null', (url) => {
    expect(detectMedia(url)).toBeNull();
  });

  it('handles null and undefined', () => {
    expect(detectMedia(null)).toBeNull();
    expect(detectMedia(undefined)).toBeNull();
  });
});

describe('hostIs', () => {
  it('matches the domain and its subdomains only', () => {
    expect(hostIs('matterport.com', 'matterport.com')).toBe(true);
    expect(hostIs('my.matterport.com', 'matterport.com')).toBe(true);
    expect(hostIs('evilmatterport.com', 'matterport.com')).toBe(false);
  });
});

describe('embedUrl', () => {
  it('uses the privacy-friendly players', () => {
    expect(embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl({ kind: 'vimeo', id: '123456' })).toBe('https://player.vimeo.com/video/123456?dnt=1');
    expect(embedUrl({ kind: 'vimeo', id: '123456', hash: 'abc' })).toBe(
      'https://player.vimeo.com/video/123456?h=abc&dnt=1',
    );
  });

  it('wraps Facebook videos in the video plugin', () => {
    expect(embedUrl({ kind: 'facebook', url: 'https://www.facebook.com/v/videos/1/' })).toBe(
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fv%2Fvideos%2F1%2F&show_text=false',
    );
  });

  it('uses files and tours as they are', () => {
    expect(embedUrl({ kind: 'file', url: 'https://cdn.example.be/a.mp4', ext: 'mp4' })).toBe(
      'https://cdn.example.be/a.mp4',
    );
    expect(embedUrl({ kind: 'matterport', url: 'https://my.matterport.com/show/?m=abc' })).toBe(
      'https://my.matterport.com/show/?m=abc',
    );
  });

  it('round-trips detected media', () => {
    const media = detectMedia('https://youtu.be/dQw4w9WgXcQ');
    expect(media && embedUrl(media)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
