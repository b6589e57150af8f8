import { ACADEMY_NAME } from '@academy/shared/constants';
import { useSiteOrigin } from '../../lib/site.tsx';

interface PageHeadProps {
  /** The page's own title; the academy's name is added after it. */
  title: string;
  description: string;
  /** The page's canonical path (and query, for a listing's later pages). */
  path: string;
  image?: string;
  /** A product's price in USD (what is paid): Open Graph and Twitter cards show it. */
  usd?: number;
  type?: 'website' | 'product';
  /** Kept out of search results (the cart, a missing item). */
  noindex?: boolean;
  /** schema.org data (JSON-LD) about what the page shows. */
  structuredData?: object;
}

// In a script element, "</script" or "<!--" in the data would end or change it.
const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Title, description, canonical URL, Open Graph and Twitter cards and JSON-LD of a public page.
 * React puts the title, meta and link elements in the document's head, on the server's render and
 * on every navigation.
 */
export function PageHead({ title, description, path, image, usd, type = 'website', noindex = false, structuredData }: PageHeadProps) {
  const origin = useSiteOrigin();
  const full = title === ACADEMY_NAME ? title : `${title} | ${ACADEMY_NAME}`;
  const url = new URL(path, origin).href;
  const imageUrl = image ? new URL(image, origin).href : undefined;
  const price = usd?.toFixed(2);
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={ACADEMY_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {price && <meta property="product:price:amount" content={price} />}
      {price && <meta property="product:price:currency" content="USD" />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={full} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {price && <meta name="twitter:label1" content="Price" />}
      {price && <meta name="twitter:data1" content={`$${price} (USD)`} />}
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />}
    </>
  );
}

/** A description from an item's text: its first sentences, cut at a word within 160 characters. */
export function summarise(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
