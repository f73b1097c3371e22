'use client';

import dynamic from 'next/dynamic';

/**
 * The search box, rendered on the server as usual but with its code (React Aria widgets) in a
 * chunk of its own: the 404 boundaries of every page hold a search box, and a page that never
 * shows one must not download it (issue 9, JavaScript budget).
 */
export const LazySearchBox = dynamic(() => import('./search-box').then((m) => m.SearchBox));
