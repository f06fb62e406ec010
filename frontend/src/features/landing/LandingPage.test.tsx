import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { perLanguage } from '../../../test/copy';
import { renderApp } from '../../../test/render-app';

/** What the landing page says, each expectation in English and in Spanish side by side. */
const PAGES = perLanguage({
  path: { en: '/', es: '/es' },
  title: {
    en: 'The Right Words Can Save or Make You Hundreds',
    es: 'Las palabras correctas pueden ahorrarle o hacerle ganar cientos',
  },
  highlights: {
    en: ['Strategy in seconds', 'Private—No Data Saved', 'English & Spanish Support'],
    es: ['Estrategia en segundos', 'Privado: no se guardan datos', 'Soporte en inglés y español'],
  },
  heroButton: { en: 'You Got This', es: 'Sí se puede' },
  rating: { en: 'Rated 5 out of 5 stars', es: 'Calificación: 5 de 5 estrellas' },
  features: {
    en: [
      'Ready-to-Use Scripts',
      'Expert Strategies',
      'Instant Results',
      'Your Privacy Respected',
      'Bilingual Support',
      'Insider Negotiation Playbook',
    ],
    es: [
      'Guiones listos para usar',
      'Estrategias expertas',
      'Resultados al instante',
      'Su privacidad, respetada',
      'Soporte bilingüe',
      'Manual de negociación de expertos',
    ],
  },
  plans: {
    en: [
      ['Quick Help', '$9.99', '48 hours of access'],
      ['Monthly Access', '$24.99', '30 days of access'],
    ],
    es: [
      ['Ayuda Rápida', '$9.99', '48 horas de acceso'],
      ['Acceso Mensual', '$24.99', '30 días de acceso'],
    ],
  },
  popular: { en: 'MOST POPULAR', es: 'MÁS POPULAR' },
  planFeatures: {
    en: [
      'Unlimited AI responses',
      'Talking points and scripts',
      'Insider negotiation playbook',
      'Bilingual: English & Spanish',
      'No subscription',
      'No data saved after your session',
    ],
    es: [
      'Respuestas de IA ilimitadas',
      'Puntos clave y guiones',
      'Manual de negociación de expertos',
      'Bilingüe: inglés y español',
      'Sin suscripción',
      'No se guardan datos después de su sesión',
    ],
  },
  firstQuestion: { en: 'What is Lane?', es: '¿Qué es Lane?' },
  firstAnswer: {
    en: /an AI assistant that helps you prepare/,
    es: /asistente de IA que le ayuda a prepararse/,
  },
  cta: { en: 'Get Started', es: 'Comenzar' },
} as const);

/** The landmark region a section's id names, e.g. #pricing. */
function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No #${id} section`);
  return element;
}

describe.each(['en', 'es'] as const)('the landing page in %s', (lang) => {
  const page = PAGES[lang];

  it('opens with the hero: headline, three highlights, the jump to #features and a five-star testimonial', async () => {
    renderApp(page.path);
    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    const highlights = screen.getByRole('list', { name: /Lane/ });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(page.highlights);
    expect(screen.getByRole('link', { name: page.heroButton })).toHaveAttribute('href', '#features');
    expect(screen.getByRole('img', { name: page.rating })).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(/\$1,840/);
  });

  it('shows the six feature cards in #features', async () => {
    renderApp(page.path);
    await screen.findByRole('heading', { level: 1 });
    const features = within(section('features'));
    expect(features.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      page.features,
    );
  });

  it('shows six use-case cards of three examples each in #use-cases', async () => {
    renderApp(page.path);
    await screen.findByRole('heading', { level: 1 });
    const cards = within(section('use-cases')).getAllByRole('heading', { level: 3 });
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      const examples = within(card.closest('li') as HTMLElement).getAllByRole('listitem');
      expect(examples, card.textContent ?? '').toHaveLength(3);
      for (const example of examples) expect(example.textContent?.trim()).not.toBe('');
    }
  });

  it('prices the two plans from the shared plans, Quick Help marked most popular, each listing the included features', async () => {
    renderApp(page.path);
    await screen.findByRole('heading', { level: 1 });
    const plans = within(section('pricing')).getAllByRole('article');
    expect(plans).toHaveLength(2);
    plans.forEach((plan, index) => {
      const [title, price, duration] = page.plans[index]!;
      const card = within(plan);
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(title);
      expect(card.getByText(price)).toBeInTheDocument();
      expect(card.getByText(duration)).toBeInTheDocument();
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(page.planFeatures);
    });
    expect(within(plans[0]!).getByText(page.popular)).toBeInTheDocument();
    expect(within(plans[1]!).queryByText(page.popular)).not.toBeInTheDocument();
  });

  it('answers nine questions in an accordion in #faq', async () => {
    const { user } = renderApp(page.path);
    await screen.findByRole('heading', { level: 1 });
    const faq = within(section('faq'));
    const questions = faq.getAllByRole('button');
    expect(questions).toHaveLength(9);
    // Each question is a heading, so screen reader users can jump between them.
    expect(faq.getAllByRole('heading', { level: 3 })).toHaveLength(9);

    const first = faq.getByRole('button', { name: page.firstQuestion });
    const answer = () => document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(answer()).toHaveAttribute('hidden');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(answer()).not.toHaveAttribute('hidden'));
    expect(answer()).toHaveTextContent(page.firstAnswer);
  });

  it('closes with a call to action whose Get Started link jumps to #pricing', async () => {
    renderApp(page.path);
    await screen.findByRole('heading', { level: 1 });
    expect(within(section('cta')).getByRole('link', { name: page.cta })).toHaveAttribute('href', '#pricing');
  });
});

describe('the landing copy', () => {
  it('never claims to replace a lawyer or to guarantee savings', async () => {
    for (const path of ['/', '/es']) {
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/replaces? (a |your )?lawyer|instead of a lawyer|guarantee/i);
      expect(text).not.toMatch(/reemplaza (a )?(un|su) abogado|garantiza/i);
      unmount();
    }
  });
});
