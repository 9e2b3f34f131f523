import stylesheet from 'altcha/altcha.css';
import worker from 'altcha/workers/pbkdf2';
import { api } from '../../hooks/fetcher';

/**
 * The ALTCHA widget (docs/decisions/035-sign-in-abuse.md), loaded only when the api asks a form for
 * proof of work: its code, its Russian texts, its worker and its stylesheet are in no page's first
 * load. Under the page's CSP: the widget's external build injects no style or script of its own,
 * its worker and stylesheet are files of our origin (`worker-src 'self'`, `style-src 'self'`).
 * The widget's code is imported dynamically, so that the server's bundle, which bundles the client,
 * never loads it; the worker and the stylesheet are only their URLs (build/file-urls.ts; the
 * server's bundle takes them as empty strings), imported statically: a dynamic import of one would
 * be a lazy chunk outside the entry's shared one (build/entry-chunk.ts refuses it).
 */

/** The algorithm of the api's challenges (api/limits/proof.ts). */
const ALGORITHM = 'PBKDF2/SHA-256';
/** Workers solving at once: a phone's big cores, without heating a many-core desktop for it. */
const MAX_WORKERS = 4;

let loading: Promise<void> | undefined;

function load(): Promise<void> {
  loading ??= (async () => {
    await Promise.all([import('altcha/external'), import('altcha/i18n/ru')]);
    globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker(worker));
    globalThis.$altcha.defaults.set({
      language: 'ru',
      // The widget fetches `challenge`; ours comes in the shop's envelope, so through the api's client.
      challenge: '/api/profile/codeChallenge/',
      fetch: challengeAnswer,
      workers: Math.max(1, Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2)),
      hideFooter: true,
      hideLogo: true,
      // Nothing but the proof is sent: no record of the shopper's pointer and keys.
      humanInteractionSignature: false,
    });
    await linkStylesheet(stylesheet);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The api's challenge as the widget reads an answer: the bare challenge, as JSON. */
async function challengeAnswer(): Promise<Response> {
  const challenge = await api.request('GET /profile/codeChallenge/', {});
  return new Response(JSON.stringify(challenge), { status: 200, headers: { 'content-type': 'application/json' } });
}

function linkStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`Не загрузился ${href}`));
  });
  document.head.append(link);
  return loaded;
}

export interface ProofWidgetOptions {
  /** Starts solving as soon as it shows (the shopper has just asked); otherwise at a tap on «Я не робот». */
  auto: boolean;
  /** The solution's payload, for the request's `altcha`. */
  onVerified(payload: string): void;
}

/** Shows the widget in `container` (loading it first); answers what removes it. */
export async function mountProofWidget(container: HTMLElement, { auto, onVerified }: ProofWidgetOptions): Promise<() => void> {
  await load();
  const widget = document.createElement('altcha-widget');
  // Set before it is in the page: its methods exist only once it has mounted.
  widget.setAttribute('auto', auto ? 'onload' : 'off');
  widget.addEventListener('verified', (event) => onVerified((event as CustomEvent<{ payload: string }>).detail.payload));
  container.append(widget);
  return () => widget.remove();
}
