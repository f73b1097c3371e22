'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { addFavourites, favouritesParam, sameFavourites } from '@/domain/search/favourites';
import { saveFavourites, useFavourites } from './favourites-store';

type Labels = {
  shareTitle: string;
  shareText: string;
  shareLink: string;
  copy: string;
  copied: string;
  sharedTitle: string;
  sharedText: string;
  saveAll: string;
  savedAll: string;
  mine: string;
};

/**
 * The favourites page in the browser. The page shows the ids of its address; this part decides
 * whose list that is:
 * - the visitor's own (no ids in the address, or the same ids as saved): the address follows the
 *   saved list (a heart removed here, a property saved in another tab) and the share link is shown;
 * - someone else's (a shared link): it offers to save them all.
 */
export function FavouritesPanel({
  ids,
  available,
  basePath,
  labels,
}: {
  ids: number[];
  available: number[];
  basePath: string;
  labels: Labels;
}) {
  const saved = useFavourites();
  const router = useRouter();
  const [own, setOwn] = useState<boolean | null>(null);
  const [copied, setCopied] = useState(false);
  const [savedAll, setSavedAll] = useState(false);

  // Decided once, when the saved list is first known (derived state, set during render).
  if (saved !== null && own === null) setOwn(ids.length === 0 || sameFavourites(ids, saved));

  useEffect(() => {
    if (saved === null || !own || sameFavourites(ids, saved)) return;
    const href = saved.length ? `${basePath}?ids=${favouritesParam(saved)}` : basePath;
    router.replace(href, { scroll: false });
  }, [saved, own, ids, basePath, router]);

  if (saved === null || own === null || ids.length === 0) return null;

  if (!own) {
    // Only the ones still on the site are worth saving.
    const all = available.every((id) => saved.includes(id));
    return (
      <section
        aria-labelledby="shared-title"
        className="rounded-xl border border-line bg-sand p-5"
        data-testid="favourites-shared"
      >
        <h2 id="shared-title" className="text-lg font-semibold">
          {labels.sharedTitle}
        </h2>
        <p className="mt-1 text-muted">{labels.sharedText}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {!all && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                saveFavourites(addFavourites(saved, available));
                setSavedAll(true);
              }}
            >
              {labels.saveAll}
            </button>
          )}
          {savedAll && (
            <p role="status" className="font-semibold">
              {labels.savedAll}
            </p>
          )}
          <a href={basePath} className="btn btn-ghost">
            {labels.mine}
          </a>
        </div>
      </section>
    );
  }

  const shareUrl = `${window.location.origin}${basePath}?ids=${favouritesParam(saved.length ? saved : ids)}`;
  return (
    <section
      aria-labelledby="share-title"
      className="rounded-xl border border-line bg-sand p-5"
      data-testid="favourites-share"
    >
      <h2 id="share-title" className="text-lg font-semibold">
        {labels.shareTitle}
      </h2>
      <p className="mt-1 text-muted">{labels.shareText}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor="share-link" className="sr-only">
          {labels.shareLink}
        </label>
        <input
          id="share-link"
          readOnly
          value={shareUrl}
          className="field min-w-0 flex-1 font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link"
        />
        <button
          type="button"
          className="btn btn-primary shrink-0"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(shareUrl);
              setCopied(true);
            } catch {
              // No clipboard (an insecure origin, a refusal): the link is selected to copy by hand.
              document.getElementById('share-link')?.focus();
            }
          }}
        >
          {labels.copy}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold">
        {copied ? labels.copied : ''}
      </p>
    </section>
  );
}
