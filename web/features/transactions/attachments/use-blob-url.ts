import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { attachmentBlobQuery } from './attachments-api';

/**
 * An object URL for a comprovante's thumbnail or file, fetched with the token once `enabled`; revoked when the URL
 * changes or the component leaves (the Blob stays in the query's cache a while for the next one).
 */
export function useBlobUrl(url: string | null, enabled = true) {
  const query = useQuery({ ...attachmentBlobQuery(url ?? ''), enabled: enabled && url !== null });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const made = URL.createObjectURL(query.data);
    setObjectUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setObjectUrl(null);
    };
  }, [query.data]);
  return { objectUrl, blob: query.data, failed: query.isError };
}

/** True once the element has come near the screen (and stays true): thumbnails load only for rows seen. */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
