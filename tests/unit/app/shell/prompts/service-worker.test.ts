// The update prompt's signal: a new build's worker installed and waiting next to the running one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForUpdate } from '../../../../../src/app/shell/prompts/service-worker';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new sw.js and installs it. */
  found(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

function setUp(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  const onUpdate = vi.fn();
  const watch = watchForUpdate(registration as unknown as ServiceWorkerRegistration, container as unknown as ServiceWorkerContainer, onUpdate);
  return { registration, container, onUpdate, watch };
}

const reload = vi.fn();
const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', page);
  vi.stubGlobal('window', { setInterval, clearInterval, location: { reload } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('watchForUpdate', () => {
  it('announces a new version once its worker is installed next to the running one', () => {
    const { registration, onUpdate } = setUp(true);
    const worker = registration.found();
    expect(onUpdate).not.toHaveBeenCalled();
    registration.waiting = worker;
    worker.install();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('says nothing about the first worker of a device: there is nothing to replace', () => {
    const { registration, onUpdate } = setUp(false);
    const worker = registration.found();
    registration.waiting = worker;
    worker.install();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('announces a version that was already waiting when the portal opened', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const onUpdate = vi.fn();
    watchForUpdate(
      registration as unknown as ServiceWorkerRegistration,
      Object.assign(new EventTarget(), { controller: {} }) as unknown as ServiceWorkerContainer,
      onUpdate,
    );
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('asks for a new version every 30 minutes and when the portal comes back into view', () => {
    const { registration, watch } = setUp(true);
    vi.advanceTimersByTime(30 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);
    watch.stop();
    vi.advanceTimersByTime(60 * 60 * 1000);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it("on the customer's yes lets the waiting worker take over, then reloads", () => {
    const { registration, container, watch } = setUp(true);
    const worker = new FakeWorker();
    registration.waiting = worker;
    watch.apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
