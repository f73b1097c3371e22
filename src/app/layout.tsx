import type { ReactNode } from 'react';
import { releaseRenderWhenDone } from '@/lib/render/release-stack';
import './globals.css';

// The real document (html, body) is rendered by app/[locale]/layout.tsx, which knows the language.
export default function RootLayout({ children }: { children: ReactNode }) {
  // Every page's render goes through here: once finished, nothing keeps it in memory.
  releaseRenderWhenDone();
  return children;
}
