import { SPANISH_PREFIX } from '@lane/shared';
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';

// Every page but the landing is its own chunk (DESIGN §8): the landing loads only what it shows.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const landing = page(() => import('../features/landing/LandingPage'));
const pages: RouteObject[] = [
  { index: true, lazy: landing },
  { path: 'access', lazy: page(() => import('../features/access/AccessPage')) },
  { path: 'lane', lazy: page(() => import('../features/chat/LanePage')) },
  { path: 'privacy', lazy: page(() => import('../features/legal/PrivacyPage')) },
  { path: 'terms', lazy: page(() => import('../features/legal/TermsPage')) },
  { path: 'payment-success', lazy: page(() => import('../features/payment/PaymentSuccessPage')) },
];
const notFound: RouteObject = { path: '*', lazy: page(() => import('../features/not-found/NotFoundPage')) };

/** The spec's routes (§2), in English at the root and in Spanish under /es; anything else is the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: SPANISH_PREFIX.slice(1), children: [...pages, notFound] },
      ...pages,
      notFound,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

/** For tests: the whole app at one path. */
export function createTestRouter(path: string) {
  return createMemoryRouter(appRoutes, { initialEntries: [path] });
}
