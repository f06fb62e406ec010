import { sessionResponseSchema } from '@lane/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderApp } from '../../../test/render-app';

const TABS_EN = [
  'Handling questions',
  'Sales tactics',
  'Escalating',
  'Staying calm',
  'Confident phrases',
  'Industry tactics',
  'When the rep says no',
];

const SALES_TACTICS_EN = [
  'Limited authority',
  'The high price first',
  'False urgency',
  'The bundle',
  'The silent treatment',
  'Splitting the difference',
  'The monthly payment focus',
];

const SALES_TACTICS_ES = [
  'Autoridad limitada',
  'Primero el precio alto',
  'Falsa urgencia',
  'El paquete',
  'El silencio',
  'Partir la diferencia',
  'Hablar solo del pago mensual',
  'Cierre inmediato',
];

/** The playbook sits beside the chat on /lane, so it is opened the way a person opens it. */
async function openPlaybook(path = '/lane') {
  mockFetch(
    ok(sessionResponseSchema, {
      role: 'user',
      remainingHours: 40,
      durationHours: 48,
      expiresAt: new Date(Date.now() + 40 * 3_600_000).toISOString(),
    }),
  );
  const { user } = renderApp(path);
  const tabs = await screen.findByRole('tablist');
  return { user, tabs: within(tabs) };
}

/** The panel of the selected tab (a panel left behind may still be fading out). */
function selectedPanel(): HTMLElement {
  const selected = screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
  const panel = document.getElementById(selected?.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('No tab panel is open');
  return panel;
}
const panel = () => within(selectedPanel());
const triggersIn = (scope: ReturnType<typeof panel>) =>
  scope.getAllByRole('button', { expanded: false }).map((button) => button.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the playbook', () => {
  it('shows the seven tabs in order, with handling questions open by default', async () => {
    const { tabs } = await openPlaybook();
    expect(screen.getByRole('heading', { level: 2, name: 'Negotiation Playbook' })).toBeInTheDocument();
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS_EN);
    expect(tabs.getByRole('tab', { name: 'Handling questions' })).toHaveAttribute('aria-selected', 'true');
    expect(panel().getByRole('heading', { name: /What's your budget\?/ })).toBeInTheDocument();
    expect(
      panel().getByText(
        "I'd rather hear the best price you can offer first. Then I'll tell you if it works for me.",
      ),
    ).toBeInTheDocument();
  });

  it('moves between tabs with the keyboard', async () => {
    const { user, tabs } = await openPlaybook();
    await user.click(tabs.getByRole('tab', { name: 'Handling questions' }));
    await user.keyboard('{ArrowRight}');
    const salesTactics = tabs.getByRole('tab', { name: 'Sales tactics' });
    await waitFor(() => expect(salesTactics).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(salesTactics).toHaveAttribute('aria-selected', 'true'));
    // The panel that was open may still be fading out: read the new one once it is in place.
    await waitFor(() => expect(triggersIn(panel())).toEqual(SALES_TACTICS_EN));
  });

  it('lists the seven sales tactics in English and opens one to show how to respond', async () => {
    const { user, tabs } = await openPlaybook();
    await user.click(tabs.getByRole('tab', { name: 'Sales tactics' }));
    await waitFor(() => expect(triggersIn(panel())).toEqual(SALES_TACTICS_EN));
    expect(panel().queryByText('The close-now push')).not.toBeInTheDocument();

    await user.click(panel().getByRole('button', { name: 'False urgency' }));
    // The accordion opens on its own render: on a busy machine, after the click returns.
    await waitFor(() =>
      expect(panel().getByRole('button', { name: 'False urgency' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await waitFor(() =>
      expect(
        panel().getByText(
          "If it's a good offer today, it will still be good tomorrow. Please email it to me with the end date and I'll decide by then.",
        ),
      ).toBeVisible(),
    );
  });

  it('adds close-now to the Spanish sales tactics', async () => {
    const { user, tabs } = await openPlaybook('/es/lane');
    expect(screen.getByRole('heading', { level: 2, name: 'Manual de negociación' })).toBeInTheDocument();
    await user.click(tabs.getByRole('tab', { name: 'Tácticas de venta' }));
    await waitFor(() => expect(triggersIn(panel())).toEqual(SALES_TACTICS_ES));
    await user.click(panel().getByRole('button', { name: 'Cierre inmediato' }));
    await waitFor(() =>
      expect(
        panel().getByText('Muéstreme primero su mejor precio por escrito. Si me funciona, le digo que sí.'),
      ).toBeVisible(),
    );
  });

  it('covers medical bills, credit card fees, landlord disputes and auto repairs', async () => {
    const { user, tabs } = await openPlaybook();
    await user.click(tabs.getByRole('tab', { name: 'Industry tactics' }));
    // The panel that was open may still be fading out: read the new one once it is in place.
    await waitFor(() =>
      expect(triggersIn(panel())).toEqual([
        'Medical bills',
        'Credit card fees',
        'Landlord disputes',
        'Auto repairs',
      ]),
    );
    await user.click(panel().getByRole('button', { name: 'Medical bills' }));
    // The accordion opens on its own render: on a busy machine, after the click returns.
    await waitFor(() =>
      expect(panel().getByRole('heading', { name: 'Know the No Surprises Act' })).toBeVisible(),
    );
  });

  it.each(['/lane', '/es/lane'])(
    'shows real text, never a translation key, on every tab of %s',
    async (path) => {
      const { user, tabs } = await openPlaybook(path);
      for (const tab of tabs.getAllByRole('tab')) {
        await user.click(tab);
        await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
        // Closed accordion items are in the DOM too, so their text is checked as well; the panel
        // mounts on its own render, so its text is read once it is there.
        await waitFor(() => expect((selectedPanel().textContent ?? '').length).toBeGreaterThan(200));
        const text = selectedPanel().textContent ?? '';
        // A missing key would show up as its dotted path, like sales_tactics.items.close_now.name.
        expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\.[a-z_.]+\b/);
      }
    },
  );
});
