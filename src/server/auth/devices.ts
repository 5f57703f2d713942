// The device a sign-in came from, as its user agent names it: browser, system and kind of device,
// nothing finer (no versions, no model), so the row says "Chrome on Android" and no more (decision
// record 059). Two sessions with the same three are the same device to the new-device mail.
import { UAParser } from 'ua-parser-js';

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'other';

export interface Device {
  browser: string | null;
  os: string | null;
  device_type: DeviceType;
}

/** Longer names than this are not a browser's or a system's name. */
const MAX_NAME = 40;

const named = (name: string | undefined) => (name ? name.slice(0, MAX_NAME) : null);

function kind(type: string | undefined): DeviceType {
  if (!type) return 'desktop';
  if (type === 'mobile' || type === 'tablet') return type;
  return 'other';
}

export function deviceOf(userAgent: string | undefined): Device {
  const result = new UAParser(userAgent ?? '').getResult();
  // "Mobile Chrome" is Chrome to the customer; the kind of device says it is a phone.
  const browser = result.browser.name?.replace(/^Mobile /, '');
  return { browser: named(browser), os: named(result.os.name), device_type: kind(result.device.type) };
}

export const sameDevice = (a: Device, b: Device) => a.browser === b.browser && a.os === b.os && a.device_type === b.device_type;
