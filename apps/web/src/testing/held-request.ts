/**
 * An XMLHttpRequest that waits until the test answers it, for tests that drive the real flow.js
 * (lib/chunk-uploader.ts): stub it with vi.stubGlobal('XMLHttpRequest', HeldRequest) and answer
 * the requests in `open` one by one, as a server would.
 */
export class HeldRequest {
  static open: HeldRequest[] = [];
  static sent: HeldRequest[] = [];
  static reset(): void {
    HeldRequest.open = [];
    HeldRequest.sent = [];
  }
  readyState = 0;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  url = '';
  method = '';
  upload = { addEventListener: () => {} };
  private listeners = new Map<string, ((this: HeldRequest, event: unknown) => void)[]>();

  addEventListener(type: string, listener: (this: HeldRequest, event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader() {}
  send() {
    HeldRequest.open.push(this);
    HeldRequest.sent.push(this);
  }
  abort() {
    HeldRequest.open = HeldRequest.open.filter((request) => request !== this);
  }
  /** The server's answer: the request ends and flow.js goes on. */
  answer(status = 200, body = status === 200 ? '{"received":true}' : '{"error":"X","message":"Y"}') {
    HeldRequest.open = HeldRequest.open.filter((request) => request !== this);
    this.readyState = 4;
    this.status = status;
    this.responseText = body;
    for (const listener of this.listeners.get('load') ?? []) listener.call(this, {});
  }
  get params(): URLSearchParams {
    return new URL(this.url, 'http://portaal.test').searchParams;
  }
  get fileName(): string {
    return this.params.get('flowFilename') ?? '';
  }
  get chunkNumber(): number {
    return Number(this.params.get('flowChunkNumber'));
  }
}
