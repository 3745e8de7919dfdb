import { describe, expect, it } from 'vitest';
import { FanOut } from './fan-out';

const turn = () => new Promise((resolve) => setImmediate(resolve));

function recorder(slice: number) {
  const received: [number, string][] = [];
  const fanOut = new FanOut<number, string>((tab, event) => received.push([tab, event]), slice);
  return { received, fanOut };
}

describe('fan-out in slices', () => {
  it('serves the first slice at once and the rest on later turns of the event loop', async () => {
    const { received, fanOut } = recorder(2);
    fanOut.push('a', [1, 2, 3, 4, 5]);
    expect(received).toEqual([
      [1, 'a'],
      [2, 'a'],
    ]);
    await turn();
    expect(received).toHaveLength(4);
    await turn();
    expect(received.map(([tab]) => tab)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives every tab its events in the order they arrived, however the slices fall', async () => {
    const { received, fanOut } = recorder(3);
    fanOut.push('a', [1, 2, 3, 4]);
    fanOut.push('b', [1, 2, 3, 4]);
    fanOut.push('c', [1, 2]);
    for (let i = 0; i < 5; i++) await turn();
    for (const tab of [1, 2]) expect(received.filter(([t]) => t === tab).map(([, e]) => e)).toEqual(['a', 'b', 'c']);
    for (const tab of [3, 4]) expect(received.filter(([t]) => t === tab).map(([, e]) => e)).toEqual(['a', 'b']);
  });

  it('delivers to the tabs listening when the event arrived, not to later ones', async () => {
    const { received, fanOut } = recorder(1);
    const tabs = new Set([1, 2]);
    fanOut.push('a', tabs);
    tabs.add(3);
    for (let i = 0; i < 3; i++) await turn();
    expect(received).toEqual([
      [1, 'a'],
      [2, 'a'],
    ]);
  });
});
