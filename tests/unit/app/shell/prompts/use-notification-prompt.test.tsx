// @vitest-environment jsdom
// The notification prompt waits until the customer starts using the page (a tap or a key), so it
// never arrives over the first screen while that loads, is asked once per device, only when
// something is told by push, and subscribes the device on a yes (issue 29).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationPrompt } from '../../../../../src/app/shell/prompts/use-notification-prompt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let prompt: ReturnType<typeof useNotificationPrompt> | null = null;
let kinds: string[] = ['message'];
const subscribe = vi.fn(() => Promise.resolve(true));
function Probe() {
  prompt = useNotificationPrompt(kinds, subscribe);
  return null;
}

let root: Root | null = null;
const mount = () =>
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Probe />);
  });
const press = (event: string) => act(() => void window.dispatchEvent(new Event(event)));

function permission(state: NotificationPermission, answer: NotificationPermission = 'granted') {
  vi.stubGlobal('Notification', { permission: state, requestPermission: vi.fn(() => Promise.resolve(answer)) });
  // jsdom has neither a service worker container nor push.
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

describe('useNotificationPrompt', () => {
  beforeEach(() => {
    localStorage.clear();
    kinds = ['message'];
    subscribe.mockClear();
    permission('default');
  });
  afterEach(() => {
    act(() => root?.unmount());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stays closed while the page loads and opens once the first key or tap is done', () => {
    mount();
    expect(prompt!.open).toBe(false);
    press('keydown');
    expect(prompt!.open).toBe(false);
    press('keyup');
    expect(prompt!.open).toBe(true);

    act(() => root?.unmount());
    mount();
    // A prompt that opened at the finger's touch would take the rest of the tap: its click.
    press('pointerdown');
    press('pointerup');
    expect(prompt!.open).toBe(false);
    press('click');
    expect(prompt!.open).toBe(true);
  });

  it('opens at once when the customer tapped or typed before its code arrived', () => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'first-input' ? [{ name: 'pointerdown' } as PerformanceEntry] : []));
    mount();
    expect(prompt!.open).toBe(true);
  });

  it('asks once: an answer is kept on the device', () => {
    mount();
    press('pointerdown');
    act(() => prompt!.later());
    expect(prompt!.open).toBe(false);
    expect(localStorage.getItem('notifications_prompted')).not.toBeNull();

    act(() => root?.unmount());
    mount();
    press('pointerdown');
    expect(prompt!.open).toBe(false);
  });

  it('asks the browser only after a yes, and subscribes the device when it allows', async () => {
    mount();
    press('keydown');
    expect(subscribe).not.toHaveBeenCalled();
    await act(async () => prompt!.allow());
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(prompt!.open).toBe(false);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('subscribes nothing when the browser is refused', async () => {
    permission('default', 'denied');
    mount();
    press('keydown');
    await act(async () => prompt!.allow());
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('never asks when nothing is told by push', () => {
    kinds = [];
    mount();
    press('keydown');
    expect(prompt!.open).toBe(false);
  });

  it('subscribes a device that already allows again on a visit (a logout removed it on the server)', () => {
    permission('granted');
    mount();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(prompt!.open).toBe(false);
  });

  it('never asks where the browser already has an answer', () => {
    permission('denied');
    mount();
    press('pointerdown');
    expect(prompt!.open).toBe(false);
  });
});
