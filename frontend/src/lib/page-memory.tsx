import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/**
 * What the app keeps in memory for as long as the tab lives, above the router (docs/chat-screen.md: the
 * conversation survives moving between Lane's own pages; closing or reloading the tab erases it).
 * Each feature keeps its own object under its own key; nothing here ever reaches storage.
 */
const PageMemoryContext = createContext<Map<string, unknown> | null>(null);

export function PageMemoryProvider({ children }: { children: ReactNode }) {
  const [memory] = useState(() => new Map<string, unknown>());
  // When the app itself goes away, so does what it kept (a kept object may hold listeners).
  useEffect(
    () => () => {
      for (const value of memory.values()) (value as { dispose?: () => void }).dispose?.();
      memory.clear();
    },
    [memory],
  );
  return <PageMemoryContext value={memory}>{children}</PageMemoryContext>;
}

/** The object kept under `key`, created by `create` the first time any page asks for it. */
export function useRemembered<T>(key: string, create: () => T): T {
  const memory = use(PageMemoryContext);
  if (!memory) throw new Error('useRemembered needs the PageMemoryProvider above it.');
  if (!memory.has(key)) memory.set(key, create());
  return memory.get(key) as T;
}
