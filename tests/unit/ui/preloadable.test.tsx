// preloadable: code that has arrived renders at once (no suspension, so no Suspense fallback and no
// reveal throttle); the load runs once; a failed load throws where the component renders.
import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../../src/ui/preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;

describe('preloadable', () => {
  it('loads once, on preload, and reports when the code has settled', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Loaded = preloadable(load);
    expect(load).not.toHaveBeenCalled();
    expect(Loaded.settled()).toBe(false);
    const first = Loaded.preload();
    expect(Loaded.preload()).toBe(first);
    expect(Loaded.settled()).toBe(false);
    await first;
    expect(Loaded.settled()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders loaded code at once, without the fallback', async () => {
    const Loaded = preloadable(() => Promise.resolve(Greeting));
    await Loaded.preload();
    const html = renderToStaticMarkup(
      <Suspense fallback={<p>laden</p>}>
        <Loaded name="Sanne" />
      </Suspense>,
    );
    expect(html).toBe('<p>Hallo Sanne</p>');
  });

  it('shows the fallback while the code is still on its way', () => {
    const Loaded = preloadable(() => new Promise<typeof Greeting>(() => undefined));
    const html = renderToStaticMarkup(
      <Suspense fallback={<p>laden</p>}>
        <Loaded name="Sanne" />
      </Suspense>,
    );
    expect(html).toContain('laden');
  });

  it('forgets a failed preload nobody waited for, so the next one loads again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const Loaded = preloadable<{ name: string }>(load);
    await Loaded.preload().catch(() => undefined);
    expect(Loaded.settled()).toBe(false);
    await Loaded.preload().catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed load a render waits on, and throws it where the component renders, for the error boundary', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const Loaded = preloadable<{ name: string }>(load);
    await Loaded.load().catch(() => undefined);
    expect(Loaded.settled()).toBe(true);
    expect(() => renderToStaticMarkup(<Loaded name="Sanne" />)).toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
