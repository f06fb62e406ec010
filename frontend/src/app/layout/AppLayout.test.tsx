import { APP_PATHS, SUPPORT_EMAIL } from '@lane/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { appRoutes } from '../router';
import { HEADER_SCROLL_THRESHOLD } from './Header';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollWindowTo(0));

/** The route the router would render for a path: its own path pattern, or '' for the landing. */
/** The page a path lands on, named by its route path without the optional /es segment. */
function leafRoute(path: string): string | undefined {
  const matches = matchRoutes(appRoutes, path);
  const leaf = matches?.at(-1)?.route;
  return leaf?.index ? '' : leaf?.path?.replace(/^es\?\/?/, '');
}

/** Header links live behind the menu toggle on small screens, which is what jsdom lays out. */
async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  const banner = screen.getByRole('banner');
  await user.click(within(banner).getByRole('button', { name: /menu|menú/i }));
  return within(banner);
}

describe('the route table', () => {
  it.each([
    ['/', ''],
    ['/es', ''],
    ['/access', 'access'],
    ['/es/access', 'access'],
    ['/lane', 'lane'],
    ['/es/lane', 'lane'],
    ['/privacy', 'privacy'],
    ['/es/privacy', 'privacy'],
    ['/terms', 'terms'],
    ['/es/terms', 'terms'],
    ['/payment-success', 'payment-success'],
    ['/es/payment-success', 'payment-success'],
  ])('routes %s to its page', (path, route) => {
    expect(leafRoute(path)).toBe(route);
  });

  it('has a page for every path the server answers with 200', () => {
    for (const path of APP_PATHS) expect(leafRoute(path), path).not.toBe('*');
  });

  it.each(['/pricing', '/es/nope', '/escape', '/lane/extra', '/es/es'])(
    'sends %s to the 404 page',
    (path) => {
      expect(leafRoute(path)).toBe('*');
    },
  );

  it('renders the English 404 page with a way home, and keeps it out of search engines', async () => {
    const { user, router } = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Page not found — Lane');

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /The Right Words/ })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('renders the Spanish 404 page with its link back to /es', async () => {
    renderApp('/es/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Ups! Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

describe('the language switch', () => {
  it.each([
    [
      '/',
      '/es',
      'The Right Words Can Save or Make You Hundreds',
      'Las palabras correctas pueden ahorrarle o hacerle ganar cientos',
    ],
    ['/privacy', '/es/privacy', 'Privacy Policy', 'Política de privacidad'],
    ['/terms', '/es/terms', 'Terms of Service', 'Términos del servicio'],
    ['/lost', '/es/lost', 'Oops! Page not found', '¡Ups! Página no encontrada'],
  ])(
    'goes from %s to %s and back, keeping the page',
    async (english, spanish, englishTitle, spanishTitle) => {
      const { user, router } = renderApp(english);
      expect(await screen.findByRole('heading', { level: 1, name: englishTitle })).toBeInTheDocument();

      let header = await openMenu(user);
      const toSpanish = header.getByRole('link', { name: 'Español' });
      expect(toSpanish).toHaveAttribute('href', spanish);
      expect(toSpanish).toHaveAttribute('lang', 'es');
      await user.click(toSpanish);

      expect(await screen.findByRole('heading', { level: 1, name: spanishTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(spanish);
      expect(document.documentElement.lang).toBe('es');

      header = await openMenu(user);
      const toEnglish = header.getByRole('link', { name: 'English' });
      expect(toEnglish).toHaveAttribute('href', english);
      await user.click(toEnglish);

      expect(await screen.findByRole('heading', { level: 1, name: englishTitle })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(english);
      expect(document.documentElement.lang).toBe('en');
    },
  );

  it('keeps the query and the anchor of the current page', async () => {
    const { user } = renderApp('/terms?from=mail#section-4');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const header = await openMenu(user);
    expect(header.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/terms?from=mail#section-4',
    );
  });

  it('offers the other language in the footer and marks the current one', async () => {
    const { user, router } = renderApp('/es/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });
    const languages = within(screen.getByRole('navigation', { name: 'Idioma' }));
    expect(languages.getByText('Español')).toHaveAttribute('aria-current', 'true');
    await user.click(languages.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });
});

describe('the header', () => {
  it(`turns solid only once the page is scrolled more than ${HEADER_SCROLL_THRESHOLD} px`, async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // The header is looked up after each scroll: under load the layout can render it again (its
    // catalogue arriving), and an element held from before would be a detached copy.
    const header = () => screen.getByRole('banner');
    expect(header()).toHaveAttribute('data-scrolled', 'false');

    // A header rendered again subscribes to scrolling in an effect, after its render: each check
    // waits for that effect, which reads the scroll position again.
    scrollWindowTo(19);
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'false'));
    scrollWindowTo(20);
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'false'));
    scrollWindowTo(21);
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'true'));
    scrollWindowTo(19);
    await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', 'false'));
  });

  it('links the logo home in each language', async () => {
    renderApp('/es/terms');
    await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Lane/ })).toHaveAttribute(
      'href',
      '/es',
    );
  });

  it('opens and closes the mobile menu with its two links, announcing its state', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /The Right Words/ });
    const banner = within(screen.getByRole('banner'));
    const toggle = banner.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(banner.getByRole('link', { name: 'Access' })).toHaveAttribute('href', '/access');
    expect(banner.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(banner.getByRole('link', { name: 'Access' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access'));
    // Navigating closes the menu.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('says Acceso and English on Spanish pages', async () => {
    const { user } = renderApp('/es');
    await screen.findByRole('heading', { level: 1, name: /Las palabras correctas/ });
    const header = await openMenu(user);
    expect(header.getByRole('link', { name: 'Acceso' })).toHaveAttribute('href', '/es/access');
    expect(header.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });
});

describe('the footer', () => {
  it.each([
    ['/', 'Privacy Policy', '/privacy', 'Terms of Service', '/terms', 'Access', '/access', /not a lawyer/],
    [
      '/es',
      'Política de privacidad',
      '/es/privacy',
      'Términos del servicio',
      '/es/terms',
      'Acceso',
      '/es/access',
      /no es un abogado/,
    ],
  ])(
    'on %s links privacy, terms and access in the page language',
    async (path, privacy, privacyHref, terms, termsHref, access, accessHref, lawyerNote) => {
      renderApp(path);
      const footer = within(await screen.findByRole('contentinfo'));
      await screen.findByRole('heading', { level: 1 });
      expect(footer.getByRole('link', { name: privacy })).toHaveAttribute('href', privacyHref);
      expect(footer.getByRole('link', { name: terms })).toHaveAttribute('href', termsHref);
      expect(footer.getByRole('link', { name: access })).toHaveAttribute('href', accessHref);
      expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${SUPPORT_EMAIL}`,
      );
      expect(footer.getByText(lawyerNote)).toBeInTheDocument();
      expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Lane`))).toBeInTheDocument();
    },
  );
});

describe('document and focus', () => {
  it('sets the language, title and description of each page', async () => {
    const { user } = renderApp('/es/terms');
    await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' });
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Términos del servicio — Lane');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /sin reembolsos/,
    );

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Política de privacidad' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' });
    expect(document.title).toBe('Política de privacidad — Lane');
  });

  it('moves focus to the new page’s heading after a navigation, for keyboard and screen reader users', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /The Right Words/ });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone on the first load', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.body).toHaveFocus();
  });

  it('has a skip link that moves focus into the main content', async () => {
    const { user } = renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('switching language on /lane', () => {
  it('keeps the page mounted, so a conversation survives the switch', () => {
    const english = matchRoutes(appRoutes, '/lane')?.at(-1)?.route;
    const spanish = matchRoutes(appRoutes, '/es/lane')?.at(-1)?.route;
    expect(english).toBeDefined();
    expect(spanish).toBe(english);
  });
});
