// onIdle: the task waits for a quiet moment, the frame after it and a quiet moment after that frame,
// so what React committed in between is on screen first; cancelling at any step stops it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle } from '../../../src/ui/on-idle';
import { fakeBrowser } from '../support/fake-browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onIdle', () => {
  it('runs the task after a quiet moment, the next frame and a quiet moment after it', () => {
    const browser = fakeBrowser();
    const task = vi.fn();
    onIdle(task);
    expect(browser.kinds()).toEqual(['idle']);
    browser.next('idle');
    // A commit that came before this quiet moment is painted in the next frame, before the task.
    expect(browser.kinds()).toEqual(['frame']);
    browser.next('frame');
    expect(task).not.toHaveBeenCalled();
    browser.next('idle');
    expect(task).toHaveBeenCalledTimes(1);
    expect(browser.kinds()).toEqual([]);
  });

  it.each([0, 1, 2])('cancelled after %i of the three steps, the task never runs', (steps) => {
    const browser = fakeBrowser();
    const task = vi.fn();
    const cancel = onIdle(task);
    (['idle', 'frame', 'idle'] as const).slice(0, steps).forEach((kind) => browser.next(kind));
    cancel();
    expect(browser.kinds()).toEqual([]);
    expect(task).not.toHaveBeenCalled();
  });

  it('takes a timeout as the quiet moment where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    const browser = fakeBrowser({ idle: false });
    const task = vi.fn();
    onIdle(task, 1000, 50);
    vi.advanceTimersByTime(50);
    expect(browser.kinds()).toEqual(['frame']);
    browser.next('frame');
    vi.advanceTimersByTime(49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
