import { describe, expect, it, vi } from 'vitest';
import { uploaderOnDemand } from './uploader-on-demand';

const callbacks = () => ({ progress: vi.fn(), success: vi.fn(), error: vi.fn() });
const file = (name: string) => new File(['x'], name);

describe('uploaderOnDemand', () => {
  it('loads the uploader once, on the first send, and passes calls on in order', async () => {
    const real = { send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() };
    const load = vi.fn(async () => real);
    const uploader = uploaderOnDemand(load, callbacks());
    expect(load).not.toHaveBeenCalled();
    uploader.send('a', file('a.pdf'));
    uploader.send('b', file('b.pdf'));
    uploader.cancel('a');
    await vi.waitFor(() => expect(real.cancel).toHaveBeenCalledWith('a'));
    expect(real.send.mock.calls.map(([key]) => key)).toEqual(['a', 'b']);
    uploader.send('c', file('c.pdf'));
    expect(real.send).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenCalledOnce();
  });

  it('drops what waits when everything is cancelled before it has loaded', async () => {
    const real = { send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() };
    const uploader = uploaderOnDemand(async () => real, callbacks());
    uploader.send('a', file('a.pdf'));
    uploader.cancelAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(real.send).not.toHaveBeenCalled();
  });

  it('fails the waiting files when loading fails, and tries again on the next send', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = { send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const given = callbacks();
    const uploader = uploaderOnDemand(load, given);
    uploader.send('a', file('a.pdf'));
    await vi.waitFor(() => expect(given.error).toHaveBeenCalledWith('a', ''));
    uploader.send('b', file('b.pdf'));
    await vi.waitFor(() => expect(real.send).toHaveBeenCalledWith('b', expect.any(File)));
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
