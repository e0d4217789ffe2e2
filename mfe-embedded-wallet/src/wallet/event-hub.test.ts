// The host's listeners of one wallet: by type or '*', each on its own.
import { describe, expect, it, vi } from 'vitest';
import { createEventHub } from './event-hub';

describe('the wallet event hub', () => {
  it('calls the first listener with every event, and the others with their type only, until they stop', () => {
    const all = vi.fn();
    const saved = vi.fn();
    const hub = createEventHub(all);
    const stop = hub.on('cardSaved', saved);
    hub.emit({ type: 'ready' });
    hub.emit({ type: 'cardSaved', cardId: 'c-1', created: true });
    stop();
    hub.emit({ type: 'cardSaved', cardId: 'c-2', created: false });
    expect(all).toHaveBeenCalledTimes(3);
    expect(saved.mock.calls).toEqual([[{ type: 'cardSaved', cardId: 'c-1', created: true }]]);
  });

  it('a listener that throws stops neither the others nor the wallet', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    const hub = createEventHub(() => {
      throw new Error('host bug');
    });
    hub.on('*', after);
    expect(() => hub.emit({ type: 'empty' })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ type: 'empty' });
    expect(error).toHaveBeenCalled();
    hub.clear();
    hub.emit({ type: 'empty' });
    expect(after).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
