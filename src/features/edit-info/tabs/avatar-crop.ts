// The cropped square of a picture, drawn at 350 × 350 px into a PNG data URL (advice §2). Drawing
// on a canvas also leaves every metadata block of the original behind.
export const AVATAR_SIZE = 350;
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a picked file cannot be a picture, or null. */
export function pictureProblem(file: File): 'avatar_not_image' | 'avatar_too_large' | null {
  if (!file.type.startsWith('image/')) return 'avatar_not_image';
  if (file.size > MAX_PICTURE_BYTES) return 'avatar_too_large';
  return null;
}

export async function croppedPng(source: string, area: CropArea): Promise<string> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  canvas.getContext('2d')?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return canvas.toDataURL('image/png');
}
