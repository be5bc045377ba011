import { useEffect } from 'react';

const APP_NAME = 'Stillpoint';
const DEFAULT_DESCRIPTION =
  'Find a mindfulness coach you trust, read honest reviews and book one-to-one video sessions.';

// Every page names itself for the browser tab, bookmarks and search engines.
export function usePageMeta(title: string | undefined, description: string = DEFAULT_DESCRIPTION) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : `${APP_NAME}: mindfulness coaching`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
