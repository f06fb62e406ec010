import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { PageMemoryProvider } from '../lib/page-memory';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <PageMemoryProvider>{children}</PageMemoryProvider>
      <Toaster />
    </ChakraProvider>
  );
}
