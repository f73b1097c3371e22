import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { photoFile, SHARE_WIDTH } from '../../../src/domain/media/photo-file';
import { DOCUMENT_FILES } from './media';
import { demoFeed, documentPath, type DemoFeed } from './feed';
import type { Demo } from './index';
import { simplePdf } from './pdf';

/**
 * Writes the demo agency as a feed folder (docs/feed.md, "Feed folder"): `feed.json`, the photos
 * it names (the drawn demo pictures of public/demo at their largest width) and its documents as
 * real PDF files. `npm run import -- <folder>` takes the same form from any agency.
 *
 * A folder that already holds this feed is left as it is; a new one is made beside it and moved
 * into place, so processes seeding at the same moment (the tests) never read a half-written one.
 */
export function writeDemoFolder(demo: Demo, folder: string, publicDemo = path.join('public', 'demo')): DemoFeed {
  const feed = demoFeed(demo);
  const json = `${JSON.stringify(feed, null, 1)}\n`;
  const current = path.join(folder, 'feed.json');
  if (existsSync(current) && readFileSync(current, 'utf8') === json) return feed;

  const temp = `${folder}.new-${process.pid}-${Date.now()}`;
  mkdirSync(path.join(temp, 'photos'), { recursive: true });
  mkdirSync(path.join(temp, 'documents'), { recursive: true });
  const photos = new Set([...feed.properties, ...feed.projects].flatMap((r) => (r.photos ?? []).map((p) => p.url)));
  for (const photo of photos)
    copyFileSync(path.join(publicDemo, photoFile(path.basename(photo, '.webp'), SHARE_WIDTH)), path.join(temp, photo));
  for (const doc of DOCUMENT_FILES) {
    writeFileSync(
      path.join(temp, documentPath(doc.file)),
      simplePdf(doc.name.nl ?? doc.file, [
        doc.name.fr ?? '',
        doc.name.en ?? '',
        '',
        'Immo Leie - demo document',
        'Voorbeelddocument van het demokantoor, zonder waarde.',
        "Document d'exemple de l'agence de démonstration, sans valeur.",
        'A sample document of the demo agency, of no value.',
      ]),
    );
  }
  writeFileSync(path.join(temp, 'feed.json'), json);
  const old = `${folder}.old-${process.pid}-${Date.now()}`;
  try {
    renameSync(folder, old);
  } catch {
    // No folder yet, or another process moved it first.
  }
  try {
    renameSync(temp, folder);
  } catch {
    // Another process put the same feed in place first.
    rmSync(temp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  return feed;
}
