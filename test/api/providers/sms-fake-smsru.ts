/**
 * A local stand-in for SMS.ru's POST /sms/send (json=1) on an ephemeral port. It records every
 * request and plays, request by request, what the test lines up in `script` (then 'ok'): an accepted
 * message, an outage (code 220, or HTTP 503), a refusal of the number (code 207), or a hang
 * longer than any timeout. `accepted` lists the messages it took, as a phone would receive them.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export const API_ID = 'TEST-API-ID';

export type FakeAnswer = 'ok' | 'outage' | 'http-503' | 'refuse' | 'hang';

export interface SmsRuRequest {
  apiId: string;
  to: string;
  msg: string;
  json: string;
  from?: string;
}

export interface FakeSmsRu {
  /** The API base, as SMSRU_API_URL. */
  url: string;
  requests: SmsRuRequest[];
  accepted: Array<{ to: string; msg: string; smsId: string }>;
  /** What the coming requests get, in order; once empty, every request is accepted. */
  script: FakeAnswer[];
  /** How long an accepted message takes to answer, ms (for the graceful-stop test). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeSmsRu(): Promise<FakeSmsRu> {
  const fake: FakeSmsRu = { url: '', requests: [], accepted: [], script: [], delayMs: 0, close: async () => {} };
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.post('/sms/send', async (req, res) => {
    const body = req.body as Record<string, string>;
    const request = { apiId: body.api_id ?? '', to: body.to ?? '', msg: body.msg ?? '', json: body.json ?? '', from: body.from };
    fake.requests.push(request);
    const answer = fake.script.shift() ?? 'ok';
    if (request.apiId !== API_ID) {
      res.json({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
      return;
    }
    if (answer === 'hang') return; // never answers: the client's timeout ends it
    if (answer === 'http-503') {
      res.status(503).send('Service Unavailable');
      return;
    }
    if (answer === 'outage') {
      res.json({ status: 'ERROR', status_code: 220, status_text: 'Сервис временно недоступен, попробуйте чуть позже' });
      return;
    }
    if (answer === 'refuse') {
      res.json({
        status: 'OK',
        status_code: 100,
        sms: { [request.to]: { status: 'ERROR', status_code: 207, status_text: 'На этот номер нельзя отправлять сообщения' } },
        balance: 100,
      });
      return;
    }
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const smsId = `000000-${String(fake.accepted.length + 1).padStart(8, '0')}`;
    fake.accepted.push({ to: request.to, msg: request.msg, smsId });
    res.json({ status: 'OK', status_code: 100, sms: { [request.to]: { status: 'OK', status_code: 100, sms_id: smsId } }, balance: 99.5 });
  });

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
