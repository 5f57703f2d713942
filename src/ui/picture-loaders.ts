/**
 * How a shared picture gets its file. Shared UI calls no server: the feature (or src/app) passes
 * `pictureLoaders` from src/api/proxy-pictures.ts, and a story or a test can pass its own.
 */
export interface PictureLoaders {
  /** The street-view picture of an address. */
  street: (location: string, signal: AbortSignal) => Promise<Blob>;
  /** A map of an address: a drawn picture, or the embed address of a configured map service. */
  map: (location: string, signal: AbortSignal) => Promise<Blob | string>;
}
