import { describe, expect, it } from 'vitest';
import { JsonOutput, OutputBuffers } from './json-output.ts';

describe('JsonOutput', () => {
  it('writes its pieces in order as UTF-8, growing past its first buffer', () => {
    const out = new JsonOutput(new OutputBuffers());
    const embedded = '{"name":"Müller 😀"}';
    const expected: string[] = [];
    out.text('[');
    expected.push('[');
    for (let i = 0; i < 5000; i++) {
      const text = `${i === 0 ? '' : ','}{"i":${i},"s":"ünï\\u2028","e":`;
      out.text(text);
      out.text(embedded);
      out.text('}');
      expected.push(text, embedded, '}');
    }
    out.text(']');
    expected.push(']');
    const { bytes } = out.finish();
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(bytes.toString('utf8')).toBe(expected.join(''));
    expect(JSON.parse(bytes.toString('utf8'))).toHaveLength(5000);
  });

  it('keeps the order of small pieces gathered before a large one written at once', () => {
    const out = new JsonOutput(new OutputBuffers());
    const expected: string[] = [];
    for (let i = 0; i < 400; i++) {
      // Records of about a kilobyte with letters of two, three and four bytes, at the size where
      // a piece is written at once and on both sides of it, each after two small pieces.
      const record = `{"n":${i},"s":"${'ü€😀'.repeat(120)}${'x'.repeat(i % 30)}"}`;
      for (const piece of [i === 0 ? '[' : ',', '', record]) {
        out.text(piece);
        expected.push(piece);
      }
    }
    out.text(']');
    expected.push(']');
    const { bytes } = out.finish();
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(bytes.toString('utf8')).toBe(expected.join(''));
  });

  it('lends the same buffer to the next answer once the last was sent, and only then', () => {
    const buffers = new OutputBuffers();
    const first = new JsonOutput(buffers);
    first.text('"a"');
    const a = first.finish();
    const second = new JsonOutput(buffers);
    second.text('"b"');
    const b = second.finish();
    // Not sent yet: two answers, two buffers.
    expect(b.bytes.buffer).not.toBe(a.bytes.buffer);
    a.sent();
    a.sent();
    expect(buffers.held).toBe(1);
    const third = new JsonOutput(buffers);
    third.text('"c"');
    expect(third.finish().bytes.buffer).toBe(a.bytes.buffer);
    expect(a.bytes.toString()).toBe('"c"');
  });

  it('keeps at most its bound of buffers, and none larger than its size bound', () => {
    const buffers = new OutputBuffers(2, 128 * 1024);
    const answers = [1, 2, 3].map(() => {
      const out = new JsonOutput(buffers);
      out.text('1');
      return out.finish();
    });
    for (const answer of answers) answer.sent();
    expect(buffers.held).toBe(2);
    const bigBuffers = new OutputBuffers(2, 128 * 1024);
    const large = new JsonOutput(bigBuffers);
    large.text('x'.repeat(200 * 1024));
    const answer = large.finish();
    // The first 64 KiB buffer went back as the text outgrew it; the large one is not kept.
    expect(bigBuffers.held).toBe(1);
    answer.sent();
    expect(bigBuffers.held).toBe(1);
    expect(bigBuffers.acquire(0).length).toBe(64 * 1024);
  });
});
