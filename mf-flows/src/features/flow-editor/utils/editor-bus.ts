import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BlockType } from './graph';

export type BlockErrors = { field: string; message: string }[];
export type BlockStats = { reached: number; stopped: number };

/**
 * What cards read besides their own data (a refused save's errors, the 7-day counts) and the actions their icons
 * run. Kept outside React Flow's nodes so that a change re-renders only the cards it concerns, and a drag none.
 */
export class EditorBus {
  private errors = new Map<string, BlockErrors>();
  private stats = new Map<string, BlockStats>();
  private listeners = new Set<() => void>();
  constructor(public actions: { edit(id: string): void; duplicate(id: string): void; remove(id: string): void; queueName(id: number): string | undefined; typeLabel(type: BlockType): string }) {}
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  private emit() {
    for (const fn of this.listeners) fn();
  }
  setErrors(map: Map<string, BlockErrors>) {
    this.errors = map;
    this.emit();
  }
  setStats(map: Map<string, BlockStats>) {
    this.stats = map;
    this.emit();
  }
  /** An edited block's save errors go (the next save checks it again). */
  clearErrorsOf(id: string) {
    if (!this.errors.has(id)) return;
    const next = new Map(this.errors);
    next.delete(id);
    this.setErrors(next);
  }
  errorsOf = (id: string) => this.errors.get(id);
  statsOf = (id: string) => this.stats.get(id);
  get hasErrors() {
    return this.errors.size > 0;
  }
}

export const EditorBusContext = createContext<EditorBus | null>(null);
export const useBus = () => useContext(EditorBusContext)!;
export const useBlockErrors = (id: string) => {
  const bus = useBus();
  return useSyncExternalStore(bus.subscribe, () => bus.errorsOf(id));
};
export const useBlockStats = (id: string) => {
  const bus = useBus();
  return useSyncExternalStore(bus.subscribe, () => bus.statsOf(id));
};
