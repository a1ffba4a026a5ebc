import { Readable } from 'node:stream';
import { requestPayload } from './body';

async function text(body: BodyInit | undefined): Promise<string> {
  return new Response(body).text();
}

describe('requestPayload with multipart streams', () => {
  const contentType = 'multipart/form-data; boundary=x';

  it('sends a Node Readable as a one-shot web stream', async () => {
    const payload = requestPayload('POST', {
      multipart: {
        body: Readable.from([Buffer.from('--x\r\n'), Buffer.from('hello\r\n--x--')]),
        contentType,
      },
    });
    expect(payload.streamed).toBe(true);
    expect(payload.body).toBeInstanceOf(ReadableStream);
    expect(await text(payload.body)).toBe('--x\r\nhello\r\n--x--');
  });

  it('passes a web ReadableStream through as a stream', async () => {
    const stream = new Blob(['--x--']).stream();
    const payload = requestPayload('POST', { multipart: { body: stream, contentType } });
    expect(payload.streamed).toBe(true);
    expect(await text(payload.body)).toBe('--x--');
  });

  it('keeps bytes replayable (not streamed)', async () => {
    const payload = requestPayload('POST', {
      multipart: { body: new TextEncoder().encode('--x--'), contentType },
    });
    expect(payload.streamed).toBe(false);
    expect(await text(payload.body)).toBe('--x--');
  });

  it('reads only what is asked: backpressure reaches the source', async () => {
    let produced = 0;
    const source = new Readable({
      highWaterMark: 1,
      read() {
        produced += 1;
        this.push(produced > 1000 ? null : Buffer.alloc(1024));
      },
    });
    const payload = requestPayload('POST', { multipart: { body: source, contentType } });
    const reader = (payload.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBeLessThan(50);
    await reader.cancel();
  });
});
