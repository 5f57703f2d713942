// The offline stand-in for a map service: a drawn street map around a pin, with the address
// written under it. The street pattern follows from the location, so each address gets its own
// recognisable picture; the zoom sets how far apart the streets lie.

import { createHash } from 'node:crypto';

const WIDTH = 640;
const HEIGHT = 400;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function mapPicture(location: string, zoom: number): string {
  const seed = createHash('sha256').update(location.toLowerCase()).digest();
  const spacing = Math.max(40, Math.min(200, 12 * zoom - 80));
  const streets: string[] = [];
  for (let index = 0; index * spacing < WIDTH + spacing; index += 1) {
    const x = index * spacing + (seed[index % 32]! % 30);
    streets.push(`<line x1="${x}" y1="0" x2="${x + (seed[(index + 7) % 32]! % 60) - 30}" y2="${HEIGHT}"/>`);
  }
  for (let index = 0; index * spacing < HEIGHT + spacing; index += 1) {
    const y = index * spacing + (seed[(index + 13) % 32]! % 30);
    streets.push(`<line x1="0" y1="${y}" x2="${WIDTH}" y2="${y + (seed[(index + 19) % 32]! % 40) - 20}"/>`);
  }
  const waterY = 60 + (seed[3]! % 220);
  const parkX = 40 + (seed[5]! % 420);
  const label = escapeXml(location);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">
<title>${label}</title>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#ece8df"/>
<path d="M0 ${waterY} C160 ${waterY - 40} 320 ${waterY + 40} ${WIDTH} ${waterY - 10}" stroke="#a9cbe6" stroke-width="26" fill="none"/>
<rect x="${parkX}" y="${(seed[6]! % 200) + 20}" width="120" height="80" rx="10" fill="#c8e0b4"/>
<g stroke="#ffffff" stroke-width="10" stroke-linecap="round">${streets.join('')}</g>
<g transform="translate(${WIDTH / 2} ${HEIGHT / 2})">
<path d="M0 0 C-6 -14 -18 -22 -18 -34 A18 18 0 1 1 18 -34 C18 -22 6 -14 0 0 Z" fill="#c62828" stroke="#7f0000" stroke-width="2"/>
<circle cx="0" cy="-34" r="6" fill="#ffffff"/>
</g>
<rect x="12" y="${HEIGHT - 48}" width="${WIDTH - 24}" height="36" rx="6" fill="#ffffff" fill-opacity="0.92"/>
<text x="${WIDTH / 2}" y="${HEIGHT - 24}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#1f1f1f">${label}</text>
</svg>`;
}
