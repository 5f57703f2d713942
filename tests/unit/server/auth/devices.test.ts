// The device a sign-in is named by (browser, system, kind; nothing finer) and the new-device mail's
// words in each language and form of address.
import { describe, expect, it } from 'vitest';
import { deviceOf, sameDevice } from '../../../../src/server/auth/devices';
import { deviceLabel, newDeviceMail } from '../../../../src/server/auth/new-device';

const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('deviceOf', () => {
  it('names browser, system and kind of device, without versions or model', () => {
    expect(deviceOf(pixel)).toEqual({ browser: 'Chrome', os: 'Android', device_type: 'mobile' });
    expect(deviceOf(ipad)).toEqual({ browser: 'Safari', os: 'iOS', device_type: 'tablet' });
  });

  it('takes a missing or strange user agent as an unnamed desktop', () => {
    expect(deviceOf(undefined)).toEqual({ browser: null, os: null, device_type: 'desktop' });
    expect(deviceOf('curl/8.5.0').device_type).toBe('desktop');
  });

  it('counts two sign-ins of the same browser on the same system as one device, whatever the version', () => {
    const older = pixel.replace('Chrome/131', 'Chrome/120').replace('Android 14', 'Android 13');
    expect(sameDevice(deviceOf(pixel), deviceOf(older))).toBe(true);
    expect(sameDevice(deviceOf(pixel), deviceOf(ipad))).toBe(false);
  });
});

describe('newDeviceMail', () => {
  const at = new Date('2026-11-28T09:05:00Z');
  const device = deviceOf(pixel);
  const to = (formal: boolean) => ({ office: 'Van Dijk Advies', name: formal ? 'P. Jansen' : 'Jan', formal });

  it('names the device in each language', () => {
    expect(deviceLabel('nl', device)).toBe('Chrome op Android');
    expect(deviceLabel('en', device)).toBe('Chrome on Android');
    expect(deviceLabel('de', device)).toBe('Chrome unter Android');
    expect(deviceLabel('nl', { browser: null, os: null, device_type: 'desktop' })).toBe('een onbekende browser');
  });

  it('says when, in Dutch time, and speaks je or u as the office does', () => {
    const informal = newDeviceMail('nl', to(false), device, at);
    const formal = newDeviceMail('nl', to(true), device, at);
    expect(informal.blocks.join(' ')).toContain('28 november 2026 om 10:05');
    expect(informal.subject).toContain('je klantportaal');
    expect(formal.subject).toContain('uw klantportaal');
    expect(String(formal.blocks[1])).toContain('wijzig uw wachtwoord');
    expect(newDeviceMail('de', to(true), device, at).subject).toContain('Ihrem');
    expect(newDeviceMail('de', to(false), device, at).subject).toContain('deinem');
    expect(newDeviceMail('fr', to(false), device, at).subject).toContain('Nieuwe aanmelding');
  });
});
