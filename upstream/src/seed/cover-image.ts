/** A generated cover: a navy card with a price chart drawn from the slug, the market and the title. */
export function coverSvg(slug: string, label: string, title: string): string {
  let seed = Array.from(slug).reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const candles: string[] = [];
  let price = 300;
  for (let i = 0; i < 28; i++) {
    const open = price;
    price = Math.min(520, Math.max(120, price + (random() - 0.45) * 60));
    const high = Math.max(open, price) + random() * 18;
    const low = Math.min(open, price) - random() * 18;
    const x = 60 + i * 40;
    const up = price <= open; // SVG y grows downwards
    const colour = up ? '#22c55e' : '#ef4444';
    candles.push(
      `<line x1="${x}" y1="${high.toFixed(1)}" x2="${x}" y2="${low.toFixed(1)}" stroke="${colour}" stroke-width="2"/>` +
        `<rect x="${x - 11}" y="${Math.min(open, price).toFixed(1)}" width="22" height="${Math.max(2, Math.abs(price - open)).toFixed(1)}" fill="${colour}" rx="2"/>`,
    );
  }
  const safe = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1730"/><stop offset="1" stop-color="#12223f"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<g stroke="#1c3157" stroke-width="1">${[150, 250, 350, 450, 550].map((y) => `<line x1="40" y1="${y}" x2="1160" y2="${y}"/>`).join('')}</g>
<g opacity="0.9">${candles.join('')}</g>
<rect x="0" y="520" width="1200" height="155" fill="#060d1d" opacity="0.85"/>
<text x="60" y="580" font-family="Inter, Arial, sans-serif" font-size="26" font-weight="600" fill="#22d3ee" letter-spacing="3">${safe(label.toUpperCase())}</text>
<text x="60" y="630" font-family="Inter, Arial, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${safe(title)}</text>
</svg>`;
}

/** A demo item's cover: its file name under files/ in the store and its SVG. */
export const demoCover = (item: { slug: string; category: string; title: string }) => ({
  image: `${item.slug}.svg`,
  svg: coverSvg(item.slug, item.category.replace('-', ' '), item.title),
});
