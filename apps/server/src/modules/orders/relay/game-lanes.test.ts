import { describe, expect, it } from 'vitest';
import { createGameLanes } from './game-lanes.ts';

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe('game lanes', () => {
  it('a stalled game holds its own lane only: the other game is delivered meanwhile', async () => {
    const stall = gate();
    const started: string[] = [];
    const finished: string[] = [];
    const lanes = createGameLanes<string>({
      perGame: 2,
      work: async (item) => {
        started.push(item);
        if (item.startsWith('slow')) await stall.opened;
        finished.push(item);
      },
    });
    for (let i = 1; i <= 4; i++) lanes.add('watt/slow', `slow${i}`);
    for (let i = 1; i <= 3; i++) lanes.add('watt/fast', `fast${i}`);
    await new Promise((r) => setTimeout(r, 10));
    // Two calls to the stalled game at once, no more; the other game's rows all went through.
    expect(started.filter((s) => s.startsWith('slow'))).toEqual(['slow1', 'slow2']);
    expect(finished).toEqual(['fast1', 'fast2', 'fast3']);
    expect(lanes.size()).toBe(4);
    expect(lanes.fullGames()).toEqual(['watt/slow']);
    stall.open();
    await lanes.drained();
    // In the order they were added, within the game.
    expect(started.filter((s) => s.startsWith('slow'))).toEqual([
      'slow1',
      'slow2',
      'slow3',
      'slow4',
    ]);
    expect(lanes.size()).toBe(0);
    expect(lanes.fullGames()).toEqual([]);
  });

  it('a row that throws frees its place and tells onDone', async () => {
    let done = 0;
    const lanes = createGameLanes<number>({
      perGame: 1,
      work: async (n) => {
        if (n === 1) throw new Error('game down');
      },
      onDone: () => done++,
    });
    lanes.add('g', 1);
    lanes.add('g', 2);
    await lanes.drained();
    expect(done).toBe(2);
  });
});
