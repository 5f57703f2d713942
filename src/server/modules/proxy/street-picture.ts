// The offline stand-in for a street-view service: a drawn street scene whose colours follow from
// the location, so each address gets its own recognisable picture.
import { createHash } from 'node:crypto';
import { encodePng } from '../../seed/files';

type Colour = [number, number, number];
const facades: Colour[] = [
  [164, 84, 58],
  [120, 72, 52],
  [196, 160, 112],
  [222, 214, 196],
  [92, 96, 104],
];
const doors: Colour[] = [
  [26, 71, 42],
  [110, 22, 30],
  [24, 44, 96],
  [40, 40, 40],
];

export function streetPicture(location: string, width: number, height: number): Buffer {
  const seed = createHash('sha256').update(location.toLowerCase()).digest();
  const facade = facades[seed[0]! % facades.length]!;
  const door = doors[seed[1]! % doors.length]!;
  const ground = Math.round(height * 0.78);
  const houseLeft = Math.round(width * 0.25);
  const houseRight = Math.round(width * 0.75);
  const eaves = Math.round(height * 0.35);
  const peak = Math.round(height * 0.12);
  return encodePng(width, height, (x, y) => {
    if (y >= ground) return y % 24 < 2 ? [150, 150, 150] : [118, 118, 122];
    const inHouse = x >= houseLeft && x < houseRight;
    const roofHalf = ((y - peak) / (eaves - peak)) * ((houseRight - houseLeft) / 2 + 12);
    if (y >= peak && y < eaves && Math.abs(x - width / 2) < roofHalf) return [70, 52, 48];
    if (inHouse && y >= eaves) {
      const doorX = Math.abs(x - width / 2) < width * 0.05 && y > ground - height * 0.22;
      if (doorX) return door;
      const window = (x - houseLeft) % Math.round(width * 0.125) > width * 0.03 && (y - eaves) % Math.round(height * 0.16) > height * 0.05;
      if (window && y < ground - height * 0.06) return [186, 214, 232];
      return facade;
    }
    const sky = Math.round(200 + (55 * y) / ground);
    return [Math.round(sky * 0.55), Math.round(sky * 0.78), Math.min(255, sky)];
  });
}
