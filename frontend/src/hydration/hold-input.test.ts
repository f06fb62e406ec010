import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilHydrated } from './hold-input';

/** A page as prerendered: a button, a link, a form with a field, and no app yet. */
function prerenderedPage() {
  document.body.innerHTML = `
    <button id="buy">Buy</button>
    <a id="terms" href="#terms">Terms</a>
    <form id="access"><input id="email" name="email" /><button id="send" type="submit">Send</button></form>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    buy: get<HTMLButtonElement>('buy'),
    link: get<HTMLAnchorElement>('terms'),
    form: get<HTMLFormElement>('access'),
    email: get<HTMLInputElement>('email'),
  };
}

/** Every test's app goes live at its end, so its listeners on window let the next test's through. */
const pending: (() => void)[] = [];

function held() {
  let live: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => {
    live = resolve;
  });
  const start = vi.fn();
  holdInputUntilHydrated(window, { start, hydrated });
  pending.push(live);
  /** The app is live: the held actions are handed over (a task later). */
  const goLive = async () => {
    live();
    await hydrated;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { start, goLive };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdInputUntilHydrated (a prerendered page before the app is live)', () => {
  afterEach(async () => {
    for (const live of pending.splice(0)) live();
    await tick();
    document.body.innerHTML = '';
  });

  it('starts the app on the first interaction, not before', () => {
    prerenderedPage();
    const { start } = held();
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a tap on a button and clicks it once when the app is live, however often it was tapped', async () => {
    const { buy } = prerenderedPage();
    const { start, goLive } = held();
    const clicks: boolean[] = [];
    buy.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    expect(buy.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    buy.click();
    expect(clicks).toEqual([]);
    expect(start).toHaveBeenCalled();
    await goLive();
    expect(clicks).toEqual([false]);
  });

  it('leaves a link to the browser', () => {
    const { link } = prerenderedPage();
    held();
    expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('holds a sent form (the browser never sends it) and sends it once the app is live', async () => {
    const { form } = prerenderedPage();
    const { goLive } = held();
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(true);
      event.preventDefault();
    });
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    expect(form.dispatchEvent(submit)).toBe(false);
    expect(sent).toEqual([]);
    await goLive();
    expect(sent).toEqual([true]);
  });

  it('hands what was typed to the app as an input event that changes the value', async () => {
    const { email } = prerenderedPage();
    const { goLive } = held();
    email.value = 'ana@example.com';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    const seen: string[] = [];
    email.addEventListener('input', () => seen.push(email.value));
    await tick();
    expect(seen).toEqual([]);
    await goLive();
    expect(seen).toEqual(['ana@example.com']);
    expect(email.value).toBe('ana@example.com');
  });
});
