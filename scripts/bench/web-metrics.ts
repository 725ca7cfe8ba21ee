/// <reference lib="dom" />
/**
 * The web app's first-view figures, measured in headless Chromium against a running gateway that serves the
 * built SPA (used by `npm run bench -- web` and by web/e2e/first-view-budget.test.ts):
 *
 * - JavaScript of a view: every JavaScript response from the gateway's origin while the view loads with an
 *   empty HTTP cache, until the network is idle, each gzipped here (zlib level 9) so the figure does not depend
 *   on whether the server compresses.
 * - Landing LCP: the guest landing page's Largest Contentful Paint.
 * - Sign in → dashboard: from the click on "Sign in" to the first frame painted after the dashboard greeting
 *   is in the DOM, timed inside the page; the median of a few cold runs.
 *
 * Every measurement gets its own Chromium with a throwaway profile (no storage, no HTTP cache carried over).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.js';

/**
 * Budgets for the JavaScript (gzip, KB) of the first view, checked by web/e2e/first-view-budget.test.ts.
 * The landing page is prerendered and loads well under 1 KB; 100 KB is what the app's entry alone would cost.
 * The dashboard's floor is its libraries: react-dom 63, Apollo Client with graphql and rxjs 48.5, react-router 12,
 * styled-components 11, react 3.3 (about 138 KB); the app's own code adds about 29 KB. Issue 6 asked for 150 KB,
 * which would leave 12 KB for the frame, the dashboard, the session and the routes. It was 162.6 KB then; the product's
 * stat cards, upcoming walks and wellness goals (issue 8) brought it to 167.4 KB. The budget leaves room for the
 * dashboard's last spec'd panel (Recent Messages) and holds the figure against regressions; the failure message
 * lists every file by size. The Report action on every post of the feed (issue 25) brought it to 170.9 KB: the button
 * is 1 KB, its dialog and form fields (3.4 KB) load only when she hovers, focuses or presses it; the budget moved to 172.
 */
export const LANDING_JS_BUDGET_KB = 100;
export const DASHBOARD_JS_BUDGET_KB = 172;

export interface WebMetrics {
  /** JavaScript of the guest landing page `/`, gzip level 9, KB. */
  landingJsGzipKB: number;
  /** JavaScript of `/dashboard` for a signed-in member, gzip level 9, KB. */
  dashboardJsGzipKB: number;
  /** The same, per file (path on the gateway, KB), largest first: what to look at when the budget is exceeded. */
  dashboardJsFiles: JavaScriptFile[];
  /** Largest Contentful Paint of the landing page, ms. */
  landingLcpMs: number;
  /** Median time from the click on "Sign in" to the painted dashboard greeting, ms. */
  signInToDashboardMs: number;
}

export interface JavaScriptFile {
  path: string;
  kb: number;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Extra wait after Playwright's network idle (500 ms without requests), for late timers and paints. */
const SETTLE_MS = 500;
const SIGN_IN_RUNS = 3;
const GREETING_TIMEOUT_MS = 15_000;

/** What the page records while a sign-in is timed (performance.now() values of that document). */
interface SignInTiming {
  clickAt?: number;
  greetingPaintedAt?: number;
}
type TimedWindow = Window & { __signInTiming?: SignInTiming };

/** Measures the four first-view figures of the web app served by the gateway at `gatewayUrl`. */
export async function measureWebMetrics(gatewayUrl: string, credentials: Credentials): Promise<WebMetrics> {
  const baseUrl = gatewayUrl.replace(/\/+$/, '');
  const landing = await measureLanding(baseUrl);
  const dashboardJsFiles = await measureDashboardJavaScript(baseUrl, await signInThroughApi(baseUrl, credentials));
  const signInTimes: number[] = [];
  for (let run = 0; run < SIGN_IN_RUNS; run++) signInTimes.push(await timeSignIn(baseUrl, credentials));
  return {
    landingJsGzipKB: landing.javaScriptKB,
    dashboardJsGzipKB: totalKB(dashboardJsFiles),
    dashboardJsFiles,
    landingLcpMs: landing.lcpMs,
    signInToDashboardMs: median(signInTimes),
  };
}

/* ------------------------------------------------------------------------------------------------ the views */

/** The guest landing page, cold: its JavaScript and its Largest Contentful Paint. */
function measureLanding(baseUrl: string): Promise<{ javaScriptKB: number; lcpMs: number }> {
  return withFreshBrowser(async (context, page) => {
    const javaScriptKB = recordJavaScript(context, baseUrl);
    await openUntilIdle(page, `${baseUrl}/`);
    return { javaScriptKB: totalKB(await javaScriptKB()), lcpMs: await largestContentfulPaint(page) };
  });
}

/** The dashboard of a member already signed in (tokens in localStorage before the app starts), cold cache. */
function measureDashboardJavaScript(baseUrl: string, tokens: { accessToken: string; refreshToken: string }): Promise<JavaScriptFile[]> {
  return withFreshBrowser(async (context, page) => {
    await context.addInitScript(
      ({ origin, accessToken, refreshToken }) => {
        if (location.origin !== origin) return;
        localStorage.setItem('access_token', accessToken);
        localStorage.setItem('refresh_token', refreshToken);
      },
      { origin: new URL(baseUrl).origin, ...tokens },
    );
    const javaScriptFiles = recordJavaScript(context, baseUrl);
    await openUntilIdle(page, `${baseUrl}/dashboard`);
    // Without the greeting the figure would be some other page's (e.g. the sign-in form's after a redirect).
    if ((await page.locator('#dashboard-greeting').count()) === 0) {
      throw new Error(`the dashboard did not render for the signed-in member (page at ${page.url()})`);
    }
    return javaScriptFiles();
  });
}

/** One cold sign-in through the form: ms from the click on "Sign in" to the painted dashboard greeting. */
function timeSignIn(baseUrl: string, credentials: Credentials): Promise<number> {
  return withFreshBrowser(async (_context, page) => {
    await openUntilIdle(page, `${baseUrl}/login`);
    await page.getByLabel('Email address').fill(credentials.email);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.evaluate(startSignInTiming);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    try {
      await page.waitForFunction(() => (window as TimedWindow).__signInTiming?.greetingPaintedAt !== undefined, undefined, {
        timeout: GREETING_TIMEOUT_MS,
      });
    } catch (error) {
      throw new Error(
        `the dashboard greeting (#dashboard-greeting) did not appear within ${GREETING_TIMEOUT_MS / 1000} s of clicking ` +
          `"Sign in" as ${credentials.email} (page at ${page.url()})`,
        { cause: error },
      );
    }
    return page.evaluate(() => {
      const timing = (window as TimedWindow).__signInTiming!;
      return timing.greetingPaintedAt! - timing.clickAt!;
    });
  });
}

/* ------------------------------------------------------------------------------------------- in the page */

/**
 * Runs in the page before the click: stamps the (capturing, so first) click, and the first frame after
 * `#dashboard-greeting` enters the DOM — a requestAnimationFrame callback runs just before that frame's paint,
 * a task queued from it just after. No named inner functions: tsx's keepNames would wrap them in a helper that
 * does not exist in the page.
 */
function startSignInTiming(): void {
  const timing: SignInTiming = {};
  (window as TimedWindow).__signInTiming = timing;
  document.addEventListener('click', () => (timing.clickAt ??= performance.now()), { capture: true });
  const observer = new MutationObserver(() => {
    if (!document.getElementById('dashboard-greeting')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (timing.greetingPaintedAt = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The start time of the page's last Largest Contentful Paint entry, in ms. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        // Buffered entries arrive in one callback soon after observe(); none within a second means none at all.
        const timer = setTimeout(() => reject(new Error('no largest-contentful-paint entry')), 1000);
        new PerformanceObserver((list, observer) => {
          const last = list.getEntries().at(-1);
          if (!last) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/* ---------------------------------------------------------------------------------------------- plumbing */

/** Runs `use` in a new Chromium with a throwaway profile; always closes the browser and removes the profile. */
async function withFreshBrowser<T>(use: (context: BrowserContext, page: Page) => Promise<T>): Promise<T> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'momstride-web-metrics-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    });
    try {
      context.setDefaultTimeout(30_000);
      return await use(context, context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
    }
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
}

async function openUntilIdle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Starts recording the JavaScript that the gateway's origin sends to `context`; the returned function (call it
 * before the browser closes) gzips each body once per URL and returns each file's KB, largest first.
 */
function recordJavaScript(context: BrowserContext, baseUrl: string): () => Promise<JavaScriptFile[]> {
  const origin = new URL(baseUrl).origin;
  const responses = new Map<string, Response>();
  context.on('response', (response) => {
    if (isJavaScriptFrom(origin, response)) responses.set(response.url(), response);
  });
  return async () => {
    const files = await Promise.all(
      [...responses.values()].map(async (response) => ({
        path: new URL(response.url()).pathname,
        kb: gzipSync(await response.body(), { level: 9 }).length / 1024,
      })),
    );
    return files.sort((a, b) => b.kb - a.kb);
  };
}

/** The total of files' sizes, KB. */
export const totalKB = (files: readonly JavaScriptFile[]): number => files.reduce((sum, file) => sum + file.kb, 0);

function isJavaScriptFrom(origin: string, response: Response): boolean {
  const url = new URL(response.url());
  if (url.origin !== origin || !response.ok()) return false;
  return (
    response.request().resourceType() === 'script' ||
    /javascript/i.test(response.headers()['content-type'] ?? '') ||
    /\.m?js$/.test(url.pathname)
  );
}

/** A session for the member through the gateway's GraphQL API (not timed, not counted). */
async function signInThroughApi(baseUrl: string, credentials: Credentials): Promise<{ accessToken: string; refreshToken: string }> {
  const reply = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }',
      variables: { input: { email: credentials.email, password: credentials.password } },
    }),
  });
  const body = (await reply.json().catch(() => null)) as {
    data?: { login?: { accessToken: string; refreshToken: string } };
    errors?: unknown;
  } | null;
  const session = body?.data?.login;
  if (!reply.ok || !session) throw new Error(`sign-in of ${credentials.email} failed: ${reply.status} ${JSON.stringify(body?.errors ?? body)}`);
  return session;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
