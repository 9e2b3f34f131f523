import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAdminHttp, NO_ANSWER, type UploadProgress } from './http';

/**
 * The browser's XMLHttpRequest as a picture upload uses it, standing in so that a test plays the
 * network: what the app opened and set, its upload's progress, then the server's answer.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  /** `loaded` of `total` bytes gone. */
  sent(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function uploading(csrf: string | null = 'token-1') {
  const http = createAdminHttp({ baseUrl: 'http://shop.test', XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest });
  http.setCsrfToken(csrf);
  const heard: UploadProgress[] = [];
  const form = new FormData();
  form.append('picture', new Blob(['x']), 'a.jpg');
  const answer = http.upload<{ id: number }>('/admin/products/7/pictures/', form, (p) => heard.push(p));
  return { answer, heard, xhr: FakeXhr.last!, form };
}

describe("a picture's upload by XMLHttpRequest (admin/http.ts)", () => {
  it('posts the form with the CSRF header, tells each step of its bytes, then all sent, and answers the data', async () => {
    const { answer, heard, xhr, form } = uploading();
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://shop.test/api/admin/products/7/pictures/']);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'X-CSRF-Token': 'token-1' });
    expect(xhr.body).toBe(form);
    xhr.sent(420, 1000);
    xhr.sent(1000, 1000);
    xhr.answer(200, JSON.stringify({ status: 'ok', data: { id: 7 }, errors: [] }));
    expect(await answer).toEqual({ id: 7 });
    expect(heard).toEqual([
      { sent: 420, total: 1000 },
      { sent: 1000, total: 1000 },
      { sent: 1000, total: 1000 },
    ]);
  });

  it('sends no CSRF header when signed out (the api refuses it as a POST without one)', () => {
    const { xhr } = uploading(null);
    expect(xhr.headers).toEqual({ Accept: 'application/json' });
  });

  it("refuses with the envelope's Russian message and status, as the other calls do", async () => {
    const { answer, xhr } = uploading();
    const message = 'Картинка меньше 800 пикселей по меньшей стороне';
    xhr.answer(422, JSON.stringify({ status: 'error', data: null, errors: [{ code: 'too_small', message }] }));
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message, status: 422 });
  });

  it('says the server did not answer for a page that is not the envelope, and for a lost connection', async () => {
    const proxy = uploading();
    proxy.xhr.answer(502, '<html>Bad Gateway</html>');
    await expect(proxy.answer).rejects.toMatchObject({ message: NO_ANSWER, status: 502 });
    const lost = uploading();
    lost.xhr.onerror?.();
    await expect(lost.answer).rejects.toMatchObject({ message: NO_ANSWER, status: 503 });
  });
});
