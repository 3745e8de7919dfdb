'use client';

import { FileText } from 'lucide-react';
import { useState } from 'react';
import { parseUploadUrl } from '@/lib/marketplace/media/terms';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)(\?|$)/i;

/** An upload's URL says nothing of its type: try it as an image and fall back to a file icon. */
function Preview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !(IMAGE.test(url) || parseUploadUrl(url)))
    return <FileText className="size-16 shrink-0 p-3 text-slate-400" aria-hidden="true" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- previews come from the marketplace's media hosts
    <img
      src={url}
      alt=""
      className="size-16 shrink-0 rounded object-cover"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** Files attached to a job or an entry, each opening in a new tab, images previewed. */
export function AttachmentLinks({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-2 sm:grid-cols-2">
      {urls.map((url, i) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-2 text-sm hover:border-brand-500"
          >
            <Preview url={url} />
            <span className="truncate">Attachment {i + 1}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
