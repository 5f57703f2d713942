// The home-screen icons of an office's portal. The scalable one is the office's logo on a square in
// its primary colour; the raster ones (which iOS's apple-touch-icon and older launchers want) are
// drawn in the office's colours, since no library here can rasterise a logo (docs/decisions/029).
import { encodePng } from '../seed/files';

type Colour = [number, number, number];

export interface IconBrand {
  primary: string;
  secondary: string;
  logo: string | null;
}

const HEX = /^#([0-9a-f]{6})$/i;
const LOGO = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;

export const colourOr = (value: unknown, fallback: string): string => (typeof value === 'string' && HEX.test(value) ? value : fallback);
export const logoOf = (value: unknown): string | null => (typeof value === 'string' && LOGO.test(value) ? value : null);

const rgb = (hex: string): Colour => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Colour;

export function svgIcon(brand: IconBrand): string {
  const logo = brand.logo ? `<image href="${brand.logo}" x="48" y="48" width="416" height="416" preserveAspectRatio="xMidYMid meet"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${brand.primary}"/>${logo}</svg>`;
}

/** A house in the secondary colour on the primary one, with the margin a maskable icon needs. */
export function pngIcon(brand: IconBrand, size: number): Buffer {
  const [back, front] = [rgb(brand.primary), rgb(brand.secondary)];
  const unit = size / 100;
  return encodePng(size, size, (px, py) => {
    const [x, y] = [px / unit, py / unit];
    const roof = y >= 24 && y < 48 && Math.abs(x - 50) <= (y - 24) * (26 / 24);
    const walls = y >= 48 && y < 76 && x >= 30 && x < 70;
    const door = y >= 58 && y < 76 && x >= 45 && x < 55;
    return (roof || walls) && !door ? front : back;
  });
}
