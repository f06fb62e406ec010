/**
 * A prerendered page reads, scrolls and follows its links without any script (issue 11): the app is
 * loaded on the visitor's first interaction, not before. What the visitor does in the meantime must
 * not be lost:
 *
 * - a link is a real `<a href>`: the browser follows it as it would without script (every public
 *   page is prerendered, /lane and /payment-success are served the app);
 * - a tap on a button (Buy, the menu, a question of the FAQ) cannot do anything before the app
 *   runs: it is held, and the same button is clicked again once the app is live;
 * - a form sent before then (Enter in the Access email field) is held and sent again once the app
 *   is live, never submitted by the browser (that would put the email in the URL);
 * - what is typed stays in the field: hydration keeps the element, and what it holds is handed to
 *   the app (`handTypedValues`).
 *
 * Only the last held tap is replayed: tapping twice on a button that does nothing yet means "do
 * it", not "open and close it".
 */
interface HeldInput {
  /** Starts loading the app; called on the first interaction. */
  start: () => void;
  /** Resolves once the app is live (hydration/hydrated.ts). */
  hydrated: Promise<void>;
}

/** Events that show a visitor is there and about to use the page: the app starts loading. */
const FIRST_INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * React attaches a value tracker to a field when it hydrates it, and sends onChange only when the
 * field's value differs from the tracked one. Setting '' through the field (the tracker records
 * it), then the typed value through the prototype's setter (the tracker does not see it), then an
 * `input` event, makes React read what the visitor typed as if it had been typed now.
 */
function handTypedValue(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = ''; // through the tracker: React now holds '' as the field's last value
  setValue.call(field, value); // around it: what the visitor typed reads as a change

  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function holdInputUntilHydrated(target: Window, { start, hydrated }: HeldInput): void {
  let live = false;
  let heldClick: HTMLElement | null = null;
  let heldForm: HTMLFormElement | null = null;
  const typed = new Map<Field, string>();

  const onFirstInteraction = () => {
    for (const type of FIRST_INTERACTION_EVENTS) target.removeEventListener(type, onFirstInteraction, true);
    start();
  };
  for (const type of FIRST_INTERACTION_EVENTS)
    target.addEventListener(type, onFirstInteraction, { capture: true, passive: true });

  const onClick = (event: Event) => {
    if (live || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>('button, [role="button"]');
    // Links, labels and plain text keep what the browser does with them without script.
    if (!button || (button instanceof HTMLButtonElement && button.type === 'submit' && button.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = button;
    start();
  };
  const onSubmit = (event: Event) => {
    if (live || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldForm = event.target;
    heldClick = null;
    start();
  };
  const onInput = (event: Event) => {
    if (!live && isField(event.target)) typed.set(event.target, event.target.value);
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('submit', onSubmit, true);
  target.addEventListener('input', onInput, true);

  void hydrated.then(() => {
    live = true;
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('submit', onSubmit, true);
    target.removeEventListener('input', onInput, true);
    for (const [field, value] of typed) if (field.isConnected) handTypedValue(field, value);
    // A task later, once React has rendered what was handed over: a form sent now sends it.
    setTimeout(() => {
      if (heldForm?.isConnected) heldForm.requestSubmit();
      else if (heldClick?.isConnected) heldClick.click();
    }, 0);
  });
}
