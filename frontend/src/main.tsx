/**
 * The entry: as small as it can be. A prerendered page reads, scrolls and follows its links with no
 * script at all, so the app (start.tsx) is loaded only on the visitor's first interaction, and what
 * they do before it is live is held and handed to it (hydration/hold-input.ts). The pages the
 * browser renders from scratch (/lane, /payment-success: an empty root) start the app at once, and
 * so does a page that carries a message for the visitor in its address (`?checkout=cancelled` back
 * from the checkout: "Payment cancelled — you were not charged" must show without a tap).
 */
import { holdInputUntilHydrated } from './hydration/hold-input';
import { hydrated } from './hydration/hydrated';

let starting = false;
const start = () => {
  if (starting) return;
  starting = true;
  void import('./start');
};

const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
if (prerendered) holdInputUntilHydrated(window, { start, hydrated });
// 'checkout' is shared's CHECKOUT_CANCELLED_PARAM, written out: importing it would bring the shared
// module it lives in (the API paths) into this entry, the one script a prerendered page loads.
if (!prerendered || new URLSearchParams(window.location.search).has('checkout')) start();
