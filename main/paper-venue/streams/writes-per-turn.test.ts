import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writesPerTurn } from './writes-per-turn';

/** A socket that records each write it is asked to make, as the chunks that went in it. */
const recordingSocket = () => {
  const writes: string[][] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      writes.push([chunk.toString()]);
      done();
    },
    writev(chunks, done) {
      writes.push(chunks.map(({ chunk }) => (chunk as Buffer).toString()));
      done();
    },
  });
  return { socket, writes };
};
const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe('writes per turn', () => {
  it("sends one turn's frames on each socket in one write, and the next turn's in another", async () => {
    const hold = writesPerTurn();
    const a = recordingSocket();
    const b = recordingSocket();
    for (const [target, frame] of [
      [a, 'report NEW'],
      [b, 'trade'],
      [a, 'report FILLED'],
      [a, 'answer'],
    ] as const) {
      hold(target.socket);
      target.socket.write(frame);
    }
    expect(a.writes).toEqual([]);
    await nextTick();
    expect(a.writes).toEqual([['report NEW', 'report FILLED', 'answer']]);
    expect(b.writes).toEqual([['trade']]);

    hold(a.socket);
    a.socket.write('later');
    await nextTick();
    expect(a.writes).toEqual([['report NEW', 'report FILLED', 'answer'], ['later']]);
  });
});
