import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../app/theme';
import { Toaster, toaster } from './toaster';

afterEach(() => {
  toaster.remove();
});

const renderToaster = () =>
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );

/** The region the toasts are placed in. */
const toastGroup = () => document.querySelector('[data-scope="toast"][data-part="group"]');

describe('the toaster', () => {
  it('puts nothing on the page until the first toast, then shows it', async () => {
    renderToaster();
    expect(toastGroup()).toBeNull();

    act(() => {
      toaster.create({ type: 'info', title: 'Saved', description: 'Your plan is saved.' });
    });
    expect(await screen.findByText('Your plan is saved.')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(toastGroup()).not.toBeNull();
  });

  it('shows a toast created before it was on the page', async () => {
    toaster.create({ type: 'error', title: 'Payment Error', description: 'Please try again.' });
    renderToaster();
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
  });
});
