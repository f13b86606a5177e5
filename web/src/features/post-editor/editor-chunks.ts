import { useEffect } from 'react';

/**
 * The rich-text editor (Slate, its toolbar, HTML paste): a chunk of its own, so the editor's
 * form shows at once and each section's editor arrives into it.
 */
export const loadRichTextEditor = () => import('./components/RichTextEditor');

const ignore = () => {};

/**
 * Starts loading the editor's chunks (the page, then Slate) before they are needed. The browser
 * fetches each chunk once; a failure here is met again, and reported, when the page loads it.
 */
export function preloadPostEditor(): void {
  import('./PostEditorPage').catch(ignore);
  loadRichTextEditor().catch(ignore);
}

/** Preloads the editor once the page that links to it is idle (or after a second without idle time). */
export function usePreloadPostEditorWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preloadPostEditor, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preloadPostEditor, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
}
