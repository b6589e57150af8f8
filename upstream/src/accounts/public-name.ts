/** "Ada L.": how a customer is named to other customers (reviews, questions), never by full name or email. */
export const publicName = (first: string, last: string, fallback: string) =>
  [first.trim(), last.trim() ? `${last.trim()[0]!.toUpperCase()}.` : ''].filter(Boolean).join(' ') || fallback;
