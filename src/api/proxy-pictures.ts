// The street picture and the map are drawn for signed-in customers of the office only: an <img> or
// a frame could not send the bearer token, so they are fetched with the proxy client (which adds
// it) and shown through blob URLs. A configured map service answers its embed address instead.
import { proxyClient } from './client';

/** The street-view size the portal shows (advice §7): 600x400 with a 90° field of view. */
const STREET_SIZE = '600x400';

export type MapAnswer = { picture: Blob } | { embedUrl: string };

export async function fetchStreetPicture(location: string, signal?: AbortSignal): Promise<Blob> {
  const { data, response } = await proxyClient.GET('/streetview', { params: { query: { location, size: STREET_SIZE, fov: 90 } }, parseAs: 'blob', signal });
  if (!data) throw new Error(`street picture answered ${response.status}`);
  return data;
}

export async function fetchMap(location: string, zoom: number, signal?: AbortSignal): Promise<MapAnswer> {
  const { data, response } = await proxyClient.GET('/map', { params: { query: { location, zoom } }, parseAs: 'blob', signal });
  if (!data) throw new Error(`map answered ${response.status}`);
  if (!data.type.startsWith('application/json')) return { picture: data };
  return { embedUrl: (JSON.parse(await data.text()) as { embed_url: string }).embed_url };
}

/** Map zoom (advice §9). */
export const MAP_ZOOM = 16;

/**
 * The calls shared pictures (src/ui/street-picture.tsx, location-map.tsx) are given. The server's
 * map adapter draws a map itself (offline default, framed as a blob URL) or answers the embed
 * address of the map service it is configured with.
 */
export const pictureLoaders = {
  street: (location: string, signal: AbortSignal) => fetchStreetPicture(location, signal),
  map: async (location: string, signal: AbortSignal): Promise<Blob | string> => {
    const answer = await fetchMap(location, MAP_ZOOM, signal);
    return 'embedUrl' in answer ? answer.embedUrl : answer.picture;
  },
};
