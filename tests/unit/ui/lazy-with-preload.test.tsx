// lazyWithPreload: React.lazy with a preload; code that has arrived renders at once (no Suspense
// fallback); the load runs once; a failed preload is asked again by the next one.
import { Suspense, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '../../../src/ui/lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;
const module = { default: Greeting };
const draw = (Component: ComponentType<{ name: string }>) =>
  renderToStaticMarkup(
    <Suspense fallback={<p>laden</p>}>
      <Component name="Sanne" />
    </Suspense>,
  );

describe('lazyWithPreload', () => {
  it('loads once, on preload, and not before', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const Loaded = lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
    const first = Loaded.preload();
    expect(Loaded.preload()).toBe(first);
    await first;
    expect(draw(Loaded)).toBe('<p>Hallo Sanne</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the code is still on its way', () => {
    const Loaded = lazyWithPreload(() => new Promise<typeof module>(() => undefined));
    expect(draw(Loaded)).toContain('laden');
  });

  it('asks again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const Loaded = lazyWithPreload<{ name: string }>(load);
    await expect(Loaded.preload()).rejects.toThrow('offline');
    await Loaded.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(draw(Loaded)).toBe('<p>Hallo Sanne</p>');
  });
});
