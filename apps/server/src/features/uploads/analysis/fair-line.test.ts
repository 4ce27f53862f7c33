import { describe, expect, it } from 'vitest';
import { createFairLine } from './fair-line';

/** Items named by owner and number: 'a1' is the first item of owner a. */
function lineOf(...items: string[]) {
  const line = createFairLine<string>();
  for (const item of items) line.push(item[0]!, item);
  return line;
}
const drain = (line: ReturnType<typeof lineOf>) => Array.from({ length: line.length }, () => line.shift());

describe('fair line', () => {
  it('serves owners in turns, first come first served within each', () => {
    expect(drain(lineOf('a1', 'a2', 'a3', 'b1', 'b2', 'c1'))).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('serves an owner who joins before those already served', () => {
    const line = lineOf('a1', 'a2', 'a3', 'a4');
    expect(line.shift()).toBe('a1');
    line.push('b', 'b1');
    line.push('c', 'c1');
    expect(drain(line)).toEqual(['b1', 'c1', 'a2', 'a3', 'a4']);
  });

  it("puts the rest of a served item first among its owner's, after the other owners' turns", () => {
    const line = lineOf('a1', 'a2', 'b1', 'b2');
    expect(line.shift()).toBe('a1');
    line.resume('a', 'a1-rest');
    expect(drain(line)).toEqual(['b1', 'a1-rest', 'b2', 'a2']);
    // An owner with nothing else waiting gets its next turn after those waiting already.
    const single = lineOf('a1', 'b1', 'b2');
    expect(single.shift()).toBe('a1');
    single.resume('a', 'a1-rest');
    expect(drain(single)).toEqual(['b1', 'a1-rest', 'b2']);
  });

  it('counts what waits, and is empty once served', () => {
    const line = lineOf('a1', 'b1');
    expect(line.length).toBe(2);
    drain(line);
    expect([line.length, line.shift()]).toEqual([0, undefined]);
  });
});
