import { errorBodySchema, languageOfPath, sessionResponseSchema, type ErrorBody } from '@lane/shared';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, vi } from 'vitest';
import type * as z from 'zod/mini';
import { initI18n } from '../src/app/i18n';
import { AppProviders } from '../src/app/providers';
import { createTestRouter } from '../src/app/router';
import { toaster } from '../src/components/ui/toaster';

// Pages and catalogues load on demand, and the first load in a test file includes transforming
// them, which on a busy 2-core run can take seconds. Load them once up front, so that no single
// test pays for it, and leave findBy*/waitFor room for a slow machine.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await Promise.all([
    import('../src/features/landing/LandingPage'),
    import('../src/features/landing/components/CheckoutDialog'),
    import('../src/features/legal/PrivacyPage'),
    import('../src/features/legal/TermsPage'),
    import('../src/features/not-found/NotFoundPage'),
    ...Object.values(import.meta.glob('../src/locales/*/{common,landing,legal}.json')).map((load) => load()),
  ]);
}, 60_000);

// The toaster is one store for the whole file: a toast from one test must not satisfy the next.
afterEach(() => {
  toaster.remove();
});

/** The whole app — layout, routes, providers — at one path, as a user would open it. */
export function renderApp(path: string) {
  // i18next is one instance for the whole file; the app's language gate switches it per path.
  initI18n(languageOfPath(path));
  const router = createTestRouter(path);
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, ...view };
}

/** A success answer checked against the shared schema, so a fixture can't drift from the API. */
export function ok<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
): Response {
  schema.parse(body);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An error answer in the API's shape, checked against the shared error schema. */
export function fail(status: number, body: Omit<ErrorBody, 'message'> & { message?: string }): Response {
  const parsed = errorBodySchema.parse({ message: 'from the test server', ...body });
  return new Response(JSON.stringify(parsed), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch at the network boundary; each call gets the next answer in order. The header's
 * background session check (lib/open-session.ts, a low-priority GET) is answered on the side —
 * no session — and is not among the mock's calls.
 */
export function mockFetch(...answers: Array<Response | Error | Promise<Response>>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockReturnValueOnce(Promise.resolve(answer));
  }
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    init?.priority === 'low' ? Promise.resolve(fail(401, { error: 'no_session' })) : fetchMock(input, init),
  );
  return fetchMock;
}

/** The parsed JSON body of one mocked fetch call. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** GET /api/session for a user's 48-hour pass with 47 whole hours left (`hoursLeft` to the end). */
export function userSessionResponse(hoursLeft = 47.5): Response {
  return ok(sessionResponseSchema, {
    role: 'user',
    remainingHours: 47,
    durationHours: 48,
    expiresAt: new Date(Date.now() + hoursLeft * 3_600_000).toISOString(),
  });
}
