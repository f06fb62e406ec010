import { SPANISH_PREFIX } from '@lane/shared';
import { lazy } from 'react';
import { createBrowserRouter, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';

// Every page but the landing is its own chunk (bench/README.md, "The targets"): the landing loads only what it shows.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

// Each page is one route for both languages (`es?/access` matches /access and /es/access), so
// switching language re-renders the page in place instead of replacing it: the conversation on
// /lane survives a switch to Spanish and back.
const spanish = `${SPANISH_PREFIX.slice(1)}?`;
const at = (path: string) => (path ? `${spanish}/${path}` : spanish);

// The playbook is its own chunk with its own namespace (bench/README.md, "The targets"): only /lane ever loads it. The
// chat page holds a place for it, so the two features meet here, in the app, not in each other.
const Playbook = lazy(() => import('../features/playbook/Playbook'));

const chatPage = async () => {
  const { default: ChatPage } = await import('../features/chat/ChatPage');
  return { Component: () => <ChatPage aside={<Playbook />} /> };
};

const pages: RouteObject[] = [
  { path: at(''), lazy: page(() => import('../features/landing/LandingPage')) },
  { path: at('access'), lazy: page(() => import('../features/access/AccessPage')) },
  { path: at('lane'), lazy: chatPage },
  { path: at('privacy'), lazy: page(() => import('../features/legal/PrivacyPage')) },
  { path: at('terms'), lazy: page(() => import('../features/legal/TermsPage')) },
  { path: at('payment-success'), lazy: page(() => import('../features/payment/PaymentSuccessPage')) },
  { path: '*', lazy: page(() => import('../features/not-found/NotFoundPage')) },
];

/** The app's routes, in English at the root and in Spanish under /es; anything else is the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    // The first load of a lazy page shows the layout's own fallback; nothing to hydrate.
    HydrateFallback: () => null,
    children: pages,
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/**
 * Loads the code of the routes this path shows, so a router created afterwards renders the page at
 * once: a prerendered page hydrates with the same tree the server rendered, not a fallback.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** For tests: the whole app at one path. */
export function createTestRouter(path: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [path] });
}
